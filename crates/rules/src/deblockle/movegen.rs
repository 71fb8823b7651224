//! Legal move generation, written once for listing and for counting.

use arrayvec::ArrayVec;

use super::bitboard::Bitboard;
use super::position::{Move, Position};
use super::rules::TipWithoutHop;
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
    let rules = position.rules();
    // With no_adjacent, no move may end on a square next to an opponent.
    let forbidden_ends = if rules.no_adjacent {
        theirs.orthogonal_neighbours()
    } else {
        Bitboard::EMPTY
    };
    for from in own {
        if !(own.without(from) & forbidden_ends).is_empty() {
            // Another of our blocks already touches an opponent and stays put.
            continue;
        }
        let others = (own | theirs).without(from);
        let orientation = board.orientation_at(from);
        for direction in Direction::ALL {
            let stay = Move {
                from,
                tip: direction,
                hop: None,
            };
            match tip(mover, from, orientation, direction, others) {
                Err(_) => {}
                Ok(Tip::Removal) => sink.single(stay),
                Ok(Tip::Lands {
                    square,
                    orientation,
                }) => match hop_destinations(orientation.top(), square, others) {
                    None => {
                        if !forbidden_ends.contains(square) {
                            sink.single(stay);
                        }
                    }
                    Some(ends) if ends.is_empty() => {
                        if rules.tip_without_hop == TipWithoutHop::Stay
                            && !forbidden_ends.contains(square)
                        {
                            sink.single(stay);
                        }
                    }
                    Some(ends) => sink.hops(from, direction, ends & !forbidden_ends),
                },
            }
        }
    }
}
