//! The autosave, headless: every move is saved (atomically, off the frame
//! loop), a saved game resumes exactly (blocks already taken off in their
//! trays, the computer in its seat), and a save that cannot be read is
//! reported and never written over.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use tabletop::deblockle::pieces::Blocks;
use tabletop::deblockle::records::DeblockleSave;
use tabletop::deblockle::seats::{DeblockleSeats, against_computer};
use tabletop::deblockle::session::{DeblockleRequest, Start};
use tabletop::deblockle::setup::{Placing, SetupPlan, SetupRequest};
use tabletop::game_start::StartGame;
use tabletop::saved_game::{GameAutosave as Autosave, Saved, SavedGame, VERSION};
use tabletop::table::autosave::SaveFile;
use tabletop::testing::{flush_autosave, headless_app};
use tabletop_ai::Level;
use tabletop_rules::deblockle::{
    Game, GameRecord, Player, Position, RulesOptions, starting_squares,
};

use super::setup::{placement, placing_for, run_until};
use super::{assert_blocks_match_the_rules, play, session, settle, start};

/// Gold's d5 block lies Star-south and leaves at once; e1 stays.
const TWO_GOLD: &str = "7/3*3/3gCP3/7/7/3*3/tPC1tPC1gPC2 g";

fn scratch(name: &str) -> PathBuf {
    tabletop::testing::scratch_folder("autosave", name).join("autosave.ron")
}

fn saved(path: &Path) -> Option<DeblockleSave> {
    match SavedGame::load(path).ok().flatten()?.game {
        Saved::Deblockle(saved) => Some(saved),
        _ => None,
    }
}

/// The game and the seats of a save of a game (not a setup).
fn game_of(saved: &DeblockleSave) -> Option<(&GameRecord, &DeblockleSeats)> {
    match saved {
        DeblockleSave::Game { record, seats, .. } => Some((record, seats)),
        DeblockleSave::Setup { .. } => None,
    }
}

/// The save once the writer has written what `app` sent it, which must
/// hold `moves` moves.
fn wait_for_save(app: &App, path: &Path, moves: usize) -> DeblockleSave {
    flush_autosave(app);
    saved(path)
        .filter(|s| game_of(s).is_some_and(|(r, _)| r.moves.len() == moves))
        .unwrap_or_else(|| panic!("the save does not hold {moves} moves"))
}

#[test]
fn every_move_is_saved_and_the_game_resumes_exactly() {
    let path = scratch("resume");
    let mut app = headless_app();
    app.insert_resource(Autosave::at(&path));
    app.insert_resource(against_computer(Player::Teal, Level::Easy));
    start(&mut app, TWO_GOLD);
    wait_for_save(&app, &path, 0);
    play(&mut app, &["d5N"]);
    // Teal (the computer) answers; wait for it and for the save.
    let deadline = Instant::now() + Duration::from_secs(20);
    while session(&app).game.moves().len() < 2 {
        assert!(Instant::now() < deadline, "Teal never answered");
        app.update();
    }
    settle(&mut app);
    let save = wait_for_save(&app, &path, 2);
    let before = session(&app).game.clone();
    let (record, seats) = game_of(&save).expect("a game");
    assert_eq!(record, &GameRecord::from_game(&before));
    assert_eq!(seats, &against_computer(Player::Teal, Level::Easy));

    // A new run: the same game, Gold's removed block in Gold's tray.
    let mut resumed = headless_app();
    let autosave = Autosave::at(&path);
    let Ok(StartGame::Deblockle(request, seats)) =
        autosave.resumable().expect("a game to continue").resume()
    else {
        panic!("a Deblockle game to continue");
    };
    resumed.insert_resource(seats);
    resumed.world_mut().write_message(request);
    settle(&mut resumed);
    assert_eq!(session(&resumed).game, before);
    assert_eq!(resumed.world().resource::<Blocks>().trays.gold.len(), 1);
    assert_blocks_match_the_rules(&mut resumed);
    // Undo takes the removal back out of the tray (and Teal's answer with it).
    resumed.world_mut().write_message(DeblockleRequest::Undo);
    settle(&mut resumed);
    assert!(session(&resumed).game.moves().is_empty());
    assert_blocks_match_the_rules(&mut resumed);
}

#[test]
fn a_finished_game_is_saved_but_not_offered_to_continue() {
    let path = scratch("finished");
    let mut app = headless_app();
    app.insert_resource(Autosave::at(&path));
    start(&mut app, super::ONE_EACH);
    play(&mut app, &super::ONE_EACH_GAME);
    let save = wait_for_save(&app, &path, super::ONE_EACH_GAME.len());
    assert!(game_of(&save).is_some_and(|(record, _)| record.result.is_some()));
    assert!(Autosave::at(&path).resumable().is_none());
}

