//! What the app's own files must do with any bytes at all, for the fuzz
//! targets in `fuzz/` (`--features app`) and the regression tests over
//! their kept inputs: never panic; and where more can be asked, what reads
//! writes back the same and what the rules accepted replays under them.
//! Each check takes one fuzz input and panics on a broken promise.

use std::path::{Path, PathBuf};

use tabletop_rules::deblockle::GameRecord;

use crate::deblockle::puzzles::book::parse_book;
use crate::deblockle::tutorial::lesson::DeblockleLesson;
use crate::kept::Kept;
use crate::records::{Recorded, read_game};
use crate::saved_game::SavedGame;
use crate::settings::Settings;
use crate::table::history::names::MOST_PEOPLE;
use crate::table::history::{History, Player, Players, SeatNames, stats};
use crate::table::lessons::progress::Progress;
use crate::table::puzzles::progress::PuzzleProgress;
use crate::table::puzzles::{PuzzleEvent, PuzzleNews};

/// A fuzz target's check of one input.
pub type Check = fn(&[u8]);

/// Every check of the app's files by its fuzz target's name.
pub const TARGETS: &[(&str, Check)] = &[
    ("autosave", autosave),
    ("settings", settings),
    ("progress", progress),
    ("lessons", lessons),
    ("puzzle_book", puzzle_book),
    ("records", records),
    ("history", history),
];

fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// The autosave: what reads writes back as text that reads and writes the
/// same, and it resumes or says why not.
pub fn autosave(data: &[u8]) {
    let Some(text) = text(data) else {
        return;
    };
    let path = Path::new("autosave.ron");
    let Ok(saved) = SavedGame::read(text, path) else {
        return;
    };
    let written = ron::to_string(&saved).expect("a save writes");
    let again = SavedGame::read(&written, path)
        .unwrap_or_else(|error| panic!("{written:?} does not read back: {error}"));
    assert_eq!(ron::to_string(&again).ok(), Some(written));
    let _carried_on_or_refused = saved.resume();
}

/// The settings: every value is one the app can use, and they write back
/// the same.
pub fn settings(data: &[u8]) {
    let Some(text) = text(data) else {
        return;
    };
    let path = Path::new("settings.ron");
    let Ok(settings) = Settings::read(text, path) else {
        return;
    };
    for volume in [settings.volume, settings.music_volume] {
        assert!((0.0..=1.0).contains(&volume), "volume {volume}");
    }
    let speed = settings.animation_speed;
    assert!(speed.is_finite() && speed > 0.0, "animation speed {speed}");
    let (least, most) = crate::settings::UI_SCALE_BOUNDS;
    assert!(
        (least..=most).contains(&settings.ui_scale),
        "UI scale {}",
        settings.ui_scale
    );
    if let Some((width, height)) = settings.window_size {
        assert!((1..=16384).contains(&width) && (1..=16384).contains(&height));
    }
    let written = ron::to_string(&settings).expect("settings write");
    assert_eq!(Settings::read(&written, path).ok(), Some(settings));
}

/// The tutorial's progress (an even first byte) or the puzzles' (odd):
/// what reads writes back the same, and the puzzles' takes news in.
pub fn progress(data: &[u8]) {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let Some(text) = text(rest) else {
        return;
    };
    if choice % 2 == 0 {
        written_back::<Progress>(text);
    } else if let Some(mut progress) = written_back::<PuzzleProgress>(text) {
        let news = |what| PuzzleNews {
            game: "deblockle".into(),
            what,
        };
        progress.record(&news(PuzzleEvent::Solved {
            id: "fuzz".into(),
            clean: true,
        }));
        progress.record(&news(PuzzleEvent::Stumbled));
        assert_eq!(progress.streak("deblockle").now, 0);
        assert!(progress.levels(&[]).is_empty());
    }
}

/// The history (an even first byte) or the players (odd): what reads
/// writes back as text that reads and writes the same; the Record screen's
/// counts come out of any history, and a game rates any players.
pub fn history(data: &[u8]) {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let Some(text) = text(rest) else {
        return;
    };
    if choice % 2 == 0 {
        if let Some(history) = text_written_back::<History>(text) {
            for game in ["deblockle", "hive", "blokus3d"] {
                let records = stats::records_of(&history.games, game);
                let games: u32 = records.iter().map(|record| record.results.games()).sum();
                assert!(games as usize <= 4 * history.games.len());
                let _latest = stats::latest(&history.games, game, 4);
            }
        }
    } else if let Some(mut players) = text_written_back::<Players>(text) {
        let levels = tabletop_rating::LevelTable::read(include_str!("../assets/levels/hive.ron"))
            .expect("the shipped level table reads");
        let names: Vec<String> = players.players.iter().map(|p| p.name.clone()).collect();
        for name in names.iter().take(4) {
            let seats = [
                Player::Person(name.clone()),
                Player::Computer(tabletop_ai::Level::Hard),
            ];
            for change in players
                .rate("hive", &levels, &seats, &[0])
                .into_iter()
                .flatten()
            {
                assert!(change.after.rating.is_finite(), "{change:?}");
            }
        }
        seat_and_rename(&mut players, &names);
    }
}

