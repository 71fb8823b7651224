//! The game in progress, saved after every move to the platform's data
//! folder, so that "Continue" carries on exactly where the player left off,
//! even after a crash. The table layer keeps the file; what is in it is the
//! business of the layer above the games, which knows them all
//! ([`SaveFile`]): each game only says, with an [`Autosaving`] message, what
//! its saved form is now.
//!
//! Saves go to a writer thread (`tabletop_store::Writer`: a flush to disk
//! can take longer than a frame), which writes atomically: a process
//! killed mid-save leaves the previous save whole. An autosave that cannot
//! be read at start is reported and left alone: this run then does not
//! autosave, rather than overwrite what might still be rescued.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use bevy::prelude::*;
use serde::Serialize;
use tabletop_rules::clock::ClockRecord;
use tabletop_store::{StoreError, Writer};

use super::Notice;
use super::clock::TableClock;
use super::game::{SeatsOf, TableGame};
use super::history::Ending;
use super::network::{Across, NetTable};
use super::save_dialog::{TableRecords, save_session};

/// What the autosave file holds: a saved game of any kind.
pub trait SaveFile: Serialize + Clone + PartialEq + Send + Sync + 'static {
    /// What the file is called in messages.
    const WHAT: &'static str;

    /// Reads the file at `path` (every version this build knows).
    ///
    /// # Errors
    /// The file cannot be read, is damaged, or is newer.
    fn load(path: &Path) -> Result<Option<Self>, StoreError>;

    /// Whether there is something to carry on: a game not over.
    fn unfinished(&self) -> bool;

    /// The same save with the clocks of a timed game.
    fn timed(self, clock: ClockRecord) -> Self;

    /// The same save of a game played with friends elsewhere, with how it
    /// is played across (so that Continue finds them again).
    fn across(self, across: Across) -> Self;
}

/// A game's saved form `P` as it is now, to keep in the autosave, with the
/// clocks of its table's game if it is timed, and how it is played with
/// friends elsewhere if it is.
#[derive(Message, Clone, Debug)]
pub struct Autosaving<P>(pub P, pub Option<ClockRecord>, pub Option<Across>);

impl<P> Autosaving<P> {
    /// `saved`, with the clocks of `screen`'s game if the table's clock
    /// is theirs (another table's may stand), and how it is played across
    /// if the network's table is `screen`.
    pub fn at(
        saved: P,
        (clock, net): (Option<&TableClock>, Option<&NetTable>),
        screen: crate::screens::Screen,
    ) -> Self {
        let across = net.filter(|net| net.table == screen);
        Autosaving(
            saved,
            TableClock::record_at(clock, screen),
            across.and_then(NetTable::across),
        )
    }
}

/// The autosave file and what was found in it at start. Only the app
/// inserts it: headless tests autosave only where they ask.
#[derive(Resource)]
pub struct Autosave<S: SaveFile> {
    /// The latest game saved or found, for "Continue".
    latest: Option<S>,
    /// Why the file is not written this run (it could not be read).
    problem: Option<tabletop_i18n::Message>,
    /// The file and its writer, while it is written.
    writer: Option<(PathBuf, Writer)>,
    /// Why writes failed, as the writer reports them (the lock only
    /// because resources are shared between threads).
    failures: Option<Mutex<Receiver<String>>>,
}

impl<S: SaveFile> Autosave<S> {
    /// The autosave in the platform's data folder, if it has one.
    pub fn in_data_folder() -> Option<Autosave<S>> {
        crate::folders::data_file("autosave.ron").map(|path| Autosave::at(&path))
    }

