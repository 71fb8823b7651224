//! The Hive table as seen: a felt cloth, the tiles' looks (ivory and black,
//! each with its bug), and the marks on the felt: the chosen tile, its
//! destinations as ghost hexes (from the rules' legal moves), the last
//! move, and on demand the Queens' free sides. Deblockle's board and blocks
//! are put away while Hive is played.

use bevy::prelude::*;
use tabletop_rules::hive::{Bug, Colour, Move, Piece};

use super::icons::face_image;
use super::layout::{
    HEX_RADIUS, TILE_RADIUS, hex_at, hex_centre, hive_middle, resting_place, stack_top,
};
use super::selection::{HivePick, HiveSelection, destination};
use super::session::{HiveChange, HiveSession};
use super::tiles::HiveTile;
use crate::table::camera::{HomeView, OrbitCamera};
use crate::table::glow::{LESSON_LIGHT, glow};
use crate::table::lessons::ActiveLesson;
use crate::table::puzzles::ActivePuzzle;
use crate::table::{TableSystems, face_the_table_again};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShowQueenSides>()
        // The tiles' looks are made the first time the table opens, not at
        // start: sixteen faces drawn by code are memory the menu and the
        // other games never need.
        .add_systems(
            OnEnter(crate::hive::TABLE),
            (
                make_looks.run_if(not(resource_exists::<HiveLooks>)),
                spawn_felt,
            ),
        )
        .add_systems(OnExit(crate::hive::TABLE), face_the_table_again)
        .add_systems(
            Update,
            (dress_new_tiles, mark_the_felt, centre_on_new_games)
                .in_set(TableSystems::Show)
                .run_if(in_state(crate::hive::TABLE)),
        );
}

/// The view of a Hive table from White's side: the hive in the middle
/// (the pan), both reserves in view.
const HIVE_VIEW: HomeView = HomeView {
    pitch: 1.12,
    distance: 17.0,
    focus: 0.0,
    pan: Vec3::ZERO,
};

/// Whether the Queens' free sides are shown.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShowQueenSides(pub bool);

/// A mark on the felt, redrawn when what it shows changes.
#[derive(Component)]
struct FeltMark;

#[derive(Resource)]
struct HiveLooks {
    tile: Handle<Mesh>,
    /// A flat hexagon for marks.
    mark: Handle<Mesh>,
    faces: Vec<((Colour, Bug), Handle<StandardMaterial>)>,
    ghost: Handle<StandardMaterial>,
    chosen: Handle<StandardMaterial>,
    last_move: Handle<StandardMaterial>,
    free_side: Handle<StandardMaterial>,
    /// What a lesson points at.
    lesson: Handle<StandardMaterial>,
}

impl HiveLooks {
    fn face(&self, piece: Piece) -> Handle<StandardMaterial> {
        self.faces
            .iter()
            .find_map(|(key, handle)| (*key == (piece.colour, piece.bug)).then(|| handle.clone()))
            .unwrap_or_default()
    }
}

fn make_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let mut faces = Vec::new();
    for colour in [Colour::White, Colour::Black] {
        for bug in Bug::ALL {
            let material = StandardMaterial {
                base_color_texture: Some(images.add(face_image(colour, bug))),
                // Polished resin: a soft sheen.
                perceptual_roughness: 0.32,
                reflectance: 0.45,
                ..default()
            };
            faces.push(((colour, bug), materials.add(material)));
        }
    }
    commands.insert_resource(HiveLooks {
        tile: meshes.add(super::tile_mesh::hex_tile(1.0)),
        mark: meshes.add(super::tile_mesh::hex_tile(0.06)),
        faces,
        ghost: materials.add(glow([0.6, 1.0, 0.62, 0.8])),
        chosen: materials.add(glow([1.0, 0.8, 0.25, 0.95])),
        last_move: materials.add(glow([1.0, 0.62, 0.2, 0.6])),
        free_side: materials.add(glow([0.4, 0.7, 1.0, 0.7])),
        lesson: materials.add(glow(LESSON_LIGHT)),
    });
}

/// A game that opens is shown with its hive in the middle; after that the
/// camera goes only where the player takes it.
fn centre_on_new_games(
    mut changes: MessageReader<HiveChange>,
    session: Option<Res<HiveSession>>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    let started = changes.read().any(|change| *change == HiveChange::Started);
    let Some(session) = session.filter(|_| started) else {
        return;
    };
    for mut camera in &mut cameras {
        camera.frame(
            0.0,
            HomeView {
                pan: hive_middle(session.game.position()),
                ..HIVE_VIEW
            },
        );
    }
}

fn spawn_felt(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    commands
        .spawn((
            Name::new("Felt"),
            DespawnOnExit(crate::hive::TABLE),
            Mesh3d(meshes.add(Plane3d::default().mesh().size(80.0, 80.0))),
            MeshMaterial3d(materials.add(StandardMaterial {
                base_color: Color::srgb(0.09, 0.24, 0.16),
                perceptual_roughness: 1.0,
                reflectance: 0.1,
                ..default()
            })),
            Transform::from_xyz(0.0, -0.002, 0.0),
        ))
        .observe(
            |click: On<Pointer<Click>>, mut picks: MessageWriter<HivePick>| {
                if click.button != PointerButton::Primary {
                    return;
                }
                let pick = click
                    .hit
                    .position
                    .map_or(HivePick::Clear, |point| HivePick::Hex(hex_at(point)));
                picks.write(pick);
            },
        );
}

