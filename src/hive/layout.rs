//! Where everything of the Hive table sits: hexes on the felt, tiles in
//! the hive (stacks rise a tile's thickness a level) and in each player's
//! reserve, a pile per bug beside the hive. Pure geometry from the rules'
//! position, so the scene can be checked against the rules.

use bevy::prelude::*;
use tabletop_rules::hive::{Bug, Colour, Hex, Piece, Position};
use tabletop_rules::tree::Cell;

use super::session::HiveSession;
use crate::table::marks::BoardCells;

/// From a hex's centre to its corners, on the felt.
pub const HEX_RADIUS: f32 = 0.62;
/// A tile's corner radius: a little under the hex, so tiles show a seam.
pub const TILE_RADIUS: f32 = 0.585;
/// How thick a tile is: one level of a stack.
pub const TILE_HEIGHT: f32 = 0.26;
/// The reserves lie at least this far from the hive's middle…
const RESERVE_MIN_DISTANCE: f32 = 4.6;
/// … and this far beyond the hive's edge.
const RESERVE_GAP: f32 = 2.4;
/// Between two piles of a reserve.
const PILE_SPACING: f32 = 1.45;
/// A pile's tiles step sideways a little, so the count shows from above.
const PILE_STEP: Vec3 = Vec3::new(0.05, TILE_HEIGHT, -0.05);

/// The centre of `hex` on the felt (axial coordinates, pointy-top hexes:
/// `q` east, `r` south-east; south is towards White's side).
pub fn hex_centre(hex: Hex) -> Vec3 {
    let (q, r) = (f32::from(hex.q), f32::from(hex.r));
    Vec3::new(
        HEX_RADIUS * 3f32.sqrt() * (q + r / 2.0),
        0.0,
        HEX_RADIUS * 1.5 * r,
    )
}

/// The hex whose cell contains the point `(x, z)` on the felt.
pub fn hex_at(point: Vec3) -> Hex {
    // Fractional axial coordinates, rounded in cube coordinates.
    let q = (3f32.sqrt() / 3.0 * point.x - point.z / 3.0) / HEX_RADIUS;
    let r = (2.0 / 3.0 * point.z) / HEX_RADIUS;
    let s = -q - r;
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    Hex {
        q: rq as i16,
        r: rr as i16,
    }
}

/// The top of the stack on `hex` (the felt when empty): where a tile put
/// there rests.
pub fn stack_top(position: &Position, hex: Hex) -> Vec3 {
    hex_centre(hex) + Vec3::Y * TILE_HEIGHT * position.height(hex) as f32
}

/// Where `piece` rests in `position`: in its stack, or in its reserve pile.
pub fn resting_place(position: &Position, piece: Piece) -> Vec3 {
    match position.location(piece) {
        Some(hex) => {
            let above = position.stack(hex).take_while(|&p| p != piece).count();
            hex_centre(hex) + Vec3::Y * TILE_HEIGHT * (position.height(hex) - 1 - above) as f32
        }
        None => reserve_place(position, piece),
    }
}

/// The middle of the hive on the felt (the table's centre before the
/// first tile): the reserves line up on it.
pub fn hive_middle(position: &Position) -> Vec3 {
    let placed: Vec<Vec3> = position
        .pieces()
        .filter_map(|piece| position.location(piece))
        .map(hex_centre)
        .collect();
    if placed.is_empty() {
        return Vec3::ZERO;
    }
    let (low, high) = placed
        .iter()
        .fold((placed[0], placed[0]), |(low, high), &p| {
            (low.min(p), high.max(p))
        });
    (low + high) / 2.0
}

