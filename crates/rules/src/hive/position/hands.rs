//! What the players hold: the tiles in this game's box, and each one's
//! hand (the boxed tiles not yet placed).

use super::{Position, ids_in, queen};
use crate::hive::piece::{Bug, Colour, Piece, TILES};
use crate::hive::rules::Expansions;

impl Position {
    /// Every tile of this game (the base game's and its expansions'), both
    /// players', in id order.
    pub fn pieces(&self) -> impl Iterator<Item = Piece> + use<> {
        ids_in(self.boxed).map(Piece::from_id)
    }

    /// The kinds of bug in this game, in UHP order.
    pub fn bugs(&self) -> impl Iterator<Item = Bug> + use<> {
        let expansions = self.rules.expansions;
        Bug::ALL
            .into_iter()
            .filter(move |&bug| expansions.includes(bug))
    }

    /// The next tile of `bug` in `colour`'s hand, if any is left.
    pub fn next_in_hand(&self, colour: Colour, bug: Bug) -> Option<Piece> {
        let in_hand = self.hand_bits(colour, bug);
        (in_hand != 0).then(|| Piece::from_id(in_hand.trailing_zeros() as usize))
    }

    /// How many tiles of `bug` `colour` still holds.
    pub fn in_hand(&self, colour: Colour, bug: Bug) -> u8 {
        self.hand_bits(colour, bug).count_ones() as u8
    }

    /// The ids of `colour`'s tiles of `bug` still in hand, as bits.
    fn hand_bits(&self, colour: Colour, bug: Bug) -> u32 {
        let first = Piece {
            colour,
            bug,
            number: 1,
        }
        .id();
        let kind = ((1u32 << bug.count()) - 1) << first;
        kind & self.boxed & !self.placed
    }

    /// Whether `colour`'s Queen is in the hive.
    pub fn queen_placed(&self, colour: Colour) -> bool {
        self.is_placed(queen(colour).id())
    }
}

/// The tiles of a game with `expansions`, a bit per id.
pub(super) const fn boxed(expansions: Expansions) -> u32 {
    let mut bits = 0;
    let mut id = 0;
    while id < TILES {
        if expansions.includes(Piece::from_id(id).bug) {
            bits |= 1 << id;
        }
        id += 1;
    }
    bits
}
