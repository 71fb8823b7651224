//! Deblockle in the autosave: the game as a record or, before it begins,
//! its setup so far, and who the computer is. Announced after every change
//! (see [`crate::table::autosave`]); a lesson is not a game to save.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabletop_rules::deblockle::GameRecord;

use super::computer::{Computer, ComputerSeat};
use super::session::{Change, Request, Session, Start};
use super::setup::{Setup, SetupSnapshot};
use crate::deblockle::tutorial::ActiveLesson;
use crate::table::autosave::Autosaving;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Autosaving<DeblockleSave>>().add_systems(
        Update,
        announce_changes.in_set(crate::table::TableSystems::Show),
    );
}

/// A Deblockle game or setup, as the autosave keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum DeblockleSave {
    /// A game: rules, setup, start, moves, result.
    Game {
        /// The game.
        record: GameRecord,
        /// The computer's seat, if one plays.
        computer: Option<ComputerSeat>,
    },
    /// A setup under way: the game has not begun.
    Setup {
        /// The setup so far.
        setup: SetupSnapshot,
        /// The computer's seat, if one plays.
        computer: Option<ComputerSeat>,
    },
}

impl DeblockleSave {
    /// How to carry on: the request that starts the game again (replayed
    /// under the rules) or the setup, and the computer's seat.
    ///
    /// # Errors
    /// The record breaks a rule (the rules' reason).
    pub fn resume(&self) -> Result<(Request, Computer), String> {
        match self {
            DeblockleSave::Game { record, computer } => {
                let game = record.replay().map_err(|error| error.to_string())?;
                let request = Request::NewGame {
                    rules: *game.rules(),
                    start: Start::Game(Box::new(game)),
                };
                Ok((request, Computer(*computer)))
            }
            DeblockleSave::Setup { setup, computer } => {
                let request = Request::NewGame {
                    rules: setup.rules,
                    start: Start::ResumeSetup(Box::new(setup.clone())),
                };
                Ok((request, Computer(*computer)))
            }
        }
    }

    /// Whether there is something to carry on: a setup, or a game not over.
    pub fn unfinished(&self) -> bool {
        match self {
            DeblockleSave::Game { record, .. } => record.result.is_none(),
            DeblockleSave::Setup { .. } => true,
        }
    }
}

/// Announces the game whenever it changes, and the setup whenever something
/// is decided in it.
fn announce_changes(
    mut changes: MessageReader<Change>,
    session: Option<Res<Session>>,
    setup: Option<Res<Setup>>,
    lesson: Option<Res<ActiveLesson>>,
    computer: Res<Computer>,
    mut saves: MessageWriter<Autosaving<DeblockleSave>>,
) {
    let changed = changes
        .read()
        .any(|change| !matches!(change, Change::Cleared));
    if lesson.is_some() {
        return;
    }
    let computer = computer.0;
    let saved = match (session, setup) {
        (Some(session), _) if changed => DeblockleSave::Game {
            record: GameRecord::from_game(&session.game),
            computer,
        },
        // The autosave compares it with the last save before writing: the
        // setup changes every frame while the dice roll, its decisions
        // rarely.
        (None, Some(setup)) if setup.is_changed() => DeblockleSave::Setup {
            setup: setup.snapshot(),
            computer,
        },
        _ => return,
    };
    saves.write(Autosaving(saved));
}
