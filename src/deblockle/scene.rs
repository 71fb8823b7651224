//! The wooden board on the table, the trays, and the square tiles that
//! take clicks and glow to show the choices.

use bevy::prelude::*;
use tabletop_rules::deblockle::{MoveList, Placement, Player, Square};

use super::DeblockleScene;
use super::coords::{TRAY_HEIGHT, square_center};
use super::pieces::{BlockPiece, Blocks};
use super::seats::ComputerTurn;
use super::selection::{Cursor, Pick, Selection, choices};
use super::session::DeblockleSession;
use super::setup::{Setup, SetupChoice};
use super::textures::{BOARD_WIDTH, board_image, paint_of};
use crate::deblockle::guided::Guided;
use crate::screens::Screen;
use crate::table::glow::glow;
use crate::table::top::TABLE_TOP;

/// The board stands on the table; its top is at y = 0.
const BOARD_THICKNESS: f32 = -TABLE_TOP;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredBlock>()
        .add_systems(Startup, spawn_table)
        .add_systems(
            Update,
            paint_highlights
                .in_set(crate::table::TableSystems::Show)
                .run_if(in_state(crate::deblockle::TABLE)),
        );
}

/// A square of the board, for clicks and highlights.
#[derive(Component, Clone, Copy, Debug)]
#[require(DeblockleScene)]
pub struct SquareTile(pub Square);

/// The block under the mouse, if any.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct HoveredBlock(pub Option<Entity>);

/// How a square glows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Glow {
    None,
    /// A block the player to move can move.
    Movable,
    /// The movable block under the mouse.
    Hovered,
    /// The chosen block.
    Chosen,
    /// Where the chosen block can tip.
    Tip,
    /// Where the tipped block can hop.
    Hop,
    /// The keyboard cursor.
    Cursor,
    /// A square the lesson points out.
    Lesson,
}

#[derive(Resource)]
struct GlowMaterials(Vec<(Glow, Handle<StandardMaterial>)>);

impl GlowMaterials {
    fn get(&self, glow: Glow) -> Handle<StandardMaterial> {
        self.0
            .iter()
            .find_map(|(g, handle)| (*g == glow).then(|| handle.clone()))
            .unwrap_or_default()
    }
}

fn spawn_table(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let board_wood = materials.add(StandardMaterial {
        base_color_texture: Some(images.add(board_image())),
        perceptual_roughness: 0.62,
        reflectance: 0.35,
        ..default()
    });
    commands.spawn((
        Name::new("Board"),
        DeblockleScene,
        Mesh3d(meshes.add(Cuboid::new(BOARD_WIDTH, BOARD_THICKNESS, BOARD_WIDTH))),
        MeshMaterial3d(board_wood.clone()),
        Transform::from_xyz(0.0, -BOARD_THICKNESS / 2.0, 0.0),
        Pickable::IGNORE,
    ));
    for player in Player::BOTH {
        let tint = paint_of(player).map(|c| f32::from(c) / 255.0 * 0.45);
        let x = if player == Player::Gold { 4.75 } else { -4.75 };
        commands.spawn((
            Name::new(format!("{player} tray")),
            DeblockleScene,
            Mesh3d(meshes.add(Cuboid::new(1.15, 0.06, 4.8))),
            MeshMaterial3d(materials.add(StandardMaterial {
                base_color: Color::srgb(tint[0], tint[1], tint[2]),
                perceptual_roughness: 0.95,
                ..default()
            })),
            Transform::from_xyz(x, TRAY_HEIGHT - 0.03, 0.0),
            Pickable::IGNORE,
        ));
    }
    let glows = [
        (Glow::None, [0.0, 0.0, 0.0, 0.0]),
        (Glow::Movable, [1.0, 0.96, 0.82, 0.5]),
        (Glow::Hovered, [1.0, 0.98, 0.7, 0.9]),
        (Glow::Chosen, [1.0, 0.8, 0.2, 0.9]),
        (Glow::Tip, [0.35, 0.9, 0.45, 0.5]),
        (Glow::Hop, [0.35, 0.7, 1.0, 0.55]),
        (Glow::Cursor, [1.0, 1.0, 1.0, 0.7]),
        (Glow::Lesson, [0.75, 0.55, 1.0, 0.45]),
    ];
    let glows = GlowMaterials(
        glows
            .into_iter()
            .map(|(g, rgba)| (g, materials.add(glow(rgba))))
            .collect(),
    );
    // Wider than a block, so that the glow under a block shows as a rim.
    let tile = meshes.add(Plane3d::default().mesh().size(0.98, 0.98));
    for square in Square::ALL {
        commands
            .spawn((
                Name::new(format!("Square {square}")),
                SquareTile(square),
                Mesh3d(tile.clone()),
                MeshMaterial3d(glows.get(Glow::None)),
                Transform::from_translation(square_center(square) + Vec3::Y * 0.004),
            ))
            .observe(
                |click: On<Pointer<Click>>,
                 screen: Res<State<Screen>>,
                 tiles: Query<&SquareTile>,
                 mut picks: MessageWriter<Pick>| {
                    if click.button == PointerButton::Primary
                        && *screen.get() == crate::deblockle::TABLE
                        && let Ok(tile) = tiles.get(click.entity)
                    {
                        picks.write(Pick::Square(tile.0));
                    }
                },
            );
    }
    commands.insert_resource(glows);
}

