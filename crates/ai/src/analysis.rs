//! Asking the engine about a position instead of playing it: the move it
//! would play, how the position stands (exactly, where an endgame table or
//! a forced result says), the line it expects; and going through a whole
//! game, marking each move by how much of its player's prospects it gave
//! away. Every game answers through one [`Analyst`]; the app and the CLI
//! show what it says.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use tabletop_rules::{Finished, Game, Message};

use crate::search::{Evaluator, Exact, Limits, Searcher, WIN, is_decisive};

/// The longest line an analysis reports, in moves.
pub const LINE_MOVES: usize = 6;
/// The deepest a timed search goes (no game here lasts this long).
const DEEPEST: u32 = 64;

/// How hard to think about each position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effort {
    /// A fixed amount of work, the same answer on any machine: plies for
    /// the games searched move by move, playouts for Blokus 3D.
    Fixed(u32),
    /// As much as this time allows.
    Time(Duration),
}

/// How a position stands for the side to move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Verdict {
    /// Certain: from an endgame table, a forced result the search found,
    /// or the end of the game.
    Exact(Exact),
    /// The side to move's expected result, 0 (a loss) to 1 (a win).
    Likely(f64),
}

impl Verdict {
    /// A search's score for the side to move: forced results exactly, the
    /// rest as a chance (`three_in_four` scores win three games in four).
    pub fn of_score(score: i32, three_in_four: i32) -> Verdict {
        if is_decisive(score) {
            let plies = (WIN - score.abs()).unsigned_abs();
            Verdict::Exact(if score > 0 {
                Exact::Win(plies)
            } else {
                Exact::Loss(plies)
            })
        } else {
            let scale = f64::from(three_in_four.max(1));
            Verdict::Likely(1.0 / (1.0 + 3f64.powf(-f64::from(score) / scale)))
        }
    }

    /// The expected result: a win 1, a draw ½, a loss 0.
    pub fn expected(self) -> f64 {
        match self {
            Verdict::Exact(Exact::Win(_)) => 1.0,
            Verdict::Exact(Exact::Draw) => 0.5,
            Verdict::Exact(Exact::Loss(_)) => 0.0,
            Verdict::Likely(chance) => chance,
        }
    }

    /// The certain value, if it is one.
    pub fn exact(self) -> Option<Exact> {
        match self {
            Verdict::Exact(exact) => Some(exact),
            Verdict::Likely(_) => None,
        }
    }

    /// What the verdict says to the side to move, as a hint's reason:
    /// a win now or in so many of its turns, a loss held off that long, a
    /// draw, or its chance.
    pub fn reason(self) -> Message {
        let turns = |plies: u32| plies.div_ceil(2);
        match self {
            Verdict::Exact(Exact::Win(1)) => Message::new("hint-wins-now"),
            Verdict::Exact(Exact::Win(plies)) => {
                Message::new("hint-wins-in").with("turns", turns(plies))
            }
            Verdict::Exact(Exact::Loss(plies)) => {
                Message::new("hint-holds-out").with("turns", turns(plies))
            }
            Verdict::Exact(Exact::Draw) => Message::new("hint-draws"),
            Verdict::Likely(chance) => {
                Message::new("hint-chance").with("percent", (chance * 100.0).round() as i64)
            }
        }
    }

    /// The same position seen by the other player of a two-player game.
    pub fn for_the_other_side(self) -> Verdict {
        match self {
            Verdict::Exact(Exact::Win(plies)) => Verdict::Exact(Exact::Loss(plies)),
            Verdict::Exact(Exact::Loss(plies)) => Verdict::Exact(Exact::Win(plies)),
            Verdict::Exact(Exact::Draw) => Verdict::Exact(Exact::Draw),
            Verdict::Likely(chance) => Verdict::Likely(1.0 - chance),
        }
    }
}

