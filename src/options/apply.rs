//! What the command line asks of the app: the game it starts, the seed of
//! the run, the moves to play, the screenshot to take.

use std::sync::OnceLock;

use bevy::prelude::*;

use super::{AppOptions, GameName};
use crate::blokus3d::session::BlokusSeats;
use crate::deblockle::session::{DeblockleChange, DeblockleSession};
use crate::frame_timing::MeasurePlan;
use crate::game_start::ChosenGame;
use crate::game_start::StartGame;
use crate::hive::seats::HiveSeats;
use crate::menu::{MenuNotice, carried_on, nothing_to_continue, resumable_game};
use crate::reference::ReferenceRequest;
use crate::saved_game::GameAutosave;
use crate::screens::Screen;
use crate::screenshot::ScreenshotPlan;
use crate::script::ScriptedMoves;
use crate::settings::ForThisRun;
use crate::table::clock::{ClockNextGame, ClockStart};
use crate::table::guide_card::open_from_shelf;
use crate::table::lessons::LessonShelf;
use crate::table::puzzles::PuzzleShelf;
use crate::table::random::{TableRng, clock_seed};

impl AppOptions {
    /// The seed of this run: `--seed`, or one from the clock, the same
    /// each time it is asked for.
    pub fn run_seed(&self) -> u64 {
        static FROM_THE_CLOCK: OnceLock<u64> = OnceLock::new();
        self.seed
            .unwrap_or_else(|| *FROM_THE_CLOCK.get_or_init(clock_seed))
    }

    /// Starts the game, queues the moves and plans the screenshot.
    pub fn apply(&self, app: &mut App) {
        app.insert_resource(TableRng::seeded(self.run_seed()));
        app.insert_resource(self.deblockle_seats());
        if let Some(control) = self.clock {
            // Taken by the game this command line starts.
            app.insert_resource(ClockNextGame(ClockStart::Fresh(control)));
        }
        // A lesson or a puzzle opens its own start.
        let own_start = self.lesson.is_none() && self.puzzle.is_none();
        if self.blokus3d() {
            app.insert_resource(ChosenGame::Blokus3d);
            if own_start && let Ok(position) = self.blokus_position() {
                // People at the screen in every seat; the menu seats the computer.
                let seats = BlokusSeats::default();
                self.open(
                    app,
                    crate::blokus3d::TABLE,
                    StartGame::Blokus3d(Box::new(position), seats),
                );
            }
        }
        if self.hive() {
            app.insert_resource(ChosenGame::Hive);
            if own_start && let Ok(game) = self.hive_game() {
                let seats = HiveSeats::new(vec![
                    self.white.clone().unwrap_or_default(),
                    self.black.clone().unwrap_or_default(),
                ]);
                self.open(
                    app,
                    crate::hive::TABLE,
                    StartGame::Hive(Box::new(game), seats),
                );
            }
        }
        if let Some(request) = self.start_request() {
            let start = StartGame::Deblockle(request, self.deblockle_seats());
            self.open(app, crate::deblockle::TABLE, start);
        }
        if self.continue_game {
            let autosave = app.world().get_resource::<GameAutosave>();
            match resumable_game(autosave) {
                Ok(start) => {
                    carried_on(autosave)(app.world_mut());
                    self.open(app, start.table(), start);
                }
                Err(reason) => {
                    app.insert_resource(MenuNotice(Some(nothing_to_continue(reason))));
                }
            }
        }
        if let Some(number) = self.lesson {
            let (game, table) = self.lesson_table();
            open_from_shelf::<LessonShelf>(app.world_mut(), game, number.saturating_sub(1));
            app.insert_state(table);
        }
        if let Some(number) = self.puzzle {
            let (game, table) = self.lesson_table();
            open_from_shelf::<PuzzleShelf>(app.world_mut(), game, number.saturating_sub(1));
            app.insert_state(table);
        }
        if self.puzzles {
            app.insert_state(Screen::Puzzles);
        }
        if let Some(invitation) = &self.join {
            app.insert_state(Screen::JoinFriend);
            let join = crate::join_friend::JoinFriend(invitation.clone());
            app.world_mut().write_message(join);
        }
        if self.record {
            app.insert_state(Screen::Record);
        }
        if self.games {
            app.insert_state(Screen::Games);
        }
        app.insert_resource(ScriptedMoves(self.moves.iter().copied().collect()));
        app.insert_resource(ForThisRun {
            language: self.language,
            ui_scale: self.ui_scale,
            palette: self.palette,
        });
        if let Some(page) = self.rules {
            let game = match self.game.unwrap_or_default() {
                GameName::Deblockle => ChosenGame::Deblockle,
                GameName::Hive => ChosenGame::Hive,
                GameName::Blokus3d => ChosenGame::Blokus3d,
            };
            let world = app.world_mut();
            world.write_message(ReferenceRequest::Open(game));
            world.write_message(ReferenceRequest::Page(page.saturating_sub(1)));
        }
        if self.exit_after_setup {
            app.add_systems(Update, print_start_and_quit);
        }
        if let Some(seconds) = self.measure {
            app.insert_resource(MeasurePlan {
                seconds,
                started: crate::frame_timing::started(),
            });
        }
        if let Some(path) = &self.screenshot {
            app.insert_resource(ScreenshotPlan {
                path: path.clone(),
                after_seconds: self.screenshot_after,
            });
        }
    }

    /// Opens `table` before the first frame (no menu shown on the way) and
    /// starts the game there.
    fn open(&self, app: &mut App, table: Screen, start: StartGame) {
        app.world_mut().write_message(start);
        app.insert_state(table);
    }
}

/// Prints the start position once a setup has made it, and quits.
fn print_start_and_quit(
    mut changes: MessageReader<DeblockleChange>,
    session: Option<Res<DeblockleSession>>,
    mut exit: MessageWriter<AppExit>,
) {
    let started = changes
        .read()
        .any(|change| *change == DeblockleChange::Started);
    if let (true, Some(session)) = (started, session) {
        println!("{}", session.game.start());
        exit.write(AppExit::Success);
    }
}
