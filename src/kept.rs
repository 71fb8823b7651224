//! Small files kept between runs in the platform's data folder (the
//! tutorial's and the puzzles' progress, the players, the games' history):
//! versioned RON written atomically (a temporary file, then a rename), on a
//! writer thread, so that a game's end never waits for the disk. A
//! file that cannot be read is reported and left alone: what it holds is
//! then kept for this run only, and the file is never overwritten. A file
//! that goes on growing (the history) is instead set aside when damaged,
//! under a name of its own beside it, and a fresh one begun, so that no
//! game after it is lost.

use std::marker::PhantomData;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

use bevy::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;
use tabletop_i18n::Message;
use tabletop_store::{StoreError, Writer};

/// A value kept in a file of the data folder, and the app's resource.
pub trait Kept: Resource + Serialize + DeserializeOwned {
    /// The file's name in the data folder.
    const FILE: &'static str;
    /// What the file is called in messages.
    const WHAT: &'static str;
    /// The format's version this build writes and reads.
    const VERSION: u32;
    /// Whether a damaged file is set aside (renamed beside it) and a fresh
    /// one begun, rather than left in place and not written this run.
    const SETS_ASIDE_DAMAGED: bool = false;
    /// The message that says the file could not be read (its `error`).
    const UNREADABLE: &'static str = "progress-unreadable";

    /// The value before anything is kept.
    fn fresh() -> Self;

    /// The value read from an older version, brought up to this one.
    fn upgraded(self) -> Self {
        self
    }

    /// Reads the value from `path`; no file is the fresh value.
    ///
    /// # Errors
    /// The file cannot be read, holds something else, or is newer.
    fn load(path: &Path) -> Result<Self, StoreError> {
        Ok(tabletop_store::load(path, Self::WHAT, Self::VERSION)?
            .map_or_else(Self::fresh, Self::upgraded))
    }

    /// Reads the value from a file's text (as if from `path`).
    ///
    /// # Errors
    /// The text holds something else, or is newer.
    fn read(text: &str, path: &Path) -> Result<Self, StoreError> {
        tabletop_store::parse(text, path, Self::WHAT, Self::VERSION).map(Self::upgraded)
    }

    /// Writes the value to `path` atomically, now: a reader sees the old
    /// file or the new one, never a part.
    ///
    /// # Errors
    /// The folder or the file cannot be written.
    fn save(&self, path: &Path) -> Result<(), StoreError> {
        tabletop_store::save(self, path, Self::WHAT)
    }
}

/// The thread every kept file is written on (started with the first
/// write), so that a game's end never waits for the disk.
fn writer() -> &'static Writer {
    static WRITER: OnceLock<Writer> = OnceLock::new();
    WRITER.get_or_init(|| Writer::spawn(|error| warn!("not saved: {error}")))
}

/// Does `work` with files on the writer thread, after every file handed
/// to it before (a finished game's record, the old ones tidied away);
/// `false` if the writer has stopped (nothing is done then).
pub fn in_background(work: impl FnOnce() + Send + 'static) -> bool {
    writer().run(work)
}

/// How long the app waits, quitting, for the kept files to reach the disk.
const LAST_WRITE_PATIENCE: Duration = Duration::from_secs(5);

/// Waits until every kept file handed to the writer is written, at most
/// `patience`; whether it was.
pub fn flush_kept(patience: Duration) -> bool {
    writer().flush(patience)
}

/// As the app quits, what is being kept is written before the writer goes
/// with the process.
fn flush_on_exit(mut exits: MessageReader<AppExit>) {
    if exits.read().count() > 0 && !flush_kept(LAST_WRITE_PATIENCE) {
        warn!("the player's files were not all written before quitting");
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Last, flush_on_exit);
}

/// Where `T` is kept, and whether it may be written.
#[derive(Resource, Debug)]
pub struct KeptFile<T> {
    /// The file, if the platform has a data folder.
    pub path: Option<PathBuf>,
    /// Why the file is not written this run (it could not be read).
    pub problem: Option<Message>,
    /// What the player should be told of the file at the start: why it is
    /// not written, or where its damaged predecessor was set aside.
    pub notice: Option<Message>,
    kept: PhantomData<fn() -> T>,
}

impl<T: Kept> KeptFile<T> {
    /// Writes `value` (on the writer thread), unless the file could not be
    /// read at the start (it is then left as it was); a failure is logged,
    /// the value kept on.
    pub fn keep(&self, value: &T) {
        let (Some(path), None) = (&self.path, &self.problem) else {
            return;
        };
        match tabletop_store::encode(value, T::WHAT) {
            Ok(text) => {
                if !writer().write(path.clone(), text.into_bytes()) {
                    warn!(
                        "{} not saved to {}: the writer has stopped",
                        T::WHAT,
                        path.display()
                    );
                }
            }
            Err(error) => warn!("{} not saved to {}: {error}", T::WHAT, path.display()),
        }
    }
}

/// Reads `T` from the data folder as the app is built, so that a screen
/// opened from the command line (`--puzzles`) finds it, and what went
/// wrong, at its first frame (its `OnEnter` runs before `Startup`).
pub fn add_kept<T: Kept>(app: &mut App) {
    insert_kept::<T>(app, crate::folders::data_file(T::FILE));
}

/// Reads `T` from `path` now: the value (fresh if there is none or it
/// cannot be read) and its [`KeptFile`] become resources.
pub fn insert_kept<T: Kept>(app: &mut App, path: Option<PathBuf>) {
    let (value, problem, notice) = match path.as_deref().map(T::load) {
        Some(Ok(value)) => (value, None, None),
        Some(Err(error @ StoreError::Malformed { .. })) if T::SETS_ASIDE_DAMAGED => {
            let path = path.as_deref().unwrap_or(Path::new(T::FILE));
            match tabletop_store::set_aside(path) {
                Ok(aside) => {
                    warn!(
                        "{} damaged ({error}); set aside as {}",
                        T::WHAT,
                        aside.display()
                    );
                    let notice = Message::new("kept-set-aside")
                        .with("error", error.to_string())
                        .with("file", aside.display().to_string());
                    (T::fresh(), None, Some(notice))
                }
                Err(rename) => unreadable::<T>(path, &rename),
            }
        }
        Some(Err(error)) => unreadable::<T>(path.as_deref().unwrap_or(Path::new(T::FILE)), &error),
        None => (T::fresh(), None, None),
    };
    app.insert_resource(value);
    app.insert_resource(KeptFile::<T> {
        path,
        problem,
        notice,
        kept: PhantomData,
    });
}

/// A file that cannot be read (nor set aside): kept for this run only.
fn unreadable<T: Kept>(path: &Path, error: &StoreError) -> (T, Option<Message>, Option<Message>) {
    warn!(
        "{} in {}: {error}; kept for this run only",
        T::WHAT,
        path.display()
    );
    let problem = Message::new(T::UNREADABLE).with("error", error.to_string());
    (T::fresh(), Some(problem.clone()), Some(problem))
}
