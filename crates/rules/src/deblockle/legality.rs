//! Why a move is illegal, in words a player understands.
//!
//! [`Position::check`] walks a move through the rules in the order a player
//! makes it (pick a block, tip, hop, end the turn) and names the first rule
//! it breaks. The tutorial shows these texts.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::bitboard::Bitboard;
use super::board::STARS;
use super::cube::Face;
use super::player::Player;
use super::position::{Move, Position};
use super::rules::TipWithoutHop;
use super::square::{Direction, Square};
use super::steps::{Tip, hop_destinations, tip};

/// A rule that a move breaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Error, Serialize, Deserialize)]
pub enum IllegalMove {
    /// Nobody moves in a finished game.
    #[error("the game is over")]
    GameOver,
    /// The move starts from an empty square.
    #[error("there is no block on {0}")]
    NoBlock(Square),
    /// The block belongs to the other player.
    #[error("the block on {square} is {owner}'s, not yours")]
    NotYourBlock {
        /// Where the block is.
        square: Square,
        /// Whose it is.
        owner: Player,
    },
    /// None of the block's tips leads to a legal move.
    #[error("the block on {0} has no legal move")]
    NoLegalMove(Square),
    /// A tip goes onto a square next to the block, not further off.
    #[error("a block tips onto a square next to it: north, east, south or west")]
    NotNextTo {
        /// The block's square.
        from: Square,
        /// The square asked for.
        to: Square,
    },
    /// The tip would roll the block off the edge.
    #[error("a block can't tip off the board")]
    TipOffBoard,
    /// The tip or hop would land on another block.
    #[error("that square is taken: there is a block on {0}")]
    SquareTaken(Square),
    /// The tip would land on the mover's own home star.
    #[error(
        "{star} is your home star: a block may tip onto a star only Star-up onto your target star, {target}"
    )]
    TipOntoHomeStar {
        /// The star tipped onto.
        star: Square,
        /// The mover's target star.
        target: Square,
    },
    /// The tip onto the target star would not leave the Star on top.
    #[error(
        "a block leaves the board only by landing Star-up on your target star; this tip would show the {top}"
    )]
    TargetNeedsStarUp {
        /// The face that would be on top.
        top: Face,
    },
    /// The tip would leave the Star on top away from the target star.
    #[error("a Star may only face up on your target star")]
    StarUpOffTarget,
    /// A hop was given for a block that leaves the board.
    #[error("the block leaves the board on your target star, so there is no hop")]
    HopAfterRemoval,
    /// A hop was given after a tip that shows Stop.
    #[error("Stop is on top: the turn ends without a hop")]
    StopHasNoHop,
    /// The tip leaves a symbol with nowhere to hop (standard rule).
    #[error("after this tip the {0} would have nowhere to go, so the tip is not allowed")]
    NowhereToHop(Face),
    /// A hop was given after a tip whose symbol has nowhere to go (option `stay`).
    #[error(
        "after this tip the {0} has nowhere to go: the block stays where it tipped, without a hop"
    )]
    StaysWithoutHop(Face),
    /// The hop was left out.
    #[error("the {face} on top must hop: name where it lands, for example {example}")]
    HopMissing {
        /// The face on top after the tip.
        face: Face,
        /// A legal completion of the move.
        example: Move,
    },
    /// The hop would end on a star space.
    #[error("a block may never end on a star")]
    HopOntoStar(Square),
    /// A Cross hop that is not one orthogonal step.
    #[error("a Cross hops exactly one square north, east, south or west")]
    CrossHopsOneSquare,
    /// An X hop that is not one diagonal step.
    #[error("an X hops exactly one square diagonally")]
    XHopsOneDiagonal,
    /// A Slider that did not move.
    #[error("the Slider must move at least one square")]
    SliderMustMove,
    /// A Slider hop off its row and column.
    #[error("a Slider slides in a straight line north, east, south or west")]
    SliderStraightLine,
    /// A Slider hop through a block.
    #[error("a Slider can't pass through a block")]
    SliderPathBlocked,
    /// A Slider hop that stops before the edge or a block, not just before a star.
    #[error(
        "a Slider slides until the edge or a block stops it; it may stop early only just before a star"
    )]
    SliderStopsEarly,
    /// A Hoops hop to an even distance.
    #[error(
        "Hoops takes exactly three single steps, so it always ends an odd number of squares away"
    )]
    HoopsOddDistance,
    /// A Hoops hop that no three-step path over empty squares reaches.
    #[error("Hoops can't reach that square in three single steps over empty squares")]
    HoopsNoPath,
    /// With `no_adjacent`, the turn would end with blocks of both sides side by side.
    #[error(
        "with no adjacent blocks, your turn may not end with one of your blocks next to an opponent's"
    )]
    EndsNextToOpponent,
}

