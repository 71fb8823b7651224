//! A Hive game as UHP's GameString writes it and reads it back: its game
//! type, state, turn and moves.

use std::fmt;

use super::game::HiveGame;
use super::notation::HiveNotationError;
use super::piece::Colour;
use super::position::HiveOutcome;
use super::rules::{Expansions, HiveRules};
use super::setting_up::HiveSetup;

impl HiveGame {
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
