//! The computer at the Blokus 3D table, in the table's life cycle of
//! opponents (see [`crate::table::opponent`]): when a computer seat's
//! colour is to place, it chooses (greedy at once, Monte Carlo tree search
//! in about half a second) and places through the same request as a person.

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;
use tabletop_ai::blokus3d::Blokus3dPlayer;
use tabletop_ai::clock::thinking_time;
use tabletop_rules::blokus3d::Placement;

use super::session::BlokusSession;
use crate::table::clock::TableClock;
use crate::table::opponent::Work;
use crate::table::random::TableRng;
use crate::table::seats::Seat;

/// The most tree search thinks about a placement on a clock.
const THINKING_ON_A_CLOCK: std::time::Duration = std::time::Duration::from_secs(3);

/// What the computer uses besides the session.
pub(super) type Thinkers = (ResMut<'static, TableRng>, Option<Res<'static, TableClock>>);

/// Blokus 3D's computer in the table's life cycle of opponents.
pub(super) fn think(
    session: &BlokusSession,
    (rng, clock): &mut SystemParamItem<Thinkers>,
    seat: &Seat,
) -> Option<Work<Placement>> {
    let position = &session.position;
    let Seat::Computer(level) = *seat else {
        // Blokus 3D has no engine protocol.
        return Some(Box::new(|_| Err("not a Blokus 3D player".to_owned())));
    };
    let seed = rng.next_seed();
    let snapshot = position.clone();
    // On a clock, tree search thinks what its colour's clock allows.
    let time = clock.as_ref().map(|clock| {
        let seat = position.seat_to_move();
        thinking_time(
            clock.clocks.control(),
            clock.clocks.left(seat),
            THINKING_ON_A_CLOCK,
        )
    });
    let work: Work<Placement> = Box::new(move |_| {
        let mut random = StdRng::seed_from_u64(seed);
        let player = Blokus3dPlayer::at(level);
        match time {
            Some(time) => player.choose_within(&snapshot, &mut random, time),
            None => player.choose(&snapshot, &mut random),
        }
        .ok_or_else(|| "no placement to make".to_owned())
    });
    Some(work)
}
