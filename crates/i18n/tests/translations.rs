//! The translations against the English ones and against the fonts: every
//! language has every key, with the same values to fill in; every character
//! has a glyph in the font that shows it; every key the app and the lessons
//! ask for exists.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;
use tabletop_i18n::{FILES, Language, Message, Words, source};

/// A message's text pieces and the variables it fills in.
#[derive(Default)]
struct Parts {
    text: String,
    variables: BTreeSet<String>,
}

fn walk(pattern: &Pattern<&str>, parts: &mut Parts) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => parts.text.push_str(value),
            PatternElement::Placeable { expression } => walk_expression(expression, parts),
        }
    }
}

fn walk_expression(expression: &Expression<&str>, parts: &mut Parts) {
    match expression {
        Expression::Select { selector, variants } => {
            walk_inline(selector, parts);
            for variant in variants {
                walk(&variant.value, parts);
            }
        }
        Expression::Inline(inline) => walk_inline(inline, parts),
    }
}

fn walk_inline(inline: &InlineExpression<&str>, parts: &mut Parts) {
    match inline {
        InlineExpression::VariableReference { id } => {
            parts.variables.insert(id.name.to_owned());
        }
        InlineExpression::StringLiteral { value } => parts.text.push_str(value),
        InlineExpression::Placeable { expression } => walk_expression(expression, parts),
        _ => {}
    }
}

/// Every message of one file by key. Panics on a syntax error or a key
/// given twice, naming the file.
fn messages(language: Language, file: usize) -> BTreeMap<String, Parts> {
    let name = format!("{}/{}.ftl", language.code(), FILES[file]);
    let resource = parser::parse(source(language, file))
        .unwrap_or_else(|(_, errors)| panic!("{name}: {errors:?}"));
    let mut found = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let key = message.id.name.to_owned();
                let Some(pattern) = message.value.as_ref() else {
                    panic!("{name}: {key} has no text");
                };
                let mut parts = Parts::default();
                walk(pattern, &mut parts);
                assert!(!found.contains_key(&key), "{name}: {key} twice");
                found.insert(key, parts);
            }
            Entry::Junk { content } => panic!("{name}: cannot parse {content:?}"),
            _ => {}
        }
    }
    found
}

/// Every English message, whichever file holds it.
fn english() -> BTreeMap<String, Parts> {
    (0..FILES.len())
        .flat_map(|file| messages(Language::English, file))
        .collect()
}

#[test]
fn no_key_is_given_in_two_files_of_a_language() {
    // The app reads a language's files into one bundle, where a key given
    // twice keeps its first text: the second would never show.
    for language in Language::ALL {
        let mut seen: BTreeMap<String, &str> = BTreeMap::new();
        for (file, file_name) in FILES.iter().enumerate() {
            for key in messages(language, file).into_keys() {
                if let Some(first) = seen.insert(key.clone(), file_name) {
                    panic!(
                        "{}: {key} in {first}.ftl and {file_name}.ftl",
                        language.code()
                    );
                }
            }
        }
    }
}

#[test]
fn every_language_has_the_english_keys_and_variables() {
    for (file, file_name) in FILES.iter().enumerate() {
        let english = messages(Language::English, file);
        assert!(!english.is_empty(), "en/{file_name}.ftl is empty");
        for language in Language::ALL {
            let name = format!("{}/{file_name}.ftl", language.code());
            let translated = messages(language, file);
            let missing: Vec<_> = english
                .keys()
                .filter(|k| !translated.contains_key(*k))
                .collect();
            let extra: Vec<_> = translated
                .keys()
                .filter(|k| !english.contains_key(*k))
                .collect();
            assert!(missing.is_empty(), "{name} lacks {missing:?}");
            assert!(
                extra.is_empty(),
                "{name} has keys English has not: {extra:?}"
            );
            for (key, parts) in &translated {
                assert_eq!(
                    parts.variables, english[key].variables,
                    "{name}: {key} fills in other values than English's"
                );
            }
        }
    }
}

fn fonts_folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/fonts")
}

/// The characters a font has glyphs for.
fn characters(font: &str) -> BTreeSet<char> {
    let data = std::fs::read(fonts_folder().join(font)).expect("the font ships");
    let face = ttf_parser::Face::parse(&data, 0).expect("a font");
    let mut found = BTreeSet::new();
    for table in face.tables().cmap.expect("a character map").subtables {
        table.codepoints(|code| {
            if let Some(c) = char::from_u32(code)
                && table.glyph_index(code).is_some()
            {
                found.insert(c);
            }
        });
    }
    found
}

#[test]
fn every_character_has_a_glyph_in_the_font_that_shows_it() {
    let latin = characters("NotoSans-Regular.ttf");
    let devanagari = characters("NotoSansDevanagari-Regular.ttf");
    assert!(latin.contains(&'ệ') && !latin.contains(&'म'));
    assert!(devanagari.contains(&'म'));
    // The app shows Noto Sans, with Noto Sans Devanagari behind it for
    // Devanagari text: Marathi may use both, the rest only Noto Sans.
    for language in Language::ALL {
        let mut texts: Vec<(String, String)> = (0..FILES.len())
            .flat_map(|file| messages(language, file))
            .map(|(key, parts)| (key, parts.text))
            .collect();
        texts.push(("its name".into(), language.name().into()));
        for (key, text) in texts {
            let missing: String = text
                .chars()
                .filter(|c| !c.is_control() && !latin.contains(c))
                .filter(|c| !(language == Language::Marathi && devanagari.contains(c)))
                .collect();
            assert!(
                missing.is_empty(),
                "{}: {key} needs glyphs no font has: {missing:?}",
                language.code()
            );
        }
    }
}

