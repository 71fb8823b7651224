//! Deblockle's computer player: its evaluation, its levels, how it places
//! the opponent's blocks, and the solved one-block-each endgame.

mod contest;
mod endgame;
mod evaluation;
mod placing;
pub mod puzzles;
mod retrograde;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use tabletop_rules::Message;
use tabletop_rules::deblockle::{Game, Move, PlacedBlock, Position, Roll};

pub use contest::{Contest, Played, Thinking};
pub use endgame::{Counts, EndgameTable, Progress, Stage};
pub use evaluation::{Evaluation, SolvedTables, TURN};
pub use placing::adversarial_placement;
pub use retrograde::{Endgame, SolvedEndgame, TableFileError, TooDeep};

use crate::Level;
use crate::analysis::{Analysis, Analyst as _, Effort, Hint, SearchAnalyst, Verdict};
use crate::player::{LevelPlayer, LevelTuning};
use crate::search::Exact;

/// How long a computer player thinks unless told otherwise.
pub const DEFAULT_MOVETIME: Duration = Duration::from_millis(1000);

/// Easy looks one ply ahead and adds up to a turn and a half of noise to
/// each move's score, so it often takes a move that is nearly as good, and
/// sometimes a poor one; Beginner adds up to five turns, so that only a
/// move far better than the others stands out. Medium looks three plies
/// ahead (its move, the reply, its next move), Advanced five; Hard searches
/// 300 000 positions a move, about a sixth of a second on the computer
/// the levels were rated on.
const TUNING: LevelTuning = LevelTuning {
    easy_depth: 1,
    beginner_noise: 5 * TURN,
    easy_noise: 3 * TURN / 2,
    medium_depth: 3,
    advanced_depth: 5,
    hard_positions: 300_000,
};

/// What a Deblockle level does, in a few words (Hard also places the
/// other's blocks as badly as it can and knows the solved endgames).
pub fn level_plays(level: Level) -> String {
    TUNING.plays(level)
}

/// A computer player at one level. It keeps what it learnt between moves of
/// a game; make a new one for a new game.
pub struct ComputerPlayer(LevelPlayer<Position, Evaluation>);

impl ComputerPlayer {
    /// A player at `level` whose random choices follow `seed`. Hard answers
    /// one-block-each positions from `endgame` when given one.
    pub fn new(level: Level, seed: u64, endgame: Option<Arc<EndgameTable>>) -> ComputerPlayer {
        ComputerPlayer::with_tables(level, seed, SolvedTables::one_each(endgame))
    }

    /// The same, Hard answering whatever positions `tables` hold.
    pub fn with_tables(level: Level, seed: u64, tables: SolvedTables) -> ComputerPlayer {
        let tables = if level == Level::Hard {
            tables
        } else {
            SolvedTables::default()
        };
        let evaluation = Evaluation::with_tables(tables);
        ComputerPlayer(LevelPlayer::new(level, seed, evaluation, TUNING))
    }

    /// The same player searching on `threads` threads.
    pub fn with_threads(self, threads: usize) -> ComputerPlayer {
        ComputerPlayer(self.0.with_threads(threads))
    }

    /// The level.
    pub fn level(&self) -> Level {
        self.0.level()
    }

    /// The move to play now in `game`, thinking at most `movetime` and
    /// stopping early if `stop` is raised; `None` when the game is over.
    pub fn choose_move(
        &mut self,
        game: &Game,
        movetime: Duration,
        stop: &Arc<AtomicBool>,
    ) -> Option<Move> {
        if game.outcome().is_some() {
            return None;
        }
        self.0.choose_move(game.positions(), movetime, stop)
    }

    /// Where this player puts the opponent's rolled blocks: Hard as badly
    /// for their owner as it can, the others at random.
    pub fn place(&mut self, roll: &Roll) -> Vec<PlacedBlock> {
        match self.0.level() {
            Level::Hard => adversarial_placement(roll, self.0.rng()),
            Level::Random | Level::Beginner | Level::Easy | Level::Medium | Level::Advanced => {
                roll.random_placement(self.0.rng())
            }
        }
    }
}

/// What the engine makes of the last of `positions` (the game so far, the
/// start first), with the solved `tables`: exact wherever a table or a
/// forced result says. `None` if it was stopped first.
pub fn analyse(
    positions: &[Position],
    tables: SolvedTables,
    effort: Effort,
    stop: Arc<AtomicBool>,
) -> Option<Analysis<Move>> {
    SearchAnalyst::new(Evaluation::with_tables(tables), stop).analyse(positions, effort)
}

/// The engine's hint for the last of `positions` (the game so far, the
/// start first), with the solved `tables`: a block taken off the board
/// says so before what it leads to. `None` when the game is over.
pub fn hint(
    positions: &[Position],
    tables: SolvedTables,
    effort: Effort,
    stop: Arc<AtomicBool>,
) -> Option<Hint<Move>> {
    let mut hint = analyse(positions, tables, effort, stop)?.hint()?;
    if hint.mv.destination().is_none() && hint.verdict != Verdict::Exact(Exact::Win(1)) {
        hint.reason = Message::new("hint-takes-block-off").with("then", hint.reason);
    }
    Some(hint)
}
