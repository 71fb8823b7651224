//! The Hive table: the session with the rules, choosing moves, the
//! opponents (our computer, UHP engines), the tiles and their motion and
//! the autosave (logic, testable without a window); the felt, the tiles'
//! looks, the marks, the HUD, the keys and the menu's options (view).

pub mod cursor;
mod friends;
mod hud;
pub(crate) mod icons;
mod input;
pub mod layout;
pub mod lessons;
pub mod new_game;
pub mod opponent;
pub mod puzzles;
pub mod records;
pub mod scene;
pub mod seats;
pub mod selection;
pub mod session;
pub mod setting_up;
pub mod thinks;
mod tile_mesh;
pub mod tiles;

pub use icons::player_colours;

use bevy::prelude::*;

/// Hive's table: the screen its games, lessons and puzzles are played on.
pub const TABLE: crate::screens::Screen =
    <session::HiveSession as crate::table::game::TableGame>::SCREEN;

/// The game logic: runs headless under `MinimalPlugins`.
pub fn logic_plugin(app: &mut App) {
    app.add_plugins((
        session::plugin,
        selection::plugin,
        tiles::plugin,
        opponent::plugin,
        lessons::logic_plugin,
        puzzles::logic_plugin,
        setting_up::plugin,
    ));
}

/// What the players see and touch.
pub fn view_plugin(app: &mut App) {
    app.add_plugins((
        scene::plugin,
        hud::plugin,
        input::plugin,
        cursor::plugin,
        new_game::plugin,
        lessons::view_plugin,
        puzzles::view_plugin,
    ));
}
