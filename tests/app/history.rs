//! Every finished game remembered, end to end: a game played to its end at
//! a table leaves a line in the history, its record in the history folder
//! and the player's rating moved against the level they played; a game
//! opened already over is not remembered again; a damaged history is set
//! aside and a new one begun; and the app killed while it writes the
//! history and the players leaves files that read.

use std::io::Write as _;
use std::path::PathBuf;
use std::time::Duration;

use bevy::prelude::*;
use tabletop::hive::records::HiveRecord;
use tabletop::hive::seats::HiveSeats;
use tabletop::hive::session::{HiveRequest, HiveSession};
use tabletop::kept::{Kept as _, KeptFile, insert_kept};
use tabletop::screens::Screen;
use tabletop::table::history::screen::{RecordShelf, RecordView, ShownRecord};
use tabletop::table::history::{
    History, HistoryFolder, HistoryLine, OpenRecord, Player, Players, SeatNames,
};
use tabletop::table::seats::Seat;
use tabletop::testing::{headless_app, scratch_folder};
use tabletop_ai::Level;
use tabletop_rules::hive::HiveGame;

use super::faults::kill_mid_save;
use super::settle;

/// White to move and win at once: `wA2 -bA2` surrounds Black's Queen.
const WIN_IN_ONE: &str = "Base;InProgress;White[18];wG1;bA1 \\wG1;wA1 wG1\\;bA2 -bA1;wQ -wA1;bB1 bA1/;wA2 wG1-;bQ \\bA2;wA1 -bQ;bA3 -bB1;wA2 /bA2;bA3 wG1\\;wQ /bA3;bB2 -bB1;wG2 /wA2;bB2 bA2;wA3 /wA1;bB2 -wG1;wA3 wA1/;bB2 -bA3;wQ bA3\\;bB1 bA1;wG2 bQ-;bB2 -wQ;wQ bB2\\;bG1 bA3-;wB1 wG2/;bB1 wG1;wB1 wA3-;bS1 bG1/;wB1 wA3/;bS2 -bB2;wB1 wA3-;bS1 /bG1";

/// An app whose finished games' records go to a scratch folder, the
/// person at the screen playing White against the computer at `level`.
fn app_against(level: Level, name: &str) -> (App, PathBuf) {
    let folder = scratch_folder("history", name);
    let mut app = headless_app();
    app.insert_resource(HistoryFolder(Some(folder.clone())));
    app.insert_resource(HiveSeats::new(vec![Seat::Person, Seat::Computer(level)]));
    (app, folder)
}

fn open(app: &mut App, game: &str) {
    let game = HiveGame::parse(game).expect("a game");
    app.world_mut()
        .write_message(HiveRequest::NewGame(Box::new(game)));
    settle(app);
}

fn play(app: &mut App, text: &str) {
    let mv = app
        .world()
        .resource::<HiveSession>()
        .game
        .position()
        .parse_move(text)
        .expect("a move");
    app.world_mut().write_message(HiveRequest::Play(mv));
    settle(app);
}

fn lines(app: &App) -> &[HistoryLine] {
    &app.world().resource::<History>().games
}

