//! Game records: everything needed to replay a game exactly, as serde data
//! (the app and the CLI write them as RON).

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::clock::ClockRecord;
use crate::tree::MoveTree;

use super::game::{DrawReason, Game, Outcome};
use super::legality::IllegalMove;
use super::notation::ParsePositionError;
use super::player::{ByPlayer, Player};
use super::position::{Move, Position};
use super::rules::RulesOptions;
use super::setup::{GameSetup, SetupError};
use crate::concession::Concession;

/// A recorded game: the rules, the start (and the setup that made it), the
/// moves and the result.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct GameRecord {
    /// The record format's version; newer files are refused, not guessed at.
    pub version: u32,
    /// The rules options.
    pub rules: RulesOptions,
    /// The setup, when the game began with one.
    #[serde(default)]
    pub setup: Option<GameSetup>,
    /// The start position in notation.
    pub start: String,
    /// The moves in notation.
    pub moves: Vec<Move>,
    /// The result, once the game is over.
    #[serde(default)]
    pub result: Option<Outcome>,
    /// Hints shown during the game (written only when there were some).
    #[serde(default, skip_serializing_if = "no_hints")]
    pub hints: u32,
    /// The player who lost on time, if one did (the moves cannot say).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timed_out: Option<Player>,
    /// The player who resigned, if one did (the moves cannot say).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resigned: Option<Player>,
    /// The clocks of a game played on one: the time control, each move's
    /// time, each side's time as each position came up.
    /// (Boxed: most games have none, and the record travels in saves.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<Box<ClockRecord>>,
    /// The moves as a tree, where it holds more than the game: variations,
    /// symbols and comments, moves taken back (version 2 on).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tree: Option<Box<MoveTree<Move>>>,
}

fn no_hints(hints: &u32) -> bool {
    *hints == 0
}

/// Why a record cannot be replayed.
#[derive(Clone, PartialEq, Eq, Debug, Error, Serialize, Deserialize)]
pub enum RecordError {
    /// The file was written by a newer tabletop.
    #[error("this record is version {found}; this tabletop reads version {supported} and older")]
    NewerVersion {
        /// The file's version.
        found: u32,
        /// The newest version understood.
        supported: u32,
    },
    /// The start is not a position.
    #[error("the start position: {0}")]
    Start(ParsePositionError),
    /// The setup breaks a setup rule.
    #[error("the setup: {0}")]
    Setup(SetupError),
    /// The setup makes a different position than the recorded start.
    #[error("the setup makes {from_setup}, not the recorded start")]
    StartDiffersFromSetup {
        /// The position the setup makes.
        from_setup: String,
    },
    /// A move that is illegal where it was played.
    #[error("move {number} ({mv}): {reason}")]
    IllegalMove {
        /// The move's number, from 1.
        number: usize,
        /// The move.
        mv: Move,
        /// Why it is illegal.
        reason: IllegalMove,
    },
    /// A block count outside 1–4, or fewer blocks than the start has on
    /// the board.
    #[error(
        "the record says {rules:?} blocks a side, but its start has {on_board:?} on the board (1 to 4 a side, and at least those)"
    )]
    BlockCounts {
        /// The record's counts.
        rules: ByPlayer<u8>,
        /// The blocks on the start's board.
        on_board: ByPlayer<u8>,
    },
    /// The recorded result is not what the moves give.
    #[error("the record says {recorded:?}, but the moves give {replayed:?}")]
    ResultMismatch {
        /// What the record says.
        recorded: Option<Outcome>,
        /// What replaying gives.
        replayed: Option<Outcome>,
    },
}

impl GameRecord {
    /// The version this crate writes (2: the move tree; version 1 records
    /// read the same).
    pub const VERSION: u32 = 2;

    /// The record of `game` so far.
    pub fn from_game(game: &Game) -> GameRecord {
        GameRecord {
            version: GameRecord::VERSION,
            rules: *game.rules(),
            setup: game.setup().cloned(),
            start: game.start().to_string(),
            moves: game.moves().to_vec(),
            result: game.outcome(),
            hints: game.hints(),
            timed_out: game.timed_out(),
            resigned: game.resigned(),
            clock: None,
            tree: None,
        }
    }

    /// The same record with the moves' tree, if it holds more than them.
    pub fn with_tree(self, tree: &MoveTree<Move>) -> GameRecord {
        GameRecord {
            tree: (!tree.is_plain()).then(|| Box::new(tree.clone())),
            ..self
        }
    }

    /// The same record with the game's clocks.
    pub fn with_clock(self, clock: Option<ClockRecord>) -> GameRecord {
        GameRecord {
            clock: clock.map(Box::new),
            ..self
        }
    }

    /// Replays the record move by move and checks its result.
    ///
    /// # Errors
    /// The first thing in the record that the rules reject.
    pub fn replay(&self) -> Result<Game, RecordError> {
        if self.version > GameRecord::VERSION {
            return Err(RecordError::NewerVersion {
                found: self.version,
                supported: GameRecord::VERSION,
            });
        }
        let start = Position::from_notation(&self.start, self.rules.move_rules())
            .map_err(RecordError::Start)?;
        let mut game = match &self.setup {
            Some(setup) => {
                let game =
                    Game::from_setup(self.rules, setup.clone()).map_err(RecordError::Setup)?;
                if *game.start() != start {
                    return Err(RecordError::StartDiffersFromSetup {
                        from_setup: game.start().to_string(),
                    });
                }
                game
            }
            None => {
                let on_board = ByPlayer::new_with(|player| {
                    u8::try_from(start.board().count(player)).unwrap_or(u8::MAX)
                });
                let fits = |player| {
                    (1..=4).contains(&self.rules.blocks[player])
                        && on_board[player] <= self.rules.blocks[player]
                };
                if !Player::BOTH.into_iter().all(fits) {
                    return Err(RecordError::BlockCounts {
                        rules: self.rules.blocks,
                        on_board,
                    });
                }
                Game::new(self.rules, start)
            }
        };
        for (i, &mv) in self.moves.iter().enumerate() {
            game.play(mv).map_err(|reason| RecordError::IllegalMove {
                number: i + 1,
                mv,
                reason,
            })?;
        }
        let conceded = (self.timed_out.map(|loser| (loser, Concession::OnTime)))
            .or(self.resigned.map(|loser| (loser, Concession::Resigned)));
        if let Some((loser, how)) = conceded
            && game.outcome().is_none()
        {
            // A loss on time or a resignation leaves no trace in the moves
            // either.
            let _ = game.concede(loser, how);
        }
        if self.result == Some(Outcome::Draw(DrawReason::Agreement)) && game.outcome().is_none() {
            // An agreed draw leaves no trace in the moves.
            let _ = game.agree_draw();
        }
        if game.outcome() != self.result {
            return Err(RecordError::ResultMismatch {
                recorded: self.result,
                replayed: game.outcome(),
            });
        }
        for _ in 0..self.hints {
            game.count_hint();
        }
        Ok(game)
    }
}

impl From<Game> for GameRecord {
    fn from(game: Game) -> GameRecord {
        GameRecord::from_game(&game)
    }
}

impl TryFrom<GameRecord> for Game {
    type Error = RecordError;
    fn try_from(record: GameRecord) -> Result<Game, RecordError> {
        record.replay()
    }
}
