//! Hive's hints and evaluation: the engine thinks about the game at the
//! table; a hinted move is shown the way a player makes one: the tile
//! chosen, its destinations offered, the hinted one ringed; a click there
//! plays it.

use std::sync::Arc;

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_ai::analysis::{Effort, Hint};
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::hive::{Colour, HiveGame, Move};

use super::seats::HiveSeats;
use super::selection::HivePick;
use super::session::HiveSession;
use crate::screens::Screen;
use crate::table::evaluation::{AnalysisWork, EVALUATION_THINKING, Evaluates, add_evaluation};
use crate::table::hint::{HINT_THINKING, HintWork, Hints, add_hints};

pub(super) fn plugin(app: &mut App) {
    add_hints::<HiveHints>(app, Screen::Hive);
    add_evaluation::<HiveHints>(app, Screen::Hive);
}

/// Hive in the table's life cycle of hints.
pub struct HiveHints;

impl Hints for HiveHints {
    type Move = Move;
    type Game = HiveGame;
    type Pick = HivePick;
    type Table = (
        Option<ResMut<'static, HiveSession>>,
        Res<'static, HiveSeats>,
    );

    fn ask(
        (session, seats): &mut SystemParamItem<Self::Table>,
    ) -> Option<(HiveGame, HintWork<Move>)> {
        let game = &session.as_ref()?.game;
        if game.outcome().is_some() || seats.of(game.position().to_move()).is_machine() {
            return None;
        }
        let snapshot = game.clone();
        let work: HintWork<Move> = Box::new(move |stop| {
            tabletop_ai::hive::hint(&snapshot, Effort::Time(HINT_THINKING), Arc::clone(stop))
        });
        Some((game.clone(), work))
    }

    fn is_current((session, _): &SystemParamItem<Self::Table>, game: &HiveGame) -> bool {
        session
            .as_ref()
            .is_some_and(|session| session.still_plays(game))
    }

    fn shown((session, _): &mut SystemParamItem<Self::Table>, hint: &Hint<Move>) -> Message {
        let Some(session) = session else {
            return hint.reason.clone();
        };
        let written = session.game.position().move_string(hint.mv);
        session.game.count_hints(1);
        Message::new("hint-move")
            .with("move", written)
            .with("reason", hint.reason.clone())
    }

    fn prepare(mv: Self::Move) -> HivePick {
        HivePick::Prepare(mv)
    }
}

impl Evaluates for HiveHints {
    fn evaluate(
        (session, _): &mut SystemParamItem<Self::Table>,
    ) -> Option<(HiveGame, AnalysisWork<Move>)> {
        let game = session.as_ref()?.game.clone();
        let snapshot = game.clone();
        let work: AnalysisWork<Move> = Box::new(move |stop| {
            tabletop_ai::hive::analyse(
                &snapshot,
                Effort::Time(EVALUATION_THINKING),
                Arc::clone(stop),
            )
        });
        Some((game, work))
    }

    /// In UHP notation, each move written where it is played.
    fn written_line(game: &HiveGame, line: &[Move]) -> String {
        let mut position = game.position().clone();
        let mut written = Vec::new();
        for &mv in line {
            written.push(position.move_string(mv));
            position = tabletop_rules::Game::play(&position, mv);
        }
        written.join(";  ")
    }

    fn seat(_: &SystemParamItem<Self::Table>, seat: usize) -> (Message, Color) {
        let colour = Colour::from_seat(seat);
        let [red, green, blue] = super::icons::tile_colour(colour);
        (colour.message(), Color::srgb_u8(red, green, blue))
    }
}
