//! Saved games of every game: the player saves the game at the table into
//! the games folder (in the platform's data folder) as a record — for
//! Deblockle the same RON format `tabletop-cli deblockle match --record`
//! writes and `replay` checks, for Hive a [`HiveRecord`] holding the UHP
//! GameString, for Blokus 3D a [`BlokusRecord`] holding the position. A record copied into the folder is imported; the files
//! there are the export. The Games screen lists them and opens one.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::Serialize;
use tabletop_rules::deblockle::{Game, GameRecord};

use crate::blokus3d::records::BlokusRecord;
use crate::hive::records::HiveRecord;

/// What a record is called in messages.
const WHAT: &str = "game record";

/// The games folder, if the platform has a data folder.
pub fn games_folder() -> Option<PathBuf> {
    crate::folders::data_file("games")
}

/// The name a game is offered to be saved under: `game-YYYY-MM-DD-HHMMSS` (UTC).
pub fn default_name() -> String {
    format!("game-{}", utc_stamp(SystemTime::now()))
}

/// Saves `record` in `folder` as `NAME.ron`, atomically; a name already
/// taken gets a number (`NAME-2.ron`): no saved game is ever replaced.
/// Returns the file.
///
/// # Errors
/// The name has no letter or digit, or the folder or the file cannot be
/// written (the message says which).
pub fn save_record(record: &impl Serialize, folder: &Path, name: &str) -> Result<PathBuf, String> {
    save_as(folder, name, "ron", |path| {
        tabletop_store::save(record, path, WHAT).map_err(|error| error.to_string())
    })
}

/// Writes `text` in `folder` as `NAME.txt` (an export, such as a UHP
/// GameString), under the same naming rules as [`save_record`].
///
/// # Errors
/// As [`save_record`].
pub fn save_text(text: &str, folder: &Path, name: &str) -> Result<PathBuf, String> {
    save_as(folder, name, "txt", |path| {
        tabletop_store::write_atomically(path, text.as_bytes()).map_err(|error| error.to_string())
    })
}

/// Writes with `write` into `folder/NAME.EXTENSION`, the name made safe
/// and numbered if taken.
fn save_as(
    folder: &Path,
    name: &str,
    extension: &str,
    write: impl FnOnce(&Path) -> Result<(), String>,
) -> Result<PathBuf, String> {
    // Letters, digits, spaces, '-' and '_' only: a name is never a path.
    let name: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                ' '
            }
        })
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    if !name.chars().any(char::is_alphanumeric) {
        return Err("a name needs a letter or a digit".into());
    }
    let path = (1..)
        .map(|n| match n {
            1 => folder.join(format!("{name}.{extension}")),
            n => folder.join(format!("{name}-{n}.{extension}")),
        })
        .find(|path| !path.exists())
        .unwrap_or_else(|| folder.join(format!("{name}.{extension}")));
    write(&path).map(|()| path)
}

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

/// `YYYY-MM-DD-HHMMSS` in UTC.
fn utc_stamp(now: SystemTime) -> String {
    let seconds = now.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, in_day) = (seconds / 86_400, seconds % 86_400);
    let (year, month, day) = civil_from_days(days as i64);
    format!(
        "{year:04}-{month:02}-{day:02}-{:02}{:02}{:02}",
        in_day / 3600,
        in_day / 60 % 60,
        in_day % 60
    )
}

/// The calendar date of a day counted from 1970-01-01 (Howard Hinnant's
/// `civil_from_days`, for the proleptic Gregorian calendar).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * shifted_month + 2) / 5 + 1) as u32;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use tabletop_rules::deblockle::{Position, RulesOptions};

    use super::*;

    #[test]
    fn dates_are_the_calendar_s() {
        // Checked against `date -u -d @SECONDS`.
        for (seconds, stamp) in [
            (0, "1970-01-01-000000"),
            (951_782_400, "2000-02-29-000000"),
            (1_796_069_045, "2026-11-30-200405"),
            (4_107_542_399, "2100-02-28-235959"),
        ] {
            assert_eq!(utc_stamp(UNIX_EPOCH + Duration::from_secs(seconds)), stamp);
        }
    }

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
