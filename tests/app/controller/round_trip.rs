//! One controller, nothing else: from the menu into each game (the D-pad
//! chooses it, A opens its options, A plays; Deblockle's rolled blocks
//! placed by both players), the table's menu asks for a
//! hint and A plays it with the cursor, the menu undoes it, and the menu's
//! Menu button comes back to the menu.

use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use tabletop::blokus3d::session::BlokusSession;
use tabletop::deblockle::session::DeblockleSession;
use tabletop::deblockle::setup::Setup;
use tabletop::game_start::ChosenGame;
use tabletop::hive::session::HiveSession;
use tabletop::language::Localized;
use tabletop::menu::MenuPage;
use tabletop::screens::Screen;
use tabletop::table::game::TableGame;
use tabletop::table::hint::ShownHint;
use tabletop::table::thinks::Thinks;
use tabletop::table::turn::PersonToMove;
use tabletop::testing::frames_until;
use tabletop_i18n::Language;

use super::tables::focus_with_the_dpad;
use super::{connect, press};
use crate::layout::{SIZES, app_in_a_window, menu_at, resize};
use crate::settle;

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn moves<G: TableGame>(app: &App) -> usize {
    app.world().resource::<G>().moves_played()
}

/// The button shown whose label says `key` (another may be hidden).
fn shown_button_labelled(app: &mut App, key: &str) -> Entity {
    let world = app.world_mut();
    let mut labels = world.query::<(&Localized, &ChildOf)>();
    let buttons: Vec<Entity> = labels
        .iter(world)
        .filter(|(text, _)| text.0.key == key)
        .map(|(_, button)| button.parent())
        .collect();
    buttons
        .into_iter()
        .find(|&button| {
            world
                .get::<InheritedVisibility>(button)
                .is_some_and(|v| v.get())
                && world
                    .get::<ComputedNode>(button)
                    .is_some_and(|node| node.size() != Vec2::ZERO)
        })
        .unwrap_or_else(|| panic!("no button shown says {key}"))
}

/// Opens the table's menu with Start, and presses its button labelled
/// `key` with the D-pad and A.
fn from_the_menu(app: &mut App, pad: Entity, key: &str) {
    // The menu stays open after a button is pressed; Start again would
    // close it.
    let open = app
        .world()
        .resource::<InputFocus>()
        .get()
        .is_some_and(|focused| app.world().get::<Button>(focused).is_some());
    if !open {
        press(app, pad, GamepadButton::Start);
    }
    let button = shown_button_labelled(app, key);
    focus_with_the_dpad(app, pad, button);
    press(app, pad, GamepadButton::South);
}

/// Deblockle's setup roll by hand, each roller in turn: the shoulder
/// chooses each block, the D-pad puts it down, A is Done once all are.
fn place_the_rolls(app: &mut App, pad: Entity) {
    frames_until(app, "the game begins", |app| {
        if let Some(placement) = app
            .world()
            .get_resource::<Setup>()
            .and_then(Setup::placement)
            .cloned()
        {
            if placement.is_complete() {
                press(app, pad, GamepadButton::South);
            } else {
                press(app, pad, GamepadButton::RightTrigger);
                press(app, pad, GamepadButton::DPadUp);
            }
        }
        app.world().contains_resource::<DeblockleSession>()
    });
}

/// From the menu into `game`'s table (through `begin`, what comes before
/// the first move), a hinted move played and undone, and back to the
/// menu, all with `pad`.
fn round_trip<G: Thinks>(
    app: &mut App,
    pad: Entity,
    (game, begin): (ChosenGame, fn(&mut App, Entity)),
    undo: &str,
) {
    for _ in 0..3 {
        if *app.world().resource::<ChosenGame>() != game {
            press(app, pad, GamepadButton::DPadRight);
        }
    }
    assert_eq!(*app.world().resource::<ChosenGame>(), game);
    press(app, pad, GamepadButton::South);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Game);
    press(app, pad, GamepadButton::South);
    settle(app);
    assert_eq!(screen(app), G::SCREEN, "A plays from the options");
    begin(app, pad);
    frames_until(app, "a person to move", |app| {
        app.world().resource::<PersonToMove>().0.is_some()
    });
    let before = moves::<G>(app);

    // The cursor shown, the menu's Hint: A plays the hinted move.
    press(app, pad, GamepadButton::DPadUp);
    from_the_menu(app, pad, "hud-hint");
    frames_until(app, "the hint is shown", |app| {
        app.world().contains_resource::<ShownHint<G>>()
    });
    settle(app);
    let hinted = app.world().resource::<ShownHint<G>>().hint.mv;
    press(app, pad, GamepadButton::East);
    press(app, pad, GamepadButton::South);
    frames_until(app, "the hint played", |app| moves::<G>(app) > before);
    let played = app.world().resource::<G>().tree().moves();
    assert!(
        played.get(before) == Some(&hinted),
        "the move played is the hint's ({hinted})"
    );

    // Undo (a computer's reply with it), then back to the menu.
    frames_until(app, "a person to move again", |app| {
        app.world().resource::<PersonToMove>().0.is_some()
    });
    from_the_menu(app, pad, undo);
    settle(app);
    assert_eq!(moves::<G>(app), before, "undone");
    from_the_menu(app, pad, "hud-menu");
    settle(app);
    assert_eq!(screen(app), Screen::Menu, "back at the menu");
    // At the game's options: B goes back to the games.
    press(app, pad, GamepadButton::East);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Front);
}

#[test]
fn a_controller_plays_each_game_from_the_menu_and_comes_back() {
    let mut app = app_in_a_window();
    menu_at(&mut app, MenuPage::Front, ChosenGame::Deblockle);
    resize(&mut app, SIZES[0], Language::English);
    let pad = connect(&mut app);
    let deblockle = (
        ChosenGame::Deblockle,
        place_the_rolls as fn(&mut App, Entity),
    );
    round_trip::<DeblockleSession>(&mut app, pad, deblockle, "hud-undo");
    let nothing: fn(&mut App, Entity) = |_, _| {};
    round_trip::<HiveSession>(&mut app, pad, (ChosenGame::Hive, nothing), "hud-undo");
    let blokus = (ChosenGame::Blokus3d, nothing);
    round_trip::<BlokusSession>(&mut app, pad, blokus, "hud-undo");
}
