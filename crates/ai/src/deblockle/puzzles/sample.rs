//! Random positions: blocks on random squares, lying at random, the turn
//! passing settled by the rules. Puzzles are drawn from them, and tests and
//! timings sample the solved tables with them.

use rand::Rng;
use tabletop_rules::deblockle::{Block, Board, MoveRules, Orientation, Player, Position, Square};

/// A random position under `rules` with `counts` blocks (Gold's, Teal's),
/// or `None` when the draw put two on one square or the turn cannot be
/// settled (draw again).
pub fn random_position(
    rng: &mut impl Rng,
    counts: [usize; 2],
    rules: MoveRules,
) -> Option<Position> {
    let mut board = Board::empty();
    for (owner, count) in Player::BOTH.into_iter().zip(counts) {
        for _ in 0..count {
            let at = Square::ALL[rng.random_range(0..49)];
            let orientation = Orientation::ALL[rng.random_range(0..24)];
            board.place(at, Block { owner, orientation }).ok()?;
        }
    }
    let turn = Player::BOTH[rng.random_range(0..2)];
    Position::new(board, turn, rules).ok()
}

/// `count` random positions with the counts `blocks` draws for each.
pub fn random_positions<R: Rng>(
    rng: &mut R,
    count: usize,
    rules: MoveRules,
    mut blocks: impl FnMut(&mut R) -> [usize; 2],
) -> Vec<Position> {
    let mut found = Vec::with_capacity(count);
    while found.len() < count {
        let counts = blocks(rng);
        found.extend(random_position(rng, counts, rules));
    }
    found
}
