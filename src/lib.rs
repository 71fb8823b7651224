//! tabletop: abstract strategy board games at one screen, in 3D.
//!
//! [`app`] wires every plugin together; [`testing`] builds the same game
//! logic without a window for tests. The rules live in `tabletop-rules`:
//! this crate asks them what is legal and shows the answers.
#![forbid(unsafe_code)]
// Bevy systems receive their data as parameters and queries, so long
// parameter lists and query types are the norm here, not a smell.
#![allow(clippy::too_many_arguments, clippy::type_complexity)]

mod accessible;
mod audio;
pub mod blokus3d;
pub mod button_keys;
pub mod controller;
pub mod deblockle;
mod dialog;
mod drawing;
pub mod failure;
mod folders;
pub mod frame_timing;
pub mod fuzzing;
pub mod game_start;
mod games_screen;
mod help;
pub mod hive;
pub mod icon;
pub mod join_friend;
pub mod kept;
pub mod language;
pub mod menu;
mod mesh_builder;
pub mod music;
pub mod options;
pub mod position_dialog;
pub mod records;
pub mod reference;
pub mod saved_game;
pub mod screens;
mod screenshot;
pub mod script;
pub mod settings;
pub mod table;
pub mod testing;
pub mod theme;

use bevy::picking::mesh_picking::MeshPickingPlugin;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::settings::{MemoryHints, WgpuSettings};
use bevy::window::WindowResolution;

pub use options::AppOptions;

/// The whole game, ready to `run()`.
pub fn app(options: &AppOptions) -> App {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "tabletop".into(),
                    // The X11 class and the Wayland app id: a desktop's menu
                    // entry (`tabletop.desktop`) and its icon are found by
                    // this name.
                    name: Some("tabletop".into()),
                    resolution: WindowResolution::new(1280, 720),
                    ..default()
                }),
                ..default()
            })
            .set(failure::logging())
            .set(RenderPlugin {
                render_creation: WgpuSettings {
                    // Smaller blocks of graphics memory: a board game's
                    // textures and buffers are few and small, and Mesa's
                    // software driver keeps what it is given in RAM.
                    memory_hints: MemoryHints::MemoryUsage,
                    ..default()
                }
                .into(),
                ..default()
            }),
    );
    add_everything(&mut app);
    table::history::keep_in_data_folder(&mut app);
    if let Some(autosave) = saved_game::GameAutosave::in_data_folder() {
        app.insert_resource(autosave);
    }
    app.insert_resource(table::network::NetworkSetup::in_data_folder());
    if let Some(shelf) = deblockle::endgames::EndgameShelf::in_data_folder() {
        app.insert_resource(shelf);
    }
    options.apply(&mut app);
    app
}

/// The whole game with no window and no renderer: every system of every
/// screen and table runs and nothing is drawn (to measure what a frame of
/// our own work costs). Drive it with `update()`.
pub fn app_without_renderer() -> App {
    use bevy::window::ExitCondition;
    use bevy::winit::WinitPlugin;

    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(RenderPlugin {
                render_creation: WgpuSettings {
                    backends: None,
                    ..default()
                }
                .into(),
                ..default()
            })
            .set(WindowPlugin {
                primary_window: None,
                exit_condition: ExitCondition::DontExit,
                ..default()
            })
            .disable::<WinitPlugin>(),
    );
    add_everything(&mut app);
    app
}

/// Every plugin of the game, on top of Bevy's.
fn add_everything(app: &mut App) {
    app.add_plugins(MeshPickingPlugin)
        .insert_resource(ClearColor(theme::BACKGROUND));
    add_game(app);
    app.add_plugins((language::plugin, failure::plugin, kept::plugin));
    app.add_plugins((
        table::camera::plugin,
        audio::plugin,
        music::plugin,
        theme::plugin,
        menu::plugin,
        deblockle::view_plugin,
        hive::view_plugin,
        blokus3d::view_plugin,
        screenshot::plugin,
        table::save_dialog::plugin,
        table::hint::view_plugin,
        settings::plugin,
        games_screen::plugin,
        help::plugin,
        frame_timing::plugin,
    ))
    .add_plugins((
        accessible::plugin,
        reference::plugin,
        icon::plugin,
        table::curtain::view_plugin,
        table::lamp::plugin,
        table::hud::notices::plugin,
        table::frames::view_plugin,
        table::top::plugin,
        position_dialog::plugin,
        table::evaluation::view_plugin,
        table::review::view_plugin,
        table::opponent::view_plugin,
        table::tree::view_plugin,
        controller::plugin,
        button_keys::plugin,
    ))
    .add_plugins(table::network::panel::plugin);
}

/// The plugins that make the game work, with or without a window.
fn add_game(app: &mut App) {
    app.add_plugins((
        screens::plugin,
        table::plugin,
        table::motion::plugin,
        deblockle::logic_plugin,
        hive::logic_plugin,
        blokus3d::logic_plugin,
        saved_game::plugin,
        game_start::plugin,
        games_screen::opening_plugin,
        script::plugin,
        join_friend::plugin,
    ));
}
