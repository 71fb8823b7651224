//! Hexes of the unbounded hive plane, in axial coordinates.

/// A hex: axial coordinates `q` (east) and `r` (south-east).
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Debug,
    Default,
    serde::Serialize,
    serde::Deserialize,
)]
// Aligned as one 32-bit word, so that moves and lists of hexes can copy a
// hex whole.
#[repr(C, align(4))]
pub struct Hex {
    /// Steps east.
    pub q: i16,
    /// Steps south-east.
    pub r: i16,
}

/// The six neighbours' offsets, going round: each is next to the one
/// before and the one after it (east, north-east, north-west, west,
/// south-west, south-east).
pub const DIRECTIONS: [Hex; 6] = [
    Hex { q: 1, r: 0 },
    Hex { q: 1, r: -1 },
    Hex { q: 0, r: -1 },
    Hex { q: -1, r: 0 },
    Hex { q: -1, r: 1 },
    Hex { q: 0, r: 1 },
];

impl Hex {
    /// The hex of the first piece.
    pub const ORIGIN: Hex = Hex { q: 0, r: 0 };

    /// The neighbour in direction `d` (0–5, see [`DIRECTIONS`]).
    pub const fn step(self, d: usize) -> Hex {
        let offset = DIRECTIONS[d % 6];
        Hex {
            q: self.q + offset.q,
            r: self.r + offset.r,
        }
    }

    /// How many steps apart `self` and `other` are.
    pub fn distance(self, other: Hex) -> i32 {
        let dq = i32::from(self.q) - i32::from(other.q);
        let dr = i32::from(self.r) - i32::from(other.r);
        (dq.abs() + dr.abs() + (dq + dr).abs()) / 2
    }

    /// The six neighbours, in [`DIRECTIONS`] order.
    pub fn neighbours(self) -> [Hex; 6] {
        std::array::from_fn(|d| self.step(d))
    }

    /// The direction from `self` to a neighbour, if `other` is one.
    #[inline]
    pub fn direction_to(self, other: Hex) -> Option<usize> {
        // Offsets (dq, dr) in -1..=1 by (dq + 1) * 3 + dr + 1: no loop.
        const BY_OFFSET: [Option<usize>; 9] = [
            None,
            Some(3),
            Some(4),
            Some(2),
            None,
            Some(5),
            Some(1),
            Some(0),
            None,
        ];
        let (dq, dr) = (other.q - self.q, other.r - self.r);
        if dq.abs() > 1 || dr.abs() > 1 {
            return None;
        }
        BY_OFFSET[((dq + 1) * 3 + dr + 1) as usize]
    }

    /// The hex as one 32-bit word (`q` low, `r` high), for queues that
    /// store and load it whole.
    #[inline]
    pub(super) const fn to_bits(self) -> u32 {
        self.q as u16 as u32 | (self.r as u16 as u32) << 16
    }

    /// The hex [`Hex::to_bits`] gave.
    #[inline]
    pub(super) const fn from_bits(bits: u32) -> Hex {
        Hex {
            q: bits as u16 as i16,
            r: (bits >> 16) as u16 as i16,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn consecutive_directions_are_neighbours_of_each_other() {
        for d in 0..6 {
            let a = Hex::ORIGIN.step(d);
            let b = Hex::ORIGIN.step(d + 1);
            assert!(a.neighbours().contains(&b), "{d}");
            assert_eq!(Hex::ORIGIN.direction_to(a), Some(d));
        }
        assert_eq!(Hex::ORIGIN.step(0).step(3), Hex::ORIGIN);
    }

    #[test]
    fn a_hex_comes_back_whole_from_its_word() {
        for hex in [
            Hex::ORIGIN,
            Hex { q: -1, r: 1 },
            Hex {
                q: i16::MIN,
                r: i16::MAX,
            },
        ] {
            assert_eq!(Hex::from_bits(hex.to_bits()), hex);
        }
        assert_ne!(Hex { q: -1, r: 0 }.to_bits(), Hex { q: 0, r: -1 }.to_bits());
    }
}
