//! Boards and positions as the spec writes them: the ranks from 7 down to
//! 1 separated by `/`, a space, and the player to move; and how a position
//! is saved (its notation and its move rules).

use std::fmt::{self, Write as _};
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::super::board::{Block, Board, BoardError, STARS};
use super::super::cube::{Face, Orientation};
use super::super::player::Player;
use super::super::position::Position;
use super::super::rules::MoveRules;
use super::super::square::{SIZE, Square};
use super::{Chars, columns, skip_spaces};

/// Why a position is not a game any rules could reach.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error, Serialize, Deserialize)]
pub enum PositionError {
    /// Neither player has a block.
    #[error("neither player has a block on the board")]
    NoBlocks,
}

/// Which of a block's two letters is meant.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum FaceLetter {
    /// The second letter: the face on top.
    Top,
    /// The third letter: the face towards rank 7.
    North,
}

impl fmt::Display for FaceLetter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FaceLetter::Top => "top",
            FaceLetter::North => "north",
        })
    }
}

/// A position string that cannot be read, with where and why.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error, Serialize, Deserialize)]
pub enum ParsePositionError {
    /// Nothing to read.
    #[error("the position is empty")]
    Empty,
    /// A character that has no place there.
    #[error(
        "column {column}: unexpected '{found}'; a rank holds digits 1–7, '*' and blocks like gSC"
    )]
    UnexpectedChar {
        /// Where.
        column: usize,
        /// What was there.
        found: char,
    },
    /// A `0` in a rank.
    #[error("column {column}: a digit counts 1–7 empty squares; 0 is not allowed")]
    ZeroDigit {
        /// Where.
        column: usize,
    },
    /// A rank with more than seven squares.
    #[error("column {column}: rank {rank} has more than 7 squares")]
    RankTooLong {
        /// Where the eighth square starts.
        column: usize,
        /// The rank, 1–7.
        rank: u8,
    },
    /// A rank with fewer than seven squares.
    #[error("column {column}: rank {rank} has {squares} squares; every rank needs 7")]
    RankTooShort {
        /// Where the rank ends.
        column: usize,
        /// The rank, 1–7.
        rank: u8,
        /// How many squares it has.
        squares: u8,
    },
    /// An eighth rank.
    #[error("column {column}: more than 7 ranks")]
    TooManyRanks {
        /// Where the eighth rank starts.
        column: usize,
    },
    /// Fewer than seven ranks.
    #[error("the board has {found} ranks; it needs 7, separated by '/'")]
    TooFewRanks {
        /// How many there were.
        found: u8,
    },
    /// A `*` on a square that is not a star.
    #[error("column {column}: '*' marks {square}, which is not a star (the stars are d2 and d6)")]
    StarOffStar {
        /// Where.
        column: usize,
        /// The square it stands for.
        square: Square,
    },
    /// A block without its face letters.
    #[error("column {column}: the block on {square} needs its {letter} face letter (S P C X L H)")]
    MissingFace {
        /// Where the letter should be.
        column: usize,
        /// The block's square.
        square: Square,
        /// Which letter.
        letter: FaceLetter,
    },
    /// A face letter that names no face.
    #[error(
        "column {column}: '{found}' is not a face; the {letter} face of the block on {square} must be one of S P C X L H"
    )]
    BadFace {
        /// Where.
        column: usize,
        /// The block's square.
        square: Square,
        /// Which letter.
        letter: FaceLetter,
        /// What was there.
        found: char,
    },
    /// Top and north faces that cannot be side by side.
    #[error(
        "column {column}: the block on {square} can't show {top} on top and {north} to the north; they are not adjacent faces"
    )]
    FacesNotAdjacent {
        /// Where the block starts.
        column: usize,
        /// The block's square.
        square: Square,
        /// The top face given.
        top: Face,
        /// The north face given.
        north: Face,
    },
    /// A block that breaks a board rule (on a star, a fifth block).
    #[error("column {column}: {error}")]
    Board {
        /// Where the block starts.
        column: usize,
        /// The rule.
        error: BoardError,
    },
    /// The player to move is missing.
    #[error("after the board, expected a space and the player to move: g or t")]
    MissingTurn,
    /// The player to move is not `g` or `t`.
    #[error("column {column}: '{found}' is not a player; the player to move is g or t")]
    BadTurn {
        /// Where.
        column: usize,
        /// What was there.
        found: char,
    },
    /// Something after the player to move.
    #[error("column {column}: unexpected text after the player to move")]
    TrailingText {
        /// Where it starts.
        column: usize,
    },
    /// A board no game can reach.
    #[error("{0}")]
    Position(PositionError),
}

impl fmt::Display for Board {
    /// The ranks from 7 down to 1, as in position notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for y in (0..SIZE).rev() {
            let mut empty = 0;
            for x in 0..SIZE {
                let Some(square) = Square::new(x, y) else {
                    continue;
                };
                let block = self.block_at(square);
                if block.is_none() && !STARS.contains(square) {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    write!(f, "{empty}")?;
                    empty = 0;
                }
                match block {
                    Some(block) => write!(f, "{}{}", block.owner.letter(), block.orientation)?,
                    None => f.write_char('*')?,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if y > 0 {
                f.write_char('/')?;
            }
        }
        Ok(())
    }
}

