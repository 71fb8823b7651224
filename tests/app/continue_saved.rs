//! Carrying on a saved game: autosaves written by the app before the games
//! were peers (format version 1, kept as fixtures) and before every table
//! had the same seats (version 2's Deblockle, which kept only the
//! computer's seat) still open and continue, each in its own game; `--continue` does what the menu's Continue does,
//! and says why when there is nothing to carry on.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use clap::Parser;
use tabletop::AppOptions;
use tabletop::blokus3d::session::{BlokusSeats, BlokusSession};
use tabletop::deblockle::seats::against_computer;
use tabletop::deblockle::setup::Setup;
use tabletop::game_start::StartGame;
use tabletop::hive::session::HiveSession;
use tabletop::menu::MenuNotice;
use tabletop::saved_game::{GameAutosave, Saved, SavedGame, VERSION};
use tabletop::screens::Screen;
use tabletop::table::autosave::SaveFile;
use tabletop::table::seats::Seat;
use tabletop::testing::headless_app;
use tabletop_ai::Level;
use tabletop_rules::deblockle::Player;

use super::setup::run_until;
use super::{session, settle};

/// A copy of the fixture `name` of autosave version `version` in a scratch
/// folder, so that nothing a test does can touch the fixture itself.
fn fixture(version: u32, name: &str) -> PathBuf {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("tests/fixtures/autosave-v{version}"))
        .join(name);
    let folder = std::env::temp_dir().join(format!(
        "tabletop-continue-{}-v{version}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a scratch folder");
    let path = folder.join("autosave.ron");
    std::fs::copy(&fixture, &path).expect("the fixture is there");
    path
}

/// The game a version-1 autosave offers to continue.
fn resumed(name: &str) -> StartGame {
    resumed_from(1, name)
}

/// The game an autosave of version `version` offers to continue.
fn resumed_from(version: u32, name: &str) -> StartGame {
    let autosave = GameAutosave::at(&fixture(version, name));
    assert!(autosave.problem().is_none(), "{name} reads");
    autosave
        .resumable()
        .expect("a game to continue")
        .resume()
        .expect("it replays under the rules")
}

/// Starts `start` in a fresh headless app, as Continue does.
fn continued(start: StartGame) -> App {
    let mut app = headless_app();
    app.world_mut().write_message(start);
    settle(&mut app);
    app
}

#[test]
fn a_version_1_deblockle_game_continues_with_the_computer_in_its_seat() {
    let start = resumed("deblockle-game.ron");
    let StartGame::Deblockle(_, seats) = &start else {
        panic!("a Deblockle game: {start:?}");
    };
    assert_eq!(*seats, against_computer(Player::Teal, Level::Easy));
    let app = continued(start);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        tabletop::deblockle::TABLE
    );
    // Gold took its block off with d5N and Teal (the computer) answered.
    let moves: Vec<String> = session(&app)
        .game
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(moves.len(), 2);
    assert_eq!(moves[0], "d5N");
}

#[test]
fn a_version_2_deblockle_game_continues_with_its_computer_seated() {
    let start = resumed_from(2, "deblockle-game.ron");
    let StartGame::Deblockle(_, seats) = &start else {
        panic!("a Deblockle game: {start:?}");
    };
    assert_eq!(*seats, against_computer(Player::Teal, Level::Hard));
    let app = continued(start);
    assert_eq!(session(&app).game.moves().len(), 2);
}

#[test]
fn a_version_1_deblockle_setup_continues_at_the_placing() {
    let mut app = continued(resumed("deblockle-setup.ron"));
    run_until(&mut app, "Gold places again", |world| {
        world
            .get_resource::<Setup>()
            .and_then(Setup::placement)
            .is_some_and(|placement| {
                (0..4)
                    .filter(|&block| placement.square(block).is_some())
                    .count()
                    == 2
            })
    });
}

#[test]
fn a_version_1_hive_game_continues() {
    let app = continued(resumed("hive-game.ron"));
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        tabletop::hive::TABLE
    );
    let game = &app.world().resource::<HiveSession>().game;
    assert_eq!(game.moves().len(), 3);
    assert!(game.to_string().ends_with("wQ -wS1"), "{game}");
}

#[test]
fn a_version_1_blokus_game_continues_with_its_players() {
    let start = resumed("blokus3d-game.ron");
    let StartGame::Blokus3d(_, seats) = &start else {
        panic!("a Blokus 3D game: {start:?}");
    };
    assert_eq!(
        *seats,
        BlokusSeats::new(vec![Seat::Person, Seat::Computer(Level::Hard)])
    );
    let app = continued(start);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        tabletop::blokus3d::TABLE
    );
    let position = &app.world().resource::<BlokusSession>().position;
    assert!(!position.history().is_empty());
}

#[test]
fn a_version_1_autosave_is_written_back_in_todays_format() {
    let path = fixture(1, "hive-game.ron");
    let found = SavedGame::load(&path).expect("read").expect("there");
    assert_eq!(found.version, VERSION);
    assert!(matches!(found.game, Saved::Hive(_)));
    tabletop_store::save(&found, &path, SavedGame::WHAT).expect("written");
    assert_eq!(SavedGame::load(&path).expect("read again"), Some(found));
}

#[test]
fn continue_on_the_command_line_opens_the_saved_game_or_the_menu_with_the_reason() {
    let options = AppOptions::parse_from(["tabletop", "--continue"]);
    assert!(options.check().is_ok());
    let mut app = headless_app();
    app.insert_resource(GameAutosave::at(&fixture(1, "hive-game.ron")));
    options.apply(&mut app);
    settle(&mut app);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        tabletop::hive::TABLE
    );
    assert_eq!(app.world().resource::<HiveSession>().game.moves().len(), 3);

    // Nothing saved: the menu, which says so.
    let mut app = headless_app();
    let empty = std::env::temp_dir().join(format!("tabletop-continue-none-{}", std::process::id()));
    app.insert_resource(GameAutosave::at(&empty.join("autosave.ron")));
    options.apply(&mut app);
    settle(&mut app);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    let notice = app
        .world()
        .resource::<MenuNotice>()
        .0
        .clone()
        .expect("a reason");
    assert!(
        super::in_english(&notice).contains("no game to continue"),
        "{notice:?}"
    );
    assert!(AppOptions::try_parse_from(["tabletop", "--continue", "--game", "hive"]).is_err());
}
