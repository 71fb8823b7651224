//! Iterative-deepening alpha-beta (negamax) over any [`Game`], playing moves
//! in place: a transposition table, principal-variation search (every move
//! after the first is first tried with a null window, which proves it no
//! better far more cheaply), and moves ordered by the table's move, killer
//! moves, the answer last found to the move before, the game's own priority
//! and the history of cut-offs. Late quiet moves are searched a ply
//! shallower first, the latest of them in deep searches two
//! ([`Evaluator::reduces_late_moves`]), and again at full depth only if
//! they look better than the best so far.
//!
//! Scores are from the point of view of the side to move. A game may give
//! the same side two moves running (Deblockle passes a blocked player's
//! turn), so a child's score is negated only when the side to move changes.
//! A position that repeats one on the current path or earlier in the game
//! scores as a draw, which keeps the search out of endless loops.
//!
//! With more than one thread, the helpers search the same position side by
//! side, sharing the table ("lazy SMP"): each finds the others' results
//! there and goes on where they stopped, so the main thread reaches deeper.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::Instant;

use tabletop_rules::Game;

mod history;
mod killers;
mod ordering;
mod scores;
mod worker;

pub use scores::{WIN, is_decisive};
use worker::{Thread, ThreadState};

use crate::transposition::Table;

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
    /// A move above 0 is never searched shallower for coming late.
    fn move_priority(&self, _state: &G, _mv: G::Move) -> i32 {
        0
    }

    /// Whether late quiet moves may be searched a ply shallower first: a
    /// large gain in depth where the moves are many and few of them matter,
    /// at the price of exactness (a move whose point shows only at the
    /// last ply can be missed), so games whose searches must be exact keep
    /// the default.
    fn reduces_late_moves(&self) -> bool {
        false
    }

    /// The score at which the side to move wins about three games in four:
    /// what turns this game's scores into chances of winning.
    fn three_in_four(&self) -> i32;
}

/// When a search must end: a depth, a deadline, a number of positions and
/// a flag another thread may raise. The first iteration always completes, so there is always a move.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// Stop once this instant has passed.
    pub deadline: Option<Instant>,
    /// Stop once the thread has visited this many positions: a limit that
    /// does not depend on the computer's speed, so one thread's search
    /// repeats exactly.
    pub positions: Option<u64>,
    /// Stop as soon as this is set.
    pub stop: Arc<AtomicBool>,
}

impl Limits {
    /// Search to `depth` plies with no deadline.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth,
            deadline: None,
            positions: None,
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
    main: ThreadState<G>,
    helpers: Vec<ThreadState<G>>,
}

impl<G: Game, E: Evaluator<G>> Searcher<G, E> {
    /// A one-thread searcher with a 2^18-entry transposition table.
    pub fn new(evaluator: E) -> Searcher<G, E> {
        Searcher {
            evaluator,
            table: Table::new(18),
            main: ThreadState::default(),
            helpers: Vec::new(),
        }
    }

    /// The same searcher on `threads` threads (at least one).
    pub fn with_threads(mut self, threads: usize) -> Searcher<G, E> {
        self.helpers
            .resize_with(threads.max(1) - 1, ThreadState::default);
        self
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
        for state in std::iter::once(&mut self.main).chain(&mut self.helpers) {
            state.clear();
        }
    }

    /// Searches `root` deeper and deeper until a limit is reached, on every
    /// thread; the main thread's result is the answer. `history` holds the
    /// keys of the positions before it in the game.
    pub fn search(&mut self, root: &G, history: &[u64], limits: Limits) -> Report<G::Move> {
        let Searcher {
            evaluator,
            table,
            main,
            helpers,
        } = self;
        let mut main = Thread {
            evaluator: &*evaluator,
            table: &*table,
            state: main,
        };
        if helpers.is_empty() {
            return main.search(root, history, limits);
        }
        // The helpers stop when the main thread is done.
        let done = Arc::new(AtomicBool::new(false));
        thread::scope(|scope| {
            let working: Vec<_> = helpers
                .iter_mut()
                .map(|state| {
                    let mut helper = Thread {
                        evaluator: &*evaluator,
                        table: &*table,
                        state,
                    };
                    let limits = Limits {
                        stop: Arc::clone(&done),
                        ..limits.clone()
                    };
                    scope.spawn(move || helper.search(root, history, limits).nodes)
                })
                .collect();

            let mut report = main.search(root, history, limits);
            done.store(true, Ordering::Relaxed);
            for helper in working {
                report.nodes += helper.join().unwrap_or(0);
            }
            report
        })
    }

    /// Scores every move of `root` exactly, searched `depth` plies deep in
    /// all: for players that choose among good moves rather than the best.
    pub fn score_moves(&mut self, root: &G, history: &[u64], depth: u32) -> Vec<(G::Move, i32)> {
        Thread {
            evaluator: &self.evaluator,
            table: &self.table,
            state: &mut self.main,
        }
        .score_moves(root, history, depth)
    }
}