    /// The autosave kept at `path`: reads what is there now and starts the
    /// writer, unless the file cannot be read.
    pub fn at(path: &Path) -> Autosave<S> {
        let (latest, problem) = match S::load(path) {
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
        let (writer, failures) = match problem {
            None => {
                let (failed, failures) = channel();
                let writer = Writer::spawn(move |error| {
                    warn!("autosave: {error}");
                    let _ = failed.send(error.to_string());
                });
                (Some((path.to_owned(), writer)), Some(Mutex::new(failures)))
            }
            Some(_) => (None, None),
        };
        Autosave {
            latest,
            problem,
            writer,
            failures,
        }
    }

    /// A game that "Continue" can carry on: saved and not finished.
    pub fn resumable(&self) -> Option<&S> {
        self.latest.as_ref().filter(|saved| saved.unfinished())
    }

    /// Why writes failed since last asked (the disk full, the folder gone),
    /// as the writer reports them.
    fn failures(&self) -> Vec<String> {
        let Some(failures) = &self.failures else {
            return Vec::new();
        };
        failures
            .lock()
            .map(|failures| failures.try_iter().collect())
            .unwrap_or_default()
    }

    /// Why the autosave is off this run, in a player's words.
    pub fn problem(&self) -> Option<&tabletop_i18n::Message> {
        self.problem.as_ref()
    }

    /// Keeps `saved` as the latest game and writes it (on the writer thread).
    fn save(&mut self, saved: S) {
        if self.latest.as_ref() == Some(&saved) {
            return;
        }
        if let Some((path, writer)) = &self.writer {
            match tabletop_store::encode(&saved, S::WHAT) {
                Ok(text) => {
                    if !writer.write(path.clone(), text.into_bytes()) {
                        warn!("autosave: the writer has stopped; the game is no longer saved");
                        self.writer = None;
                    }
                }
                Err(error) => warn!("autosave: {error}"),
            }
        }
        self.latest = Some(saved);
    }

    /// Waits until every save sent so far is on disk (or has failed, which
    /// the writer reports), at most `patience`; whether it was. Before the
    /// app quits, so that the last move is not lost with the writer.
    pub fn flush(&self, patience: Duration) -> bool {
        self.writer
            .as_ref()
            .is_none_or(|(_, writer)| writer.flush(patience))
    }
}

/// How long the app waits, quitting, for the last save to reach the disk.
const LAST_SAVE_PATIENCE: Duration = Duration::from_secs(5);

/// As the app quits, the last save is written before the writer goes with
/// the process.
pub fn flush_on_exit<S: SaveFile>(
    mut exits: MessageReader<AppExit>,
    autosave: Option<Res<Autosave<S>>>,
) {
    if let (true, Some(autosave)) = (exits.read().count() > 0, autosave)
        && !autosave.flush(LAST_SAVE_PATIENCE)
    {
        warn!("autosave: the last save was not written before quitting");
    }
}

/// Says at the table when the autosave could not be written: a notice, not
/// a silent loss (the save before it is kept).
pub fn report_autosave_failures<S: SaveFile>(
    autosave: Option<Res<Autosave<S>>>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(autosave) = autosave else {
        return;
    };
    for error in autosave.failures() {
        let words = tabletop_i18n::Message::new("autosave-failed").with("error", error);
        notices.write(Notice(words));
    }
}

/// Keeps each saved form `P` that a game announces in the autosave file of
/// `S` (added, for each game, by the layer that knows them all).
pub fn keep_autosaves<P, S>(
    mut saves: MessageReader<Autosaving<P>>,
    autosave: Option<ResMut<Autosave<S>>>,
) where
    P: Clone + Send + Sync + 'static,
    S: SaveFile + From<P>,
{
    let latest = saves.read().last().cloned();
    if let (Some(Autosaving(saved, clock, across)), Some(mut autosave)) = (latest, autosave) {
        let mut saved = S::from(saved);
        if let Some(clock) = clock {
            saved = saved.timed(clock);
        }
        if let Some(across) = across {
            saved = saved.across(across);
        }
        autosave.save(saved);
    }
}

/// What is kept of a game: its session saved whole after each change, the
/// record the save dialog writes, and its line in the history.
pub trait Recorded: TableGame {
    /// What goes into the autosave.
    type Saved: Clone + Send + Sync + 'static;
    /// What the save dialog writes (the games folder's format).
    type Record: Serialize;

    /// The saved form of the game now, with who plays it.
    fn saved(&self, seats: &SeatsOf<Self>) -> Self::Saved;

    /// The game's record, with who plays it and its clocks (a game played
    /// on them).
    fn record(&self, seats: &SeatsOf<Self>, clock: Option<ClockRecord>) -> Self::Record;

    /// Its computer levels' ratings, as `tabletop-cli rate-levels` wrote
    /// them (`assets/levels/<game>.ron`); a game without one is not rated.
    const LEVEL_TABLE: Option<&'static str> = None;

    /// The variant played, in the game's own words (`Base+MLP`); a game
    /// with one variant says nothing.
    fn variant(&self) -> String {
        String::new()
    }

    /// How the game ended on the board, once it has (a clock run out is
    /// the table's to say: see [`Recorded::how_it_ended`]).
    fn ending(&self) -> Option<Ending>;

    /// How the game ended, once it has: on a seat's time or resigned
    /// (every other seat wins), or as the game says.
    fn how_it_ended(&self) -> Option<Ending> {
        let (loser, how) = match (self.timed_out(), self.resigned()) {
            (Some(loser), _) => (loser, "how-time"),
            (None, Some(loser)) => (loser, "how-resigned"),
            (None, None) => return self.ending(),
        };
        Some(Ending {
            winners: (0..self.sides()).filter(|&seat| seat != loser).collect(),
            how,
        })
    }
}

/// Adds game `G`'s saving: its saved form announced after each change for
/// the autosave, and its record for the save dialog.
pub fn add_autosave<G: Recorded>(app: &mut App) {
    app.add_message::<Autosaving<G::Saved>>()
        .add_systems(
            Update,
            announce_changes_of::<G>.in_set(super::TableSystems::Show),
        )
        .saves_records(G::SCREEN, save_session::<G>);
}

/// Announces game `G`'s saved form after each change (a move, or the tree
/// written in), with its clocks (a lesson or a puzzle is not a game to
/// save, nor a position being set up: the game before it is kept).
fn announce_changes_of<G: Recorded>(
    mut changes: MessageReader<G::Change>,
    mut trees: MessageReader<super::tree::TreeChanged<G>>,
    setting_up: Option<Res<super::set_up::PositionBeingSetUp>>,
    session: Option<Res<G>>,
    seats: Res<SeatsOf<G>>,
    (clock, net): (Option<Res<TableClock>>, Option<Res<NetTable>>),
    mut saves: MessageWriter<Autosaving<G::Saved>>,
) {
    let tree_changed = trees.read().count() > 0;
    let changed = changes.read().count() > 0 || tree_changed;
    if let (true, Some(session), None) = (changed, session, setting_up)
        && !session.guided()
    {
        let saved = session.saved(&seats);
        let table = (clock.as_deref(), net.as_deref());
        saves.write(Autosaving::at(saved, table, G::SCREEN));
    }
}
