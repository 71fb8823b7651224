//! A lesson or a puzzle at the table: the learner plays one side and the
//! guide (the lesson's or the puzzle's line) plays the other. While one is
//! up, the computer does not play, the game is not autosaved, the engine
//! gives no hints (the guide has its own), and the game's end is the
//! guide's to announce.

use bevy::prelude::*;
use tabletop_rules::deblockle::{Player, Square};

use super::session::DeblockleSession;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LeaveGuide>()
        .init_resource::<GuideCleanups>()
        .add_systems(Update, leave_on_request);
}

/// What each kind of guide (the tutorial, the puzzles) takes down when
/// every guide is left: registered by each with [`clean_up_with`], so that
/// this module names none of them.
#[derive(Resource, Default, Clone)]
struct GuideCleanups(Vec<fn(&mut World)>);

/// Registers what a kind of guide takes down when every guide is left.
pub fn clean_up_with(app: &mut App, cleanup: fn(&mut World)) {
    app.init_resource::<GuideCleanups>();
    app.world_mut()
        .resource_mut::<GuideCleanups>()
        .0
        .push(cleanup);
}

/// A guide is up at the table.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Guided {
    /// The side the learner plays (the side to move at the start).
    pub learner: Player,
    /// Squares the guide lights up (a lesson's, a puzzle's hint).
    pub highlight: Vec<Square>,
    /// The guide is showing something (a refutation, a solution): the
    /// learner's moves wait.
    pub paused: bool,
}

/// Whatever guide is up is left: a game of one's own starts.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeaveGuide;

/// Takes down every guide, so that a new one starts alone (a lesson after
/// a puzzle, a puzzle after a lesson) and a game of one's own has none.
pub fn leave_every_guide(commands: &mut Commands) {
    commands.queue(|world: &mut World| {
        if let Some(mut session) = world.get_resource_mut::<DeblockleSession>() {
            session.learner = None;
        }
        world.remove_resource::<Guided>();
        let cleanups = world.get_resource::<GuideCleanups>().cloned();
        for cleanup in cleanups.unwrap_or_default().0 {
            cleanup(world);
        }
    });
}

fn leave_on_request(mut commands: Commands, mut leaving: MessageReader<LeaveGuide>) {
    if leaving.read().count() > 0 {
        leave_every_guide(&mut commands);
    }
}