/// The string literals in the Rust and RON files under `folder` that look
/// like message keys (`menu-play`).
fn key_like_literals(folder: &Path, found: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(folder)
        .expect("a source folder")
        .flatten()
    {
        let path = entry.path();
        if path.is_dir() {
            key_like_literals(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs" || e == "ron") {
            let text = std::fs::read_to_string(&path).expect("readable");
            for literal in text.split('"').skip(1).step_by(2) {
                let looks_like_a_key = literal.contains('-')
                    && literal.starts_with(|c: char| c.is_ascii_lowercase())
                    && literal
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                if looks_like_a_key {
                    found.insert(literal.to_owned());
                }
            }
        }
    }
}

#[test]
fn every_key_the_app_the_ai_the_network_and_the_lessons_name_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut literals = BTreeSet::new();
    key_like_literals(&root.join("src"), &mut literals);
    key_like_literals(&root.join("crates/ai/src"), &mut literals);
    key_like_literals(&root.join("crates/net/src"), &mut literals);
    key_like_literals(&root.join("assets/tutorial"), &mut literals);
    assert!(literals.contains("menu-play") && literals.contains("lesson-03-title"));
    let english = english();
    let variables: BTreeSet<&String> = english.values().flat_map(|p| &p.variables).collect();
    // A rules reference page names the stem of its two keys.
    let page = |l: &String| {
        english.contains_key(&format!("{l}-title")) && english.contains_key(&format!("{l}-body"))
    };
    // Key-shaped literals that are not keys: a test's scratch folder, a
    // command-line value (`--palette colour-blind`), a controller's name,
    // a row of the on-screen keyboard, an invitation to a friend's table.
    let not_keys = ["round-trip", "colour-blind", "joy-con", "asdfghjkl-"];
    let unknown: Vec<&String> = literals
        .iter()
        .filter(|l| !english.contains_key(*l) && !variables.contains(l) && !page(l))
        .filter(|l| !not_keys.contains(&l.as_str()) && !l.starts_with("tabletop-"))
        .collect();
    assert!(unknown.is_empty(), "no English text for {unknown:?}");
}

#[test]
fn messages_fill_in_values_plurals_and_translated_words() {
    let english = Words::new(Language::English);
    let refusal = Message::new("deblockle-not-your-block")
        .with("square", "c5")
        .with("owner", Message::new("player-teal"));
    assert_eq!(
        english.say(&refusal),
        "The block on c5 is Teal's, not yours."
    );
    // No isolation marks around filled-in values: fonts draw them as boxes.
    assert!(!english.say(&refusal).contains('\u{2068}'));
    let goal = |count: i64| english.say(&Message::new("goal-remove").with("count", count));
    assert_eq!(goal(1), "Goal: take a block off the board.");
    assert_eq!(goal(2), "Goal: take 2 blocks off the board.");
    let paragraphs = Message::new("paragraphs")
        .with("first", Message::new("goal-win"))
        .with("rest", Message::new("goal-deblockle"));
    assert_eq!(
        english.say(&paragraphs),
        "Goal: take your last block off and win.\n\nGoal: leave your opponent without a move."
    );
    // Croatian counts in three forms: 1 komad, 2 komada, 5 komada, 21 komad.
    let croatian = Words::new(Language::Croatian);
    let pieces = |count: i64| {
        croatian.say(
            &Message::new("games-entry-blokus")
                .with("name", "x")
                .with("pieces", count)
                .with("end", Message::new("games-over")),
        )
    };
    assert_ne!(pieces(1), pieces(2));
    assert_eq!(pieces(1).replace('1', "21"), pieces(21));
    // A key no file has shows as itself, never as a blank.
    assert_eq!(english.text("no-such-key"), "no-such-key");
    // The chosen language first, then English.
    assert_ne!(
        Words::new(Language::Vietnamese).text("menu-play"),
        english.text("menu-play")
    );
}

/// What a message said while a controller is in use (`KEY-pad`) fills in
/// its buttons' names.
const BUTTON_NAMES: [&str; 10] = [
    "dpad",
    "a",
    "b",
    "x",
    "y",
    "rt",
    "lt",
    "shoulders",
    "menu",
    "select",
];

#[test]
fn a_controllers_wording_fills_in_only_its_messages_values_and_button_names() {
    // A key that merely ends in "-pad" would be taken for another's
    // controller wording: it shows, with a pad in use, in that message's
    // place (as "Person { $number }'s controller" once did for "Someone
    // at this screen").
    let english = english();
    for (key, parts) in &english {
        let Some(plain) = key.strip_suffix("-pad") else {
            continue;
        };
        let plain = english
            .get(plain)
            .unwrap_or_else(|| panic!("{key}: no {plain} to say with a controller"));
        let strange: Vec<&String> = parts
            .variables
            .iter()
            .filter(|name| {
                !plain.variables.contains(*name) && !BUTTON_NAMES.contains(&name.as_str())
            })
            .collect();
        assert!(strange.is_empty(), "{key} fills in {strange:?}");
    }
}
