//! Hive's readers: UHP GameStrings, move strings, and the record files of
//! other Hive programs (PGN, SGF).

use tabletop_rules::hive::{HiveGame, HiveRules, read_record};

use crate::{choice_and_text, choice_and_two_lines, text};

/// The rule options a choice byte picks (the expansions come with each
/// GameString's type).
fn rules(choice: u8) -> HiveRules {
    HiveRules {
        tournament: choice & 1 != 0,
        threefold_repetition: choice & 2 != 0,
        ..HiveRules::default()
    }
}

/// A GameString under the options the first byte picks: what reads writes
/// back to the same game, and every legal move's string reads back as
/// that move.
pub fn game_string(data: &[u8]) {
    let Some((choice, text)) = choice_and_text(data) else {
        return;
    };
    let rules = rules(choice);
    let Ok(game) = HiveGame::parse_under(text, rules) else {
        return;
    };
    written_back(&game, rules);
    let position = game.position();
    for mv in game.legal_moves() {
        let written = position.move_string(mv);
        assert_eq!(
            position.parse_move(&written).ok(),
            Some(mv),
            "{game}: {written}"
        );
    }
}

/// The game's GameString, and the string of the moves as played, read back
/// as the same game.
fn written_back(game: &HiveGame, rules: HiveRules) {
    for written in [game.to_string(), game.played_string()] {
        let again = HiveGame::parse_under(&written, rules)
            .unwrap_or_else(|error| panic!("{written:?} does not read back: {error}"));
        assert_eq!(again.to_string(), game.to_string(), "{written:?}");
        assert_eq!(again.positions(), game.positions(), "{written:?}");
    }
}

/// A GameString (first line) and a move string (second line): the move
/// plays exactly when it reads as a move the game lists as legal.
pub fn moves(data: &[u8]) {
    let Some((choice, game_text, move_text)) = choice_and_two_lines(data) else {
        return;
    };
    let Ok(game) = HiveGame::parse_under(game_text, rules(choice)) else {
        return;
    };
    let listed = game.legal_moves();
    let read = game.position().parse_move(move_text).ok();
    let mut played = game.clone();
    let result = played.play(move_text);
    assert_eq!(
        result.is_ok(),
        read.is_some_and(|mv| listed.contains(&mv)),
        "{game}: {move_text:?} read as {read:?}, played: {result:?}"
    );
}

/// A record file of any format: the game read writes back as a GameString
/// that reads as the same game.
pub fn record_file(data: &[u8]) {
    let Some(text) = text(data) else {
        return;
    };
    let Ok(record) = read_record(text) else {
        return;
    };
    written_back(&record.game, record.game.rules());
}
