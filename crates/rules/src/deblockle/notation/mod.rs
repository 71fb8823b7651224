//! Position and move notation, exactly as the spec writes them.
//!
//! A position is the ranks from 7 down to 1 separated by `/` (a digit for
//! that many empty squares, `*` for a star, three letters for a block:
//! owner, top face, north face), a space, and the player to move:
//! `2tCL1tXH2/3*3/2tLS1tPC2/7/2gHC1gCS2/3*3/2gSC1gXL2 g`. A move is the
//! block's square, the tip direction and, if it hops, `-` and the end:
//! `c1N-d3`, `e3N`. Parsing never panics; errors say what and where
//! (columns count characters from 1).
//!
//! Squares and moves are read here; boards and positions in `position_text`.

mod position_text;

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::cube::{Face, Orientation};
use super::position::Move;
use super::setup::PlacedBlock;
use super::square::{Direction, Square};

pub use position_text::{FaceLetter, ParsePositionError, PositionError};

/// A string that is not a square name.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error, Serialize, Deserialize)]
#[error("not a square: squares are a file a–g and a rank 1–7, like c1")]
pub struct ParseSquareError;

/// A move string that cannot be read, with where and why.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error, Serialize, Deserialize)]
pub enum ParseMoveError {
    /// Nothing to read.
    #[error(
        "the move is empty; write the block's square, the tip direction and the hop, like c1N-d3"
    )]
    Empty,
    /// The block's square or the hop's end is not a square.
    #[error("column {column}: expected a square (a file a–g and a rank 1–7, like c1)")]
    BadSquare {
        /// Where.
        column: usize,
    },
    /// No tip direction after the block's square.
    #[error("after the square, expected the tip direction: N, E, S or W")]
    MissingDirection,
    /// A tip direction that is not N, E, S or W.
    #[error("column {column}: '{found}' is not a direction; tip N, E, S or W")]
    BadDirection {
        /// Where.
        column: usize,
        /// What was there.
        found: char,
    },
    /// Something other than `-` after the tip direction.
    #[error("column {column}: expected '-' and the square the hop ends on, found '{found}'")]
    ExpectedDash {
        /// Where.
        column: usize,
        /// What was there.
        found: char,
    },
    /// Something after the hop's end.
    #[error("column {column}: unexpected text after the move")]
    TrailingText {
        /// Where it starts.
        column: usize,
    },
}

/// Text that is not a block put down in the setup.
#[derive(Clone, PartialEq, Eq, Debug, Error, Serialize, Deserialize)]
#[error(
    "'{0}' is not a block put down: its square and two face letters, top then north, like c7SC"
)]
pub struct ParsePlacedBlockError(pub String);

/// Characters with their 1-based columns, for error messages.
type Chars<'a> =
    std::iter::Peekable<std::iter::Zip<std::ops::RangeFrom<usize>, std::str::Chars<'a>>>;

fn columns(text: &str) -> Chars<'_> {
    (1..).zip(text.chars()).peekable()
}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// `c1`; the file may be upper case.
    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        let mut chars = text.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(file), Some(rank), None) => square_from_chars(file, rank).ok_or(ParseSquareError),
            _ => Err(ParseSquareError),
        }
    }
}

impl TryFrom<String> for Square {
    type Error = ParseSquareError;
    fn try_from(text: String) -> Result<Square, ParseSquareError> {
        text.parse()
    }
}

fn square_from_chars(file: char, rank: char) -> Option<Square> {
    let file = file.to_ascii_lowercase();
    if !('a'..='g').contains(&file) || !('1'..='7').contains(&rank) {
        return None;
    }
    Square::new(file as u8 - b'a', rank as u8 - b'1')
}

impl TryFrom<String> for Orientation {
    type Error = String;
    /// Two face letters, top then north: `SC`.
    fn try_from(text: String) -> Result<Orientation, String> {
        let mut chars = text.chars().map(Face::from_letter);
        match (chars.next(), chars.next(), chars.next()) {
            (Some(Some(top)), Some(Some(north)), None) => Orientation::new(top, north)
                .ok_or_else(|| format!("{top} and {north} are not adjacent faces")),
            _ => Err(format!(
                "'{text}' is not an orientation: two face letters (S P C X L H), top then north"
            )),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.tip.letter())?;
        if let Some(hop) = self.hop {
            write!(f, "-{hop}")?;
        }
        Ok(())
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// `c1N-d3` or `e3N`; surrounding spaces and letter case are forgiven.
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let mut chars = columns(text);
        skip_spaces(&mut chars);
        if chars.peek().is_none() {
            return Err(ParseMoveError::Empty);
        }
        let from = read_square(&mut chars)?;
        let tip = match chars.next() {
            None => return Err(ParseMoveError::MissingDirection),
            Some((column, found)) => Direction::from_letter(found.to_ascii_uppercase())
                .ok_or(ParseMoveError::BadDirection { column, found })?,
        };
        let hop = match chars.next() {
            None => None,
            Some((_, c)) if c.is_whitespace() => None,
            Some((_, '-')) => Some(read_square(&mut chars)?),
            Some((column, found)) => return Err(ParseMoveError::ExpectedDash { column, found }),
        };
        skip_spaces(&mut chars);
        match chars.next() {
            None => Ok(Move { from, tip, hop }),
            Some((column, _)) => Err(ParseMoveError::TrailingText { column }),
        }
    }
}

impl fmt::Display for PlacedBlock {
    /// The square, then the top and north faces: `c7SC`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.square, self.orientation)
    }
}

impl FromStr for PlacedBlock {
    type Err = ParsePlacedBlockError;

    /// `c7SC`; letter case is forgiven.
    fn from_str(text: &str) -> Result<PlacedBlock, ParsePlacedBlockError> {
        let unreadable = || ParsePlacedBlockError(text.to_owned());
        let (square, faces) = text.split_at_checked(2).ok_or_else(unreadable)?;
        Ok(PlacedBlock {
            square: square.parse().map_err(|_| unreadable())?,
            orientation: Orientation::try_from(faces.to_ascii_uppercase())
                .map_err(|_| unreadable())?,
        })
    }
}

impl TryFrom<String> for Move {
    type Error = ParseMoveError;
    fn try_from(text: String) -> Result<Move, ParseMoveError> {
        text.parse()
    }
}

impl From<Move> for String {
    fn from(mv: Move) -> String {
        mv.to_string()
    }
}

fn skip_spaces(chars: &mut Chars<'_>) {
    while chars.next_if(|(_, c)| c.is_whitespace()).is_some() {}
}

fn read_square(chars: &mut Chars<'_>) -> Result<Square, ParseMoveError> {
    let (column, file) = chars
        .next()
        .ok_or(ParseMoveError::BadSquare { column: 0 })?;
    let bad = ParseMoveError::BadSquare { column };
    let (_, rank) = chars.next().ok_or(bad)?;
    square_from_chars(file, rank).ok_or(bad)
}
