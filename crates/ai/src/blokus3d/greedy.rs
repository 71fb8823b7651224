//! The heuristic player: the placement that wins the most of the view from
//! above right now, bigger pieces first on a tie (an unplaced piece costs a
//! point at the end, and big ones are the hardest to fit late).

use rand::Rng;
use rand::seq::SliceRandom;
use tabletop_rules::blokus3d::{Colour, Placement, Position};

/// What `placement` does to the view from above, for the seat to move:
/// each empty square it covers is a point, each square it takes from
/// another colour two (a point for us, one less for them). In tenths, with
/// the piece's size added as the tie-break.
pub fn placement_value(position: &Position, placement: Placement) -> i32 {
    let me = Colour::of_seat(position.seat_to_move());
    let shape = &placement.piece.orientations()[usize::from(placement.orientation)];
    let mut columns: Vec<(usize, usize)> = shape
        .cubes()
        .iter()
        .map(|&[dx, dy, _]| {
            (
                usize::from(placement.x) + dx as usize,
                usize::from(placement.y) + dy as usize,
            )
        })
        .collect();
    columns.sort_unstable();
    columns.dedup();
    let view: i32 = columns
        .into_iter()
        .map(|(x, y)| match position.top(x, y) {
            None => 1,
            Some(colour) if colour == me => 0,
            Some(_) => 2,
        })
        .sum();
    view * 10 + placement.piece.size() as i32
}

/// The greedy player's placement (ties broken at random); `None` when the
/// game is over.
pub fn greedy_placement(position: &Position, random: &mut impl Rng) -> Option<Placement> {
    let mut placements = position.legal_placements();
    placements.shuffle(random);
    placements
        .into_iter()
        .max_by_key(|&placement| placement_value(position, placement))
}
