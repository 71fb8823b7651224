//! `--screenshot PATH`: save a picture of the window once nothing moves
//! (or at `--screenshot-after SECONDS`), then quit. Either way the picture
//! waits until the scene is drawn whole (see [`crate::table::curtain`]), so
//! it is the same however loaded the machine is.

use std::path::PathBuf;
use std::time::Duration;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::script::ScriptedMoves;
use crate::table::activity::any_table_busy;
use crate::table::camera::OrbitCamera;
use crate::table::curtain::{Curtain, PipelineReport};
use crate::table::frames::{DrawsFrames, Frames};

/// Frames with nothing moving before the picture is taken, so that the
/// last animation's end and any text it leads to (a message read a frame
/// later, laid out the frame after) are drawn. Each is a full frame of the
/// scene: under a software renderer about half a second.
const QUIET_FRAMES: u32 = 4;

/// However the renderer fares, a picture is taken after this long (with a
/// warning), so that a script waiting for it never hangs.
const LONGEST_WAIT: Duration = Duration::from_secs(180);

/// A picture asked for and not read back from the renderer after this
/// long never will be: the run ends with an error that says so rather
/// than waiting for ever.
const LONGEST_READ_BACK: Duration = Duration::from_secs(60);

/// When and where to take the screenshot.
#[derive(Resource, Clone, Debug)]
pub struct ScreenshotPlan {
    /// Where to save it (PNG).
    pub path: PathBuf,
    /// Take it this many seconds of the game's clock after start instead
    /// of when all is still (the clock stands still behind the curtain).
    pub after_seconds: Option<f32>,
}

pub(super) fn plugin(app: &mut App) {
    // Frames come until the picture is taken.
    app.draws(|world| {
        world
            .contains_resource::<ScreenshotPlan>()
            .then_some(Frames::Smooth)
    })
    // A screenshot is taken from a frame drawn after it is asked for (by
    // the plan or by a CI_TESTING_CONFIG script): frames come until its
    // entity goes, once the picture is saved.
    .draws(|world| {
        let mut asked = world.query_filtered::<(), With<Screenshot>>();
        asked.iter(world).next().map(|()| Frames::Smooth)
    })
    .add_systems(
        Last,
        take_screenshot.run_if(resource_exists::<ScreenshotPlan>),
    );
}

#[derive(Default)]
struct Progress {
    quiet_frames: u32,
    /// Real time when the picture was asked for.
    taken_at: Option<Duration>,
    cameras_off: bool,
    given_up: bool,
}

/// Looks at every table at once (whichever is up), so it reads the world
/// whole rather than one game's resources.
fn take_screenshot(world: &mut World, mut progress: Local<Progress>) {
    if let Some(taken_at) = progress.taken_at {
        // The frame the picture is taken of was drawn; the frames that
        // come until it is read back and saved need draw nothing (each is
        // a second of work for a software renderer).
        if !progress.cameras_off {
            progress.cameras_off = true;
            for mut camera in world.query::<&mut Camera>().iter_mut(world) {
                camera.is_active = false;
            }
        }
        let now = world.resource::<Time<Real>>().elapsed();
        if !progress.given_up && now.saturating_sub(taken_at) > LONGEST_READ_BACK {
            progress.given_up = true;
            error!(
                "the screenshot asked for {} s ago never came back from the renderer; quitting",
                LONGEST_READ_BACK.as_secs()
            );
            world.write_message(AppExit::error());
        }
        return;
    }
    // The camera gliding onto the table counts as moving.
    let gliding = world
        .query::<&OrbitCamera>()
        .iter(world)
        .any(OrbitCamera::is_easing);
    let busy = any_table_busy(world) || !world.resource::<ScriptedMoves>().0.is_empty() || gliding;
    let now = world.resource::<Time<Real>>().elapsed();
    let drawn = !world.resource::<Curtain>().covers(now)
        && world
            .get_resource::<PipelineReport>()
            .is_none_or(PipelineReport::settled);
    progress.quiet_frames = if busy { 0 } else { progress.quiet_frames + 1 };
    let plan = world.resource::<ScreenshotPlan>().clone();
    let ready = drawn
        && match plan.after_seconds {
            Some(seconds) => world.resource::<Time<Virtual>>().elapsed_secs() >= seconds,
            None => progress.quiet_frames >= QUIET_FRAMES,
        };
    let waited_too_long = world.resource::<Time<Real>>().elapsed() > LONGEST_WAIT;
    if waited_too_long && !ready {
        warn!(
            "the screenshot waited {} s for a drawn, still table; taking it now",
            LONGEST_WAIT.as_secs()
        );
    }
    if ready || waited_too_long {
        progress.taken_at = Some(world.resource::<Time<Real>>().elapsed());
        world
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(plan.path))
            .observe(
                |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                    exit.write(AppExit::Success);
                },
            );
    }
}

#[cfg(test)]
mod tests {
    use bevy::time::TimeUpdateStrategy;

    use super::*;

    /// Without a renderer a picture asked for is never read back: the run
    /// ends with an error a minute after asking, not never.
    #[test]
    fn a_picture_never_read_back_ends_the_run_with_an_error() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(1)))
            .init_resource::<Curtain>()
            .init_resource::<ScriptedMoves>()
            .insert_resource(ScreenshotPlan {
                path: PathBuf::from("never-saved.png"),
                after_seconds: None,
            })
            .add_systems(Last, take_screenshot);
        let asked = |app: &mut App| {
            let world = app.world_mut();
            world.query::<&Screenshot>().iter(world).count()
        };
        for _ in 0..=QUIET_FRAMES {
            app.update();
        }
        assert_eq!(asked(&mut app), 1, "asked for once all is still");
        for _ in 0..LONGEST_READ_BACK.as_secs() - 2 {
            app.update();
        }
        assert_eq!(app.should_exit(), None, "still waiting within the minute");
        let ended = (0..5).find_map(|_| {
            app.update();
            app.should_exit()
        });
        assert_eq!(ended, Some(AppExit::error()), "given up just after it");
    }
}
