//! Saved games of every game, as the Games screen lists and opens them:
//! records in the games folder (saved at the table, `table::records`) — for
//! Deblockle the same RON format `tabletop-cli deblockle match --record`
//! writes and `replay` checks, for Hive a [`HiveRecord`] holding the UHP
//! GameString, for Blokus 3D a [`BlokusRecord`] holding the position — and
//! the Hive world's own records (hivegame.com's and Mzinga's `.pgn`,
//! BoardSpace's `.sgf`), replayed under the rules. A record copied into the
//! folder is imported; the files there are the export. The Games screen
//! lists them and opens one.

use std::path::{Path, PathBuf};
use tabletop_rules::clock::ClockRecord;

use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::deblockle::{Game, GameRecord, Move};
use tabletop_rules::hive::{RecordError, read_record};
use tabletop_rules::tree::MoveTree;

use crate::blokus3d::records::BlokusRecord;
use crate::hive::records::HiveRecord;
use crate::table::records::WHAT;

/// A game read from the games folder.
#[derive(Clone, Debug, PartialEq)]
pub enum Recorded {
    /// A Deblockle game, replayed under the rules, its clocks and its
    /// move tree (where it holds more than the game).
    Deblockle(Game, Option<ClockRecord>, Option<Box<MoveTree<Move>>>),
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
    pub game: Result<Recorded, Unreadable>,
}

/// Why a file of the games folder cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// The file, or one of our records, as the store or the rules word it.
    File(String),
    /// A record of another Hive program: which line, and why.
    Record(RecordError),
}

impl Unreadable {
    /// What to tell the player about the file called `name`.
    pub fn message(&self, name: &str) -> Message {
        match self {
            // The store's and the rules' words name the file already.
            Unreadable::File(detail) => Message::new("problem").with("detail", detail.clone()),
            Unreadable::Record(error) => Message::new("named-problem")
                .with("name", name)
                .with("detail", error.message()),
        }
    }
}

/// The files the Games screen lists: our records, and Hive records of
/// other programs.
const LISTED_EXTENSIONS: [&str; 3] = ["ron", "pgn", "sgf"];

/// The records in `folder`, newest name first; files that are not records
/// are listed with the reason.
pub fn list_games(folder: &Path) -> Vec<Listed> {
    record_files(folder).into_iter().map(Listed::read).collect()
}

/// The files of `folder` the Games screen lists, newest name first (none
/// if it cannot be read).
pub fn record_files(folder: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| {
            path.extension()
                .is_some_and(|ext| LISTED_EXTENSIONS.iter().any(|listed| ext == *listed))
        })
        .collect();
    paths.sort();
    paths.reverse();
    paths
}

impl Listed {
    /// The record file at `path`, read and replayed.
    pub fn read(path: PathBuf) -> Listed {
        Listed {
            game: open_game(&path),
            path,
        }
    }
}

/// The game in a record file, checked under the rules.
///
/// # Errors
/// The file cannot be read, is not a record, is newer, or breaks a rule.
pub fn open_game(path: &Path) -> Result<Recorded, Unreadable> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| Unreadable::File(format!("{}: {error}", path.display())))?;
    read_game(path, &text)
}

/// The game in the text of the record file at `path` (whose extension
/// tells a Hive program's record from ours), checked under the rules.
///
/// # Errors
/// As [`open_game`].
pub fn read_game(path: &Path, text: &str) -> Result<Recorded, Unreadable> {
    if path
        .extension()
        .is_some_and(|ext| ext == "pgn" || ext == "sgf")
    {
        let record = read_record(text).map_err(Unreadable::Record)?;
        let imported = HiveRecord::imported(&record.game).with_tree(&record.move_tree());
        return Ok(Recorded::Hive(imported));
    }
    open_our_record(path, text).map_err(Unreadable::File)
}

