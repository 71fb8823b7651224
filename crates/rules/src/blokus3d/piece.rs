//! The eleven pieces (every polycube of 2 to 4 cubes up to rotation) and
//! their orientations: the 24 proper rotations, never mirrored, with
//! duplicates removed.

use std::fmt;
use std::sync::LazyLock;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

/// A piece's shape, by its name in `shared/rules/blokus3d.md`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub enum PieceKind {
    /// Two cubes.
    D2,
    /// Three in a row.
    I3,
    /// Three in an L.
    V3,
    /// Four in a row.
    I4,
    /// A 2×2 square.
    O4,
    /// A T.
    T4,
    /// An L.
    L4,
    /// An S (or Z).
    S4,
    /// Three arms from a corner (the tripod).
    Y4,
    /// The right-handed screw.
    H4R,
    /// The left-handed screw (H4R's mirror image, a separate piece).
    H4L,
}

/// A cube's offset within a piece: x, y, z (z up).
pub type Cube = [i8; 3];

impl PieceKind {
    /// Every piece, in a player's set.
    pub const ALL: [PieceKind; 11] = [
        PieceKind::D2,
        PieceKind::I3,
        PieceKind::V3,
        PieceKind::I4,
        PieceKind::O4,
        PieceKind::T4,
        PieceKind::L4,
        PieceKind::S4,
        PieceKind::Y4,
        PieceKind::H4R,
        PieceKind::H4L,
    ];

