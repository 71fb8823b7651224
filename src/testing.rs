//! Apps for tests: the game logic without a window, a renderer or assets,
//! with a clock that advances by a fixed step each update.

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;

/// The time each `update()` of a headless app advances.
pub const FRAME: Duration = Duration::from_millis(20);

/// The game logic under `MinimalPlugins`: requests, selection, blocks and
/// their motion, scripts. Drive it with messages.
pub fn headless_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    crate::language::words_plugin(&mut app);
    crate::add_game(&mut app);
    app
}
