//! What the render world says of its pipelines, for the curtain and the
//! screenshot: how many there are, how many still compile, and whether the
//! last frames were drawn with every one they use.

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;

/// Rendered frames in a row with no pipeline compiling and none new before
/// the scene counts as drawn: a table's meshes and materials reach the
/// renderer a frame or two after they are spawned, and only then ask for
/// their pipelines.
const SETTLED_FRAMES: u32 = 5;

/// What the render world last said of its pipelines, shared with the main
/// world (the two run on different threads).
#[derive(Resource, Clone, Default)]
pub struct PipelineReport(Arc<Counts>);

#[derive(Default)]
struct Counts {
    /// Frames rendered so far.
    frames: AtomicU64,
    /// Frames in a row with nothing compiling and nothing new.
    settled: AtomicU32,
    /// Pipelines the renderer knows.
    pipelines: AtomicU32,
    /// Of those, still compiling.
    compiling: AtomicU32,
}

impl PipelineReport {
    /// Notes a rendered frame: the pipelines the renderer knows after
    /// drawing it, and how many of them are still compiling.
    pub fn record_frame(&self, pipelines: usize, compiling: usize) {
        let counts = &self.0;
        let known = counts.pipelines.load(Ordering::Acquire) as usize;
        let quiet = compiling == 0 && pipelines == known;
        let settled = if quiet {
            counts.settled.load(Ordering::Acquire).saturating_add(1)
        } else {
            0
        };
        counts.settled.store(settled, Ordering::Release);
        counts.pipelines.store(
            u32::try_from(pipelines).unwrap_or(u32::MAX),
            Ordering::Release,
        );
        counts.compiling.store(
            u32::try_from(compiling).unwrap_or(u32::MAX),
            Ordering::Release,
        );
        counts.frames.fetch_add(1, Ordering::AcqRel);
    }

    /// Whether the last few frames were drawn with every pipeline they use.
    pub fn settled(&self) -> bool {
        self.0.settled.load(Ordering::Acquire) >= SETTLED_FRAMES
    }

    /// Whether the scene is drawn whole and has been since `frames`.
    pub(super) fn settled_since(&self, frames: u64) -> bool {
        let now = self.0.frames.load(Ordering::Acquire);
        self.settled() && now >= frames + u64::from(SETTLED_FRAMES)
    }

    pub(super) fn frames(&self) -> u64 {
        self.0.frames.load(Ordering::Acquire)
    }

    /// Pipelines ready, and pipelines known.
    pub(super) fn progress(&self) -> (u32, u32) {
        let pipelines = self.0.pipelines.load(Ordering::Acquire);
        let compiling = self.0.compiling.load(Ordering::Acquire);
        (pipelines.saturating_sub(compiling), pipelines)
    }
}

/// In the render world, after the frame is drawn: how many pipelines there
/// are and how many are still compiling.
pub(super) fn count_pipelines(cache: Res<PipelineCache>, report: Res<PipelineReport>) {
    report.record_frame(cache.pipelines().count(), cache.waiting_pipelines().count());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scene_settles_after_quiet_frames_and_a_new_pipeline_unsettles_it() {
        let report = PipelineReport::default();
        report.record_frame(5, 2);
        assert!(!report.settled(), "two still compiling");
        for _ in 1..SETTLED_FRAMES {
            report.record_frame(5, 0);
        }
        assert!(!report.settled(), "one quiet frame short");
        report.record_frame(5, 0);
        assert!(report.settled());
        let raised_at = report.frames();
        assert!(!report.settled_since(raised_at), "no frame drawn since");
        report.record_frame(6, 0);
        assert!(!report.settled(), "a new pipeline was just made");
        for _ in 0..SETTLED_FRAMES {
            report.record_frame(6, 0);
        }
        assert!(report.settled_since(raised_at));
        assert_eq!(report.progress(), (6, 6));
    }
}
