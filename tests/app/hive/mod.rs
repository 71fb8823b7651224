//! The Hive table, headless: games played through messages (a Beetle
//! stack, a forced pass), picks and the destinations they show, undo and
//! redo, the computer and an external UHP engine as opponents, the
//! autosave, the command line; after every animation each tile exactly
//! where the rules put it (opponents and saved games in their own modules).

mod expansions;
pub(crate) mod keys;
mod opponents;
mod saved;
mod set_up;

use std::path::PathBuf;

use bevy::prelude::*;
use tabletop::AppOptions;
use tabletop::game_start::StartGame;
use tabletop::hive::layout::{TILE_HEIGHT, resting_place};
use tabletop::hive::seats::HiveSeats;
use tabletop::hive::selection::{HivePick, HiveSelection};
use tabletop::hive::session::{HiveRejected, HiveRequest, HiveSession};
use tabletop::hive::tiles::HiveTile;
use tabletop::records::{Recorded, list_games};
use tabletop::saved_game::{GameAutosave, Saved, SavedGame};
use tabletop::table::Notice;
use tabletop::table::frames::Waker;
use tabletop::table::game::TableGame as _;
use tabletop::table::motion::Animating;
use tabletop::table::records::save_record;
use tabletop::table::seats::Seat;
use tabletop::testing::headless_app;
use tabletop_ai::Level;
use tabletop_rules::hive::{Colour, Hex, HiveGame, Move, Piece};

use super::render::{paint_when_drawn, render_folder};
use super::setup::run_until;
use super::{app_with_autosave, settle, wait_for_autosave};

/// White's Beetle, north-west of its Spider (north-east of its Queen: the
/// rules write it so), climbs onto the Spider on turn 4.
const BEETLE_CLIMBS: [&str; 7] = [
    "wS1", "bB1 wS1-", "wQ -wS1", "bQ bB1-", "wB1 wQ/", "bA1 bQ-", "wB1 wS1",
];

/// Black has no move but a pass (found by random play; the rules agree).
const BLACK_MUST_PASS: &str = "Base;InProgress;Black[18];wS1;bS1 /wS1;wA1 wS1/;bA1 /bS1;wB1 wA1-;bQ bA1\\;wQ wB1\\;bB1 -bA1;wG1 wQ\\;bB2 bS1\\;wA2 wG1\\;bA2 bB2\\;wA3 /wA2;bQ /bA2;wA3 -bB1;bS2 bA2-;wA3 \\bB1;bS2 -wQ;wB2 -wA3;bQ bA2\\;wA1 /bB1;bG1 bQ-;wA2 wG1-;bA3 /bQ;wA1 bA3\\;bG2 -bQ;wA1 -bA3;bG3 bG1/;wA2 -wA1;bA3 wQ-;wG2 -wB2;bA3 bG3-;wG3 \\wA2;bA3 wG1\\;wQ wG1/";

/// A mid-game hive with a three-high stack (wB2 on bB2 on wA1).
pub(super) const MID_GAME: &str = "Base;InProgress;White[13];wB1;bA1 wB1-;wA1 -wB1;bA2 bA1-;wA2 /wB1;bG1 bA2-;wQ wA1/;bQ bG1-;wS1 /wA2;bA3 /bG1;wQ wB1/;bB1 bA2/;wA1 bQ\\;bA3 wQ/;wA3 wA1\\;bB1 bG1;wA3 /bA1;bB2 bB1/;wB2 wA1\\;bB2 bQ;wB1 bA1;bB2 wA1;wB2 bB2;bA3 -wS1";

fn piece(name: &str) -> Piece {
    Piece::parse(name).expect("a piece")
}

fn session(app: &App) -> &HiveSession {
    app.world().resource::<HiveSession>()
}

fn open(app: &mut App, game: HiveGame) {
    app.world_mut()
        .write_message(HiveRequest::NewGame(Box::new(game)));
    settle(app);
}

/// Plays a move string (read in the position now) and waits for the tiles.
pub(super) fn play(app: &mut App, text: &str) {
    let mv = session(app)
        .game
        .position()
        .parse_move(text)
        .expect("a move string");
    app.world_mut().write_message(HiveRequest::Play(mv));
    settle(app);
}

fn request(app: &mut App, request: HiveRequest) {
    app.world_mut().write_message(request);
    settle(app);
}

/// All 22 tiles, once each, resting where the rules put them.
pub(super) fn assert_tiles_match_the_rules(app: &mut App) {
    let position = session(app).game.position().clone();
    let mut seen = Vec::new();
    let mut tiles = app
        .world_mut()
        .query_filtered::<(&HiveTile, &Transform), Without<Animating>>();
    for (tile, transform) in tiles.iter(app.world()) {
        let expected = resting_place(&position, tile.0);
        assert!(
            transform.translation.distance(expected) < 1e-3,
            "{}: at {} not {expected}",
            tile.0,
            transform.translation
        );
        seen.push(tile.0);
    }
    seen.sort();
    let mut every: Vec<Piece> = position.pieces().collect();
    every.sort();
    assert_eq!(seen, every, "every tile once, at rest");
}

#[derive(Resource, Default)]
struct Heard(Vec<String>);

fn hear(
    mut notices: MessageReader<Notice>,
    mut rejected: MessageReader<HiveRejected>,
    mut heard: ResMut<Heard>,
) {
    heard
        .0
        .extend(notices.read().map(|n| super::in_english(&n.0)));
    heard
        .0
        .extend(rejected.read().map(|r| super::in_english(&r.reason)));
}

fn listening_app() -> App {
    let mut app = headless_app();
    app.init_resource::<Heard>().add_systems(Last, hear);
    app
}

fn heard(app: &App) -> &[String] {
    &app.world().resource::<Heard>().0
}

