//! The hive's plane folded onto a small fixed grid, for lookups by array
//! index instead of by hash.
//!
//! A hex's cell is its row-major index `r × SIDE + q` modulo the grid's
//! size: rows wrap into the next, so a step in any direction adds the same
//! number to every cell. Two hexes share a cell only if they are at least
//! 32 steps apart; a connected hive of 22 tiles spans at most 21 steps, and
//! every hex a rule looks at is a tile or within two steps of one, so within
//! one position no two hexes that matter ever share a cell. The hexes
//! themselves keep their true coordinates; only the lookups fold.

use super::hex::{DIRECTIONS, Hex};

/// Cells along each row.
const SIDE: i32 = 32;
/// Cells in the grid.
pub(super) const CELLS: usize = (SIDE * SIDE) as usize;

/// The grid cell of `hex`.
#[inline]
pub(super) const fn cell(hex: Hex) -> usize {
    ((hex.r as i32 * SIDE + hex.q as i32) & (CELLS as i32 - 1)) as usize
}

/// What a step in each direction adds to a cell (modulo the grid's size).
const STEPS: [usize; 6] = {
    let mut steps = [0; 6];
    let mut d = 0;
    while d < 6 {
        steps[d] = cell(DIRECTIONS[d]);
        d += 1;
    }
    steps
};

/// The cell one step from `cell` in direction `d` (0–5).
#[inline]
pub(super) const fn step_cell(cell: usize, d: usize) -> usize {
    (cell + STEPS[d % 6]) & (CELLS - 1)
}

/// By the difference of two cells (modulo the grid's size): the bit of the
/// direction in which the second lies from the first, if they are neighbours.
static NEIGHBOUR_BIT: [u8; CELLS] = {
    let mut bits = [0; CELLS];
    let mut d = 0;
    while d < 6 {
        // A hex in direction `d` from another sees it in direction `d + 3`.
        bits[STEPS[d]] = 1 << ((d + 3) % 6);
        d += 1;
    }
    bits
};

/// The direction bit (as in a position's neighbour masks) of `other` seen
/// from `cell`, or 0 when the two are not neighbours: one lookup, as the
/// move generator asks it for every hex a walk reaches.
#[inline]
pub(super) fn neighbour_bit(cell: usize, other: usize) -> u8 {
    NEIGHBOUR_BIT[cell.wrapping_sub(other) & (CELLS - 1)]
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
        self.insert_cell(cell(hex))
    }

    /// Adds the hex on `cell`; whether it was not there before.
    #[inline]
    pub(super) fn insert_cell(&mut self, cell: usize) -> bool {
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
        // 32 steps apart: the same cell.
        assert_eq!(cell(Hex { q: -16, r: 5 }), cell(Hex { q: 16, r: 4 }));
    }

    #[test]
    fn cells_step_and_see_neighbours_as_hexes_do() {
        for hex in [Hex::ORIGIN, Hex { q: 31, r: -7 }, Hex { q: -32, r: 63 }] {
            for d in 0..6 {
                let next = hex.step(d);
                assert_eq!(step_cell(cell(hex), d), cell(next), "{hex:?} {d}");
                // From `next`, `hex` lies the opposite way.
                assert_eq!(neighbour_bit(cell(next), cell(hex)), 1 << ((d + 3) % 6));
                assert_eq!(neighbour_bit(cell(next.step(d)), cell(hex)), 0);
            }
            assert_eq!(neighbour_bit(cell(hex), cell(hex)), 0);
        }
    }
}
