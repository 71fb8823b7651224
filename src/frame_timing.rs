//! `--measure SECONDS`: how long the first frame takes to appear, how long
//! until the scene is drawn whole (the curtain comes down), how many frames
//! a second follow, the longest update of the app's world after it was
//! drawn whole (what a player's input waits for: a game's end, records
//! being listed), and (for 30 s or more) how many frames the last 15 s
//! drew, when the table has long been at rest; printed on stdout, then
//! quit. Wall-clock time throughout, whatever the frame rate, counted from
//! the start of the program, as a player waits.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;

use crate::table::curtain::Curtain;
use crate::table::frames::Waker;

/// What to measure, from when the program started.
#[derive(Resource, Clone, Debug)]
pub struct MeasurePlan {
    /// How long to count frames after the first.
    pub seconds: f32,
    /// When the program started.
    pub started: Instant,
}

/// When the program started: `main` marks it first thing.
static STARTED: OnceLock<Instant> = OnceLock::new();

/// Marks the program's start, for `--measure` (only the first call counts).
pub fn mark_start() {
    STARTED.get_or_init(Instant::now);
}

/// When the program started, or now if nothing marked it.
pub fn started() -> Instant {
    *STARTED.get_or_init(Instant::now)
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(First, mark_update.run_if(resource_exists::<MeasurePlan>))
        .add_systems(Last, measure_frames.run_if(resource_exists::<MeasurePlan>));
}

/// When this update of the app's world began.
#[derive(Resource)]
struct UpdateBegan(Instant);

fn mark_update(mut commands: Commands) {
    commands.insert_resource(UpdateBegan(Instant::now()));
}

/// The last stretch of a measurement, when the scene has long settled:
/// the frames drawn in it are those of a table at rest.
const AT_REST: Duration = Duration::from_secs(15);

#[derive(Default)]
struct Progress {
    first_frame: Option<(Instant, u32)>,
    drawn: bool,
    /// The frame count as the last stretch began.
    before_the_rest: u32,
    /// The longest update since the scene was drawn whole.
    longest_update: Duration,
}

fn measure_frames(
    plan: Res<MeasurePlan>,
    began: Option<Res<UpdateBegan>>,
    frames: Res<FrameCount>,
    curtain: Res<Curtain>,
    waker: Res<Waker>,
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
        println!("first frame after {} ms", (now - plan.started).as_millis());
        // A table at rest draws no frame: wake it when the time is up.
        let (waker, seconds) = (waker.clone(), Duration::from_secs_f32(plan.seconds));
        std::thread::spawn(move || {
            std::thread::sleep(seconds);
            waker.wake();
        });
        return;
    };
    if let (true, Some(began)) = (progress.drawn, began) {
        progress.longest_update = progress.longest_update.max(now - began.0);
    }
    if !progress.drawn && !curtain.is_up() {
        progress.drawn = true;
        println!("drawn whole after {} ms", (now - plan.started).as_millis());
    }
    let elapsed = now - first;
    let total = Duration::from_secs_f32(plan.seconds);
    if elapsed + AT_REST < total {
        progress.before_the_rest = frames.0;
    }
    if elapsed >= total {
        let counted = frames.0 - first_count;
        let seconds = elapsed.as_secs_f64();
        println!(
            "{counted} frames in {seconds:.2} s: {:.1} frames per second",
            f64::from(counted) / seconds
        );
        println!(
            "longest update after drawn whole: {:.1} ms",
            progress.longest_update.as_secs_f64() * 1000.0
        );
        if total >= AT_REST * 2 {
            // The frame that wakes to end the measurement is not counted.
            let resting = (frames.0 - progress.before_the_rest).saturating_sub(1);
            println!("{resting} frames in the last {} s", AT_REST.as_secs());
        }
        exit.write(AppExit::Success);
    }
}
