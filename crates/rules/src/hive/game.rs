//! A Hive game: the moves from the start as move strings, for game
//! strings, records and undo; how it ended (a Queen surrounded, a third
//! repetition, a loss on time, a resignation or a draw agreed).

use super::legality::HiveIllegal;
use super::notation::HiveNotationError;
use super::piece::Colour;
use super::position::{HiveOutcome, Move, Position};
use super::rules::HiveRules;
use super::setting_up::{HiveSetup, SetupError};
use crate::concession::Concession;
use crate::game::Game as _;

/// A Hive game: the moves from the start, for game strings and undo.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HiveGame {
    pub(super) positions: Vec<Position>,
    pub(super) moves: Vec<String>,
    /// Hints shown during the game (kept in its record, not in the
    /// GameString).
    pub(super) hints: u32,
    /// The colour that gave the game up (its clock ran out, or it
    /// resigned), and how.
    pub(super) conceded: Option<(Colour, Concession)>,
    /// Whether the players agreed a draw.
    pub(super) draw_agreed: bool,
    /// Whether the game began from a position set up by hand (the first of
    /// `positions`) rather than the empty table: no GameString can say
    /// where it began, so other programs cannot be given it.
    pub(super) set_up: bool,
}

/// Why a Hive game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DrawReason {
    /// Both Queens were surrounded by the same move.
    BothSurrounded,
    /// The same position with the same player to move came a third time
    /// (under that rule).
    Repetition,
    /// The players agreed it.
    Agreement,
}

impl Default for HiveGame {
    fn default() -> HiveGame {
        HiveGame::new()
    }
}

impl HiveGame {
    /// A new game under the standard rules.
    pub fn new() -> HiveGame {
        HiveGame::with_rules(HiveRules::STANDARD)
    }

    /// A new game under `rules`.
    pub fn with_rules(rules: HiveRules) -> HiveGame {
        HiveGame {
            positions: vec![Position::starting(rules)],
            moves: Vec::new(),
            hints: 0,
            conceded: None,
            draw_agreed: false,
            set_up: false,
        }
    }

    /// A game beginning at `position`, set up by hand (the caller answers
    /// for a game being able to reach it: see [`HiveSetup::position`]).
    pub fn from_position(position: Position) -> HiveGame {
        HiveGame {
            positions: vec![position],
            set_up: true,
            ..HiveGame::with_rules(HiveRules::STANDARD)
        }
    }

    /// The position the game began from, where it was set up by hand.
    pub fn set_up(&self) -> Option<HiveSetup> {
        self.set_up.then(|| HiveSetup::of(&self.positions[0]))
    }

    /// Whether other programs can be given the game (as PGN, or a UHP
    /// GameString to an engine).
    ///
    /// # Errors
    /// It began at a position set up by hand: they begin at the empty table.
    pub fn check_for_other_programs(&self) -> Result<(), HiveNotationError> {
        if self.set_up {
            Err(HiveNotationError::SetUpStart)
        } else {
            Ok(())
        }
    }

    /// The same game from its beginning: no moves, no hints, nobody out of
    /// time.
    pub fn restarted(&self) -> HiveGame {
        HiveGame {
            positions: self.positions[..1].to_vec(),
            set_up: self.set_up,
            ..HiveGame::with_rules(self.rules())
        }
    }

    /// How many hints were shown during the game.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Counts `count` more hints shown.
    pub fn count_hints(&mut self, count: u32) {
        self.hints = self.hints.saturating_add(count);
    }

    /// The optional rules in force.
    pub fn rules(&self) -> HiveRules {
        self.position().rules()
    }