/// The place of a tile in hand: its bug's pile in its owner's reserve,
/// the next to be placed on top.
fn reserve_place(position: &Position, piece: Piece) -> Vec3 {
    let bugs: Vec<Bug> = position.bugs().collect();
    let column = bugs.iter().position(|&b| b == piece.bug).unwrap_or(0) as f32;
    let x = hive_middle(position).x + (column - (bugs.len() - 1) as f32 / 2.0) * PILE_SPACING;
    // Tiles of a kind go down in number order: the lowest is on top.
    let in_hand = position.in_hand(piece.colour, piece.bug);
    let first = Bug::count(piece.bug) - in_hand + 1;
    let from_top = piece.number.saturating_sub(first);
    let level = f32::from(in_hand.saturating_sub(1).saturating_sub(from_top));
    Vec3::new(x, 0.0, reserve_z(position, piece.colour)) + PILE_STEP * level
}

/// The reserve pile under `point` (on the felt, or in a pile's tiles):
/// whose it is and of which bug, where a tile is left in it.
pub fn pile_at(position: &Position, point: Vec3) -> Option<(Colour, Bug)> {
    let flat = |place: Vec3| Vec2::new(place.x, place.z);
    [Colour::White, Colour::Black]
        .into_iter()
        .flat_map(|colour| position.bugs().map(move |bug| (colour, bug)))
        .find(|&(colour, bug)| {
            position.next_in_hand(colour, bug).is_some_and(|piece| {
                flat(resting_place(position, piece)).distance(flat(point)) < HEX_RADIUS
            })
        })
}

/// How far south (White) or north (Black) a reserve lies: clear of the
/// hive, measured from its middle.
pub fn reserve_z(position: &Position, colour: Colour) -> f32 {
    let middle = hive_middle(position).z;
    let hexes = position
        .pieces()
        .filter_map(|piece| position.location(piece));
    let edge = match colour {
        Colour::White => hexes
            .map(|hex| hex_centre(hex).z - middle)
            .fold(0.0, f32::max),
        Colour::Black => hexes
            .map(|hex| middle - hex_centre(hex).z)
            .fold(0.0, f32::max),
    };
    let distance = (edge + RESERVE_GAP).max(RESERVE_MIN_DISTANCE);
    match colour {
        Colour::White => middle + distance,
        Colour::Black => middle - distance,
    }
}

/// The cell of `hex` (on the table, not in a reserve).
pub fn hex_cell(hex: Hex) -> Cell {
    Cell(hex.q.into(), hex.r.into(), 0)
}

/// The hex a cell of the table names (none for a reserve's pile).
pub fn hex_of(Cell(q, r, level): Cell) -> Option<Hex> {
    let (q, r) = (i16::try_from(q).ok()?, i16::try_from(r).ok()?);
    (level >= 0).then_some(Hex { q, r })
}

/// Marks go on the hexes of the hive and round it, on top of the stack.
impl BoardCells for HiveSession {
    /// A hex across its flats (`HEX_RADIUS` × √3).
    const CELL_WIDTH: f32 = 1.074;

    fn cell_at(&self, point: Vec3) -> Option<Cell> {
        let position = self.game.position();
        let hex = hex_at(point);
        let near_the_hive = hex == Hex::ORIGIN
            || position.occupied(hex)
            || hex
                .neighbours()
                .into_iter()
                .any(|next| position.occupied(next));
        near_the_hive.then(|| hex_cell(hex))
    }

    fn mark_point(&self, cell: Cell) -> Vec3 {
        hex_of(cell).map_or(Vec3::ZERO, |hex| stack_top(self.game.position(), hex))
    }
}

#[cfg(test)]
mod tests {
    use tabletop_rules::hive::HiveGame;

    use super::*;

    #[test]
    fn neighbouring_hexes_are_one_tile_width_apart() {
        let width = HEX_RADIUS * 3f32.sqrt();
        for d in 0..6 {
            let next = Hex::ORIGIN.step(d);
            let gap = hex_centre(next).distance(hex_centre(Hex::ORIGIN));
            assert!((gap - width).abs() < 1e-4, "direction {d}: {gap}");
            assert_eq!(hex_at(hex_centre(next)), next);
        }
        // East is +x, south-east (r) towards +z, White's side.
        assert!(hex_centre(Hex { q: 1, r: 0 }).x > 0.0);
        assert!(hex_centre(Hex { q: 0, r: 1 }).z > 0.0);
    }

