//! The hive's plane folded onto a small fixed grid, for lookups by array
//! index instead of by hash.
//!
//! A hex's cell is its axial coordinates modulo [`SIDE`]. Two hexes share a
//! cell only if they are a multiple of 32 apart along q or r; a connected
//! hive of 22 tiles spans at most 22 hexes along either axis, and every hex a
//! rule looks at is a tile or next to one, so within one position no two hexes
//! that matter ever share a cell. The hexes themselves keep their true
//! coordinates; only the lookups fold.

use super::hex::Hex;

/// Cells along each axis.
const SIDE: i16 = 32;
/// Cells in the grid.
pub(super) const CELLS: usize = (SIDE * SIDE) as usize;

/// The grid cell of `hex`.
#[inline]
pub(super) const fn cell(hex: Hex) -> usize {
    (((hex.r & (SIDE - 1)) * SIDE) | (hex.q & (SIDE - 1))) as usize
}

/// A set of hexes (by their cells), a bit each.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct HexSet {
    bits: [u64; CELLS / 64],
}

impl Default for HexSet {
    fn default() -> HexSet {
        HexSet::new()
    }
}

impl HexSet {
    /// The empty set.
    pub(super) const fn new() -> HexSet {
        HexSet {
            bits: [0; CELLS / 64],
        }
    }

    /// Adds `hex`; whether it was not there before.
    #[inline]
    pub(super) fn insert(&mut self, hex: Hex) -> bool {
        let cell = cell(hex);
        let bit = 1 << (cell % 64);
        let word = &mut self.bits[cell / 64];
        let new = *word & bit == 0;
        *word |= bit;
        new
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hexes_within_a_hive_width_have_their_own_cells() {
        let mut seen = HexSet::new();
        for q in -11..12 {
            for r in -11..12 {
                assert!(seen.insert(Hex { q, r }), "{q},{r}");
            }
        }
        assert!(!seen.insert(Hex { q: 3, r: -4 }));
        assert!(seen.insert(Hex { q: 12, r: 0 }));
        // 32 apart: the same cell.
        assert_eq!(cell(Hex { q: -16, r: 5 }), cell(Hex { q: 16, r: 5 }));
    }
}
