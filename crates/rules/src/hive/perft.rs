//! Perft: the number of move sequences of a given length, for checking the
//! move generator against published counts.

use super::position::{Move, Position};

/// The number of legal move sequences `depth` turns long from `position`
/// (a forced pass is a move; a finished game has none). The last turn's
/// moves are counted, not played.
pub fn perft(position: &Position, depth: u32) -> u64 {
    let mut position = position.clone();
    // One move list per level, reused across the whole walk.
    let mut lists: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(128)).collect();
    count(&mut position, &mut lists)
}

/// Perft as deep as there are `lists`, playing in place and taking back.
fn count(position: &mut Position, lists: &mut [Vec<Move>]) -> u64 {
    let Some((moves, deeper)) = lists.split_first_mut() else {
        return 1;
    };
    moves.clear();
    position.generate_moves(moves);
    if deeper.is_empty() {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &mv in moves.iter() {
        let undo = position.make(mv);
        total += count(position, deeper);
        position.unmake(mv, undo);
    }
    total
}