    /// The same moves played again under `rules`.
    ///
    /// # Errors
    /// A move that `rules` forbid (the Queen on the first turn, a move
    /// after the game ended by repetition).
    pub fn under_rules(&self, rules: HiveRules) -> Result<HiveGame, HiveNotationError> {
        let mut game = match self.set_up() {
            Some(mut setup) => {
                setup.rules = rules;
                // Of the reasons no game reaches a position, only a bug
                // left out of the game comes with other rules.
                if let Err(SetupError::NotInGame(piece)) = setup.check() {
                    return Err(HiveNotationError::NotInGame(piece));
                }
                HiveGame::from_position(setup.laid_out())
            }
            None => HiveGame::with_rules(rules),
        };
        for text in &self.moves {
            game.play(text)?;
        }
        game.hints = self.hints;
        Ok(game)
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The start, then the position after each move.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// How the game ended: a Queen surrounded, or (the default option)
    /// the same position with the same player to move a third time.
    pub fn outcome(&self) -> Option<HiveOutcome> {
        if let Some((loser, _)) = self.conceded {
            return Some(HiveOutcome::Win(loser.other()));
        }
        if self.draw_agreed {
            return Some(HiveOutcome::Draw);
        }
        let now = self.position();
        now.outcome().or_else(|| {
            if !now.rules().threefold_repetition {
                return None;
            }
            let key = now.key();
            let seen = self.positions.iter().filter(|p| p.key() == key).count();
            (seen >= 3).then_some(HiveOutcome::Draw)
        })
    }

    /// Why the game was drawn, if it was.
    pub fn draw_reason(&self) -> Option<DrawReason> {
        match (self.outcome()?, self.position().outcome()) {
            (HiveOutcome::Win(_), _) => None,
            (HiveOutcome::Draw, _) if self.draw_agreed => Some(DrawReason::Agreement),
            (HiveOutcome::Draw, Some(_)) => Some(DrawReason::BothSurrounded),
            (HiveOutcome::Draw, None) => Some(DrawReason::Repetition),
        }
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            Vec::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays a move string.
    ///
    /// # Errors
    /// It is not a legal move here (the error says why).
    pub fn play(&mut self, text: &str) -> Result<Move, HiveNotationError> {
        if self.outcome().is_some() {
            return Err(HiveNotationError::Illegal {
                text: text.to_owned(),
                reason: HiveIllegal::GameOver,
            });
        }
        let position = self.position();
        let mv = position.parse_move(text)?;
        let written = position.move_string(mv);
        let next = position.play_unchecked(mv);
        self.positions.push(next);
        self.moves.push(written);
        Ok(mv)
    }

    /// Plays `mv` if it is legal here, and returns its move string.
    ///
    /// # Errors
    /// The rule it breaks (the game being over included).
    pub fn play_move(&mut self, mv: Move) -> Result<String, HiveIllegal> {
        if self.outcome().is_some() {
            return Err(HiveIllegal::GameOver);
        }
        let position = self.position();
        let next = position.play(mv)?;
        let written = position.move_string(mv);
        self.positions.push(next);
        self.moves.push(written.clone());
        Ok(written)
    }

    /// The move strings played, in order.
    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    /// The last move played, if any (read back from its string in the
    /// position it was played in).
    pub fn last_move(&self) -> Option<Move> {
        let text = self.moves.last()?;
        let before = self.positions.get(self.positions.len().checked_sub(2)?)?;
        before.parse_move(text).ok()
    }

    /// Ends an unfinished game: `loser`'s clock ran out, the other wins.
    ///
    /// # Errors
    /// The game is already over.
    pub fn time_out(&mut self, loser: Colour) -> Result<(), HiveIllegal> {
        self.concede(loser, Concession::OnTime)
    }

    /// Ends an unfinished game: `loser` gives it up (`how`), the other
    /// wins.
    ///
    /// # Errors
    /// The game is already over.
    pub fn concede(&mut self, loser: Colour, how: Concession) -> Result<(), HiveIllegal> {
        if self.outcome().is_some() {
            return Err(HiveIllegal::GameOver);
        }
        self.conceded = Some((loser, how));
        Ok(())
    }

    /// Ends an unfinished game as a draw the players agreed.
    ///
    /// # Errors
    /// The game is already over.
    pub fn agree_draw(&mut self) -> Result<(), HiveIllegal> {
        if self.outcome().is_some() {
            return Err(HiveIllegal::GameOver);
        }
        self.draw_agreed = true;
        Ok(())
    }

    /// The colour that gave the game up, and how, if one did.
    pub fn conceded(&self) -> Option<(Colour, Concession)> {
        self.conceded
    }

    /// The colour that lost on time, if one did.
    pub fn timed_out(&self) -> Option<Colour> {
        Concession::OnTime.by(self.conceded)
    }

    /// The colour that resigned, if one did.
    pub fn resigned(&self) -> Option<Colour> {
        Concession::Resigned.by(self.conceded)
    }

    /// Takes back up to `count` moves (and a game given up with them);
    /// returns how many moves.
    pub fn undo(&mut self, count: usize) -> usize {
        if count > 0 {
            self.conceded = None;
            self.draw_agreed = false;
        }
        let count = count.min(self.moves.len());
        for _ in 0..count {
            self.moves.pop();
            self.positions.pop();
        }
        count
    }
}
