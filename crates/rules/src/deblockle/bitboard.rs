//! A set of squares as the low 49 bits of a `u64`: bit `y * 7 + x`.
//!
//! Whole-board shifts let move generation find every Hoops destination or
//! every neighbour of a side's blocks in a handful of instructions.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

use serde::{Deserialize, Serialize};

use super::square::Square;

/// A set of squares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Bitboard(u64);

const ALL_BITS: u64 = (1 << 49) - 1;
/// The squares of file a: bit 0 of every rank.
const FILE_A: u64 = {
    let mut bits = 0;
    let mut rank = 0;
    while rank < 7 {
        bits |= 1 << (rank * 7);
        rank += 1;
    }
    bits
};
const FILE_G: u64 = FILE_A << 6;

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 49 squares.
    pub const ALL: Bitboard = Bitboard(ALL_BITS);

    /// The set holding just `square`.
    #[inline]
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(1 << square.index())
    }

    /// The raw bits (bit `y * 7 + x`).
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Whether `square` is in the set.
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        self.0 & (1 << square.index()) != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many squares the set holds.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// The set with `square` added.
    #[must_use]
    #[inline]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | (1 << square.index()))
    }

    /// The set with `square` removed.
    #[must_use]
    #[inline]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << square.index()))
    }

    /// The squares one step north, east, south or west of any square in the set.
    #[inline]
    pub const fn orthogonal_neighbours(self) -> Bitboard {
        let b = self.0;
        Bitboard(
            ((b << 7) & ALL_BITS)
                | (b >> 7)
                | ((b << 1) & !FILE_A & ALL_BITS)
                | ((b >> 1) & !FILE_G),
        )
    }

    /// The squares one step diagonally from any square in the set.
    #[inline]
    pub const fn diagonal_neighbours(self) -> Bitboard {
        let east = (self.0 << 1) & !FILE_A & ALL_BITS;
        let west = (self.0 >> 1) & !FILE_G;
        let sideways = east | west;
        Bitboard(((sideways << 7) & ALL_BITS) | (sideways >> 7))
    }

    /// The squares of the set, lowest index first.
    #[inline]
    pub const fn squares(self) -> Squares {
        Squares(self.0)
    }
}

impl From<Square> for Bitboard {
    fn from(square: Square) -> Bitboard {
        Bitboard::from_square(square)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl BitAnd for Bitboard {
    type Output = Bitboard;
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & rhs.0)
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 | rhs.0)
    }
}

impl BitAndAssign for Bitboard {
    fn bitand_assign(&mut self, rhs: Bitboard) {
        self.0 &= rhs.0;
    }
}

impl BitOrAssign for Bitboard {
    fn bitor_assign(&mut self, rhs: Bitboard) {
        self.0 |= rhs.0;
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// The complement within the board.
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & ALL_BITS)
    }
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;
    fn into_iter(self) -> Squares {
        self.squares()
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.squares()).finish()
    }
}

/// The squares of a [`Bitboard`], lowest index first.
#[derive(Clone, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Square::from_index(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(names: &[&str]) -> Bitboard {
        names.iter().map(|n| n.parse::<Square>().unwrap()).collect()
    }

    #[test]
    fn neighbours_do_not_wrap_around_the_edges() {
        assert_eq!(set(&["a1"]).orthogonal_neighbours(), set(&["a2", "b1"]));
        assert_eq!(
            set(&["g4"]).orthogonal_neighbours(),
            set(&["g3", "g5", "f4"])
        );
        assert_eq!(set(&["a4"]).diagonal_neighbours(), set(&["b3", "b5"]));
        assert_eq!(set(&["g7"]).diagonal_neighbours(), set(&["f6"]));
        assert_eq!(
            set(&["d4"]).diagonal_neighbours(),
            set(&["c3", "e3", "c5", "e5"])
        );
    }

    #[test]
    fn the_complement_stays_on_the_board() {
        assert_eq!((!Bitboard::EMPTY).len(), 49);
        assert_eq!((!Bitboard::ALL).len(), 0);
    }
}
