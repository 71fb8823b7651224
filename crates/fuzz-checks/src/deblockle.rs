//! Deblockle's readers: a position's notation, a move's, and a game record.

use std::path::Path;

use tabletop_rules::deblockle::{GameRecord, Move, MoveRules, Position, TipWithoutHop};

use crate::{choice_and_text, choice_and_two_lines, text};

/// The move rules a choice byte picks: both options, each on or off.
fn move_rules(choice: u8) -> MoveRules {
    MoveRules {
        no_adjacent: choice & 1 != 0,
        tip_without_hop: if choice & 2 != 0 {
            TipWithoutHop::Stay
        } else {
            TipWithoutHop::Forbid
        },
    }
}

/// A position's notation under the rules the first byte picks: what reads
/// writes back to the same position, and every move it lists is legal,
/// plays, and reads back from its own notation.
pub fn position(data: &[u8]) {
    let Some((choice, text)) = choice_and_text(data) else {
        return;
    };
    let rules = move_rules(choice);
    let Ok(position) = Position::from_notation(text, rules) else {
        return;
    };
    let written = position.to_string();
    let again = Position::from_notation(&written, rules)
        .unwrap_or_else(|error| panic!("{text:?} wrote {written:?}, which does not read: {error}"));
    assert_eq!(again, position, "{text:?} wrote {written:?}");
    for mv in position.legal_moves() {
        assert!(position.is_legal(mv), "{written}: {mv} listed, refused");
        assert!(
            position.play(mv).is_ok(),
            "{written}: {mv} listed, unplayable"
        );
        assert_eq!(mv.to_string().parse::<Move>().ok(), Some(mv), "{mv}");
    }
}

/// A position (first line, rules from the first byte) and a move (second
/// line): the move is legal exactly when the position lists it, and it
/// reads back from its own notation.
pub fn moves(data: &[u8]) {
    let Some((choice, position_text, move_text)) = choice_and_two_lines(data) else {
        return;
    };
    let Ok(position) = Position::from_notation(position_text, move_rules(choice)) else {
        return;
    };
    let Ok(mv) = move_text.parse::<Move>() else {
        return;
    };
    assert_eq!(
        mv.to_string().parse::<Move>().ok(),
        Some(mv),
        "{move_text:?}"
    );
    let listed = position.legal_moves().contains(&mv);
    assert_eq!(position.is_legal(mv), listed, "{position}: {mv}");
    assert_eq!(position.play(mv).is_ok(), listed, "{position}: {mv}");
}

/// A game record file: one that replays under its rules gives a game whose
/// own record replays to the same game, and writes and reads back whole.
pub fn record(data: &[u8]) {
    let Some(text) = text(data) else {
        return;
    };
    let Ok(record) = tabletop_store::parse::<GameRecord>(
        text,
        Path::new("fuzz.ron"),
        "game record",
        GameRecord::VERSION,
    ) else {
        return;
    };
    let Ok(game) = record.replay() else {
        return;
    };
    let own = GameRecord::from_game(&game);
    let replayed = own
        .replay()
        .unwrap_or_else(|error| panic!("a game's own record does not replay: {error}"));
    assert_eq!(GameRecord::from_game(&replayed), own);
    let written = ron::to_string(&own).expect("a record writes");
    let read: GameRecord = ron::from_str(&written)
        .unwrap_or_else(|error| panic!("{written:?} does not read back: {error}"));
    assert_eq!(read, own);
}
