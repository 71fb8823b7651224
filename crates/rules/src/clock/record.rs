//! A saved game's clocks: the time control, each move's time, and each
//! side's time as each position came up.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{Clocks, TimeControl};

/// What a saved game keeps of its clocks: the time control, how long each
/// move took, and each side's time as each position came up (so that a
/// game carried on, or looked through, has its clocks move by move).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockRecord {
    /// The time control.
    pub control: TimeControl,
    /// Each move's time, in milliseconds.
    pub move_ms: Vec<u64>,
    /// Each side's time left, in milliseconds, as the start and then each
    /// position after a move came up.
    pub left_ms: Vec<Vec<u64>>,
}

/// Milliseconds, as records keep times.
fn millis(time: Duration) -> u64 {
    u64::try_from(time.as_millis()).unwrap_or(u64::MAX)
}

impl ClockRecord {
    /// The record of `history` (the clocks as each position came up) and
    /// each move's time.
    pub fn of(history: &[Clocks], spent: &[Duration]) -> Option<ClockRecord> {
        Some(ClockRecord {
            control: history.first()?.control(),
            move_ms: spent.iter().copied().map(millis).collect(),
            left_ms: history
                .iter()
                .map(|clocks| {
                    (0..clocks.sides())
                        .map(|seat| millis(clocks.left(seat)))
                        .collect()
                })
                .collect(),
        })
    }

    /// The clocks as each position came up, and each move's time; `None`
    /// for a record that does not hold together (a position for each move
    /// and the start, the same sides throughout, timed by a control a
    /// player could have typed).
    pub fn history(&self) -> Option<(Vec<Clocks>, Vec<Duration>)> {
        let sides = self.left_ms.first()?.len();
        let fits = self.left_ms.len() == self.move_ms.len() + 1
            && self.left_ms.iter().all(|left| left.len() == sides)
            && self.control.is_timed()
            && self.control.is_sound();
        if !fits {
            return None;
        }
        let history = self
            .left_ms
            .iter()
            .map(|left| {
                let left = left.iter().copied().map(Duration::from_millis).collect();
                Clocks::standing(self.control, left)
            })
            .collect::<Option<Vec<Clocks>>>()?;
        let spent = self
            .move_ms
            .iter()
            .copied()
            .map(Duration::from_millis)
            .collect();
        Some((history, spent))
    }
}
