//! How many turns a lone block needs to leave the board: the backbone of
//! any Deblockle evaluation, since a side wins by clearing its blocks.

use std::sync::OnceLock;

use super::bitboard::Bitboard;
use super::board::STARS;
use super::cube::Orientation;
use super::player::{ByPlayer, Player};
use super::square::{Direction, Square};
use super::steps::{Tip, hop_destinations, tip};

/// The most turns any lone block needs (from any square, lying any way).
pub const MAX_TURNS_TO_LEAVE: u8 = 5;

/// Marks a square no block stands on (a star) in the table.
const NONE: u8 = u8::MAX;

type Table = [[u8; 24]; 49];

/// The number of turns (tip and hop each) that `owner`'s block on `square`,
/// lying as `orientation`, needs to leave the board from its target star if
/// no other block were in the way; `None` on a star, where no block stands.
/// Exact, from the rules' own tip and hop, and the same under every rules
/// option (alone on the board every hop has somewhere to go, and nothing is
/// adjacent).
pub fn turns_to_leave(owner: Player, square: Square, orientation: Orientation) -> Option<u8> {
    static TABLES: OnceLock<ByPlayer<Table>> = OnceLock::new();
    let turns = TABLES.get_or_init(|| ByPlayer::new_with(solve))[owner][square.index()]
        [orientation.index()];
    (turns != NONE).then_some(turns)
}

/// Every place a lone block can be after one turn: `None` when it leaves.
fn lone_moves(
    owner: Player,
    from: Square,
    orientation: Orientation,
) -> impl Iterator<Item = Option<(Square, Orientation)>> {
    Direction::ALL.into_iter().flat_map(move |direction| {
        match tip(owner, from, orientation, direction, Bitboard::EMPTY) {
            Err(_) => Vec::new(),
            Ok(Tip::Removal) => vec![None],
            Ok(Tip::Lands {
                square,
                orientation,
            }) => match hop_destinations(orientation.top(), square, Bitboard::EMPTY) {
                None => vec![Some((square, orientation))],
                Some(ends) => ends.squares().map(|end| Some((end, orientation))).collect(),
            },
        }
    })
}

/// Relaxes "1 + the best next place" until nothing improves; every block
/// settles within a few rounds since none needs more than five turns.
fn solve(owner: Player) -> Table {
    let mut table = [[NONE; 24]; 49];
    loop {
        let mut changed = false;
        for square in Square::ALL.into_iter().filter(|&s| !STARS.contains(s)) {
            for orientation in Orientation::ALL {
                let best = lone_moves(owner, square, orientation)
                    .map(|next| match next {
                        None => 1,
                        Some((to, lying)) => table[to.index()][lying.index()].saturating_add(1),
                    })
                    .min()
                    .unwrap_or(NONE);
                let entry = &mut table[square.index()][orientation.index()];
                if best < *entry {
                    *entry = best;
                    changed = true;
                }
            }
        }
        if !changed {
            return table;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deblockle::{Face, starting_squares};

    fn square(name: &str) -> Square {
        name.parse().expect("a square")
    }

    fn all_turns(owner: Player, squares: &[Square]) -> Vec<u8> {
        let mut turns: Vec<u8> = squares
            .iter()
            .flat_map(|&square| {
                Orientation::ALL
                    .into_iter()
                    .filter_map(move |orientation| turns_to_leave(owner, square, orientation))
            })
            .collect();
        turns.sort_unstable();
        turns
    }

    #[test]
    fn every_lone_block_leaves_within_five_turns() {
        // shared/notes/deblockle-facts.md, measured with an independent implementation.
        for owner in Player::BOTH {
            let turns = all_turns(owner, &Square::ALL);
            assert_eq!(turns.len(), 47 * 24, "every square but the stars");
            assert_eq!(turns.last(), Some(&MAX_TURNS_TO_LEAVE));
            assert_eq!(turns.first(), Some(&1));
        }
    }

    #[test]
    fn from_the_starting_squares_the_median_is_three_turns() {
        // The same note: from the four starting squares, min 2, median 3, max 5.
        for owner in Player::BOTH {
            let squares = starting_squares(owner, 4).expect("four blocks");
            let turns = all_turns(owner, squares);
            assert_eq!(turns.len(), 96);
            assert_eq!(turns[0], 2);
            assert_eq!(turns[48], 3);
            assert_eq!(turns[95], 5);
        }
    }

    #[test]
    fn a_block_beside_its_target_with_the_star_on_the_far_side_leaves_in_one() {
        // Gold on d5 with Star facing south tips north Star-up onto d6.
        let star_south = Orientation::new(Face::Cross, Face::Star)
            .expect("adjacent")
            .yawed()
            .yawed();
        assert_eq!(star_south.south(), Face::Star);
        assert_eq!(
            turns_to_leave(Player::Gold, square("d5"), star_south),
            Some(1)
        );
        // Teal's target is d2: from d3 it tips south, so the Star must face north.
        let star_north = Orientation::new(Face::Cross, Face::Star).expect("adjacent");
        assert_eq!(
            turns_to_leave(Player::Teal, square("d3"), star_north),
            Some(1)
        );
        // Gold on d3 with Star facing south cannot leave at once: d2 is Teal's target.
        assert!(turns_to_leave(Player::Gold, square("d3"), star_south) > Some(1));
    }

    #[test]
    fn stars_hold_no_block() {
        for owner in Player::BOTH {
            for star in [square("d2"), square("d6")] {
                assert_eq!(turns_to_leave(owner, star, Orientation::ALL[5]), None);
            }
        }
    }
}
