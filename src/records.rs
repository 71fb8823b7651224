//! Saved games of every game, as the Games screen lists and opens them:
//! records in the games folder (saved at the table, `table::records`) — for
//! Deblockle the same RON format `tabletop-cli deblockle match --record`
//! writes and `replay` checks, for Hive a [`HiveRecord`] holding the UHP
//! GameString, for Blokus 3D a [`BlokusRecord`] holding the position. A record copied into the folder is imported; the files
//! there are the export. The Games screen lists them and opens one.

use std::path::{Path, PathBuf};

use tabletop_rules::deblockle::{Game, GameRecord};

use crate::blokus3d::records::BlokusRecord;
use crate::hive::records::HiveRecord;
use crate::table::records::WHAT;

/// A game read from the games folder.
#[derive(Clone, Debug, PartialEq)]
pub enum Recorded {
    /// A Deblockle game, replayed under the rules.
    Deblockle(Game),
    /// A Hive record (replay it with [`HiveRecord::replay`]).
    Hive(HiveRecord),
    /// A Blokus 3D record (its position checked under the rules as read).
    Blokus3d(Box<BlokusRecord>),
}

/// One file of the games folder.
pub struct Listed {
    /// The file.
    pub path: PathBuf,
    /// The game in it, or why it cannot be opened (the file is left alone).
    pub game: Result<Recorded, String>,
}

/// The records in `folder`, newest name first; files that are not records
/// are listed with the reason.
pub fn list_games(folder: &Path) -> Vec<Listed> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    paths.sort();
    paths.reverse();
    paths
        .into_iter()
        .map(|path| Listed {
            game: open_game(&path),
            path,
        })
        .collect()
}

/// The game in a record file, checked under the rules.
///
/// # Errors
/// The file cannot be read, is not a record, is newer, or breaks a rule.
pub fn open_game(path: &Path) -> Result<Recorded, String> {
    let text =
        std::fs::read_to_string(path).map_err(|error| format!("{}: {error}", path.display()))?;
    let broken = |error: String| format!("{}: {error}", path.display());
    // A Blokus 3D record holds a position; a Hive record a GameString,
    // which names its game type; a Deblockle record neither.
    if text.contains("position:") {
        let record: BlokusRecord = tabletop_store::parse(&text, path, WHAT, BlokusRecord::VERSION)
            .map_err(|error| error.to_string())?;
        return Ok(Recorded::Blokus3d(Box::new(record)));
    }
    if text.contains("Base;") {
        let record: HiveRecord = tabletop_store::parse(&text, path, WHAT, HiveRecord::VERSION)
            .map_err(|error| error.to_string())?;
        record.replay().map_err(broken)?;
        return Ok(Recorded::Hive(record));
    }
    let record: GameRecord = tabletop_store::parse(&text, path, WHAT, GameRecord::VERSION)
        .map_err(|error| error.to_string())?;
    record
        .replay()
        .map(Recorded::Deblockle)
        .map_err(|error| broken(error.to_string()))
}

#[cfg(test)]
mod tests {
    use tabletop_rules::deblockle::{Position, RulesOptions};

    use super::*;
    use crate::table::records::{save_record, save_text};

    #[test]
    fn saved_games_list_newest_first_and_bad_files_say_why() {
        let folder = std::env::temp_dir().join(format!("tabletop-games-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        let mut game = Game::new(RulesOptions::default(), Position::example_start());
        game.play("c1N-d3".parse().expect("a move")).expect("legal");
        let record = GameRecord::from_game(&game);
        let first = save_record(&record, &folder, "Opening").expect("saved");
        let second = save_record(&record, &folder, "Opening").expect("saved under another name");
        assert_eq!(
            first.file_name().expect("a file").to_string_lossy(),
            "Opening.ron"
        );
        assert_eq!(
            second.file_name().expect("a file").to_string_lossy(),
            "Opening-2.ron"
        );
        assert!(
            save_record(&record, &folder, " ../ ").is_err(),
            "no letters: refused"
        );
        let tidied = save_record(&record, &folder, "../up/and away").expect("saved");
        assert_eq!(
            tidied.parent(),
            Some(folder.as_path()),
            "never outside the folder"
        );
        std::fs::remove_file(tidied).expect("removed");
        // An export is text beside the records, never listed as one.
        let exported =
            save_text("Base;NotStarted;White[1]", &folder, "hive export").expect("written");
        assert_eq!(
            std::fs::read_to_string(&exported).expect("read"),
            "Base;NotStarted;White[1]"
        );
        assert!(exported.ends_with("hive export.txt"));
        std::fs::write(folder.join("broken.ron"), "(version: 1, rules:").expect("written");
        std::fs::write(folder.join("notes.txt"), "not a record").expect("written");
        let listed = list_games(&folder);
        assert_eq!(listed.len(), 3, "only .ron files");
        let opened: Vec<&Recorded> = listed.iter().filter_map(|l| l.game.as_ref().ok()).collect();
        let recorded = Recorded::Deblockle(game.clone());
        assert_eq!(opened, [&recorded, &recorded]);
        let broken = listed
            .iter()
            .find(|l| l.path.ends_with("broken.ron"))
            .expect("listed");
        assert!(
            broken
                .game
                .as_ref()
                .is_err_and(|e| e.contains("not a valid game record"))
        );
        assert_eq!(
            std::fs::read_to_string(folder.join("broken.ron")).expect("kept"),
            "(version: 1, rules:"
        );
        let _ = std::fs::remove_dir_all(&folder);
    }
}
