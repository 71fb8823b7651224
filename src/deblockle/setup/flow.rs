//! The setup's course: throw in the background, replay the throw, place
//! (by the roller's requests or at random), next roller, then the game.

use bevy::prelude::*;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::deblockle::{
    ByPlayer, Orientation, Placement, Player, ROLLERS, RulesOptions, SetupError, Square,
    starting_squares,
};

use super::quick::{random_placement, throw_blocks};
use super::throw::ThrownRoll;
use super::{
    Placing, Setup, SetupBlock, SetupFinished, SetupPlan, SetupRequest, Stage, Throw, on_table,
};
use crate::deblockle::animation::carry;
use crate::deblockle::coords::{block_transform, orientation_rotation, resting_orientation};
use crate::deblockle::pieces::BlockPiece;
use crate::deblockle::refusal::Rejected;
use crate::table::motion::{Animating, AnimationSpeed, Clack};

/// The blocks lie still this long after a throw before placing begins, so
/// the player sees how they fell.
const REST_SECONDS: f32 = 0.6;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SetupRequest>().add_systems(
        Update,
        (advance_stage, super::requests::apply_requests)
            .chain()
            .in_set(crate::table::TableSystems::Rules),
    );
}

impl Setup {
    /// A setup by `plan` for a game under `rules`; the first throw starts.
    ///
    /// # Errors
    /// A side has not 1 to 4 blocks.
    pub fn new(rules: RulesOptions, plan: SetupPlan) -> Result<Setup, SetupError> {
        Setup::rolled_by(rules, plan, ROLLERS[0])
    }

    /// A setup by `plan` at the stage where `roller` throws.
    ///
    /// # Errors
    /// A side has not 1 to 4 blocks.
    pub(super) fn rolled_by(
        rules: RulesOptions,
        plan: SetupPlan,
        roller: Player,
    ) -> Result<Setup, SetupError> {
        for player in Player::BOTH {
            let count = rules.blocks[player];
            starting_squares(player, count).ok_or(SetupError::BlockCount { player, count })?;
        }
        Ok(Setup {
            rules,
            plan,
            roller,
            stage: Stage::Throwing(spawn_throw(rules, plan.seed, roller.opponent())),
            finished: ByPlayer::both(None),
            done_asked: false,
            restore: None,
        })
    }
}

/// The physics of a throw, on a thread of its own so the table stays
/// smooth. (Not on Bevy's task pools: the physics app schedules its own
/// systems on them and would wait on itself.)
fn spawn_throw(rules: RulesOptions, seed: u64, owner: Player) -> Throw {
    Throw(Some(std::thread::spawn(move || {
        throw_blocks(&rules, seed, owner)
    })))
}

fn advance_stage(
    mut commands: Commands,
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    setup: Option<ResMut<Setup>>,
    mut blocks: Query<(Entity, &SetupBlock, &mut Transform)>,
    moving: Query<(), (With<SetupBlock>, With<Animating>)>,
    mut clacks: MessageWriter<Clack>,
    mut finished: MessageWriter<SetupFinished>,
    mut rejected: MessageWriter<Rejected>,
) {
    // Each step may end the setup (a quick one ends here), so neither
    // system counts on it still being there.
    let Some(mut setup) = setup else {
        return;
    };
    let setup = &mut *setup;
    match &mut setup.stage {
        Stage::Throwing(throw) => match throw.finished() {
            Some(Ok(roll)) => lay_out_throw(&mut commands, setup, roll),
            Some(Err(())) => {
                rejected.write(Rejected {
                    mv: None,
                    reason: Message::new("setup-dice-failed"),
                });
            }
            None => {}
        },
        Stage::Rolling { .. } => {
            let step = time.delta_secs() * speed.0.max(0.01);
            if let Some(rests) = replay(setup, step, &mut blocks, &mut clacks) {
                let drawn = drawn(&blocks.as_readonly());
                begin_placing(&mut commands, setup, rests, &drawn, &mut rejected);
            }
        }
        Stage::Placing { .. } => {
            // Finish once every carried block has landed, so that nothing is
            // cut off mid-air when the next stage lays the table out anew.
            if setup.done_asked && moving.is_empty() {
                setup.done_asked = false;
                let drawn = drawn(&blocks.as_readonly());
                finish_placement(&mut commands, setup, &drawn, &mut finished, &mut rejected);
            }
        }
    }
}

