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

use super::hint::DeblockleHints;
use crate::screens::Screen;
use crate::table::review::{AnalystMaker, Line, Reviews, add_reviews};

pub(super) fn plugin(app: &mut App) {
    add_reviews::<DeblockleHints>(app, Screen::Deblockle);
}

impl Reviews for DeblockleHints {
    type Position = Position;

    fn line((session, lesson, ..): &SystemParamItem<Self::Table>) -> Option<Line<Position>> {
        // A lesson's moves are the learner's to find.
        let session = session.as_ref().filter(|_| lesson.is_none())?;
        Some(Line {
            start: *session.game.start(),
            moves: session.line(),
            played: session.game.moves().len(),
        })
    }

    fn analyst(
        (_, _, endgames, _): &mut SystemParamItem<Self::Table>,
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
