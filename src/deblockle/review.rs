//! Deblockle in the table's reviews: the whole line at the table, reviewed
//! by the search with the solved endgames at hand (one block each solved
//! on the review's own thread if the line comes down to it and it is not
//! solved yet), so that those moves are judged exactly.

use std::sync::Arc;

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_ai::analysis::SearchAnalyst;
use tabletop_ai::deblockle::{EndgameTable, Evaluation};
use tabletop_rules::deblockle::Position;

use super::session::DeblockleSession;
use crate::table::review::{AnalystMaker, Line, Reviews};

impl Reviews for DeblockleSession {
    type Position = Position;

    fn start(&self) -> Position {
        *self.game.start()
    }

    fn analyst(
        &self,
        endgames: &mut SystemParamItem<Self::Helpers>,
        line: &Line<Position>,
    ) -> AnalystMaker<Position> {
        let rules = line.start.rules();
        let mut tables = endgames.tables_for(rules);
        let one_each = line.positions().iter().any(EndgameTable::covers);
        Box::new(move |stop| {
            if one_each && tables.one_each.is_none() {
                tables.one_each = Some(Arc::new(EndgameTable::solve(rules, |_| {})));
            }
            Box::new(SearchAnalyst::new(Evaluation::with_tables(tables), stop))
        })
    }
}