/// The throw is worked out: its blocks appear where the hand lets go.
fn lay_out_throw(commands: &mut Commands, setup: &mut Setup, roll: ThrownRoll) {
    let (roller, owner) = (setup.roller, setup.owner());
    if setup.restore.is_some() {
        // A resumed setup: the blocks placed before the save stand again.
        for (owner, placed) in Player::BOTH
            .into_iter()
            .filter_map(|owner| Some((owner, setup.finished[owner].as_ref()?)))
        {
            for block in placed {
                commands.spawn((
                    BlockPiece { owner },
                    block_transform(block.square, block.orientation),
                    Name::new(format!("{owner} block")),
                ));
            }
        }
    }
    for (index, &pose) in roll.poses_at(0.0).iter().enumerate() {
        commands.spawn((
            BlockPiece { owner },
            SetupBlock(index),
            on_table(roller, pose),
            Name::new(format!("Rolled {owner} block {index}")),
        ));
    }
    let seconds = if setup.plan.animate {
        0.0
    } else {
        roll.duration()
    };
    setup.stage = Stage::Rolling { roll, seconds };
}

/// Moves the replay on by `step` seconds; once the blocks have lain still a
/// moment, how each lies on the table.
fn replay(
    setup: &mut Setup,
    step: f32,
    blocks: &mut Query<(Entity, &SetupBlock, &mut Transform)>,
    clacks: &mut MessageWriter<Clack>,
) -> Option<Vec<Transform>> {
    let roller = setup.roller;
    let Stage::Rolling { roll, seconds } = &mut setup.stage else {
        return None;
    };
    let before = *seconds;
    *seconds += step;
    for _ in 0..roll.landings_between(before, *seconds) {
        clacks.write(Clack);
    }
    let poses: Vec<Transform> = roll
        .poses_at(*seconds)
        .iter()
        .map(|&pose| on_table(roller, pose))
        .collect();
    for (_, block, mut transform) in blocks.iter_mut() {
        if let Some(&pose) = poses.get(block.0) {
            *transform = pose;
        }
    }
    (*seconds >= roll.duration() + REST_SECONDS).then_some(poses)
}

/// The blocks lie as `tray_poses` show: the roller places them (or the
/// seed does).
fn begin_placing(
    commands: &mut Commands,
    setup: &mut Setup,
    tray_poses: Vec<Transform>,
    drawn: &[Drawn],
    rejected: &mut MessageWriter<Rejected>,
) {
    let Stage::Rolling { roll, .. } = &setup.stage else {
        return;
    };
    // Read on the table (Teal's tray is turned round), so that "north" is
    // the board's north; the tops are the same either way.
    let rests: Vec<Orientation> = tray_poses
        .iter()
        .zip(&roll.rests)
        .map(|(pose, &rest)| resting_orientation(pose.rotation).unwrap_or(rest))
        .collect();
    // The hand squares the blocks up where they lie, so that their symbols
    // read as on the board (a Cross at 45 degrees looks like an X).
    let tray_poses: Vec<Transform> = tray_poses
        .iter()
        .zip(&rests)
        .map(|(pose, &rest)| pose.with_rotation(orientation_rotation(rest)))
        .collect();
    for (index, &pose) in tray_poses.iter().enumerate() {
        move_block(commands, drawn, index, pose);
    }
    let placement = match Placement::new(setup.owner(), rests) {
        Ok(placement) => placement,
        Err(error) => {
            rejected.write(Rejected {
                mv: None,
                reason: error.message(),
            });
            return;
        }
    };
    setup.stage = Stage::Placing {
        placement,
        tray_poses,
    };
    if let Some(restore) = setup.restore.take() {
        put_back(commands, setup, drawn, &restore);
    }
    if setup.plan.placing == Placing::AtRandom {
        place_at_random(commands, setup, drawn);
        setup.done_asked = true;
    }
}

