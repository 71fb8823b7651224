//! The records of the latest finished games, in the history folder of the
//! data folder: every finished game's record is written there, and only
//! the newest [`KEPT_RECORDS`] are kept, so that the folder stays small
//! however long a player plays (the history keeps a line for every game).

use std::path::{Path, PathBuf};

use bevy::log::warn;
use serde::Serialize;

use crate::table::records::{WHAT, free_path};

/// How many finished games' records the history folder keeps.
pub const KEPT_RECORDS: usize = 500;

/// Hands `record` to the writer thread, to be written into `folder` as
/// `NAME.ron` (numbered if taken) and the oldest records beyond `keep`
/// then removed, so that a game's end never waits for the disk; the
/// file's name, or why it cannot be written (a failure on the writer
/// thread is logged there).
pub fn keep_record(
    record: &impl Serialize,
    folder: &Path,
    name: &str,
    keep: usize,
) -> Result<String, String> {
    let text = tabletop_store::encode(record, WHAT).map_err(|error| error.to_string())?;
    let path = free_path(folder, name, "ron")?;
    let file_name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    let folder = folder.to_owned();
    let handed = crate::kept::in_background(move || {
        match tabletop_store::write_atomically(&path, text.as_bytes()) {
            Ok(()) => forget_oldest(&folder, keep),
            Err(error) => warn!("the finished game's record: {error}"),
        }
    });
    if handed {
        Ok(file_name)
    } else {
        Err("the writer has stopped".into())
    }
}

/// Removes the oldest records (by name, which starts with the time they
/// were written) until at most `keep` remain. Best effort: a file that
/// cannot be removed stays.
fn forget_oldest(folder: &Path, keep: usize) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    let mut records: Vec<PathBuf> = entries
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    records.sort();
    let surplus = records.len().saturating_sub(keep);
    for old in &records[..surplus] {
        let _ = std::fs::remove_file(old);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_newest_records_are_kept() {
        let folder = crate::testing::scratch_folder("history", "kept");
        for second in 0..5 {
            let name = format!("2026-12-04-00000{second}-hive");
            let written = keep_record(&(1_u32, second), &folder, &name, 3);
            assert_eq!(written, Ok(format!("{name}.ron")));
        }
        assert!(crate::kept::flush_kept(std::time::Duration::from_secs(30)));
        let kept = |second: u32| {
            folder
                .join(format!("2026-12-04-00000{second}-hive.ron"))
                .exists()
        };
        assert_eq!(
            (0..5).map(kept).collect::<Vec<_>>(),
            [false, false, true, true, true]
        );
        assert_eq!(std::fs::read_dir(&folder).expect("the folder").count(), 3);
    }
}
