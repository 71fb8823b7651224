//! A game: the start, the moves played, undo, and how it ended.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::legality::IllegalMove;
use super::movegen::MoveList;
use super::player::Player;
use super::position::{Move, Position, Status};
use super::record::GameRecord;
use super::rules::RulesOptions;
use super::setup::{GameSetup, SetupError};
use crate::concession::Concession;

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Outcome {
    /// This player took all their blocks off the board first.
    Win(Player),
    /// Nobody won.
    Draw(DrawReason),
}

/// A player's blocks taken off the board, of those they began with.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BlocksOff {
    /// Taken off so far.
    pub off: u32,
    /// On the board at the start.
    pub of: u32,
}

/// Why a game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum DrawReason {
    /// Neither player can move.
    NeitherCanMove,
    /// The same position, same player to move, for the third time (house rule).
    Repetition,
    /// The move cap was reached (house rule).
    MoveCap,
    /// The players agreed.
    Agreement,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win(player) => write!(f, "{player} has cleared the board and wins"),
            Outcome::Draw(reason) => write!(f, "Draw: {reason}"),
        }
    }
}

impl fmt::Display for DrawReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawReason::NeitherCanMove => "neither player can move",
            DrawReason::Repetition => "the same position came up a third time",
            DrawReason::MoveCap => "the move cap was reached",
            DrawReason::Agreement => "agreed by the players",
        })
    }
}

/// What happened in one turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Turn {
    /// Who moved.
    pub player: Player,
    /// The move.
    pub mv: Move,
    /// Whether the opponent is Deblockle'd: `player` moves again.
    pub opponent_blocked: bool,
}

impl Turn {
    /// The notice to show when the opponent is Deblockle'd, if they are.
    pub fn blocked_notice(&self) -> Option<String> {
        self.opponent_blocked.then(|| {
            format!(
                "{} is Deblockle'd: no legal move, so {} moves again",
                self.player.opponent(),
                self.player
            )
        })
    }
}

/// What [`Game::undo`] took back.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Undone {
    /// This move.
    Move(Move),
    /// The agreement to draw.
    DrawAgreement,
    /// The loss on time.
    TimeOut,
    /// The resignation.
    Resignation,
}

/// A game in progress or finished: the rules, the start, every position
/// since (for undo and repetition) and the outcome. It saves as its
/// [`GameRecord`] and loads by replaying one, so a saved game can only ever
/// load as a legal game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(try_from = "GameRecord", into = "GameRecord")]
pub struct Game {
    rules: RulesOptions,
    setup: Option<GameSetup>,
    /// The start, then the position after each move.
    positions: Vec<Position>,
    moves: Vec<Move>,
    draw_agreed: bool,
    /// The player who gave the game up (their clock ran out, or they
    /// resigned), and how.
    conceded: Option<(Player, Concession)>,
    outcome: Option<Outcome>,
    /// Hints shown during the game (kept in its record).
    hints: u32,
}

impl Game {
    /// A game from `start` under `rules` (the start takes the rules' move
    /// rules; a side with more blocks on the board than the rules' count
    /// plays with as many as it has, so that its record holds together).
    pub fn new(mut rules: RulesOptions, start: Position) -> Game {
        let start = start.with_rules(rules.move_rules());
        for player in Player::BOTH {
            let on_board = u8::try_from(start.board().count(player)).unwrap_or(u8::MAX);
            rules.blocks[player] = rules.blocks[player].max(on_board);
        }
        let mut game = Game {
            rules,
            setup: None,
            positions: vec![start],
            moves: Vec::new(),
            draw_agreed: false,
            conceded: None,
            outcome: None,
            hints: 0,
        };
        game.outcome = game.judge();
        game
    }

    /// A game that starts from a completed setup.
    ///
    /// # Errors
    /// The setup breaks a setup rule.
    pub fn from_setup(rules: RulesOptions, setup: GameSetup) -> Result<Game, SetupError> {
        let start = setup.position(&rules)?;
        let mut game = Game::new(rules, start);
        game.setup = Some(setup);
        Ok(game)
    }

    /// The rules options.
    pub fn rules(&self) -> &RulesOptions {
        &self.rules
    }

    /// The setup the game started from, if it was played out.
    pub fn setup(&self) -> Option<&GameSetup> {
        self.setup.as_ref()
    }

