//! Deblockle's game on the table's clock: the side to move's clock runs
//! once the setup is done, while nobody looks back through the moves, and
//! not in a lesson or a puzzle; a clock run out ends the game on time
//! through the rules.

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::deblockle::Player;

use super::guided::Guided;
use super::session::{Request, Session};
use crate::screens::Screen;
use crate::table::clock::{Clocked, add_clock};

pub(super) fn plugin(app: &mut App) {
    add_clock::<DeblockleClock>(app, Screen::Deblockle);
}

/// Deblockle in the table's clocks.
pub struct DeblockleClock;

impl Clocked for DeblockleClock {
    type Table = (
        Option<Res<'static, Session>>,
        Option<Res<'static, Guided>>,
        MessageWriter<'static, Request>,
    );

    fn to_move((session, guide, _): &SystemParamItem<Self::Table>) -> Option<usize> {
        let session = session.as_ref().filter(|_| guide.is_none())?;
        let game = &session.game;
        let under_way = game.outcome().is_none() && !session.can_redo();
        under_way.then(|| game.position().turn().seat())
    }

    fn played((session, ..): &SystemParamItem<Self::Table>) -> usize {
        session
            .as_ref()
            .map_or(0, |session| session.game.moves().len())
    }

    fn timed_out((session, ..): &SystemParamItem<Self::Table>) -> Option<usize> {
        let loser = session.as_ref()?.game.timed_out()?;
        Some(loser.seat())
    }

    fn flag((_, _, requests): &mut SystemParamItem<Self::Table>, seat: usize) {
        requests.write(Request::TimeOut(Player::from_seat(seat)));
    }

    fn seat_name(seat: usize) -> Message {
        Player::from_seat(seat).message()
    }
}
