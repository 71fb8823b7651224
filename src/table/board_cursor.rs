//! The cursor a game controller walks over the board, written once for
//! every table: the D-pad or the left stick step it to the next square,
//! hex or column as the players see the table (up the screen is away from
//! the camera, however far the camera has been turned), and A presses the
//! cell it is on as a click there would. Each game says what a press does
//! (it reads [`CellPressed`]). The cursor is a ring in the colour of the
//! seat to move, so that the players at one screen see whose it is.
//!
//! Nothing here knows a game's cells: the next cell is found through the
//! game's own [`BoardCells`] — the cell at a point a cell's width away,
//! the best lined up with the step and the nearest (so that a square
//! board steps across a side rather than a corner).

use std::f32::consts::TAU;

use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use tabletop_rules::tree::Cell;

use super::TableSystems;
use super::camera::OrbitCamera;
use super::game::TableGame;
use super::glow::glow;
use super::marks::shapes::ring;
use super::marks::{BoardCells, BoardFrame};
use super::seats::Side;

/// The ring's colour for each seat, in the order of the seats: the lights
/// of the controllers that belong to them (blue, red, green, pink).
const SEAT_COLOURS: [[f32; 4]; 4] = [
    [0.25, 0.55, 1.0, 0.95],
    [1.0, 0.3, 0.25, 0.95],
    [0.3, 0.9, 0.35, 0.95],
    [1.0, 0.45, 0.85, 0.95],
];

/// How many points round a cell are tried for its neighbours: enough to
/// meet every side of a square and of a hex.
const AROUND: usize = 16;

/// The cell the cursor is on; none until a controller first steps it
/// (nor after the keys choose with Tab: A then takes their choice).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardCursor(pub Option<Cell>);

/// A step of the cursor towards a direction on the screen (x right, y up).
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct StepCursor(pub Vec2);

/// A press on the cell the cursor is on (a controller's A).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PressCursor;

/// The cell pressed, for the game at the table to answer as a click.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellPressed(pub Cell);

/// Adds the cursor to `G`'s table.
pub(super) fn add_board_cursor<G: TableGame + BoardCells>(app: &mut App) {
    app.init_resource::<BoardCursor>()
        .add_message::<StepCursor>()
        .add_message::<PressCursor>()
        .add_message::<CellPressed>()
        .add_systems(
            Update,
            (
                (let_the_keys_choose, walk::<G>, press)
                    .chain()
                    .in_set(TableSystems::Input),
                show::<G>
                    .in_set(TableSystems::Show)
                    .run_if(resource_exists::<Assets<StandardMaterial>>),
            )
                .run_if(in_state(G::SCREEN)),
        )
        .add_systems(OnExit(G::SCREEN), |mut cursor: ResMut<BoardCursor>| {
            cursor.0 = None;
        });
}

/// The cell next to `from` in the direction `towards` (in the board's
/// frame, along the table), if the board goes on that way.
pub fn next_cell<G: BoardCells>(game: &G, from: Cell, towards: Vec3) -> Option<Cell> {
    let flat = |point: Vec3| Vec3::new(point.x, 0.0, point.z);
    let towards = flat(towards).normalize_or_zero();
    if towards == Vec3::ZERO {
        return None;
    }
    let here = flat(game.mark_point(from));
    let score = |offset: Vec3| offset.normalize().dot(towards) / offset.length_squared();
    (0..AROUND)
        .map(|k| TAU * k as f32 / AROUND as f32)
        .map(|angle| here + Vec3::new(angle.cos(), 0.0, angle.sin()) * G::CELL_WIDTH)
        .filter_map(|point| game.cell_at(point))
        .filter(|&cell| cell != from)
        .map(|cell| (cell, flat(game.mark_point(cell)) - here))
        // Within 60° of the step: never sideways, never back.
        .filter(|&(_, offset)| offset.length() > 0.0 && offset.normalize().dot(towards) > 0.5)
        .max_by(|a, b| score(a.1).total_cmp(&score(b.1)))
        .map(|(cell, _)| cell)
}

/// Where the cursor appears first: the cell in the middle of the table.
fn first_cell<G: BoardCells>(game: &G) -> Option<Cell> {
    game.cell_at(Vec3::ZERO)
}

