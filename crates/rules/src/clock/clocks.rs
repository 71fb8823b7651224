//! Each side's clock under one time control, run by the time its caller
//! says has passed.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::TimeControl;

/// Each side's clock under one time control; the side to move's runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clocks {
    control: TimeControl,
    /// Each side's time left, by seat.
    left: Vec<Duration>,
    /// The side whose clock runs.
    running: Option<usize>,
    /// How long the move being thought about has taken so far.
    this_move: Duration,
    /// The side whose time ran out last, if one's has.
    flagged: Option<usize>,
}

impl Clocks {
    /// Clocks for `seats` sides, none running yet; `None` untimed.
    pub fn new(control: TimeControl, seats: usize) -> Option<Clocks> {
        let start = control.start()?;
        Some(Clocks {
            control,
            left: vec![start; seats],
            running: None,
            this_move: Duration::ZERO,
            flagged: None,
        })
    }

    /// Clocks standing at `left` (a side each), none running; `None`
    /// untimed.
    pub(super) fn standing(control: TimeControl, left: Vec<Duration>) -> Option<Clocks> {
        let mut clocks = Clocks::new(control, left.len())?;
        clocks.left = left;
        Some(clocks)
    }

    /// How many sides have a clock.
    pub fn sides(&self) -> usize {
        self.left.len()
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// `seat`'s time left (zero for a seat there is not).
    pub fn left(&self, seat: usize) -> Duration {
        self.left.get(seat).copied().unwrap_or_default()
    }

    /// The side whose clock runs.
    pub fn running(&self) -> Option<usize> {
        self.running
    }

    /// The side whose time ran out last.
    pub fn flagged(&self) -> Option<usize> {
        self.flagged
    }

    /// `seat` is to move: its clock runs from now (a move's time starts),
    /// unless its time has run out.
    pub fn start(&mut self, seat: usize) {
        if self.left.get(seat).is_some_and(|left| !left.is_zero()) {
            self.running = Some(seat);
            self.this_move = Duration::ZERO;
        }
    }

    /// Stops every clock (the game is over, or waits); `start` goes on.
    pub fn stop(&mut self) {
        self.running = None;
    }

    /// `elapsed` has passed with the clocks on: the running one goes down;
    /// returns the side whose time ran out now, if one's did.
    pub fn tick(&mut self, elapsed: Duration) -> Option<usize> {
        let seat = self.running?;
        self.this_move += elapsed;
        let left = &mut self.left[seat];
        *left = left.saturating_sub(elapsed);
        if left.is_zero() {
            self.flagged = Some(seat);
            self.running = None;
            return Some(seat);
        }
        None
    }

    /// The running side has moved: its increment is added (a limit a move
    /// is set afresh) and its clock stops; returns the move's time.
    pub fn moved(&mut self) -> Duration {
        let spent = std::mem::take(&mut self.this_move);
        if let Some(seat) = self.running.take() {
            self.left[seat] = match self.control {
                TimeControl::PerMove(limit) => limit,
                _ => self.left[seat] + self.control.increment(),
            };
        }
        spent
    }

    /// `seat` moved after thinking `thinking` (as measured where they
    /// played), on clocks as the position came up: their clock is charged
    /// that, never the network's delay. Returns the move's time, or `Err(seat)` when it took
    /// longer than they had left (they lost on time; their clock stops at
    /// zero).
    ///
    /// # Errors
    /// The seat whose time ran out.
    pub fn charge(&mut self, seat: usize, thinking: Duration) -> Result<Duration, usize> {
        self.start(seat);
        if self.running != Some(seat) {
            return Err(seat);
        }
        match self.tick(thinking) {
            Some(flagged) => Err(flagged),
            None => Ok(self.moved()),
        }
    }

    /// Whether `seat` is short of time: under a tenth of its start, but
    /// never under ten seconds nor over a minute (and at most half the
    /// start, for a few seconds a move).
    pub fn is_low(&self, seat: usize) -> bool {
        let start = self.control.start().unwrap_or_default();
        let threshold = (start / 10)
            .clamp(Duration::from_secs(10), Duration::from_secs(60))
            .min(start / 2);
        self.left(seat) < threshold
    }
}
