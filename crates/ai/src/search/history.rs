//! The history heuristic and counter-moves: what cut the search off
//! anywhere in the tree so far, for ordering the moves of positions not
//! yet seen. A move that refuted many positions, deep ones most, is likely
//! to refute the next; and the move that answered a given move once likely
//! answers it again.
//!
//! Moves are kept by a hash of the move, in fixed arrays: two moves that
//! share a slot only mix their hints, which costs ordering, never
//! correctness.

use std::hash::{Hash, Hasher};

use rustc_hash::FxHasher;

/// 2^14 slots: room for every distinct move a game offers (a Hive tile
/// times the hexes near the hive) with few sharing.
const SLOT_BITS: u32 = 14;

/// Cut-offs counted by move and the answers found to each move.
pub(super) struct History<M> {
    /// By move slot, the depth² of the cut-offs it made.
    scores: Vec<u32>,
    /// By the slot of the move before, the move that last cut off after it.
    answers: Vec<Option<M>>,
}

impl<M> Default for History<M> {
    fn default() -> History<M> {
        History {
            scores: vec![0; 1 << SLOT_BITS],
            answers: std::iter::repeat_with(|| None)
                .take(1 << SLOT_BITS)
                .collect(),
        }
    }
}

fn slot<M: Hash>(mv: &M) -> usize {
    let mut hasher = FxHasher::default();
    mv.hash(&mut hasher);
    // The high bits are the best mixed.
    (hasher.finish() >> (64 - SLOT_BITS)) as usize
}

impl<M: Copy + PartialEq + Hash> History<M> {
    /// Halves what was learnt: a new search keeps the old hints but lets
    /// the new position's cut-offs count for more.
    pub(super) fn age(&mut self) {
        for score in &mut self.scores {
            *score /= 2;
        }
    }

    /// Forgets everything (a new game).
    pub(super) fn clear(&mut self) {
        self.scores.fill(0);
        self.answers.fill(None);
    }

    /// Notes that `mv`, played after `previous`, cut a search `depth` plies
    /// deep off.
    pub(super) fn remember(&mut self, previous: Option<M>, mv: M, depth: u32) {
        let score = &mut self.scores[slot(&mv)];
        *score = score.saturating_add(depth * depth);
        if let Some(previous) = previous {
            self.answers[slot(&previous)] = Some(mv);
        }
    }

    /// How often and how deep `mv` cut off.
    pub(super) fn score(&self, mv: &M) -> u32 {
        self.scores[slot(mv)]
    }

    /// The answer last found to `previous`.
    pub(super) fn answer(&self, previous: Option<M>) -> Option<M> {
        previous.and_then(|previous| self.answers[slot(&previous)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deeper_cut_off_counts_for_more_and_ageing_halves_it() {
        let mut history = History::default();
        history.remember(None, 7u32, 2);
        history.remember(None, 9u32, 3);
        assert_eq!(history.score(&7), 4);
        assert_eq!(history.score(&9), 9);
        assert_eq!(history.score(&8), 0, "a move that never cut off");
        history.age();
        assert_eq!(history.score(&9), 4);
        history.clear();
        assert_eq!(history.score(&9), 0);
    }

    #[test]
    fn the_answer_to_a_move_is_the_last_that_cut_off_after_it() {
        let mut history = History::default();
        history.remember(Some(1u32), 5, 1);
        history.remember(Some(1), 6, 1);
        history.remember(Some(2), 7, 1);
        assert_eq!(history.answer(Some(1)), Some(6));
        assert_eq!(history.answer(Some(2)), Some(7));
        assert_eq!(history.answer(Some(3)), None);
        assert_eq!(history.answer(None), None, "no move before the root");
    }
}
