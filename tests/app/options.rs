//! The new-game options as controls, with the keys: ↓ and ↑ choose a line
//! (its explanation shows under the options), ← and → change its value
//! (a list's next value, a stepper's count, a switch); a line that does not
//! apply is skipped, and every game's options are reached the same way;
//! the settings screen's preferences too.

use bevy::prelude::*;
use tabletop::blokus3d::new_game::BlokusNewGame;
use tabletop::deblockle::new_game::NewGameSettings;
use tabletop::game_start::ChosenGame;
use tabletop::hive::new_game::{HiveNewGame, SeatChoice};
use tabletop::menu::MenuPage;
use tabletop::screens::Screen;
use tabletop::settings::Settings;
use tabletop::table::clock::ClockChoice;
use tabletop::table::options::{FocusedOption, OpenList};
use tabletop::table::seats::Seat;
use tabletop_ai::Level;
use tabletop_i18n::Language;
use tabletop_rules::clock::PRESETS;
use tabletop_rules::hive::Bug;

use crate::layout::{SIZES, app_in_a_window, go_to, menu_at, resize};
use crate::whole::press_key;

/// Every text shown.
fn texts_shown(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut texts = world.query::<(&Text, &InheritedVisibility, &ComputedNode)>();
    texts
        .iter(world)
        .filter(|(_, visible, node)| visible.get() && node.size().min_element() > 0.0)
        .map(|(text, ..)| text.0.clone())
        .collect()
}

fn shows(app: &mut App, words: &str) -> bool {
    texts_shown(app).iter().any(|text| text == words)
}

/// The options page of `game`, in English, no line chosen yet.
fn options_of(game: ChosenGame) -> App {
    let mut app = app_in_a_window();
    menu_at(&mut app, MenuPage::Game, game);
    resize(&mut app, SIZES[1], Language::English);
    assert_eq!(app.world().resource::<FocusedOption>().line(), None);
    app
}

fn press(app: &mut App, key: KeyCode, times: usize) {
    for _ in 0..times {
        press_key(app, key);
    }
}

#[test]
fn deblockle_options_change_with_the_keys_and_explain_themselves() {
    let mut app = options_of(ChosenGame::Deblockle);
    assert!(shows(&mut app, "Players"), "{:?}", texts_shown(&mut app));
    assert!(shows(&mut app, "Rules and variants"));
    assert!(shows(&mut app, "Setup"));
    // The first line: the opponent, a list.
    press(&mut app, KeyCode::ArrowDown, 1);
    assert!(shows(
        &mut app,
        "Play someone at this screen, the computer at one of six levels (or at the one of your strength), or a friend on another computer."
    ));
    press(&mut app, KeyCode::ArrowRight, 4);
    let settings = app.world().resource::<NewGameSettings>();
    assert_eq!(settings.opponent, Seat::Computer(Level::Medium));
    assert!(shows(&mut app, "Computer, medium"));
    // Playing the computer, its side applies: the next line.
    press(&mut app, KeyCode::ArrowDown, 1);
    assert!(shows(
        &mut app,
        "The colour the computer or your friend plays; the other one is yours."
    ));
    press(&mut app, KeyCode::ArrowLeft, 1);
    let settings = app.world().resource::<NewGameSettings>();
    assert_eq!(
        settings.computer_side,
        tabletop_rules::deblockle::Player::Gold
    );
    // Who moves first, then Gold's blocks, a stepper: down from four, and
    // no further than one.
    press(&mut app, KeyCode::ArrowDown, 2);
    assert!(shows(
        &mut app,
        "How many blocks Gold plays with: fewer to take off the board is a head start for a weaker player."
    ));
    press(&mut app, KeyCode::ArrowLeft, 5);
    let blocks = app.world().resource::<NewGameSettings>().rules.blocks;
    assert_eq!((blocks.gold, blocks.teal), (1, 4));
    // Teal's blocks, the placing, the roll, then the second column: the
    // person's name, and the rules: no adjacent blocks, a switch.
    press(&mut app, KeyCode::ArrowDown, 5);
    assert!(!app.world().resource::<NewGameSettings>().rules.no_adjacent);
    press(&mut app, KeyCode::ArrowRight, 1);
    assert!(app.world().resource::<NewGameSettings>().rules.no_adjacent);
    // Up from the first line is the last: the clock.
    press(&mut app, KeyCode::ArrowUp, 8);
    press(&mut app, KeyCode::ArrowUp, 1);
    assert!(shows(
        &mut app,
        "Time for each player: none, a preset (minutes each + seconds added a move), or one typed in."
    ));
}

#[test]
fn enter_opens_a_cards_options_and_only_the_next_enter_plays() {
    let mut app = app_in_a_window();
    menu_at(&mut app, MenuPage::Front, ChosenGame::Hive);
    resize(&mut app, SIZES[1], Language::English);
    press(&mut app, KeyCode::Enter, 1);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Game);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Menu,
        "still choosing the options"
    );
    press(&mut app, KeyCode::Enter, 1);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        tabletop::hive::TABLE
    );
}

