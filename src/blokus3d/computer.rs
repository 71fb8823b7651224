//! The computer at the Blokus 3D table: when a computer seat's colour is to
//! place, it chooses on a thread of its own (greedy at once, Monte Carlo
//! tree search in about half a second) and places through the same request
//! as a person; an answer for a game that moved on is dropped.

use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;
use tabletop_rules::blokus3d::{Placement, Position};

use super::session::{BlokusRequest, BlokusSeat, BlokusSeats, BlokusSession};
use crate::table::TableSystems;
use crate::table::activity::Still;
use crate::table::random::TableRng;
use crate::table::worker::{Answer, Polled, on_its_own_thread};

/// However quickly it decides, the computer shows it is thinking this long.
const SHOWN_THINKING_SECONDS: f32 = 0.5;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (finish_thinking, start_thinking)
            .chain()
            .in_set(TableSystems::Select),
    );
}

/// The computer choosing a placement.
#[derive(Resource)]
pub struct BlokusThinking {
    /// The position it thinks about: an answer for another is dropped.
    position: Position,
    answer: Answer<Option<Placement>>,
    /// How long it has been thinking.
    pub seconds: f32,
}

/// The computer seat to move now, if any.
pub fn computer_to_move(session: &BlokusSession, seats: &BlokusSeats) -> Option<BlokusSeat> {
    let position = &session.position;
    if position.is_over() {
        return None;
    }
    let person = position.seating().player_of(position.seat_to_move());
    Some(seats.of(person)).filter(|seat| *seat != BlokusSeat::Person)
}

fn start_thinking(
    mut commands: Commands,
    session: Option<Res<BlokusSession>>,
    seats: Res<BlokusSeats>,
    thinking: Option<Res<BlokusThinking>>,
    still: Still<BlokusRequest>,
    mut rng: ResMut<TableRng>,
) {
    let (Some(session), None, true) = (session, thinking, still.is_still()) else {
        return;
    };
    // Looking through placements to redo is for people.
    let Some(BlokusSeat::Computer(player)) =
        computer_to_move(&session, &seats).filter(|_| !session.can_redo())
    else {
        return;
    };
    let position = session.position.clone();
    let seed = rng.next_seed();
    let answer = on_its_own_thread(move || {
        let mut random = StdRng::seed_from_u64(seed);
        player.choose(&position, &mut random)
    });
    commands.insert_resource(BlokusThinking {
        position: session.position.clone(),
        answer,
        seconds: 0.0,
    });
}

fn finish_thinking(
    mut commands: Commands,
    time: Res<Time>,
    session: Option<Res<BlokusSession>>,
    thinking: Option<ResMut<BlokusThinking>>,
    mut requests: MessageWriter<BlokusRequest>,
) {
    let Some(mut thinking) = thinking else {
        return;
    };
    if session.is_none_or(|session| session.position != thinking.position) {
        commands.remove_resource::<BlokusThinking>();
        return;
    }
    thinking.seconds += time.delta_secs();
    if thinking.seconds < SHOWN_THINKING_SECONDS {
        return;
    }
    match thinking.answer.poll() {
        Polled::Waiting => {}
        Polled::Ready(chosen) => {
            commands.remove_resource::<BlokusThinking>();
            if let Some(placement) = chosen {
                requests.write(BlokusRequest::Place(placement));
            }
        }
        Polled::Gone => {
            commands.remove_resource::<BlokusThinking>();
        }
    }
}
