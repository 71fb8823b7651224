//! Hive's game on the table's clock: the colour to move's clock runs while
//! nobody looks back through the moves; a clock run out ends the game on
//! time through the rules.

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::hive::Colour;

use super::session::{HiveRequest, HiveSession};
use crate::screens::Screen;
use crate::table::clock::{Clocked, add_clock};
use crate::table::seats::Side as _;

pub(super) fn plugin(app: &mut App) {
    add_clock::<HiveClock>(app, Screen::Hive);
}

/// The colour in `seat` (White 0, Black 1, as the seats count them).
fn colour(seat: usize) -> Colour {
    if seat == 0 {
        Colour::White
    } else {
        Colour::Black
    }
}

/// Hive in the table's clocks.
pub struct HiveClock;

impl Clocked for HiveClock {
    type Table = (
        Option<Res<'static, HiveSession>>,
        MessageWriter<'static, HiveRequest>,
    );

    fn to_move((session, _): &SystemParamItem<Self::Table>) -> Option<usize> {
        let session = session.as_ref()?;
        let game = &session.game;
        let under_way = game.outcome().is_none() && !session.can_redo();
        under_way.then(|| game.position().to_move().seat_index())
    }

    fn played((session, _): &SystemParamItem<Self::Table>) -> usize {
        session
            .as_ref()
            .map_or(0, |session| session.game.moves().len())
    }

    fn timed_out((session, _): &SystemParamItem<Self::Table>) -> Option<usize> {
        Some(session.as_ref()?.game.timed_out()?.seat_index())
    }

    fn flag((_, requests): &mut SystemParamItem<Self::Table>, seat: usize) {
        requests.write(HiveRequest::TimeOut(colour(seat)));
    }

    fn seat_name(seat: usize) -> Message {
        colour(seat).message()
    }
}