/// Gives each new tile its look and makes it answer clicks.
fn dress_new_tiles(
    mut commands: Commands,
    looks: Option<Res<HiveLooks>>,
    tiles: Query<(Entity, &HiveTile), Added<HiveTile>>,
) {
    let Some(looks) = looks else {
        return;
    };
    for (entity, tile) in &tiles {
        commands
            .entity(entity)
            .insert((
                Mesh3d(looks.tile.clone()),
                MeshMaterial3d(looks.face(tile.0)),
            ))
            .observe(
                |click: On<Pointer<Click>>,
                 tiles: Query<&HiveTile>,
                 mut picks: MessageWriter<HivePick>| {
                    if click.button == PointerButton::Primary
                        && let Ok(tile) = tiles.get(click.entity)
                    {
                        picks.write(HivePick::Tile(tile.0));
                    }
                },
            );
    }
}

/// Redraws the marks when the game, the choice or the Queen-sides switch
/// changes.
fn mark_the_felt(
    mut commands: Commands,
    looks: Option<Res<HiveLooks>>,
    session: Option<Res<HiveSession>>,
    selection: Res<HiveSelection>,
    queen_sides: Res<ShowQueenSides>,
    lesson: Option<Res<ActiveLesson<HiveSession>>>,
    puzzle: Option<Res<ActivePuzzle<HiveSession>>>,
    marks: Query<Entity, With<FeltMark>>,
) {
    let (Some(looks), Some(session)) = (looks, session) else {
        return;
    };
    let guide_changed = lesson.as_ref().is_some_and(|lesson| lesson.is_changed())
        || puzzle.as_ref().is_some_and(|puzzle| puzzle.is_changed());
    let asked = selection.is_changed() || queen_sides.is_changed() || guide_changed;
    if !(session.is_changed() || asked) {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let position = session.game.position();
    let mut mark = |at: Vec3, scale: f32, material: &Handle<StandardMaterial>, hex| {
        let mut entity = commands.spawn((
            FeltMark,
            DespawnOnExit(crate::hive::TABLE),
            Mesh3d(looks.mark.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(at + Vec3::Y * 0.003)
                .with_scale(Vec3::new(scale, 1.0, scale)),
        ));
        if let Some(hex) = hex {
            entity.observe(
                move |click: On<Pointer<Click>>, mut picks: MessageWriter<HivePick>| {
                    if click.button == PointerButton::Primary {
                        picks.write(HivePick::Hex(hex));
                    }
                },
            );
        } else {
            entity.insert(Pickable::IGNORE);
        }
    };
    // A rim round the tile (wider than it) shows under it.
    let rim = HEX_RADIUS / TILE_RADIUS * 1.02;
    // The last move: where the tile came from, and where it went.
    if let (Some(Move::Move(piece, _) | Move::Place(piece, _)), [.., before, _]) =
        (session.game.last_move(), session.game.positions())
    {
        if let Some(from) = before.location(piece) {
            mark(stack_top(position, from), 0.9, &looks.last_move, None);
        }
        let under = resting_place(position, piece);
        mark(under - Vec3::Y * 0.004, rim, &looks.last_move, None);
    }
    if let Some(piece) = selection.piece {
        let under = resting_place(position, piece);
        mark(under - Vec3::Y * 0.002, rim, &looks.chosen, None);
    }
    // The tiles the chosen Pillbug can throw: ringed, to be picked.
    for &piece in &selection.throwables {
        let under = resting_place(position, piece);
        mark(under - Vec3::Y * 0.002, rim, &looks.free_side, None);
    }
    for &mv in &selection.moves {
        if let Some(hex) = destination(mv) {
            mark(stack_top(position, hex), 1.0, &looks.ghost, Some(hex));
        }
    }
    // What a lesson or a puzzle's hint points at: a ring under a tile, or
    // an empty hex lit.
    let lit = lesson.iter().flat_map(|lesson| &lesson.lesson.highlight);
    for &hex in lit.chain(puzzle.iter().flat_map(|puzzle| &puzzle.lit)) {
        match position.top(hex) {
            Some(top) => {
                let under = resting_place(position, top) - Vec3::Y * 0.004;
                mark(under, rim * 1.08, &looks.lesson, None);
            }
            None => mark(hex_centre(hex), 0.95, &looks.lesson, None),
        }
    }
    // A hint's destination: ringed as the chosen tile is, wider.
    if let Some(hex) = selection.hinted.and_then(destination) {
        mark(
            stack_top(position, hex) - Vec3::Y * 0.002,
            rim * 1.15,
            &looks.chosen,
            None,
        );
    }
    if queen_sides.0 {
        for colour in [Colour::White, Colour::Black] {
            let Some(queen) = position.queen(colour) else {
                continue;
            };
            for side in queen.neighbours() {
                if !position.occupied(side) {
                    mark(hex_centre(side), 0.55, &looks.free_side, None);
                }
            }
        }
    }
}
