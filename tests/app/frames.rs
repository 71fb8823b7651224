//! Frames only when something changes, headless: a table at rest wants no
//! frame; a move, a tile's slide, a cube's drop and the dice roll want
//! smooth frames while they last; a thinking computer, a notice and the
//! save dialog's caret want a frame now and then; the solved endgame and
//! a computer's answer, from their own threads, wake the app; the camera
//! glides on real time.

use std::sync::mpsc::channel;
use std::time::Duration;

use bevy::prelude::*;
use tabletop::blokus3d::session::{BlokusRequest, BlokusSession};
use tabletop::deblockle::endgames::Endgames;
use tabletop::deblockle::seats::{DeblockleSeats, against_computer};
use tabletop::deblockle::session::{DeblockleRequest, Start};
use tabletop::deblockle::setup::{Placing, Setup, SetupPlan};
use tabletop::game_start::StartGame;
use tabletop::hive::seats::HiveSeats;
use tabletop::hive::session::{HiveRequest, HiveSession};
use tabletop::table::camera::OrbitCamera;
use tabletop::table::frames::{Drawing, Frames, Waker};
use tabletop::table::hud::NOTICE_TICK;
use tabletop::table::motion::Animating;
use tabletop::testing::{FRAME, headless_app};
use tabletop_ai::Level;
use tabletop_rules::blokus3d::{Position as BlokusPosition, Seating};
use tabletop_rules::deblockle::{Player, Position, RulesOptions};
use tabletop_rules::hive::HiveGame;

use super::setup::{begin, run_until};
use super::whole::{button_labelled, click, whole_app};
use super::{mv, settle, start};

fn drawing(app: &App) -> Drawing {
    *app.world().resource::<Drawing>()
}

fn moving(app: &mut App) -> bool {
    app.world_mut()
        .query_filtered::<(), With<Animating>>()
        .iter(app.world())
        .next()
        .is_some()
}

/// Runs frames while a request is taken and pieces move, checking that
/// every one of them wanted frames; then the table comes to rest and
/// wants none.
fn smooth_while_moving_then_at_rest(app: &mut App, what: &str) {
    // The rules take the request, then the pieces start: frames for both.
    for frame in 0.. {
        app.update();
        assert!(
            !drawing(app).at_rest(),
            "{what}: frame {frame} before it moves"
        );
        if moving(app) {
            break;
        }
        assert!(frame < 4, "{what} never moves");
    }
    while moving(app) {
        assert_eq!(drawing(app).wanted, Some(Frames::Smooth), "{what}");
        app.update();
    }
    app.update();
    assert!(drawing(app).at_rest(), "{what}: at rest afterwards");
}

#[test]
fn a_deblockle_table_at_rest_wants_no_frame_and_a_move_wants_smooth_ones() {
    let mut app = headless_app();
    start(&mut app, Position::EXAMPLE_START);
    settle(&mut app);
    for _ in 0..3 {
        app.update();
        assert!(drawing(&app).at_rest(), "nothing moves: no frame");
    }
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("c1N-d3")));
    smooth_while_moving_then_at_rest(&mut app, "a tip and a hop");
}

#[test]
fn a_hive_tile_and_a_blokus_piece_want_frames_while_they_move() {
    let mut app = headless_app();
    app.world_mut()
        .write_message(HiveRequest::NewGame(Box::new(HiveGame::new())));
    settle(&mut app);
    assert!(app.world().contains_resource::<HiveSession>());
    assert!(drawing(&app).at_rest());
    let session = app.world().resource::<HiveSession>();
    let spider = session.game.position().parse_move("wS1").expect("a move");
    app.world_mut().write_message(HiveRequest::Play(spider));
    smooth_while_moving_then_at_rest(&mut app, "a tile from the reserve");

    let mut app = headless_app();
    let position = BlokusPosition::start('A', Seating::one_colour_each(2)).expect("the tower");
    app.world_mut()
        .write_message(BlokusRequest::NewGame(Box::new(position)));
    settle(&mut app);
    assert!(drawing(&app).at_rest());
    let placement = app
        .world()
        .resource::<BlokusSession>()
        .position
        .legal_placements()[0];
    app.world_mut()
        .write_message(BlokusRequest::Place(placement));
    smooth_while_moving_then_at_rest(&mut app, "a piece's cubes dropping");
}

#[test]
fn the_dice_roll_wants_smooth_frames_until_the_blocks_lie_still() {
    let mut app = headless_app();
    let plan = SetupPlan {
        first: Player::Gold,
        seed: 3,
        placing: Placing::ByHand,
        animate: true,
    };
    begin(&mut app, RulesOptions::default(), plan);
    app.update();
    let rolling = |app: &App| {
        app.world()
            .get_resource::<Setup>()
            .is_some_and(Setup::rolling)
    };
    assert!(rolling(&app));
    let mut frames = 0;
    while rolling(&app) {
        assert_eq!(drawing(&app).wanted, Some(Frames::Smooth), "frame {frames}");
        frames += 1;
        assert!(frames < 1_000_000, "the roll never ends");
        app.update();
    }
    // Placing by hand, nothing moves: the table waits for the person.
    settle(&mut app);
    app.update();
    assert!(
        app.world()
            .get_resource::<Setup>()
            .is_some_and(|s| s.placement().is_some())
    );
    assert!(drawing(&app).at_rest());
}

