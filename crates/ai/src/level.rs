//! How strong a computer player is.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A computer player's strength. Each level is a real step up from the one
/// before: it looks further ahead and errs less.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub enum Level {
    /// Any legal move, uniformly at random: a baseline, not an opponent.
    Random,
    /// Looks one turn ahead and often takes a slightly worse move.
    Easy,
    /// Looks a few turns ahead and never blunders on purpose.
    #[default]
    Medium,
    /// Searches as deep as its time allows and plays solved endgames perfectly.
    Hard,
}

impl Level {
    /// The levels a person can choose, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    /// The name on the command line and in the menu, lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of random, easy, medium, hard.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseLevelError(String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a level; choose random, easy, medium or hard",
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
        assert!(error.to_string().contains("random, easy, medium or hard"));
    }
}