impl FromStr for Board {
    type Err = ParsePositionError;

    /// The board part of a position.
    fn from_str(text: &str) -> Result<Board, ParsePositionError> {
        let mut chars = columns(text);
        let board = read_board(&mut chars)?;
        match chars.next() {
            None => Ok(board),
            Some((column, _)) => Err(ParsePositionError::TrailingText { column }),
        }
    }
}

/// Reads ranks until the end or a space.
fn read_board(chars: &mut Chars<'_>) -> Result<Board, ParsePositionError> {
    skip_spaces(chars);
    if chars.peek().is_none() {
        return Err(ParsePositionError::Empty);
    }
    let mut board = Board::empty();
    let mut y = SIZE - 1;
    let mut x = 0;
    let mut end_column = 1;
    while let Some((column, c)) = chars.next_if(|(_, c)| !c.is_whitespace()) {
        end_column = column + 1;
        let rank = y + 1;
        if c == '/' {
            if x < SIZE {
                return Err(ParsePositionError::RankTooShort {
                    column,
                    rank,
                    squares: x,
                });
            }
            if y == 0 {
                return Err(ParsePositionError::TooManyRanks { column });
            }
            y -= 1;
            x = 0;
            continue;
        }
        let Some(square) = Square::new(x, y) else {
            return Err(ParsePositionError::RankTooLong { column, rank });
        };
        match c {
            '0' => return Err(ParsePositionError::ZeroDigit { column }),
            '1'..='9' => {
                x += c as u8 - b'0';
                if x > SIZE {
                    return Err(ParsePositionError::RankTooLong { column, rank });
                }
            }
            '*' if STARS.contains(square) => x += 1,
            '*' => return Err(ParsePositionError::StarOffStar { column, square }),
            _ => {
                let owner = Player::from_letter(c)
                    .ok_or(ParsePositionError::UnexpectedChar { column, found: c })?;
                let top = read_face(chars, square, FaceLetter::Top, end_column)?;
                let north = read_face(chars, square, FaceLetter::North, end_column + 1)?;
                end_column += 2;
                let orientation =
                    Orientation::new(top, north).ok_or(ParsePositionError::FacesNotAdjacent {
                        column,
                        square,
                        top,
                        north,
                    })?;
                board
                    .place(square, Block { owner, orientation })
                    .map_err(|error| ParsePositionError::Board { column, error })?;
                x += 1;
            }
        }
    }
    if x < SIZE {
        return Err(ParsePositionError::RankTooShort {
            column: end_column,
            rank: y + 1,
            squares: x,
        });
    }
    if y > 0 {
        return Err(ParsePositionError::TooFewRanks { found: SIZE - y });
    }
    Ok(board)
}

fn read_face(
    chars: &mut Chars<'_>,
    square: Square,
    letter: FaceLetter,
    column: usize,
) -> Result<Face, ParsePositionError> {
    match chars.next_if(|(_, c)| !c.is_whitespace() && *c != '/') {
        None => Err(ParsePositionError::MissingFace {
            column,
            square,
            letter,
        }),
        Some((column, found)) => Face::from_letter(found).ok_or(ParsePositionError::BadFace {
            column,
            square,
            letter,
            found,
        }),
    }
}

impl Position {
    /// Reads a position under `rules`, passing the turn if the player to
    /// move is Deblockle'd.
    ///
    /// # Errors
    /// The text is not a position; the error says what and where.
    pub fn from_notation(text: &str, rules: MoveRules) -> Result<Position, ParsePositionError> {
        let mut chars = columns(text);
        let board = read_board(&mut chars)?;
        if chars.next_if(|(_, c)| c.is_whitespace()).is_none() {
            return Err(ParsePositionError::MissingTurn);
        }
        skip_spaces(&mut chars);
        let (column, letter) = chars.next().ok_or(ParsePositionError::MissingTurn)?;
        let turn = Player::from_letter(letter).ok_or(ParsePositionError::BadTurn {
            column,
            found: letter,
        })?;
        skip_spaces(&mut chars);
        if let Some((column, _)) = chars.next() {
            return Err(ParsePositionError::TrailingText { column });
        }
        Position::new(board, turn, rules).map_err(ParsePositionError::Position)
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads a position under the standard move rules.
    fn from_str(text: &str) -> Result<Position, ParsePositionError> {
        Position::from_notation(text, MoveRules::default())
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.board(), self.turn().letter())
    }
}

/// How a position is saved: its notation and the move rules it is played under.
#[derive(Serialize, Deserialize)]
struct SavedPosition {
    position: String,
    #[serde(default)]
    rules: MoveRules,
}

impl Serialize for Position {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        SavedPosition {
            position: self.to_string(),
            rules: self.rules(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        let saved = SavedPosition::deserialize(deserializer)?;
        Position::from_notation(&saved.position, saved.rules).map_err(serde::de::Error::custom)
    }
}

impl Serialize for Board {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Board, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