/// The tip that rolls a block on `from` onto `to`.
///
/// # Errors
/// `to` is not next to `from` (north, east, south or west of it).
pub fn tip_onto(from: Square, to: Square) -> Result<Direction, IllegalMove> {
    Direction::ALL
        .into_iter()
        .find(|&direction| from.step(direction) == Some(to))
        .ok_or(IllegalMove::NotNextTo { from, to })
}

impl Position {
    /// Why the block on `square` cannot be moved at all this turn, or
    /// `None` when it has a legal move: the game is over, there is no
    /// block, it is the opponent's, or none of its tips leads anywhere.
    pub fn why_immobile(&self, square: Square) -> Option<IllegalMove> {
        if self.winner().is_some() {
            return Some(IllegalMove::GameOver);
        }
        let Some(block) = self.board().block_at(square) else {
            return Some(IllegalMove::NoBlock(square));
        };
        if block.owner != self.turn() {
            return Some(IllegalMove::NotYourBlock {
                square,
                owner: block.owner,
            });
        }
        let movable = self.legal_moves().iter().any(|mv| mv.from == square);
        (!movable).then_some(IllegalMove::NoLegalMove(square))
    }

    /// Checks `mv` against every rule.
    ///
    /// # Errors
    /// The first rule the move breaks, in the order a player makes the move.
    pub fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.winner().is_some() {
            return Err(IllegalMove::GameOver);
        }
        let board = self.board();
        let block = board
            .block_at(mv.from)
            .ok_or(IllegalMove::NoBlock(mv.from))?;
        if block.owner != self.turn() {
            return Err(IllegalMove::NotYourBlock {
                square: mv.from,
                owner: block.owner,
            });
        }
        let others = board.occupied().without(mv.from);
        let end = match tip(block.owner, mv.from, block.orientation, mv.tip, others)? {
            Tip::Removal if mv.hop.is_some() => return Err(IllegalMove::HopAfterRemoval),
            Tip::Removal => None,
            Tip::Lands {
                square,
                orientation,
            } => Some(self.check_hop(mv, square, orientation.top(), others)?),
        };
        if self.rules().no_adjacent {
            let ours = board.occupied_by(block.owner).without(mv.from);
            let ours = end.map_or(ours, |end| ours.with(end));
            let theirs = board.occupied_by(block.owner.opponent());
            if !(ours & theirs.orthogonal_neighbours()).is_empty() {
                return Err(IllegalMove::EndsNextToOpponent);
            }
        }
        Ok(())
    }

    /// Checks the hop after a tip onto `landed` showing `top`; returns the
    /// square where the turn ends.
    fn check_hop(
        &self,
        mv: Move,
        landed: Square,
        top: Face,
        others: Bitboard,
    ) -> Result<Square, IllegalMove> {
        let Some(ends) = hop_destinations(top, landed, others) else {
            return match mv.hop {
                Some(_) => Err(IllegalMove::StopHasNoHop),
                None => Ok(landed),
            };
        };
        if ends.is_empty() {
            return match (self.rules().tip_without_hop, mv.hop) {
                (TipWithoutHop::Forbid, _) => Err(IllegalMove::NowhereToHop(top)),
                (TipWithoutHop::Stay, Some(_)) => Err(IllegalMove::StaysWithoutHop(top)),
                (TipWithoutHop::Stay, None) => Ok(landed),
            };
        }
        // Under `stay`, a hop whose every end no_adjacent forbids is no hop
        // at all: the tip stands (the end of the turn is checked after).
        let staying = self.rules().tip_without_hop == TipWithoutHop::Stay
            && mv.hop.is_none()
            && (ends & !self.forbidden_ends()).is_empty();
        if staying {
            return Ok(landed);
        }
        match mv.hop {
            None => Err(IllegalMove::HopMissing {
                face: top,
                example: Move {
                    hop: Some(self.example_end(ends)),
                    ..mv
                },
            }),
            Some(end) if ends.contains(end) => Ok(end),
            Some(end) => Err(explain_unreachable_hop(top, landed, end, others)),
        }
    }

    /// The squares where the `no_adjacent` rule forbids the mover to end
    /// a turn (none without it).
    fn forbidden_ends(&self) -> Bitboard {
        if self.rules().no_adjacent {
            let theirs = self.board().occupied_by(self.turn().opponent());
            theirs.orthogonal_neighbours()
        } else {
            Bitboard::EMPTY
        }
    }

    /// One of `ends` to suggest to a player: one the `no_adjacent` rule
    /// allows, if there is one.
    fn example_end(&self, ends: Bitboard) -> Square {
        let allowed = ends & !self.forbidden_ends();
        let mut candidates = allowed.squares().chain(ends.squares());
        candidates.next().unwrap_or(Square::ALL[0])
    }
}

