//! The two players, and per-player data.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

use super::square::{Square, named};

/// A player. Gold sits at the south edge, Teal at the north edge.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub enum Player {
    /// South; home star d2; target star d6.
    Gold,
    /// North; home star d6; target star d2.
    Teal,
}

impl Player {
    /// Both players, Gold first.
    pub const BOTH: [Player; 2] = [Player::Gold, Player::Teal];

    /// The other player.
    pub const fn opponent(self) -> Player {
        match self {
            Player::Gold => Player::Teal,
            Player::Teal => Player::Gold,
        }
    }

    /// The star on this player's side of the board.
    pub const fn home_star(self) -> Square {
        match self {
            Player::Gold => D2,
            Player::Teal => D6,
        }
    }

    /// The star this player's blocks leave the board from: the opponent's home.
    pub const fn target_star(self) -> Square {
        self.opponent().home_star()
    }

    /// The letter in position notation: `g` or `t`.
    pub const fn letter(self) -> char {
        match self {
            Player::Gold => 'g',
            Player::Teal => 't',
        }
    }

    /// The player for a notation letter (lower case).
    pub const fn from_letter(letter: char) -> Option<Player> {
        match letter {
            'g' => Some(Player::Gold),
            't' => Some(Player::Teal),
            _ => None,
        }
    }
}

const D2: Square = named(b"d2");
const D6: Square = named(b"d6");

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::Gold => "Gold",
            Player::Teal => "Teal",
        })
    }
}

/// One value for each player.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct ByPlayer<T> {
    /// Gold's value.
    pub gold: T,
    /// Teal's value.
    pub teal: T,
}

impl<T> ByPlayer<T> {
    /// The same value for both players.
    pub fn both(value: T) -> ByPlayer<T>
    where
        T: Clone,
    {
        ByPlayer {
            gold: value.clone(),
            teal: value,
        }
    }

    /// Each player's value, computed.
    pub fn new_with(mut f: impl FnMut(Player) -> T) -> ByPlayer<T> {
        ByPlayer {
            gold: f(Player::Gold),
            teal: f(Player::Teal),
        }
    }
}

impl<T> Index<Player> for ByPlayer<T> {
    type Output = T;
    fn index(&self, player: Player) -> &T {
        match player {
            Player::Gold => &self.gold,
            Player::Teal => &self.teal,
        }
    }
}

impl<T> IndexMut<Player> for ByPlayer<T> {
    fn index_mut(&mut self, player: Player) -> &mut T {
        match player {
            Player::Gold => &mut self.gold,
            Player::Teal => &mut self.teal,
        }
    }
}
