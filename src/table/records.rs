//! Saving the game at the table as a record in the games folder (in the
//! platform's data folder), and exports beside the records: one file per
//! save, named by the player, never replacing another. What a record holds
//! is each game's business; listing and opening them is the Games screen's.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::Serialize;

/// What a record is called in messages.
pub const WHAT: &str = "game record";

/// The games folder, if the platform has a data folder.
pub fn games_folder() -> Option<PathBuf> {
    crate::folders::data_file("games")
}

/// The name a game is offered to be saved under: `game-YYYY-MM-DD-HHMMSS` (UTC).
pub fn default_name() -> String {
    format!("game-{}", now_stamp())
}

/// The time now as file names write it: `YYYY-MM-DD-HHMMSS` (UTC).
pub fn now_stamp() -> String {
    utc_stamp(SystemTime::now())
}

/// Today's date as records write it: `YYYY.MM.DD` (UTC).
pub fn record_date() -> String {
    utc_stamp(SystemTime::now())[..10].replace('-', ".")
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

/// Writes `text` in `folder` as `NAME.EXTENSION` (an export, such as a
/// Hive PGN), under the same naming rules as [`save_record`].
///
/// # Errors
/// As [`save_record`].
pub fn save_text(
    text: &str,
    folder: &Path,
    name: &str,
    extension: &str,
) -> Result<PathBuf, String> {
    save_as(folder, name, extension, |path| {
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
    let path = free_path(folder, name, extension)?;
    write(&path).map(|()| path)
}

/// `folder/NAME.EXTENSION` with the name made safe (letters, digits,
/// spaces, '-' and '_'), numbered (`NAME-2.EXTENSION`) if a file has it.
///
/// # Errors
/// The name has no letter or digit.
pub fn free_path(folder: &Path, name: &str, extension: &str) -> Result<PathBuf, String> {
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
    Ok(path)
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
}
