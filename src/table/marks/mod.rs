//! Arrows and circles drawn on the table, written once for every game:
//! a right-click circles the square, hex or column under the pointer,
//! Ctrl (⌘) and a right-drag draw an arrow from one to another (a
//! right-drag without Ctrl still turns the camera), and drawing the same
//! mark again takes it away. A mark belongs to the move the game is at:
//! it goes into the move tree with that move's symbol and comment, is
//! saved with it, and shows whenever the game is at that move again.
//!
//! A game says which cell a point of its table is in and where a mark on
//! a cell is drawn ([`BoardCells`]); its cells may turn with the table
//! ([`BoardFrame`]).

mod pointer;
pub mod shapes;

use super::game::TableGame;
use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use tabletop_rules::tree::{Cell, Mark, NodeId};

use super::TableSystems;
use super::glow::glow;

pub use pointer::{CLICK_SLACK, PointedCell};

/// The colour of the players' marks: pink, unlike any light a game or a
/// lesson puts on its table.
const MARK_COLOUR: [f32; 4] = [0.95, 0.25, 0.6, 0.85];

/// How a game's table is marked.
pub trait BoardCells: TableGame {
    /// How wide a cell is: a mark's size follows it.
    const CELL_WIDTH: f32;

    /// The cell at `point` (in the board's frame, just inside what the
    /// pointer is on), if it may be marked.
    fn cell_at(&self, point: Vec3) -> Option<Cell>;

    /// Where a mark on `cell` is drawn, in the board's frame: on top of
    /// whatever stands there now.
    fn mark_point(&self, cell: Cell) -> Vec3;
}

/// The entity whose frame a game's cells are laid out in, when they turn
/// with it (Blokus 3D's turntable); without one, the world's.
#[derive(Component, Default)]
pub struct BoardFrame;

/// A mark drawn on the table.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawnMark(pub Mark);

/// Adds the marks of `G`'s table: drawn with the pointer, shown for the
/// move the game is at (where the app draws: not in its logic alone).
pub(super) fn add_marks<G: BoardCells>(app: &mut App) {
    app.add_systems(
        Update,
        (
            pointer::draw_with_the_pointer::<G>
                .in_set(TableSystems::Input)
                .run_if(resource_exists::<ButtonInput<MouseButton>>),
            show_marks::<G>
                .in_set(TableSystems::Show)
                .run_if(resource_exists::<Assets<StandardMaterial>>),
        )
            .run_if(in_state(G::SCREEN)),
    );
}

/// What the marks on the table were drawn for: the move, its marks, and
/// how many moves had been played (a stack's height may have changed).
type DrawnFor = (NodeId, Vec<Mark>, usize);

/// Draws the marks of the move the game is at, again whenever they or
/// the position change; none while a lesson or a puzzle guides the game.
fn show_marks<G: BoardCells>(
    session: Option<Res<G>>,
    drawn: Query<Entity, With<DrawnMark>>,
    frames: Query<Entity, With<BoardFrame>>,
    (mut meshes, mut materials): (ResMut<Assets<Mesh>>, ResMut<Assets<StandardMaterial>>),
    mut paint: Local<Option<Handle<StandardMaterial>>>,
    mut drawn_for: Local<Option<DrawnFor>>,
    mut commands: Commands,
) {
    let wanted = session.as_deref().filter(|s| !s.guided()).map(|session| {
        let tree = session.tree();
        let marks = tree
            .notes(tree.at())
            .map(|notes| notes.marks.clone())
            .unwrap_or_default();
        (tree.at(), marks, session.moves_played())
    });
    let marks_shown = wanted.as_ref().map_or(0, |(_, marks, _)| marks.len());
    if *drawn_for == wanted && drawn.iter().count() == marks_shown {
        return;
    }
    for mark in &drawn {
        commands.entity(mark).despawn();
    }
    *drawn_for = wanted;
    let (Some(session), Some((_, marks, _))) = (session, drawn_for.as_ref()) else {
        return;
    };
    let frame = frames.iter().next();
    let paint = paint.get_or_insert_with(|| {
        materials.add(StandardMaterial {
            cull_mode: None,
            ..glow(MARK_COLOUR)
        })
    });
    for &mark in marks {
        let shape = match mark {
            Mark::Circle(cell) => shapes::ring(lifted(session.mark_point(cell)), G::CELL_WIDTH),
            Mark::Arrow { from, to } => shapes::arrow(
                lifted(session.mark_point(from)),
                lifted(session.mark_point(to)),
                G::CELL_WIDTH,
            ),
        };
        let mut drawn = commands.spawn((
            Name::new("Mark"),
            DrawnMark(mark),
            Mesh3d(meshes.add(shape)),
            MeshMaterial3d(paint.clone()),
            Transform::IDENTITY,
            Pickable::IGNORE,
            NotShadowCaster,
            DespawnOnExit(G::SCREEN),
        ));
        if let Some(frame) = frame {
            drawn.insert(ChildOf(frame));
        }
    }
}

/// A mark floats a hair over the surface it is drawn on.
fn lifted(point: Vec3) -> Vec3 {
    point + Vec3::Y * 0.015
}
