//! What the tests of Deblockle's engine share: the solved endgame, random
//! one-block-each positions, and a plain minimax over the rules' moves.

use std::sync::{Arc, OnceLock};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tabletop_ai::deblockle::EndgameTable;
use tabletop_rules::deblockle::{MoveRules, Player, Position};

/// The one-block-each endgame under the default rules, solved once.
pub fn table() -> &'static Arc<EndgameTable> {
    static TABLE: OnceLock<Arc<EndgameTable>> = OnceLock::new();
    TABLE.get_or_init(|| Arc::new(EndgameTable::solve(MoveRules::default(), |_| {})))
}

/// Random one-block-each positions, turn passing settled by the rules.
pub fn samples(count: usize, seed: u64) -> Vec<Position> {
    random_positions(count, seed, |_| [1, 1])
}

/// Random positions with `blocks` (Gold's, Teal's; drawn for each) on
/// random squares, lying at random, turn passing settled by the rules.
pub fn random_positions(
    count: usize,
    seed: u64,
    blocks: impl FnMut(&mut ChaCha8Rng) -> [usize; 2],
) -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    tabletop_ai::deblockle::puzzles::random_positions(&mut rng, count, MoveRules::default(), blocks)
}

/// Whether `winner` can force the removal of their block within `plies`
/// plies, whatever the other side does: minimax over the rules' own moves.
pub fn forces_win(position: &Position, winner: Player, plies: u32) -> bool {
    if let Some(won) = position.winner() {
        return won == winner;
    }
    if plies == 0 {
        return false;
    }
    let moves = position.legal_moves();
    if moves.is_empty() {
        return false;
    }
    let next = |mv| forces_win(&position.play(mv).expect("a legal move"), winner, plies - 1);
    if position.turn() == winner {
        moves.into_iter().any(next)
    } else {
        moves.into_iter().all(next)
    }
}
