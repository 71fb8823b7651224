//! The setup at the table, the way every game starts: Gold throws Teal's
//! blocks into the dice tray and places them on Teal's starting squares,
//! then Teal does the same with Gold's; then the game begins.
//!
//! One roller at a time, rolling then placing, because at one screen one
//! person holds the mouse: each stage is one sentence ("Gold, place Teal's
//! blocks"), the camera sits with that player, and the tray in front of
//! them holds only the blocks they are handling. Rolling both sets first
//! would leave two sets of loose blocks on the table for the second placer
//! to confuse.
//!
//! The physics (`throw`) runs in the background and is replayed; the logic
//! here is driven by [`SetupRequest`]s, so tests play a setup headless.

mod flow;
mod friends_roll;
mod handling;
mod panel;
pub mod quick;
mod requests;
mod snapshot;
pub mod throw;
mod tray;

use bevy::prelude::*;
use tabletop_rules::deblockle::{
    ByPlayer, Orientation, PlacedBlock, Placement, Player, RulesOptions, SetupByHand, Square,
};

use crate::table::activity::TableActivity;
pub use handling::SetupChoice;
pub use snapshot::SetupSnapshot;
use throw::ThrownRoll;

/// The game logic of the setup: runs headless.
pub(super) fn logic_plugin(app: &mut App) {
    app.add_message::<SetupFinished>()
        .add_message::<crate::deblockle::refusal::Rejected>();
    flow::plugin(app);
    // Nothing is still while the dice roll (a screenshot waits for them).
    app.busy_while(|world| world.get_resource::<Setup>().is_some_and(Setup::rolling));
}

/// The tray, the handling of blocks and the setup's panel.
pub(super) fn view_plugin(app: &mut App) {
    app.add_plugins((tray::plugin, handling::plugin, panel::plugin));
}

/// The setup is done: this game begins (the session takes it).
#[derive(Message, Clone, Debug)]
pub struct SetupFinished(pub Box<tabletop_rules::deblockle::Game>);

/// How the rolled blocks get onto their squares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Placing {
    /// The roller places them: the full setup.
    #[default]
    ByHand,
    /// At random, turned at random: the quick setup.
    AtRandom,
}

/// How a new game's setup goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SetupPlan {
    /// Who moves first once the blocks are placed.
    pub first: Player,
    /// The seed of the throws and of a random placement.
    pub seed: u64,
    /// By hand or at random.
    pub placing: Placing,
    /// Whether the throws are shown in motion, or only at rest.
    pub animate: bool,
}

/// What the roller does with the rolled blocks (blocks are numbered as
/// rolled, from 0).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupRequest {
    /// Put a block on a starting square, turned as it is.
    Place {
        /// Which block.
        block: usize,
        /// Where.
        square: tabletop_rules::deblockle::Square,
    },
    /// Take a block back into the tray.
    Lift(usize),
    /// Turn a block a quarter about the vertical.
    Turn {
        /// Which block.
        block: usize,
        /// Clockwise seen from above, or back.
        clockwise: bool,
    },
    /// The blocks are placed: on to the next roller, or to the game.
    Done,
}

/// A rolled block on the table during the setup: the `n`th of the roll.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetupBlock(pub usize);

/// The setup under way. It exists from "New game" until the blocks are all
/// placed; then the session takes over ([`SetupFinished`]).
#[derive(Resource)]
pub struct Setup {
    /// The rules of the game to come.
    pub rules: RulesOptions,
    /// How the setup goes.
    pub plan: SetupPlan,
    /// Who is rolling now.
    pub roller: Player,
    /// What the roller is doing.
    pub stage: Stage,
    /// The finished placements, by whose blocks they are.
    finished: ByPlayer<Option<Vec<PlacedBlock>>>,
    /// The placing is to be finished once the blocks have stopped moving.
    done_asked: bool,
    /// A resumed setup: how the roller had placed the blocks, to put back
    /// once the throw is at rest (and the finished blocks to draw again).
    restore: Option<Vec<(Orientation, Option<Square>)>>,
}

/// What the roller is doing.
pub enum Stage {
    /// The physics is throwing, in the background.
    Throwing(Throw),
    /// The throw is replayed on the table; `seconds` into it.
    Rolling {
        /// The throw.
        roll: ThrownRoll,
        /// How far the replay has got.
        seconds: f32,
    },
    /// The roller places the rolled blocks.
    Placing {
        /// The placement so far, as the rules crate checks it.
        placement: Placement,
        /// Where each block lies in the tray when it is not on the board.
        tray_poses: Vec<Transform>,
    },
}

/// A throw being worked out in the background.
pub struct Throw(Option<std::thread::JoinHandle<ThrownRoll>>);

impl Throw {
    /// The throw once it is worked out (`Some(Err)` once if it failed).
    fn finished(&mut self) -> Option<Result<ThrownRoll, ()>> {
        if !self.0.as_ref()?.is_finished() {
            return None;
        }
        Some(self.0.take()?.join().map_err(|_| ()))
    }
}

impl Setup {
    /// The blocks being rolled and placed now: the roller's opponent's.
    pub fn owner(&self) -> Player {
        self.roller.opponent()
    }

    /// Whether the dice are still in the air or rolling (the placing has
    /// not begun).
    pub fn rolling(&self) -> bool {
        !matches!(self.stage, Stage::Placing { .. })
    }

    /// How `owner`'s blocks were placed, once their roller was done (each
    /// block numbered as rolled).
    pub fn finished(&self, owner: Player) -> Option<&[PlacedBlock]> {
        self.finished[owner].as_deref()
    }

    /// This setup as the rules play it out by hand: its rules, who moves
    /// first and the seed of its throws.
    pub fn by_hand(&self) -> SetupByHand {
        SetupByHand {
            rules: self.rules,
            first: self.plan.first,
            seed: self.plan.seed,
        }
    }

    /// The placement under way, once the roll has come to rest.
    pub fn placement(&self) -> Option<&Placement> {
        match &self.stage {
            Stage::Placing { placement, .. } => Some(placement),
            _ => None,
        }
    }
}

/// How far in front of the board's centre the dice tray stands, towards
/// its roller.
const TRAY_DISTANCE: f32 = 6.2;

/// Where `roller`'s dice tray stands: on the table in front of them, its
/// felt at the height of the side trays' felt, its +Z towards the roller.
pub fn tray_frame(roller: Player) -> Transform {
    let towards_roller = match roller {
        Player::Gold => 1.0,
        Player::Teal => -1.0,
    };
    Transform::from_xyz(
        0.0,
        super::coords::TRAY_HEIGHT,
        TRAY_DISTANCE * towards_roller,
    )
    .with_rotation(Quat::from_rotation_y(if roller == Player::Gold {
        0.0
    } else {
        std::f32::consts::PI
    }))
}

/// A pose of the physics (in the tray's frame) on the table.
pub fn on_table(roller: Player, pose: throw::Pose) -> Transform {
    let frame = tray_frame(roller);
    Transform::from_translation(frame.transform_point(pose.translation))
        .with_rotation(frame.rotation * pose.rotation)
}
