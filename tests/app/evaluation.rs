//! The evaluation at the tables, in the whole app: F4 switches it on (the
//! settings keep it), the engine's answer fills the status panel's line
//! and bar; one block each it waits for the solved endgame and is exact;
//! it follows the game; F4 hides it again.

use bevy::prelude::*;
use tabletop::deblockle::opponent::DeblockleSeats;
use tabletop::deblockle::session::{Request, Start};
use tabletop::game_start::StartGame;
use tabletop::hive::seats::HiveSeats;
use tabletop::language::Localized;
use tabletop::settings::{Settings, SettingsFile};
use tabletop::table::evaluation::EvaluationLine;
use tabletop_i18n::{Arg, Explained as _, Message};
use tabletop_rules::deblockle::{Player, Position, RulesOptions};
use tabletop_rules::hive::{Colour, HiveGame};

use super::whole::{press_key, whole_app};
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
    let text = children.last().copied()?;
    world.get::<Localized>(text).map(|text| text.0.clone())
}

/// Runs frames until the line says `wanted` (the engine answers from its
/// thread; the solved endgame first, a few seconds).
fn until_it_says(app: &mut App, wanted: &Message) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while standing(app).as_ref() != Some(wanted) {
        assert!(
            std::time::Instant::now() < deadline,
            "never said {wanted:?}; says {:?}",
            standing(app)
        );
        app.update();
        std::thread::yield_now();
    }
}

#[test]
fn f4_shows_the_evaluation_exact_with_one_block_each_following_the_game() {
    let mut app = app();
    let position: Position = ONE_EACH.parse().expect("a position");
    app.world_mut().write_message(StartGame::Deblockle(
        Request::NewGame {
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
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let said = loop {
        // Meanwhile it says that the engine is looking.
        let said = standing(&mut app).filter(|said| said.key != "eval-thinking");
        if let Some(said) = said {
            break said;
        }
        assert!(std::time::Instant::now() < deadline, "no evaluation");
        app.update();
        std::thread::yield_now();
    };
    assert_eq!(said.key, "eval-chances");
    let player = said.args.iter().find(|(name, _)| *name == "player");
    assert_eq!(
        player.map(|(_, value)| value.clone()),
        Some(Arg::Message(Colour::White.message()))
    );
}
