//! Legal move generation, written once for listing and for counting.

use arrayvec::ArrayVec;

use super::bitboard::Bitboard;
use super::cube::Orientation;
use super::player::Player;
use super::position::{Move, Position};
use super::rules::{MoveRules, TipWithoutHop};
use super::square::{Direction, Square};
use super::steps::{Tip, hop_destinations, tip};

/// The legal moves of a position. Four blocks, four tips and at most sixteen
/// Hoops ends each bound a turn's choices to 256, so the list lives on the stack.
pub type MoveList = ArrayVec<Move, 256>;

/// Receives moves as they are generated.
pub(super) trait MoveSink {
    /// A move without a hop: a removal, a Stop tip, or a tip that stays.
    fn single(&mut self, mv: Move);
    /// One move per square of `ends` after the same tip.
    fn hops(&mut self, from: Square, tip: Direction, ends: Bitboard);
}

impl MoveSink for MoveList {
    fn single(&mut self, mv: Move) {
        self.push(mv);
    }

    fn hops(&mut self, from: Square, tip: Direction, ends: Bitboard) {
        self.extend(ends.squares().map(|end| Move {
            from,
            tip,
            hop: Some(end),
        }));
    }
}

/// Counts moves without listing them: perft's leaves and "can anyone move?".
#[derive(Default)]
pub(super) struct MoveCounter(pub(super) usize);

impl MoveSink for MoveCounter {
    fn single(&mut self, _: Move) {
        self.0 += 1;
    }

    fn hops(&mut self, _: Square, _: Direction, ends: Bitboard) {
        self.0 += ends.len() as usize;
    }
}

/// Feeds every legal move of the player to move into `sink`, block by block
/// (a1 first), tips north, east, south, west, hop ends a1 first. A finished
/// game has no moves. The turn is taken as given: no passing.
pub(super) fn generate(position: &Position, sink: &mut impl MoveSink) {
    let board = position.board();
    let mover = position.turn();
    let own = board.occupied_by(mover);
    let theirs = board.occupied_by(mover.opponent());
    if own.is_empty() || theirs.is_empty() {
        return;
    }
    let pieces = Pieces {
        mover,
        own,
        theirs,
        rules: position.rules(),
    };
    for from in own {
        pieces.block_turns(from, board.orientation_at(from), |tip, ends| {
            let stay = Move {
                from,
                tip,
                hop: None,
            };
            match ends {
                TipEnds::Removed => sink.single(stay),
                TipEnds::Lands { square, ends, .. } if ends == Bitboard::from_square(square) => {
                    sink.single(stay);
                }
                TipEnds::Lands { ends, .. } => sink.hops(from, tip, ends),
            }
        });
    }
}

/// Where one tip of a block can end the turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TipEnds {
    /// Star-up onto the target star: the block leaves the board.
    Removed,
    /// The block tipped onto `square`, lying as `orientation` (a hop never
    /// turns it), and may end the turn on any square of `ends`: `square`
    /// alone when it does not hop, never empty.
    Lands {
        /// The square tipped onto.
        square: Square,
        /// How the block lies after the tip.
        orientation: Orientation,
        /// Where the turn may end.
        ends: Bitboard,
    },
}

/// The blocks as one player's turn sees them: enough to list a block's
/// turns without a whole [`Position`] (the endgame solvers list billions).
#[derive(Clone, Copy, Debug)]
pub struct Pieces {
    /// The player to move.
    pub mover: Player,
    /// The mover's blocks.
    pub own: Bitboard,
    /// The opponent's blocks.
    pub theirs: Bitboard,
    /// The rules in force.
    pub rules: MoveRules,
}

impl Pieces {
    /// Every legal turn of the mover's block on `from`, lying as
    /// `orientation`: `each` gets the tip (north, east, south, west) and
    /// where that tip may end the turn, for the tips that may.
    #[inline]
    pub fn block_turns(
        &self,
        from: Square,
        orientation: Orientation,
        mut each: impl FnMut(Direction, TipEnds),
    ) {
        for direction in Direction::ALL {
            if let Some(ends) = self.tip_ends(from, orientation, direction) {
                each(direction, ends);
            }
        }
    }

    /// Where the mover's block on `from`, lying as `orientation`, may end
    /// the turn by tipping towards `direction`; `None` if it may not.
    #[inline]
    pub fn tip_ends(
        &self,
        from: Square,
        orientation: Orientation,
        direction: Direction,
    ) -> Option<TipEnds> {
        // With no_adjacent, no move may end on a square next to an opponent.
        let forbidden_ends = if self.rules.no_adjacent {
            self.theirs.orthogonal_neighbours()
        } else {
            Bitboard::EMPTY
        };
        if !(self.own.without(from) & forbidden_ends).is_empty() {
            // Another of our blocks already touches an opponent and stays put.
            return None;
        }
        let others = (self.own | self.theirs).without(from);
        let (square, orientation) = match tip(self.mover, from, orientation, direction, others) {
            Err(_) => return None,
            Ok(Tip::Removal) => return Some(TipEnds::Removed),
            Ok(Tip::Lands {
                square,
                orientation,
            }) => (square, orientation),
        };
        let stays = Bitboard::from_square(square) & !forbidden_ends;
        let ends = match hop_destinations(orientation.top(), square, others) {
            None => stays,
            // "No legal destination" counts no_adjacent too: a tip whose
            // every hop would end next to an opponent stands under `stay`.
            Some(ends) => match (ends & !forbidden_ends, self.rules.tip_without_hop) {
                (allowed, TipWithoutHop::Stay) if allowed.is_empty() => stays,
                (allowed, _) => allowed,
            },
        };
        (!ends.is_empty()).then_some(TipEnds::Lands {
            square,
            orientation,
            ends,
        })
    }
}
