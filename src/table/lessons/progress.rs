//! Which lessons are done, of every game, kept between runs in the data
//! folder (see [`crate::kept`]: versioned, atomic, a bad file reported and
//! left alone).

use std::collections::BTreeSet;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{LessonCompleted, Taught};
use crate::kept::{Kept, KeptFile, add_kept};

/// Reads the progress and keeps it as lessons are completed (once, however
/// many games teach); `G` takes on the first version's lessons if they
/// were its.
pub(super) fn add_progress<G: Taught>(app: &mut App) {
    if !app.world().contains_resource::<KeptFile<Progress>>() {
        add_kept::<Progress>(app);
        app.add_systems(Update, record_completions);
    }
    if G::KEPT_FIRST
        && let Some(mut progress) = app.world_mut().get_resource_mut::<Progress>()
    {
        progress.take_on_names(G::GAME);
    }
}

/// The lessons completed, by id.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// The format's version.
    pub version: u32,
    /// The ids of the lessons completed (`hive/03-the-queen`).
    pub completed: BTreeSet<String>,
}

impl Kept for Progress {
    const FILE: &'static str = "tutorial-progress.ron";
    const WHAT: &'static str = "tutorial progress";
    const VERSION: u32 = 2;

    fn fresh() -> Progress {
        Progress {
            version: Self::VERSION,
            completed: BTreeSet::new(),
        }
    }

    /// The first version kept one game's lessons by their names alone:
    /// they stay so until that game takes them on ([`Progress::take_on_names`]).
    fn upgraded(self) -> Progress {
        Progress {
            version: Self::VERSION,
            ..self
        }
    }
}

impl Progress {
    /// The lessons kept by their names alone (the first version's) become
    /// `game`'s: each name its id.
    pub fn take_on_names(&mut self, game: &str) {
        if self.completed.iter().all(|id| id.contains('/')) {
            return;
        }
        self.completed = std::mem::take(&mut self.completed)
            .into_iter()
            .map(|id| match id.contains('/') {
                true => id,
                false => format!("{game}/{id}"),
            })
            .collect();
    }
}

fn record_completions(
    mut completions: MessageReader<LessonCompleted>,
    progress: Option<ResMut<Progress>>,
    file: Option<Res<KeptFile<Progress>>>,
) {
    let (Some(mut progress), Some(file)) = (progress, file) else {
        return;
    };
    for LessonCompleted(id) in completions.read() {
        if progress.completed.insert(id.clone()) {
            file.keep(&*progress);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    fn scratch(name: &str) -> PathBuf {
        crate::testing::scratch_folder("progress", name).join("progress.ron")
    }

    #[test]
    fn progress_round_trips_and_starts_empty() {
        let path = scratch("round-trip");
        assert_eq!(Progress::load(&path).unwrap(), Progress::fresh());
        let mut progress = Progress::fresh();
        progress.completed.insert("deblockle/03-cross".into());
        progress.save(&path).unwrap();
        assert_eq!(Progress::load(&path).unwrap(), progress);
        assert!(!tabletop_store::temporary_path(&path).exists());
    }

    #[test]
    fn the_first_versions_names_are_deblockles_lessons() {
        let path = scratch("older");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(
            &path,
            "(version: 1, completed: [\"03-cross\", \"11-a-puzzle\"])",
        )
        .unwrap();
        let mut progress = Progress::load(&path).unwrap();
        assert_eq!(progress.version, 2);
        progress.take_on_names("deblockle");
        let ids: Vec<&str> = progress.completed.iter().map(String::as_str).collect();
        assert_eq!(ids, ["deblockle/03-cross", "deblockle/11-a-puzzle"]);
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
