//! Squares of the 7×7 board and the four directions a block can tip in.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The board is this many squares wide and high.
pub const SIZE: u8 = 7;

/// One of the 49 squares, `a1` to `g7`. Files `a`–`g` run west to east,
/// ranks `1`–`7` south to north.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Square(u8);

impl Square {
    /// Every square, a1 first, then along rank 1 to g1, then rank 2, …
    pub const ALL: [Square; 49] = {
        let mut all = [Square(0); 49];
        let mut i = 0;
        while i < 49 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square at `x` (file, 0 = a) and `y` (rank − 1), if it is on the board.
    #[inline]
    pub const fn new(x: u8, y: u8) -> Option<Square> {
        if x < SIZE && y < SIZE {
            Some(Square(y * SIZE + x))
        } else {
            None
        }
    }

    /// The square with this index (`y * 7 + x`), if it is on the board.
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < SIZE * SIZE {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square named by a file letter and a rank digit: `*b"d2"`.
    pub const fn from_name(name: [u8; 2]) -> Option<Square> {
        let [file, rank] = name;
        if file < b'a' || rank < b'1' {
            return None;
        }
        Square::new(file - b'a', rank - b'1')
    }

    /// `y * 7 + x`, 0..49.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 (a) to 6 (g).
    #[inline]
    pub const fn x(self) -> u8 {
        self.0 % SIZE
    }

    /// The rank minus one, 0 (rank 1) to 6 (rank 7).
    #[inline]
    pub const fn y(self) -> u8 {
        self.0 / SIZE
    }

    /// The neighbouring square in `direction`, if it is on the board.
    #[inline]
    pub const fn step(self, direction: Direction) -> Option<Square> {
        match NEIGHBOURS[self.0 as usize][direction as usize] {
            OFF_BOARD => None,
            index => Some(Square(index)),
        }
    }

    /// The square `dx` files east and `dy` ranks north, if it is on the board.
    #[inline]
    pub const fn offset(self, dx: i8, dy: i8) -> Option<Square> {
        let x = self.x() as i8 + dx;
        let y = self.y() as i8 + dy;
        if x < 0 || y < 0 {
            return None;
        }
        Square::new(x as u8, y as u8)
    }

    /// The number of orthogonal steps between two squares.
    pub const fn manhattan_distance(self, other: Square) -> u8 {
        self.x().abs_diff(other.x()) + self.y().abs_diff(other.y())
    }
}

/// Marks a step off the board in [`NEIGHBOURS`].
const OFF_BOARD: u8 = u8::MAX;

/// `NEIGHBOURS[square][direction]`: the index of the square one step away
/// (move generation and solving step billions of times).
const NEIGHBOURS: [[u8; 4]; 49] = {
    let mut table = [[OFF_BOARD; 4]; 49];
    let mut square = 0;
    while square < 49 {
        let mut direction = 0;
        while direction < 4 {
            let (dx, dy) = Direction::ALL[direction].delta();
            if let Some(next) = Square::ALL[square].offset(dx, dy) {
                table[square][direction] = next.0;
            }
            direction += 1;
        }
        square += 1;
    }
    table
};

/// A square named in the source, for constants: a bad name fails the build.
pub(super) const fn named(name: &[u8; 2]) -> Square {
    match Square::from_name(*name) {
        Some(square) => square,
        None => panic!("not a square name"),
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.x()) as char, self.y() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl From<Square> for String {
    fn from(square: Square) -> String {
        square.to_string()
    }
}

/// One of the four orthogonal directions: where a block tips, or slides.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub enum Direction {
    /// Towards rank 7.
    North,
    /// Towards file g.
    East,
    /// Towards rank 1.
    South,
    /// Towards file a.
    West,
}

impl Direction {
    /// All four, clockwise from north: the order moves are listed in.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The step `(dx, dy)` on the board.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::East => (1, 0),
            Direction::South => (0, -1),
            Direction::West => (-1, 0),
        }
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }

    /// The letter in move notation: `N`, `E`, `S` or `W`.
    pub const fn letter(self) -> char {
        match self {
            Direction::North => 'N',
            Direction::East => 'E',
            Direction::South => 'S',
            Direction::West => 'W',
        }
    }

    /// The direction for a notation letter (upper case).
    pub const fn from_letter(letter: char) -> Option<Direction> {
        match letter {
            'N' => Some(Direction::North),
            'E' => Some(Direction::East),
            'S' => Some(Direction::South),
            'W' => Some(Direction::West),
            _ => None,
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Direction::North => "north",
            Direction::East => "east",
            Direction::South => "south",
            Direction::West => "west",
        };
        f.write_str(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_name_files_west_to_east_and_ranks_south_to_north() {
        assert_eq!(Square::new(0, 0).unwrap().to_string(), "a1");
        assert_eq!(Square::new(3, 1).unwrap().to_string(), "d2");
        assert_eq!(Square::new(6, 6).unwrap().to_string(), "g7");
        assert_eq!(Square::new(7, 0), None);
        assert_eq!(Square::new(0, 7), None);
    }

    #[test]
    fn steps_stay_on_the_board() {
        let a1 = Square::new(0, 0).unwrap();
        assert_eq!(a1.step(Direction::South), None);
        assert_eq!(a1.step(Direction::West), None);
        assert_eq!(a1.step(Direction::North).unwrap().to_string(), "a2");
        assert_eq!(a1.step(Direction::East).unwrap().to_string(), "b1");
        let g7 = Square::new(6, 6).unwrap();
        assert_eq!(g7.step(Direction::North), None);
        assert_eq!(g7.step(Direction::East), None);
    }
}
