//! How strong a computer player is.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A computer player's strength. Each level is a real step up from the one
/// before: it looks further ahead and errs less. A level is a fixed amount
/// of work (plies, positions, playouts), not of time, so it plays as well
/// on a slow computer as on a fast one and its rating holds on both.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub enum Level {
    /// Any legal move, uniformly at random: a baseline, not an opponent.
    Random,
    /// Looks one turn ahead but misjudges much: often a poor move.
    Beginner,
    /// Looks one turn ahead and often takes a slightly worse move.
    Easy,
    /// Looks a few turns ahead and never blunders on purpose.
    #[default]
    Medium,
    /// Looks five turns ahead.
    Advanced,
    /// Searches deeper and deeper through a fixed number of positions and
    /// plays solved endgames perfectly.
    Hard,
}

impl Level {
    /// The levels a person can choose, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Advanced,
        Level::Hard,
    ];

    /// The name on the command line and in the menu, lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Advanced => "advanced",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of the levels'.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseLevelError(String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a level; choose random, beginner, easy, medium, advanced or hard",
            self.0
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(text: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| ParseLevelError(text.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_bad_names_say_what_is_allowed() {
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
        }
        assert_eq!(" Hard".parse::<Level>(), Ok(Level::Hard));
        let error = "expert".parse::<Level>().expect_err("not a level");
        assert!(error.to_string().contains("medium, advanced or hard"));
    }
}
