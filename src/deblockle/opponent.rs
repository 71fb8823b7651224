//! The computer opponent's hand in Deblockle's setup: it places the
//! blocks it rolls, a step at a time. (Its moves are the engine's, in
//! `thinks`, played through the same requests as a person's.)

use std::collections::VecDeque;

use bevy::prelude::*;
use tabletop_ai::deblockle::ComputerPlayer;
use tabletop_rules::deblockle::{Player, Roll};

use super::friends::FriendsHand;
use super::guided::Guided;
use super::seats::{ComputerTurn, DeblockleSeats, computer_level};
use super::setup::{Setup, SetupBlock, SetupRequest};
use crate::table::TableSystems;
use crate::table::frames::{DrawsFrames, Frames};
use crate::table::motion::Animating;
use crate::table::random::TableRng;

/// The pause between the computer's steps when it places blocks in the setup.
const PLACING_STEP_SECONDS: f32 = 0.35;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, place_rolled_blocks.in_set(TableSystems::Select))
        .draws(computer_places_blocks);
}

/// Frames while the hand places the blocks the computer (or a friend
/// elsewhere) rolled, step by step (it waits a moment between steps).
fn computer_places_blocks(world: &mut World) -> Option<Frames> {
    let placement = world.get_resource::<Setup>()?.placement()?;
    let (owner, placer) = (placement.owner(), placement.owner().opponent());
    let seats = world.get_resource::<DeblockleSeats>()?;
    let guided = world.contains_resource::<Guided>();
    let friends = world.get_resource::<FriendsHand>()?;
    let hand_busy =
        computer_level(seats, guided, placer).is_some() || friends.placement_of(owner).is_some();
    hand_busy.then_some(Frames::Smooth)
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
/// A friend elsewhere's placement, come across, is carried the same way.
fn place_rolled_blocks(
    time: Res<Time>,
    turn: ComputerTurn,
    setup: Option<Res<Setup>>,
    moving: Query<(), (With<SetupBlock>, With<Animating>)>,
    mut steps: Local<PlacingSteps>,
    mut requests: MessageWriter<SetupRequest>,
    (mut rng, friends): (ResMut<TableRng>, Res<FriendsHand>),
) {
    let Some(placement) = setup.as_ref().and_then(|setup| setup.placement()) else {
        *steps = PlacingSteps::default();
        return;
    };
    if steps.owner != Some(placement.owner()) {
        let roll = Roll {
            owner: placement.owner(),
            faces: placement.faces(),
        };
        let chosen = match turn.level(placement.owner().opponent()) {
            Some(level) => ComputerPlayer::new(level, rng.next_seed(), None).place(&roll),
            None => match friends.placement_of(placement.owner()) {
                Some(placed) => placed.to_vec(),
                None => return,
            },
        };
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
