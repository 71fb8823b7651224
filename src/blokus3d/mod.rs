//! The Blokus 3D table: the session with the rules, the piece in hand
//! (choosing, turning, aiming, dropping), the computer, and the cubes with
//! their drop (logic, testable without a window); the turntable, the grid,
//! the pieces' looks in either palette, the ghost and the aids, the trays, the HUD, the keys and the menu's
//! options (view).

pub mod cubes;
pub(crate) mod emblems;
mod friends;
pub(crate) mod grid;
mod hud;
mod input;
pub mod layout;
pub mod lessons;
mod looks;
pub mod new_game;
pub mod placing;
pub mod plastic;
pub mod records;
pub mod scene;
pub mod session;
pub mod setting_up;
pub mod thinks;
pub mod trays;
mod turntable;

pub use hud::scoreboard;
pub use plastic::player_colours;

use bevy::prelude::*;

/// Blokus 3D's table: the screen its games, lessons and puzzles are played on.
pub const TABLE: crate::screens::Screen =
    <session::BlokusSession as crate::table::game::TableGame>::SCREEN;

/// The game logic: runs headless under `MinimalPlugins`.
pub fn logic_plugin(app: &mut App) {
    app.add_plugins((
        session::plugin,
        placing::plugin,
        cubes::plugin,
        lessons::logic_plugin,
        setting_up::plugin,
    ));
}

/// What the players see and touch.
pub fn view_plugin(app: &mut App) {
    app.add_plugins((
        looks::plugin,
        scene::plugin,
        trays::plugin,
        hud::plugin,
        input::plugin,
        new_game::plugin,
        lessons::view_plugin,
    ));
}
