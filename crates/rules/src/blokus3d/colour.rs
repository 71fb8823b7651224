//! The four colours, in turn order.

use serde::{Deserialize, Serialize};

/// A set of pieces; seat `i` plays colour `Colour::ALL[i]`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub enum Colour {
    /// Plays first.
    Blue,
    /// Second.
    Yellow,
    /// Third.
    Red,
    /// Fourth.
    Green,
}

impl Colour {
    /// Every colour, in turn order.
    pub const ALL: [Colour; 4] = [Colour::Blue, Colour::Yellow, Colour::Red, Colour::Green];

    /// The colour of seat `seat` (seats play in this order).
    pub const fn of_seat(seat: usize) -> Colour {
        Colour::ALL[seat % 4]
    }

    /// Its place in the turn order.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter for top views: B, Y, R, G.
    pub const fn letter(self) -> char {
        match self {
            Colour::Blue => 'B',
            Colour::Yellow => 'Y',
            Colour::Red => 'R',
            Colour::Green => 'G',
        }
    }
}
