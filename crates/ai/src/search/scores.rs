//! What search scores mean: a won game's score less its plies, the forced
//! results beyond every evaluation, and how the transposition table keeps
//! forced results counted from the position itself.

/// The score of a won game, less one per ply it takes: a quicker win
/// scores higher, a slower loss less badly.
pub const WIN: i32 = 1_000_000;
/// Scores beyond this are forced wins or losses, never evaluations.
pub(super) const DECISIVE: i32 = WIN - 10_000;
pub(super) const INFINITY: i32 = WIN + 1;

/// Forced-result scores count plies from the root; the table stores them
/// counted from the position itself, so they stay right wherever it recurs.
pub(super) fn to_table(score: i32, ply: u32) -> i32 {
    if score >= DECISIVE {
        score + ply as i32
    } else if score <= -DECISIVE {
        score - ply as i32
    } else {
        score
    }
}

pub(super) fn from_table(score: i32, ply: u32) -> i32 {
    if score >= DECISIVE {
        score - ply as i32
    } else if score <= -DECISIVE {
        score + ply as i32
    } else {
        score
    }
}

/// Whether a score is a forced win or loss rather than an evaluation.
pub fn is_decisive(score: i32) -> bool {
    score.abs() >= DECISIVE
}
