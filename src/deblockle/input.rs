//! Keyboard play and shortcuts: Tab / Shift+Tab walk the choices, Enter
//! takes one, Esc steps back (Ctrl+Z and Ctrl+Y are every table's); a press of a
//! controller's cursor is a click on its square. (Mouse picks come from
//! the board's square tiles and the blocks themselves.)

use bevy::prelude::*;

use super::coords::square_of;
use super::selection::Pick;
use crate::table::board_cursor::CellPressed;
use crate::table::keys::keys_free;
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

fn read_keys(keys: Res<ButtonInput<KeyCode>>, mut picks: MessageWriter<Pick>) {
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
}
