//! Blokus 3D's tree search as an [`Analyst`]: the placement it visits
//! most, each player's chance from the playouts, the line it expects.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use rand::Rng;
use tabletop_rules::Game as _;
use tabletop_rules::blokus3d::{Placement, Position};

use super::mcts::{Budget, mcts_search};
use crate::analysis::{Analysis, Analyst, Effort, Verdict};

/// Tree search as an analyst; `Effort::Fixed` counts playouts.
pub struct MctsAnalyst<R> {
    random: R,
    stop: Arc<AtomicBool>,
}

impl<R: Rng> MctsAnalyst<R> {
    /// An analyst whose playouts follow `random`.
    pub fn new(random: R) -> MctsAnalyst<R> {
        MctsAnalyst::stopped_by(random, Arc::default())
    }

    /// An analyst whose playouts follow `random`; raising `stop` ends a
    /// timed search early (with what it found so far).
    pub fn stopped_by(random: R, stop: Arc<AtomicBool>) -> MctsAnalyst<R> {
        MctsAnalyst { random, stop }
    }
}

impl<R: Rng> Analyst<Position> for MctsAnalyst<R> {
    fn analyse(&mut self, positions: &[Position], effort: Effort) -> Option<Analysis<Placement>> {
        let root = positions.last()?;
        let budget = match effort {
            Effort::Fixed(playouts) => Budget::Playouts(playouts),
            Effort::Time(time) => {
                Budget::UntilStopped(Instant::now() + time, Arc::clone(&self.stop))
            }
        };
        let report = mcts_search(root, budget, &mut self.random);
        let seat = root.to_move();
        Some(Analysis {
            seat,
            best: report.best,
            verdict: Verdict::Likely(report.expected.get(seat).copied().unwrap_or(0.0)),
            expected: report.expected,
            line: report.line,
            depth: 0,
            nodes: u64::from(report.playouts),
        })
    }
}
