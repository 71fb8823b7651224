//! The players and their bugs: the base game's eleven each and the three
//! expansion bugs (Mosquito, Ladybug, Pillbug), one each.

use std::fmt;

/// A player. White moves first.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, serde::Serialize, serde::Deserialize,
)]
pub enum Colour {
    /// Moves first.
    White,
    /// Moves second.
    Black,
}

impl Colour {
    /// The other player.
    pub const fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// 0 for White, 1 for Black.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter in UHP piece names: `w` or `b`.
    pub const fn letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }
}

/// A kind of bug.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Bug {
    /// Slides one hex; surround it to win.
    Queen,
    /// One hex, climbing on and off the hive.
    Beetle,
    /// Jumps in a line over the hive.
    Grasshopper,
    /// Exactly three slides.
    Spider,
    /// Any number of slides.
    Ant,
    /// Moves as any bug it touches (expansion).
    Mosquito,
    /// Two steps over the hive and one down (expansion).
    Ladybug,
    /// One slide, or moves a neighbour over itself (expansion).
    Pillbug,
}

impl Bug {
    /// Every bug, in UHP order: the base game's, then the expansions'.
    pub const ALL: [Bug; 8] = [
        Bug::Queen,
        Bug::Spider,
        Bug::Beetle,
        Bug::Grasshopper,
        Bug::Ant,
        Bug::Mosquito,
        Bug::Ladybug,
        Bug::Pillbug,
    ];

    /// How many of this bug each player has.
    pub const fn count(self) -> u8 {
        match self {
            Bug::Queen | Bug::Mosquito | Bug::Ladybug | Bug::Pillbug => 1,
            Bug::Beetle | Bug::Spider => 2,
            Bug::Grasshopper | Bug::Ant => 3,
        }
    }

    /// The letter in UHP piece names.
    pub const fn letter(self) -> char {
        match self {
            Bug::Queen => 'Q',
            Bug::Beetle => 'B',
            Bug::Grasshopper => 'G',
            Bug::Spider => 'S',
            Bug::Ant => 'A',
            Bug::Mosquito => 'M',
            Bug::Ladybug => 'L',
            Bug::Pillbug => 'P',
        }
    }

    /// The bug for a UHP letter.
    pub const fn from_letter(letter: char) -> Option<Bug> {
        match letter {
            'Q' => Some(Bug::Queen),
            'B' => Some(Bug::Beetle),
            'G' => Some(Bug::Grasshopper),
            'S' => Some(Bug::Spider),
            'A' => Some(Bug::Ant),
            'M' => Some(Bug::Mosquito),
            'L' => Some(Bug::Ladybug),
            'P' => Some(Bug::Pillbug),
            _ => None,
        }
    }
}

/// One tile: its owner, its bug and its number among that owner's bugs of
/// the kind (from 1; the Queen has none in UHP names). Saved by its UHP
/// name.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, serde::Serialize, serde::Deserialize,
)]
#[serde(try_from = "String", into = "String")]
pub struct Piece {
    /// Whose.
    pub colour: Colour,
    /// Which bug.
    pub bug: Bug,
    /// Its number, from 1.
    pub number: u8,
}

/// Every tile by id (see [`Piece::id`]): the move generator names a tile
/// by its id for each move it finds, and a lookup is quicker than working
/// the tile out.
const PIECES: [Piece; TILES] = {
    let mut pieces = [Piece {
        colour: Colour::White,
        bug: Bug::Queen,
        number: 1,
    }; TILES];
    let mut id = 0;
    while id < TILES {
        let colour = if id < TILES_EACH {
            Colour::White
        } else {
            Colour::Black
        };
        let (bug, number) = SLOTS[id % TILES_EACH];
        pieces[id] = Piece {
            colour,
            bug,
            number,
        };
        id += 1;
    }
    pieces
};

impl Bug {
    /// Whether this bug comes in an expansion, not the base game.
    pub const fn is_expansion(self) -> bool {
        matches!(self, Bug::Mosquito | Bug::Ladybug | Bug::Pillbug)
    }
}

/// Each player's tiles in id order: the Queen, then each bug of
/// [`Bug::ALL`] by number.
const SLOTS: [(Bug, u8); TILES_EACH] = [
    (Bug::Queen, 1),
    (Bug::Spider, 1),
    (Bug::Spider, 2),
    (Bug::Beetle, 1),
    (Bug::Beetle, 2),
    (Bug::Grasshopper, 1),
    (Bug::Grasshopper, 2),
    (Bug::Grasshopper, 3),
    (Bug::Ant, 1),
    (Bug::Ant, 2),
    (Bug::Ant, 3),
    (Bug::Mosquito, 1),
    (Bug::Ladybug, 1),
    (Bug::Pillbug, 1),
];

/// How many tiles each player has with every expansion.
pub(super) const TILES_EACH: usize = 14;
/// How many tiles there are.
pub(super) const TILES: usize = 2 * TILES_EACH;

impl Bug {
    /// The id slot of this bug's first tile (see [`SLOTS`]).
    const fn first_slot(self) -> usize {
        match self {
            Bug::Queen => 0,
            Bug::Spider => 1,
            Bug::Beetle => 3,
            Bug::Grasshopper => 5,
            Bug::Ant => 8,
            Bug::Mosquito => 11,
            Bug::Ladybug => 12,
            Bug::Pillbug => 13,
        }
    }
}

impl Piece {
    /// A dense number for array indexing: White's tiles 0–13, Black's 14–27.
    pub(super) const fn id(self) -> usize {
        self.colour.index() * TILES_EACH + self.bug.first_slot() + self.number as usize - 1
    }

    /// Every tile of both players: White's in UHP order, then Black's.
    pub fn all() -> impl Iterator<Item = Piece> {
        (0..TILES).map(Piece::from_id)
    }

    /// The tile with this id (below [`TILES`]).
    pub(super) const fn from_id(id: usize) -> Piece {
        PIECES[id]
    }

    /// The ids of `colour`'s tiles.
    pub(super) const fn ids_of(colour: Colour) -> std::ops::Range<usize> {
        colour.index() * TILES_EACH..(colour.index() + 1) * TILES_EACH
    }
}

impl From<Piece> for String {
    fn from(piece: Piece) -> String {
        piece.to_string()
    }
}

impl TryFrom<String> for Piece {
    type Error = super::HiveNotationError;

    fn try_from(name: String) -> Result<Piece, Self::Error> {
        Piece::parse(&name)
    }
}

impl fmt::Display for Piece {
    /// The UHP name: `wQ`, `bA2`, `wM` (a bug of one has no number).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.colour.letter(), self.bug.letter())?;
        if self.bug.count() > 1 {
            write!(f, "{}", self.number)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_number_every_tile_once() {
        let mut seen = [false; TILES];
        for colour in [Colour::White, Colour::Black] {
            for bug in Bug::ALL {
                for number in 1..=bug.count() {
                    let piece = Piece {
                        colour,
                        bug,
                        number,
                    };
                    assert!(Piece::ids_of(colour).contains(&piece.id()));
                    assert!(!seen[piece.id()], "{piece}");
                    seen[piece.id()] = true;
                    assert_eq!(Piece::from_id(piece.id()), piece);
                }
            }
        }
        assert!(seen.iter().all(|&s| s));
    }
}
