//! Which lessons are done, kept between runs in the platform's data folder
//! as versioned RON, written atomically (a temporary file, then a rename).
//! A file that cannot be read is reported and left alone: progress is then
//! kept for this run only, and the file is never overwritten.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabletop_store::StoreError;

use super::LessonCompleted;

/// The version this build writes and reads.
const VERSION: u32 = 1;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, load_progress)
        .add_systems(Update, record_completions);
}

/// The lessons completed, by id.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// The format's version.
    pub version: u32,
    /// The ids of the lessons completed.
    pub completed: BTreeSet<String>,
}

/// Where the progress is kept, and whether it may be written.
#[derive(Resource, Debug)]
pub struct ProgressFile {
    /// The file, if the platform has a data folder.
    pub path: Option<PathBuf>,
    /// Why the file is not written this run (it could not be read).
    pub problem: Option<tabletop_i18n::Message>,
}

/// What the progress file is called in messages.
const WHAT: &str = "tutorial progress";

impl Progress {
    /// Reads progress from `path`; no file is no progress yet.
    ///
    /// # Errors
    /// The file cannot be read, is not a progress file, or is newer.
    pub fn load(path: &Path) -> Result<Progress, StoreError> {
        Ok(tabletop_store::load(path, WHAT, VERSION)?.unwrap_or_else(Progress::new))
    }

    /// No lesson done yet.
    pub fn new() -> Progress {
        Progress {
            version: VERSION,
            completed: BTreeSet::new(),
        }
    }

    /// Writes progress to `path` atomically: a reader sees the old file or
    /// the new one, never a part.
    ///
    /// # Errors
    /// The folder or the file cannot be written.
    pub fn save(&self, path: &Path) -> Result<(), StoreError> {
        tabletop_store::save(self, path, WHAT)
    }
}

fn load_progress(mut commands: Commands) {
    let path = crate::folders::data_file("tutorial-progress.ron");
    let (progress, problem) = match path.as_deref().map(Progress::load) {
        Some(Ok(progress)) => (progress, None),
        Some(Err(error)) => {
            let shown = path.as_deref().map(Path::display);
            warn!("tutorial progress in {shown:?}: {error}; kept for this run only");
            (
                Progress::new(),
                Some(
                    tabletop_i18n::Message::new("tutorial-progress-unreadable")
                        .with("error", error.to_string()),
                ),
            )
        }
        None => (Progress::new(), None),
    };
    commands.insert_resource(progress);
    commands.insert_resource(ProgressFile { path, problem });
}

fn record_completions(
    mut completions: MessageReader<LessonCompleted>,
    progress: Option<ResMut<Progress>>,
    file: Option<Res<ProgressFile>>,
) {
    let (Some(mut progress), Some(file)) = (progress, file) else {
        return;
    };
    for LessonCompleted(id) in completions.read() {
        if !progress.completed.insert(id.clone()) {
            continue;
        }
        if let (Some(path), None) = (&file.path, &file.problem)
            && let Err(error) = progress.save(path)
        {
            warn!("tutorial progress not saved to {}: {error}", path.display());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        crate::testing::scratch_folder("progress", name).join("progress.ron")
    }

    #[test]
    fn progress_round_trips_and_starts_empty() {
        let path = scratch("round-trip");
        assert_eq!(Progress::load(&path).unwrap(), Progress::new());
        let mut progress = Progress::new();
        progress.completed.insert("03-cross".into());
        progress.save(&path).unwrap();
        assert_eq!(Progress::load(&path).unwrap(), progress);
        assert!(!tabletop_store::temporary_path(&path).exists());
    }

    #[test]
    fn a_bad_or_newer_file_is_an_error_and_stays_as_it_was() {
        let path = scratch("bad");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        for text in [
            "garbage",
            "(version: 1, completed: [\"a\"",
            "(version: 9, completed: [])",
        ] {
            std::fs::write(&path, text).unwrap();
            assert!(Progress::load(&path).is_err(), "{text}");
            assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        }
    }
}
