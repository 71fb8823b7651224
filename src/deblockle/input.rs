//! Keyboard play and shortcuts: Tab / Shift+Tab walk the choices, Enter
//! takes one, Esc steps back, Ctrl+Z / Ctrl+Y undo and redo; a press of a
//! controller's cursor is a click on its square. (Mouse picks come from
//! the board's square tiles and the blocks themselves.)

use bevy::prelude::*;

use super::coords::square_of;
use super::selection::{Pick, Selection};
use super::session::DeblockleRequest;
use crate::table::board_cursor::CellPressed;
use crate::table::keys::{HistoryKey, history_key, keys_free};
use crate::table::set_up::not_setting_up;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (read_keys.run_if(keys_free), press_cells)
            .in_set(crate::table::TableSystems::Input)
            .run_if(in_state(crate::deblockle::TABLE).and_then(not_setting_up)),
    );
}

/// The cursor's square pressed, as a click there.
fn press_cells(mut pressed: MessageReader<CellPressed>, mut picks: MessageWriter<Pick>) {
    for &CellPressed(cell) in pressed.read() {
        if let Some(square) = square_of(cell) {
            picks.write(Pick::Square(square));
        }
    }
}

fn read_keys(
    keys: Res<ButtonInput<KeyCode>>,
    selection: Res<Selection>,
    mut picks: MessageWriter<Pick>,
    mut requests: MessageWriter<DeblockleRequest>,
) {
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if keys.just_pressed(KeyCode::Tab) {
        picks.write(Pick::Cycle(if shift { -1 } else { 1 }));
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        picks.write(Pick::Confirm);
    }
    if keys.just_pressed(KeyCode::Escape) {
        picks.write(Pick::Cancel);
    }
    if let Some(key) = history_key(&keys) {
        let request = match key {
            HistoryKey::Undo => DeblockleRequest::Undo,
            HistoryKey::Redo => DeblockleRequest::Redo,
        };
        send_history_request(request, *selection, &mut picks, &mut requests);
    }
}

/// Sends an undo or redo; a block shown tipped goes back first, so that
/// what is drawn matches the rules when the history moves.
pub fn send_history_request(
    request: DeblockleRequest,
    selection: Selection,
    picks: &mut MessageWriter<Pick>,
    requests: &mut MessageWriter<DeblockleRequest>,
) {
    if let Selection::Tipped(..) = selection {
        picks.write(Pick::Cancel);
    }
    requests.write(request);
}
