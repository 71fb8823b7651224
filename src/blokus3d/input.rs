//! Keys at the Blokus 3D table: 1–9 and 0 take the first ten pieces from
//! the tray of the colour to move, Tab and Shift+Tab go through every piece
//! held; R turns the piece in hand about the vertical, F and
//! G tip it about the two level axes; Esc puts it back; H shows where it
//! fits, L the height limits, T the view from above; Q/E turn the
//! turntable (see `scene`); Ctrl+Z and Ctrl+Y are every table's. A controller's
//! cursor holds the piece over its column, and a press drops it there
//! (with nothing in hand, it takes the first piece held).

use bevy::prelude::*;
use tabletop_rules::blokus3d::PieceKind;

use super::layout::column_of;
use super::placing::{BlokusHand, BlokusPick};
use super::scene::BlokusAids;
use crate::table::TableSystems;
use crate::table::board_cursor::{BoardCursor, CellPressed};
use crate::table::keys::{control_held, keys_free};

/// The keys that take the pieces of [`PieceKind::ALL`], in order (the
/// eleventh by Tab).
const PIECE_KEYS: [KeyCode; 10] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
    KeyCode::Digit0,
];

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (keys.run_if(keys_free), follow_the_cursor)
            .in_set(TableSystems::Input)
            .run_if(in_state(crate::blokus3d::TABLE)),
    );
}

/// The piece in hand follows the cursor; a press drops it over the
/// cursor's column, or takes a piece up when none is in hand.
fn follow_the_cursor(
    cursor: Res<BoardCursor>,
    hand: Res<BlokusHand>,
    mut pressed: MessageReader<CellPressed>,
    mut picks: MessageWriter<BlokusPick>,
) {
    if cursor.is_changed()
        && let Some((x, y)) = cursor.0.and_then(column_of)
    {
        picks.write(BlokusPick::Aim(x, y));
    }
    for &CellPressed(cell) in pressed.read() {
        let Some((x, y)) = column_of(cell) else {
            continue;
        };
        picks.write(BlokusPick::Aim(x, y));
        picks.write(if hand.piece.is_some() {
            BlokusPick::Drop
        } else {
            BlokusPick::Cycle(1)
        });
    }
}

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut picks: MessageWriter<BlokusPick>,
    mut aids: ResMut<BlokusAids>,
) {
    // Ctrl with a key is undo or redo (every table's), not a piece.
    if control_held(&keys) {
        return;
    }
    for (key, piece) in PIECE_KEYS.iter().zip(PieceKind::ALL) {
        if keys.just_pressed(*key) {
            picks.write(BlokusPick::Piece(piece));
        }
    }
    for (key, axis) in [(KeyCode::KeyR, 2), (KeyCode::KeyF, 0), (KeyCode::KeyG, 1)] {
        if keys.just_pressed(key) {
            picks.write(BlokusPick::Turn(axis));
        }
    }
    if keys.just_pressed(KeyCode::Tab) {
        let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        picks.write(BlokusPick::Cycle(if shift { -1 } else { 1 }));
    }
    if keys.just_pressed(KeyCode::Escape) {
        picks.write(BlokusPick::Clear);
    }
    if keys.just_pressed(KeyCode::KeyH) {
        aids.legal_spots = !aids.legal_spots;
    }
    if keys.just_pressed(KeyCode::KeyL) {
        aids.limits = !aids.limits;
    }
    if keys.just_pressed(KeyCode::KeyT) {
        aids.top_view = !aids.top_view;
    }
}
