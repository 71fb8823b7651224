//! Hive games kept and opened: the autosave, the command line's
//! GameStrings, and the table under Xvfb.

use super::*;

#[test]
fn the_hive_game_is_autosaved_and_resumes() {
    let (mut app, folder) = app_with_autosave("hive-autosave");
    let path = folder.join("autosave.ron");
    open(&mut app, HiveGame::new());
    for text in &BEETLE_CLIMBS[..3] {
        play(&mut app, text);
    }
    let saved = wait_for_autosave(
        &mut app,
        &path,
        |saved| matches!(saved, Saved::Hive(h) if h.game.ends_with("wQ -wS1")),
    );
    let Saved::Hive(record) = saved else {
        panic!("a Hive record");
    };
    assert_eq!(record.replay(), Ok(session(&app).game.clone()));
    // A fresh app reads it as a game to continue, with its players.
    let autosave = GameAutosave::at(&path);
    let resumed = autosave.resumable().map(SavedGame::resume);
    assert_eq!(
        resumed,
        Some(Ok(StartGame::Hive(
            Box::new(session(&app).game.clone()),
            HiveSeats::default()
        )))
    );
    // And it lists with the saved games.
    let games = folder.join("games");
    save_record(&record, &games, "hive game").expect("saved");
    let listed = list_games(&games);
    assert!(matches!(&listed[0].game, Ok(Recorded::Hive(r)) if *r == record));
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn the_command_line_opens_a_game_string_and_refuses_bad_ones() {
    use clap::Parser;
    let options = AppOptions::parse_from(["tabletop", "--game", "hive", "--position", MID_GAME]);
    assert_eq!(options.check(), Ok(()));
    assert_eq!(options.hive_game().map(|g| g.moves().len()), Ok(24));
    let bad = AppOptions::parse_from([
        "tabletop",
        "--game",
        "hive",
        "--position",
        "Base;InProgress;White[2];wS1;bG1 wS1",
    ]);
    assert!(bad.check().is_err_and(|e| e.contains("bG1")));
    let mixed = AppOptions::parse_from(["tabletop", "--game", "hive", "--seed", "3"]);
    assert!(mixed.check().is_err());
    let engines = AppOptions::parse_from([
        "tabletop",
        "--game",
        "hive",
        "--white",
        "engine:/opt/nokamute uhp",
        "--black",
        "hard",
    ]);
    assert_eq!(engines.check(), Ok(()));
    assert_eq!(
        engines.white,
        Some(Seat::Engine("/opt/nokamute uhp".into()))
    );
    assert_eq!(engines.black, Some(Seat::Computer(Level::Hard)));
    let stray = AppOptions::parse_from(["tabletop", "--black", "hard"]);
    assert!(stray.check().is_err_and(|e| e.contains("--game hive")));
    // Without --game, a position is Deblockle's.
    let deblockle = AppOptions::parse_from(["tabletop", "--position", MID_GAME]);
    assert!(deblockle.check().is_err());
}

/// A mid-game hive under Xvfb: ivory and black tiles on the felt, and no
/// trace of Deblockle's wooden board.
#[test]
#[cfg_attr(
    not(target_os = "linux"),
    ignore = "renders under Xvfb, which only Linux has"
)]
fn hive_render_test() {
    let dir = render_folder("render-hive");
    let paint = paint_when_drawn(&["--game", "hive", "--position", MID_GAME], &dir);
    assert!(paint.ivory > 1_500, "White's tiles show: {paint:?}");
    assert!(paint.charcoal > 800, "Black's tiles show: {paint:?}");
    assert!(paint.felt > 40_000, "the felt shows: {paint:?}");
    // The inks of the Spiders and Queens read as a little wood; the board
    // alone is over 20 000.
    assert!(
        paint.wood < 5_000,
        "Deblockle's board is put away: {paint:?}"
    );
}
