//! Blokus 3D's game on the table's clock, a clock a colour: the colour to
//! move's clock runs while nobody looks back through the placements; a
//! colour whose clock runs out is out of the game, as if it could not
//! place, and the others play on.

use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::blokus3d::Colour;

use super::session::{BlokusRequest, BlokusSession};
use crate::table::clock::Clocked;

/// A clock a colour: the colour to move's runs.
impl Clocked for BlokusSession {
    fn clock_to_move(&self) -> usize {
        self.position.seat_to_move()
    }

    /// The game never ends on one colour's time: the others play on.
    fn timed_out(&self) -> Option<usize> {
        None
    }

    fn flag(seat: usize) -> BlokusRequest {
        BlokusRequest::TimeOut(seat)
    }

    fn seat_name(seat: usize) -> Message {
        Colour::of_seat(seat).message()
    }
}