/// The names last seated are seated again, the players renamed and
/// forgotten: no two places at a table ever share a name.
fn seat_and_rename(players: &mut Players, names: &[String]) {
    let mut seated = SeatNames::default();
    for (place, name) in players.seated.iter().enumerate().take(MOST_PEOPLE) {
        seated.seat(place, name);
    }
    for name in names {
        players.rename(name, "Renamed");
        seated.rename(name, "Renamed");
        seated.forget(name);
    }
    seated.forget("Renamed");
    let chosen = &seated.chosen;
    for (place, name) in chosen.iter().enumerate() {
        assert!(!chosen[place + 1..].contains(name), "{chosen:?}");
    }
}

/// The kept value in `text`, after checking that it writes back as text
/// that reads back and writes the same (values with floats are compared
/// as written: a NaN is never equal to itself).
fn text_written_back<T: Kept>(text: &str) -> Option<T> {
    let path = Path::new(T::FILE);
    let value = T::read(text, path).ok()?;
    let written = ron::to_string(&value).expect("a kept file writes");
    let again = T::read(&written, path)
        .unwrap_or_else(|error| panic!("{written:?} does not read back: {error}"));
    assert_eq!(ron::to_string(&again).ok(), Some(written));
    Some(value)
}

/// The kept value in `text`, after checking that it writes back the same.
fn written_back<T: Kept + PartialEq + std::fmt::Debug>(text: &str) -> Option<T> {
    let path = Path::new(T::FILE);
    let value = T::read(text, path).ok()?;
    let written = ron::to_string(&value).expect("progress writes");
    assert_eq!(T::read(&written, path).ok().as_ref(), Some(&value));
    Some(value)
}

/// A lesson file: one that reads has a solution that reaches its goal
/// under the rules (checked as it reads), and a start that reads back from
/// its notation.
pub fn lessons(data: &[u8]) {
    let Some(text) = text(data) else {
        return;
    };
    let Ok(lesson) = DeblockleLesson::from_ron("fuzz", text) else {
        return;
    };
    let start = lesson.start.start();
    assert_eq!(
        tabletop_rules::deblockle::Position::from_notation(&start.to_string(), start.rules()).ok(),
        Some(*start)
    );
    assert_eq!(lesson.session().learner, Some(start.turn()));
}

/// A puzzle book: each puzzle kept has a position that reads back from its
/// notation (its line was checked under the rules as it was read).
pub fn puzzle_book(data: &[u8]) {
    let Some(text) = text(data) else {
        return;
    };
    let Ok((puzzles, _refused)) = parse_book(text, Path::new("deblockle.ron")) else {
        return;
    };
    for puzzle in puzzles {
        let position = puzzle.position.to_string();
        let rules = puzzle.position.rules();
        assert_eq!(
            tabletop_rules::deblockle::Position::from_notation(&position, rules).ok(),
            Some(puzzle.position),
            "{}",
            puzzle.id
        );
    }
}

/// A file of the games folder (the first byte picks its extension: ours,
/// PGN or SGF): a game it opens replays under the rules.
pub fn records(data: &[u8]) {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let Some(text) = text(rest) else {
        return;
    };
    let extension = ["ron", "pgn", "sgf"][usize::from(choice % 3)];
    let path = PathBuf::from(format!("game.{extension}"));
    match read_game(&path, text) {
        Ok(Recorded::Deblockle(game, _clock, _tree)) => {
            let own = GameRecord::from_game(&game);
            assert!(own.replay().is_ok(), "a game's own record replays");
        }
        Ok(Recorded::Hive(record)) => {
            if let Err(error) = record.replay() {
                panic!("a Hive record opened, then does not replay: {error}");
            }
        }
        Ok(Recorded::Blokus3d(record)) => {
            let _game = record.game();
            let _seats = record.seats();
        }
        Err(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;

    /// The files in `folder`, none when it does not exist.
    fn inputs(folder: &Path) -> Vec<PathBuf> {
        let Ok(entries) = fs::read_dir(folder) else {
            return Vec::new();
        };
        entries
            .map(|entry| entry.expect("a corpus folder lists").path())
            .filter(|path| path.is_file())
            .collect()
    }

    /// Every kept input of the app's fuzz targets (the named seeds and the
    /// crash reproducers) passes its check on stable.
    #[test]
    fn every_kept_input_of_the_app_files_passes_its_check() {
        let fuzz = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
        for (target, check) in TARGETS {
            let seeds = inputs(&fuzz.join("seeds").join(target));
            assert!(!seeds.is_empty(), "fuzz/seeds/{target} is missing");
            for path in seeds
                .iter()
                .chain(&inputs(&fuzz.join("regressions").join(target)))
            {
                check(&fs::read(path).expect("a kept input reads"));
            }
        }
    }
}