/// Puts the blocks of a resumed setup back as they were turned and placed.
fn put_back(
    commands: &mut Commands,
    setup: &mut Setup,
    drawn: &[Drawn],
    restore: &[(Orientation, Option<Square>)],
) {
    let Stage::Placing {
        placement,
        tray_poses,
    } = &mut setup.stage
    else {
        return;
    };
    for (block, &(lying, square)) in restore.iter().enumerate() {
        if placement.set_orientation(block, lying).is_err() {
            continue;
        }
        let goal = match square.filter(|&square| placement.place(block, square).is_ok()) {
            Some(square) => block_transform(square, lying),
            None => match tray_poses.get_mut(block) {
                Some(pose) => {
                    pose.rotation = orientation_rotation(lying);
                    *pose
                }
                None => continue,
            },
        };
        move_block(commands, drawn, block, goal);
    }
}

/// A rolled block as drawn: its entity, its number in the roll, its pose.
pub(super) type Drawn = (Entity, usize, Transform);

pub(super) fn drawn(blocks: &Query<(Entity, &SetupBlock, &Transform)>) -> Vec<Drawn> {
    blocks
        .iter()
        .map(|(entity, block, transform)| (entity, block.0, *transform))
        .collect()
}

/// Places the rolled blocks as the seed says, each carried to its square.
fn place_at_random(commands: &mut Commands, setup: &mut Setup, blocks: &[Drawn]) {
    let seed = setup.plan.seed;
    let owner = setup.owner();
    let Stage::Placing { placement, .. } = &mut setup.stage else {
        return;
    };
    let rests: Vec<_> = (0..placement.faces().len())
        .filter_map(|block| placement.orientation(block))
        .collect();
    for (block, placed) in random_placement(seed, owner, &rests)
        .into_iter()
        .enumerate()
    {
        // The random placement keeps each block's rolled face: both calls hold.
        let kept = placement
            .set_orientation(block, placed.orientation)
            .and_then(|()| placement.place(block, placed.square));
        if kept.is_ok() {
            move_block(
                commands,
                blocks,
                block,
                block_transform(placed.square, placed.orientation),
            );
        }
    }
}

/// Carries block `index` of the roll from where it is drawn to `goal`.
pub(super) fn move_block(commands: &mut Commands, blocks: &[Drawn], index: usize, goal: Transform) {
    for &(entity, block, transform) in blocks {
        if block == index {
            commands
                .entity(entity)
                .insert(Animating::new(carry(transform, goal)));
        }
    }
}

/// The roller is done: keep the placement, then the next roller throws or
/// the game begins.
fn finish_placement(
    commands: &mut Commands,
    setup: &mut Setup,
    blocks: &[Drawn],
    finished: &mut MessageWriter<SetupFinished>,
    rejected: &mut MessageWriter<Rejected>,
) {
    let Some(placement) = setup.placement() else {
        return;
    };
    let placed = match placement.finish() {
        Ok(placed) => placed,
        Err(error) => {
            rejected.write(Rejected {
                mv: None,
                reason: error.message(),
            });
            return;
        }
    };
    let owner = setup.owner();
    setup.finished[owner] = Some(placed);
    // These blocks are placed for good; the next roll numbers its own.
    for &(entity, ..) in blocks {
        commands.entity(entity).remove::<SetupBlock>();
    }
    let next = ROLLERS
        .iter()
        .position(|&r| r == setup.roller)
        .map(|i| i + 1);
    if let Some(&roller) = next.and_then(|i| ROLLERS.get(i)) {
        setup.roller = roller;
        setup.stage = Stage::Throwing(spawn_throw(setup.rules, setup.plan.seed, roller.opponent()));
        return;
    }
    let placements = ByPlayer::new_with(|owner| setup.finished[owner].clone().unwrap_or_default());
    match setup.by_hand().game(placements) {
        // The session begins the game.
        Ok(game) => {
            finished.write(SetupFinished(Box::new(game)));
        }
        Err(error) => {
            rejected.write(Rejected {
                mv: None,
                reason: error.message(),
            });
        }
    }
}
