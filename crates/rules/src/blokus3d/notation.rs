//! A position as text: the structure and seating, then the placements in
//! order, `A-2; L4:5@3,2; D2:0@4,4` (`D-2x2` for two players with two
//! colours each). Reading it replays the placements under the rules; serde
//! writes and reads the same text.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

use super::legality::PlacementError;
use super::placement::{Placement, PlacementParseError};
use super::position::{Position, Seating};

/// Why a position's text cannot be read.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PositionParseError {
    /// The first part is not a structure and seating.
    #[error("'{0}' is not a structure and players (like A-2, D-4, D-2x2)")]
    Setup(String),
    /// A placement that is not written right.
    #[error(transparent)]
    Placement(#[from] PlacementParseError),
    /// A placement the rules refuse.
    #[error("placement {number} ({placement}): {reason}")]
    Illegal {
        /// From 1.
        number: usize,
        /// The placement.
        placement: Placement,
        /// The rule it breaks.
        reason: PlacementError,
    },
}

impl Position {
    /// Reads a position file: its text, or that text as a RON string (in
    /// double quotes, as serde writes a position).
    ///
    /// # Errors
    /// As [`Position::parse`].
    pub fn parse_file(text: &str) -> Result<Position, PositionParseError> {
        let text = text.trim();
        let unquoted = text
            .strip_prefix('"')
            .and_then(|inner| inner.strip_suffix('"'))
            .unwrap_or(text);
        Position::parse(unquoted)
    }

    /// Reads a position's text.
    ///
    /// # Errors
    /// A bad setup, a badly written placement, or an illegal one.
    pub fn parse(text: &str) -> Result<Position, PositionParseError> {
        let mut parts = text
            .split(';')
            .map(str::trim)
            .filter(|part| !part.is_empty());
        let setup = parts.next().unwrap_or_default();
        let bad_setup = || PositionParseError::Setup(setup.to_owned());
        let (letter, seating) = setup.split_once('-').ok_or_else(bad_setup)?;
        let mut letters = letter.chars();
        let (Some(letter), None) = (letters.next(), letters.next()) else {
            return Err(bad_setup());
        };
        let (players, two_colours_each) = match seating.strip_suffix("x2") {
            Some(players) => (players, true),
            None => (seating, false),
        };
        let players = players.parse().map_err(|_| bad_setup())?;
        let seating = Seating {
            players,
            two_colours_each,
        };
        let mut position = Position::start(letter, seating).ok_or_else(bad_setup)?;
        for (index, text) in parts.enumerate() {
            let placement: Placement = text.parse()?;
            position
                .place(placement)
                .map_err(|reason| PositionParseError::Illegal {
                    number: index + 1,
                    placement,
                    reason,
                })?;
        }
        Ok(position)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seating = self.seating();
        write!(f, "{}-{}", self.letter, seating.players)?;
        if seating.two_colours_each {
            f.write_str("x2")?;
        }
        for placement in self.history() {
            write!(f, "; {placement}")?;
        }
        Ok(())
    }
}

impl Serialize for Position {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        let text = String::deserialize(deserializer)?;
        Position::parse(&text).map_err(serde::de::Error::custom)
    }
}
