//! The UHP parser against anything: no input makes it panic, and every
//! game string it accepts writes back and reads again as the same game.

use proptest::prelude::*;
use tabletop_rules::hive::{HiveGame, Position};

/// Strings made mostly of the characters UHP uses, so that many get past
/// the first checks.
fn uhp_like() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just("w"),
            Just("b"),
            Just("Q"),
            Just("S"),
            Just("B"),
            Just("G"),
            Just("A"),
            Just("1"),
            Just("2"),
            Just("3"),
            Just("-"),
            Just("/"),
            Just("\\"),
            Just(" "),
            Just(";"),
            Just("Base"),
            Just("pass"),
            Just("wS1"),
            Just("bG1 -wS1"),
        ],
        0..24,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #[test]
    fn move_strings_never_panic(text in uhp_like()) {
        let _ = Position::new().parse_move(&text);
        let game = HiveGame::parse("Base;InProgress;White[2];wS1;bG1 -wS1").expect("a game");
        let _ = game.position().parse_move(&text);
    }

    #[test]
    fn accepted_game_strings_write_back_to_the_same_game(text in uhp_like()) {
        if let Ok(game) = HiveGame::parse(&format!("Base;InProgress;White[1];{text}")) {
            let again = HiveGame::parse(&game.to_string()).expect("its own string reads");
            prop_assert_eq!(again.position(), game.position());
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,60}") {
        let _ = HiveGame::parse(&text);
        let _ = Position::new().parse_move(&text);
    }
}
