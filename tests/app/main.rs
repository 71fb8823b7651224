//! The app without a window: whole games through messages, undo, picks,
//! scripts, and after every animation each block exactly where the rules
//! say. Plus the render tests under Xvfb (`render`).

use std::path::PathBuf;

use bevy::prelude::*;
use tabletop::deblockle::coords::block_transform;
use tabletop::deblockle::pieces::{BlockPiece, Blocks, TipShown, tray_slot};
use tabletop::deblockle::selection::{Pick, Selection};
use tabletop::deblockle::session::{DeblockleRequest, DeblockleSession, Rejected, Start};
use tabletop::saved_game::{GameAutosave, Saved, SavedGame};
use tabletop::script::ScriptedMoves;
use tabletop::table::autosave::SaveFile;
use tabletop::table::motion::Animating;
use tabletop::testing::headless_app;
use tabletop_rules::deblockle::{Move, Outcome, Player, Position, RulesOptions, Square};

mod accessible;
mod autosave;
mod blokus3d;
mod clock;
mod computer;
mod continue_saved;
mod controller;
mod endgames;
mod evaluation;
mod faults;
mod fourth_game;
mod frames;
mod hint;
mod history;
mod hive;
mod hud;
mod language;
mod layout;
mod marks;
mod names;
mod options;
mod overlays;
mod palette;
mod position_dialog;
mod puzzles;
mod render;
mod replay;
mod set_up;
mod setup;
mod soak;
mod trays;
mod tree;
mod tutorial;
mod whole;

/// One block each on the 1-block starting squares.
const ONE_EACH: &str = "3tHC3/3*3/7/7/7/3*3/3gLC3 g";
/// A whole game from there: Gold brings its block home on the seventh move.
const ONE_EACH_GAME: [&str; 7] = ["d1W", "d7E", "c1N-d3", "e7E-f1", "d3W-d5", "f1N-e1", "d5N"];

/// A message as an English-speaking player reads it.
fn in_english(message: &tabletop_i18n::Message) -> String {
    tabletop_i18n::Words::new(tabletop_i18n::Language::English).say(message)
}

fn mv(text: &str) -> Move {
    text.parse().expect("a move")
}

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

fn start(app: &mut App, notation: &str) {
    let position: Position = notation.parse().expect("a position");
    app.world_mut().write_message(DeblockleRequest::NewGame {
        rules: RulesOptions::default(),
        start: Start::Position(position),
    });
    settle(app);
}

/// Runs frames until no request waits and nothing moves (at most 30 s of game time).
fn settle(app: &mut App) {
    let mut quiet = 0;
    for _ in 0..1500 {
        app.update();
        let moving = app
            .world_mut()
            .query_filtered::<(), With<Animating>>()
            .iter(app.world())
            .count();
        quiet = if moving == 0 { quiet + 1 } else { 0 };
        if quiet >= 5 {
            return;
        }
    }
    panic!("the app never came to rest");
}

