//! The records of the latest finished games, in the history folder of the
//! data folder: every finished game's record is written there, and only
//! the newest [`KEPT_RECORDS`] are kept, so that the folder stays small
//! however long a player plays (the history keeps a line for every game).

use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::table::records::save_record;

/// How many finished games' records the history folder keeps.
pub const KEPT_RECORDS: usize = 500;

/// Writes `record` into `folder` as `NAME.ron` (numbered if taken), then
/// removes the oldest records beyond `keep`; the file's name, or why it
/// could not be written.
pub fn keep_record(
    record: &impl Serialize,
    folder: &Path,
    name: &str,
    keep: usize,
) -> Result<String, String> {
    let path = save_record(record, folder, name)?;
    forget_oldest(folder, keep);
    Ok(path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default())
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
