//! The autosave against the faults a disk has, end to end: a full disk is
//! said at the table and the save before it stays whole (Continue still
//! offers it), and the app killed while it saves leaves a save that
//! resumes. The store's own tests cover each step of a write.

use std::io::BufRead as _;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use rand::prelude::*;
use rand_chacha::ChaCha8Rng;
use tabletop::deblockle::records::DeblockleSave;
use tabletop::saved_game::{GameAutosave as Autosave, Saved, SavedGame};
use tabletop::table::autosave::SaveFile;
use tabletop::testing::headless_app;
use tabletop_rules::deblockle::{Game, GameRecord, Position, RulesOptions};

use super::autosave::{Said, listen};
use super::{play, session, start};

/// Gold's d5 block lies Star-south and leaves at once; e1 stays.
const TWO_GOLD: &str = "7/3*3/3gCP3/7/7/3*3/tPC1tPC1gPC2 g";

fn scratch(name: &str) -> PathBuf {
    tabletop::testing::scratch_folder("faults", name).join("autosave.ron")
}

/// The moves of the Deblockle game in the autosave at `path`, if it holds one.
fn saved_moves(path: &Path) -> Option<usize> {
    match SavedGame::load(path).ok().flatten()?.game {
        Saved::Deblockle(DeblockleSave::Game { record, .. }) => Some(record.moves.len()),
        _ => None,
    }
}

/// Checks the autosave holds `moves` moves once the writer has written
/// what `app` sent it.
fn until_saved(app: &mut App, path: &Path, moves: usize) {
    tabletop::testing::flush_autosave(app);
    assert_eq!(saved_moves(path), Some(moves), "saved with {moves} moves");
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_said_at_the_table_and_continue_still_offers_the_save_before_it() {
    let path = scratch("full");
    let mut app = headless_app();
    app.insert_resource(Autosave::at(&path))
        .init_resource::<Said>()
        .add_systems(Update, listen);
    start(&mut app, TWO_GOLD);
    until_saved(&mut app, &path, 0);
    let before = std::fs::read(&path).expect("the first save");
    // Every write of the next save fails as on a full disk (ENOSPC).
    let temporary = tabletop_store::temporary_path(&path);
    std::os::unix::fs::symlink("/dev/full", &temporary).expect("linked");
    play(&mut app, &["d5N"]);
    tabletop::testing::frames_until(&mut app, "the full disk is said", |app| {
        app.world()
            .resource::<Said>()
            .0
            .iter()
            .any(|key| key == "autosave-failed")
    });
    assert_eq!(std::fs::read(&path).expect("still there"), before);
    let kept = SavedGame::load(&path).expect("reads").expect("there");
    assert!(
        kept.unfinished() && kept.resume().is_ok(),
        "Continue offers it"
    );
    // Room again: the next move is saved with everything before it.
    let _ = std::fs::remove_file(&temporary);
    let reply = session(&app).game.legal_moves()[0].to_string();
    play(&mut app, &[&reply]);
    until_saved(&mut app, &path, 2);
}

/// Where `the_app_killed_while_it_saves_leaves_a_save_that_resumes` sends
/// its child.
const CHILD_PATH: &str = "TABLETOP_FAULTS_AUTOSAVE";

/// Not a test on its own: the child process of the kill test. It plays
/// random games and saves each position as the autosave does, saying each
/// save it has made, until it is killed.
#[test]
#[ignore = "run by the_app_killed_while_it_saves_leaves_a_save_that_resumes"]
fn autosaving_until_killed() {
    use std::io::Write as _;
    let Some(path) = std::env::var_os(CHILD_PATH) else {
        return;
    };
    let path = PathBuf::from(path);
    let start: Position = TWO_GOLD.parse().expect("a position");
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut game = Game::new(RulesOptions::default(), start);
    let mut out = std::io::stdout().lock();
    loop {
        let saved = SavedGame::from(DeblockleSave::Game {
            record: GameRecord::from_game(&game),
            seats: Default::default(),
            computer: None,
        });
        tabletop_store::save(&saved, &path, SavedGame::WHAT).expect("saved");
        let _ = writeln!(out, "saved {}", game.moves().len());
        let _ = out.flush();
        match game.legal_moves().choose(&mut rng) {
            Some(&mv) if game.outcome().is_none() => {
                game.play(mv).expect("a legal move");
            }
            _ => game = Game::new(RulesOptions::default(), start),
        }
    }
}

#[test]
fn the_app_killed_while_it_saves_leaves_a_save_that_resumes() {
    let path = scratch("killed");
    kill_mid_save(
        "faults::autosaving_until_killed",
        CHILD_PATH,
        &path,
        |attempt| {
            let saved = SavedGame::load(&path)
                .expect("a whole save after the kill")
                .expect("there");
            assert!(saved.resume().is_ok(), "attempt {attempt}: it resumes");
        },
    );
}

/// Runs the ignored test `child` (which saves to the file named in the
/// environment variable `variable`, saying `saved …` after each save) eight
/// times, killed after a different number of saves each time, and checks
/// the file after each kill with `check` (given the attempt).
pub(super) fn kill_mid_save(child: &str, variable: &str, path: &Path, check: impl Fn(usize)) {
    for attempt in 0..8 {
        let mut child = std::process::Command::new(std::env::current_exe().expect("this binary"))
            .args(["--ignored", "--exact", child])
            .args(["--nocapture", "--test-threads", "1"])
            .env(variable, path)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("the child starts");
        let lines = std::io::BufReader::new(child.stdout.take().expect("its output")).lines();
        // A different number of saves each attempt, then killed mid-way
        // through the ones after.
        let saves = lines
            .map_while(Result::ok)
            .filter(|line| line.starts_with("saved "))
            .take(1 + attempt * 5)
            .count();
        child.kill().expect("killed");
        let _ = child.wait();
        assert_eq!(saves, 1 + attempt * 5, "the child saved");
        check(attempt);
    }
}
