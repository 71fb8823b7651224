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
use tabletop_rules::tree::Cell;

use super::layout::hex_cell;
use super::selection::{HivePick, destination};
use super::session::HiveSession;
use crate::table::evaluation::{AnalysisWork, EVALUATION_THINKING};
use crate::table::hint::{HINT_THINKING, HintWork};
use crate::table::opponent::Work;
use crate::table::review::{AnalystMaker, Line};
use crate::table::seats::Seat;
use crate::table::thinks::Thinks;
use tabletop_ai::analysis::SearchAnalyst;
use tabletop_ai::hive::HiveEvaluation;
use tabletop_rules::hive::Position;

/// The engine at Hive's table.
impl Thinks for HiveSession {
    type Thinkers = super::opponent::Thinkers;

    fn think(
        &self,
        thinkers: &mut SystemParamItem<Self::Thinkers>,
        seat: &Seat,
    ) -> Option<Work<Move>> {
        super::opponent::think(self, thinkers, seat)
    }

    type Pick = HivePick;
    type Helpers = ();

    fn hint_work(&self, (): &mut SystemParamItem<Self::Helpers>) -> HintWork<Move> {
        let snapshot = self.game.clone();
        Box::new(move |stop| {
            tabletop_ai::hive::hint(&snapshot, Effort::Time(HINT_THINKING), Arc::clone(stop))
        })
    }

    fn shown(&mut self, hint: &Hint<Move>) -> Message {
        let written = self.game.position().move_string(hint.mv);
        self.game.count_hints(1);
        Message::new("hint-move")
            .with("move", written)
            .with("reason", hint.reason.clone())
    }

    fn prepare(mv: Move) -> HivePick {
        HivePick::Prepare(mv)
    }

    fn last_cell(mv: Move) -> Option<Cell> {
        destination(mv).map(hex_cell)
    }

    fn analysis_work(&self, (): &mut SystemParamItem<Self::Helpers>) -> Option<AnalysisWork<Move>> {
        let snapshot = self.game.clone();
        Some(Box::new(move |stop| {
            tabletop_ai::hive::analyse(
                &snapshot,
                Effort::Time(EVALUATION_THINKING),
                Arc::clone(stop),
            )
        }))
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

    fn seat(&self, (): &SystemParamItem<Self::Helpers>, seat: usize) -> (Message, Color) {
        let colour = Colour::from_seat(seat);
        let [red, green, blue] = super::icons::tile_colour(colour);
        (colour.message(), Color::srgb_u8(red, green, blue))
    }

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
