//! Clocks at the tables, headless on the app's fake clock (each frame
//! 20 ms): at Deblockle the side to move's clock runs and flags at zero,
//! the game then lost on time; a move adds the increment and the clocks
//! stand still while the blocks move; undo restores the clocks of the
//! position it goes back to, a loss on time included; a game started
//! without a time control has no clock. Hive loses on time too; in
//! Blokus 3D a colour out of time is out and the others play on. The
//! autosave keeps the clocks, and Continue carries them on.

use std::time::Duration;

use bevy::prelude::*;
use clap::Parser;
use tabletop::AppOptions;
use tabletop::blokus3d::session::{BlokusSeats, BlokusSession};
use tabletop::deblockle::seats::DeblockleSeats;
use tabletop::deblockle::session::{DeblockleRequest, DeblockleSession, Start};
use tabletop::game_start::StartGame;
use tabletop::hive::seats::HiveSeats;
use tabletop::hive::session::HiveSession;
use tabletop::saved_game::{GameAutosave, SavedGame};
use tabletop::table::autosave::SaveFile;
use tabletop::table::clock::{ClockNextGame, ClockStart, TableClock};
use tabletop::table::motion::Animating;
use tabletop::testing::{FRAME, headless_app};
use tabletop_rules::blokus3d::{Position as BlokusPosition, Seating};
use tabletop_rules::clock::TimeControl;
use tabletop_rules::deblockle::{Outcome, Player, Position, RulesOptions};
use tabletop_rules::hive::{Colour, HiveGame, HiveOutcome};

use super::{ONE_EACH, mv, settle};

fn timed_game(control: Option<TimeControl>) -> App {
    let mut app = headless_app();
    start_one_each(&mut app, control);
    app
}

/// Starts a game from one block each in `app`, on `control` if any.
fn start_one_each(app: &mut App, control: Option<TimeControl>) {
    if let Some(control) = control {
        app.insert_resource(ClockNextGame(ClockStart::Fresh(control)));
    }
    let position: Position = ONE_EACH.parse().expect("a position");
    app.world_mut().write_message(StartGame::Deblockle(
        DeblockleRequest::NewGame {
            rules: RulesOptions::default(),
            start: Start::Position(position),
        },
        DeblockleSeats::default(),
    ));
    settle(app);
}

fn left(app: &App, player: Player) -> Duration {
    app.world()
        .resource::<TableClock>()
        .clocks
        .left(player.seat())
}

/// Runs `seconds` of frames.
fn wait(app: &mut App, seconds: f32) {
    let frames = (seconds / FRAME.as_secs_f32()).round() as usize;
    for _ in 0..frames {
        app.update();
    }
}

fn secs(seconds: f64) -> Duration {
    Duration::from_secs_f64(seconds)
}

#[test]
fn a_clock_counts_the_real_time_between_frames_half_a_second_apart() {
    let mut app = timed_game(Some(TimeControl::fischer(1, 0)));
    // A clock over ten seconds asks for a frame every half second: each
    // passes whole (the game's animation clock would count a quarter).
    let half_a_second = Duration::from_millis(500);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        half_a_second,
    ));
    app.update();
    let before = left(&app, Player::Gold);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(before - left(&app, Player::Gold), secs(5.0));
}

#[test]
fn the_clock_of_the_side_to_move_runs_out_and_the_game_is_lost_on_time() {
    let mut app = timed_game(Some(TimeControl::PerMove(secs(2.0))));
    let started = left(&app, Player::Gold);
    assert!(started <= secs(2.0) && started > secs(1.8), "{started:?}");
    assert_eq!(left(&app, Player::Teal), secs(2.0));
    wait(&mut app, 1.5);
    assert!(
        app.world()
            .resource::<DeblockleSession>()
            .game
            .outcome()
            .is_none()
    );
    wait(&mut app, 0.6);
    settle(&mut app);
    let game = &app.world().resource::<DeblockleSession>().game;
    assert_eq!(game.outcome(), Some(Outcome::Win(Player::Teal)));
    assert_eq!(game.timed_out(), Some(Player::Gold));
    assert_eq!(left(&app, Player::Gold), Duration::ZERO);
    assert_eq!(left(&app, Player::Teal), secs(2.0));
}

