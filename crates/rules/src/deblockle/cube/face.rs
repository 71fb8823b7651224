//! The six symbols printed on the cube's faces.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::layout::{STANDARD_LAYOUT, negate};

/// A symbol printed on a face of the cube.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub enum Face {
    /// Leaves the board when it lands face up on the target star; may face up nowhere else.
    Star,
    /// No hop: the turn is over.
    Stop,
    /// Hop one square north, east, south or west.
    Cross,
    /// Hop one square diagonally.
    X,
    /// Slide in a straight line until the edge or a block.
    Slider,
    /// Exactly three single orthogonal steps.
    Hoops,
}

impl Face {
    /// All six faces, in notation order.
    pub const ALL: [Face; 6] = [
        Face::Star,
        Face::Stop,
        Face::Cross,
        Face::X,
        Face::Slider,
        Face::Hoops,
    ];

    /// The letter in notation: `S`, `P`, `C`, `X`, `L` or `H`.
    pub const fn letter(self) -> char {
        match self {
            Face::Star => 'S',
            Face::Stop => 'P',
            Face::Cross => 'C',
            Face::X => 'X',
            Face::Slider => 'L',
            Face::Hoops => 'H',
        }
    }

    /// The face for a notation letter (upper case).
    pub const fn from_letter(letter: char) -> Option<Face> {
        match letter {
            'S' => Some(Face::Star),
            'P' => Some(Face::Stop),
            'C' => Some(Face::Cross),
            'X' => Some(Face::X),
            'L' => Some(Face::Slider),
            'H' => Some(Face::Hoops),
            _ => None,
        }
    }

    /// The face on the other side of the cube.
    pub const fn opposite(self) -> Face {
        STANDARD_LAYOUT.face_towards(negate(STANDARD_LAYOUT.normal(self)))
    }

    #[inline]
    pub(super) const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Face::Star => "Star",
            Face::Stop => "Stop",
            Face::Cross => "Cross",
            Face::X => "X",
            Face::Slider => "Slider",
            Face::Hoops => "Hoops",
        })
    }
}
