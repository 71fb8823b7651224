//! What the levels mean for any game searched with [`Searcher`]: Random
//! picks any legal move, Beginner and Easy look a little ahead with noise
//! on each move's score (Beginner's far louder), Medium and Advanced search
//! a few plies, Hard deepens through a fixed number of positions. Each game
//! tunes the depths, the noise and the positions to its own scores and
//! speed. A clock's time cuts any of them short.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop_rules::Game;

use crate::Level;
use crate::search::{Evaluator, Limits, Searcher};

/// Hard deepens until its positions are spent (no game lasts this long).
const HARD_DEPTH: u32 = 64;

/// A game's numbers for the levels.
#[derive(Clone, Copy, Debug)]
pub struct LevelTuning {
    /// How far Beginner and Easy look, in plies.
    pub easy_depth: u32,
    /// Beginner adds up to this much noise to each move's score.
    pub beginner_noise: i32,
    /// Easy adds up to this much noise to each move's score.
    pub easy_noise: i32,
    /// How far Medium looks, in plies.
    pub medium_depth: u32,
    /// How far Advanced looks, in plies.
    pub advanced_depth: u32,
    /// How many positions Hard searches a move.
    pub hard_positions: u64,
}

impl LevelTuning {
    /// What `level` does, in a few words: the level table keeps it, so a
    /// table measured before the levels changed can be told apart.
    pub fn plays(&self, level: Level) -> String {
        match level {
            Level::Random => "any legal move".to_owned(),
            Level::Beginner => format!("depth {}, noise {}", self.easy_depth, self.beginner_noise),
            Level::Easy => format!("depth {}, noise {}", self.easy_depth, self.easy_noise),
            Level::Medium => format!("depth {}", self.medium_depth),
            Level::Advanced => format!("depth {}", self.advanced_depth),
            Level::Hard => format!("{} positions", self.hard_positions),
        }
    }
}

/// A computer player of one game at one level. It keeps what it learnt
/// between moves of a game; make a new one for a new game.
pub struct LevelPlayer<G: Game, E> {
    level: Level,
    tuning: LevelTuning,
    rng: ChaCha8Rng,
    searcher: Searcher<G, E>,
}

impl<G: Game, E: Evaluator<G>> LevelPlayer<G, E> {
    /// A player at `level` whose random choices follow `seed`.
    pub fn new(level: Level, seed: u64, evaluator: E, tuning: LevelTuning) -> LevelPlayer<G, E> {
        LevelPlayer {
            level,
            tuning,
            rng: ChaCha8Rng::seed_from_u64(seed),
            searcher: Searcher::new(evaluator),
        }
    }

    /// The same player searching on `threads` threads.
    pub fn with_threads(mut self, threads: usize) -> LevelPlayer<G, E> {
        self.searcher = self.searcher.with_threads(threads);
        self
    }

    /// The level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// The move to play in the last of a game's `positions` (the start
    /// first; the earlier ones tell repetitions), thinking at most
    /// `movetime` and stopping early if `stop` is raised; `None` when there
    /// is no move.
    pub fn choose_move(
        &mut self,
        positions: &[G],
        movetime: Duration,
        stop: &Arc<AtomicBool>,
    ) -> Option<G::Move> {
        let (position, before) = positions.split_last()?;
        let history: Vec<u64> = before.iter().map(Game::key).collect();
        let history = &history[..];
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        if moves.is_empty() || position.finished().is_some() {
            return None;
        }
        let (depth, positions) = match self.level {
            Level::Random => return moves.choose(&mut self.rng).copied(),
            Level::Beginner => {
                return self.noisy_move(position, history, self.tuning.beginner_noise);
            }
            Level::Easy => return self.noisy_move(position, history, self.tuning.easy_noise),
            Level::Medium => (self.tuning.medium_depth, None),
            Level::Advanced => (self.tuning.advanced_depth, None),
            Level::Hard => (HARD_DEPTH, Some(self.tuning.hard_positions)),
        };
        let limits = Limits {
            depth,
            deadline: Some(Instant::now() + movetime),
            positions,
            stop: Arc::clone(stop),
        };
        self.searcher.search(position, history, limits).best
    }

    /// The best move by a shallow search once up to `noise` is added to
    /// each move's score.
    fn noisy_move(&mut self, position: &G, history: &[u64], noise: i32) -> Option<G::Move> {
        let scored = self
            .searcher
            .score_moves(position, history, self.tuning.easy_depth);
        let noise = noise.max(1);
        scored
            .into_iter()
            .map(|(mv, score)| (mv, score.saturating_add(self.rng.random_range(0..noise))))
            .max_by_key(|&(_, score)| score)
            .map(|(mv, _)| mv)
    }

    /// The random numbers, for a game's own random choices.
    pub fn rng(&mut self) -> &mut ChaCha8Rng {
        &mut self.rng
    }
}