#[test]
fn a_game_won_against_the_computer_is_remembered_with_its_record_and_a_rating() {
    let (mut app, folder) = app_against(Level::Hard, "won");
    // The person at the screen chose their name.
    app.world_mut().resource_mut::<SeatNames>().seat(0, "Ana");
    open(&mut app, WIN_IN_ONE);
    assert!(lines(&app).is_empty());
    play(&mut app, "wA2 -bA2");
    let [line] = lines(&app) else {
        panic!("one line: {:?}", lines(&app));
    };
    assert_eq!(line.game, "hive");
    assert_eq!(line.variant, "Base");
    assert_eq!(
        line.seats,
        [Player::Person("Ana".into()), Player::Computer(Level::Hard)]
    );
    assert_eq!(
        (line.winners.as_slice(), line.how.as_str()),
        (&[0][..], "how-won")
    );
    assert_eq!(line.moves, 35);
    assert_eq!((line.hints, line.undos), (0, 0));
    // The record replays to the same end, once the writer thread has
    // written it.
    assert!(tabletop::kept::flush_kept(Duration::from_secs(30)));
    let file = folder.join(line.record.as_ref().expect("a record kept"));
    let record: HiveRecord =
        ron::from_str(&std::fs::read_to_string(file).expect("written")).expect("a Hive record");
    let replayed = record.replay().expect("it replays");
    assert!(replayed.outcome().is_some() && replayed.moves().len() == 35);
    // Beating Hard raises a newcomer's rating, and it is kept.
    let change = line.ratings[0].expect("the person is rated");
    assert!(
        change.after.rating > change.before.rating + 100.0,
        "{change:?}"
    );
    assert_eq!(line.ratings[1], None);
    let players = app.world().resource::<Players>();
    assert_eq!(
        players.profile("Ana").expect("kept").ratings["hive"],
        change.after
    );
    // Once: frames after the end add nothing; undo and the win again neither.
    app.world_mut().write_message(HiveRequest::Undo);
    settle(&mut app);
    play(&mut app, "wA2 -bA2");
    assert_eq!(lines(&app).len(), 1);
    // The Record screen's latest game opens its record at the table, over
    // already: to look through, not to remember again.
    let path = folder.join(lines(&app)[0].record.as_ref().expect("kept"));
    open(&mut app, "Base;NotStarted;White[1]");
    app.world_mut().write_message(OpenRecord(path));
    settle(&mut app);
    let session = app.world().resource::<HiveSession>();
    assert_eq!(session.game.moves().len(), 35);
    assert!(session.game.outcome().is_some());
    assert_eq!(lines(&app).len(), 1);
}

#[test]
fn a_game_opened_already_over_is_not_remembered_again() {
    let (mut app, _) = app_against(Level::Easy, "over");
    let mut game = HiveGame::parse(WIN_IN_ONE).expect("a game");
    game.play("wA2 -bA2").expect("the win");
    app.world_mut()
        .write_message(HiveRequest::NewGame(Box::new(game)));
    settle(&mut app);
    assert!(
        app.world()
            .resource::<HiveSession>()
            .game
            .outcome()
            .is_some()
    );
    assert!(lines(&app).is_empty());
}

#[test]
fn a_damaged_history_is_set_aside_and_a_new_one_begun() {
    let folder = scratch_folder("history", "damaged");
    std::fs::create_dir_all(&folder).expect("a folder");
    let path = folder.join(History::FILE);
    std::fs::write(&path, "(version: 1, games: [(ended: ").expect("written");
    let mut app = headless_app();
    insert_kept::<History>(&mut app, Some(path.clone()));
    app.insert_resource(HiveSeats::new(vec![Seat::Person, Seat::Person]));
    let file = app.world().resource::<KeptFile<History>>();
    assert!(file.problem.is_none(), "the new history is written");
    let notice = file.notice.as_ref().expect("the player is told");
    assert_eq!(notice.key, "kept-set-aside");
    let aside = folder.join("history.damaged-1.ron");
    assert_eq!(
        std::fs::read_to_string(&aside).expect("kept"),
        "(version: 1, games: [(ended: "
    );
    open(&mut app, WIN_IN_ONE);
    play(&mut app, "wA2 -bA2");
    assert!(tabletop::kept::flush_kept(Duration::from_secs(30)));
    let kept = History::load(&path).expect("a whole history");
    assert_eq!(kept.games.len(), 1);
    // Two people: both rated against each other.
    assert!(kept.games[0].ratings.iter().all(Option::is_some));
}

/// Where `the_app_killed_while_it_keeps_the_history_leaves_files_that_read`
/// sends its child.
const CHILD_PATH: &str = "TABLETOP_HISTORY_KILLED";

