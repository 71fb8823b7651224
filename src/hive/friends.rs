//! Hive with friends on other computers: a game begins from its game
//! string and each move goes in UHP's notation, read and checked here.

use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::Game as _;
use tabletop_rules::hive::Move;

use super::session::{HiveRequest, HiveSession};
use crate::table::network::PlaysAcross;

impl PlaysAcross for HiveSession {
    fn opening(&self) -> String {
        self.game.restarted().to_string()
    }

    fn written(&self, ply: usize) -> Option<String> {
        self.game.moves().get(ply).cloned()
    }

    fn read_move(&self, text: &str) -> Result<Move, Message> {
        let position = self.game.position();
        let mv = position.parse_move(text).map_err(|error| error.message())?;
        position.check(mv).map_err(|error| error.message())?;
        Ok(mv)
    }

    fn hash_at(&self, ply: usize) -> Option<u64> {
        self.game
            .positions()
            .get(ply)
            .map(|position| position.key())
    }

    fn resign(seat: usize) -> HiveRequest {
        HiveRequest::Resign(super::session::colour(seat))
    }

    fn agree_draw() -> Option<HiveRequest> {
        Some(HiveRequest::AgreeDraw)
    }
}
