//! The order in which a position's moves are searched: alpha-beta cuts off
//! soonest when the best move comes first, so every hint of which move that
//! is gets its say, the surest first. Most positions are cut off after a
//! move or two, so the moves are not sorted: each next move is picked as
//! the best left.

use tabletop_rules::Game;

use super::Evaluator;
use super::history::History;
use super::killers::Killers;

/// A move in its place in the order.
#[derive(Clone, Copy, Debug)]
pub(super) struct Ordered<M> {
    pub mv: M,
    /// Nothing but the history speaks for it: a candidate for a shallower
    /// first look when it comes late.
    pub quiet: bool,
}

/// What the search knows at one node that orders its moves.
pub(super) struct Hints<'a, M> {
    /// The best move an earlier search of this position found.
    pub first: Option<M>,
    pub killers: &'a Killers<M>,
    pub history: &'a History<M>,
    /// The ply of the node, for its killers.
    pub ply: u32,
    /// The move that led here, for its answer.
    pub previous: Option<M>,
}

/// Rank bits, above everything the priority and the history can add up to.
const FIRST: i64 = 1 << 62;
const KILLER: [i64; 2] = [1 << 61, 1 << 60];
const ANSWER: i64 = 1 << 59;
/// The evaluator's priority counts above any history (which fits in 32 bits).
const PRIORITY_SHIFT: u32 = 32;

/// A position's legal moves, handed out best first.
pub(super) struct MovePicker<M> {
    moves: Vec<(Ordered<M>, i64)>,
}

impl<M: Copy> MovePicker<M> {
    /// How many moves there are.
    pub(super) fn len(&self) -> usize {
        self.moves.len()
    }
}

impl<M: Copy> Iterator for MovePicker<M> {
    type Item = Ordered<M>;

    fn next(&mut self) -> Option<Ordered<M>> {
        let best = (0..self.moves.len()).max_by_key(|&index| self.moves[index].1)?;
        Some(self.moves.swap_remove(best).0)
    }
}

/// The legal moves of `state`: the table's move first, then the killers of
/// this ply, the answer last found to the move before, the evaluator's
/// priority, and the history of cut-offs.
pub(super) fn ordered_moves<G: Game, E: Evaluator<G>>(
    state: &G,
    evaluator: &E,
    hints: &Hints<G::Move>,
) -> MovePicker<G::Move> {
    let mut legal = Vec::new();
    state.legal_moves(&mut legal);
    let answer = hints.history.answer(hints.previous);
    let moves = legal
        .into_iter()
        .map(|mv| {
            let rank = if Some(mv) == hints.first {
                FIRST
            } else if let Some(killer) = hints.killers.rank(hints.ply, mv) {
                KILLER[killer]
            } else if Some(mv) == answer {
                ANSWER
            } else {
                0
            };
            let priority = evaluator.move_priority(state, mv);
            let quiet = rank == 0 && priority <= 0;
            let score = rank
                + (i64::from(priority) << PRIORITY_SHIFT)
                + i64::from(hints.history.score(&mv));
            (Ordered { mv, quiet }, score)
        })
        .collect();
    MovePicker { moves }
}

#[cfg(test)]
mod tests {
    use tabletop_rules::Finished;

    use super::*;

    /// Ten moves, 0 to 9, and nothing else.
    #[derive(Clone)]
    struct Ten;

    impl Game for Ten {
        type Move = u8;
        tabletop_rules::copy_make!();

        fn to_move(&self) -> usize {
            0
        }

        fn legal_moves(&self, moves: &mut Vec<u8>) {
            moves.extend(0..10);
        }

        fn play(&self, _: u8) -> Ten {
            Ten
        }

        fn finished(&self) -> Option<Finished> {
            None
        }

        fn key(&self) -> u64 {
            0
        }
    }

    /// Thinks moves 4 and 5 promising, 9 bad.
    struct Likes;

    impl Evaluator<Ten> for Likes {
        fn evaluate(&self, _: &Ten) -> i32 {
            0
        }

        fn move_priority(&self, _: &Ten, mv: u8) -> i32 {
            match mv {
                4 => 2,
                5 => 1,
                9 => -1,
                _ => 0,
            }
        }

        fn three_in_four(&self) -> i32 {
            1
        }
    }

    #[test]
    fn moves_come_table_killers_answer_priority_then_history() {
        let mut killers = Killers::default();
        killers.remember(3, 2);
        killers.remember(3, 1);
        let mut history = History::default();
        history.remember(Some(42), 8, 1);
        history.remember(None, 6, 5);
        history.remember(None, 0, 2);
        let hints = Hints {
            first: Some(7),
            killers: &killers,
            history: &history,
            ply: 3,
            previous: Some(42),
        };
        let picked: Vec<Ordered<u8>> = ordered_moves(&Ten, &Likes, &hints).collect();
        let order: Vec<u8> = picked.iter().map(|ordered| ordered.mv).collect();
        assert_eq!(&order[..8], [7, 1, 2, 8, 4, 5, 6, 0]);
        assert_eq!(order[9], 9, "the one the evaluator dislikes comes last");
        let quiet: Vec<u8> = picked
            .iter()
            .filter(|ordered| ordered.quiet)
            .map(|ordered| ordered.mv)
            .collect();
        assert_eq!(
            quiet,
            [6, 0, 3, 9],
            "no hint but the history speaks for these"
        );
    }
}
