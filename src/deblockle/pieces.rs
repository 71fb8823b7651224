//! The block entities: one per rules block, laid out when a game starts and
//! set in motion by each change. Which entity stands where is kept here;
//! how a block looks is the view's business (`block_view`).

use std::collections::HashMap;

use bevy::prelude::*;
use tabletop_rules::deblockle::{ByPlayer, Direction, Game, Move, Player, Square};

use super::animation::{move_segments, reversed, tip_segments};
use super::coords::{BLOCK_SIZE, block_transform};
use super::session::{DeblockleChange, DeblockleSession};
use crate::table::camera::clearance::ClearOfHud;
use crate::table::motion::Animating;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TipPreview>()
        .init_resource::<Blocks>()
        .add_systems(
            Update,
            (follow_changes, show_tip_previews)
                .chain()
                .in_set(crate::table::TableSystems::Pieces),
        );
}

/// A block of the game, drawn by the view.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[require(Transform, Visibility, super::DeblockleScene, ClearOfHud { radius: 0.5 })]
pub struct BlockPiece {
    /// Whose block it is.
    pub owner: Player,
}

/// A block drawn tipped towards a direction that the rules have not seen
/// yet: the player is choosing its hop.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TipShown(pub Direction);

/// Show or take back the tip of a block before its hop is chosen.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TipPreview {
    /// Roll the block on `from` towards `tip`.
    Show {
        /// The block's square.
        from: Square,
        /// The direction.
        tip: Direction,
    },
    /// Roll it back.
    Hide {
        /// The block's square.
        from: Square,
        /// The direction it was shown tipped.
        tip: Direction,
    },
}

/// Which entity is which block: those on the board by square, those taken
/// off in their owner's tray in the order they left.
#[derive(Resource, Default, Debug)]
pub struct Blocks {
    /// The blocks on the board.
    pub on_board: HashMap<Square, Entity>,
    /// The blocks taken off the board.
    pub trays: ByPlayer<Vec<Entity>>,
}

impl Blocks {
    /// The square of a block entity on the board.
    pub fn square_of(&self, entity: Entity) -> Option<Square> {
        self.on_board
            .iter()
            .find_map(|(&square, &e)| (e == entity).then_some(square))
    }
}

/// Where the `index`th block taken off `owner`'s board rests, beside the board.
pub fn tray_slot(owner: Player, index: usize) -> Vec3 {
    let y = BLOCK_SIZE / 2.0 + super::coords::TRAY_HEIGHT;
    let along = 2.4 - 1.1 * index as f32;
    match owner {
        Player::Gold => Vec3::new(4.75, y, along),
        Player::Teal => Vec3::new(-4.75, y, -along),
    }
}

fn follow_changes(
    mut commands: Commands,
    mut changes: MessageReader<DeblockleChange>,
    session: Option<Res<DeblockleSession>>,
    mut blocks: ResMut<Blocks>,
    pieces: Query<Entity, With<BlockPiece>>,
    shown: Query<&TipShown>,
) {
    for change in changes.read() {
        match change {
            DeblockleChange::Started | DeblockleChange::Cleared => {
                for entity in &pieces {
                    commands.entity(entity).despawn();
                }
                *blocks = Blocks::default();
                if let (DeblockleChange::Started, Some(session)) = (change, &session) {
                    lay_out(&mut commands, &mut blocks, &session.game);
                }
            }
            DeblockleChange::Played { before, turn } => {
                let Some(entity) = blocks.on_board.remove(&turn.mv.from) else {
                    continue;
                };
                let tip_shown = shown.get(entity).is_ok_and(|t| t.0 == turn.mv.tip);
                let slot = tray_slot(turn.player, blocks.trays[turn.player].len());
                let segments = move_segments(before, turn.mv, slot, tip_shown);
                place(&mut blocks, turn.player, turn.mv, entity);
                commands
                    .entity(entity)
                    .remove::<TipShown>()
                    .insert(Animating::new(segments));
            }
            DeblockleChange::Undone { before, mv } => {
                let Some(owner) = before.board().block_at(mv.from).map(|b| b.owner) else {
                    continue;
                };
                let Some(entity) = take_back(&mut blocks, owner, *mv) else {
                    continue;
                };
                let slot = tray_slot(owner, blocks.trays[owner].len());
                let segments = reversed(&move_segments(before, *mv, slot, false));
                blocks.on_board.insert(mv.from, entity);
                commands.entity(entity).insert(Animating::new(segments));
            }
            // Nothing moves: the banner says it.
            DeblockleChange::Ended => {}
        }
    }
}

/// Spawns a block entity for every block on the board now, and one in its
/// owner's tray for every block taken off so far (a resumed game).
fn lay_out(commands: &mut Commands, blocks: &mut Blocks, game: &Game) {
    for (square, block) in game.position().board().blocks() {
        let entity = commands
            .spawn((
                BlockPiece { owner: block.owner },
                block_transform(square, block.orientation),
                Name::new(format!("{} block", block.owner)),
            ))
            .id();
        blocks.on_board.insert(square, entity);
    }
    for (before, &mv) in game.positions().iter().zip(game.moves()) {
        let (Some(block), Some(star), None) = (
            before.board().block_at(mv.from),
            mv.tip_square(),
            mv.destination(),
        ) else {
            continue;
        };
        // Lying as it left the board: Star up, as the removal's animation ends.
        let lying = block_transform(star, block.orientation.tipped(mv.tip)).rotation;
        let slot = tray_slot(block.owner, blocks.trays[block.owner].len());
        let entity = commands
            .spawn((
                BlockPiece { owner: block.owner },
                Transform::from_translation(slot).with_rotation(lying),
                Name::new(format!("{} block, off the board", block.owner)),
            ))
            .id();
        blocks.trays[block.owner].push(entity);
    }
}

/// Records where the block that played `mv` ends: a square, or the tray.
fn place(blocks: &mut Blocks, owner: Player, mv: Move, entity: Entity) {
    match mv.destination() {
        Some(end) => {
            blocks.on_board.insert(end, entity);
        }
        None => blocks.trays[owner].push(entity),
    }
}

/// Finds and unrecords the block that played `mv`, to take it back.
fn take_back(blocks: &mut Blocks, owner: Player, mv: Move) -> Option<Entity> {
    match mv.destination() {
        Some(end) => blocks.on_board.remove(&end),
        None => blocks.trays[owner].pop(),
    }
}

fn show_tip_previews(
    mut commands: Commands,
    mut previews: MessageReader<TipPreview>,
    session: Option<Res<DeblockleSession>>,
    blocks: Res<Blocks>,
) {
    let Some(session) = session else {
        return;
    };
    let position = session.game.position();
    for preview in previews.read() {
        let (from, tip, show) = match *preview {
            TipPreview::Show { from, tip } => (from, tip, true),
            TipPreview::Hide { from, tip } => (from, tip, false),
        };
        let Some(&entity) = blocks.on_board.get(&from) else {
            continue;
        };
        let roll = tip_segments(
            position,
            Move {
                from,
                tip,
                hop: None,
            },
        );
        let mut block = commands.entity(entity);
        if show {
            block.insert((TipShown(tip), Animating::new(roll)));
        } else {
            block
                .remove::<TipShown>()
                .insert(Animating::new(reversed(&roll)));
        }
    }
}
