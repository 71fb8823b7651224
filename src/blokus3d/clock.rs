//! Blokus 3D's game on the table's clock, a clock a colour: the colour to
//! move's clock runs while nobody looks back through the placements; a
//! colour whose clock runs out is out of the game, as if it could not
//! place, and the others play on.

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::blokus3d::Colour;

use super::session::{BlokusRequest, BlokusSession};
use crate::screens::Screen;
use crate::table::clock::{Clocked, add_clock};

pub(super) fn plugin(app: &mut App) {
    add_clock::<BlokusClock>(app, Screen::Blokus3d);
}

/// Blokus 3D in the table's clocks.
pub struct BlokusClock;

impl Clocked for BlokusClock {
    type Table = (
        Option<Res<'static, BlokusSession>>,
        MessageWriter<'static, BlokusRequest>,
    );

    fn to_move((session, _): &SystemParamItem<Self::Table>) -> Option<usize> {
        let session = session.as_ref()?;
        let position = &session.position;
        let under_way = !position.is_over() && !session.can_redo();
        under_way.then(|| position.seat_to_move())
    }

    fn played((session, _): &SystemParamItem<Self::Table>) -> usize {
        session
            .as_ref()
            .map_or(0, |session| session.position.history().len())
    }

    /// The game never ends on one colour's time: the others play on.
    fn timed_out(_: &SystemParamItem<Self::Table>) -> Option<usize> {
        None
    }

    fn flag((_, requests): &mut SystemParamItem<Self::Table>, seat: usize) {
        requests.write(BlokusRequest::TimeOut(seat));
    }

    fn seat_name(seat: usize) -> Message {
        Colour::of_seat(seat).message()
    }
}
