//! The engine's judgement at the tables, in the whole app: F4 switches the
//! evaluation on (the settings keep it), the engine's answer fills the
//! status panel's line and bar; one block each it waits for the solved
//! endgame and is exact; it follows the game; F4 hides it again. The
//! banner's Review marks every move, and stepping back tells the next.

use bevy::prelude::*;
use tabletop::deblockle::seats::DeblockleSeats;
use tabletop::deblockle::session::{DeblockleRequest, DeblockleSession, Start};
use tabletop::game_start::StartGame;
use tabletop::hive::seats::HiveSeats;
use tabletop::language::Localized;
use tabletop::settings::{Settings, SettingsFile};
use tabletop::table::evaluation::EvaluationLine;
use tabletop::table::review::Reviewed;
use tabletop::testing::frames_until;
use tabletop_ai::review::Mark;
use tabletop_i18n::{Arg, Explained as _, Message};
use tabletop_rules::deblockle::{Player, Position, RulesOptions};
use tabletop_rules::hive::{Colour, HiveGame};

use super::whole::{button_labelled, click, press_key, whole_app};
use super::{ONE_EACH, ONE_EACH_GAME, play, settle};

/// The whole app, its settings written nowhere (a test changes them).
fn app() -> App {
    let mut app = whole_app();
    app.insert_resource(SettingsFile {
        path: None,
        problem: None,
    });
    app
}

/// The evaluation line's text, if it is laid out.
fn standing(app: &mut App) -> Option<Message> {
    let world = app.world_mut();
    let mut lines = world.query::<(&EvaluationLine, &Node, &Children)>();
    let (_, node, children) = lines.single(world).expect("one evaluation line");
    if node.display == Display::None {
        return None;
    }
    // The bar, then the standing, then the expected line.
    let text = children.get(1).copied()?;
    world.get::<Localized>(text).map(|text| text.0.clone())
}

/// Runs frames until the line says `wanted` (the engine answers from its
/// thread; the solved endgame first, a few seconds).
fn until_it_says(app: &mut App, wanted: &Message) {
    frames_until(app, &format!("{wanted:?}"), |app| {
        standing(app).as_ref() == Some(wanted)
    });
}

#[test]
fn f4_shows_the_evaluation_exact_with_one_block_each_following_the_game() {
    let mut app = app();
    let position: Position = ONE_EACH.parse().expect("a position");
    app.world_mut().write_message(StartGame::Deblockle(
        DeblockleRequest::NewGame {
            rules: RulesOptions::default(),
            start: Start::Position(position),
        },
        DeblockleSeats::default(),
    ));
    settle(&mut app);
    assert_eq!(standing(&mut app), None, "off until asked for");
    press_key(&mut app, KeyCode::F4);
    assert!(app.world().resource::<Settings>().show_evaluation);
    // Gold brings its block home on its fourth turn (the game in main).
    let gold_wins_in = |turns: u32| {
        Message::new("eval-wins-in")
            .with("player", Player::Gold.message())
            .with("turns", turns)
    };
    until_it_says(&mut app, &gold_wins_in(4));
    // Gold's first move leaves three of its turns; its second, two.
    play(&mut app, &ONE_EACH_GAME[..1]);
    until_it_says(&mut app, &gold_wins_in(3));
    play(&mut app, &ONE_EACH_GAME[1..3]);
    until_it_says(&mut app, &gold_wins_in(2));
    press_key(&mut app, KeyCode::F4);
    assert!(!app.world().resource::<Settings>().show_evaluation);
    // The settings take effect, then the line follows them.
    app.update();
    app.update();
    assert_eq!(standing(&mut app), None, "hidden again");
}

#[test]
fn the_hive_evaluation_gives_white_to_move_its_chances() {
    let mut app = app();
    let game = HiveGame::parse("Base;InProgress;White[3];wS1;bG1 -wS1;wA1 wS1/;bQ /bG1")
        .expect("a game string");
    app.world_mut()
        .write_message(StartGame::Hive(Box::new(game), HiveSeats::default()));
    settle(&mut app);
    press_key(&mut app, KeyCode::F4);
    // Meanwhile it says that the engine is looking.
    let answered = |app: &mut App| standing(app).filter(|said| said.key != "eval-thinking");
    frames_until(&mut app, "an evaluation", |app| answered(app).is_some());
    let said = answered(&mut app).expect("an evaluation");
    assert_eq!(said.key, "eval-chances");
    let player = said.args.iter().find(|(name, _)| *name == "player");
    assert_eq!(
        player.map(|(_, value)| value.clone()),
        Some(Arg::Message(Colour::White.message()))
    );
}

#[test]
fn the_banners_review_marks_every_move_and_stepping_back_tells_the_next_one() {
    let mut app = app();
    let position: Position = ONE_EACH.parse().expect("a position");
    app.world_mut().write_message(StartGame::Deblockle(
        DeblockleRequest::NewGame {
            rules: RulesOptions::default(),
            start: Start::Position(position),
        },
        DeblockleSeats::default(),
    ));
    settle(&mut app);
    play(&mut app, &ONE_EACH_GAME);
    let review = button_labelled(&mut app, "hud-review");
    click(&mut app, review);
    frames_until(&mut app, "the review", |app| {
        app.world()
            .contains_resource::<Reviewed<DeblockleSession>>()
    });
    let reviewed = app.world().resource::<Reviewed<DeblockleSession>>();
    assert_eq!(reviewed.judged.len(), ONE_EACH_GAME.len());
    // Gold's moves are the quickest win there is (home on its fourth
    // turn, as the solved endgame says): every one the best.
    let gold: Vec<Mark> = reviewed
        .judged
        .iter()
        .filter(|judgement| judgement.seat == Player::Gold.seat())
        .map(|judgement| judgement.mark)
        .collect();
    assert_eq!(gold, [Mark::Best; 4]);
    assert_eq!(
        reviewed.summaries[Player::Gold.seat()].marks,
        [4, 0, 0, 0, 0]
    );
    // Undo: the last move is next along the line.
    app.world_mut().write_message(DeblockleRequest::Undo);
    settle(&mut app);
    let next = texts_of(&mut app)
        .into_iter()
        .find(|text| text.key == "review-next")
        .expect("the next move told");
    assert!(next.args.contains(&("number", Arg::Number(7))));
    assert!(next.args.contains(&("move", Arg::Text("d5N".to_owned()))));
}

/// Every text on screen.
fn texts_of(app: &mut App) -> Vec<Message> {
    let world = app.world_mut();
    let mut texts = world.query::<&Localized>();
    texts.iter(world).map(|text| text.0.clone()).collect()
}
