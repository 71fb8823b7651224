//! One thread of a search: its own path, killers and history, sharing
//! the evaluator and the transposition table with the search's other
//! threads.

use std::sync::atomic::Ordering;
use std::time::Instant;

use tabletop_rules::{Finished, Game};

use super::history::History;
use super::killers::Killers;
use super::ordering::{self, MovePicker, Ordered};
use super::scores::{DECISIVE, INFINITY, from_table, to_table};
use super::{Evaluator, Exact, Limits, Report, WIN};
use crate::transposition::{Bound, Entry, Table};

/// Moves searched at full depth before late quiet ones are reduced.
const FULL_DEPTH_MOVES: usize = 3;
/// The shallowest search whose late moves are reduced.
const REDUCTION_DEPTH: u32 = 3;
/// Moves searched before late quiet ones are reduced by a second ply, in
/// searches at least [`SECOND_REDUCTION_DEPTH`] deep (so that a ply is
/// left): the later a quiet move comes, the less likely it is the best.
const SECOND_REDUCTION_MOVES: usize = 8;
const SECOND_REDUCTION_DEPTH: u32 = 4;

/// What one thread keeps between searches and uses during one.
pub(super) struct ThreadState<G: Game> {
    /// Keys of the game so far and of the current search path.
    path: Vec<u64>,
    /// The moves of the current search path.
    line: Vec<G::Move>,
    /// By ply, the moves that last cut a search off there.
    killers: Killers<G::Move>,
    history: History<G::Move>,
    nodes: u64,
    limits: Limits,
    may_stop: bool,
    stopped: bool,
}

impl<G: Game> Default for ThreadState<G> {
    fn default() -> ThreadState<G> {
        ThreadState {
            path: Vec::new(),
            line: Vec::new(),
            killers: Killers::default(),
            history: History::default(),
            nodes: 0,
            limits: Limits::depth(1),
            may_stop: false,
            stopped: false,
        }
    }
}

impl<G: Game> ThreadState<G> {
    /// Forgets the history of cut-offs (a new game).
    pub(super) fn clear(&mut self) {
        self.history.clear();
    }
}

/// One iteration at the root: its best move and score, and whether it ran
/// to the end (a cut-short one's best beat every move it searched, the
/// last iteration's best among them).
struct Iteration<M> {
    best: M,
    score: i32,
    complete: bool,
}

/// One thread at work: the shared evaluator and table, and its own state.
pub(super) struct Thread<'s, G: Game, E> {
    pub evaluator: &'s E,
    pub table: &'s Table<G::Move>,
    pub state: &'s mut ThreadState<G>,
}

