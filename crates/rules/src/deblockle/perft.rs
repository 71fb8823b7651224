//! Perft: the number of move sequences of a given length, the standard
//! check of a move generator against an independent one.

use super::position::{Move, Position};

/// perft(p, 0) = 1; perft(p, d) = Σ perft(p after m, d − 1) over the legal
/// moves m. A finished game has no moves; repetition draws do not apply.
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        _ => perft_unsettled(*position, depth),
    }
}

/// Each legal move with the perft of the position after it.
pub fn perft_divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    position
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let count = match depth {
                0 | 1 => 1,
                _ => perft_unsettled(position.play_unsettled(mv), depth - 1),
            };
            (mv, count)
        })
        .collect()
}

/// Perft of a position whose player to move may be Deblockle'd: the moves
/// found for them double as the check, so no position is generated twice.
fn perft_unsettled(position: Position, depth: u32) -> u64 {
    if position.winner().is_some() {
        return 0;
    }
    if depth == 1 {
        return match position.count_legal_moves() {
            0 => position.passed().count_legal_moves() as u64,
            n => n as u64,
        };
    }
    let mut moves = position.legal_moves();
    let mut position = position;
    if moves.is_empty() {
        position = position.passed();
        moves = position.legal_moves();
    }
    moves
        .iter()
        .map(|&mv| perft_unsettled(position.play_unsettled(mv), depth - 1))
        .sum()
}
