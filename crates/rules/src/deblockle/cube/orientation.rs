//! The 24 ways a cube lies on the board, and how tipping and turning move
//! between them (tables derived from the layout at compile time).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::layout::{STANDARD_LAYOUT, cross, negate};
use super::{CubeLayout, Face};
use crate::deblockle::square::Direction;

/// How a cube lies on the board: which face is on top and which faces north.
/// There are 24: six top faces, each turned four ways about the vertical.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Orientation(u8);

/// The faces on each side of one orientation.
#[derive(Clone, Copy)]
struct Sides {
    top: Face,
    bottom: Face,
    north: Face,
    south: Face,
    east: Face,
    west: Face,
}

impl Sides {
    /// The layout rotated so that `top` points up and `north` north (a
    /// proper rotation, so east is north × up in the reference frame).
    const fn of(layout: &CubeLayout, top: Face, north: Face) -> Sides {
        let up = layout.normal(top);
        let north_normal = layout.normal(north);
        let east = layout.face_towards(cross(north_normal, up));
        Sides {
            top,
            bottom: layout.face_towards(negate(up)),
            north,
            south: layout.face_towards(negate(north_normal)),
            east,
            west: layout.face_towards(negate(layout.normal(east))),
        }
    }
}

/// The four faces that can face north when `top` is up, in [`Face::ALL`] order.
const fn side_faces(top: Face) -> [Face; 4] {
    let mut sides = [top; 4];
    let mut n = 0;
    let mut i = 0;
    while i < 6 {
        let face = Face::ALL[i];
        if face as u8 != top as u8 && face as u8 != top.opposite() as u8 {
            sides[n] = face;
            n += 1;
        }
        i += 1;
    }
    sides
}

const SIDES: [Sides; 24] = {
    let mut table = [Sides::of(&STANDARD_LAYOUT, Face::Star, Face::Cross); 24];
    let mut t = 0;
    while t < 6 {
        let norths = side_faces(Face::ALL[t]);
        let mut k = 0;
        while k < 4 {
            table[t * 4 + k] = Sides::of(&STANDARD_LAYOUT, Face::ALL[t], norths[k]);
            k += 1;
        }
        t += 1;
    }
    table
};

const fn index_of(top: Face, north: Face) -> Option<u8> {
    let norths = side_faces(top);
    let mut k = 0;
    while k < 4 {
        if norths[k] as u8 == north as u8 {
            return Some(top as u8 * 4 + k as u8);
        }
        k += 1;
    }
    None
}

const fn must(index: Option<u8>) -> u8 {
    match index {
        Some(index) => index,
        None => panic!("a rotated cube keeps its faces adjacent"),
    }
}

/// `TIPS[o][d]`: the orientation after tipping over the bottom edge on side `d`.
const TIPS: [[Orientation; 4]; 24] = {
    let mut table = [[Orientation(0); 4]; 24];
    let mut o = 0;
    while o < 24 {
        let s = SIDES[o];
        // Rolling north lifts the south face up and turns the old top north;
        // rolling south the reverse; rolling east or west keeps the north face.
        table[o] = [
            Orientation(must(index_of(s.south, s.top))),
            Orientation(must(index_of(s.west, s.north))),
            Orientation(must(index_of(s.north, s.bottom))),
            Orientation(must(index_of(s.east, s.north))),
        ];
        o += 1;
    }
    table
};

/// `YAWS[o]`: the orientation after a quarter turn clockwise seen from above.
const YAWS: [Orientation; 24] = {
    let mut table = [Orientation(0); 24];
    let mut o = 0;
    while o < 24 {
        let s = SIDES[o];
        table[o] = Orientation(must(index_of(s.top, s.west)));
        o += 1;
    }
    table
};

impl Orientation {
    /// All 24 orientations: Star up first, in [`Face::ALL`] order of the top.
    pub const ALL: [Orientation; 24] = {
        let mut all = [Orientation(0); 24];
        let mut i = 0;
        while i < 24 {
            all[i] = Orientation(i as u8);
            i += 1;
        }
        all
    };

    /// The orientation with `top` up and `north` facing north, if those two
    /// faces are adjacent on the cube.
    pub const fn new(top: Face, north: Face) -> Option<Orientation> {
        match index_of(top, north) {
            Some(index) => Some(Orientation(index)),
            None => None,
        }
    }

    /// The four orientations with `top` up, one per quarter turn.
    pub const fn with_top(top: Face) -> [Orientation; 4] {
        let base = top as u8 * 4;
        [
            Orientation(base),
            Orientation(base + 1),
            Orientation(base + 2),
            Orientation(base + 3),
        ]
    }