#[test]
fn a_move_adds_the_increment_the_clocks_stand_while_blocks_move_and_undo_restores_them() {
    let mut app = timed_game(Some(TimeControl::fischer(1, 2)));
    let gold_at_start = left(&app, Player::Gold);
    wait(&mut app, 10.0);
    let gold_before_move = left(&app, Player::Gold);
    assert!(
        gold_at_start - gold_before_move >= secs(9.99),
        "{gold_before_move:?}"
    );
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("d1W")));
    // The move is played, then its blocks move for many frames.
    let mut moving_frames = 0;
    for _ in 0..400 {
        app.update();
        let moving = app
            .world_mut()
            .query_filtered::<(), With<Animating>>()
            .iter(app.world())
            .count();
        if moving > 0 {
            moving_frames += 1;
        } else if moving_frames > 0 {
            break;
        }
    }
    assert!(moving_frames > 10, "{moving_frames} frames of motion");
    let gold_after_move = left(&app, Player::Gold);
    assert!(
        gold_after_move >= gold_before_move + secs(1.9),
        "{gold_after_move:?}"
    );
    assert!(
        left(&app, Player::Teal) >= secs(59.9),
        "Teal's clock stood while the block moved"
    );
    wait(&mut app, 5.0);
    assert!(left(&app, Player::Teal) < secs(55.1));
    app.world_mut().write_message(DeblockleRequest::Undo);
    settle(&mut app);
    settle(&mut app);
    assert!(
        app.world()
            .resource::<DeblockleSession>()
            .game
            .moves()
            .is_empty()
    );
    let clock = app.world().resource::<TableClock>();
    assert_eq!(clock.clocks.left(Player::Teal.seat()), secs(60.0));
    assert!(clock.clocks.left(Player::Gold.seat()) >= gold_at_start - secs(0.2));
    assert!(clock.spent.is_empty());
}

#[test]
fn undo_after_a_loss_on_time_goes_back_to_a_position_with_time_on_the_clocks() {
    let mut app = timed_game(Some(TimeControl::PerMove(secs(3.0))));
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("d1W")));
    settle(&mut app);
    wait(&mut app, 3.1);
    settle(&mut app);
    assert_eq!(
        app.world().resource::<DeblockleSession>().game.timed_out(),
        Some(Player::Teal)
    );
    app.world_mut().write_message(DeblockleRequest::Undo);
    settle(&mut app);
    settle(&mut app);
    let game = &app.world().resource::<DeblockleSession>().game;
    assert_eq!(
        (game.outcome(), game.timed_out(), game.moves().len()),
        (None, None, 0)
    );
    assert!(left(&app, Player::Gold) > secs(2.5));
    assert_eq!(left(&app, Player::Teal), secs(3.0));
}

#[test]
fn a_game_started_without_a_time_control_has_no_clock() {
    let app = timed_game(None);
    assert!(app.world().get_resource::<TableClock>().is_none());
}

#[test]
fn hive_is_lost_on_time() {
    let mut app = headless_app();
    app.insert_resource(ClockNextGame(ClockStart::Fresh(TimeControl::PerMove(
        secs(1.0),
    ))));
    app.world_mut().write_message(StartGame::Hive(
        Box::new(HiveGame::new()),
        HiveSeats::default(),
    ));
    settle(&mut app);
    wait(&mut app, 1.1);
    settle(&mut app);
    let game = &app.world().resource::<HiveSession>().game;
    assert_eq!(game.timed_out(), Some(Colour::White));
    assert_eq!(game.outcome(), Some(HiveOutcome::Win(Colour::Black)));
}

