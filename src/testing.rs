//! Apps for tests: the game logic without a window, a renderer or assets,
//! with a clock that advances by a fixed step each update.

use std::time::{Duration, Instant};

use bevy::ecs::schedule::{Schedules, SingleThreadedExecutor};
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
    on_one_thread(&mut app);
    app
}

/// Runs every schedule the app has so far system after system on the
/// thread that calls `update()`. A test's frame is a few microseconds of
/// work in each of a thousand small systems: handing each to the task
/// pool's threads costs more than the work (most of a layout test's time
/// went to waking and parking threads), and the tests run two at a time
/// already. Threads of the game's own (engines, writers, the task pools'
/// tasks) still run beside it.
pub fn on_one_thread(app: &mut App) {
    let mut schedules = app.world_mut().resource_mut::<Schedules>();
    for (_, schedule) in schedules.iter_mut() {
        schedule.set_executor(SingleThreadedExecutor::new());
    }
}

/// An empty folder of its own for a test's files, `what` and `name` in its
/// name (with the process's number, so that runs never share one).
pub fn scratch_folder(what: &str, name: &str) -> std::path::PathBuf {
    let folder =
        std::env::temp_dir().join(format!("tabletop-{what}-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    folder
}

/// The longest a test waits for another thread's answer.
const PATIENCE: Duration = Duration::from_secs(120);

/// Waits until the autosave (if the test gave the app one) has written
/// every save it was sent: the writer is a thread of its own.
pub fn flush_autosave(app: &App) {
    if let Some(autosave) = app
        .world()
        .get_resource::<crate::saved_game::GameAutosave>()
    {
        assert!(autosave.flush(PATIENCE), "the autosave never wrote");
    }
}

/// Runs frames until `done` holds, while other threads (an engine, a
/// solver, a writer) work in real time; fails the test, saying `what`, if
/// it never does.
pub fn frames_until(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !done(app) {
        assert!(Instant::now() < deadline, "never: {what}");
        app.update();
        std::thread::yield_now();
    }
}

/// A command that starts on every system the tests run on (Windows has no
/// `true`): the running test program, asked only to list its tests.
pub fn a_command_that_starts() -> Vec<String> {
    let program = std::env::current_exe().expect("the running program");
    vec![program.to_string_lossy().into_owned(), "--list".into()]
}