/// A headless app that autosaves into a fresh scratch folder (returned,
/// with the autosave file in it).
fn app_with_autosave(name: &str) -> (App, PathBuf) {
    let folder = std::env::temp_dir().join(format!("tabletop-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let mut app = headless_app();
    app.insert_resource(GameAutosave::at(&folder.join("autosave.ron")));
    (app, folder)
}

/// The save at `path` once the autosave has written what `app` sent it,
/// which must be what `done` looks for.
fn wait_for_autosave(
    app: &mut App,
    path: &std::path::Path,
    done: impl Fn(&Saved) -> bool,
) -> Saved {
    tabletop::testing::flush_autosave(app);
    let found = SavedGame::load(path).ok().flatten().map(|saved| saved.game);
    found.filter(&done).expect("the save holds what was played")
}

fn play(app: &mut App, moves: &[&str]) {
    for text in moves {
        app.world_mut()
            .write_message(DeblockleRequest::Play(mv(text)));
        settle(app);
    }
}

fn session(app: &App) -> &DeblockleSession {
    app.world().resource::<DeblockleSession>()
}

/// Every block of the rules' board has an entity resting exactly on its
/// square in its orientation (or tipped, where its tip is shown while its
/// hop is chosen); every removed block rests in its tray.
fn assert_blocks_match_the_rules(app: &mut App) {
    let position = *session(app).game.position();
    let blocks = app.world().resource::<Blocks>();
    let on_board: Vec<(Square, Entity)> = blocks.on_board.iter().map(|(s, e)| (*s, *e)).collect();
    let trays = blocks.trays.clone();
    assert_eq!(
        on_board.len(),
        position.board().occupied().len() as usize,
        "{position}"
    );
    for (square, entity) in on_board {
        let block = position
            .board()
            .block_at(square)
            .unwrap_or_else(|| panic!("no block on {square} in {position}"));
        let transform = app.world().get::<Transform>(entity).expect("a transform");
        // A block whose tip is shown (its hop being chosen) lies tipped.
        let expected = match app.world().get::<TipShown>(entity) {
            Some(&TipShown(tip)) => {
                let landed = square.step(tip).expect("a tip shown stays on the board");
                block_transform(landed, block.orientation.tipped(tip))
            }
            None => block_transform(square, block.orientation),
        };
        assert!(
            transform.translation.distance(expected.translation) < 1e-3,
            "{square}: at {} not {}",
            transform.translation,
            expected.translation
        );
        assert!(
            transform.rotation.angle_between(expected.rotation) < 1e-3,
            "{square}: turned wrong for {:?}",
            block.orientation
        );
        let piece = app.world().get::<BlockPiece>(entity).expect("a block");
        assert_eq!(piece.owner, block.owner);
    }
    for player in Player::BOTH {
        for (index, &entity) in trays[player].iter().enumerate() {
            let transform = app.world().get::<Transform>(entity).expect("a transform");
            assert!(transform.translation.distance(tray_slot(player, index)) < 1e-3);
        }
    }
}

#[test]
fn a_whole_game_plays_through_messages() {
    let mut app = headless_app();
    start(&mut app, ONE_EACH);
    assert_blocks_match_the_rules(&mut app);
    for text in ONE_EACH_GAME {
        play(&mut app, &[text]);
        assert_blocks_match_the_rules(&mut app);
    }
    assert_eq!(
        session(&app).game.outcome(),
        Some(Outcome::Win(Player::Gold))
    );
    assert_eq!(app.world().resource::<Blocks>().trays.gold.len(), 1);
    // Nothing more can be played.
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("e1N")));
    settle(&mut app);
    assert_eq!(session(&app).game.moves().len(), ONE_EACH_GAME.len());
}

#[test]
fn undo_and_redo_move_the_blocks_back_and_forth() {
    let mut app = headless_app();
    start(&mut app, ONE_EACH);
    play(&mut app, &ONE_EACH_GAME);
    for _ in 0..ONE_EACH_GAME.len() {
        app.world_mut().write_message(DeblockleRequest::Undo);
        settle(&mut app);
        assert_blocks_match_the_rules(&mut app);
    }
    assert_eq!(session(&app).game.position().to_string(), ONE_EACH);
    assert!(app.world().resource::<Blocks>().trays.gold.is_empty());
    for _ in 0..ONE_EACH_GAME.len() {
        app.world_mut().write_message(DeblockleRequest::Redo);
        settle(&mut app);
        assert_blocks_match_the_rules(&mut app);
    }
    assert_eq!(
        session(&app).game.outcome(),
        Some(Outcome::Win(Player::Gold))
    );
}