/// What the engine says about a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis<M> {
    /// The seat to move.
    pub seat: usize,
    /// The move it would play; `None` when the game is over.
    pub best: Option<M>,
    /// How the position stands for the side to move.
    pub verdict: Verdict,
    /// Each seat's expected result (a win 1, a loss 0, shares between).
    pub expected: Vec<f64>,
    /// The line it expects, the best move first.
    pub line: Vec<M>,
    /// How deep it searched, in plies (0 for the tree search, whose
    /// nodes are playouts).
    pub depth: u32,
    /// Positions searched, or playouts run.
    pub nodes: u64,
}

/// A hint: the engine's move, why in a line, and what it expects.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint<M> {
    /// The move to play.
    pub mv: M,
    /// Why, in a line.
    pub reason: Message,
    /// How the position stands with it, for the side to move.
    pub verdict: Verdict,
    /// The line the engine expects, the move first.
    pub line: Vec<M>,
}

impl<M: Copy> Analysis<M> {
    /// The hint this analysis gives: its move, the verdict the reason;
    /// `None` when the game is over.
    pub fn hint(&self) -> Option<Hint<M>> {
        Some(Hint {
            mv: self.best?,
            reason: self.verdict.reason(),
            verdict: self.verdict,
            line: self.line.clone(),
        })
    }
}

impl<M> Analysis<M> {
    /// A finished game: nothing to play, the result certain.
    pub fn finished(seat: usize, seats: usize, finished: Finished) -> Analysis<M> {
        let (verdict, expected) = match finished {
            Finished::Won(winner) => {
                let plies = 0;
                let verdict = if winner == seat {
                    Exact::Win(plies)
                } else {
                    Exact::Loss(plies)
                };
                let expected = (0..seats).map(|s| f64::from(u8::from(s == winner)));
                (verdict, expected.collect())
            }
            Finished::Drawn => (Exact::Draw, vec![1.0 / seats as f64; seats]),
        };
        Analysis {
            seat,
            best: None,
            verdict: Verdict::Exact(verdict),
            expected,
            line: Vec::new(),
            depth: 0,
            nodes: 0,
        }
    }

    /// How the position stands for `seat`.
    pub fn verdict_for(&self, seat: usize) -> Verdict {
        if seat == self.seat {
            self.verdict
        } else if self.expected.len() == 2 {
            self.verdict.for_the_other_side()
        } else {
            Verdict::Likely(self.expected.get(seat).copied().unwrap_or(0.0))
        }
    }

    /// How the position stands, in a line, each seat called by `name`:
    /// who has won or wins with best play and in how many of the winner's
    /// turns, a draw, or the side to move's chances.
    pub fn standing(&self, name: impl Fn(usize) -> Message) -> Message {
        let over = self.best.is_none();
        let wins = |seat: usize, plies: u32| {
            if over {
                Message::new("wins").with("player", name(seat))
            } else {
                Message::new("eval-wins-in")
                    .with("player", name(seat))
                    .with("turns", plies.div_ceil(2))
            }
        };
        match self.verdict {
            Verdict::Exact(Exact::Win(plies)) => wins(self.seat, plies),
            Verdict::Exact(Exact::Loss(plies)) => wins(self.leader(), plies),
            Verdict::Exact(Exact::Draw) if over => Message::new("eval-game-drawn"),
            Verdict::Exact(Exact::Draw) => Message::new("eval-drawn"),
            Verdict::Likely(chance) => Message::new("eval-chances")
                .with("player", name(self.seat))
                .with("percent", (chance * 100.0).round() as i64),
        }
    }

    /// The seat that expects most (the first of equals).
    fn leader(&self) -> usize {
        let mut leader = 0;
        for (seat, &expected) in self.expected.iter().enumerate() {
            if expected > self.expected[leader] {
                leader = seat;
            }
        }
        leader
    }
}

/// An engine that analyses one game's positions.
pub trait Analyst<G: Game> {
    /// Analyses the last of `positions` (the game so far, the start
    /// first: the earlier ones tell repetitions).
    fn analyse(&mut self, positions: &[G], effort: Effort) -> Option<Analysis<G::Move>>;
}

/// The alpha-beta search as an analyst (Deblockle, Hive).
pub struct SearchAnalyst<G: Game, E> {
    searcher: Searcher<G, E>,
    stop: Arc<AtomicBool>,
}