    /// How many hints were shown during the game.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Counts a hint shown (its record keeps the count).
    pub fn count_hint(&mut self) {
        self.hints = self.hints.saturating_add(1);
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// How many of `player`'s blocks have left the board in this game's
    /// moves, of how many it began with on the board.
    pub fn blocks_off(&self, player: Player) -> BlocksOff {
        let began = self.start().board().count(player);
        BlocksOff {
            off: began - self.position().board().count(player),
            of: began,
        }
    }

    /// Who moves first in a rematch: the winner, as the seeds' custom has
    /// it; after a draw (or while the game goes on), the player who moved
    /// first in this one.
    pub fn rematch_first(&self) -> Player {
        match self.outcome {
            Some(Outcome::Win(winner)) => winner,
            _ => self.start().turn(),
        }
    }

    /// The start, then the position after each move.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How the game ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> MoveList {
        if self.outcome.is_some() {
            MoveList::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// How many times the current position (with the same player to move)
    /// has occurred in this game.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        self.positions.iter().filter(|&p| p == now).count()
    }

    /// Plays `mv` for the player to move.
    ///
    /// # Errors
    /// The game is over, or the move breaks a rule (the error says which).
    pub fn play(&mut self, mv: Move) -> Result<Turn, IllegalMove> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver);
        }
        let before = *self.position();
        let after = before.play(mv)?;
        self.positions.push(after);
        self.moves.push(mv);
        self.outcome = self.judge();
        Ok(Turn {
            player: before.turn(),
            mv,
            opponent_blocked: after.turn() == before.turn() && after.winner().is_none(),
        })
    }

    /// Takes back the last thing done: a loss on time or a resignation, an
    /// agreed draw, else the last move.
    pub fn undo(&mut self) -> Option<Undone> {
        if let Some((_, how)) = self.conceded.take() {
            self.outcome = self.judge();
            return Some(match how {
                Concession::OnTime => Undone::TimeOut,
                Concession::Resigned => Undone::Resignation,
            });
        }
        if self.draw_agreed {
            self.draw_agreed = false;
            self.outcome = self.judge();
            return Some(Undone::DrawAgreement);
        }
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.outcome = self.judge();
        Some(Undone::Move(mv))
    }

    /// Ends an unfinished game as a draw by agreement.
    ///
    /// # Errors
    /// The game is already over.
    pub fn agree_draw(&mut self) -> Result<(), IllegalMove> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.draw_agreed = true;
        self.outcome = Some(Outcome::Draw(DrawReason::Agreement));
        Ok(())
    }

    /// Ends an unfinished game: `loser`'s clock ran out, the other wins.
    ///
    /// # Errors
    /// The game is already over.
    pub fn time_out(&mut self, loser: Player) -> Result<(), IllegalMove> {
        self.concede(loser, Concession::OnTime)
    }

    /// Ends an unfinished game: `loser` gives it up (`how`), the other
    /// wins.
    ///
    /// # Errors
    /// The game is already over.
    pub fn concede(&mut self, loser: Player, how: Concession) -> Result<(), IllegalMove> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.conceded = Some((loser, how));
        self.outcome = self.judge();
        Ok(())
    }

    /// The player who gave the game up, and how, if one did.
    pub fn conceded(&self) -> Option<(Player, Concession)> {
        self.conceded
    }

    /// The player who lost on time, if one did.
    pub fn timed_out(&self) -> Option<Player> {
        Concession::OnTime.by(self.conceded)
    }

    /// The player who resigned, if one did.
    pub fn resigned(&self) -> Option<Player> {
        Concession::Resigned.by(self.conceded)
    }

    fn judge(&self) -> Option<Outcome> {
        if let Some((loser, _)) = self.conceded {
            return Some(Outcome::Win(loser.opponent()));
        }
        match self.position().status() {
            Status::Won(player) => return Some(Outcome::Win(player)),
            Status::Drawn => return Some(Outcome::Draw(DrawReason::NeitherCanMove)),
            Status::Ongoing => {}
        }
        if self.draw_agreed {
            Some(Outcome::Draw(DrawReason::Agreement))
        } else if self.rules.repetition_draw && self.repetitions() >= 3 {
            Some(Outcome::Draw(DrawReason::Repetition))
        } else if self
            .rules
            .move_cap
            .is_some_and(|cap| self.moves.len() >= cap as usize)
        {
            Some(Outcome::Draw(DrawReason::MoveCap))
        } else {
            None
        }
    }
}
