//! The UHP `options` command: the rule options as engine options, one line
//! each as `Key;bool;Value;Default`.

use tabletop_rules::hive::HiveRules;

/// The options, by their UHP keys.
const KEYS: [&str; 2] = ["TournamentRule", "ThreefoldRepetition"];

/// The answer to `options …` (without `ok`): the new rules if `set` changed
/// them, and the lines to print; or an `err` line.
pub fn answer(rules: HiveRules, arguments: &str) -> Result<(HiveRules, String), String> {
    let words: Vec<&str> = arguments.split_whitespace().collect();
    match words[..] {
        [] => Ok((rules, KEYS.map(|key| line(rules, key)).join("\n"))),
        ["get", key] => known(key).map(|key| (rules, line(rules, key))),
        ["set", key, value] => {
            let key = known(key)?;
            let value = parse_bool(value)
                .ok_or_else(|| format!("err '{value}' is not a value for {key}: True or False"))?;
            let mut new = rules;
            *flag(&mut new, key) = value;
            Ok((new, line(new, key)))
        }
        _ => Err("err Try 'options', 'options get Key' or 'options set Key Value'.".into()),
    }
}

fn known(key: &str) -> Result<&'static str, String> {
    KEYS.into_iter()
        .find(|known| known.eq_ignore_ascii_case(key))
        .ok_or_else(|| format!("err Unknown option '{key}'. Try {}.", KEYS.join(" or ")))
}

/// The rule behind a (known) key.
fn flag<'r>(rules: &'r mut HiveRules, key: &str) -> &'r mut bool {
    if key == KEYS[0] {
        &mut rules.tournament
    } else {
        &mut rules.threefold_repetition
    }
}

fn line(mut rules: HiveRules, key: &str) -> String {
    let value = *flag(&mut rules, key);
    let default = *flag(&mut HiveRules::default(), key);
    format!("{key};bool;{};{}", write_bool(value), write_bool(default))
}

fn parse_bool(text: &str) -> Option<bool> {
    if text.eq_ignore_ascii_case("true") {
        Some(true)
    } else if text.eq_ignore_ascii_case("false") {
        Some(false)
    } else {
        None
    }
}

/// UHP writes booleans as .NET does.
const fn write_bool(value: bool) -> &'static str {
    if value { "True" } else { "False" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_gets_and_sets_the_rule_options() {
        let rules = HiveRules::STANDARD;
        let (same, listed) = answer(rules, "").expect("a list");
        assert_eq!(same, rules);
        assert_eq!(
            listed,
            "TournamentRule;bool;True;True\nThreefoldRepetition;bool;True;True"
        );
        let (new, line) = answer(rules, "set tournamentrule false").expect("set");
        assert!(!new.tournament && new.threefold_repetition);
        assert_eq!(line, "TournamentRule;bool;False;True");
        assert_eq!(
            answer(new, "get ThreefoldRepetition").map(|(_, line)| line),
            Ok("ThreefoldRepetition;bool;True;True".to_owned())
        );
        assert!(answer(rules, "set Speed 3").is_err());
        assert!(answer(rules, "set TournamentRule maybe").is_err());
        assert!(answer(rules, "frobnicate").is_err());
    }
}
