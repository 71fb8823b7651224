//! Game clocks for every game: the time controls players know (sudden
//! death, a Fischer increment, a limit a move) and the clocks they run.
//! A clock never reads the system's time: whoever runs it says how much
//! time has passed (the app its frames' time while the game is on screen
//! and at rest, a test a fake clock), so a flag falls the same way every
//! time.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use thiserror::Error;

mod clocks;
mod record;

pub use clocks::Clocks;
pub use record::ClockRecord;

/// How much time each side has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TimeControl {
    /// No clock (every game before clocks).
    #[default]
    Untimed,
    /// `base` for the whole game, plus `increment` after each of one's own
    /// moves (none: sudden death).
    Fischer {
        /// Each side's time at the start.
        base: Duration,
        /// Added after each move.
        increment: Duration,
    },
    /// At most this long for each move; nothing is banked.
    PerMove(Duration),
}

/// The longest base time or increment a time control may have.
const LONGEST: Duration = Duration::from_secs(24 * 3600);

/// The time controls offered first: what clubs and sites play.
pub const PRESETS: [TimeControl; 6] = [
    TimeControl::fischer(3, 2),
    TimeControl::fischer(5, 3),
    TimeControl::fischer(10, 0),
    TimeControl::fischer(10, 5),
    TimeControl::fischer(15, 10),
    TimeControl::PerMove(Duration::from_secs(30)),
];

impl TimeControl {
    /// `minutes` each, plus `seconds` a move.
    pub const fn fischer(minutes: u64, seconds: u64) -> TimeControl {
        TimeControl::Fischer {
            base: Duration::from_secs(minutes * 60),
            increment: Duration::from_secs(seconds),
        }
    }

    /// Whether there is a clock at all.
    pub fn is_timed(self) -> bool {
        self != TimeControl::Untimed
    }

    /// A side's time at the start (none untimed).
    pub fn start(self) -> Option<Duration> {
        match self {
            TimeControl::Untimed => None,
            TimeControl::Fischer { base, .. } => Some(base),
            TimeControl::PerMove(limit) => Some(limit),
        }
    }

    /// Whether the control is one a player could type: some time, and a
    /// base and an increment of at most a day each. A file's control is
    /// held to it (a file can say anything, and a clock adds its increment
    /// on every move).
    pub fn is_sound(self) -> bool {
        match self {
            TimeControl::Untimed => true,
            TimeControl::Fischer { base, increment } => {
                !base.is_zero() && base <= LONGEST && increment <= LONGEST
            }
            TimeControl::PerMove(limit) => !limit.is_zero() && limit <= LONGEST,
        }
    }

    /// What a side gets after a move.
    pub fn increment(self) -> Duration {
        match self {
            TimeControl::Fischer { increment, .. } => increment,
            TimeControl::Untimed | TimeControl::PerMove(_) => Duration::ZERO,
        }
    }
}

/// As players write it: `5+3` (minutes each, seconds a move), `10` (sudden
/// death), `0+30` (thirty seconds a move), `-` untimed.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::Untimed => f.write_str("-"),
            TimeControl::Fischer { base, increment } => {
                let minutes = base.as_secs_f64() / 60.0;
                write!(f, "{minutes}")?;
                if !increment.is_zero() {
                    write!(f, "+{}", increment.as_secs_f64())?;
                }
                Ok(())
            }
            TimeControl::PerMove(limit) => write!(f, "0+{}", limit.as_secs_f64()),
        }
    }
}

/// Why a time control does not read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TimeControlError {
    /// Not `M+S`, `M` or `-`.
    #[error(
        "{0:?} is not a time control: write minutes each and seconds a move, as 5+3 (or 10, or 0+30)"
    )]
    Unreadable(String),
    /// No time at all.
    #[error("{0:?} gives no time: 0+0")]
    NoTime(String),
    /// More than a day.
    #[error("{0:?} is more than a day")]
    TooLong(String),
}

