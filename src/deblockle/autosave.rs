//! The game in progress, saved after every move to the platform's data
//! folder, so that "Continue" in the menu carries on exactly where the
//! player left off, even after a crash.
//!
//! Saves go to a writer thread (a flush to disk can take longer than a
//! frame) and through `tabletop-store`, which writes atomically: a process
//! killed mid-save leaves the previous save whole. An autosave that cannot
//! be read at start is reported in the menu and left alone: this run then
//! does not autosave, rather than overwrite what might still be rescued.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, channel};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use tabletop_rules::blokus3d::Position;
use tabletop_rules::deblockle::GameRecord;
use tabletop_rules::hive::HiveGame;

use super::computer::{Computer, ComputerSeat};
use super::session::{Change, Request, Session, Start};
use super::setup::{Setup, SetupSnapshot};
use crate::blokus3d::records::BlokusRecord;
use crate::blokus3d::session::BlokusSeats;
use crate::hive::records::HiveRecord;
use crate::hive::seats::HiveSeats;
use crate::tutorial::ActiveLesson;

/// The autosave format's version.
pub const VERSION: u32 = 1;
/// What the autosave is called in messages.
const WHAT: &str = "saved game";

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        save_after_changes
            .run_if(resource_exists::<Autosave>)
            .in_set(crate::table::TableSystems::Show),
    );
}

/// What an autosave holds: the game as a record (or, before it begins, its
/// setup so far), and who the computer is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The format's version.
    pub version: u32,
    /// The game: rules, setup, start, moves, result.
    #[serde(default)]
    pub record: Option<GameRecord>,
    /// The setup under way, when the game has not begun.
    #[serde(default)]
    pub setup: Option<SetupSnapshot>,
    /// The computer's seat, if one played.
    #[serde(default)]
    pub computer: Option<ComputerSeat>,
    /// A Hive game, when that was the game at the table.
    #[serde(default)]
    pub hive: Option<HiveRecord>,
    /// A Blokus 3D game, when that was the game at the table.
    #[serde(default)]
    pub blokus3d: Option<BlokusRecord>,
}

impl SavedGame {
    /// A save of one game other than Deblockle: nothing else in it.
    pub fn only(hive: Option<HiveRecord>, blokus3d: Option<BlokusRecord>) -> SavedGame {
        SavedGame {
            version: VERSION,
            record: None,
            setup: None,
            computer: None,
            hive,
            blokus3d,
        }
    }
}

/// How to carry on a saved game.
#[derive(Clone, Debug, PartialEq)]
pub enum Resume {
    /// A Deblockle game or setup: the request that starts it again and the
    /// computer's seat.
    Deblockle(Request, Computer),
    /// A Hive game, replayed under its rules, and who plays it.
    Hive(Box<HiveGame>, HiveSeats),
    /// A Blokus 3D game (checked under the rules when read) and who plays it.
    Blokus3d(Box<Position>, BlokusSeats),
}

impl SavedGame {
    /// How to carry on: the game started again (replayed under the rules)
    /// or the setup, and who plays.
    ///
    /// # Errors
    /// The record breaks a rule (the rules' reason), or there is nothing saved.
    pub fn resume(&self) -> Result<Resume, String> {
        if let Some(hive) = &self.hive {
            let game = hive.replay()?;
            return Ok(Resume::Hive(Box::new(game), hive.seats.clone()));
        }
        if let Some(blokus) = &self.blokus3d {
            let position = Box::new(blokus.position.clone());
            return Ok(Resume::Blokus3d(position, blokus.seats()));
        }
        let request = match (&self.record, &self.setup) {
            (Some(record), _) => {
                let game = record.replay().map_err(|error| error.to_string())?;
                Request::NewGame {
                    rules: *game.rules(),
                    start: Start::Game(Box::new(game)),
                }
            }
            (None, Some(setup)) => Request::NewGame {
                rules: setup.rules,
                start: Start::ResumeSetup(Box::new(setup.clone())),
            },
            (None, None) => return Err("the save holds no game".into()),
        };
        Ok(Resume::Deblockle(request, Computer(self.computer)))
    }

    /// Whether there is something to carry on: a setup, or a game not over.
    fn unfinished(&self) -> bool {
        if let Some(hive) = &self.hive {
            return hive.unfinished();
        }
        if let Some(blokus) = &self.blokus3d {
            return !blokus.position.is_over();
        }
        match &self.record {
            Some(record) => record.result.is_none(),
            None => self.setup.is_some(),
        }
    }
}