impl<G: Game, E: Evaluator<G>> Thread<'_, G, E> {
    /// Searches `root` deeper and deeper until a limit is reached.
    /// `history` holds the keys of the positions before it in the game.
    pub(super) fn search(&mut self, root: &G, history: &[u64], limits: Limits) -> Report<G::Move> {
        self.begin(root, history, limits);
        let mut moves = self.ordered(root, None, 0);
        // A forced move needs no deep thought, only a score.
        let deepest = if moves.len() == 1 {
            1
        } else {
            self.state.limits.depth.max(1)
        };
        let mut report = Report {
            best: moves.next().map(|first| first.mv),
            score: 0,
            depth: 0,
            nodes: 0,
        };
        for depth in 1..=deepest {
            self.state.may_stop = depth > 1;
            if self.state.may_stop && self.state.limits.stop.load(Ordering::Relaxed) {
                break;
            }
            let Some(iteration) = self.search_root(root, report.best, depth) else {
                break;
            };
            report.best = Some(iteration.best);
            report.score = iteration.score;
            if !iteration.complete {
                break;
            }
            report.depth = depth;
            if iteration.score.abs() >= DECISIVE {
                break;
            }
        }
        report.nodes = self.state.nodes;
        report
    }

    /// Scores every move of `root` exactly, searched `depth` plies deep in
    /// all: for players that choose among good moves rather than the best.
    pub(super) fn score_moves(
        &mut self,
        root: &G,
        history: &[u64],
        depth: u32,
    ) -> Vec<(G::Move, i32)> {
        self.begin(root, history, Limits::depth(depth));
        self.state.may_stop = false;
        let mut state = root.clone();
        self.ordered(root, None, 0)
            .map(|Ordered { mv, .. }| {
                let score =
                    self.child_score(&mut state, mv, depth.max(1) - 1, 1, -INFINITY, INFINITY);
                (mv, score)
            })
            .collect()
    }

    fn begin(&mut self, root: &G, history: &[u64], limits: Limits) {
        self.state.path.clear();
        self.state.path.extend_from_slice(history);
        self.state.path.push(root.key());
        self.state.line.clear();
        self.state.killers.clear();
        self.state.history.age();
        self.state.nodes = 0;
        self.state.limits = limits;
        self.state.stopped = false;
    }

    /// One iteration at the root; `None` if it was stopped before the first
    /// move was searched to the end.
    fn search_root(
        &mut self,
        root: &G,
        previous_best: Option<G::Move>,
        depth: u32,
    ) -> Option<Iteration<G::Move>> {
        let mut alpha = -INFINITY;
        let mut best = None;
        let mut state = root.clone();
        for Ordered { mv, .. } in self.ordered(root, previous_best, 0) {
            let score = if best.is_none() {
                self.child_score(&mut state, mv, depth - 1, 1, -INFINITY, INFINITY)
            } else {
                let probe = self.child_score(&mut state, mv, depth - 1, 1, alpha, alpha + 1);
                if probe > alpha && !self.state.stopped {
                    self.child_score(&mut state, mv, depth - 1, 1, alpha, INFINITY)
                } else {
                    probe
                }
            };
            if self.state.stopped {
                break;
            }
            if best.is_none() || score > alpha {
                alpha = score;
                best = Some(mv);
            }
        }
        best.map(|best| Iteration {
            best,
            score: alpha,
            complete: !self.state.stopped,
        })
    }

    /// The score of `mv` for the side to move in `state`: played in place,
    /// searched, taken back.
    fn child_score(
        &mut self,
        state: &mut G,
        mv: G::Move,
        depth: u32,
        ply: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let mover = state.to_move();
        let undo = state.make(mv);
        self.state.line.push(mv);
        let score = if state.to_move() == mover {
            self.negamax(state, depth, ply, alpha, beta)
        } else {
            -self.negamax(state, depth, ply, -beta, -alpha)
        };
        self.state.line.pop();
        state.unmake(mv, undo);
        score
    }

    fn negamax(&mut self, state: &mut G, depth: u32, ply: u32, mut alpha: i32, beta: i32) -> i32 {
        self.state.nodes += 1;
        if self.state.nodes.is_multiple_of(1024) {
            self.check_limits();
        }
        if self.state.stopped {
            return 0;
        }
        if let Some(finished) = state.finished() {
            return match finished {
                Finished::Won(seat) if seat == state.to_move() => WIN - ply as i32,
                Finished::Won(_) => -(WIN - ply as i32),
                Finished::Drawn => 0,
            };
        }
        let key = state.key();
        if self.state.path.contains(&key) {
            return 0;
        }
        if let Some(exact) = self.evaluator.exact(state) {
            return match exact {
                Exact::Win(plies) => WIN - (ply + plies) as i32,
                Exact::Loss(plies) => -(WIN - (ply + plies) as i32),
                Exact::Draw => 0,
            };
        }
        if depth == 0 {
            return self.evaluator.evaluate(state);
        }
        let stored = self.table.get(key);
        if let Some(entry) = stored
            && entry.depth >= depth
        {
            let score = from_table(entry.score, ply);
            match entry.bound {
                Bound::Exact => return score,
                Bound::Lower if score >= beta => return score,
                Bound::Upper if score <= alpha => return score,
                _ => {}
            }
        }
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        self.state.path.push(key);
        let reduces = depth >= REDUCTION_DEPTH && self.evaluator.reduces_late_moves();
        // The table's move is tried before the others are generated: it
        // often cuts the search off alone.
        let first = stored.and_then(|entry| entry.best);
        let mut rest: Option<MovePicker<G::Move>> = None;
        for index in 0.. {
            let Ordered { mv, quiet } = match first {
                Some(mv) if index == 0 => Ordered { mv, quiet: false },
                _ => {
                    let rest = rest.get_or_insert_with(|| self.ordered(state, None, ply));
                    match rest.find(|next| Some(next.mv) != first) {
                        Some(next) => next,
                        None => break,
                    }
                }
            };
            let score = if index == 0 {
                self.child_score(state, mv, depth - 1, ply + 1, alpha, beta)
            } else {
                let reduction = if reduces && quiet && index >= FULL_DEPTH_MOVES {
                    1 + u32::from(
                        depth >= SECOND_REDUCTION_DEPTH && index >= SECOND_REDUCTION_MOVES,
                    )
                } else {
                    0
                };
                self.null_window_score(state, mv, depth, reduction, ply, alpha, beta)
            };
            if self.state.stopped {
                break;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                self.state.killers.remember(ply, mv);
                let previous = self.state.line.last().copied();
                self.state.history.remember(previous, mv, depth);
                break;
            }
        }
        self.state.path.pop();
        if self.state.stopped {
            return 0;
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.put(Entry {
            key,
            depth,
            score: to_table(best_score, ply),
            bound,
            best: best_move,
        });
        best_score
    }

    /// The score of a move after the first: shown no better than `alpha`
    /// with a null window (`reduction` plies shallower at first), and
    /// searched with the whole window only if it might be.
    #[allow(clippy::too_many_arguments)]
    fn null_window_score(
        &mut self,
        state: &mut G,
        mv: G::Move,
        depth: u32,
        reduction: u32,
        ply: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut score =
            self.child_score(state, mv, depth - 1 - reduction, ply + 1, alpha, alpha + 1);
        if score > alpha && reduction > 0 && !self.state.stopped {
            score = self.child_score(state, mv, depth - 1, ply + 1, alpha, alpha + 1);
        }
        if score > alpha && score < beta && !self.state.stopped {
            score = self.child_score(state, mv, depth - 1, ply + 1, alpha, beta);
        }
        score
    }

    fn check_limits(&mut self) {
        if !self.state.may_stop {
            return;
        }
        let out_of_time = self
            .state
            .limits
            .deadline
            .is_some_and(|deadline| Instant::now() >= deadline);
        let out_of_positions = self
            .state
            .limits
            .positions
            .is_some_and(|positions| self.state.nodes >= positions);
        if out_of_time || out_of_positions || self.state.limits.stop.load(Ordering::Relaxed) {
            self.state.stopped = true;
        }
    }

    /// The legal moves of `state` at `ply`, `first` (the best move found
    /// before) first.
    fn ordered(&self, state: &G, first: Option<G::Move>, ply: u32) -> MovePicker<G::Move> {
        let hints = ordering::Hints {
            first,
            killers: &self.state.killers,
            history: &self.state.history,
            ply,
            previous: self.state.line.last().copied(),
        };
        ordering::ordered_moves(state, self.evaluator, &hints)
    }
}
