//! Blokus 3D with friends on other computers (each seat a computer of its
//! own, or several at one): a game begins from its structure and seating,
//! and each placement goes as the notation writes it, read and checked
//! here.

use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::Game as _;
use tabletop_rules::blokus3d::Placement;

use super::session::{BlokusRequest, BlokusSession, Person};
use crate::table::network::PlaysAcross;

impl PlaysAcross for BlokusSession {
    fn opening(&self) -> String {
        self.position.restarted().to_string()
    }

    fn written(&self, ply: usize) -> Option<String> {
        let placement = self.position.history().get(ply)?;
        Some(placement.to_string())
    }

    fn read_move(&self, text: &str) -> Result<Placement, Message> {
        let placement = text.parse::<Placement>().map_err(|error| error.message())?;
        self.position
            .check(placement)
            .map_err(|error| error.message())?;
        Ok(placement)
    }

    fn hash_at(&self, ply: usize) -> Option<u64> {
        self.position.after(ply).map(|position| position.key())
    }

    fn resign(seat: usize) -> BlokusRequest {
        BlokusRequest::Resign(Person(seat))
    }

    fn agree_draw() -> Option<BlokusRequest> {
        None
    }
}
