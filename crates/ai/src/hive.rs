//! What a good Hive position looks like, for the alpha-beta search.
//!
//! The game is won by filling the six hexes round the other Queen, so the
//! heart of it is the two Queens' free sides; tiles that cannot move
//! (pinned by One Hive, or buried under a Beetle) are tempo lost.

use tabletop_rules::hive::{Bug, Colour, Piece, Position};

use crate::search::Evaluator;

/// Each occupied hex round a Queen: one step nearer a win for the other side.
const QUEEN_NEIGHBOUR: i32 = 100;
/// Each tile of one's own that cannot move now.
const STUCK_TILE: i32 = 15;

/// Hive's evaluation.
#[derive(Clone, Copy, Default)]
pub struct HiveEvaluation;

fn queen_pressure(position: &Position, colour: Colour) -> i32 {
    let queen = Piece {
        colour,
        bug: Bug::Queen,
        number: 1,
    };
    position.location(queen).map_or(0, |hex| {
        hex.neighbours()
            .iter()
            .filter(|&&n| position.occupied(n))
            .count() as i32
    })
}

/// Tiles of `colour` that cannot move: pinned ground tiles and buried ones.
fn stuck(position: &Position, colour: Colour) -> i32 {
    let pinned = position.articulation_points();
    let mut count = 0;
    for bug in Bug::ALL {
        for number in 1..=bug.count() {
            let piece = Piece {
                colour,
                bug,
                number,
            };
            let Some(hex) = position.location(piece) else {
                continue;
            };
            let buried = position.top(hex) != Some(piece);
            let held = position.height(hex) == 1 && pinned.contains(&hex);
            count += i32::from(buried || held);
        }
    }
    count
}

impl Evaluator<Position> for HiveEvaluation {
    fn evaluate(&self, position: &Position) -> i32 {
        let me = position.to_move();
        let them = me.other();
        (queen_pressure(position, them) - queen_pressure(position, me)) * QUEEN_NEIGHBOUR
            + (stuck(position, them) - stuck(position, me)) * STUCK_TILE
    }
}