/// The Record screen at `view`, after 40 games of Hive among four people
/// (names long and short, in two scripts) and the levels.
pub(super) fn record_at(app: &mut App, view: RecordView) {
    let (mut history, mut players) = (History::fresh(), Players::fresh());
    for game in 0..40 {
        play_a_game(&mut history, &mut players, game);
    }
    app.insert_resource(history);
    app.insert_resource(players);
    app.insert_resource(ShownRecord {
        view,
        ..ShownRecord::default()
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Record);
}

/// A finished game added to `history` as the tables add it: four people
/// in turn against the levels and each other, `game` numbering it.
pub(super) fn play_a_game(history: &mut History, players: &mut Players, game: usize) {
    let levels = tabletop_rating::LevelTable::read(include_str!("../../assets/levels/hive.ron"))
        .expect("the level table");
    let names = ["Ana", "Benedikt Kovačević", "Chidi", "Dương Minh"];
    let person = Player::Person(names[game % names.len()].into());
    let other = match game % 3 {
        0 => Player::Person(names[(game + 1) % names.len()].into()),
        _ => Player::Computer(Level::ALL[game % Level::ALL.len()]),
    };
    let seats = vec![person, other];
    let winners = vec![game % 2];
    let ratings = players.rate("hive", &levels, &seats, &winners);
    history.games.push(HistoryLine {
        ended: format!("2026-12-04-{game:06}"),
        game: "hive".into(),
        variant: "Base".into(),
        seats,
        winners,
        how: "how-won".into(),
        moves: 40 + game,
        seconds: 300,
        hints: 0,
        undos: 1,
        record: None,
        ratings,
    });
}

/// Not a test on its own: the child of the kill test. It keeps a longer
/// and longer history and the players' ratings, as the tables do after
/// each game, saying each save, until it is killed.
#[test]
#[ignore = "run by the_app_killed_while_it_keeps_the_history_leaves_files_that_read"]
fn keeping_the_history_until_killed() {
    let Some(path) = std::env::var_os(CHILD_PATH) else {
        return;
    };
    let path = PathBuf::from(path);
    let players_path = path.with_file_name(Players::FILE);
    let mut history = History::fresh();
    let mut players = Players::fresh();
    let mut out = std::io::stdout().lock();
    for game in 0.. {
        play_a_game(&mut history, &mut players, game);
        history.save(&path).expect("saved");
        players.save(&players_path).expect("saved");
        let _ = writeln!(out, "saved {game}");
        let _ = out.flush();
    }
}

#[test]
fn the_app_killed_while_it_keeps_the_history_leaves_files_that_read() {
    let path = scratch_folder("history", "killed").join(History::FILE);
    kill_mid_save(
        "history::keeping_the_history_until_killed",
        CHILD_PATH,
        &path,
        |attempt| {
            let history = History::load(&path).expect("a whole history after the kill");
            assert!(history.games.len() > attempt * 5, "attempt {attempt}");
            let players = Players::load(&path.with_file_name(Players::FILE)).expect("whole");
            assert!(players.profile("Ana").is_some(), "attempt {attempt}");
        },
    );
}

/// The message keys of the texts on the screen now.
fn shown_keys(app: &mut App) -> Vec<String> {
    let mut texts = app.world_mut().query::<&tabletop::language::Localized>();
    texts
        .iter(app.world())
        .map(|text| text.0.key.to_string())
        .collect()
}

#[test]
fn the_record_screen_shows_the_player_the_chart_and_the_game_and_a_set_aside_file() {
    let (mut app, folder) = app_against(Level::Medium, "screen");
    std::fs::create_dir_all(&folder).expect("a folder");
    let path = folder.join(History::FILE);
    std::fs::write(&path, "damaged(").expect("written");
    insert_kept::<History>(&mut app, Some(path));
    open(&mut app, WIN_IN_ONE);
    play(&mut app, "wA2 -bA2");
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Record);
    settle(&mut app);
    let keys = shown_keys(&mut app);
    for key in ["record-title", "record-person-rated", "kept-set-aside"] {
        assert!(keys.iter().any(|shown| shown == key), "{key} in {keys:?}");
    }
    let views = [
        (RecordView::Rating, "record-of"),
        (RecordView::Opponents, "record-against"),
        (RecordView::Latest, "record-game"),
    ];
    for (view, key) in views {
        app.world_mut().resource_mut::<ShownRecord>().view = view;
        settle(&mut app);
        let keys = shown_keys(&mut app);
        assert!(keys.iter().any(|shown| shown == key), "{key} in {keys:?}");
    }
    let mut names = app.world_mut().query::<&Name>();
    assert!(
        !names
            .iter(app.world())
            .any(|name| name.as_str() == "Rating chart")
    );
    app.world_mut().resource_mut::<ShownRecord>().view = RecordView::Rating;
    settle(&mut app);
    let mut names = app.world_mut().query::<&Name>();
    assert!(
        names
            .iter(app.world())
            .any(|name| name.as_str() == "Rating chart")
    );
    // It opened at Hive's tab, the game played last.
    let shelf = app.world().resource::<RecordShelf>();
    let shown = app.world().resource::<ShownRecord>();
    assert_eq!(shelf.0[shown.tab].0, "hive");
}
