//! Thinking on a clock: how long a computer seat may think about a move
//! given its time left and the time control, so that it spends its time
//! evenly over a game and never loses on time through its own thinking.

use std::time::Duration;

use tabletop_rules::clock::{ClockRecord, Clocks, TimeControl};

/// Moves a side is expected still to make: its time left is shared out
/// over this many (a long game's length in turns for every game here).
const MOVES_TO_COME: u32 = 30;

/// The most a move may take out of what is left: with one second or more
/// on the clock a second stays in reserve, with less a half.
fn reserve(left: Duration) -> Duration {
    Duration::from_secs(1).min(left / 2)
}

/// How long to think with `left` on the clock under `control`, at most
/// `wanted` (the level's own time): a share of what is left plus most of
/// the increment, and always short of the reserve.
pub fn thinking_time(control: TimeControl, left: Duration, wanted: Duration) -> Duration {
    let share = match control {
        TimeControl::Untimed => return wanted,
        TimeControl::PerMove(_) => left,
        TimeControl::Fischer { increment, .. } => left / MOVES_TO_COME + increment * 3 / 4,
    };
    share.min(wanted).min(left.saturating_sub(reserve(left)))
}

/// The clocks of a game between programs (a match of the command line):
/// each move's time is what its thinking took on the real clock.
#[derive(Clone, Debug)]
pub struct MatchClock {
    clocks: Clocks,
    history: Vec<Clocks>,
    spent: Vec<Duration>,
}

impl MatchClock {
    /// Clocks for `sides` under `control`; `None` untimed.
    pub fn new(control: TimeControl, sides: usize) -> Option<MatchClock> {
        let clocks = Clocks::new(control, sides)?;
        Some(MatchClock {
            history: vec![clocks.clone()],
            clocks,
            spent: Vec::new(),
        })
    }

    /// How long `seat` may think now, `wanted` at most.
    pub fn thinking_time(&self, seat: usize, wanted: Duration) -> Duration {
        thinking_time(self.clocks.control(), self.clocks.left(seat), wanted)
    }

    /// `seat` took `took` over its move: false when its time ran out
    /// meanwhile (the move then does not count).
    pub fn moved(&mut self, seat: usize, took: Duration) -> bool {
        self.clocks.start(seat);
        if self.clocks.tick(took).is_some() {
            return false;
        }
        self.spent.push(self.clocks.moved());
        self.history.push(self.clocks.clone());
        true
    }

    /// `seat`'s time left.
    pub fn left(&self, seat: usize) -> Duration {
        self.clocks.left(seat)
    }

    /// What the game's record keeps of the clocks.
    pub fn record(&self) -> Option<ClockRecord> {
        ClockRecord::of(&self.history, &self.spent)
    }
}

#[cfg(test)]
mod tests {
    use tabletop_rules::clock::{Clocks, PRESETS};

    use super::*;

    const WANTED: Duration = Duration::from_secs(5);

    #[test]
    fn untimed_the_level_thinks_its_own_time_and_a_limit_keeps_a_second_back() {
        assert_eq!(
            thinking_time(TimeControl::Untimed, Duration::ZERO, WANTED),
            WANTED
        );
        let limit = TimeControl::PerMove(Duration::from_secs(3));
        assert_eq!(
            thinking_time(limit, Duration::from_secs(3), WANTED),
            Duration::from_secs(2)
        );
        let short = TimeControl::PerMove(Duration::from_secs(1));
        assert_eq!(
            thinking_time(short, Duration::from_secs(1), WANTED),
            Duration::from_millis(500)
        );
    }

    /// A whole game on each control offered (and a few harsher ones): the
    /// side thinks what it is allowed and never runs out; with a frame's
    /// worth of lag a move that it did not ask for, it may run out in the
    /// end on sudden death, but never on a move begun with over a second.
    #[test]
    fn a_long_game_on_any_control_never_flags_through_its_thinking() {
        let harsh = ["0+2", "1", "1+0.5", "0.25+1"].map(|t| t.parse().expect("a control"));
        for lag in [Duration::ZERO, Duration::from_millis(20)] {
            for control in PRESETS.into_iter().chain(harsh) {
                let mut clocks = Clocks::new(control, 1).expect("timed");
                for turn in 0..300 {
                    clocks.start(0);
                    let left = clocks.left(0);
                    let think = thinking_time(control, left, WANTED);
                    assert!(
                        think < left,
                        "{control}, move {turn}: {think:?} of {left:?}"
                    );
                    if clocks.tick(think + lag).is_some() {
                        let said = format!("{control}, {lag:?} lag, move {turn}, {left:?} left");
                        assert!(!lag.is_zero(), "flagged on its own thinking: {said}");
                        assert!(left <= Duration::from_secs(1), "flagged: {said}");
                        break;
                    }
                    clocks.moved();
                }
            }
        }
    }

    #[test]
    fn a_match_clock_counts_each_moves_time_and_says_when_one_ran_out() {
        let control = "0.5+1".parse().expect("a control");
        let mut clock = MatchClock::new(control, 2).expect("timed");
        assert!(clock.thinking_time(0, WANTED) < Duration::from_secs(30));
        assert!(clock.moved(0, Duration::from_secs(10)));
        assert_eq!(clock.left(0), Duration::from_secs(21));
        assert!(!clock.moved(1, Duration::from_secs(31)), "out of time");
        let record = clock.record().expect("a record");
        assert_eq!(record.move_ms, [10_000]);
        assert_eq!(record.left_ms, [vec![30_000, 30_000], vec![21_000, 30_000]]);
        assert!(MatchClock::new(TimeControl::Untimed, 2).is_none());
    }

    #[test]
    fn more_time_left_or_more_increment_never_means_less_thought() {
        let mut previous = Duration::ZERO;
        for seconds in 1..600 {
            let left = Duration::from_secs(seconds);
            let think = thinking_time(TimeControl::fischer(10, 5), left, WANTED);
            assert!(think >= previous, "{seconds} s");
            previous = think;
        }
        let more = thinking_time(TimeControl::fischer(5, 10), Duration::from_secs(60), WANTED);
        let less = thinking_time(TimeControl::fischer(5, 0), Duration::from_secs(60), WANTED);
        assert!(more > less);
    }
}
