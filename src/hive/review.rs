//! Hive in the table's reviews: the whole line at the table, reviewed by
//! the search, its moves written in UHP notation.

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_ai::analysis::SearchAnalyst;
use tabletop_ai::hive::HiveEvaluation;
use tabletop_rules::hive::{Move, Position};

use super::session::HiveSession;
use crate::table::review::{AnalystMaker, Line, Reviews};

impl Reviews for HiveSession {
    type Position = Position;

    fn start(&self) -> Position {
        self.game.positions()[0].clone()
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