#[test]
fn a_beetle_climbs_and_the_stack_shows_one_tile_on_another() {
    let mut app = headless_app();
    open(&mut app, HiveGame::new());
    for text in BEETLE_CLIMBS {
        play(&mut app, text);
        assert_tiles_match_the_rules(&mut app);
    }
    let game = &session(&app).game;
    assert_eq!(game.moves(), BEETLE_CLIMBS);
    assert_eq!(game.position().height(Hex::ORIGIN), 2);
    // Independently of the layout code: the Beetle sits one tile up, the
    // Spider under it on the felt, both on the origin's centre.
    let mut tiles = app.world_mut().query::<(&HiveTile, &Transform)>();
    for (tile, transform) in tiles.iter(app.world()) {
        let at = transform.translation;
        if tile.0 == piece("wB1") {
            assert!((at.y - TILE_HEIGHT).abs() < 1e-4 && at.x.abs() < 1e-4 && at.z.abs() < 1e-4);
        }
        if tile.0 == piece("wS1") {
            assert!(at.y.abs() < 1e-4 && at.x.abs() < 1e-4 && at.z.abs() < 1e-4);
        }
    }
}

#[test]
fn a_forced_pass_is_played_and_any_other_move_refused() {
    let mut app = listening_app();
    open(
        &mut app,
        HiveGame::parse(BLACK_MUST_PASS).expect("a game string"),
    );
    assert_eq!(session(&app).game.legal_moves(), [Move::Pass]);
    // A tile clicked now says why it cannot move.
    app.world_mut().write_message(HivePick::Tile(piece("bA3")));
    settle(&mut app);
    assert_eq!(
        *app.world().resource::<HiveSelection>(),
        HiveSelection::default()
    );
    assert!(!heard(&app).is_empty(), "a reason is given");
    request(&mut app, HiveRequest::Play(Move::Pass));
    assert_eq!(
        session(&app).game.moves().last().map(String::as_str),
        Some("pass")
    );
    assert_tiles_match_the_rules(&mut app);
    // White is not stuck: passing now is refused, with the rules' reason.
    request(&mut app, HiveRequest::Play(Move::Pass));
    assert!(
        heard(&app)
            .iter()
            .any(|h| h.contains("pass is allowed only"))
    );
    assert_eq!(
        session(&app).game.moves().last().map(String::as_str),
        Some("pass")
    );
}

#[test]
fn picks_show_the_rules_destinations_and_play_one() {
    let mut app = listening_app();
    open(&mut app, HiveGame::new());
    // White's Spider from the reserve: the first tile goes to the origin.
    app.world_mut().write_message(HivePick::Tile(piece("wS2")));
    app.update();
    let selection = app.world().resource::<HiveSelection>().clone();
    assert_eq!(
        selection.piece,
        Some(piece("wS1")),
        "the next Spider of the pile"
    );
    assert_eq!(selection.moves, [Move::Place(piece("wS1"), Hex::ORIGIN)]);
    app.world_mut().write_message(HivePick::Hex(Hex::ORIGIN));
    settle(&mut app);
    assert_eq!(session(&app).game.moves(), ["wS1"]);
    // Black's Queen may not open (the tournament rule): refused with why.
    app.world_mut().write_message(HivePick::Tile(piece("bQ")));
    settle(&mut app);
    assert!(app.world().resource::<HiveSelection>().piece.is_none());
    assert!(
        heard(&app)
            .iter()
            .any(|h| h.contains("Queen may not be placed"))
    );
    // Black's Ant: six hexes round the Spider, as the rules list them.
    app.world_mut().write_message(HivePick::Tile(piece("bA1")));
    app.update();
    let selection = app.world().resource::<HiveSelection>().clone();
    let expected: Vec<Move> = session(&app)
        .game
        .legal_moves()
        .into_iter()
        .filter(|mv| matches!(mv, Move::Place(p, _) if *p == piece("bA1")))
        .collect();
    assert_eq!(selection.moves, expected);
    assert_eq!(selection.moves.len(), 6);
    // A click on empty felt lets go.
    app.world_mut()
        .write_message(HivePick::Hex(Hex { q: 5, r: 5 }));
    settle(&mut app);
    assert_eq!(session(&app).game.moves().len(), 1);
    assert!(app.world().resource::<HiveSelection>().piece.is_none());
    // White's Spider in the hive is not Black's to play: the rules say so.
    app.world_mut().write_message(HivePick::Tile(piece("wS1")));
    settle(&mut app);
    assert!(app.world().resource::<HiveSelection>().piece.is_none());
    assert!(
        heard(&app).iter().any(|h| h.contains("wS1 is not yours")),
        "{:?}",
        heard(&app)
    );
    assert_tiles_match_the_rules(&mut app);
}

#[test]
fn undo_and_redo_move_the_tiles_back_and_forth() {
    let mut app = headless_app();
    open(&mut app, HiveGame::new());
    for text in BEETLE_CLIMBS {
        play(&mut app, text);
    }
    for _ in 0..3 {
        request(&mut app, HiveRequest::Undo);
        assert_tiles_match_the_rules(&mut app);
    }
    assert_eq!(session(&app).game.moves(), &BEETLE_CLIMBS[..4]);
    for _ in 0..3 {
        request(&mut app, HiveRequest::Redo);
        assert_tiles_match_the_rules(&mut app);
    }
    assert_eq!(session(&app).game.moves(), BEETLE_CLIMBS);
    // A new move after undo forks: redo has nothing left.
    request(&mut app, HiveRequest::Undo);
    play(&mut app, "wA1 -wQ");
    assert!(!session(&app).can_redo());
    assert_tiles_match_the_rules(&mut app);
}
