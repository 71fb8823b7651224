//! Where things are on the Blokus 3D turntable, in the turntable's own
//! frame (it turns; everything on it turns with it): the 10×10 grid on its
//! top, a cube at column (x, y) and level z, each colour's tray of pieces at
//! the table's edge.

use bevy::prelude::*;
use tabletop_rules::blokus3d::{Colour, Cube, PieceKind, SIDE};
use tabletop_rules::tree::Cell;

use super::session::BlokusSession;
use crate::table::marks::BoardCells;

/// A cube's edge.
pub const CUBE: f32 = 0.5;
/// The turntable's top, where the lowest cubes stand.
pub const TOP: f32 = 0.0;
/// The turntable's radius.
pub const TURNTABLE_RADIUS: f32 = 4.3;
/// How far from the centre each tray lies.
const TRAY_DISTANCE: f32 = 5.0;
/// Between two pieces in a tray.
const TRAY_SPACING: f32 = 1.25;
/// Tray pieces are shown smaller.
pub const TRAY_SCALE: f32 = 0.6;

/// The centre of the cube at column (x, y), level z. Column x runs east,
/// row y south (towards the first seat), level z up.
pub fn cube_centre(x: i32, y: i32, z: i32) -> Vec3 {
    let half = (SIDE as f32 - 1.0) / 2.0;
    Vec3::new(
        (x as f32 - half) * CUBE,
        TOP + (z as f32 + 0.5) * CUBE,
        (y as f32 - half) * CUBE,
    )
}

/// The column under a point on the turntable, if on the grid.
pub fn column_at(local: Vec3) -> Option<(u8, u8)> {
    let half = SIDE as f32 / 2.0;
    let x = (local.x / CUBE + half).floor();
    let y = (local.z / CUBE + half).floor();
    let inside = |v: f32| (0.0..SIDE as f32).contains(&v);
    (inside(x) && inside(y)).then_some((x as u8, y as u8))
}

/// The side of the table a colour sits at: Blue south, Yellow west, Red
/// north, Green east (the turn goes round the table).
pub fn seat_rotation(colour: Colour) -> Quat {
    Quat::from_rotation_y(-std::f32::consts::FRAC_PI_2 * colour.index() as f32)
}

/// Where `piece` waits in `colour`'s tray: a row along that colour's edge.
pub fn tray_place(colour: Colour, piece: PieceKind) -> Vec3 {
    let count = PieceKind::ALL.len() as f32;
    let along = (piece.index() as f32 - (count - 1.0) / 2.0) * TRAY_SPACING * 0.62;
    // Two staggered rows keep the tray short.
    let row = if piece.index().is_multiple_of(2) {
        0.0
    } else {
        0.9
    };
    seat_rotation(colour) * Vec3::new(along, 0.0, TRAY_DISTANCE + row)
}

/// The cubes of a shape around its middle (for a piece shown on its own).
pub fn centred(cubes: &[Cube]) -> Vec<Vec3> {
    let centre_of = |c: &Cube| Vec3::new(f32::from(c[0]), f32::from(c[2]), f32::from(c[1]));
    let count = cubes.len().max(1) as f32;
    let middle = cubes.iter().map(centre_of).sum::<Vec3>() / count;
    cubes
        .iter()
        .map(|c| (centre_of(c) - Vec3::new(middle.x, 0.0, middle.z)) * CUBE + Vec3::Y * CUBE / 2.0)
        .collect()
}

/// The cell of the column at `x`, `y`.
pub fn column_cell((x, y): (u8, u8)) -> Cell {
    Cell(x.into(), y.into(), 0)
}

/// The column a cell names.
pub fn column_of(Cell(x, y, _): Cell) -> Option<(u8, u8)> {
    Some((u8::try_from(x).ok()?, u8::try_from(y).ok()?))
}

/// Marks go on the grid's columns, on top of the cubes standing there.
impl BoardCells for BlokusSession {
    const CELL_WIDTH: f32 = CUBE;

    fn cell_at(&self, point: Vec3) -> Option<Cell> {
        column_at(point).map(column_cell)
    }

    fn mark_point(&self, cell: Cell) -> Vec3 {
        let Some((x, y)) = column_of(cell).map(|(x, y)| (usize::from(x), usize::from(y))) else {
            return Vec3::ZERO;
        };
        let height = self.position.height(x.min(SIDE - 1), y.min(SIDE - 1));
        cube_centre(x as i32, y as i32, i32::from(height)) - Vec3::Y * CUBE / 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_and_cube_centres_agree() {
        for x in 0..SIDE as i32 {
            for y in 0..SIDE as i32 {
                let centre = cube_centre(x, y, 0);
                assert_eq!(column_at(centre), Some((x as u8, y as u8)));
            }
        }
        assert_eq!(column_at(Vec3::new(10.0, 0.0, 0.0)), None);
        // The grid fits on the turntable, corners included.
        let corner = cube_centre(0, 0, 0) - Vec3::new(CUBE, 0.0, CUBE) / 2.0;
        assert!(Vec2::new(corner.x, corner.z).length() < TURNTABLE_RADIUS);
        assert!(cube_centre(0, 0, 1).y - cube_centre(0, 0, 0).y - CUBE < 1e-6);
    }

    #[test]
    fn trays_lie_beyond_the_turntable_and_apart() {
        for colour in Colour::ALL {
            let places: Vec<Vec3> = PieceKind::ALL
                .iter()
                .map(|&p| tray_place(colour, p))
                .collect();
            for (i, a) in places.iter().enumerate() {
                assert!(Vec2::new(a.x, a.z).length() > TURNTABLE_RADIUS);
                for b in &places[i + 1..] {
                    assert!(a.distance(*b) > 0.6);
                }
            }
        }
    }

    #[test]
    fn marks_lie_on_each_columns_top() {
        use tabletop_rules::blokus3d::{Position, Seating};

        let seating = Seating {
            players: 2,
            two_colours_each: false,
        };
        let mut position = Position::start('A', seating).expect("a structure");
        let first = position.legal_placements()[0];
        position.place(first).expect("legal");
        let session = BlokusSession::new(position);
        let (mut filled, mut empty) = (0, 0);
        for x in 0..SIDE {
            for y in 0..SIDE {
                let cell = Cell(x as i32, y as i32, 0);
                let height = f32::from(session.position.height(x, y));
                let top = session.mark_point(cell);
                assert!((top.y - TOP - height * CUBE).abs() < 1e-5);
                // A point just inside the top cube (or the grid) is its column.
                let inside = top - Vec3::Y * 0.05;
                assert_eq!(session.cell_at(inside), Some(cell));
                if height > 0.0 {
                    filled += 1;
                } else {
                    empty += 1;
                }
            }
        }
        assert!(filled > 0 && empty > 0, "{filled} columns filled");
    }
}
