//! The computer opponent at the table, in the table's life cycle of
//! opponents (see [`crate::table::opponent`]): it plays through the same
//! requests as a person (so its moves animate alike), places the blocks it
//! rolls in the setup, and makes undo take back its reply with the move it
//! answered.

use std::collections::VecDeque;

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_ai::clock::thinking_time;
use tabletop_ai::deblockle::{ComputerPlayer, DEFAULT_MOVETIME};
use tabletop_rules::deblockle::{Move, Player, Roll};

use super::endgames::Endgames;
use super::guided::Guided;
use super::seats::{ComputerTurn, DeblockleSeats, computer_level};
use super::session::DeblockleSession;
use super::setup::{Setup, SetupBlock, SetupRequest};
use crate::table::TableSystems;
use crate::table::clock::TableClock;
use crate::table::frames::{DrawsFrames, Frames};
use crate::table::motion::Animating;
use crate::table::opponent::{Work, level_threads};
use crate::table::random::TableRng;
use crate::table::seats::Seat;

/// The pause between the computer's steps when it places blocks in the setup.
const PLACING_STEP_SECONDS: f32 = 0.35;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, place_rolled_blocks.in_set(TableSystems::Select))
        .draws(computer_places_blocks);
}

/// What the computer uses besides the session.
pub(super) type Thinkers = (
    Res<'static, Endgames>,
    ResMut<'static, TableRng>,
    Option<Res<'static, TableClock>>,
);

/// Deblockle's computer in the table's life cycle of opponents.
pub(super) fn think(
    session: &DeblockleSession,
    (endgames, rng, clock): &mut SystemParamItem<Thinkers>,
    seat: &Seat,
) -> Option<Work<Move>> {
    let game = &session.game;
    let Seat::Computer(level) = *seat else {
        // Deblockle has no engine protocol.
        return Some(Box::new(|_| Err("not a Deblockle player".to_owned())));
    };
    let tables = endgames.tables_for(game.rules().move_rules());
    let mut player = ComputerPlayer::with_tables(level, rng.next_seed(), tables)
        .with_threads(level_threads(clock.is_some()));
    let snapshot = game.clone();
    // On a clock, what the clock allows; else the level's own time.
    let movetime = clock.as_ref().map_or(DEFAULT_MOVETIME, |clock| {
        let seat = game.position().turn().seat();
        thinking_time(
            clock.clocks.control(),
            clock.clocks.left(seat),
            DEFAULT_MOVETIME,
        )
    });
    let work: Work<Move> = Box::new(move |stop| {
        player
            .choose_move(&snapshot, movetime, stop)
            .ok_or_else(|| "no move to play".to_owned())
    });
    Some(work)
}

/// Frames while the computer's hand places the blocks it rolled, step by
/// step (it waits a moment between steps).
fn computer_places_blocks(world: &mut World) -> Option<Frames> {
    let placement = world.get_resource::<Setup>()?.placement()?;
    let placer = placement.owner().opponent();
    let seats = world.get_resource::<DeblockleSeats>()?;
    let guided = world.contains_resource::<Guided>();
    computer_level(seats, guided, placer).map(|_| Frames::Smooth)
}

/// The computer's steps in placing the blocks it rolled, one at a time.
#[derive(Default)]
struct PlacingSteps {
    /// Whose blocks the steps place.
    owner: Option<Player>,
    steps: VecDeque<SetupRequest>,
    wait: f32,
}

/// When the computer is the roller, it places the rolled blocks itself:
/// its level decides where (Hard as badly for their owner as it can); the
/// hand carries them one by one, turning each as chosen, then it is done.
fn place_rolled_blocks(
    time: Res<Time>,
    turn: ComputerTurn,
    setup: Option<Res<Setup>>,
    moving: Query<(), (With<SetupBlock>, With<Animating>)>,
    mut steps: Local<PlacingSteps>,
    mut requests: MessageWriter<SetupRequest>,
    mut rng: ResMut<TableRng>,
) {
    let Some(placement) = setup.as_ref().and_then(|setup| setup.placement()) else {
        *steps = PlacingSteps::default();
        return;
    };
    let Some(level) = turn.level(placement.owner().opponent()) else {
        return;
    };
    if steps.owner != Some(placement.owner()) {
        let roll = Roll {
            owner: placement.owner(),
            faces: placement.faces(),
        };
        let chosen = ComputerPlayer::new(level, rng.next_seed(), None).place(&roll);
        let mut planned = VecDeque::new();
        for (block, placed) in chosen.iter().enumerate() {
            planned.push_back(SetupRequest::Place {
                block,
                square: placed.square,
            });
            let mut lying = placement.orientation(block).unwrap_or(placed.orientation);
            while lying != placed.orientation && lying.top() == placed.orientation.top() {
                planned.push_back(SetupRequest::Turn {
                    block,
                    clockwise: true,
                });
                lying = lying.yawed();
            }
        }
        planned.push_back(SetupRequest::Done);
        *steps = PlacingSteps {
            owner: Some(placement.owner()),
            steps: planned,
            wait: PLACING_STEP_SECONDS,
        };
    }
    steps.wait -= time.delta_secs();
    if steps.wait > 0.0 || !moving.is_empty() {
        return;
    }
    if let Some(step) = steps.steps.pop_front() {
        requests.write(step);
        steps.wait = PLACING_STEP_SECONDS;
    }
}
