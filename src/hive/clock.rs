//! Hive's game on the table's clock: the colour to move's clock runs while
//! nobody looks back through the moves; a clock run out ends the game on
//! time through the rules.

use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::hive::Colour;

use super::session::{HiveRequest, HiveSession};
use crate::table::clock::Clocked;
use crate::table::seats::Side as _;

/// The colour in `seat` (White 0, Black 1, as the seats count them).
fn colour(seat: usize) -> Colour {
    if seat == 0 {
        Colour::White
    } else {
        Colour::Black
    }
}

/// Hive in the table's clocks.
impl Clocked for HiveSession {
    fn timed_out(&self) -> Option<usize> {
        Some(self.game.timed_out()?.seat_index())
    }

    fn flag(seat: usize) -> HiveRequest {
        HiveRequest::TimeOut(colour(seat))
    }

    fn seat_name(seat: usize) -> Message {
        colour(seat).message()
    }
}
