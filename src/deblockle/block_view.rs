//! How a block looks: the bevelled cube with its side's symbol atlas, and
//! the clicks and hovers it passes on as picks.

use bevy::prelude::*;
use tabletop_rules::deblockle::ByPlayer;

use super::coords::BLOCK_SIZE;
use super::mesh::bevelled_cube;
use super::pieces::{BlockPiece, Blocks};
use super::scene::HoveredBlock;
use super::selection::Pick;
use super::textures::block_atlas;
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_block_looks)
        .add_observer(dress_block);
}

#[derive(Resource)]
struct BlockLooks {
    mesh: Handle<Mesh>,
    materials: ByPlayer<Handle<StandardMaterial>>,
}

fn make_block_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let mut painted = |player| {
        materials.add(StandardMaterial {
            base_color_texture: Some(images.add(block_atlas(player))),
            perceptual_roughness: 0.45,
            reflectance: 0.4,
            ..default()
        })
    };
    let materials = ByPlayer::new_with(&mut painted);
    commands.insert_resource(BlockLooks {
        mesh: meshes.add(bevelled_cube(BLOCK_SIZE, BLOCK_SIZE * 0.07)),
        materials,
    });
}

fn dress_block(
    added: On<Add, BlockPiece>,
    mut commands: Commands,
    pieces: Query<&BlockPiece>,
    looks: Option<Res<BlockLooks>>,
) {
    let (Ok(piece), Some(looks)) = (pieces.get(added.entity), looks) else {
        return;
    };
    commands
        .entity(added.entity)
        .insert((
            Mesh3d(looks.mesh.clone()),
            MeshMaterial3d(looks.materials[piece.owner].clone()),
        ))
        .observe(
            |click: On<Pointer<Click>>,
             screen: Res<State<Screen>>,
             blocks: Res<Blocks>,
             mut picks: MessageWriter<Pick>| {
                if click.button == PointerButton::Primary
                    && *screen.get() == crate::deblockle::TABLE
                    && let Some(square) = blocks.square_of(click.entity)
                {
                    picks.write(Pick::Square(square));
                }
            },
        )
        .observe(
            |over: On<Pointer<Over>>, mut hovered: ResMut<HoveredBlock>| {
                hovered.0 = Some(over.entity);
            },
        )
        .observe(|out: On<Pointer<Out>>, mut hovered: ResMut<HoveredBlock>| {
            if hovered.0 == Some(out.entity) {
                hovered.0 = None;
            }
        });
}
