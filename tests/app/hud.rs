//! The HUD every table shares: a game that ends shows its banner, in the
//! words of that game's rules, and the banner's Rematch starts the game
//! again (the HUD's buttons are the table layer's, the words the game's).

use bevy::prelude::*;
use tabletop::blokus3d::session::{BlokusRequest, BlokusSeats, BlokusSession, Person};
use tabletop::deblockle::seats::DeblockleSeats;
use tabletop::deblockle::session::{DeblockleRequest, DeblockleSession, Start};
use tabletop::deblockle::setup::Setup;
use tabletop::game_start::StartGame;
use tabletop::hive::seats::HiveSeats;
use tabletop::hive::session::{HiveRequest, HiveSession};
use tabletop::language::Localized;
use tabletop::saved_game::GameAutosave;
use tabletop::table::game::TableGame;
use tabletop::table::history::HistoryFolder;
use tabletop::table::hud::Banner;
use tabletop::testing::frames_until;
use tabletop_rules::blokus3d::{Position as BlokusPosition, Seating};
use tabletop_rules::concession::Concession;
use tabletop_rules::deblockle::{Player, Position, RulesOptions};
use tabletop_rules::hive::{Colour, HiveGame};

use super::settle;
use super::whole::{button_labelled, click, whole_app};

/// The whole app, its autosave and history in a scratch folder.
fn app() -> App {
    let folder = tabletop::testing::scratch_folder("hud", "banner");
    let mut app = whole_app();
    app.insert_resource(GameAutosave::at(&folder.join("autosave.ron")));
    app.insert_resource(HistoryFolder(Some(folder)));
    app
}

/// The banner's line, while the banner is shown.
fn banner_says(app: &mut App) -> Option<String> {
    let world = app.world_mut();
    let mut banners = world.query_filtered::<(Entity, &Visibility), With<Banner>>();
    let (banner, shown) = banners.single(world).expect("one banner");
    if shown == Visibility::Hidden {
        return None;
    }
    let mut lines = world.query::<(&Localized, &ChildOf)>();
    lines
        .iter(world)
        .find(|(_, parent)| parent.parent() == banner)
        .map(|(text, _)| text.0.key.to_string())
}

/// Ends `G`'s game with `ending`, checks the banner says `words`, and
/// clicks Rematch.
fn end_and_rematch<G: TableGame>(app: &mut App, ending: G::Request, words: &str) {
    assert_eq!(banner_says(app), None, "{}: no banner in play", G::GAME);
    app.world_mut().write_message(ending);
    settle(app);
    assert!(app.world().resource::<G>().is_over(), "{}", G::GAME);
    assert_eq!(banner_says(app).as_deref(), Some(words), "{}", G::GAME);
    let rematch = button_labelled(app, "hud-rematch");
    click(app, rematch);
}

/// `G`'s game begun again: not over, no move played, no banner.
fn started_again<G: TableGame>(app: &mut App) {
    frames_until(app, G::GAME, |app| {
        let session = app.world().resource::<G>();
        !session.is_over() && session.moves_played() == 0
    });
    settle(app);
    assert_eq!(banner_says(app), None, "{}", G::GAME);
}

/// Starts Deblockle from the rules' example start.
fn start_deblockle(app: &mut App) {
    let start = StartGame::Deblockle(
        DeblockleRequest::NewGame {
            rules: RulesOptions::default(),
            start: Start::Position(Position::example_start()),
        },
        DeblockleSeats::default(),
    );
    app.world_mut().write_message(start);
    settle(app);
}

#[test]
fn each_table_ends_with_its_games_words_and_rematch_starts_again() {
    let mut app = app();

    let game = HiveGame::parse("Base;InProgress;White[2];wS1;bS1 wS1-").expect("a game");
    let start = StartGame::Hive(Box::new(game), HiveSeats::default());
    app.world_mut().write_message(start);
    settle(&mut app);
    end_and_rematch::<HiveSession>(
        &mut app,
        HiveRequest::TimeOut(Colour::White),
        "wins-on-time",
    );
    started_again::<HiveSession>(&mut app);

    // Both colours out of time: nobody can place, the scores are final.
    let seating = Seating::one_colour_each(2);
    let position = BlokusPosition::start('A', seating).expect("a structure");
    let start = StartGame::Blokus3d(Box::new(position), BlokusSeats::default());
    app.world_mut().write_message(start);
    settle(&mut app);
    app.world_mut().write_message(BlokusRequest::TimeOut(0));
    end_and_rematch::<BlokusSession>(&mut app, BlokusRequest::TimeOut(1), "blokus-shared");
    started_again::<BlokusSession>(&mut app);

    start_deblockle(&mut app);
    end_and_rematch::<DeblockleSession>(
        &mut app,
        DeblockleRequest::TimeOut(Player::Gold),
        "wins-on-time",
    );
    // A Deblockle rematch begins with its setup, the winner to move first.
    frames_until(&mut app, "a new setup", |app| {
        app.world().contains_resource::<Setup>()
    });
    assert_eq!(app.world().resource::<Setup>().plan.first, Player::Teal);
}

#[test]
fn a_resignation_or_a_draw_agreed_ends_each_table_in_its_words() {
    let mut app = app();
    let start = || StartGame::Hive(Box::default(), HiveSeats::default());
    app.world_mut().write_message(start());
    settle(&mut app);
    end_and_rematch::<HiveSession>(
        &mut app,
        HiveRequest::Resign(Colour::Black),
        "wins-by-resignation",
    );
    started_again::<HiveSession>(&mut app);
    end_and_rematch::<HiveSession>(&mut app, HiveRequest::AgreeDraw, "hive-draw-agreed");

    let seating = Seating::one_colour_each(2);
    let position = BlokusPosition::start('A', seating).expect("a structure");
    let start = StartGame::Blokus3d(Box::new(position), BlokusSeats::default());
    app.world_mut().write_message(start);
    settle(&mut app);
    // The first player's colour is out; the other plays on.
    app.world_mut()
        .write_message(BlokusRequest::Resign(Person(0)));
    settle(&mut app);
    let position = &app.world().resource::<BlokusSession>().position;
    assert!(position.is_out(0) && !position.is_over());
    assert_eq!(position.conceded(Concession::Resigned), [(0, 0)]);

    start_deblockle(&mut app);
    end_and_rematch::<DeblockleSession>(
        &mut app,
        DeblockleRequest::Resign(Player::Teal),
        "wins-by-resignation",
    );
}
