//! Deblockle's computer player: its evaluation, its levels, how it places
//! the opponent's blocks, and the solved one-block-each endgame.

mod contest;
mod endgame;
mod evaluation;
mod placing;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop_rules::Game as _;
use tabletop_rules::deblockle::{Game, Move, PlacedBlock, Position, Roll};

pub use contest::{Contest, Thinking};
pub use endgame::{Counts, EndgameTable, Progress, Stage};
pub use evaluation::{Evaluation, TURN};
pub use placing::adversarial_placement;

use crate::Level;
use crate::search::{Limits, Searcher};

/// How long a computer player thinks unless told otherwise.
pub const DEFAULT_MOVETIME: Duration = Duration::from_millis(1000);

/// Easy looks one ply ahead …
const EASY_DEPTH: u32 = 1;
/// … and adds up to a turn and a half of noise to each move's score, so it
/// often takes a move that is nearly as good, and sometimes a poor one.
const EASY_NOISE: i32 = 3 * TURN / 2;
/// Medium looks three plies ahead: its move, the reply, its next move.
const MEDIUM_DEPTH: u32 = 3;
/// Hard deepens until its time is up (a game rarely lasts this long).
const HARD_DEPTH: u32 = 64;

/// A computer player at one level. It keeps what it learnt between moves of
/// a game; make a new one for a new game.
pub struct ComputerPlayer {
    level: Level,
    rng: ChaCha8Rng,
    searcher: Searcher<Position, Evaluation>,
}

impl ComputerPlayer {
    /// A player at `level` whose random choices follow `seed`. Hard answers
    /// one-block-each positions from `endgame` when given one.
    pub fn new(level: Level, seed: u64, endgame: Option<Arc<EndgameTable>>) -> ComputerPlayer {
        let endgame = endgame.filter(|_| level == Level::Hard);
        ComputerPlayer {
            level,
            rng: ChaCha8Rng::seed_from_u64(seed),
            searcher: Searcher::new(Evaluation::with_endgame(endgame)),
        }
    }

    /// The level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// The move to play now in `game`, thinking at most `movetime` and
    /// stopping early if `stop` is raised; `None` when the game is over.
    pub fn choose_move(
        &mut self,
        game: &Game,
        movetime: Duration,
        stop: &Arc<AtomicBool>,
    ) -> Option<Move> {
        let moves = game.legal_moves();
        let position = game.position();
        let positions = game.positions();
        let history: Vec<u64> = positions[..positions.len() - 1]
            .iter()
            .map(|p| p.key())
            .collect();
        let depth = match self.level {
            Level::Random => return moves.choose(&mut self.rng).copied(),
            Level::Easy => return self.easy_move(position, &history),
            Level::Medium => MEDIUM_DEPTH,
            Level::Hard => HARD_DEPTH,
        };
        if moves.is_empty() {
            return None;
        }
        let limits = Limits {
            depth,
            deadline: Some(Instant::now() + movetime),
            stop: Arc::clone(stop),
        };
        self.searcher.search(position, &history, limits).best
    }

    fn easy_move(&mut self, position: &Position, history: &[u64]) -> Option<Move> {
        let scored = self.searcher.score_moves(position, history, EASY_DEPTH);
        scored
            .into_iter()
            .map(|(mv, score)| {
                (
                    mv,
                    score.saturating_add(self.rng.random_range(0..EASY_NOISE)),
                )
            })
            .max_by_key(|&(_, score)| score)
            .map(|(mv, _)| mv)
    }

    /// Where this player puts the opponent's rolled blocks: Hard as badly
    /// for their owner as it can, the others at random.
    pub fn place(&mut self, roll: &Roll) -> Vec<PlacedBlock> {
        match self.level {
            Level::Hard => adversarial_placement(roll, &mut self.rng),
            Level::Random | Level::Easy | Level::Medium => roll.random_placement(&mut self.rng),
        }
    }
}
