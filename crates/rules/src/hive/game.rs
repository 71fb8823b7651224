//! A Hive game: the moves from the start as move strings, for game
//! strings, records and undo; how it ended (a Queen surrounded, a third
//! repetition, or a loss on time).

use std::fmt;

use super::legality::HiveIllegal;
use super::notation::HiveNotationError;
use super::piece::Colour;
use super::position::{HiveOutcome, Move, Position};
use super::rules::{Expansions, HiveRules};
use super::setting_up::{HiveSetup, SetupError};
use crate::concession::Concession;
use crate::game::Game as _;

/// A Hive game: the moves from the start, for game strings and undo.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HiveGame {
    positions: Vec<Position>,
    moves: Vec<String>,
    /// Hints shown during the game (kept in its record, not in the
    /// GameString).
    hints: u32,
    /// The colour that gave the game up (its clock ran out, or it
    /// resigned), and how.
    conceded: Option<(Colour, Concession)>,
    /// Whether the players agreed a draw.
    draw_agreed: bool,
    /// Whether the game began from a position set up by hand (the first of
    /// `positions`) rather than the empty table: no GameString can say
    /// where it began, so other programs cannot be given it.
    set_up: bool,
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

    /// The game's state in UHP's words (as GameStrings and PGN records
    /// write it): `NotStarted`, `InProgress`, `WhiteWins`, `BlackWins`,
    /// `Draw`.
    pub fn state(&self) -> &'static str {
        match self.outcome() {
            _ if self.moves.is_empty() => "NotStarted",
            None => "InProgress",
            Some(HiveOutcome::Win(Colour::White)) => "WhiteWins",
            Some(HiveOutcome::Win(Colour::Black)) => "BlackWins",
            Some(HiveOutcome::Draw) => "Draw",
        }
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
        self.conceded
            .filter(|&(_, how)| how == Concession::OnTime)
            .map(|(loser, _)| loser)
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

    /// Reads a game string (or a bare game type, `Base+MLP`), playing its
    /// moves under the standard rules with the game type's expansions.
    ///
    /// # Errors
    /// An unknown game type, or a move in it is illegal.
    pub fn parse(text: &str) -> Result<HiveGame, HiveNotationError> {
        HiveGame::parse_under(text, HiveRules::STANDARD)
    }

    /// Reads a game string, playing its moves under `rules` with the game
    /// type's expansions (whatever `rules` has for those).
    ///
    /// # Errors
    /// An unknown game type, or a move in it is illegal.
    pub fn parse_under(text: &str, rules: HiveRules) -> Result<HiveGame, HiveNotationError> {
        HiveGame::parse_onto(text, rules, None)
    }

    /// Reads the game string of a game that began at `start` (a position
    /// set up by hand, under its own rules), playing its moves from there.
    ///
    /// # Errors
    /// The game type is not the set-up's, no game reaches `start`, or a
    /// move is illegal.
    pub fn parse_from(text: &str, start: &HiveSetup) -> Result<HiveGame, HiveNotationError> {
        HiveGame::parse_onto(text, start.rules, Some(start))
    }

    fn parse_onto(
        text: &str,
        rules: HiveRules,
        start: Option<&HiveSetup>,
    ) -> Result<HiveGame, HiveNotationError> {
        let mut parts = text.trim().split(';');
        let game_type = parts.next().unwrap_or_default().trim();
        let expansions = Expansions::parse(game_type)
            .ok_or_else(|| HiveNotationError::BadGame(game_type.to_owned()))?;
        let state = parts.next().map(str::trim);
        let turn = parts.next().map(str::trim);
        let mut game = match start {
            Some(setup) if setup.rules.expansions != expansions => {
                return Err(HiveNotationError::BadGame(game_type.to_owned()));
            }
            Some(setup) => {
                HiveGame::from_position(setup.position().map_err(HiveNotationError::BadStart)?)
            }
            None => HiveGame::with_rules(rules.with_expansions(expansions)),
        };
        for text in parts.filter(|t| !t.trim().is_empty()) {
            game.play(text)?;
        }
        // What the string says of the game must be what its moves give;
        // only a draw by repetition (an option other programs may not
        // play) may read as a game still in progress.
        let repetition_only = game.state() == "Draw" && game.position().outcome().is_none();
        let state_fits = |written: &&str| {
            *written == game.state() || (*written == "InProgress" && repetition_only)
        };
        let state = state.filter(|written| !state_fits(written));
        let turn = turn.filter(|written| *written != game.turn_field());
        for (written, replayed) in [(state, game.state().to_owned()), (turn, game.turn_field())] {
            if let Some(written) = written {
                return Err(HiveNotationError::Contradicts {
                    written: written.to_owned(),
                    replayed,
                });
            }
        }
        Ok(game)
    }

    /// The game string's turn field: the colour to move and its turn
    /// (`White[3]`).
    fn turn_field(&self) -> String {
        let position = self.position();
        let colour = match position.to_move() {
            Colour::White => "White",
            Colour::Black => "Black",
        };
        format!("{colour}[{}]", position.turn_number())
    }

    /// The game string of the moves alone, whatever ended the game off the
    /// board (a loss on time, a resignation or an agreed draw is the
    /// record's to keep).
    pub fn played_string(&self) -> String {
        HiveGame {
            conceded: None,
            draw_agreed: false,
            ..self.clone()
        }
        .to_string()
    }
}

impl fmt::Display for HiveGame {
    /// The UHP game string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game_type = self.position().rules().expansions;
        write!(f, "{game_type};{};{}", self.state(), self.turn_field())?;
        for mv in &self.moves {
            write!(f, ";{mv}")?;
        }
        Ok(())
    }
}
