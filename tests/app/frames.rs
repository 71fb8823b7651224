//! Frames only when something changes, headless: a table at rest wants no
//! frame; a move, a tile's slide, a cube's drop and the dice roll want
//! smooth frames while they last; a thinking computer wants a frame now
//! and then, and its answer, from its own thread, wakes the app.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use bevy::prelude::*;
use tabletop::blokus3d::session::{BlokusRequest, BlokusSession};
use tabletop::deblockle::opponent::against_computer;
use tabletop::deblockle::session::Request;
use tabletop::deblockle::setup::{Placing, Setup, SetupPlan};
use tabletop::hive::session::{HiveRequest, HiveSession};
use tabletop::table::frames::{Drawing, Frames, Waker};
use tabletop::table::motion::Animating;
use tabletop::testing::headless_app;
use tabletop_ai::Level;
use tabletop_rules::blokus3d::{Position as BlokusPosition, Seating};
use tabletop_rules::deblockle::{Player, Position, RulesOptions};
use tabletop_rules::hive::HiveGame;

use super::setup::{begin, run_until};
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
    app.world_mut().write_message(Request::Play(mv("c1N-d3")));
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
fn a_thinking_computer_wants_a_frame_now_and_then_and_its_answer_wakes_the_app() {
    let mut app = headless_app();
    let wakes = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&wakes);
    app.insert_resource(Waker::new(move || {
        counted.fetch_add(1, Ordering::SeqCst);
    }));
    // Hard thinks long enough for Gold's block to come to rest meanwhile.
    app.insert_resource(against_computer(Player::Teal, Level::Hard));
    start(&mut app, Position::EXAMPLE_START);
    app.world_mut().write_message(Request::Play(mv("c1N-d3")));
    run_until(&mut app, "Teal thinks with nothing moving", |world| {
        world
            .get_resource::<Drawing>()
            .is_some_and(|drawing| matches!(drawing.wanted, Some(Frames::Every(_))))
    });
    assert!(!moving(&mut app));
    run_until(&mut app, "Teal answers", |world| {
        world
            .get_resource::<tabletop::deblockle::session::Session>()
            .is_some_and(|session| session.game.moves().len() == 2)
    });
    assert!(wakes.load(Ordering::SeqCst) >= 1, "the answer woke the app");
    settle(&mut app);
    app.update();
    assert!(drawing(&app).at_rest(), "Gold's turn: the table rests");
}
