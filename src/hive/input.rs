//! Keys at the Hive table: Escape lets go of the chosen tile, Q shows the Queens' free sides, P passes when
//! nothing else is legal. Clicks come from the tiles and the felt (see
//! `scene`); a press of a controller's cursor is a click on the top tile
//! of its hex, or on the felt there.

use bevy::prelude::*;

use super::layout::hex_of;
use super::scene::ShowQueenSides;
use super::selection::HivePick;
use super::session::{HiveRequest, HiveSession};
use crate::table::TableSystems;
use crate::table::board_cursor::CellPressed;
use crate::table::keys::keys_free;
use crate::table::set_up::not_setting_up;
use tabletop_rules::hive::Move;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (keys.run_if(keys_free), press_cells)
            .in_set(TableSystems::Input)
            .run_if(in_state(crate::hive::TABLE).and_then(not_setting_up)),
    );
}

/// The cursor's hex pressed, as a click on what lies there.
fn press_cells(
    mut pressed: MessageReader<CellPressed>,
    session: Option<Res<HiveSession>>,
    mut picks: MessageWriter<HivePick>,
) {
    let Some(session) = session else {
        pressed.clear();
        return;
    };
    let position = session.game.position();
    for &CellPressed(cell) in pressed.read() {
        if let Some(hex) = hex_of(cell) {
            picks.write(match position.top(hex) {
                Some(tile) => HivePick::Tile(tile),
                None => HivePick::Hex(hex),
            });
        }
    }
}

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut picks: MessageWriter<HivePick>,
    mut requests: MessageWriter<HiveRequest>,
    mut queen_sides: ResMut<ShowQueenSides>,
) {
    if keys.just_pressed(KeyCode::Escape) {
        picks.write(HivePick::Clear);
    }
    if keys.just_pressed(KeyCode::KeyQ) {
        queen_sides.0 = !queen_sides.0;
    }
    // Refused by the rules unless a pass is the only move.
    if keys.just_pressed(KeyCode::KeyP) {
        requests.write(HiveRequest::Play(Move::Pass));
    }
}
