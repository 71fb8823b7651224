//! Iterative-deepening alpha-beta (negamax) with a transposition table and
//! killer moves, over any [`Game`], playing moves in place.
//!
//! Scores are from the point of view of the side to move. A game may give
//! the same side two moves running (Deblockle passes a blocked player's
//! turn), so a child's score is negated only when the side to move changes.
//! A position that repeats one on the current path or earlier in the game
//! scores as a draw, which keeps the search out of endless loops.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use tabletop_rules::{Finished, Game};

mod killers;
mod scores;

use killers::Killers;
use scores::{DECISIVE, INFINITY, from_table, to_table};
pub use scores::{WIN, is_decisive};

use crate::transposition::{Bound, Entry, Table};

/// A value known for certain (from an endgame table), for the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Exact {
    /// The side to move wins in this many plies with best play.
    Win(u32),
    /// The side to move loses in this many plies against best play.
    Loss(u32),
    /// Neither side can force a win.
    Draw,
}

/// What one game knows about its positions.
pub trait Evaluator<G: Game>: Send + Sync {
    /// How good `state` is for the side to move, well inside ±[`WIN`].
    fn evaluate(&self, state: &G) -> i32;

    /// The certain value of `state`, when it is known.
    fn exact(&self, _state: &G) -> Option<Exact> {
        None
    }

    /// How promising `mv` looks before it is searched; higher goes first.
    fn move_priority(&self, _state: &G, _mv: G::Move) -> i32 {
        0
    }

    /// The score at which the side to move wins about three games in four:
    /// what turns this game's scores into chances of winning.
    fn three_in_four(&self) -> i32;
}

/// When a search must end: a depth, a deadline and a flag another thread
/// may raise. The first iteration always completes, so there is always a move.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// Stop once this instant has passed.
    pub deadline: Option<Instant>,
    /// Stop as soon as this is set.
    pub stop: Arc<AtomicBool>,
}

impl Limits {
    /// Search to `depth` plies with no deadline.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth,
            deadline: None,
            stop: Arc::default(),
        }
    }
}

/// What a search found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Report<M> {
    /// The move to play; `None` only when there is no legal move.
    pub best: Option<M>,
    /// Its score for the side to move.
    pub score: i32,
    /// The deepest iteration that completed.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
}

/// A searcher for one game, keeping its transposition table between moves.
pub struct Searcher<G: Game, E> {
    evaluator: E,
    table: Table<G::Move>,
    /// Keys of the game so far and of the current search path.
    path: Vec<u64>,
    /// By ply, the moves that last cut a search off there.
    killers: Killers<G::Move>,
    nodes: u64,
    limits: Limits,
    may_stop: bool,
    stopped: bool,
}

impl<G: Game, E: Evaluator<G>> Searcher<G, E> {
    /// A searcher with a 2^18-entry transposition table.
    pub fn new(evaluator: E) -> Searcher<G, E> {
        Searcher {
            evaluator,
            table: Table::new(18),
            path: Vec::new(),
            killers: Killers::default(),
            nodes: 0,
            limits: Limits::depth(1),
            may_stop: false,
            stopped: false,
        }
    }

    /// The evaluator.
    pub fn evaluator(&self) -> &E {
        &self.evaluator
    }

    /// The best move the searches so far found in `state`, if they kept it
    /// and it is legal there.
    pub fn remembered_best(&self, state: &G) -> Option<G::Move> {
        let best = self.table.get(state.key())?.best?;
        let mut legal = Vec::new();
        state.legal_moves(&mut legal);
        legal.contains(&best).then_some(best)
    }

    /// Forgets what earlier searches learnt (a new game).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Searches `root` deeper and deeper until a limit is reached.
    /// `history` holds the keys of the positions before it in the game.
    pub fn search(&mut self, root: &G, history: &[u64], limits: Limits) -> Report<G::Move> {
        let started = Instant::now();
        self.begin(root, history, limits);
        let moves = self.ordered_moves(root, None);
        let mut report = Report {
            best: moves.first().copied(),
            score: 0,
            depth: 0,
            nodes: 0,
        };
        // A forced move needs no deep thought, only a score.
        let deepest = if moves.len() == 1 {
            1
        } else {
            self.limits.depth.max(1)
        };
        for depth in 1..=deepest {
            self.may_stop = depth > 1;
            if self.may_stop && self.limits.stop.load(Ordering::Relaxed) {
                break;
            }
            let Some((best, score)) = self.search_root(root, report.best, depth) else {
                break;
            };
            report = Report {
                best: Some(best),
                score,
                depth,
                nodes: self.nodes,
            };
            if score.abs() >= DECISIVE || self.past_half_time(started) {
                break;
            }
        }
        report.nodes = self.nodes;
        report
    }

