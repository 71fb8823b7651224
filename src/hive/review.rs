//! Hive in the table's reviews: the whole line at the table, reviewed by
//! the search, its moves written in UHP notation.

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_ai::analysis::SearchAnalyst;
use tabletop_ai::hive::HiveEvaluation;
use tabletop_rules::hive::{Move, Position};

use super::session::HiveSession;
use crate::table::game::TableGame as _;
use crate::table::review::{AnalystMaker, Line, Reviews};

impl Reviews for HiveSession {
    type Position = Position;

    fn line(&self) -> Option<Line<Position>> {
        Some(Line {
            start: self.game.positions().first()?.clone(),
            moves: self.whole_line(),
            played: self.game.positions().len() - 1,
        })
    }

    fn analyst(
        &self,
        (): &mut SystemParamItem<Self::Helpers>,
        _: &Line<Position>,
    ) -> AnalystMaker<Position> {
        Box::new(|stop| Box::new(SearchAnalyst::new(HiveEvaluation, stop)))
    }

    fn notation(position: &Position, mv: Move) -> String {
        position.move_string(mv)
    }
}
