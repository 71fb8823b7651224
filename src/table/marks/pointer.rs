//! Marks drawn with the right button: a click (the pointer staying put)
//! circles the cell under it, a drag with Ctrl (⌘) held draws an arrow
//! from the cell it began on to the cell it ends on. A drag without Ctrl
//! is the camera's: it draws nothing.

use bevy::ecs::system::SystemParam;
use bevy::picking::hover::HoverMap;
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use tabletop_rules::tree::{Cell, Mark};

use super::BoardCells;
use super::BoardFrame;
use crate::table::keys::control_held;
use crate::table::set_up::PositionBeingSetUp;
use crate::table::tree::{TreeEdit, TreeRequest};

/// How far the pointer may stray, in logical pixels, for a press and a
/// release to be a click.
pub const CLICK_SLACK: f32 = 6.0;

/// How far into what the pointer is on its point is taken, so that a
/// point on a face is in the cube or tile behind it.
const INWARD: f32 = 0.05;

/// What a press and a release of the right button drew: a circle on the
/// cell pressed when the pointer stayed put, or when a drag with Ctrl
/// came back to its cell; an arrow when one with Ctrl went from one cell
/// to another. Nothing off the cells, nor for a drag without Ctrl (it
/// turned the camera).
pub fn drawn(
    pressed: Option<Cell>,
    released: Option<Cell>,
    dragged: bool,
    control: bool,
) -> Option<Mark> {
    match (pressed, released) {
        (Some(cell), _) if !dragged => Some(Mark::Circle(cell)),
        (Some(from), Some(to)) if control && from == to => Some(Mark::Circle(from)),
        (Some(from), Some(to)) if control => Some(Mark::Arrow { from, to }),
        _ => None,
    }
}

/// The cell of `G`'s table under the mouse pointer, if any: the nearest
/// thing the pointer is on (not a panel of the HUD), taken into the
/// board's frame just inside its surface.
#[derive(SystemParam)]
pub struct PointedCell<'w, 's, G: BoardCells> {
    hovers: Option<Res<'w, HoverMap>>,
    frames: Query<'w, 's, &'static GlobalTransform, With<BoardFrame>>,
    panels: Query<'w, 's, (), With<Node>>,
    session: Option<Res<'w, G>>,
}

impl<G: BoardCells> PointedCell<'_, '_, G> {
    /// The cell under the pointer.
    pub fn cell(&self) -> Option<Cell> {
        self.cell_by(G::cell_at)
    }

    /// The cell `cell_at` finds at the point under the pointer.
    pub fn cell_by(&self, cell_at: impl FnOnce(&G, Vec3) -> Option<Cell>) -> Option<Cell> {
        cell_at(self.session.as_ref()?, self.point()?)
    }

    /// The point under the pointer, in the board's frame.
    fn point(&self) -> Option<Vec3> {
        let hits = self.hovers.as_ref()?.get(&PointerId::Mouse)?;
        // Over a panel of the HUD, nothing on the table is pointed at.
        if hits.keys().any(|&entity| self.panels.contains(entity)) {
            return None;
        }
        let (point, normal) = hits
            .values()
            .filter_map(|hit| Some((hit.depth, hit.position?, hit.normal.unwrap_or(Vec3::Y))))
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, point, normal)| (point, normal))?;
        let frame = self.frames.iter().next().copied().unwrap_or_default();
        Some(
            frame
                .affine()
                .inverse()
                .transform_point3(point - normal * INWARD),
        )
    }
}

/// The right button held: where it was pressed, the cell there, and
/// whether Ctrl was held and the pointer has strayed.
pub(super) struct Held {
    at: Vec2,
    cell: Option<Cell>,
    control: bool,
    dragged: bool,
}

/// Turns the right button's clicks and Ctrl-drags at `G`'s table into
/// marks on the move the game is at (not while a position is set up: the
/// right button turns pieces then).
pub(super) fn draw_with_the_pointer<G: BoardCells>(
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    pointed: PointedCell<G>,
    setting_up: Option<Res<PositionBeingSetUp>>,
    mut held: Local<Option<Held>>,
    mut requests: MessageWriter<TreeRequest<G>>,
) {
    let session = pointed.session.as_deref();
    let Some(session) = session.filter(|s| !s.guided() && setting_up.is_none()) else {
        *held = None;
        return;
    };
    let Some(cursor) = windows.iter().next().and_then(Window::cursor_position) else {
        return;
    };
    if buttons.just_pressed(MouseButton::Right) {
        *held = Some(Held {
            at: cursor,
            cell: pointed.cell(),
            control: control_held(&keys),
            dragged: false,
        });
    }
    if let Some(held) = held.as_mut() {
        held.dragged |= held.at.distance(cursor) > CLICK_SLACK;
    }
    if buttons.just_released(MouseButton::Right)
        && let Some(held) = held.take()
        && let Some(mark) = drawn(held.cell, pointed.cell(), held.dragged, held.control)
    {
        requests.write(TreeRequest::new(TreeEdit::Mark(session.tree().at(), mark)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: Cell = Cell(1, 2, 0);
    const B: Cell = Cell(4, 2, 0);

    #[test]
    fn a_click_circles_and_a_drag_with_control_draws_an_arrow() {
        assert_eq!(drawn(Some(A), Some(A), false, false), Some(Mark::Circle(A)));
        assert_eq!(drawn(Some(A), None, false, true), Some(Mark::Circle(A)));
        assert_eq!(
            drawn(Some(A), Some(B), true, true),
            Some(Mark::Arrow { from: A, to: B })
        );
        assert_eq!(drawn(Some(A), Some(A), true, true), Some(Mark::Circle(A)));
    }

    #[test]
    fn a_drag_without_control_or_off_the_cells_draws_nothing() {
        assert_eq!(drawn(Some(A), Some(B), true, false), None, "the camera's");
        assert_eq!(drawn(None, Some(B), true, true), None);
        assert_eq!(drawn(Some(A), None, true, true), None);
        assert_eq!(drawn(None, None, false, false), None);
    }
}
