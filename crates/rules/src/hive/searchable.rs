//! Hive as a [`Game`] for search: seats are White (0) and Black (1).

use std::fmt;

use super::piece::Colour;
use super::position::{HiveOutcome, Move, Position, Undo};
use crate::game::{Finished, Game, mix};

impl fmt::Display for Move {
    /// The tile and its destination in axial coordinates (`wS1@1,-1`);
    /// [`Position::move_string`] writes UHP, which needs the position.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pass => f.write_str("pass"),
            Move::Place(piece, to) | Move::Move(piece, to) => {
                write!(f, "{piece}@{},{}", to.q, to.r)
            }
        }
    }
}

impl Game for Position {
    type Move = Move;

    fn to_move(&self) -> usize {
        self.to_move().index()
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        self.generate_moves(moves);
    }

    fn play(&self, mv: Move) -> Position {
        self.play_unchecked(mv)
    }

    // In place: a position is over 4 KB of grids, too much to copy at every
    // node of a search.
    type Undo = Undo;

    fn make(&mut self, mv: Move) -> Undo {
        Position::make(self, mv)
    }

    fn unmake(&mut self, mv: Move, undo: Undo) {
        Position::unmake(self, mv, undo);
    }

    fn finished(&self) -> Option<Finished> {
        self.outcome().map(|outcome| match outcome {
            HiveOutcome::Win(colour) => Finished::Won(colour.index()),
            HiveOutcome::Draw => Finished::Drawn,
        })
    }

    fn key(&self) -> u64 {
        // The turn number matters while a Queen is in hand (the first-turn
        // and fourth-turn rules); once both are down, only who is to move,
        // so that a position that comes back is the same position.
        let both_queens = self.queen_placed(Colour::White) && self.queen_placed(Colour::Black);
        let turn = if both_queens {
            self.ply() % 2
        } else {
            2 + self.ply()
        };
        // With the Pillbug, the tile moved last turn cannot move now (as
        // en passant in chess, a position is the same only with the same
        // moves); without it, that tile is always the other side's and
        // changes nothing.
        let stunned = if self.rules().expansions.pillbug {
            u64::from(self.last_moved_id()) << 16
        } else {
            0
        };
        mix(u64::from(turn) | stunned) ^ self.tiles_key()
    }
}

impl Colour {
    /// The player in a seat (0 White, else Black).
    pub const fn from_seat(seat: usize) -> Colour {
        if seat == 0 {
            Colour::White
        } else {
            Colour::Black
        }
    }
}