impl<G: Game, E: Evaluator<G>> SearchAnalyst<G, E> {
    /// An analyst with `evaluator`; raising `stop` ends a search early
    /// (with the best move found so far).
    pub fn new(evaluator: E, stop: Arc<AtomicBool>) -> SearchAnalyst<G, E> {
        SearchAnalyst {
            searcher: Searcher::new(evaluator),
            stop,
        }
    }
}

impl<G: Game, E: Evaluator<G>> Analyst<G> for SearchAnalyst<G, E> {
    fn analyse(&mut self, positions: &[G], effort: Effort) -> Option<Analysis<G::Move>> {
        let (root, before) = positions.split_last()?;
        if let Some(finished) = root.finished() {
            return Some(Analysis::finished(root.to_move(), 2, finished));
        }
        let history: Vec<u64> = before.iter().map(Game::key).collect();
        let limits = match effort {
            Effort::Fixed(depth) => Limits {
                depth: depth.max(1),
                deadline: None,
                positions: None,
                stop: Arc::clone(&self.stop),
            },
            Effort::Time(time) => Limits {
                depth: DEEPEST,
                deadline: Some(Instant::now() + time),
                positions: None,
                stop: Arc::clone(&self.stop),
            },
        };
        let report = self.searcher.search(root, &history, limits);
        let evaluator = self.searcher.evaluator();
        // A table's answer at the root itself is surer than the search's.
        let verdict = evaluator.exact(root).map_or_else(
            || Verdict::of_score(report.score, evaluator.three_in_four()),
            Verdict::Exact,
        );
        let seat = root.to_move();
        let mut expected = vec![1.0 - verdict.expected(); 2];
        expected[seat] = verdict.expected();
        Some(Analysis {
            seat,
            best: report.best,
            verdict,
            expected,
            line: report
                .best
                .map(|best| self.expected_line(root, &history, best))
                .unwrap_or_default(),
            depth: report.depth,
            nodes: report.nodes,
        })
    }
}

impl<G: Game, E: Evaluator<G>> SearchAnalyst<G, E> {
    /// `best`, then the best replies the search kept (or, where an
    /// endgame table knows the position, the table's best move), until a
    /// position repeats, the game ends or the line is long enough.
    fn expected_line(&self, root: &G, history: &[u64], best: G::Move) -> Vec<G::Move> {
        let mut seen = history.to_vec();
        seen.push(root.key());
        let mut line = vec![best];
        let mut state = root.play(best);
        while line.len() < LINE_MOVES
            && state.finished().is_none()
            && !seen.contains(&state.key())
            && let Some(next) = self
                .searcher
                .remembered_best(&state)
                .or_else(|| self.best_by_the_table(&state))
        {
            seen.push(state.key());
            line.push(next);
            state = state.play(next);
        }
        line
    }

    /// The move to the child the evaluator knows for certain is best for
    /// the side to move: the quickest win, else a draw, else the slowest
    /// loss; `None` unless it knows every child.
    fn best_by_the_table(&self, state: &G) -> Option<G::Move> {
        let evaluator = self.searcher.evaluator();
        let me = state.to_move();
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        let mut best = None;
        for mv in moves {
            let child = state.play(mv);
            let value = match child.finished() {
                Some(Finished::Won(winner)) if winner == me => Exact::Win(0),
                Some(Finished::Won(_)) => Exact::Loss(0),
                Some(Finished::Drawn) => Exact::Draw,
                None if child.to_move() == me => evaluator.exact(&child)?,
                None => Verdict::Exact(evaluator.exact(&child)?)
                    .for_the_other_side()
                    .exact()?,
            };
            if best.is_none_or(|(_, found)| goodness(value) > goodness(found)) {
                best = Some((mv, value));
            }
        }
        best.map(|(mv, _)| mv)
    }
}

/// Orders certain values for the side to move: quicker wins first, then
/// draws, then slower losses.
fn goodness(value: Exact) -> i64 {
    match value {
        Exact::Win(plies) => i64::MAX - i64::from(plies),
        Exact::Draw => 0,
        Exact::Loss(plies) => i64::MIN + i64::from(plies),
    }
}
