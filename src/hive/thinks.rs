//! Hive's engine at the table: our computer's move or an external UHP
//! engine's (see `opponent`), hints, the evaluation and reviews (the
//! search, its moves in UHP notation). The engine thinks about the game at the
//! table; a hinted move is shown the way a player makes one: the tile
//! chosen, its destinations offered, the hinted one ringed; a click there
//! plays it.

use std::sync::Arc;
use std::time::Duration;

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_ai::analysis::{Effort, Hint, SearchAnalyst};
use tabletop_ai::clock::thinking_time;
use tabletop_ai::hive::{HiveEvaluation, HivePlayer};
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::hive::{Colour, HiveGame, Move, Position};
use tabletop_rules::tree::Cell;

use super::layout::hex_cell;
use super::opponent::{COMPUTER_SECONDS, ENGINE_SECONDS, EngineWorkers};
use super::selection::{HivePick, destination};
use super::session::HiveSession;
use crate::table::clock::TableClock;
use crate::table::evaluation::{AnalysisWork, EVALUATION_THINKING};
use crate::table::hint::{HINT_THINKING, HintWork};
use crate::table::opponent::{Work, level_threads};
use crate::table::random::TableRng;
use crate::table::review::{AnalystMaker, Line};
use crate::table::seats::{Seat, Side as _};
use crate::table::thinks::Thinks;

/// The engine at Hive's table.
impl Thinks for HiveSession {
    type Thinkers = (
        ResMut<'static, EngineWorkers>,
        ResMut<'static, TableRng>,
        Option<Res<'static, TableClock>>,
    );
    type Helpers = ();
    type Pick = HivePick;
    type Position = Position;

    /// Our computer's move, or an external engine's (read and checked in
    /// the position it was asked about).
    fn think(
        &self,
        (workers, rng, clock): &mut SystemParamItem<Self::Thinkers>,
        seat: &Seat,
    ) -> Option<Work<Move>> {
        let game = &self.game;
        let snapshot = game.clone();
        // On a clock, what the clock allows (a UHP engine is told so).
        let on_clock = |usual: Duration| {
            clock.as_ref().map_or(usual, |clock| {
                let seat = game.position().to_move().seat_index();
                thinking_time(clock.clocks.control(), clock.clocks.left(seat), usual)
            })
        };
        let work: Work<Move> = match seat {
            Seat::Computer(level) => {
                let threads = level_threads(clock.is_some());
                let mut player = HivePlayer::new(*level, rng.next_seed()).with_threads(threads);
                let movetime = on_clock(COMPUTER_SECONDS);
                Box::new(move |stop| {
                    let chosen = player.choose_move(&snapshot, movetime, stop);
                    chosen.ok_or_else(|| "no move to play".to_owned())
                })
            }
            Seat::Engine(_) if let Err(reason) = game.check_for_other_programs() => {
                let reason = reason.to_string();
                Box::new(move |_| Err(reason))
            }
            Seat::Engine(command) => {
                let text = workers.ask(command, game, on_clock(ENGINE_SECONDS));
                // Read the engine's move string in the position it was asked about.
                Box::new(move |_| {
                    text.recv()
                        .map_err(|_| "the engine has stopped".to_owned())
                        .and_then(|text| text)
                        .and_then(|text| {
                            let position = snapshot.position();
                            let mv = position
                                .parse_move(&text)
                                .map_err(|error| format!("it answered '{text}': {error}"))?;
                            position
                                .check(mv)
                                .map(|()| mv)
                                .map_err(|error| format!("it played '{text}': {error}"))
                        })
                })
            }
            // People, here or elsewhere, make their own moves.
            Seat::Person | Seat::Friend => return None,
        };
        Some(work)
    }

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