/// The autosave file and what was found in it at start. Only the app
/// inserts it: headless tests autosave only where they ask.
#[derive(Resource)]
pub struct Autosave {
    /// The latest game saved or found, for "Continue".
    latest: Option<SavedGame>,
    /// Why the file is not written this run (it could not be read).
    problem: Option<tabletop_i18n::Message>,
    writer: Option<Sender<SavedGame>>,
}

impl Autosave {
    /// The autosave in the platform's data folder, if it has one.
    pub fn in_data_folder() -> Option<Autosave> {
        crate::folders::data_file("autosave.ron").map(|path| Autosave::at(&path))
    }

    /// The autosave kept at `path`: reads what is there now and starts the
    /// writer, unless the file cannot be read.
    pub fn at(path: &Path) -> Autosave {
        let (latest, problem) = match tabletop_store::load::<SavedGame>(path, WHAT, VERSION) {
            Ok(found) => (found, None),
            Err(error) => {
                warn!("autosave: {error}; this run does not autosave");
                (
                    None,
                    Some(
                        tabletop_i18n::Message::new("autosave-unreadable")
                            .with("error", error.to_string()),
                    ),
                )
            }
        };
        let writer = problem.is_none().then(|| spawn_writer(path.to_owned()));
        Autosave {
            latest,
            problem,
            writer,
        }
    }

    /// A game that "Continue" can carry on: saved and not finished.
    pub fn resumable(&self) -> Option<&SavedGame> {
        self.latest.as_ref().filter(|saved| saved.unfinished())
    }

    /// Why the autosave is off this run, in a player's words.
    pub fn problem(&self) -> Option<&tabletop_i18n::Message> {
        self.problem.as_ref()
    }

    /// Keeps `saved` as the latest game and writes it (on the writer thread).
    pub(crate) fn save(&mut self, saved: SavedGame) {
        if self.latest.as_ref() == Some(&saved) {
            return;
        }
        if let Some(writer) = &self.writer
            && writer.send(saved.clone()).is_err()
        {
            warn!("autosave: the writer has stopped; the game is no longer saved");
            self.writer = None;
        }
        self.latest = Some(saved);
    }
}

/// Writes each save it receives, skipping to the newest when saves come
/// faster than the disk takes them.
fn spawn_writer(path: PathBuf) -> Sender<SavedGame> {
    let (sender, receiver): (Sender<SavedGame>, Receiver<SavedGame>) = channel();
    std::thread::spawn(move || {
        while let Ok(mut saved) = receiver.recv() {
            while let Ok(newer) = receiver.try_recv() {
                saved = newer;
            }
            if let Err(error) = tabletop_store::save(&saved, &path, WHAT) {
                warn!("autosave: {error}");
            }
        }
    });
    sender
}

/// A game other than Deblockle that the autosave keeps: its session, the
/// message that says it changed, and who plays it.
pub trait Autosaved: Resource {
    /// The game's change message.
    type Change: Message;
    /// Who plays.
    type Seats: Resource;

    /// What goes into the autosave.
    fn saved(&self, seats: &Self::Seats) -> SavedGame;
}

/// Saves game `G` after each change (added by each game's plugin).
pub fn save_after_changes_of<G: Autosaved>(
    mut changes: MessageReader<G::Change>,
    session: Option<Res<G>>,
    seats: Res<G::Seats>,
    autosave: Option<ResMut<Autosave>>,
) {
    let changed = changes.read().count() > 0;
    if let (true, Some(session), Some(mut autosave)) = (changed, session, autosave) {
        autosave.save(session.saved(&seats));
    }
}

/// Saves the game whenever it changes, and the setup whenever something is
/// decided in it (a lesson is not a game to save).
fn save_after_changes(
    mut changes: MessageReader<Change>,
    session: Option<Res<Session>>,
    setup: Option<Res<Setup>>,
    lesson: Option<Res<ActiveLesson>>,
    computer: Res<Computer>,
    mut autosave: ResMut<Autosave>,
) {
    let changed = changes
        .read()
        .any(|change| !matches!(change, Change::Cleared));
    if lesson.is_some() {
        return;
    }
    let (record, setup) = match (session, setup) {
        (Some(session), _) if changed => (Some(GameRecord::from_game(&session.game)), None),
        // Compared with the last save before it is written: the setup
        // changes every frame while the dice roll, its decisions rarely.
        (None, Some(setup)) if setup.is_changed() => (None, Some(setup.snapshot())),
        _ => return,
    };
    autosave.save(SavedGame {
        version: VERSION,
        record,
        setup,
        computer: computer.0,
        hive: None,
        blokus3d: None,
    });
}