/// Why a block showing `top` on `from` cannot hop to `end`, which is not
/// among its legal ends.
fn explain_unreachable_hop(top: Face, from: Square, end: Square, others: Bitboard) -> IllegalMove {
    if STARS.contains(end) {
        return IllegalMove::HopOntoStar(end);
    }
    if others.contains(end) {
        return IllegalMove::SquareTaken(end);
    }
    match top {
        Face::Cross => IllegalMove::CrossHopsOneSquare,
        Face::X => IllegalMove::XHopsOneDiagonal,
        Face::Hoops if from.manhattan_distance(end).is_multiple_of(2) => {
            IllegalMove::HoopsOddDistance
        }
        Face::Hoops => IllegalMove::HoopsNoPath,
        Face::Slider => explain_slider(from, end, others),
        // These never hop, so the caller never asks; Stop's answer fits both.
        Face::Stop | Face::Star => IllegalMove::StopHasNoHop,
    }
}

fn explain_slider(from: Square, end: Square, others: Bitboard) -> IllegalMove {
    if end == from {
        return IllegalMove::SliderMustMove;
    }
    let Some(direction) = Direction::ALL
        .into_iter()
        .find(|&direction| is_ray(from, direction, end))
    else {
        return IllegalMove::SliderStraightLine;
    };
    // A clear path to `end` that still is not an end means the Slider would
    // have had to stop early somewhere that is not before a star.
    let mut square = from;
    while let Some(next) = square.step(direction) {
        if next == end {
            break;
        }
        if others.contains(next) {
            return IllegalMove::SliderPathBlocked;
        }
        square = next;
    }
    IllegalMove::SliderStopsEarly
}

/// Whether `end` lies from `from` in `direction`.
fn is_ray(from: Square, direction: Direction, end: Square) -> bool {
    let (dx, dy) = direction.delta();
    let (ex, ey) = (
        end.x() as i8 - from.x() as i8,
        end.y() as i8 - from.y() as i8,
    );
    let steps = ex.abs() + ey.abs();
    steps > 0 && ex == dx * steps && ey == dy * steps
}
