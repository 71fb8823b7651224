//! A placement: which piece, in which orientation, with its corner over
//! which square. How high it comes to rest follows from the support rule, so
//! it is not part of the move. Written `L4:5@3,2` (piece, orientation index
//! in [`PieceKind::orientations`], x, y).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::piece::PieceKind;

/// One move: a piece let down from above.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub struct Placement {
    /// Which piece.
    pub piece: PieceKind,
    /// Which of its orientations (an index into [`PieceKind::orientations`]).
    pub orientation: u8,
    /// The column of the orientation's lowest x.
    pub x: u8,
    /// The row of the orientation's lowest y.
    pub y: u8,
}

/// Why a placement's text cannot be read.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("'{0}' is not a placement (like L4:5@3,2: piece, orientation, x, y)")]
pub struct PlacementParseError(pub String);

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}@{},{}",
            self.piece, self.orientation, self.x, self.y
        )
    }
}

impl FromStr for Placement {
    type Err = PlacementParseError;

    fn from_str(text: &str) -> Result<Placement, PlacementParseError> {
        let bad = || PlacementParseError(text.to_owned());
        let (piece, rest) = text.trim().split_once(':').ok_or_else(bad)?;
        let (orientation, square) = rest.split_once('@').ok_or_else(bad)?;
        let (x, y) = square.split_once(',').ok_or_else(bad)?;
        Ok(Placement {
            piece: PieceKind::parse(piece).ok_or_else(bad)?,
            orientation: orientation.parse().map_err(|_| bad())?,
            x: x.parse().map_err(|_| bad())?,
            y: y.parse().map_err(|_| bad())?,
        })
    }
}
