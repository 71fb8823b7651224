//! The Blokus 3D table as seen: a wooden turntable carrying the grid and
//! the structure being built (drag its rim, or Q/E, to turn it), glossy
//! plastic cubes in the four colours (their looks are `looks`'), the piece
//! in hand as a ghost (green where it may go, red and hatched where not),
//! and on demand the legal spots and the
//! height limits. The other games' tables are put away meanwhile.

use bevy::prelude::*;
use tabletop_rules::blokus3d::SIDE;

use super::cubes::BlokusCube;
use super::grid::grid_image;
use super::layout::{CUBE, TOP, TURNTABLE_RADIUS, cube_centre};
use super::lessons::Cell;
use super::looks::BlokusLooks;
use super::placing::{BlokusHand, verdict};
use super::session::{BlokusChange, BlokusSession};
use super::turntable;
use crate::table::camera::{HomeView, OrbitCamera};
use crate::table::lessons::ActiveLesson;
use crate::table::marks::BoardFrame;
use crate::table::set_up::PositionBeingSetUp;
use crate::table::{TableSystems, face_the_table_again};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BlokusAids>()
        .add_systems(OnEnter(crate::blokus3d::TABLE), spawn_turntable)
        .add_systems(OnExit(crate::blokus3d::TABLE), face_the_table_again)
        .add_systems(
            Update,
            (
                new_grid_for_new_games,
                dress_new_cubes,
                show_hand,
                show_aids,
                turntable::turn_the_turntable,
            )
                .in_set(TableSystems::Show)
                .run_if(in_state(crate::blokus3d::TABLE)),
        );
}

/// What the player asked to see: the legal spots of the piece in hand, the
/// height limits as columns, the view from above.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BlokusAids {
    /// Where the piece in hand fits, as it is turned.
    pub legal_spots: bool,
    /// Each square's height limit as a glass column.
    pub limits: bool,
    /// The camera straight above.
    pub top_view: bool,
}

/// The turntable from above its edge, the trays in view.
const TURNTABLE_VIEW: HomeView = HomeView {
    pitch: 0.95,
    distance: 14.5,
    focus: 1.3,
    pan: Vec3::ZERO,
};

/// The turntable: everything on it is its child.
#[derive(Component, Default)]
pub struct Turntable {
    /// Where Q/E have turned it.
    pub(super) angle: f32,
}

/// The grid on the turntable's face.
#[derive(Component)]
struct GridFace;

/// The ghost of the piece in hand (its cubes are children).
#[derive(Component)]
struct Ghost;

/// A mark of the aids, redrawn when they change.
#[derive(Component)]
struct AidMark;

fn spawn_turntable(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    // It stands on the table top (the room's, under every game).
    let wood = |rgb: [f32; 3], materials: &mut Assets<StandardMaterial>| {
        materials.add(StandardMaterial {
            base_color: Color::srgb(rgb[0], rgb[1], rgb[2]),
            perceptual_roughness: 0.6,
            ..default()
        })
    };
    commands
        .spawn((
            Name::new("Turntable"),
            Turntable::default(),
            BoardFrame,
            DespawnOnExit(crate::blokus3d::TABLE),
            Transform::default(),
            Visibility::default(),
        ))
        .with_children(|turntable| {
            // Its rim, outside the grid, turns it when dragged.
            turntable
                .spawn((
                    Mesh3d(meshes.add(Cylinder::new(TURNTABLE_RADIUS, 0.3).mesh().resolution(96))),
                    MeshMaterial3d(wood([0.55, 0.36, 0.2], &mut materials)),
                    Transform::from_xyz(0.0, TOP - 0.16, 0.0),
                ))
                .observe(turntable::turn_by_dragging_the_rim);
            turntable
                .spawn((
                    GridFace,
                    Mesh3d(
                        meshes.add(
                            Plane3d::default()
                                .mesh()
                                .size(CUBE * SIDE as f32, CUBE * SIDE as f32),
                        ),
                    ),
                    MeshMaterial3d(materials.add(StandardMaterial::default())),
                    Transform::from_xyz(0.0, TOP + 0.002, 0.0),
                ))
                .observe(turntable::aim_at_the_table)
                .observe(turntable::drop_on_click)
                .observe(turntable::note_drag)
                .observe(turntable::forget_drag);
            turntable.spawn((Ghost, Transform::default(), Visibility::Hidden));
        });
}

/// Each game draws its own structure's footprint and limits on the grid,
/// and opens seen from the first seat.
fn new_grid_for_new_games(
    mut changes: MessageReader<BlokusChange>,
    session: Option<Res<BlokusSession>>,
    faces: Query<&MeshMaterial3d<StandardMaterial>, With<GridFace>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
    new_faces: Query<(), Added<GridFace>>,
    aids: Res<BlokusAids>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    let started = changes
        .read()
        .any(|change| *change == BlokusChange::Started);
    let Some(session) = session else {
        return;
    };
    // A new game, or a turntable set up again for the game in progress.
    if !started && new_faces.is_empty() {
        return;
    }
    for mut camera in &mut cameras {
        camera.frame(0.0, TURNTABLE_VIEW);
        // A finished game opens on its scoring, from above.
        camera.look_down(aids.top_view);
    }
    let image = images.add(grid_image(session.position.structure()));
    for face in &faces {
        if let Some(mut material) = materials.get_mut(&face.0) {
            material.base_color_texture = Some(image.clone());
            material.perceptual_roughness = 0.55;
        }
    }
}

