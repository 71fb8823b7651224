//! Deblockle's game on the table's clock: the side to move's clock runs
//! once the setup is done, while nobody looks back through the moves, and
//! not in a lesson or a puzzle; a clock run out ends the game on time
//! through the rules.

use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::deblockle::Player;

use super::session::{DeblockleRequest, DeblockleSession};
use crate::table::clock::Clocked;

/// Deblockle in the table's clocks.
impl Clocked for DeblockleSession {
    fn timed_out(&self) -> Option<usize> {
        Some(self.game.timed_out()?.seat())
    }

    fn flag(seat: usize) -> DeblockleRequest {
        DeblockleRequest::TimeOut(Player::from_seat(seat))
    }

    fn seat_name(seat: usize) -> Message {
        Player::from_seat(seat).message()
    }
}