#[test]
fn the_solved_endgame_and_a_thinking_computers_answer_wake_the_app() {
    let mut app = headless_app();
    let (woke, wakes) = channel();
    app.insert_resource(Waker::new(move || {
        // The test may be over when a thread finishes: nobody to tell.
        let _ = woke.send(());
    }));
    // Hard solves the endgame as it sits down, and thinks long enough
    // for Gold's block to come to rest meanwhile.
    app.insert_resource(against_computer(Player::Teal, Level::Hard));
    start(&mut app, Position::EXAMPLE_START);
    wakes
        .recv_timeout(Duration::from_secs(300))
        .expect("the solved endgame wakes the app");
    run_until(&mut app, "Hard takes up the solved endgame", |world| {
        world.resource::<Endgames>().solved()
    });
    let _ = wakes.try_iter().count();

    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("c1N-d3")));
    run_until(&mut app, "Teal thinks with nothing moving", |world| {
        world
            .get_resource::<Drawing>()
            .is_some_and(|drawing| matches!(drawing.wanted, Some(Frames::Every(_))))
    });
    assert!(!moving(&mut app));
    run_until(&mut app, "Teal answers", |world| {
        world
            .get_resource::<tabletop::deblockle::session::DeblockleSession>()
            .is_some_and(|session| session.game.moves().len() == 2)
    });
    assert!(wakes.try_iter().count() >= 1, "the answer woke the app");
    settle(&mut app);
    app.update();
    assert!(drawing(&app).at_rest(), "Gold's turn: the table rests");
}

/// Runs frames until the table wants none (the camera come round too).
fn until_at_rest(app: &mut App) {
    for _ in 0..1000 {
        if drawing(app).at_rest() {
            return;
        }
        app.update();
    }
    panic!("the table never rests");
}

/// Runs frames while a notice is up, each wanting a frame now and then;
/// returns how long it stayed up.
fn ticks_while_a_notice_is_up(app: &mut App, what: &str) -> Duration {
    let mut up = Duration::ZERO;
    while !drawing(app).at_rest() {
        assert_eq!(
            drawing(app).wanted,
            Some(Frames::Every(NOTICE_TICK)),
            "{what} after {up:?}"
        );
        up += FRAME;
        assert!(up < Duration::from_secs(60), "the notice never goes");
        app.update();
    }
    up
}

#[test]
fn a_notice_and_the_save_dialogs_caret_want_a_frame_now_and_then() {
    let mut app = whole_app();
    let example = Position::EXAMPLE_START.parse().expect("a position");
    app.world_mut().write_message(StartGame::Deblockle(
        DeblockleRequest::NewGame {
            rules: RulesOptions::default(),
            start: Start::Position(example),
        },
        DeblockleSeats::default(),
    ));
    settle(&mut app);
    assert!(drawing(&app).at_rest());
    // A move refused (Gold's block has left c1): its reason stays up.
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("c1N-d3")));
    settle(&mut app);
    until_at_rest(&mut app);
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("c1N-d3")));
    app.update();
    assert!(ticks_while_a_notice_is_up(&mut app, "Deblockle") > Duration::from_secs(4));

    // The save dialog's caret blinks while it is open.
    let save = button_labelled(&mut app, "hud-save");
    click(&mut app, save);
    for _ in 0..10 {
        app.update();
        assert!(matches!(drawing(&app).wanted, Some(Frames::Every(_))));
    }
    let cancel = button_labelled(&mut app, "save-cancel");
    click(&mut app, cancel);
    app.update();
    assert!(
        drawing(&app).at_rest(),
        "the dialog closed, the table rests"
    );

    // Hive's notices are the table layer's.
    app.world_mut().write_message(StartGame::Hive(
        Box::new(HiveGame::new()),
        HiveSeats::default(),
    ));
    settle(&mut app);
    let spider = app
        .world()
        .resource::<HiveSession>()
        .game
        .position()
        .parse_move("wS1")
        .expect("a move");
    app.world_mut().write_message(HiveRequest::Play(spider));
    settle(&mut app);
    until_at_rest(&mut app);
    app.world_mut().write_message(HiveRequest::Play(spider));
    app.update();
    assert!(ticks_while_a_notice_is_up(&mut app, "Hive") > Duration::from_secs(4));
}

/// On a slow renderer, a second a frame (four times what the game's clock
/// takes in one), the camera's glide onto a table ends within a few
/// frames; and it goes on while the game's clock stands still.
#[test]
fn the_camera_glides_on_real_time() {
    let mut app = whole_app();
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_secs(1),
    ));
    app.world_mut().resource_mut::<Time<Virtual>>().pause();
    let mut camera = app.world_mut().query::<&mut OrbitCamera>();
    camera
        .single_mut(app.world_mut())
        .expect("the camera")
        .arrive_from_afar();
    let easing = |app: &App, camera: &mut QueryState<&mut OrbitCamera>| {
        camera.single(app.world()).expect("the camera").is_easing()
    };
    assert!(easing(&app, &mut camera), "far off");
    for _ in 0..3 {
        app.update();
    }
    assert!(!easing(&app, &mut camera), "there after three frames");
}