/// Gives each new cube its look, puts it on the turntable, and lets it be
/// aimed at (the piece in hand goes on top of it).
fn dress_new_cubes(
    mut commands: Commands,
    looks: Option<Res<BlokusLooks>>,
    cubes: Query<(Entity, &BlokusCube), Added<BlokusCube>>,
    turntables: Query<Entity, With<Turntable>>,
) {
    let (Some(looks), Ok(turntable)) = (looks, turntables.single()) else {
        return;
    };
    for (entity, cube) in &cubes {
        commands
            .entity(entity)
            .insert((
                Mesh3d(looks.cube.clone()),
                MeshMaterial3d(looks.colours[cube.colour.index()].clone()),
                ChildOf(turntable),
            ))
            .observe(turntable::aim_at_the_table)
            .observe(turntable::drop_on_click)
            .observe(turntable::note_drag)
            .observe(turntable::forget_drag);
    }
}

/// The ghost follows the hand: the piece where it would come to rest,
/// green if it may go there, red and hatched if not.
fn show_hand(
    mut commands: Commands,
    looks: Option<Res<BlokusLooks>>,
    hand: Res<BlokusHand>,
    session: Option<Res<BlokusSession>>,
    setting_up: Option<Res<PositionBeingSetUp>>,
    mut ghosts: Query<(Entity, &mut Visibility, Option<&Children>), With<Ghost>>,
) {
    let (Some(looks), Some(session)) = (looks, session) else {
        return;
    };
    if !(hand.is_changed() || session.is_changed()) {
        return;
    }
    for (ghost, mut visibility, children) in &mut ghosts {
        for child in children.into_iter().flatten() {
            commands.entity(*child).despawn();
        }
        let Some((placement, verdict)) = verdict(&hand, &session.position, setting_up.is_some())
        else {
            *visibility = Visibility::Hidden;
            continue;
        };
        *visibility = Visibility::Inherited;
        let level = match verdict {
            Ok(level) => level,
            Err(_) => session.position.landing_level(placement),
        };
        let material = if verdict.is_ok() {
            &looks.fits
        } else {
            &looks.blocked
        };
        let shape = &placement.piece.orientations()[usize::from(placement.orientation)];
        for cube in shape.cubes() {
            let at = cube_centre(
                i32::from(placement.x) + i32::from(cube[0]),
                i32::from(placement.y) + i32::from(cube[1]),
                i32::from(level) + i32::from(cube[2]),
            );
            commands.spawn((
                Mesh3d(looks.cube.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_translation(at).with_scale(Vec3::splat(1.02)),
                Pickable::IGNORE,
                ChildOf(ghost),
            ));
        }
    }
}

/// The legal spots of the piece in hand (a green tile on each column its
/// middle may be aimed at), the height limits as glass columns, and the
/// squares a lesson lights.
fn show_aids(
    mut commands: Commands,
    looks: Option<Res<BlokusLooks>>,
    aids: Res<BlokusAids>,
    hand: Res<BlokusHand>,
    session: Option<Res<BlokusSession>>,
    lesson: Option<Res<ActiveLesson<BlokusSession>>>,
    marks: Query<Entity, With<AidMark>>,
    turntables: Query<Entity, With<Turntable>>,
) {
    let (Some(looks), Some(session), Ok(turntable)) = (looks, session, turntables.single()) else {
        return;
    };
    let hand_changed = hand.is_changed() && hand.piece.is_some();
    let lesson_changed = lesson.as_ref().is_some_and(|lesson| lesson.is_changed());
    if !(aids.is_changed() || session.is_changed() || hand_changed || lesson_changed) {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let position = &session.position;
    let mut spawn = |at: Vec3, scale: Vec3, material: &Handle<StandardMaterial>| {
        commands.spawn((
            AidMark,
            Mesh3d(looks.cube.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(at).with_scale(scale),
            Pickable::IGNORE,
            ChildOf(turntable),
        ));
    };
    if aids.legal_spots
        && let Some(piece) = hand.piece
    {
        let (reach_x, reach_y) = piece.orientations()[usize::from(hand.orientation)].reach();
        for spot in position.legal_spots(piece, hand.orientation) {
            let x = i32::from(spot.x) + i32::from(reach_x) / 2;
            let y = i32::from(spot.y) + i32::from(reach_y) / 2;
            let z = i32::from(position.height(x as usize, y as usize));
            let at = cube_centre(x, y, z) - Vec3::Y * (CUBE / 2.0 - 0.02);
            spawn(at, Vec3::new(0.6, 0.06, 0.6), &looks.spot);
        }
    }
    for &Cell(x, y) in lesson.iter().flat_map(|lesson| &lesson.lesson.highlight) {
        let (x, y) = (usize::from(x), usize::from(y));
        let z = i32::from(position.height(x, y));
        let at = cube_centre(x as i32, y as i32, z) - Vec3::Y * (CUBE / 2.0 - 0.015);
        spawn(at, Vec3::new(0.92, 0.04, 0.92), &looks.lesson);
    }
    if aids.limits {
        let structure = position.structure();
        for y in 0..SIDE {
            for x in 0..SIDE {
                let limit = structure.limit(y * SIDE + x);
                let height = position.height(x, y);
                if limit <= height {
                    continue;
                }
                let free = f32::from(limit - height);
                let bottom =
                    cube_centre(x as i32, y as i32, i32::from(height)) - Vec3::Y * CUBE / 2.0;
                spawn(
                    bottom + Vec3::Y * free * CUBE / 2.0,
                    Vec3::new(0.9, free, 0.9),
                    &looks.glass,
                );
            }
        }
    }
}
