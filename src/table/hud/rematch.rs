//! The banner's Rematch: at one screen, the next game at once, the same
//! players in the same seats; with a friend elsewhere, offered to them
//! first, and once they accept, started by the host with each player moved
//! on one seat (the colours swapped), on the clocks of the game before.

use bevy::ecs::system::{If, StaticSystemParam};
use bevy::prelude::*;

use super::TableHud;
use crate::table::clock::TableClock;
use crate::table::game::SeatsOf;
use crate::table::network::{EndTalk, NetTable, StartRematch, with_friends};

pub(super) fn rematch<G: TableHud>(
    _: On<Pointer<Click>>,
    session: Option<Res<G>>,
    net: Option<Res<NetTable>>,
    mut with: StaticSystemParam<G::Rematching>,
    mut requests: MessageWriter<G::Request>,
    mut talk: MessageWriter<EndTalk>,
) {
    if with_friends(net.as_deref(), G::SCREEN) {
        talk.write(EndTalk::OfferRematch);
    } else if let Some(session) = session {
        requests.write(session.rematch(&mut with));
    }
}

/// The rematch agreed with a friend elsewhere starts here, at the host
/// (with or without the HUD on screen, so long as what the game's rematch
/// reads is there: a table without its options has none).
pub(crate) fn start_rematch<G: TableHud>(
    mut commands: Commands,
    mut starts: MessageReader<StartRematch>,
    session: Option<Res<G>>,
    (mut seats, clock): (ResMut<SeatsOf<G>>, Option<Res<TableClock>>),
    If(mut with): If<StaticSystemParam<G::Rematching>>,
    mut requests: MessageWriter<G::Request>,
) {
    let (true, Some(session)) = (starts.read().count() > 0, session) else {
        return;
    };
    *seats = seats.moved_on(session.sides());
    let clock = clock.filter(|clock| clock.screen == G::SCREEN);
    let (control, sides) = clock
        .map(|clock| (clock.clocks.control(), clock.clocks.sides()))
        .unzip();
    if let Some(fresh) = control.and_then(|control| TableClock::new(control, sides?, G::SCREEN)) {
        commands.insert_resource(fresh);
    }
    requests.write(session.rematch(&mut with));
}
