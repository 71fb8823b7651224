//! Deblockle's engine at the table: the computer's move (on a clock, what
//! the clock allows), hints, the evaluation and reviews. The engine (with the solved endgames
//! once Hard or the evaluation has them, so "wins in N" where they hold
//! the position) thinks about the position at the table; a hinted move is
//! shown the way a player makes one: the block chosen, tipped where it
//! hops, the keyboard cursor on the last choice, so that Enter plays it.
//! One block each, the evaluation waits for the endgame to be solved, and
//! is then exact.

use std::sync::Arc;

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_ai::analysis::{Effort, Hint, SearchAnalyst};
use tabletop_ai::clock::thinking_time;
use tabletop_ai::deblockle::{ComputerPlayer, DEFAULT_MOVETIME, EndgameTable, Evaluation};
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::deblockle::{Move, Player, Position};
use tabletop_rules::tree::Cell;

use super::coords::cell_of;
use super::endgames::Endgames;
use super::selection::{Pick, last_pick};
use super::session::DeblockleSession;
use crate::table::clock::TableClock;
use crate::table::evaluation::{AnalysisWork, EVALUATION_THINKING};
use crate::table::hint::{HINT_THINKING, HintWork};
use crate::table::opponent::{Work, level_threads};
use crate::table::random::TableRng;
use crate::table::review::{AnalystMaker, Line};
use crate::table::seats::Seat;
use crate::table::thinks::Thinks;

/// The engine at Deblockle's table.
impl Thinks for DeblockleSession {
    type Thinkers = (
        Res<'static, Endgames>,
        ResMut<'static, TableRng>,
        Option<Res<'static, TableClock>>,
    );
    type Helpers = Res<'static, Endgames>;
    type Pick = Pick;
    type Position = Position;

    /// The computer's move: on a clock, what the clock allows; else the
    /// level's own time (with the solved endgames it has).
    fn think(
        &self,
        (endgames, rng, clock): &mut SystemParamItem<Self::Thinkers>,
        seat: &Seat,
    ) -> Option<Work<Move>> {
        let game = &self.game;
        let Seat::Computer(level) = *seat else {
            // Deblockle has no engine protocol.
            return Some(Box::new(|_| Err("not a Deblockle player".to_owned())));
        };
        let tables = endgames.tables_for(game.rules().move_rules());
        let mut player = ComputerPlayer::with_tables(level, rng.next_seed(), tables)
            .with_threads(level_threads(clock.is_some()));
        let snapshot = game.clone();
        // On a clock, what the clock allows; else the level's own time.
        let movetime = clock.as_ref().map_or(DEFAULT_MOVETIME, |clock| {
            let seat = game.position().turn().seat();
            thinking_time(
                clock.clocks.control(),
                clock.clocks.left(seat),
                DEFAULT_MOVETIME,
            )
        });
        let work: Work<Move> = Box::new(move |stop| {
            player
                .choose_move(&snapshot, movetime, stop)
                .ok_or_else(|| "no move to play".to_owned())
        });
        Some(work)
    }

    fn hint_work(&self, endgames: &mut SystemParamItem<Self::Helpers>) -> HintWork<Move> {
        let positions = self.game.positions().to_vec();
        let tables = endgames.tables_for(self.game.rules().move_rules());
        Box::new(move |stop| {
            tabletop_ai::deblockle::hint(
                &positions,
                tables,
                Effort::Time(HINT_THINKING),
                Arc::clone(stop),
            )
        })
    }

    fn shown(&mut self, hint: &Hint<Move>) -> Message {
        self.game.count_hint();
        Message::new("hint-move")
            .with("move", hint.mv.to_string())
            .with("reason", hint.reason.clone())
    }

    fn prepare(mv: Move) -> Pick {
        Pick::Prepare(mv)
    }

    fn last_cell(mv: Move) -> Option<Cell> {
        last_pick(mv).map(cell_of)
    }

    fn analysis_work(
        &self,
        endgames: &mut SystemParamItem<Self::Helpers>,
    ) -> Option<AnalysisWork<Move>> {
        let game = &self.game;
        let tables = endgames.tables_for(game.rules().move_rules());
        if tables.one_each.is_none() && EndgameTable::covers(game.position()) {
            // Being solved: the verdict will be exact.
            return None;
        }
        let positions = game.positions().to_vec();
        Some(Box::new(move |stop| {
            tabletop_ai::deblockle::analyse(
                &positions,
                tables,
                Effort::Time(EVALUATION_THINKING),
                Arc::clone(stop),
            )
        }))
    }

    fn waiting(&self, endgames: &SystemParamItem<Self::Helpers>) -> Option<Message> {
        let tables = endgames.tables_for(self.game.rules().move_rules());
        let solved = tables.one_each.is_some();
        (EndgameTable::covers(self.game.position()) && !solved)
            .then(|| Message::new("eval-solving"))
    }

    fn seat(&self, _: &SystemParamItem<Self::Helpers>, seat: usize) -> (Message, Color) {
        let player = Player::from_seat(seat);
        let [red, green, blue] = super::textures::paint_of(player);
        (player.message(), Color::srgb_u8(red, green, blue))
    }

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
