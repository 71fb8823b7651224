//! Deblockle as a [`Game`] for search: seats are Gold (0) and Teal (1).

use super::player::Player;
use super::position::{Move, Position, Status};
use super::rules::TipWithoutHop;
use crate::game::{Finished, Game, mix};

impl Player {
    /// The seat of this player in [`Game`] terms: Gold 0, Teal 1.
    pub const fn seat(self) -> usize {
        match self {
            Player::Gold => 0,
            Player::Teal => 1,
        }
    }

    /// The player in a seat (0 Gold, else Teal).
    pub const fn from_seat(seat: usize) -> Player {
        if seat == 0 {
            Player::Gold
        } else {
            Player::Teal
        }
    }
}

impl Game for Position {
    type Move = Move;
    crate::copy_make!();

    fn to_move(&self) -> usize {
        self.turn().seat()
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.extend(Position::legal_moves(self));
    }

    fn play(&self, mv: Move) -> Position {
        self.play_unchecked(mv)
    }

    fn finished(&self) -> Option<Finished> {
        match self.status() {
            Status::Ongoing => None,
            Status::Won(player) => Some(Finished::Won(player.seat())),
            Status::Drawn => Some(Finished::Drawn),
        }
    }

    fn key(&self) -> u64 {
        let rules = self.rules();
        let mut key = mix(u64::from(rules.no_adjacent)
            | u64::from(rules.tip_without_hop == TipWithoutHop::Stay) << 1
            | (self.turn().seat() as u64) << 2);
        for (square, block) in self.board().blocks() {
            let feature =
                (block.owner.seat() * 49 + square.index()) * 24 + block.orientation.index();
            key ^= mix(feature as u64 + 8);
        }
        key
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn the_key_tells_apart_positions_one_move_apart_and_agrees_on_equal_ones() {
        let start = Position::example_start();
        let mut keys = HashSet::new();
        for mv in Position::legal_moves(&start) {
            let next = Game::play(&start, mv);
            assert_eq!(next.key(), next.clone().key());
            keys.insert(next.key());
        }
        assert_eq!(keys.len(), 39, "39 moves make 39 different positions");
        assert!(!keys.contains(&start.key()));
    }

    #[test]
    fn the_key_depends_on_who_is_to_move() {
        let start = Position::example_start();
        let teal: Position = Position::EXAMPLE_START
            .replace(" g", " t")
            .parse()
            .expect("a valid position");
        assert_ne!(start.key(), teal.key());
    }

    #[test]
    fn seats_are_gold_then_teal() {
        for player in Player::BOTH {
            assert_eq!(Player::from_seat(player.seat()), player);
        }
        assert_eq!(Position::example_start().to_move(), 0);
    }
}
