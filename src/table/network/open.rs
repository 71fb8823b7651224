//! A table opened to friends: a game starting with a friend's seat hosts
//! it (or, carried on by Continue, opens it again as it was played), as
//! does a game's preparation with friends beginning (then its start keeps
//! the link); a rematch agreed keeps it open; any other game starting
//! there, or leaving the table, closes it.

use bevy::prelude::*;
use tabletop_net::Secret;
use tabletop_peer::{Company, Wake};

use super::{NetTable, NetworkSetup, PlaysAcross, Preparation, ResumeAcross};
use crate::table::Notice;
use crate::table::clock::TableClock;
use crate::table::frames::Waker;
use crate::table::game::SeatsOf;
use crate::table::history::SeatNames;
use crate::table::seats::Seat;

/// A game starting at `G`'s table with a friend's seat opens it to
/// friends; any other game starting there closes a link it had.
pub(super) fn open_to_friends<G: PlaysAcross>(
    mut commands: Commands,
    mut changes: MessageReader<G::Change>,
    seats: Res<SeatsOf<G>>,
    session: Option<Res<G>>,
    net: Option<ResMut<NetTable>>,
    (setup, names): (Res<NetworkSetup>, Res<SeatNames>),
    (waker, clock, resumed, preparation): (
        Res<Waker>,
        Option<Res<TableClock>>,
        Option<Res<ResumeAcross>>,
        Option<Res<Preparation>>,
    ),
    mut notices: MessageWriter<Notice>,
) {
    let started = changes.read().any(G::started);
    let preparation = preparation.filter(|preparation| preparation.table == G::SCREEN);
    let prepares = preparation
        .as_ref()
        .filter(|preparation| preparation.is_added());
    if !started && prepares.is_none() {
        return;
    }
    if started && preparation.is_some() {
        // The game prepared together begins: its link goes on.
        commands.remove_resource::<Preparation>();
    }
    let (opening, prepared_sides) = prepares
        .map(|preparation| (preparation.opening.clone(), preparation.sides))
        .unzip();
    if let Some(mut net) = net {
        let here = net.table == G::SCREEN;
        if here && started && net.preparing.take().is_some() {
            net.prepared.clear();
            return;
        }
        net.preparing.clone_from(&opening);
        if here && !net.begun {
            net.begun = true;
            return;
        }
        if here && net.rematch_started() {
            return;
        }
        commands.remove_resource::<NetTable>();
    }
    // A game prepared together has no session yet: its preparation says.
    let sides = match (&session, prepared_sides) {
        (Some(session), _) => session.sides(),
        (None, Some(sides)) => sides,
        (None, None) => return,
    };
    if !seats.has_friends() {
        return;
    }
    let mine: Vec<bool> = (0..sides)
        .map(|seat| seats.all().get(seat) != Some(&Seat::Friend))
        .collect();
    let wake: Wake = {
        let waker = waker.clone();
        std::sync::Arc::new(move || waker.wake())
    };
    let opened = match resumed {
        Some(resumed) => {
            commands.remove_resource::<ResumeAcross>();
            NetTable::reopen(
                &setup,
                (&resumed.0, &mine),
                (G::SCREEN, G::GAME),
                Some(wake),
            )
        }
        None => {
            let company = Company::hosting(&mine, &names.of(0));
            let secret = Secret::from_random(&mut rand::random);
            NetTable::host(
                &setup,
                company,
                (secret, [0, 0]),
                (G::SCREEN, G::GAME),
                Some(wake),
            )
        }
    };
    match opened {
        Ok(mut net) => {
            net.preparing = opening;
            let clock = clock.as_deref().filter(|clock| clock.screen == G::SCREEN);
            net.clock = clock.map(|clock| clock.clocks.control().to_string());
            // The moves already played (a game carried on) were told.
            net.known = session.map_or(0, |session| session.moves_played());
            net.thought = match clock {
                Some(clock) => clock
                    .spent
                    .iter()
                    .map(|spent| spent.as_millis() as u64)
                    .collect(),
                None => vec![0; net.known],
            };
            commands.insert_resource(net);
        }
        Err(trouble) => {
            notices.write(Notice(trouble));
        }
    }
}

/// Leaving `G`'s table closes its link to friends (and ends a
/// preparation there).
pub(super) fn close_at<G: PlaysAcross>(
    mut commands: Commands,
    net: Option<Res<NetTable>>,
    preparation: Option<Res<Preparation>>,
) {
    if net.is_some_and(|net| net.table == G::SCREEN && net.begun) {
        commands.remove_resource::<NetTable>();
    }
    if preparation.is_some_and(|preparation| preparation.table == G::SCREEN) {
        commands.remove_resource::<Preparation>();
    }
}
