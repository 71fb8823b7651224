//! The players and their eleven bugs.

use std::fmt;

/// A player. White moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
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
}

impl Bug {
    /// Every bug, in UHP order.
    pub const ALL: [Bug; 5] = [
        Bug::Queen,
        Bug::Spider,
        Bug::Beetle,
        Bug::Grasshopper,
        Bug::Ant,
    ];

    /// How many of this bug each player has.
    pub const fn count(self) -> u8 {
        match self {
            Bug::Queen => 1,
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
            _ => None,
        }
    }
}

/// One tile: its owner, its bug and its number among that owner's bugs of
/// the kind (from 1; the Queen has none in UHP names).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Piece {
    /// Whose.
    pub colour: Colour,
    /// Which bug.
    pub bug: Bug,
    /// Its number, from 1.
    pub number: u8,
}

impl fmt::Display for Piece {
    /// The UHP name: `wQ`, `bA2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.colour.letter(), self.bug.letter())?;
        if self.bug != Bug::Queen {
            write!(f, "{}", self.number)?;
        }
        Ok(())
    }
}