#[test]
fn in_blokus_a_colour_out_of_time_is_out_and_the_others_play_on() {
    let mut app = headless_app();
    app.insert_resource(ClockNextGame(ClockStart::Fresh(TimeControl::PerMove(
        secs(1.0),
    ))));
    let position = BlokusPosition::start('C', Seating::one_colour_each(3)).expect("a structure");
    app.world_mut().write_message(StartGame::Blokus3d(
        Box::new(position),
        BlokusSeats::default(),
    ));
    settle(&mut app);
    assert_eq!(
        app.world().resource::<TableClock>().clocks.left(2),
        secs(1.0)
    );
    wait(&mut app, 1.1);
    settle(&mut app);
    let position = &app.world().resource::<BlokusSession>().position;
    assert!(position.is_out(0) && !position.is_over());
    assert_eq!(position.seat_to_move(), 1);
    let clocks = &app.world().resource::<TableClock>().clocks;
    assert_eq!(clocks.left(0), Duration::ZERO);
    assert_eq!(clocks.running(), Some(1));
}

#[test]
fn the_autosave_keeps_the_clocks_and_continue_carries_them_on() {
    let (mut app, folder) = super::app_with_autosave("clock-autosave");
    let path = folder.join("autosave.ron");
    start_one_each(&mut app, Some(TimeControl::fischer(1, 2)));
    wait(&mut app, 5.0);
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("d1W")));
    settle(&mut app);
    let kept = left(&app, Player::Gold);
    let mut saved = None;
    tabletop::testing::frames_until(&mut app, "the move is saved with its clock", |_| {
        saved = SavedGame::load(&path)
            .ok()
            .flatten()
            .filter(|saved| saved.clock.as_ref().is_some_and(|c| c.move_ms.len() == 1));
        saved.is_some()
    });
    let record = saved.and_then(|saved| saved.clock).expect("the clocks");
    assert!(
        (4_900..=5_100).contains(&record.move_ms[0]),
        "{:?}",
        record.move_ms
    );

    let mut resumed = headless_app();
    resumed.insert_resource(GameAutosave::at(&path));
    AppOptions::parse_from(["tabletop", "--continue"]).apply(&mut resumed);
    settle(&mut resumed);
    assert_eq!(
        resumed
            .world()
            .resource::<DeblockleSession>()
            .game
            .moves()
            .len(),
        1
    );
    let clock = resumed.world().resource::<TableClock>();
    let gold = clock.clocks.left(Player::Gold.seat());
    assert!(
        gold.abs_diff(kept) < secs(0.01),
        "{gold:?} against {kept:?}"
    );
    assert_eq!(clock.spent.len(), 1);
    assert_eq!(clock.clocks.running(), Some(Player::Teal.seat()));
}

#[test]
fn a_recorded_game_looked_through_shows_its_clocks_move_by_move() {
    let mut app = timed_game(Some(TimeControl::fischer(1, 0)));
    wait(&mut app, 4.0);
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("d1W")));
    settle(&mut app);
    wait(&mut app, 7.0);
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("d7E")));
    settle(&mut app);
    let record = app
        .world()
        .resource::<TableClock>()
        .record()
        .expect("the clocks");
    let game = app.world().resource::<DeblockleSession>().game.clone();

    let mut replay = headless_app();
    replay.insert_resource(ClockNextGame(ClockStart::Replay(record.clone())));
    replay.world_mut().write_message(StartGame::Deblockle(
        DeblockleRequest::NewGame {
            rules: *game.rules(),
            start: Start::Replay(Box::new(game)),
        },
        DeblockleSeats::default(),
    ));
    settle(&mut replay);
    let shown =
        |app: &App| [Player::Gold, Player::Teal].map(|player| left(app, player).as_millis() as u64);
    assert_eq!(shown(&replay).to_vec(), record.left_ms[0]);
    for ply in 1..=2 {
        replay.world_mut().write_message(DeblockleRequest::Redo);
        settle(&mut replay);
        wait(&mut replay, 1.0);
        assert_eq!(
            shown(&replay).to_vec(),
            record.left_ms[ply],
            "after move {ply}"
        );
    }
    assert!(
        left(&replay, Player::Gold) <= secs(56.1),
        "Gold's four seconds are there"
    );
    replay.world_mut().write_message(DeblockleRequest::Undo);
    settle(&mut replay);
    assert_eq!(shown(&replay).to_vec(), record.left_ms[1]);
}
