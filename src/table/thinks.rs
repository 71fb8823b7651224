//! What a game's engine does at the table, written once per game: plays
//! a program's seat ([`super::opponent`]), works out a hint
//! ([`super::hint`]), weighs how the game stands ([`super::evaluation`])
//! and reviews the line played ([`super::review`]).

use bevy::ecs::system::{SystemParam, SystemParamItem};
use bevy::prelude::*;
use tabletop_ai::analysis::{Effort, Hint};
use tabletop_i18n::Message;
use tabletop_rules::Game;
use tabletop_rules::tree::Cell;

use super::evaluation::{AnalysisWork, EVALUATION_THINKING};
use super::game::TableGame;
use super::hint::{HINT_THINKING, HintWork};
use super::opponent::Work;
use super::review::{AnalystMaker, Line};
use super::seats::Seat;

/// The game's engine at the table: what the programs, the hints, the
/// evaluation and the reviews ask of it beyond the session.
pub trait Thinks: TableGame {
    // The programs that play a seat.

    /// What the programs use besides the session (randomness, an endgame
    /// table, engines' processes, the clock).
    type Thinkers: SystemParam;

    /// The work of `seat` (a program's) on the game at the table (called
    /// while the game is in free play and the seat is to move).
    fn think(
        &self,
        thinkers: &mut SystemParamItem<Self::Thinkers>,
        seat: &Seat,
    ) -> Option<Work<Self::Move>>;

    // Hints.

    /// The game's picks, one of which shows a move made ready to play.
    type Pick: bevy::ecs::message::Message;
    /// What the engine uses besides the game (randomness, an endgame
    /// table, the palette a seat is shown in).
    type Helpers: SystemParam;

    /// The engine's work on a hint for the game at the table (in free
    /// play, a person to move): by default, the reviews' engine's best
    /// move after [`HINT_THINKING`].
    fn hint_work(&self, helpers: &mut SystemParamItem<Self::Helpers>) -> HintWork<Self::Move> {
        match engine_work(self, helpers, Effort::Time(HINT_THINKING)) {
            Some(work) => Box::new(move |stop| work(stop)?.hint()),
            None => Box::new(|_| None),
        }
    }

    /// What the notice line says of `hint` (the move in the game's
    /// notation, and its reason); counts it in the game's record.
    fn shown(&mut self, hint: &Hint<Self::Move>) -> Message;

    /// The pick that shows `mv` the way the game shows moves, made ready
    /// for the player to play.
    fn prepare(mv: Self::Move) -> Self::Pick;

    /// The cell a press on which plays `mv` once it is made ready (its
    /// last step): where a controller's cursor goes for A to play the hint.
    fn last_cell(_mv: Self::Move) -> Option<Cell> {
        None
    }

    // The evaluation.

    /// The engine's work on the game at the table (not guided); `None`
    /// when the engine cannot evaluate it now (it waits for something). By
    /// default, the reviews' engine for [`EVALUATION_THINKING`].
    fn analysis_work(
        &self,
        helpers: &mut SystemParamItem<Self::Helpers>,
    ) -> Option<AnalysisWork<Self::Move>> {
        engine_work(self, helpers, Effort::Time(EVALUATION_THINKING))
    }

    /// What the engine waits for before it can evaluate the game as it
    /// stands, if anything (the line says so meanwhile).
    fn waiting(&self, _helpers: &SystemParamItem<Self::Helpers>) -> Option<Message> {
        None
    }

    /// The engine's expected `line` from `game`, written as the game
    /// writes moves.
    fn written_line(_game: &Self::Game, line: &[Self::Move]) -> String {
        let moves: Vec<String> = line.iter().map(ToString::to_string).collect();
        moves.join("  ")
    }

    /// What seat `seat` is called and its colour on the bar (by default,
    /// the clocks' name in the text's colour).
    fn seat(&self, _helpers: &SystemParamItem<Self::Helpers>, seat: usize) -> (Message, Color) {
        (Self::seat_name(seat), crate::theme::TEXT)
    }

    // Reviews.

    /// A position as the engine sees it.
    type Position: Game<Move = Self::Move> + PartialEq;

    /// Where the game at the table began (after its setup, if it had one).
    fn start(&self) -> Self::Position;

    /// The line at the table: the moves played and those redo would play.
    fn line(&self) -> Option<Line<Self::Position>> {
        Some(Line {
            start: self.start(),
            moves: self.whole_line(),
            played: self.moves_played(),
        })
    }

    /// The engine to review `line` with.
    fn analyst(
        &self,
        helpers: &mut SystemParamItem<Self::Helpers>,
        line: &Line<Self::Position>,
    ) -> AnalystMaker<Self::Position>;

    /// How many players a game from `start` has.
    fn seats(_start: &Self::Position) -> usize {
        2
    }

    /// `mv` written as the game writes moves, at `position`.
    fn notation(_position: &Self::Position, mv: Self::Move) -> String {
        mv.to_string()
    }
}

/// The reviews' engine thinking with `effort` about the game at `session`'s
/// table as it stands: the work a game whose engine is one
/// [`tabletop_ai::analysis::Analyst`] gives its hints and evaluation.
fn engine_work<G: Thinks>(
    session: &G,
    helpers: &mut SystemParamItem<G::Helpers>,
    effort: Effort,
) -> Option<AnalysisWork<G::Move>> {
    let line = session.line()?;
    let mut positions = line.positions();
    positions.truncate(line.played + 1);
    let engine = session.analyst(helpers, &line);
    Some(Box::new(move |stop| {
        engine(stop.clone()).analyse(&positions, effort)
    }))
}
