//! Perft: the number of move sequences of a given length, for checking the
//! move generator against published counts.

use super::position::Position;

/// The number of legal move sequences `depth` turns long from `position`
/// (a forced pass is a move; a finished game has none).
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = position.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|mv| perft(&position.play_unchecked(mv), depth - 1))
        .sum()
}
