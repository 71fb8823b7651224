//! Where the rules' squares and cube orientations sit in the 3D world.
//!
//! The world is Bevy's: +Y up, +X east (towards file g), −Z north (towards
//! rank 7), so the Gold player at the south edge looks along −Z. One square
//! is one unit; the board's top surface is at y = 0.

use std::f32::consts::PI;

use bevy::prelude::*;
use tabletop_rules::deblockle::{Direction, Face, Orientation, Player, STANDARD_LAYOUT, Square};
use tabletop_rules::tree::Cell;

use super::session::DeblockleSession;
use crate::table::camera::{HomeView, TABLE_VIEW};
use crate::table::marks::BoardCells;

/// The board in front, a little past its centre, from a player's side.
pub const BOARD_VIEW: HomeView = TABLE_VIEW;

/// The view of a setup: higher and further back, looking between the board
/// and the dice tray in front of the roller.
pub const SETUP_VIEW: HomeView = HomeView {
    pitch: 1.15,
    distance: 15.5,
    focus: 3.0,
    pan: Vec3::ZERO,
};

/// The camera's yaw on `player`'s edge of the board.
pub fn side_yaw(player: Player) -> f32 {
    match player {
        Player::Gold => 0.0,
        Player::Teal => PI,
    }
}

/// The edge of a block, in squares.
pub const BLOCK_SIZE: f32 = 0.84;

/// The height of the trays' felt above the table, where removed blocks rest.
pub const TRAY_HEIGHT: f32 = -0.22;

/// The centre of `square` on the board's surface.
pub fn square_center(square: Square) -> Vec3 {
    Vec3::new(
        f32::from(square.x()) - 3.0,
        0.0,
        3.0 - f32::from(square.y()),
    )
}

/// The square under a point on the board, if any.
pub fn square_at(point: Vec3) -> Option<Square> {
    let x = (point.x + 3.5).floor();
    let y = (3.5 - point.z).floor();
    if (0.0..7.0).contains(&x) && (0.0..7.0).contains(&y) {
        Square::new(x as u8, y as u8)
    } else {
        None
    }
}

/// A direction of the board as a world vector.
pub fn direction_vector(direction: Direction) -> Vec3 {
    match direction {
        Direction::North => Vec3::NEG_Z,
        Direction::East => Vec3::X,
        Direction::South => Vec3::Z,
        Direction::West => Vec3::NEG_X,
    }
}

/// Where `face` points on the block mesh, which is built in the layout's
/// reference pose (its top face up, its north face north).
pub fn mesh_normal(face: Face) -> Vec3 {
    let layout = STANDARD_LAYOUT;
    [
        (layout.top, Vec3::Y),
        (layout.bottom, Vec3::NEG_Y),
        (layout.north, Vec3::NEG_Z),
        (layout.south, Vec3::Z),
        (layout.east, Vec3::X),
        (layout.west, Vec3::NEG_X),
    ]
    .into_iter()
    .find_map(|(f, normal)| (f == face).then_some(normal))
    .unwrap_or(Vec3::Y)
}

/// The rotation that turns the mesh from its reference pose to `orientation`:
/// the top face up and the north face north.
pub fn orientation_rotation(orientation: Orientation) -> Quat {
    let top = mesh_normal(orientation.top());
    let north = mesh_normal(orientation.north());
    let from = Mat3::from_cols(top, north, top.cross(north));
    let to = Mat3::from_cols(Vec3::Y, Vec3::NEG_Z, Vec3::Y.cross(Vec3::NEG_Z));
    Quat::from_mat3(&(to * from.transpose())).normalize()
}

/// How far (in radians) a resting block's top may lean and still count as
/// lying flat; a die leaning on a rim or another die leans far more.
const FLAT_TOLERANCE: f32 = 0.06;

/// How a block came to rest, read from its rotation: flat (and so showing
/// one face on top, turned one of four ways), or tilted on an edge.
pub fn resting_orientation(rotation: Quat) -> Option<Orientation> {
    let faces_towards = |towards: Vec3| {
        let local = rotation.inverse() * towards;
        Face::ALL
            .into_iter()
            .map(|face| (face, mesh_normal(face).dot(local)))
            .max_by(|a, b| a.1.total_cmp(&b.1))
    };
    let (top, lean) = faces_towards(Vec3::Y)?;
    if lean < FLAT_TOLERANCE.cos() {
        return None;
    }
    // Flat, so one side face points within 45 degrees of north.
    let (north, _) = faces_towards(Vec3::NEG_Z)?;
    Orientation::new(top, north)
}

/// Where a block lying as `orientation` on `square` rests.
pub fn block_transform(square: Square, orientation: Orientation) -> Transform {
    Transform::from_translation(square_center(square) + Vec3::Y * (BLOCK_SIZE / 2.0))
        .with_rotation(orientation_rotation(orientation))
}

