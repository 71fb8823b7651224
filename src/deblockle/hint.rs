//! Deblockle's hints: the engine (with the solved one-block-each endgame
//! once Hard has it) thinks about the position at the table, and its move
//! is shown the way a player makes one: the block chosen, tipped where it
//! hops, the keyboard cursor on the last choice, so that Enter plays it.

use std::sync::Arc;

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_ai::analysis::{Effort, Hint};
use tabletop_i18n::Message;
use tabletop_rules::deblockle::{Game, Move};

use super::opponent::{DeblockleSeats, Endgame};
use super::selection::Pick;
use super::session::Session;
use super::tutorial::ActiveLesson;
use crate::screens::Screen;
use crate::table::hint::{HINT_THINKING, HintWork, Hints, add_hints};

pub(super) fn plugin(app: &mut App) {
    add_hints::<DeblockleHints>(app, Screen::Deblockle);
}

/// Deblockle in the table's life cycle of hints.
pub struct DeblockleHints;

impl Hints for DeblockleHints {
    type Move = Move;
    type Game = Game;
    type Pick = Pick;
    type Table = (
        Option<ResMut<'static, Session>>,
        Option<Res<'static, ActiveLesson>>,
        Res<'static, Endgame>,
        Res<'static, DeblockleSeats>,
    );

    fn ask(
        (session, lesson, endgame, seats): &mut SystemParamItem<Self::Table>,
    ) -> Option<(Game, HintWork<Move>)> {
        // A lesson teaches the move itself.
        let game = &session.as_ref().filter(|_| lesson.is_none())?.game;
        if game.outcome().is_some() || seats.of(game.position().turn()).is_machine() {
            return None;
        }
        let positions = game.positions().to_vec();
        let endgame = endgame.table_for(game.rules().move_rules());
        let work: HintWork<Move> = Box::new(move |stop| {
            tabletop_ai::deblockle::hint(
                &positions,
                endgame,
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
