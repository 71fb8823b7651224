//! A Hive position set up by hand is checked for whether a game reaches it:
//! every position that real play reaches (random legal games under every
//! rule set, passes included) must pass that check, and read back as the
//! same position.

use proptest::prelude::*;
use tabletop_rules::hive::{Expansions, HiveRules, HiveSetup, Position};

/// The positions of a game of random legal moves under `rules`.
fn random_game(rules: HiveRules, choices: &[usize]) -> Vec<Position> {
    let mut positions = vec![Position::starting(rules)];
    for &choice in choices {
        let now = &positions[positions.len() - 1];
        let moves = now.legal_moves();
        if moves.is_empty() {
            break;
        }
        let next = now.play_unchecked(moves[choice % moves.len()]);
        positions.push(next);
    }
    positions
}

fn rules() -> impl Strategy<Value = HiveRules> {
    let expansions: Vec<Expansions> = Expansions::every().collect();
    (any::<bool>(), proptest::sample::select(expansions)).prop_map(|(tournament, expansions)| {
        HiveRules {
            tournament,
            ..HiveRules::STANDARD.with_expansions(expansions)
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn every_position_play_reaches_passes_the_set_up_check(
        rules in rules(),
        choices in proptest::collection::vec(0usize..1000, 0..80),
    ) {
        for position in random_game(rules, &choices) {
            let setup = HiveSetup::of(&position);
            prop_assert_eq!(setup.check(), Ok(()), "ply {}: {:?}", position.ply(), setup);
            let again = setup.position().expect("checked");
            prop_assert_eq!(again.to_move(), position.to_move());
            prop_assert_eq!(HiveSetup::of(&again), setup);
        }
    }
}