impl crate::Explained for TimeControlError {
    fn message(&self) -> crate::Message {
        let (key, text) = match self {
            TimeControlError::Unreadable(text) => ("clock-unreadable", text),
            TimeControlError::NoTime(text) => ("clock-no-time", text),
            TimeControlError::TooLong(text) => ("clock-too-long", text),
        };
        crate::Message::new(key).with("text", text.clone())
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let text = text.trim();
        if text == "-" || text.eq_ignore_ascii_case("none") {
            return Ok(TimeControl::Untimed);
        }
        let unreadable = || TimeControlError::Unreadable(text.to_owned());
        let number = |part: &str| {
            part.trim()
                .parse::<f64>()
                .ok()
                .filter(|n| n.is_finite() && *n >= 0.0)
                .ok_or_else(unreadable)
        };
        let (minutes, seconds) = match text.split_once('+') {
            Some((minutes, seconds)) => (number(minutes)?, number(seconds)?),
            None => (number(text)?, 0.0),
        };
        let longest = LONGEST.as_secs_f64();
        if minutes * 60.0 > longest || seconds > longest {
            return Err(TimeControlError::TooLong(text.to_owned()));
        }
        let base = Duration::from_secs_f64(minutes * 60.0);
        let increment = Duration::from_secs_f64(seconds);
        match (base.is_zero(), increment.is_zero()) {
            (true, true) => Err(TimeControlError::NoTime(text.to_owned())),
            (true, false) => Ok(TimeControl::PerMove(increment)),
            (false, _) => Ok(TimeControl::Fischer { base, increment }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(seconds: f64) -> Duration {
        Duration::from_secs_f64(seconds)
    }

    #[test]
    fn time_controls_read_and_write_as_players_write_them() {
        for (text, control) in [
            ("5+3", TimeControl::fischer(5, 3)),
            ("10", TimeControl::fischer(10, 0)),
            ("0+2", TimeControl::PerMove(secs(2.0))),
            ("-", TimeControl::Untimed),
            (
                "1.5+0.5",
                TimeControl::Fischer {
                    base: secs(90.0),
                    increment: secs(0.5),
                },
            ),
        ] {
            assert_eq!(text.parse(), Ok(control), "{text}");
            assert_eq!(control.to_string(), text);
        }
        assert_eq!(" 15 + 10 ".parse(), Ok(TimeControl::fischer(15, 10)));
        for bad in ["", "5+", "+3", "five", "5+3+1", "-1+3", "NaN", "inf"] {
            assert!(
                matches!(
                    bad.parse::<TimeControl>(),
                    Err(TimeControlError::Unreadable(_))
                ),
                "{bad}"
            );
        }
        assert!(matches!(
            "0+0".parse::<TimeControl>(),
            Err(TimeControlError::NoTime(_))
        ));
        assert!(matches!(
            "2000".parse::<TimeControl>(),
            Err(TimeControlError::TooLong(_))
        ));
        for preset in PRESETS {
            assert_eq!(preset.to_string().parse(), Ok(preset));
        }
    }

    #[test]
    fn the_running_clock_goes_down_gains_its_increment_and_flags_at_zero() {
        assert_eq!(Clocks::new(TimeControl::Untimed, 2), None);
        let mut clocks = Clocks::new("1+2".parse().unwrap(), 2).unwrap();
        assert_eq!(
            clocks.tick(secs(5.0)),
            None,
            "nothing runs before the first move"
        );
        assert_eq!(clocks.left(0), secs(60.0));
        clocks.start(0);
        clocks.tick(secs(10.0));
        clocks.tick(secs(2.5));
        assert_eq!(clocks.moved(), secs(12.5));
        assert_eq!((clocks.left(0), clocks.left(1)), (secs(49.5), secs(60.0)));
        clocks.start(1);
        assert_eq!(clocks.tick(secs(59.9)), None);
        assert_eq!(clocks.tick(secs(0.2)), Some(1), "the flag falls at zero");
        assert_eq!(
            (clocks.flagged(), clocks.running(), clocks.left(1)),
            (Some(1), None, Duration::ZERO)
        );
        clocks.start(1);
        assert_eq!(clocks.running(), None, "a clock run out does not run again");
        clocks.start(0);
        assert_eq!(clocks.running(), Some(0), "the others go on (Blokus 3D)");
    }

    #[test]
    fn a_move_is_charged_the_thinking_measured_where_it_was_played() {
        let mut clocks = Clocks::new("1+2".parse().unwrap(), 2).unwrap();
        clocks.start(1);
        clocks.tick(secs(7.0));
        clocks.stop();
        // Not the 7 s another side's clock ran: the mover's own time.
        assert_eq!(clocks.charge(0, secs(12.5)), Ok(secs(12.5)));
        assert_eq!((clocks.left(0), clocks.left(1)), (secs(49.5), secs(53.0)));
        assert_eq!(clocks.running(), None);
        assert_eq!(clocks.charge(1, secs(53.0)), Err(1), "all of it: on time");
        assert_eq!(
            (clocks.flagged(), clocks.left(1)),
            (Some(1), Duration::ZERO)
        );
        assert_eq!(
            clocks.charge(1, secs(0.1)),
            Err(1),
            "no time left to move in"
        );
    }

    #[test]
    fn a_limit_a_move_is_set_afresh_after_each_move_and_paused_clocks_keep_their_time() {
        let mut clocks = Clocks::new(TimeControl::PerMove(secs(30.0)), 3).unwrap();
        clocks.start(2);
        clocks.tick(secs(25.0));
        assert!(clocks.is_low(2), "five seconds of thirty");
        clocks.moved();
        assert_eq!(clocks.left(2), secs(30.0));
        assert!(!clocks.is_low(2));
        clocks.start(0);
        clocks.tick(secs(3.0));
        clocks.stop();
        assert_eq!(
            clocks.tick(secs(100.0)),
            None,
            "a stopped clock keeps its time"
        );
        assert_eq!(clocks.left(0), secs(27.0));
        assert_eq!(clocks.left(7), Duration::ZERO);
    }

    #[test]
    fn low_time_is_a_tenth_of_the_start_and_never_over_a_minute() {
        let mut blitz = Clocks::new(TimeControl::fischer(3, 2), 2).unwrap();
        blitz.start(0);
        blitz.tick(secs(161.0));
        assert!(!blitz.is_low(0), "19 s of 180 is over a tenth");
        blitz.tick(secs(2.0));
        assert!(blitz.is_low(0), "17 s of 180 is under a tenth");
        let mut long = Clocks::new(TimeControl::fischer(30, 0), 2).unwrap();
        long.start(1);
        long.tick(secs(1_700.0));
        assert!(
            !long.is_low(1),
            "100 s left: a tenth would be 180 s, but a minute is the most"
        );
        long.tick(secs(45.0));
        assert!(long.is_low(1));
    }

    #[test]
    fn a_clock_record_gives_back_the_clocks_move_by_move_and_refuses_what_does_not_fit() {
        let mut clocks = Clocks::new(TimeControl::fischer(1, 2), 2).unwrap();
        let mut history = vec![clocks.clone()];
        let mut spent = Vec::new();
        for (seat, seconds) in [(0, 3.5), (1, 10.0), (0, 0.25)] {
            clocks.start(seat);
            clocks.tick(secs(seconds));
            spent.push(clocks.moved());
            history.push(clocks.clone());
        }
        let record = ClockRecord::of(&history, &spent).unwrap();
        assert_eq!(record.move_ms, [3_500, 10_000, 250]);
        assert_eq!(record.left_ms[3], [60_250, 52_000]);
        let text = ron::to_string(&record).unwrap();
        let read: ClockRecord = ron::from_str(&text).unwrap();
        assert_eq!(read.history(), Some((history, spent)));
        let mut short = record.clone();
        short.move_ms.pop();
        assert_eq!(short.history(), None);
        let mut untimed = record.clone();
        untimed.control = TimeControl::Untimed;
        assert_eq!(untimed.history(), None);
        assert_eq!(ClockRecord::of(&[], &[]), None);
        // Found by fuzzing: an increment no one could type overflowed the
        // clock at the first move.
        for control in [
            TimeControl::Fischer {
                base: secs(60.0),
                increment: Duration::MAX,
            },
            TimeControl::Fischer {
                base: Duration::from_secs(24 * 3600 + 1),
                increment: Duration::ZERO,
            },
            TimeControl::Fischer {
                base: Duration::ZERO,
                increment: secs(2.0),
            },
            TimeControl::PerMove(Duration::ZERO),
        ] {
            let mut unsound = record.clone();
            unsound.control = control;
            assert!(!control.is_sound(), "{control:?}");
            assert_eq!(unsound.history(), None, "{control:?}");
        }
        for typed in ["5+3", "0+30", "1440+86400", "10"] {
            assert!(typed.parse::<TimeControl>().unwrap().is_sound(), "{typed}");
        }
    }
}
