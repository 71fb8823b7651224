//! `--screenshot PATH`: save a picture of the window once nothing moves
//! (or at `--screenshot-after SECONDS`), then quit. Either way the picture
//! waits until the scene is drawn whole (see [`crate::table::curtain`]), so
//! it is the same however loaded the machine is.

use std::path::PathBuf;
use std::time::Duration;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::deblockle::session::Activity;
use crate::script::ScriptedMoves;
use crate::table::curtain::{Curtain, PipelineReport};

/// Frames with nothing moving before the picture is taken, so that the
/// last animation's end and any new text are drawn.
const QUIET_FRAMES: u32 = 12;

/// However the renderer fares, a picture is taken after this long (with a
/// warning), so that a script waiting for it never hangs.
const LONGEST_WAIT: Duration = Duration::from_secs(180);

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
    app.add_systems(
        Last,
        take_screenshot.run_if(resource_exists::<ScreenshotPlan>),
    );
}

fn take_screenshot(
    mut commands: Commands,
    plan: Res<ScreenshotPlan>,
    clock: Res<Time<Virtual>>,
    real: Res<Time<Real>>,
    scripted: Res<ScriptedMoves>,
    curtain: Res<Curtain>,
    report: Option<Res<PipelineReport>>,
    mut quiet_frames: Local<u32>,
    mut taken: Local<bool>,
    activity: Activity,
) {
    if *taken {
        return;
    }
    let drawn = !curtain.is_up() && report.is_none_or(|report| report.settled());
    let ready = drawn
        && match plan.after_seconds {
            Some(seconds) => clock.elapsed_secs() >= seconds,
            None => {
                let still = activity.settled() && scripted.0.is_empty();
                *quiet_frames = if still { *quiet_frames + 1 } else { 0 };
                *quiet_frames >= QUIET_FRAMES
            }
        };
    let waited_too_long = real.elapsed() > LONGEST_WAIT;
    if waited_too_long && !ready {
        warn!(
            "the screenshot waited {} s for a drawn, still table; taking it now",
            LONGEST_WAIT.as_secs()
        );
    }
    if ready || waited_too_long {
        *taken = true;
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(plan.path.clone()))
            .observe(
                |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                    exit.write(AppExit::Success);
                },
            );
    }
}
