//! Turns taken back: every board one turn before a given one, for working
//! backwards from the ends of games (the solved endgames). A block's last
//! turn is undone hop first, then tip.

use super::bitboard::Bitboard;
use super::board::{Block, Board, STARS};
use super::cube::{Face, Orientation};
use super::movegen::Pieces;
use super::player::Player;
use super::position::Move;
use super::rules::{MoveRules, TipWithoutHop};
use super::square::{Direction, Square};
use super::steps::hop_destinations;

/// Every turn `mover` could just have taken to reach `board` under `rules`,
/// as the board before it (with `mover` to move) and the move. Only turns
/// that leave the block on the board: undoing a removal would add a block.
pub fn turns_before(
    board: &Board,
    mover: Player,
    rules: MoveRules,
    mut each: impl FnMut(Board, Move),
) {
    let pieces = Pieces {
        mover,
        own: board.occupied_by(mover),
        theirs: board.occupied_by(mover.opponent()),
        rules,
    };
    for end in pieces.own {
        let orientation = board.orientation_at(end);
        pieces.turns_back(end, orientation, |mv, before| {
            let mut board_before = *board;
            board_before.remove(end);
            board_before.put(
                mv.from,
                Block {
                    owner: mover,
                    orientation: before,
                },
            );
            each(board_before, mv);
        });
    }
}

impl Pieces {
    /// Every turn that could just have brought the mover's block to `end`,
    /// lying as `orientation` (the pieces as they are now, that block among
    /// the mover's): the move and how the block lay before it.
    ///
    /// The forward rules read backwards: the hop undone (Cross, X and Hoops
    /// hops are symmetric, so the squares a hop could have come from are
    /// the squares a hop could go to; a Slider's are checked forwards),
    /// then the tip (any free square beside the landing square, since the
    /// symbol on top is not the Star). The property tests check that these
    /// are exactly the turns move generation plays, under every rule.
    pub fn turns_back(
        &self,
        end: Square,
        orientation: Orientation,
        mut each: impl FnMut(Move, Orientation),
    ) {
        let top = orientation.top();
        // A block shows the Star only before its first tip; a side without
        // blocks had won before any turn.
        if top == Face::Star || self.theirs.is_empty() {
            return;
        }
        let others = (self.own | self.theirs).without(end);
        // With no_adjacent the turn ended away from the opponent, and the
        // mover's other blocks, which stood still, were away too.
        if self.rules.no_adjacent {
            let forbidden = self.theirs.orthogonal_neighbours();
            if forbidden.contains(end) || !(self.own.without(end) & forbidden).is_empty() {
                return;
            }
        }
        for landed in self.landings(top, end, others) {
            for tip in Direction::ALL {
                let Some(from) = landed.step(tip.opposite()) else {
                    continue;
                };
                if others.contains(from) || STARS.contains(from) {
                    continue;
                }
                let hop = (landed != end).then_some(end);
                each(Move { from, tip, hop }, orientation.tipped(tip.opposite()));
            }
        }
    }

    /// Where a block now on `end` showing `top` could have landed from its
    /// tip: the squares a hop could have come from, and `end` itself when
    /// the symbol does not hop there.
    fn landings(&self, top: Face, end: Square, others: Bitboard) -> Bitboard {
        let here = Bitboard::from_square(end);
        let hopped_from = match top {
            Face::Stop | Face::Star => Bitboard::EMPTY,
            Face::Cross => here.orthogonal_neighbours(),
            Face::X => here.diagonal_neighbours(),
            // Three single steps read backwards are three single steps.
            Face::Hoops => hop_destinations(Face::Hoops, end, others).unwrap_or(Bitboard::EMPTY),
            Face::Slider => {
                let mut starts = Bitboard::EMPTY;
                for start in rays(end, others) & !STARS {
                    if hop_destinations(Face::Slider, start, others)
                        .is_some_and(|ends| ends.contains(end))
                    {
                        starts = starts.with(start);
                    }
                }
                starts
            }
        };
        // It stood if its symbol had no legal end there: none at all, or,
        // under `stay`, none that no_adjacent allows.
        let forbidden = if self.rules.no_adjacent {
            self.theirs.orthogonal_neighbours()
        } else {
            Bitboard::EMPTY
        };
        let stayed = match hop_destinations(top, end, others) {
            None => true,
            Some(ends) => {
                self.rules.tip_without_hop == TipWithoutHop::Stay && (ends & !forbidden).is_empty()
            }
        };
        let landings = hopped_from & !others & !STARS;
        if stayed { landings | here } else { landings }
    }
}

/// The squares in a straight line from `square` up to the first block or
/// the edge, stars included (a Slider crosses them).
fn rays(square: Square, others: Bitboard) -> Bitboard {
    let mut squares = Bitboard::EMPTY;
    for direction in Direction::ALL {
        let mut last = square;
        while let Some(next) = last.step(direction) {
            if others.contains(next) {
                break;
            }
            squares = squares.with(next);
            last = next;
        }
    }
    squares
}