/// One of our own records (RON), checked under the rules.
fn open_our_record(path: &Path, text: &str) -> Result<Recorded, String> {
    let broken = |error: String| format!("{}: {error}", path.display());
    // A Blokus 3D record holds a position; a Hive record a GameString,
    // which names its game type; a Deblockle record neither.
    if text.contains("position:") {
        let record: BlokusRecord = tabletop_store::parse(text, path, WHAT, BlokusRecord::VERSION)
            .map_err(|error| error.to_string())?;
        return Ok(Recorded::Blokus3d(Box::new(record)));
    }
    if text.contains("\"Base;") || text.contains("\"Base+") {
        let record: HiveRecord = tabletop_store::parse(text, path, WHAT, HiveRecord::VERSION)
            .map_err(|error| error.to_string())?;
        record.replay().map_err(broken)?;
        return Ok(Recorded::Hive(record));
    }
    let record: GameRecord = tabletop_store::parse(text, path, WHAT, GameRecord::VERSION)
        .map_err(|error| error.to_string())?;
    record
        .replay()
        .map(|game| {
            let clock = record.clock.clone().map(|clock| *clock);
            Recorded::Deblockle(game, clock, record.tree.clone())
        })
        .map_err(|error| broken(error.to_string()))
}

#[cfg(test)]
mod tests {
    use tabletop_rules::deblockle::{Position, RulesOptions};

    use super::*;
    use crate::table::records::{save_record, save_text};

    #[cfg(target_os = "linux")]
    #[test]
    fn a_record_saved_to_a_full_disk_says_why_and_leaves_nothing_behind() {
        let folder = crate::testing::scratch_folder("records", "disk_full");
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a folder");
        let record = GameRecord::from_game(&Game::new(
            RulesOptions::default(),
            Position::example_start(),
        ));
        // The record's temporary file lands on /dev/full (ENOSPC).
        let path = folder.join("Opening.ron");
        std::os::unix::fs::symlink("/dev/full", tabletop_store::temporary_path(&path))
            .expect("linked");
        let error = save_record(&record, &folder, "Opening").expect_err("the disk is full");
        assert!(error.contains("Opening.ron"), "{error}");
        assert!(list_games(&folder).is_empty(), "no record, whole or half");
        assert_eq!(std::fs::read_dir(&folder).expect("lists").count(), 0);
        save_record(&record, &folder, "Opening").expect("saved once there is room");
        assert_eq!(list_games(&folder).len(), 1);
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
            save_text("Base;NotStarted;White[1]", &folder, "hive export", "txt").expect("written");
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
        let recorded = Recorded::Deblockle(game.clone(), None, None);
        assert_eq!(opened, [&recorded, &recorded]);
        let broken = listed
            .iter()
            .find(|l| l.path.ends_with("broken.ron"))
            .expect("listed");
        assert!(broken.game.as_ref().is_err_and(
            |e| matches!(e, Unreadable::File(e) if e.contains("not a valid game record"))
        ));
        assert_eq!(
            std::fs::read_to_string(folder.join("broken.ron")).expect("kept"),
            "(version: 1, rules:"
        );
        let _ = std::fs::remove_dir_all(&folder);
    }

    #[test]
    fn records_of_other_hive_programs_are_listed_and_a_bad_one_says_its_line() {
        let folder = std::env::temp_dir().join(format!("tabletop-imports-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a folder");
        let pgn = "[GameType \"Base+MLP\"]\n\n1. wL\n2. bP wL-\n";
        std::fs::write(folder.join("from-hivegame.pgn"), pgn).expect("written");
        let sgf = "(;\nSU[hive]\n; P0[1 dropb wS1 N 13 .]\n; P0[2 done]\n; P1[3 dropb bS1 R 13 .]\n; P1[4 done]\n)";
        std::fs::write(folder.join("boardspace.sgf"), sgf).expect("written");
        let listed = list_games(&folder);
        assert_eq!(listed.len(), 2);
        let game = |name: &str| {
            &listed
                .iter()
                .find(|l| l.path.ends_with(name))
                .expect("listed")
                .game
        };
        match game("from-hivegame.pgn") {
            Ok(Recorded::Hive(record)) => {
                assert_eq!(record.game, "Base+MLP;InProgress;White[2];wL;bP wL-");
                assert!(record.replay().is_ok());
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            game("boardspace.sgf"),
            Err(Unreadable::Record(RecordError::Line { line: 5, .. }))
        ));
        assert_eq!(
            std::fs::read_to_string(folder.join("boardspace.sgf")).expect("kept"),
            sgf
        );
        let _ = std::fs::remove_dir_all(&folder);
    }
}
