//! The Deblockle table: the session with the rules, choosing moves, the
//! blocks and their motion (logic, testable without a window), and the
//! board, block looks, HUD and input (view).

pub mod animation;
mod block_view;
pub mod coords;
pub mod endgames;
pub mod friends;
pub mod guided;
mod hud;
mod input;
mod labels;
mod mesh;
pub mod new_game;
pub mod opponent;
pub mod phase;
pub mod pieces;
pub mod puzzles;
pub mod records;
pub mod refusal;
mod requests;
mod scene;
pub mod seats;
pub mod selection;
pub mod session;
pub mod setting_up;
pub mod setup;
pub(crate) mod textures;
pub mod thinks;
pub mod tutorial;

pub use textures::player_colours;

use bevy::prelude::*;

use crate::table::camera::{CameraSettings, OrbitCamera};
use crate::table::{TableSystems, face_the_table_again, show_only_at};
use session::DeblockleChange;

/// Deblockle's table: the screen its games, lessons and puzzles are played on.
pub const TABLE: crate::screens::Screen =
    <session::DeblockleSession as crate::table::game::TableGame>::SCREEN;

/// The game logic: runs headless under `MinimalPlugins`.
pub fn logic_plugin(app: &mut App) {
    app.add_plugins((
        phase::plugin,
        session::plugin,
        selection::plugin,
        pieces::plugin,
        setup::logic_plugin,
        opponent::plugin,
        friends::plugin,
        endgames::plugin,
        records::plugin,
        tutorial::logic_plugin,
        guided::plugin,
        puzzles::logic_plugin,
    ));
}

/// What the player sees and touches.
pub fn view_plugin(app: &mut App) {
    app.add_plugins((
        scene::plugin,
        block_view::plugin,
        hud::plugin,
        input::plugin,
        labels::plugin,
        new_game::plugin,
        setup::view_plugin,
        tutorial::view_plugin,
        puzzles::view_plugin,
    ))
    .add_systems(Update, face_player_to_move.in_set(TableSystems::Show))
    .add_systems(OnExit(crate::deblockle::TABLE), face_the_table_again);
    show_only_at::<DeblockleScene>(app, crate::deblockle::TABLE);
}

/// Part of the Deblockle table's scene (the board, its trays and tiles,
/// the blocks, the dice tray, a lesson's arrows): it lives on between
/// games and is out of sight away from the table.
#[derive(Component, Default)]
pub struct DeblockleScene;

/// A new game opens from the side of the player to move; with auto-turn on,
/// the camera follows the turn. In a lesson or a puzzle the learner, and against the
/// computer the person, keeps their seat.
fn face_player_to_move(
    mut changes: MessageReader<DeblockleChange>,
    session: Option<Res<session::DeblockleSession>>,
    settings: Res<CameraSettings>,
    guide: Option<Res<guided::Guided>>,
    computer: seats::ComputerTurn,
    mut cameras: Query<&mut OrbitCamera>,
) {
    let Some(session) = session else {
        return;
    };
    let turn = session.game.position().turn();
    let over = session.game.outcome().is_some();
    let person = computer.person();
    for change in changes.read() {
        // Once the game is over nobody is to move: the camera stays put.
        for mut camera in &mut cameras {
            if matches!(change, DeblockleChange::Started) {
                camera.frame(coords::side_yaw(person.unwrap_or(turn)), coords::BOARD_VIEW);
            } else if settings.auto_turn && !over && guide.is_none() && person.is_none() {
                camera.turn_to(coords::side_yaw(turn));
            }
        }
    }
}