    #[test]
    fn points_inside_a_hex_belong_to_it() {
        for q in -3..=3 {
            for r in -3..=3 {
                let hex = Hex { q, r };
                let centre = hex_centre(hex);
                for angle in 0..12 {
                    let a = angle as f32 * std::f32::consts::FRAC_PI_6;
                    let point = centre + Vec3::new(a.cos(), 0.0, a.sin()) * HEX_RADIUS * 0.8;
                    assert_eq!(hex_at(point), hex);
                }
            }
        }
    }

    #[test]
    fn every_tile_has_its_own_place_and_a_beetle_sits_on_top() {
        // wB1, placed north-east of wS1, climbs onto it; every expansion
        // bug waits in its pile.
        let game = HiveGame::parse(
            "Base+MLP;InProgress;Black[4];wS1;bG1 -wS1;wB1 wS1/;bQ /bG1;wQ wS1-;bA1 \\bQ;wB1 wS1",
        )
        .expect("a game string");
        let position = game.position();
        let places: Vec<Vec3> = position
            .pieces()
            .map(|p| resting_place(position, p))
            .collect();
        for (i, a) in places.iter().enumerate() {
            for b in &places[i + 1..] {
                assert!(a.distance(*b) > 0.04, "two tiles share a place");
            }
        }
        let beetle = Piece::parse("wB1").expect("a piece");
        let spider = Piece::parse("wS1").expect("a piece");
        let hex = position.location(beetle).expect("placed");
        assert_eq!(position.location(spider), Some(hex));
        assert!((resting_place(position, beetle).y - TILE_HEIGHT).abs() < 1e-5);
        assert!(resting_place(position, spider).y.abs() < 1e-5);
        assert!((stack_top(position, hex).y - 2.0 * TILE_HEIGHT).abs() < 1e-5);
        // The reserves lie beyond the hive on their owner's side.
        let middle = hive_middle(position).z;
        assert!(reserve_z(position, Colour::White) - middle >= RESERVE_MIN_DISTANCE);
        assert!(middle - reserve_z(position, Colour::Black) >= RESERVE_MIN_DISTANCE);
    }

    #[test]
    fn the_next_tile_of_a_kind_is_on_top_of_its_pile() {
        let position = Position::new();
        let ants = ["wA1", "wA2", "wA3"]
            .map(|name| resting_place(&position, Piece::parse(name).expect("a piece")));
        assert!(ants[0].y > ants[1].y && ants[1].y > ants[2].y);
    }

    #[test]
    fn marks_lie_on_the_hive_and_round_it_on_top_of_each_stack() {
        // wB1 climbed from north-east of wS1 onto it, at the origin.
        let game = HiveGame::parse(
            "Base+MLP;InProgress;Black[4];wS1;bG1 -wS1;wB1 wS1/;bQ /bG1;wQ wS1-;bA1 \\bQ;wB1 wS1",
        )
        .expect("a game string");
        let session = HiveSession::new(game);
        let stack = Cell(0, 0, 0);
        assert_eq!(session.cell_at(Vec3::new(0.1, 0.5, -0.1)), Some(stack));
        assert!((session.mark_point(stack).y - 2.0 * TILE_HEIGHT).abs() < 1e-5);
        // Where the beetle was, beside the hive: on the felt.
        let north_east = Hex { q: 1, r: -1 };
        assert_eq!(
            session.cell_at(hex_centre(north_east)),
            Some(Cell(1, -1, 0))
        );
        assert_eq!(session.mark_point(Cell(1, -1, 0)), hex_centre(north_east));
        assert_eq!(session.cell_at(Vec3::new(20.0, 0.0, 0.0)), None);
    }
}