/// How a square glows while the roller places blocks: the free starting
/// squares invite, the square under a dragged block answers, the chosen
/// block's square shows it chosen.
fn setup_glow(square: Square, placement: &Placement, choice: &SetupChoice) -> Glow {
    let chosen_square = choice.block.and_then(|block| placement.square(block));
    if chosen_square == Some(square) {
        Glow::Chosen
    } else if placement.free_squares().contains(&square) {
        if choice.over == Some(square) {
            Glow::Hovered
        } else {
            Glow::Tip
        }
    } else {
        Glow::None
    }
}

fn paint_highlights(
    session: Option<Res<DeblockleSession>>,
    guide: Option<Res<Guided>>,
    setup: Option<Res<Setup>>,
    setup_choice: Res<SetupChoice>,
    selection: Res<Selection>,
    cursor: Res<Cursor>,
    hovered: Res<HoveredBlock>,
    blocks: Res<Blocks>,
    glows: Option<Res<GlowMaterials>>,
    mut tiles: Query<(&SquareTile, &mut MeshMaterial3d<StandardMaterial>)>,
    pieces: Query<(), With<BlockPiece>>,
    turn: ComputerTurn,
) {
    let Some(glows) = glows else {
        return;
    };
    if let Some(setup) = &setup {
        let placement = setup.placement();
        for (tile, mut material) in &mut tiles {
            let glow = placement.map_or(Glow::None, |p| setup_glow(tile.0, p, &setup_choice));
            let handle = glows.get(glow);
            if material.0 != handle {
                material.0 = handle;
            }
        }
        return;
    }
    let Some(session) = session else {
        return;
    };
    // Nothing glows as a choice while a program is to move.
    let moves = if turn.program_moves(session.game.position().turn()) {
        MoveList::new()
    } else {
        session.game.legal_moves()
    };
    let offered = choices(*selection, &moves);
    let hovered_square = hovered
        .0
        .filter(|&e| pieces.contains(e))
        .and_then(|e| blocks.square_of(e));
    let cursor_square = cursor
        .shown
        .then(|| offered.get(cursor.index).copied())
        .flatten();
    for (tile, mut material) in &mut tiles {
        let square = tile.0;
        let glow = if Some(square) == cursor_square {
            Glow::Cursor
        } else {
            match *selection {
                Selection::Idle if offered.contains(&square) && hovered_square == Some(square) => {
                    Glow::Hovered
                }
                Selection::Idle if offered.contains(&square) => Glow::Movable,
                Selection::Block(from) if from == square => Glow::Chosen,
                Selection::Block(_) if offered.contains(&square) => Glow::Tip,
                Selection::Tipped(from, tip) if from.step(tip) == Some(square) => Glow::Chosen,
                Selection::Tipped(..) if offered.contains(&square) => Glow::Hop,
                _ if guide
                    .as_ref()
                    .is_some_and(|g| g.highlight.contains(&square)) =>
                {
                    Glow::Lesson
                }
                _ => Glow::None,
            }
        };
        let handle = glows.get(glow);
        if material.0 != handle {
            material.0 = handle;
        }
    }
}