    /// A number 0..24 naming this orientation.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    const fn sides(self) -> &'static Sides {
        &SIDES[self.0 as usize]
    }

    /// The face on top: the symbol that decides the hop.
    #[inline]
    pub const fn top(self) -> Face {
        self.sides().top
    }

    /// The face on the board.
    pub const fn bottom(self) -> Face {
        self.sides().bottom
    }

    /// The face towards rank 7.
    pub const fn north(self) -> Face {
        self.sides().north
    }

    /// The face towards rank 1.
    pub const fn south(self) -> Face {
        self.sides().south
    }

    /// The face towards file g.
    pub const fn east(self) -> Face {
        self.sides().east
    }

    /// The face towards file a.
    pub const fn west(self) -> Face {
        self.sides().west
    }

    /// The orientation after the cube tips over its bottom edge towards `direction`.
    #[inline]
    pub const fn tipped(self, direction: Direction) -> Orientation {
        TIPS[self.0 as usize][direction as usize]
    }

    /// The orientation after a quarter turn clockwise, seen from above.
    pub const fn yawed(self) -> Orientation {
        YAWS[self.0 as usize]
    }
}

impl fmt::Display for Orientation {
    /// The top and north letters, as in position notation: `SC` is Star up, Cross north.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.top().letter(), self.north().letter())
    }
}

impl fmt::Debug for Orientation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl From<Orientation> for String {
    fn from(orientation: Orientation) -> String {
        orientation.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Direction::*;
    use Face::*;

    fn o(top: Face, north: Face) -> Orientation {
        Orientation::new(top, north).expect("adjacent faces")
    }

    #[test]
    fn opposite_faces_are_star_stop_cross_x_slider_hoops() {
        for (a, b) in [(Star, Stop), (Cross, X), (Slider, Hoops)] {
            assert_eq!(a.opposite(), b);
            assert_eq!(b.opposite(), a);
        }
    }

    #[test]
    fn star_up_reads_cross_slider_x_hoops_clockwise_from_north() {
        let star_up = o(Star, Cross);
        assert_eq!(
            [
                star_up.north(),
                star_up.east(),
                star_up.south(),
                star_up.west()
            ],
            [Cross, Slider, X, Hoops]
        );
        assert_eq!(star_up.bottom(), Stop);
    }

    #[test]
    fn x_is_stop_cross_slider() {
        // The spec's handedness: X = Stop × Slider as face normals. With Stop
        // up (z) and Slider north (y), X points along z × y = −x: west.
        let stop_up = o(Stop, Slider);
        assert_eq!(stop_up.west(), X);
        assert_eq!(stop_up.east(), Cross);
    }

    #[test]
    fn opposite_and_same_faces_make_no_orientation() {
        for face in Face::ALL {
            assert_eq!(Orientation::new(face, face), None);
            assert_eq!(Orientation::new(face, face.opposite()), None);
        }
    }

    #[test]
    fn every_orientation_shows_six_different_faces() {
        for orientation in Orientation::ALL {
            let mut faces = [
                orientation.top(),
                orientation.bottom(),
                orientation.north(),
                orientation.south(),
                orientation.east(),
                orientation.west(),
            ];
            faces.sort();
            assert_eq!(faces, Face::ALL, "{orientation:?}");
        }
    }

    #[test]
    fn tipping_lifts_the_face_opposite_the_direction() {
        // The spec: north puts the old south face on top; east: old west;
        // south: old north; west: old east.
        for orientation in Orientation::ALL {
            assert_eq!(orientation.tipped(North).top(), orientation.south());
            assert_eq!(orientation.tipped(East).top(), orientation.west());
            assert_eq!(orientation.tipped(South).top(), orientation.north());
            assert_eq!(orientation.tipped(West).top(), orientation.east());
            assert_eq!(orientation.tipped(North).north(), orientation.top());
            assert_eq!(orientation.tipped(East).east(), orientation.top());
        }
    }

    #[test]
    fn tipping_back_undoes_a_tip_and_four_tips_come_round() {
        for orientation in Orientation::ALL {
            for direction in Direction::ALL {
                let there = orientation.tipped(direction);
                assert_eq!(there.tipped(direction.opposite()), orientation);
                let round = there.tipped(direction).tipped(direction).tipped(direction);
                assert_eq!(round, orientation);
            }
        }
    }

    #[test]
    fn yaw_turns_clockwise_and_keeps_the_top() {
        let star_up = o(Star, Cross);
        let turned = star_up.yawed();
        assert_eq!(turned.top(), Star);
        assert_eq!(turned.north(), Hoops);
        assert_eq!(turned.east(), Cross);
        for orientation in Orientation::ALL {
            assert_eq!(orientation.yawed().yawed().yawed().yawed(), orientation);
        }
    }

    #[test]
    fn with_top_lists_the_four_turns() {
        for face in Face::ALL {
            let turns = Orientation::with_top(face);
            assert!(turns.iter().all(|t| t.top() == face));
            assert_eq!(turns[0].yawed().yawed().yawed().yawed(), turns[0]);
            let mut norths: Vec<Face> = turns.iter().map(|t| t.north()).collect();
            norths.sort();
            norths.dedup();
            assert_eq!(norths.len(), 4);
        }
    }
}