#[test]
fn a_save_that_cannot_be_read_is_reported_and_never_written_over() {
    let path = scratch("damaged");
    std::fs::create_dir_all(path.parent().expect("a folder")).expect("folder");
    let game = Game::new(RulesOptions::default(), Position::example_start());
    let whole = ron::ser::to_string(&SavedGame::from(DeblockleSave::Game {
        record: GameRecord::from_game(&game),
        seats: DeblockleSeats::default(),
        computer: None,
    }))
    .expect("encoded");
    let newer = whole.replacen(&format!("version:{VERSION}"), "version:7", 1);
    for damaged in [&whole[..whole.len() / 3], "garbage", newer.as_str()] {
        std::fs::write(&path, damaged).expect("written");
        let autosave = Autosave::at(&path);
        assert!(autosave.resumable().is_none());
        let problem = super::in_english(autosave.problem().expect("a message"));
        assert!(problem.contains("could not be read"), "{problem}");
        let mut app = headless_app();
        app.insert_resource(autosave);
        start(&mut app, Position::EXAMPLE_START);
        play(&mut app, &["c1N-d3"]);
        flush_autosave(&app);
        assert_eq!(std::fs::read_to_string(&path).expect("kept"), damaged);
    }
}

#[test]
fn a_setup_under_way_resumes_with_the_same_roll_and_the_blocks_placed() {
    let path = scratch("setup");
    let mut app = headless_app();
    app.insert_resource(Autosave::at(&path));
    let plan = SetupPlan {
        first: Player::Gold,
        seed: 12,
        placing: Placing::ByHand,
        animate: false,
    };
    app.world_mut().write_message(DeblockleRequest::NewGame {
        rules: RulesOptions::default(),
        start: Start::Setup(plan),
    });
    run_until(&mut app, "Gold places", |world| {
        placing_for(world, Player::Gold)
    });
    let squares = starting_squares(Player::Teal, 4).expect("four blocks");
    for (block, &square) in squares.iter().take(2).enumerate() {
        app.world_mut()
            .write_message(SetupRequest::Place { block, square });
        settle(&mut app);
    }
    app.world_mut().write_message(SetupRequest::Turn {
        block: 0,
        clockwise: true,
    });
    settle(&mut app);
    let before = placement(&app);
    flush_autosave(&app);
    let found = saved(&path).and_then(|s| match s {
        DeblockleSave::Setup { setup, .. } => Some(setup),
        DeblockleSave::Game { .. } => None,
    });
    let snapshot = found
        .filter(|s| {
            s.placing.iter().filter(|p| p.1.is_some()).count() == 2
                && s.placing[0].0 == before.orientation(0).expect("block 0")
        })
        .expect("the setup saved with two blocks placed");
    assert_eq!(snapshot.roller, Player::Gold);

    let mut resumed = headless_app();
    let autosave = Autosave::at(&path);
    let Ok(StartGame::Deblockle(request, _)) =
        autosave.resumable().expect("a setup to continue").resume()
    else {
        panic!("a Deblockle setup to continue");
    };
    resumed.world_mut().write_message(request);
    run_until(&mut resumed, "Gold places again", |world| {
        placing_for(world, Player::Gold)
    });
    settle(&mut resumed);
    let again = placement(&resumed);
    assert_eq!(again.faces(), before.faces(), "the same roll");
    for block in 0..4 {
        assert_eq!(again.square(block), before.square(block), "block {block}");
        assert_eq!(
            again.orientation(block),
            before.orientation(block),
            "block {block}"
        );
    }
}

/// The notices said at the table.
#[derive(Resource, Default)]
pub(super) struct Said(pub(super) Vec<String>);

/// Keeps the key of every notice said at the table in [`Said`].
pub(super) fn listen(mut notices: MessageReader<tabletop::table::Notice>, mut said: ResMut<Said>) {
    said.0
        .extend(notices.read().map(|notice| notice.0.key.to_string()));
}

#[test]
fn a_save_that_fails_is_said_at_the_table_and_the_save_before_it_is_kept() {
    let path = scratch("fails");
    let mut app = headless_app();
    app.insert_resource(Autosave::at(&path))
        .init_resource::<Said>()
        .add_systems(Update, listen);
    start(&mut app, TWO_GOLD);
    wait_for_save(&app, &path, 0);
    let before = std::fs::read(&path).expect("the first save");
    // The writer's temporary file cannot be made: a folder stands there.
    std::fs::create_dir_all(tabletop_store::temporary_path(&path)).expect("in the way");
    play(&mut app, &["d5N"]);
    tabletop::testing::frames_until(&mut app, "the failure is said", |app| {
        app.world()
            .resource::<Said>()
            .0
            .iter()
            .any(|key| key == "autosave-failed")
    });
    assert_eq!(
        std::fs::read(&path).expect("still there"),
        before,
        "kept whole"
    );
}