/// Marks go on the squares: on a block's top where one stands.
impl BoardCells for DeblockleSession {
    const CELL_WIDTH: f32 = 1.0;

    fn cell_at(&self, point: Vec3) -> Option<Cell> {
        square_at(point).map(cell_of)
    }

    fn mark_point(&self, cell: Cell) -> Vec3 {
        let Some(square) = square_of(cell) else {
            return Vec3::ZERO;
        };
        let standing = self.game.position().board().block_at(square).is_some();
        square_center(square) + Vec3::Y * if standing { BLOCK_SIZE } else { 0.0 }
    }
}

/// The cell of `square`.
pub fn cell_of(square: Square) -> Cell {
    Cell(square.x().into(), square.y().into(), 0)
}

/// The square a mark's cell names.
pub fn square_of(Cell(x, y, _): Cell) -> Option<Square> {
    Square::new(u8::try_from(x).ok()?, u8::try_from(y).ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_orientation_points_its_faces_where_the_rules_say() {
        for orientation in Orientation::ALL {
            let rotation = orientation_rotation(orientation);
            let points =
                |face: Face, towards: Vec3| (rotation * mesh_normal(face)).distance(towards) < 1e-4;
            assert!(points(orientation.top(), Vec3::Y), "{orientation:?}");
            assert!(points(orientation.north(), Vec3::NEG_Z), "{orientation:?}");
            assert!(points(orientation.east(), Vec3::X), "{orientation:?}");
            assert!(points(orientation.south(), Vec3::Z), "{orientation:?}");
            assert!(points(orientation.west(), Vec3::NEG_X), "{orientation:?}");
            assert!(points(orientation.bottom(), Vec3::NEG_Y), "{orientation:?}");
        }
    }

    #[test]
    fn a_flat_block_is_read_in_all_24_orientations_turned_any_way() {
        for orientation in Orientation::ALL {
            for yaw in [-0.7_f32, -0.2, 0.0, 0.3, 0.75] {
                // Turned a little about the vertical, still flat: the same
                // top, and the side nearest north still reads as north.
                let rotation = Quat::from_rotation_y(yaw) * orientation_rotation(orientation);
                assert_eq!(resting_orientation(rotation), Some(orientation), "{yaw}");
            }
        }
    }

    #[test]
    fn a_block_resting_on_an_edge_or_leaning_is_not_read() {
        for orientation in Orientation::ALL {
            let flat = orientation_rotation(orientation);
            for lean in [0.1_f32, 0.3, std::f32::consts::FRAC_PI_4] {
                for axis in [Vec3::X, Vec3::Z, Vec3::new(1.0, 0.0, 1.0).normalize()] {
                    let leaning = Quat::from_axis_angle(axis, lean) * flat;
                    assert_eq!(resting_orientation(leaning), None, "{lean} {axis}");
                }
            }
            // Within the tolerance (the felt is not perfectly flat), it counts.
            let settled = Quat::from_rotation_x(0.02) * flat;
            assert_eq!(resting_orientation(settled), Some(orientation));
        }
    }

    #[test]
    fn squares_map_to_the_board_and_back() {
        for square in Square::ALL {
            assert_eq!(square_at(square_center(square)), Some(square));
        }
        assert_eq!(
            square_center("a1".parse().unwrap()),
            Vec3::new(-3.0, 0.0, 3.0)
        );
        assert_eq!(
            square_center("g7".parse().unwrap()),
            Vec3::new(3.0, 0.0, -3.0)
        );
        assert_eq!(square_at(Vec3::new(3.6, 0.0, 0.0)), None);
    }

    #[test]
    fn marks_lie_on_the_squares_and_on_the_blocks_standing_there() {
        use tabletop_rules::deblockle::{Game, Position, RulesOptions};

        let position: Position = "3tHC3/3*3/7/7/7/3*3/3gLC3 g".parse().expect("a position");
        let session = DeblockleSession::new(Game::new(RulesOptions::default(), position));
        // d1 holds Gold's block, a1 nothing.
        let d1 = session.cell_at(Vec3::new(0.2, BLOCK_SIZE - 0.05, 2.7));
        assert_eq!(d1, Some(Cell(3, 0, 0)));
        assert_eq!(
            session.mark_point(Cell(3, 0, 0)),
            Vec3::new(0.0, BLOCK_SIZE, 3.0)
        );
        assert_eq!(session.mark_point(Cell(0, 0, 0)), Vec3::new(-3.0, 0.0, 3.0));
        assert_eq!(
            session.cell_at(Vec3::new(4.0, 0.0, 0.0)),
            None,
            "off the board"
        );
    }
}
