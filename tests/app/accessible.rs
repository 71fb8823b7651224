//! What assistive technology hears: every button shown has the role of a
//! button and its words as its name (in the language shown, after the
//! language changes too), and a move played at a table is read out, as is
//! whose turn it is (polite live regions).

use accesskit::{Live, Role};
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use tabletop::game_start::ChosenGame;
use tabletop::menu::MenuPage;
use tabletop_i18n::Language;

use crate::layout::{SIZES, app_in_a_window, menu_at, resize, start_as};

/// Each button shown, with its name as heard and its words as seen.
fn buttons_heard_and_seen(app: &mut App) -> Vec<(Option<String>, Role, String)> {
    let world = app.world_mut();
    let mut buttons = world.query_filtered::<(
        &AccessibilityNode,
        &Children,
        &InheritedVisibility,
        &ComputedNode,
    ), With<Button>>();
    let mut texts = world.query::<&Text>();
    let shown: Vec<_> = buttons
        .iter(world)
        .filter(|(.., visible, node)| visible.get() && node.size().min_element() > 0.0)
        .map(|(heard, children, ..)| {
            (
                heard.label().map(str::to_owned),
                heard.role(),
                children.to_vec(),
            )
        })
        .collect();
    shown
        .into_iter()
        .map(|(heard, role, children)| {
            let seen: Vec<String> = children
                .iter()
                .filter_map(|&child| texts.get(world, child).ok())
                .map(|text| text.0.clone())
                .filter(|words| !words.is_empty())
                .collect();
            (heard, role, seen.join(" "))
        })
        .collect()
}

fn assert_every_button_is_named_by_its_words(app: &mut App, place: &str) {
    let buttons = buttons_heard_and_seen(app);
    assert!(buttons.len() >= 5, "{place}: {buttons:?}");
    for (heard, role, seen) in buttons {
        assert_eq!(role, Role::Button, "{place}: {seen}");
        assert!(!seen.is_empty(), "{place}: a button with no words");
        assert_eq!(heard.as_deref(), Some(seen.as_str()), "{place}");
    }
}

#[test]
fn every_button_is_named_by_its_words_in_the_language_shown() {
    let mut app = app_in_a_window();
    menu_at(&mut app, MenuPage::Front, ChosenGame::Deblockle);
    resize(&mut app, SIZES[0], Language::English);
    assert_every_button_is_named_by_its_words(&mut app, "the menu");
    // The options' buttons get their words after they are made, and new
    // words with every click and every language.
    menu_at(&mut app, MenuPage::Game, ChosenGame::Hive);
    resize(&mut app, SIZES[0], Language::Croatian);
    assert_every_button_is_named_by_its_words(&mut app, "Hive's options in Croatian");
    let heard: Vec<String> = buttons_heard_and_seen(&mut app)
        .into_iter()
        .filter_map(|(heard, ..)| heard)
        .collect();
    assert!(heard.iter().any(|name| name == "Natrag"), "{heard:?}");
}

/// What the polite live regions say now.
fn spoken(app: &mut App) -> Vec<Option<String>> {
    let world = app.world_mut();
    let mut live = world.query::<&AccessibilityNode>();
    live.iter(world)
        .filter(|node| node.live() == Some(Live::Polite))
        .map(|node| node.value().map(str::to_owned))
        .collect()
}

#[test]
fn a_move_and_the_turn_are_read_out() {
    let mut app = app_in_a_window();
    start_as(&mut app, &["--game", "hive"]);
    resize(&mut app, SIZES[0], Language::English);
    crate::hive::play(&mut app, "wS1");
    let spoken = spoken(&mut app);
    assert!(
        spoken.contains(&Some("White played wS1".to_owned())),
        "{spoken:?}"
    );
    assert!(
        spoken
            .iter()
            .flatten()
            .any(|line| line.starts_with("Black")),
        "whose turn: {spoken:?}"
    );
}

/// Whether a polite live region says `who` made `what`.
fn read_out(app: &mut App, who: &str, what: &str) -> bool {
    let said = format!("{who} played {what}");
    spoken(app).iter().flatten().any(|line| *line == said)
}

#[test]
fn a_move_is_read_out_at_every_table() {
    use tabletop::deblockle::session::{DeblockleRequest, DeblockleSession};
    use tabletop_rules::deblockle::Position;

    let mut app = app_in_a_window();
    start_as(&mut app, &["--position", Position::EXAMPLE_START]);
    resize(&mut app, SIZES[0], Language::English);
    let game = &app.world().resource::<DeblockleSession>().game;
    let (gold, first) = (game.position().turn(), game.legal_moves()[0]);
    app.world_mut().write_message(DeblockleRequest::Play(first));
    crate::settle(&mut app);
    assert!(
        read_out(&mut app, &format!("{gold:?}"), &first.to_string()),
        "{:?}",
        spoken(&mut app)
    );

    let mut app = app_in_a_window();
    start_as(&mut app, &["--game", "blokus3d"]);
    resize(&mut app, SIZES[0], Language::English);
    let placement = crate::blokus3d::place_at_random(&mut app, 7);
    assert!(
        read_out(&mut app, "Blue", &placement.to_string()),
        "{:?}",
        spoken(&mut app)
    );
}

#[test]
fn a_refusal_at_the_deblockle_table_is_read_out() {
    use tabletop::deblockle::session::DeblockleRequest;
    use tabletop_rules::deblockle::Position;

    let mut app = app_in_a_window();
    start_as(&mut app, &["--position", Position::EXAMPLE_START]);
    resize(&mut app, SIZES[0], Language::English);
    // A Star turned up anywhere but on its own target star.
    app.world_mut()
        .write_message(DeblockleRequest::Play(crate::mv("e3S")));
    for _ in 0..5 {
        app.update();
    }
    let spoken = spoken(&mut app);
    let refusal = "A Star may only face up on your target star.";
    assert!(spoken.contains(&Some(refusal.to_owned())), "{spoken:?}");
}