#[test]
fn a_move_made_by_picks_shows_the_tip_then_hops() {
    let mut app = headless_app();
    start(&mut app, Position::EXAMPLE_START);
    for square in ["c1", "c2"] {
        app.world_mut().write_message(Pick::Square(sq(square)));
        settle(&mut app);
    }
    assert_eq!(
        *app.world().resource::<Selection>(),
        Selection::Tipped(sq("c1"), tabletop_rules::deblockle::Direction::North)
    );
    let entity = app.world().resource::<Blocks>().on_board[&sq("c1")];
    assert!(app.world().get::<TipShown>(entity).is_some());
    // The hop is refused with the rules' reason, then made.
    app.world_mut().write_message(Pick::Square(sq("c4")));
    settle(&mut app);
    app.world_mut().write_message(Pick::Square(sq("d3")));
    settle(&mut app);
    assert_eq!(session(&app).game.moves(), [mv("c1N-d3")]);
    assert_eq!(*app.world().resource::<Selection>(), Selection::Idle);
    assert!(app.world().get::<TipShown>(entity).is_none());
    assert_blocks_match_the_rules(&mut app);
}

#[test]
fn escape_tips_the_block_back() {
    let mut app = headless_app();
    start(&mut app, Position::EXAMPLE_START);
    for pick in [
        Pick::Square(sq("c3")),
        Pick::Square(sq("c4")),
        Pick::Cancel,
        Pick::Cancel,
    ] {
        app.world_mut().write_message(pick);
        settle(&mut app);
    }
    assert_eq!(*app.world().resource::<Selection>(), Selection::Idle);
    assert!(session(&app).game.moves().is_empty());
    assert_blocks_match_the_rules(&mut app);
}

#[test]
fn keyboard_picks_walk_the_choices() {
    let mut app = headless_app();
    start(&mut app, Position::EXAMPLE_START);
    // Blocks c1 e1 c3 e3: Tab twice reaches c3; its tips are c4 (Stop: plays at once)…
    for pick in [Pick::Cycle(1), Pick::Cycle(1), Pick::Confirm] {
        app.world_mut().write_message(pick);
        settle(&mut app);
    }
    assert_eq!(
        *app.world().resource::<Selection>(),
        Selection::Block(sq("c3"))
    );
}

/// Every refusal so far.
#[derive(Resource, Default)]
struct Refusals(Vec<String>);

fn keep_refusals(mut rejected: MessageReader<Rejected>, mut refusals: ResMut<Refusals>) {
    refusals
        .0
        .extend(rejected.read().map(|r| in_english(&r.reason)));
}

#[test]
fn an_illegal_request_is_refused_with_the_rules_reason() {
    let mut app = headless_app();
    app.init_resource::<Refusals>()
        .add_systems(Last, keep_refusals);
    start(&mut app, Position::EXAMPLE_START);
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("e3S")));
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Refusals>().0,
        ["A Star may only face up on your target star."]
    );
    assert!(session(&app).game.moves().is_empty());
}

#[test]
fn a_script_stops_at_its_first_illegal_move() {
    let mut app = headless_app();
    start(&mut app, ONE_EACH);
    let script = ["d1W", "d1W", "d7E"];
    app.world_mut().resource_mut::<ScriptedMoves>().0 = script.iter().map(|m| mv(m)).collect();
    for _ in 0..script.len() {
        settle(&mut app);
    }
    assert_eq!(session(&app).game.moves(), [mv("d1W")]);
    assert!(app.world().resource::<ScriptedMoves>().0.is_empty());
}

#[test]
fn scripted_moves_play_one_after_another() {
    let mut app = headless_app();
    start(&mut app, ONE_EACH);
    app.world_mut().resource_mut::<ScriptedMoves>().0 =
        ONE_EACH_GAME.iter().map(|m| mv(m)).collect();
    for _ in 0..ONE_EACH_GAME.len() {
        settle(&mut app);
    }
    settle(&mut app);
    assert_eq!(session(&app).game.moves().len(), ONE_EACH_GAME.len());
    assert_blocks_match_the_rules(&mut app);
}
