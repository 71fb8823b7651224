//! The cube's layout: which face points which way in its reference pose,
//! in board axes, from which the orientation tables are derived.

use serde::{Deserialize, Serialize};

use super::Face;

/// A unit vector in board axes: x east, y north, z up (right-handed).
pub(super) type Vector = [i8; 3];

const UP: Vector = [0, 0, 1];
const NORTH: Vector = [0, 1, 0];
const EAST: Vector = [1, 0, 0];

pub(super) const fn negate(v: Vector) -> Vector {
    [-v[0], -v[1], -v[2]]
}

pub(super) const fn cross(a: Vector, b: Vector) -> Vector {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

const fn same(a: Vector, b: Vector) -> bool {
    a[0] == b[0] && a[1] == b[1] && a[2] == b[2]
}

/// The cube in its reference pose: which face points which way.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct CubeLayout {
    /// The face on top.
    pub top: Face,
    /// The face underneath.
    pub bottom: Face,
    /// The face towards rank 7.
    pub north: Face,
    /// The face towards file g.
    pub east: Face,
    /// The face towards rank 1.
    pub south: Face,
    /// The face towards file a.
    pub west: Face,
}

/// The Deblockle cube: opposite faces Star–Stop, Cross–X, Slider–Hoops; with
/// Star on top, seen from above, Cross, Slider, X and Hoops run clockwise
/// from the north.
pub const STANDARD_LAYOUT: CubeLayout = CubeLayout {
    top: Face::Star,
    bottom: Face::Stop,
    north: Face::Cross,
    east: Face::Slider,
    south: Face::X,
    west: Face::Hoops,
};

// A layout must print each symbol exactly once.
const _: () = assert!(STANDARD_LAYOUT.is_valid());

impl CubeLayout {
    const fn faces_and_normals(&self) -> [(Face, Vector); 6] {
        [
            (self.top, UP),
            (self.bottom, negate(UP)),
            (self.north, NORTH),
            (self.south, negate(NORTH)),
            (self.east, EAST),
            (self.west, negate(EAST)),
        ]
    }

    /// Whether the six sides carry six different faces.
    pub const fn is_valid(&self) -> bool {
        let sides = self.faces_and_normals();
        let mut seen = [false; 6];
        let mut i = 0;
        while i < 6 {
            let face = sides[i].0.index();
            if seen[face] {
                return false;
            }
            seen[face] = true;
            i += 1;
        }
        true
    }

    /// Where `face` points in the reference pose.
    pub(super) const fn normal(&self, face: Face) -> Vector {
        let sides = self.faces_and_normals();
        let mut i = 0;
        while i < 6 {
            if sides[i].0 as u8 == face as u8 {
                return sides[i].1;
            }
            i += 1;
        }
        panic!("a valid layout places every face")
    }

    /// The face that points along `normal` in the reference pose.
    pub(super) const fn face_towards(&self, normal: Vector) -> Face {
        let sides = self.faces_and_normals();
        let mut i = 0;
        while i < 6 {
            if same(sides[i].1, normal) {
                return sides[i].0;
            }
            i += 1;
        }
        panic!("every unit axis is a side")
    }
}
