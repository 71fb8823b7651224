//! `--measure SECONDS`: how long the first frame takes to appear, how long
//! until the scene is drawn whole (the curtain comes down), and how many
//! frames a second follow, printed on stdout; then quit. Wall-clock time
//! throughout, whatever the frame rate.

use std::time::{Duration, Instant};

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;

use crate::table::curtain::Curtain;

/// What to measure, from when the app was built.
#[derive(Resource, Clone, Debug)]
pub struct MeasurePlan {
    /// How long to count frames after the first.
    pub seconds: f32,
    /// When the app was built.
    pub built: Instant,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, measure_frames.run_if(resource_exists::<MeasurePlan>));
}

#[derive(Default)]
struct Progress {
    first_frame: Option<(Instant, u32)>,
    drawn: bool,
}

fn measure_frames(
    plan: Res<MeasurePlan>,
    frames: Res<FrameCount>,
    curtain: Res<Curtain>,
    mut progress: Local<Progress>,
    mut exit: MessageWriter<AppExit>,
) {
    let now = Instant::now();
    // Frame 0 starts the window and the renderer; once frame 1 runs, the
    // first picture has been drawn.
    if frames.0 < 1 {
        return;
    }
    let Some((first, first_count)) = progress.first_frame else {
        progress.first_frame = Some((now, frames.0));
        println!("first frame after {} ms", (now - plan.built).as_millis());
        return;
    };
    if !progress.drawn && !curtain.is_up() {
        progress.drawn = true;
        println!("drawn whole after {} ms", (now - plan.built).as_millis());
    }
    let elapsed = now - first;
    if elapsed >= Duration::from_secs_f32(plan.seconds) {
        let counted = frames.0 - first_count;
        let seconds = elapsed.as_secs_f64();
        println!(
            "{counted} frames in {seconds:.2} s: {:.1} frames per second",
            f64::from(counted) / seconds
        );
        exit.write(AppExit::Success);
    }
}
