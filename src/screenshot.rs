//! `--screenshot PATH`: save a picture of the window once nothing moves
//! (or at `--screenshot-after SECONDS`), then quit.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::deblockle::session::Activity;
use crate::script::ScriptedMoves;

/// Frames with nothing moving before the picture is taken, so that the
/// last animation's end and any new text are drawn.
const QUIET_FRAMES: u32 = 12;

/// When and where to take the screenshot.
#[derive(Resource, Clone, Debug)]
pub struct ScreenshotPlan {
    /// Where to save it (PNG).
    pub path: PathBuf,
    /// Take it this many seconds after start instead of when all is still.
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
    time: Res<Time<Real>>,
    scripted: Res<ScriptedMoves>,
    mut quiet_frames: Local<u32>,
    mut taken: Local<bool>,
    activity: Activity,
) {
    if *taken {
        return;
    }
    let ready = match plan.after_seconds {
        Some(seconds) => time.elapsed_secs() >= seconds,
        None => {
            let still = activity.settled() && scripted.0.is_empty();
            *quiet_frames = if still { *quiet_frames + 1 } else { 0 };
            *quiet_frames >= QUIET_FRAMES
        }
    };
    if ready {
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