/// Whether `cell` is still one of the board's (a hex beside the hive may
/// no longer be after an undo).
fn still_on_the_board<G: BoardCells>(game: &G, cell: Cell) -> bool {
    game.cell_at(game.mark_point(cell)) == Some(cell)
}

/// Tab chooses among the moves with the keys: the cursor steps aside, and
/// A takes what the keys chose.
fn let_the_keys_choose(keys: Option<Res<ButtonInput<KeyCode>>>, mut cursor: ResMut<BoardCursor>) {
    if keys.is_some_and(|keys| keys.just_pressed(KeyCode::Tab)) && cursor.0.is_some() {
        cursor.0 = None;
    }
}

/// Steps the cursor, the step turned from the screen onto the table.
fn walk<G: BoardCells>(
    mut steps: MessageReader<StepCursor>,
    session: Option<Res<G>>,
    cameras: Query<&OrbitCamera>,
    frames: Query<&GlobalTransform, With<BoardFrame>>,
    mut cursor: ResMut<BoardCursor>,
) {
    let Some(session) = session else {
        steps.clear();
        return;
    };
    let yaw = cameras.iter().next().map_or(0.0, |orbit| orbit.yaw);
    let right = Vec3::new(yaw.cos(), 0.0, -yaw.sin());
    let away = Vec3::new(-yaw.sin(), 0.0, -yaw.cos());
    let into_frame = frames
        .iter()
        .next()
        .map_or(Quat::IDENTITY, |frame| frame.rotation().inverse());
    for &StepCursor(step) in steps.read() {
        let on = cursor.0.filter(|&cell| still_on_the_board(&*session, cell));
        let Some(from) = on else {
            // The first step shows the cursor where it starts.
            cursor.0 = first_cell(&*session);
            continue;
        };
        let towards = into_frame * (right * step.x + away * step.y);
        if let Some(next) = next_cell(&*session, from, towards) {
            cursor.0 = Some(next);
        }
    }
}

/// A press on the cursor's cell is the game's to answer.
fn press(
    mut presses: MessageReader<PressCursor>,
    cursor: Res<BoardCursor>,
    mut pressed: MessageWriter<CellPressed>,
) {
    for _ in presses.read() {
        if let Some(cell) = cursor.0 {
            pressed.write(CellPressed(cell));
        }
    }
}

/// The cursor's ring.
#[derive(Component)]
struct CursorRing;

/// Draws the ring on the cursor's cell in the colour of the seat to move,
/// again whenever the cell, the position or the seat changes.
#[allow(clippy::too_many_arguments)]
fn show<G: TableGame + BoardCells>(
    session: Option<Res<G>>,
    cursor: Res<BoardCursor>,
    rings: Query<Entity, With<CursorRing>>,
    frames: Query<Entity, With<BoardFrame>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut paints: Local<[Option<Handle<StandardMaterial>>; SEAT_COLOURS.len()]>,
    mut drawn_for: Local<Option<(Cell, usize, usize)>>,
    mut commands: Commands,
) {
    let wanted = session.as_deref().and_then(|session| {
        let cell = cursor.0.filter(|_| !session.is_over())?;
        Some((cell, session.moves_played(), session.to_move().seat_index()))
    });
    if *drawn_for == wanted && rings.iter().count() == usize::from(wanted.is_some()) {
        return;
    }
    for ring in &rings {
        commands.entity(ring).despawn();
    }
    *drawn_for = wanted;
    let (Some(session), Some((cell, _, seat))) = (session, wanted) else {
        return;
    };
    let seat = seat % SEAT_COLOURS.len();
    let paint = paints[seat].get_or_insert_with(|| {
        materials.add(StandardMaterial {
            cull_mode: None,
            ..glow(SEAT_COLOURS[seat])
        })
    });
    let at = session.mark_point(cell) + Vec3::Y * 0.03;
    let mut drawn = commands.spawn((
        Name::new("Board cursor"),
        CursorRing,
        Mesh3d(meshes.add(ring(at, G::CELL_WIDTH * 1.1))),
        MeshMaterial3d(paint.clone()),
        Transform::IDENTITY,
        Pickable::IGNORE,
        NotShadowCaster,
        DespawnOnExit(G::SCREEN),
    ));
    if let Some(frame) = frames.iter().next() {
        drawn.insert(ChildOf(frame));
    }
}
