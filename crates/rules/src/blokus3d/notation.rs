//! A position as text: the structure and seating, then the placements in
//! order, `A-2; L4:5@3,2; D2:0@4,4` (`D-2x2` for two players with two
//! colours each). A game begun from a position set up by hand writes it
//! first: each piece put in with its colour's letter, whose turn it was and
//! who was out, `A-2; B=L4:5@3,2; Y=D2:0@4,4; turn=B; out=Y`. A colour
//! given up during the game stands where it was given up, by its letter:
//! `R out of time`, `B resigned`. Reading it puts those pieces in, asks the
//! rules whether a game reaches them, and replays the placements (and the
//! colours given up) under the rules; serde writes and reads the same
//! text.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

use super::colour::Colour;
use super::legality::PlacementError;
use super::placement::{Placement, PlacementParseError};
use super::position::{Position, Seating};
use super::setting_up::SetUpError;
use crate::concession::Concession;

/// Why a position's text cannot be read.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PositionParseError {
    /// The first part is not a structure and seating.
    #[error("'{0}' is not a structure and players (like A-2, D-4, D-2x2)")]
    Setup(String),
    /// A placement that is not written right.
    #[error(transparent)]
    Placement(#[from] PlacementParseError),
    /// A part of a set-up that is not written right.
    #[error("'{0}' is not part of a set-up (like B=L4:5@3,2, turn=Y or out=R)")]
    SetUpPart(String),
    /// A colour given up that is not written right, or was out already.
    #[error("'{0}' is not a colour in the game given up (like R out of time, or B resigned)")]
    GivenUp(String),
    /// A position set up by hand that no game reaches.
    #[error("no game reaches the position set up: {0}")]
    SetUp(SetUpError),
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
        let mut position = Position::start(letter, seating).map_err(|_| bad_setup())?;
        let mut parts = parts.peekable();
        let mut set_up = false;
        let mut put = 0;
        while let Some(part) = parts.next_if(|part| part.contains('=')) {
            set_up = true;
            position.set_up_part(part, &mut put)?;
        }
        if set_up {
            position = position.settled().map_err(PositionParseError::SetUp)?;
        }
        for text in parts {
            if let Some((letter, how)) = text.split_once(' ') {
                position.give_up_part(letter, how.trim())?;
                continue;
            }
            let placement: Placement = text.parse()?;
            let number = position.history().len() + 1;
            position
                .place(placement)
                .map_err(|reason| PositionParseError::Illegal {
                    number,
                    placement,
                    reason,
                })?;
        }
        Ok(position)
    }
}

/// How a colour given up is written after its letter.
fn given_up_words(how: Concession) -> &'static str {
    match how {
        Concession::OnTime => "out of time",
        Concession::Resigned => "resigned",
    }
}

impl Position {
    /// The seat of the colour written `letter`, if it plays.
    fn seat_lettered(&self, letter: char) -> Option<usize> {
        let seat = Colour::ALL.iter().position(|c| c.letter() == letter)?;
        (seat < self.seating().colours()).then_some(seat)
    }

    /// Takes in a colour given up: its `letter` and `how` in words.
    fn give_up_part(&mut self, letter: &str, how: &str) -> Result<(), PositionParseError> {
        let bad = || PositionParseError::GivenUp(format!("{letter} {how}"));
        let mut letters = letter.chars();
        let (Some(seat), None) = (
            letters.next().and_then(|letter| self.seat_lettered(letter)),
            letters.next(),
        ) else {
            return Err(bad());
        };
        let how = [Concession::OnTime, Concession::Resigned]
            .into_iter()
            .find(|&how_given| given_up_words(how_given) == how)
            .ok_or_else(bad)?;
        if !self.concede(seat, how) {
            return Err(bad());
        }
        Ok(())
    }

    /// Takes in one part of a set-up: a piece put in (the `put`-th), whose
    /// turn it is, or who is out.
    fn set_up_part(&mut self, part: &str, put: &mut usize) -> Result<(), PositionParseError> {
        let bad = || PositionParseError::SetUpPart(part.to_owned());
        let seat_of = |letter: char| self.seat_lettered(letter);
        let (key, value) = part.split_once('=').ok_or_else(bad)?;
        match key.trim() {
            "turn" => {
                let mut letters = value.trim().chars();
                let (Some(seat), None) = (letters.next().and_then(seat_of), letters.next()) else {
                    return Err(bad());
                };
                self.give_turn_by_hand(seat);
            }
            "out" => {
                let seats: Option<Vec<usize>> = value.trim().chars().map(seat_of).collect();
                for seat in seats.ok_or_else(bad)? {
                    self.put_out_by_hand(seat, true);
                }
            }
            letter => {
                let mut letters = letter.chars();
                let (Some(seat), None) = (letters.next().and_then(seat_of), letters.next()) else {
                    return Err(bad());
                };
                let placement: Placement = value.trim().parse()?;
                *put += 1;
                self.put_by_hand(seat, placement).map_err(|reason| {
                    PositionParseError::Illegal {
                        number: *put,
                        placement,
                        reason,
                    }
                })?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seating = self.seating();
        write!(f, "{}-{}", self.letter, seating.players)?;
        if seating.two_colours_each {
            f.write_str("x2")?;
        }
        if let Some(set_up) = &self.set_up {
            for &(seat, placement) in &set_up.pieces {
                write!(
                    f,
                    "; {}={placement}",
                    Colour::of_seat(usize::from(seat)).letter()
                )?;
            }
            let turn = Colour::of_seat(usize::from(set_up.to_move)).letter();
            write!(f, "; turn={turn}")?;
            if set_up.out != 0 {
                f.write_str("; out=")?;
                for seat in (0..seating.colours()).filter(|seat| set_up.out & (1 << seat) != 0) {
                    write!(f, "{}", Colour::of_seat(seat).letter())?;
                }
            }
        }
        let mut given_up = self.conceded.iter().peekable();
        let mut write_given_up = |f: &mut fmt::Formatter<'_>, before: usize| {
            while let Some(&(_, seat, how)) =
                given_up.next_if(|(made, ..)| usize::from(*made) <= before)
            {
                let letter = Colour::of_seat(usize::from(seat)).letter();
                write!(f, "; {letter} {}", given_up_words(how))?;
            }
            Ok(())
        };
        for (made, placement) in self.history().iter().enumerate() {
            write_given_up(f, made)?;
            write!(f, "; {placement}")?;
        }
        write_given_up(f, usize::MAX)
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
