//! Hive in the table's reviews: the whole line at the table, reviewed by
//! the search, its moves written in UHP notation.

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_ai::analysis::SearchAnalyst;
use tabletop_ai::hive::HiveEvaluation;
use tabletop_rules::hive::{Move, Position};

use super::hint::HiveHints;
use crate::screens::Screen;
use crate::table::review::{AnalystMaker, Line, Reviews, add_reviews};

pub(super) fn plugin(app: &mut App) {
    add_reviews::<HiveHints>(app, Screen::Hive);
}

impl Reviews for HiveHints {
    type Position = Position;

    fn line((session, _): &SystemParamItem<Self::Table>) -> Option<Line<Position>> {
        let session = session.as_ref()?;
        Some(Line {
            start: session.game.positions().first()?.clone(),
            moves: session.line(),
            played: session.game.positions().len() - 1,
        })
    }

    fn analyst(_: &mut SystemParamItem<Self::Table>, _: &Line<Position>) -> AnalystMaker<Position> {
        Box::new(|stop| Box::new(SearchAnalyst::new(HiveEvaluation, stop)))
    }

    fn notation(position: &Position, mv: Move) -> String {
        position.move_string(mv)
    }
}
