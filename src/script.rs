//! Scripted play: `--moves` from the command line, and `Custom("move …")`,
//! `Custom("undo")`, `Custom("redo")` events from a `CI_TESTING_CONFIG`
//! script. Moves are played one at a time, each with its animation.

use std::collections::VecDeque;

use bevy::dev_tools::ci_testing::CiTestingCustomEvent;
use bevy::prelude::*;
use tabletop_rules::deblockle::Move;

use crate::deblockle::session::{Request, settled};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScriptedMoves>().add_systems(
        Update,
        (read_ci_events, play_next_scripted_move.run_if(settled))
            .chain()
            .before(crate::deblockle::DeblockleSystems::Input),
    );
}

/// Moves still to play, in order.
#[derive(Resource, Default, Debug)]
pub struct ScriptedMoves(pub VecDeque<Move>);

fn read_ci_events(
    mut events: MessageReader<CiTestingCustomEvent>,
    mut moves: ResMut<ScriptedMoves>,
    mut requests: MessageWriter<Request>,
) {
    for CiTestingCustomEvent(command) in events.read() {
        let command = command.trim();
        match command.split_once(' ') {
            Some(("move", notation)) => match notation.parse() {
                Ok(mv) => moves.0.push_back(mv),
                Err(error) => warn!("CI script: {command:?}: {error}"),
            },
            _ if command == "undo" => {
                requests.write(Request::Undo);
            }
            _ if command == "redo" => {
                requests.write(Request::Redo);
            }
            _ => warn!("CI script: unknown command {command:?}"),
        }
    }
}

fn play_next_scripted_move(mut moves: ResMut<ScriptedMoves>, mut requests: MessageWriter<Request>) {
    if let Some(mv) = moves.0.pop_front() {
        requests.write(Request::Play(mv));
    }
}
