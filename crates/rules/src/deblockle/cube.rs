//! The symbol cube: its six faces, their layout, and its 24 orientations.
//!
//! The layout is data ([`STANDARD_LAYOUT`]); the orientation, tip and yaw
//! tables are derived from it at compile time, so a different printing of
//! the cube would be a one-line change.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::square::Direction;

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
    const fn index(self) -> usize {
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

/// A unit vector in board axes: x east, y north, z up (right-handed).
type Vector = [i8; 3];

const UP: Vector = [0, 0, 1];
const NORTH: Vector = [0, 1, 0];
const EAST: Vector = [1, 0, 0];

const fn negate(v: Vector) -> Vector {
    [-v[0], -v[1], -v[2]]
}

const fn cross(a: Vector, b: Vector) -> Vector {
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
    const fn normal(&self, face: Face) -> Vector {
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
    const fn face_towards(&self, normal: Vector) -> Face {
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
