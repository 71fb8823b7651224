//! Hive's opponents at the table: the computer, and UHP engines that play,
//! err or cannot start.

use super::*;

#[test]
fn the_computer_answers_and_undo_takes_back_its_reply_too() {
    let mut app = headless_app();
    app.insert_resource(HiveSeats::new(vec![
        Seat::Person,
        Seat::Computer(Level::Medium),
    ]));
    open(&mut app, HiveGame::new());
    play(&mut app, "wS1");
    run_until(&mut app, "the computer replies", |world| {
        world.resource::<HiveSession>().game.moves().len() == 2
    });
    settle(&mut app);
    assert_tiles_match_the_rules(&mut app);
    // Its tile is Black's, next to White's Spider.
    let game = &session(&app).game;
    assert!(game.moves()[1].starts_with('b'));
    // The person's picks on its turn are not taken.
    request(&mut app, HiveRequest::Undo);
    assert!(
        session(&app).game.moves().is_empty(),
        "both moves taken back"
    );
    assert_tiles_match_the_rules(&mut app);
}

/// A UHP engine in a few lines of shell: it always answers `bS1 wS1-`.
#[cfg(unix)]
fn fake_engine(dir: &std::path::Path) -> String {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join("fake-engine.sh");
    std::fs::write(
        &path,
        "#!/bin/sh\necho 'id fake-engine'\necho ok\nwhile read line; do\n  case \"$line\" in\n    newgame*) echo 'Base;InProgress;White[1]'; echo ok;;\n    bestmove*) echo 'bS1 wS1-'; echo ok;;\n    exit) exit 0;;\n    *) echo ok;;\n  esac\ndone\n",
    )
    .expect("written");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("executable");
    path.to_string_lossy().into_owned()
}

#[cfg(unix)]
#[test]
fn an_engine_plays_over_uhp_and_hands_its_seat_over_when_it_errs() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hive-engine");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let mut app = listening_app();
    let (woke, wakes) = std::sync::mpsc::channel();
    app.insert_resource(Waker::new(move || {
        let _ = woke.send(());
    }));
    app.insert_resource(HiveSeats::new(vec![
        Seat::Person,
        Seat::Engine(fake_engine(&dir)),
    ]));
    open(&mut app, HiveGame::new());
    play(&mut app, "wS1");
    run_until(&mut app, "the engine replies", |world| {
        world.resource::<HiveSession>().game.moves().len() == 2
    });
    assert!(wakes.try_iter().count() >= 1, "its answer woke the app");
    settle(&mut app);
    assert_eq!(session(&app).game.moves(), ["wS1", "bS1 wS1-"]);
    assert_tiles_match_the_rules(&mut app);
    // Its next answer is the same move, now illegal: the person takes over.
    play(&mut app, "wQ -wS1");
    run_until(&mut app, "the seat is handed over", |world| {
        world.resource::<HiveSeats>().of(Colour::Black) == &Seat::Person
    });
    assert!(
        heard(&app)
            .iter()
            .any(|h| h.contains("fake-engine.sh could not move"))
    );
    assert_eq!(session(&app).game.moves().len(), 3);
}

#[test]
fn a_missing_engine_is_reported_and_the_person_plays_on() {
    let mut app = listening_app();
    app.insert_resource(HiveSeats::new(vec![
        Seat::Engine("/nonexistent/hive-engine".into()),
        Seat::Person,
    ]));
    open(&mut app, HiveGame::new());
    run_until(&mut app, "the seat is handed over", |world| {
        world.resource::<HiveSeats>().of(Colour::White) == &Seat::Person
    });
    assert!(heard(&app).iter().any(|h| h.contains("cannot start")));
    play(&mut app, "wS1");
    assert_eq!(session(&app).game.moves(), ["wS1"]);
}
