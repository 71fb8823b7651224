//! Blokus 3D's readers: a position's text (a saved game) and a structure
//! file.

use tabletop_rules::Game;
use tabletop_rules::blokus3d::{Position, Seating, Structure};

use crate::text;

/// A position's text: what reads writes back to the same game, and the
/// last placement is among the legal moves of the position before it.
pub fn position(data: &[u8]) {
    let Some(text) = text(data) else {
        return;
    };
    let Ok(position) = Position::parse_file(text) else {
        return;
    };
    let written = position.to_string();
    let again = Position::parse(&written)
        .unwrap_or_else(|error| panic!("{text:?} wrote {written:?}, which does not read: {error}"));
    assert_eq!(again.to_string(), written);
    assert!(again.same_game(&position), "{written}");
    if let Some((before, last)) = position.before_last() {
        let mut moves = Vec::new();
        before.legal_moves(&mut moves);
        assert!(
            moves.contains(&last),
            "{written}: {last} played, not listed"
        );
    }
}

/// A structure file: one that reads can be played on, and each placement
/// listed at its start is accepted by the legality check.
pub fn structure(data: &[u8]) {
    let Some(text) = text(data) else {
        return;
    };
    let Ok(structure) = Structure::parse(text) else {
        return;
    };
    let seating = Seating {
        players: structure.players(),
        two_colours_each: false,
    };
    let start = Position::on(structure, 'X', seating);
    let mut moves = Vec::new();
    start.legal_moves(&mut moves);
    for placement in moves {
        let mut placed = start.clone();
        assert!(
            placed.place(placement).is_ok(),
            "{placement} listed, refused"
        );
    }
}
