//! Turns taken back: every board one turn before a given one, for working
//! backwards from the ends of games (the solved endgames). A block's last
//! turn is undone hop first, then tip; each candidate is then checked by
//! the rules that play forwards, so the two directions cannot disagree.

use super::bitboard::Bitboard;
use super::board::{Block, Board, STARS};
use super::cube::Face;
use super::player::Player;
use super::position::{Move, Position};
use super::rules::MoveRules;
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
    for (end, block) in board.blocks() {
        let top = block.orientation.top();
        // A block shows the Star only before its first tip.
        if block.owner != mover || top == Face::Star {
            continue;
        }
        let others = board.occupied().without(end);
        for landed in tipped_onto(top, end, others).squares() {
            for tip in Direction::ALL {
                let Some(from) = landed.step(tip.opposite()) else {
                    continue;
                };
                if others.contains(from) || STARS.contains(from) {
                    continue;
                }
                let mut before = *board;
                before.remove(end);
                before.put(
                    from,
                    Block {
                        owner: mover,
                        orientation: block.orientation.tipped(tip.opposite()),
                    },
                );
                let mv = Move {
                    from,
                    tip,
                    hop: (landed != end).then_some(end),
                };
                let legal = Position::new(before, mover, rules)
                    .is_ok_and(|position| position.turn() == mover && position.is_legal(mv));
                if legal {
                    each(before, mv);
                }
            }
        }
    }
}

/// Where a block now on `end` showing `top` may have landed from its tip:
/// every square it could have hopped from, and `end` itself (no hop). More
/// squares than the rules allow, never fewer; the rules check each.
fn tipped_onto(top: Face, end: Square, others: Bitboard) -> Bitboard {
    let here = Bitboard::from_square(end);
    let hopped_from = match top {
        Face::Stop | Face::Star => Bitboard::EMPTY,
        Face::Cross => here.orthogonal_neighbours(),
        Face::X => here.diagonal_neighbours(),
        // Three single steps read backwards are three single steps.
        Face::Hoops => hop_destinations(Face::Hoops, end, others).unwrap_or(Bitboard::EMPTY),
        Face::Slider => rays(end, others),
    };
    (hopped_from & !others & !STARS) | here
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
