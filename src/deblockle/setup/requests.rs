//! The roller's requests in the setup: place, lift or turn a block (the
//! rules refusing what is wrong, with their reason), and Done.

use std::f32::consts::FRAC_PI_2;

use bevy::prelude::*;
use tabletop_i18n::Explained;
use tabletop_rules::deblockle::SetupError;

use super::flow::{Drawn, drawn, move_block};
use super::{Setup, SetupBlock, SetupRequest, Stage};
use crate::deblockle::coords::block_transform;
use crate::deblockle::refusal::Rejected;
use crate::deblockle::seats::DeblockleSeats;
use crate::table::network::{NetTable, step_waits};
use crate::table::seats::Seat;

pub(super) fn apply_requests(
    mut commands: Commands,
    mut requests: MessageReader<SetupRequest>,
    setup: Option<ResMut<Setup>>,
    blocks: Query<(Entity, &SetupBlock, &Transform)>,
    (net, seats): (Option<Res<NetTable>>, Res<DeblockleSeats>),
    mut rejected: MessageWriter<Rejected>,
) {
    let Some(mut setup) = setup else {
        requests.clear();
        return;
    };
    let setup = &mut *setup;
    let blocks = drawn(&blocks);
    for &request in requests.read() {
        if request == SetupRequest::Done {
            // A placement made here goes to the friends, when the table
            // lets it (a friend's own is placed here as it came).
            let made_here = *seats.of(setup.roller) != Seat::Friend;
            let waits = step_waits(net.as_deref(), crate::deblockle::TABLE);
            if let Some(reason) = waits.filter(|_| made_here) {
                rejected.write(Rejected { mv: None, reason });
                continue;
            }
            setup.done_asked = setup.placement().is_some();
            continue;
        }
        if let Err(error) = handle(&mut commands, setup, &blocks, request) {
            rejected.write(Rejected {
                mv: None,
                reason: error.message(),
            });
        }
    }
}

/// Places, lifts or turns a block as asked and sends it on its way.
fn handle(
    commands: &mut Commands,
    setup: &mut Setup,
    blocks: &[Drawn],
    request: SetupRequest,
) -> Result<(), SetupError> {
    let Stage::Placing {
        placement,
        tray_poses,
    } = &mut setup.stage
    else {
        return Ok(());
    };
    let block = match request {
        SetupRequest::Place { block, square } => {
            placement.place(block, square)?;
            block
        }
        SetupRequest::Lift(block) => {
            placement.lift(block)?;
            block
        }
        SetupRequest::Turn { block, clockwise } => {
            placement.turn(block, clockwise)?;
            // Turned in the tray too, so that lifting it keeps the turn.
            if let Some(pose) = tray_poses.get_mut(block) {
                let quarter = if clockwise { -FRAC_PI_2 } else { FRAC_PI_2 };
                pose.rotation = Quat::from_rotation_y(quarter) * pose.rotation;
            }
            block
        }
        SetupRequest::Done => return Ok(()),
    };
    let goal = match (placement.square(block), placement.orientation(block)) {
        (Some(square), Some(orientation)) => block_transform(square, orientation),
        _ => tray_poses.get(block).copied().unwrap_or_default(),
    };
    move_block(commands, blocks, block, goal);
    Ok(())
}