#[test]
fn enter_opens_a_list_whose_values_take_up_and_down_and_closes_it_again() {
    let mut app = options_of(ChosenGame::Hive);
    press(&mut app, KeyCode::ArrowDown, 1);
    press(&mut app, KeyCode::Enter, 1);
    let white = app.world().resource::<FocusedOption>().line();
    assert_eq!(app.world().resource::<OpenList>().0, white);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Menu,
        "the Enter opened the list and did not play"
    );
    // ↓ and ↑ go through the list, not from line to line.
    press(&mut app, KeyCode::ArrowDown, 4);
    press(&mut app, KeyCode::ArrowUp, 1);
    assert_eq!(
        app.world().resource::<HiveNewGame>().white,
        SeatChoice::Computer(Level::Easy)
    );
    assert_eq!(app.world().resource::<FocusedOption>().line(), white);
    press(&mut app, KeyCode::Enter, 1);
    assert_eq!(app.world().resource::<OpenList>().0, None);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    // Space turns a switch over (the Mosquito, the first of the setup).
    press(&mut app, KeyCode::ArrowDown, 2);
    press(&mut app, KeyCode::Space, 1);
    let rules = app.world().resource::<HiveNewGame>().rules;
    assert!(rules.expansions.includes(Bug::Mosquito));
    press(&mut app, KeyCode::Enter, 1);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        tabletop::hive::TABLE
    );
}

#[test]
fn a_line_that_does_not_apply_is_passed_over() {
    let mut app = options_of(ChosenGame::Deblockle);
    // Against a friend, the computer's side does not show: from the
    // opponent, the next line is who moves first.
    press(&mut app, KeyCode::ArrowDown, 2);
    assert!(shows(
        &mut app,
        "Who moves first; at random, the game decides as it starts."
    ));
    assert!(!shows(&mut app, "Your opponent plays"));
}

#[test]
fn hive_and_blokus_options_and_the_clock_take_the_same_keys() {
    let mut app = options_of(ChosenGame::Hive);
    press(&mut app, KeyCode::ArrowDown, 1);
    press(&mut app, KeyCode::ArrowRight, 7);
    assert_eq!(
        app.world().resource::<HiveNewGame>().white,
        SeatChoice::Engine
    );
    assert!(shows(&mut app, "A UHP engine"));
    // The engine's field takes the keys now; on a fresh page, a bug (in
    // the setup, after the seats) and the clock (the last rule, after the
    // person's name).
    let mut app = options_of(ChosenGame::Hive);
    press(&mut app, KeyCode::ArrowDown, 4);
    press(&mut app, KeyCode::ArrowRight, 1);
    press(&mut app, KeyCode::ArrowDown, 5);
    press(&mut app, KeyCode::ArrowRight, 2);
    assert_eq!(app.world().resource::<ClockChoice>().control, PRESETS[1]);
    let rules = app.world().resource::<HiveNewGame>().rules;
    assert!(rules.expansions.includes(Bug::Ladybug));
    assert!(!rules.expansions.includes(Bug::Mosquito));

    let mut app = options_of(ChosenGame::Blokus3d);
    press(&mut app, KeyCode::ArrowDown, 1);
    press(&mut app, KeyCode::ArrowRight, 2);
    let settings = app.world().resource::<BlokusNewGame>().clone();
    assert_eq!(settings.seating.players, 4);
    assert!(shows(&mut app, "Player 4"), "four seats show");
    press(&mut app, KeyCode::ArrowRight, 1);
    assert!(
        app.world()
            .resource::<BlokusNewGame>()
            .seating
            .two_colours_each
    );
    assert!(!shows(&mut app, "Player 3"));
}

#[test]
fn the_settings_are_controls_that_take_the_same_keys() {
    let mut app = app_in_a_window();
    app.insert_resource(Settings::default());
    go_to(&mut app, Screen::Settings);
    resize(&mut app, SIZES[1], Language::English);
    for heading in ["Sound", "At the table", "Words and colours", "Screen"] {
        assert!(shows(&mut app, heading), "{:?}", texts_shown(&mut app));
    }
    // The sound volume, a stepper: 75 %, then 100 %, and no further.
    press(&mut app, KeyCode::ArrowDown, 1);
    assert!(shows(
        &mut app,
        "How loud the pieces, dice and notices sound; 0 % is silent."
    ));
    press(&mut app, KeyCode::ArrowRight, 2);
    assert_eq!(app.world().resource::<Settings>().volume, 1.0);
    assert!(shows(&mut app, "100 %"));
    // The camera's turning, a switch, down the first column.
    press(&mut app, KeyCode::ArrowDown, 3);
    press(&mut app, KeyCode::ArrowLeft, 1);
    assert!(!app.world().resource::<Settings>().camera_auto_turn);
    // The colours, a list, in the second column (after the evaluation,
    // the language and the text size).
    press(&mut app, KeyCode::ArrowDown, 4);
    press(&mut app, KeyCode::ArrowRight, 1);
    assert_eq!(
        app.world().resource::<Settings>().palette,
        tabletop::table::palette::Palette::ColourBlind
    );
    assert!(shows(&mut app, "For every eye"));
    // Escape closes an open list first, then leaves for the menu.
    press(&mut app, KeyCode::Enter, 1);
    assert!(app.world().resource::<OpenList>().0.is_some());
    press(&mut app, KeyCode::Escape, 1);
    assert_eq!(app.world().resource::<OpenList>().0, None);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Settings
    );
    press(&mut app, KeyCode::Escape, 1);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
}