    /// Scores every move of `root` exactly, searched `depth` plies deep in
    /// all: for players that choose among good moves rather than the best.
    pub fn score_moves(&mut self, root: &G, history: &[u64], depth: u32) -> Vec<(G::Move, i32)> {
        self.begin(root, history, Limits::depth(depth));
        self.may_stop = false;
        let mut state = root.clone();
        self.ordered_moves(root, None)
            .into_iter()
            .map(|mv| {
                let score =
                    self.child_score(&mut state, mv, depth.max(1) - 1, 1, -INFINITY, INFINITY);
                (mv, score)
            })
            .collect()
    }

    fn begin(&mut self, root: &G, history: &[u64], limits: Limits) {
        self.path.clear();
        self.path.extend_from_slice(history);
        self.killers.clear();
        self.path.push(root.key());
        self.nodes = 0;
        self.limits = limits;
        self.stopped = false;
    }

    /// Whether another iteration would likely run past the deadline (each
    /// takes several times longer than the one before).
    fn past_half_time(&self, started: Instant) -> bool {
        self.limits
            .deadline
            .is_some_and(|deadline| Instant::now() > started + (deadline - started) / 2)
    }

    /// One iteration at the root; `None` if it was stopped before the end.
    fn search_root(
        &mut self,
        root: &G,
        previous_best: Option<G::Move>,
        depth: u32,
    ) -> Option<(G::Move, i32)> {
        let mut alpha = -INFINITY;
        let mut best = None;
        let mut state = root.clone();
        for mv in self.ordered_moves(root, previous_best) {
            let score = self.child_score(&mut state, mv, depth - 1, 1, alpha, INFINITY);
            if self.stopped {
                break;
            }
            if best.is_none() || score > alpha {
                alpha = score;
                best = Some(mv);
            }
        }
        if self.stopped {
            return None;
        }
        best.map(|mv| (mv, alpha))
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
        let score = if state.to_move() == mover {
            self.negamax(state, depth, ply, alpha, beta)
        } else {
            -self.negamax(state, depth, ply, -beta, -alpha)
        };
        state.unmake(mv, undo);
        score
    }

    fn negamax(&mut self, state: &mut G, depth: u32, ply: u32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(1024) {
            self.check_limits();
        }
        if self.stopped {
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
        if self.path.contains(&key) {
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
        self.path.push(key);
        let moves = self.ordered_moves_at(state, stored.and_then(|entry| entry.best), ply);
        for mv in moves {
            let score = self.child_score(state, mv, depth - 1, ply + 1, alpha, beta);
            if self.stopped {
                break;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                self.killers.remember(ply, mv);
                break;
            }
        }
        self.path.pop();
        if self.stopped {
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

    fn check_limits(&mut self) {
        if !self.may_stop {
            return;
        }
        let out_of_time = self
            .limits
            .deadline
            .is_some_and(|deadline| Instant::now() >= deadline);
        if out_of_time || self.limits.stop.load(Ordering::Relaxed) {
            self.stopped = true;
        }
    }

    /// The legal moves, `first` (the best move found before) first, then by
    /// the evaluator's priority.
    fn ordered_moves(&self, state: &G, first: Option<G::Move>) -> Vec<G::Move> {
        self.ordered_moves_at(state, first, 0)
    }

    /// As [`Searcher::ordered_moves`], with the killers of `ply` after
    /// `first`.
    fn ordered_moves_at(&self, state: &G, first: Option<G::Move>, ply: u32) -> Vec<G::Move> {
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        moves.sort_by_cached_key(|&mv| {
            (
                Some(mv) != first,
                self.killers.rank(ply, mv),
                -self.evaluator.move_priority(state, mv),
            )
        });
        moves
    }
}