    /// Its place in [`PieceKind::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The cubes as the rules list them.
    pub const fn cubes(self) -> &'static [Cube] {
        match self {
            PieceKind::D2 => &[[0, 0, 0], [1, 0, 0]],
            PieceKind::I3 => &[[0, 0, 0], [1, 0, 0], [2, 0, 0]],
            PieceKind::V3 => &[[0, 0, 0], [1, 0, 0], [0, 1, 0]],
            PieceKind::I4 => &[[0, 0, 0], [1, 0, 0], [2, 0, 0], [3, 0, 0]],
            PieceKind::O4 => &[[0, 0, 0], [1, 0, 0], [0, 1, 0], [1, 1, 0]],
            PieceKind::T4 => &[[0, 0, 0], [1, 0, 0], [2, 0, 0], [1, 1, 0]],
            PieceKind::L4 => &[[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 1, 0]],
            PieceKind::S4 => &[[0, 0, 0], [1, 0, 0], [1, 1, 0], [2, 1, 0]],
            PieceKind::Y4 => &[[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]],
            PieceKind::H4R => &[[0, 0, 0], [1, 0, 0], [0, 1, 0], [1, 0, 1]],
            PieceKind::H4L => &[[0, 0, 0], [1, 0, 0], [1, 1, 0], [0, 0, 1]],
        }
    }

    /// How many cubes it has.
    pub const fn size(self) -> usize {
        self.cubes().len()
    }

    /// Its distinct orientations, each moved so its lowest x, y and z are 0.
    pub fn orientations(self) -> &'static [Shape] {
        &ORIENTATIONS[self.index()]
    }

    /// The orientation `orientation` becomes when the piece is given a
    /// quarter turn about `axis` (0: x, 1: y, 2: the vertical z), the way a
    /// hand turns a piece; `None` for an orientation the piece lacks.
    pub fn turned(self, orientation: u8, axis: usize) -> Option<u8> {
        let shape = self.orientations().get(usize::from(orientation))?;
        // A quarter turn: the two other axes swap, one changing sign.
        let (a, b) = ((axis + 1) % 3, (axis + 2) % 3);
        let turned = Shape::normalised(shape.cubes().iter().map(|&cube| {
            let mut out = cube;
            out[a] = -cube[b];
            out[b] = cube[a];
            out
        }));
        let index = self.orientations().iter().position(|s| *s == turned)?;
        u8::try_from(index).ok()
    }

    /// The piece named `name` (`L4`, `h4r`).
    pub fn parse(name: &str) -> Option<PieceKind> {
        PieceKind::ALL
            .into_iter()
            .find(|kind| kind.to_string().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// One orientation of a piece: its cubes, sorted, the lowest x, y, z at 0.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Shape {
    cubes: ArrayVec<Cube, 4>,
}

impl Shape {
    /// The cubes, sorted.
    pub fn cubes(&self) -> &[Cube] {
        &self.cubes
    }

    /// How far it reaches along x and y (the largest offsets).
    pub fn reach(&self) -> (i8, i8) {
        let widest = |axis: usize| self.cubes.iter().map(|c| c[axis]).max().unwrap_or(0);
        (widest(0), widest(1))
    }

    fn normalised(cubes: impl Iterator<Item = Cube>) -> Shape {
        let mut cubes: ArrayVec<Cube, 4> = cubes.collect();
        for axis in 0..3 {
            let low = cubes.iter().map(|c| c[axis]).min().unwrap_or(0);
            for cube in &mut cubes {
                cube[axis] -= low;
            }
        }
        cubes.sort_unstable();
        Shape { cubes }
    }
}

/// The 24 proper rotations of the cube: each a signed permutation of the
/// axes with determinant +1, as (which axis, which sign) per output axis.
fn rotations() -> Vec<[(usize, i8); 3]> {
    const PERMUTATIONS: [([usize; 3], i8); 6] = [
        ([0, 1, 2], 1),
        ([1, 2, 0], 1),
        ([2, 0, 1], 1),
        ([0, 2, 1], -1),
        ([2, 1, 0], -1),
        ([1, 0, 2], -1),
    ];
    let mut all = Vec::with_capacity(24);
    for (axes, parity) in PERMUTATIONS {
        for signs in 0..8u8 {
            let sign = |i: usize| if signs & (1 << i) == 0 { 1 } else { -1 };
            // A mirror is an odd permutation with an even count of minus
            // signs, or the other way round; keep only the proper ones.
            if parity * sign(0) * sign(1) * sign(2) == 1 {
                all.push([(axes[0], sign(0)), (axes[1], sign(1)), (axes[2], sign(2))]);
            }
        }
    }
    all
}

static ORIENTATIONS: LazyLock<[Vec<Shape>; 11]> = LazyLock::new(|| {
    let rotations = rotations();
    PieceKind::ALL.map(|kind| {
        let mut shapes: Vec<Shape> = rotations
            .iter()
            .map(|rotation| {
                Shape::normalised(
                    kind.cubes()
                        .iter()
                        .map(|cube| rotation.map(|(axis, sign)| cube[axis] * sign)),
                )
            })
            .collect();
        shapes.sort_unstable();
        shapes.dedup();
        shapes
    })
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quarter_turns_reach_every_orientation_and_four_come_back() {
        for kind in PieceKind::ALL {
            let count = kind.orientations().len() as u8;
            let mut reached = vec![false; usize::from(count)];
            let mut frontier = vec![0u8];
            reached[0] = true;
            while let Some(at) = frontier.pop() {
                for axis in 0..3 {
                    let next = kind.turned(at, axis).expect("a turn is an orientation");
                    // Four quarter turns about one axis are a full turn.
                    let back = (0..3).try_fold(next, |o, _| kind.turned(o, axis));
                    assert_eq!(back, Some(at), "{kind} {at} about {axis}");
                    if !reached[usize::from(next)] {
                        reached[usize::from(next)] = true;
                        frontier.push(next);
                    }
                }
            }
            assert!(
                reached.iter().all(|&r| r),
                "{kind}: every orientation by turns"
            );
            assert_eq!(kind.turned(count, 0), None);
        }
        // By hand: the bar along x, turned about the vertical, lies along y.
        let i4 = PieceKind::I4;
        let along_x = i4.orientations().iter().position(|s| s.reach() == (3, 0));
        let along_x = along_x.expect("lying along x") as u8;
        let turned = i4.turned(along_x, 2).expect("a turn");
        assert_eq!(i4.orientations()[usize::from(turned)].reach(), (0, 3));
        // About y it stands up: one column, four high.
        let standing = i4.turned(along_x, 1).expect("a turn");
        assert_eq!(i4.orientations()[usize::from(standing)].reach(), (0, 0));
    }

    #[test]
    fn there_are_24_proper_rotations() {
        let rotations = rotations();
        assert_eq!(rotations.len(), 24);
        let mut distinct = rotations.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 24);
    }
}
