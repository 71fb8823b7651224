//! Blokus 3D as a [`Game`] for search. The "seat" the trait speaks of is the
//! person: with two colours each, both of a player's colours are one seat,
//! so a two-player search sees a two-player game. A shared win is a draw.

use std::hash::{DefaultHasher, Hash, Hasher};

use super::placement::Placement;
use super::position::Position;
use crate::game::{Finished, Game};

impl Game for Position {
    type Move = Placement;
    crate::copy_make!();

    fn to_move(&self) -> usize {
        self.seating().player_of(self.seat_to_move())
    }

    fn legal_moves(&self, moves: &mut Vec<Placement>) {
        self.generate_placements(moves);
    }

    fn play(&self, placement: Placement) -> Position {
        let mut next = self.clone();
        // An illegal move leaves the position as it was (never a panic).
        let _ = next.place(placement);
        next
    }

    fn finished(&self) -> Option<Finished> {
        match self.winners()[..] {
            [] => None,
            [winner] => Some(Finished::Won(winner)),
            _ => Some(Finished::Drawn),
        }
    }

    fn key(&self) -> u64 {
        let mut hasher = DefaultHasher::new();
        self.cubes.hash(&mut hasher);
        self.hands.hash(&mut hasher);
        (self.out, self.to_move).hash(&mut hasher);
        hasher.finish()
    }
}
