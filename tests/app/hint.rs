//! Hints at the three tables, headless: the engine's move comes from its
//! thread, is chosen up to its last step (Enter, a click on the ringed
//! hex, a drop of the piece held over its place plays it) and is counted
//! in the game. (That a hint is never shown for a position that changed
//! meanwhile is the table layer's, tested in `table::hint`.)

use bevy::prelude::*;
use tabletop::blokus3d::placing::{BlokusHand, BlokusPick};
use tabletop::blokus3d::session::{BlokusSeats, BlokusSession};
use tabletop::deblockle::seats::DeblockleSeats;
use tabletop::deblockle::selection::{Cursor, Pick, Selection};
use tabletop::deblockle::session::{DeblockleRequest, DeblockleSession, Start};
use tabletop::game_start::StartGame;
use tabletop::hive::seats::HiveSeats;
use tabletop::hive::selection::{HivePick, HiveSelection, destination};
use tabletop::hive::session::HiveSession;
use tabletop::table::hint::{AskForHint, ShownHint};
use tabletop::testing::headless_app;
use tabletop_rules::blokus3d::{Position as BlokusPosition, Seating};
use tabletop_rules::deblockle::{Position, RulesOptions};
use tabletop_rules::hive::{HiveGame, Move as HiveMove};

use super::setup::run_until;
use super::{ONE_EACH, settle};

fn session(app: &App) -> &DeblockleSession {
    app.world().resource::<DeblockleSession>()
}

fn open(app: &mut App, notation: &str) {
    let position: Position = notation.parse().expect("a position");
    app.world_mut().write_message(StartGame::Deblockle(
        DeblockleRequest::NewGame {
            rules: RulesOptions::default(),
            start: Start::Position(position),
        },
        DeblockleSeats::default(),
    ));
    settle(app);
}

#[test]
fn a_hint_is_the_engines_move_ready_to_play_and_counted() {
    let mut app = headless_app();
    open(&mut app, ONE_EACH);
    app.world_mut().write_message(AskForHint);
    run_until(&mut app, "the hint is shown", |world| {
        world.contains_resource::<ShownHint<DeblockleSession>>()
    });
    let mv = app
        .world()
        .resource::<ShownHint<DeblockleSession>>()
        .hint
        .mv;
    assert!(session(&app).game.legal_moves().contains(&mv));
    assert_eq!(session(&app).game.hints(), 1);
    settle(&mut app);
    // Chosen up to its last step, the cursor on that step.
    let selection = *app.world().resource::<Selection>();
    let expected = match mv.hop {
        Some(_) => Selection::Tipped(mv.from, mv.tip),
        None => Selection::Block(mv.from),
    };
    assert_eq!(selection, expected);
    assert!(app.world().resource::<Cursor>().shown);
    app.world_mut().write_message(Pick::Confirm);
    settle(&mut app);
    assert_eq!(session(&app).game.moves(), [mv], "Enter played the hint");
    assert!(
        !app.world()
            .contains_resource::<ShownHint<DeblockleSession>>(),
        "the hint goes once the game moves on"
    );
}

#[test]
fn a_hive_hint_chooses_the_tile_rings_its_hex_and_is_counted() {
    let mut app = headless_app();
    let game = HiveGame::parse("Base;InProgress;White[3];wS1;bG1 -wS1;wA1 wS1/;bQ /bG1")
        .expect("a game string");
    app.world_mut()
        .write_message(StartGame::Hive(Box::new(game), HiveSeats::default()));
    settle(&mut app);
    app.world_mut().write_message(AskForHint);
    run_until(&mut app, "the hint is shown", |world| {
        world.contains_resource::<ShownHint<HiveSession>>()
    });
    let mv = app.world().resource::<ShownHint<HiveSession>>().hint.mv;
    let hive = |app: &App| app.world().resource::<HiveSession>().game.clone();
    assert!(hive(&app).legal_moves().contains(&mv));
    assert_eq!(hive(&app).hints(), 1);
    settle(&mut app);
    let selection = app.world().resource::<HiveSelection>().clone();
    let (HiveMove::Place(piece, to) | HiveMove::Move(piece, to)) = mv else {
        panic!("a pass hinted with tiles to move");
    };
    assert_eq!(selection.piece, Some(piece));
    assert_eq!(selection.hinted, Some(mv));
    assert_eq!(destination(mv), Some(to));
    app.world_mut().write_message(HivePick::Hex(to));
    settle(&mut app);
    assert_eq!(hive(&app).last_move(), Some(mv), "a click there played it");
    assert_eq!(hive(&app).hints(), 1);
}

#[test]
fn a_blokus_hint_holds_the_piece_over_its_place_and_is_counted() {
    let mut app = headless_app();
    let start = BlokusPosition::start('B', Seating::one_colour_each(2)).expect("the wall");
    app.world_mut()
        .write_message(StartGame::Blokus3d(Box::new(start), BlokusSeats::default()));
    settle(&mut app);
    app.world_mut().write_message(AskForHint);
    run_until(&mut app, "the hint is shown", |world| {
        world.contains_resource::<ShownHint<BlokusSession>>()
    });
    let placement = app.world().resource::<ShownHint<BlokusSession>>().hint.mv;
    let blokus = |app: &App| app.world().resource::<BlokusSession>().position.clone();
    assert!(blokus(&app).legal_placements().contains(&placement));
    assert_eq!(app.world().resource::<BlokusSession>().position.hints(), 1);
    settle(&mut app);
    assert!(
        app.world().contains_resource::<ShownHint<BlokusSession>>(),
        "counting the hint does not make it stale"
    );
    assert_eq!(
        app.world().resource::<BlokusHand>().placement(),
        Some(placement),
        "held over where it goes"
    );
    app.world_mut().write_message(BlokusPick::Drop);
    settle(&mut app);
    assert_eq!(
        blokus(&app).history().last(),
        Some(&placement),
        "the drop played it"
    );
}
