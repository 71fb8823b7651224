//! Deblockle's hints and evaluation: the engine (with the solved endgames
//! once Hard or the evaluation has them, so "wins in N" where they hold
//! the position) thinks about the position at the table; a hinted move is
//! shown the way a player makes one: the block chosen, tipped where it
//! hops, the keyboard cursor on the last choice, so that Enter plays it.
//! One block each, the evaluation waits for the endgame to be solved, and
//! is then exact.

use std::sync::Arc;

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_ai::analysis::{Effort, Hint};
use tabletop_ai::deblockle::EndgameTable;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::deblockle::{Game, Move, Player};

use super::endgames::Endgames;
use super::guided::Guided;
use super::opponent::DeblockleSeats;
use super::selection::Pick;
use super::session::Session;
use crate::screens::Screen;
use crate::table::evaluation::{AnalysisWork, EVALUATION_THINKING, Evaluates, add_evaluation};
use crate::table::hint::{HINT_THINKING, HintWork, Hints, add_hints};

pub(super) fn plugin(app: &mut App) {
    add_hints::<DeblockleHints>(app, Screen::Deblockle);
    add_evaluation::<DeblockleHints>(app, Screen::Deblockle);
}

/// Deblockle in the table's life cycle of hints.
pub struct DeblockleHints;

impl Hints for DeblockleHints {
    type Move = Move;
    type Game = Game;
    type Pick = Pick;
    type Table = (
        Option<ResMut<'static, Session>>,
        Option<Res<'static, Guided>>,
        Res<'static, Endgames>,
        Res<'static, DeblockleSeats>,
    );

    fn ask(
        (session, guide, endgames, seats): &mut SystemParamItem<Self::Table>,
    ) -> Option<(Game, HintWork<Move>)> {
        // A lesson or a puzzle has hints of its own.
        let game = &session.as_ref().filter(|_| guide.is_none())?.game;
        if game.outcome().is_some() || seats.of(game.position().turn()).is_machine() {
            return None;
        }
        let positions = game.positions().to_vec();
        let tables = endgames.tables_for(game.rules().move_rules());
        let work: HintWork<Move> = Box::new(move |stop| {
            tabletop_ai::deblockle::hint(
                &positions,
                tables,
                Effort::Time(HINT_THINKING),
                Arc::clone(stop),
            )
        });
        Some((game.clone(), work))
    }

    fn is_current((session, ..): &SystemParamItem<Self::Table>, game: &Game) -> bool {
        session
            .as_ref()
            .is_some_and(|session| session.still_plays(game))
    }

    fn shown((session, ..): &mut SystemParamItem<Self::Table>, hint: &Hint<Move>) -> Message {
        if let Some(session) = session {
            session.game.count_hint();
        }
        Message::new("hint-move")
            .with("move", hint.mv.to_string())
            .with("reason", hint.reason.clone())
    }

    fn prepare(mv: Self::Move) -> Pick {
        Pick::Prepare(mv)
    }
}

impl Evaluates for DeblockleHints {
    fn evaluate(
        (session, guide, endgames, _): &mut SystemParamItem<Self::Table>,
    ) -> Option<(Game, AnalysisWork<Move>)> {
        // A lesson's or a puzzle's moves are the learner's to find.
        let game = &session.as_ref().filter(|_| guide.is_none())?.game;
        let tables = endgames.tables_for(game.rules().move_rules());
        if tables.one_each.is_none() && EndgameTable::covers(game.position()) {
            // Being solved: the verdict will be exact.
            return None;
        }
        let positions = game.positions().to_vec();
        let work: AnalysisWork<Move> = Box::new(move |stop| {
            tabletop_ai::deblockle::analyse(
                &positions,
                tables,
                Effort::Time(EVALUATION_THINKING),
                Arc::clone(stop),
            )
        });
        Some((game.clone(), work))
    }

    fn waiting((session, guide, endgames, _): &SystemParamItem<Self::Table>) -> Option<Message> {
        let game = &session.as_ref().filter(|_| guide.is_none())?.game;
        let tables = endgames.tables_for(game.rules().move_rules());
        let solved = tables.one_each.is_some();
        (EndgameTable::covers(game.position()) && !solved).then(|| Message::new("eval-solving"))
    }

    fn seat(_: &SystemParamItem<Self::Table>, seat: usize) -> (Message, Color) {
        let player = Player::from_seat(seat);
        let [red, green, blue] = super::textures::paint_of(player);
        (player.message(), Color::srgb_u8(red, green, blue))
    }
}
