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
use tabletop_rules::blokus3d::{Placement, Position};

use super::session::{BlokusRequest, BlokusSession, Person};
use crate::table::clock::TableClock;
use crate::table::opponent::{Opponents, Work, add_opponents};
use crate::table::random::TableRng;
use crate::table::seats::Seat;

/// The most tree search thinks about a placement on a clock.
const THINKING_ON_A_CLOCK: std::time::Duration = std::time::Duration::from_secs(3);

pub(super) fn plugin(app: &mut App) {
    add_opponents::<BlokusOpponents>(app);
}

/// Blokus 3D's computer in the table's life cycle of opponents.
pub struct BlokusOpponents;

impl Opponents for BlokusOpponents {
    type Side = Person;
    type Move = Placement;
    type Game = Position;
    type Request = BlokusRequest;
    type Table = (
        Option<Res<'static, BlokusSession>>,
        ResMut<'static, TableRng>,
        Option<Res<'static, TableClock>>,
    );

    fn to_move((session, ..): &SystemParamItem<Self::Table>) -> Option<(Person, bool)> {
        let session = session.as_ref()?;
        let position = &session.position;
        let person = Person(position.seating().player_of(position.seat_to_move()));
        (!position.is_over()).then(|| (person, session.can_redo()))
    }

    fn is_current((session, ..): &SystemParamItem<Self::Table>, game: &Position) -> bool {
        session
            .as_ref()
            .is_some_and(|session| session.position.same_game(game))
    }

    fn think(
        (session, rng, clock): &mut SystemParamItem<Self::Table>,
        seat: &Seat,
    ) -> Option<(Position, Work<Placement>)> {
        let position = session.as_ref()?.position.clone();
        let Seat::Computer(level) = *seat else {
            // Blokus 3D has no engine protocol.
            return Some((
                position,
                Box::new(|_| Err("not a Blokus 3D player".to_owned())),
            ));
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
        Some((position, work))
    }

    fn play(answer: Placement) -> BlokusRequest {
        BlokusRequest::Place(answer)
    }

    fn sides((session, ..): &SystemParamItem<Self::Table>) -> usize {
        session
            .as_ref()
            .map_or(0, |session| usize::from(session.position.seating().players))
    }
}
