//! Deblockle with a friend on another computer: the game begins from the
//! record of its start (the blocks as the seeded throw placed them, the
//! same on both screens), and each move goes in Deblockle's notation, read
//! and checked here.

use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::Game as _;
use tabletop_rules::deblockle::{GameRecord, Move, Player};

use super::session::{DeblockleRequest, DeblockleSession};
use crate::table::network::PlaysAcross;

impl PlaysAcross for DeblockleSession {
    fn opening(&self) -> String {
        let start = self.fresh_game().unwrap_or_else(|| self.game.clone());
        ron::to_string(&GameRecord::from_game(&start)).unwrap_or_default()
    }

    fn written(&self, ply: usize) -> Option<String> {
        self.game.moves().get(ply).map(ToString::to_string)
    }

    fn read_move(&self, text: &str) -> Result<Move, Message> {
        let mv = text.parse::<Move>().map_err(|error| error.message())?;
        self.game
            .position()
            .check(mv)
            .map_err(|error| error.message())?;
        Ok(mv)
    }

    fn hash_at(&self, ply: usize) -> Option<u64> {
        self.game
            .positions()
            .get(ply)
            .map(|position| position.key())
    }

    fn resign(seat: usize) -> DeblockleRequest {
        DeblockleRequest::Resign(Player::from_seat(seat))
    }

    fn agree_draw() -> Option<DeblockleRequest> {
        Some(DeblockleRequest::AgreeDraw)
    }
}
