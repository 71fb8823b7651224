//! Text typed with a controller: A on a field opens the on-screen
//! keyboard, the D-pad walks its keys, A types, Start enters. A Deblockle
//! position typed so opens at its table; where the system has its own
//! keyboard (a Steam Deck's) that one is asked for instead, and the app's
//! opens only when it cannot be.

use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::text::EditableText;
use tabletop::controller::steam_deck::SystemKeyboard;
use tabletop::controller::typing::keys::{Command, Key, Layer, ROWS};
use tabletop::controller::typing::{KeyboardPanel, OnScreenKeyboard, Typing};
use tabletop::deblockle::session::DeblockleSession;
use tabletop::game_start::ChosenGame;
use tabletop::position_dialog::PositionField;
use tabletop::screens::Screen;
use tabletop::testing::a_command_that_starts;
use tabletop_rules::deblockle::Position;

use tabletop::menu::MenuPage;
use tabletop_i18n::Language;

use super::{connect, press};
use crate::layout::{
    Placed, SIZES, app_in_a_window, assert_no_faults, faults, menu_at, placed_nodes, resize,
    start_as,
};
use crate::settle;
use crate::whole::{button_labelled, click, whole_app};

fn typing(app: &App) -> Option<Typing> {
    app.world().resource::<OnScreenKeyboard>().0
}

fn typed(app: &mut App) -> String {
    let world = app.world_mut();
    let mut fields = world.query_filtered::<&EditableText, With<PositionField>>();
    fields.single(world).expect("open").value().to_string()
}

/// Where `wanted` is on the keyboard: its layer and place.
fn find(wanted: Key) -> (Layer, (usize, usize)) {
    let layers = [false, true]
        .into_iter()
        .flat_map(|symbols| [false, true].map(|shift| Layer { symbols, shift }));
    for layer in layers {
        for row in 0..ROWS {
            for column in 0..layer.row_length(row) {
                if layer.key((row, column)) == wanted {
                    return (layer, (row, column));
                }
            }
        }
    }
    panic!("no key {wanted:?}");
}

/// The D-pad walks to `place` (the rows first, then along the row), and
/// A presses it.
fn press_at(app: &mut App, pad: Entity, place: (usize, usize)) {
    for _ in 0..2 * ROWS {
        let at = typing(app).expect("open").at;
        match at.0.cmp(&place.0) {
            std::cmp::Ordering::Less => press(app, pad, GamepadButton::DPadDown),
            std::cmp::Ordering::Greater => press(app, pad, GamepadButton::DPadUp),
            std::cmp::Ordering::Equal => break,
        }
    }
    for _ in 0..12 {
        let at = typing(app).expect("open").at;
        match at.1.cmp(&place.1) {
            std::cmp::Ordering::Less => press(app, pad, GamepadButton::DPadRight),
            std::cmp::Ordering::Greater => press(app, pad, GamepadButton::DPadLeft),
            std::cmp::Ordering::Equal => break,
        }
    }
    assert_eq!(typing(app).expect("open").at, place);
    press(app, pad, GamepadButton::South);
}

/// `text` typed on the on-screen keyboard with the D-pad and A (a space
/// with Y), the layers changed with their keys as needed.
fn type_with_the_pad(app: &mut App, pad: Entity, text: &str) {
    for character in text.chars() {
        if character == ' ' {
            press(app, pad, GamepadButton::North);
            continue;
        }
        let (layer, place) = find(Key::Character(character));
        let shown = typing(app).expect("open").layer;
        if shown.symbols != layer.symbols {
            press_at(app, pad, find(Key::Command(Command::Layer)).1);
        }
        if shown.shift != layer.shift {
            press_at(app, pad, find(Key::Command(Command::Shift)).1);
        }
        assert_eq!(typing(app).expect("open").layer, layer);
        press_at(app, pad, place);
    }
}

/// The menu's position dialog open for Deblockle, its field focused.
fn position_dialog() -> App {
    let mut app = whole_app();
    app.insert_resource(ChosenGame::Deblockle);
    app.update();
    let open = button_labelled(&mut app, "menu-position");
    click(&mut app, open);
    app
}

/// The keyboard's key that shows `text`.
fn key_showing(app: &mut App, text: &str) -> Entity {
    let world = app.world_mut();
    let mut keys = world.query_filtered::<(Entity, &Children), With<Button>>();
    let keys: Vec<_> = keys
        .iter(world)
        .map(|(key, faces)| (key, faces.to_vec()))
        .collect();
    keys.into_iter()
        .find(|(_, faces)| {
            faces
                .iter()
                .any(|&face| world.get::<Text>(face).is_some_and(|shown| shown.0 == text))
        })
        .map(|(key, _)| key)
        .unwrap_or_else(|| panic!("no key shows {text}"))
}

/// How many keyboards are drawn.
fn key_count(app: &mut App) -> usize {
    let world = app.world_mut();
    let mut panels = world.query_filtered::<(), With<KeyboardPanel>>();
    panels.iter(world).count()
}

fn field_focused(app: &mut App) -> bool {
    let world = app.world_mut();
    let field = world
        .query_filtered::<Entity, With<PositionField>>()
        .single(world)
        .expect("the field");
    world.resource::<InputFocus>().get() == Some(field)
}

#[test]
fn a_controller_types_a_position_on_the_keyboard_and_its_table_opens() {
    let mut app = position_dialog();
    app.insert_resource(SystemKeyboard(None));
    let pad = connect(&mut app);
    assert!(field_focused(&mut app));
    press(&mut app, pad, GamepadButton::South);
    assert!(typing(&app).is_some(), "A opens the keyboard");
    assert_eq!(key_count(&mut app), 1);
    assert!(field_focused(&mut app), "the field keeps the focus");

    // A typo, deleted with X; then the opening position, Gold to move.
    type_with_the_pad(&mut app, pad, "3q");
    press(&mut app, pad, GamepadButton::West);
    assert_eq!(typed(&mut app), "3");
    let opening = "3tHC3/3*3/7/7/7/3*3/3gLC3 g";
    type_with_the_pad(&mut app, pad, &opening[1..]);
    assert_eq!(typed(&mut app), opening);

    // B closes the keyboard, the text kept; A opens it again, Start enters.
    press(&mut app, pad, GamepadButton::East);
    assert!(typing(&app).is_none());
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    press(&mut app, pad, GamepadButton::South);
    assert!(typing(&app).is_some());
    press(&mut app, pad, GamepadButton::Start);
    settle(&mut app);
    assert!(typing(&app).is_none());
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        tabletop::deblockle::TABLE
    );
    let read: Position = opening.parse().expect("the rules read it");
    let game = &app.world().resource::<DeblockleSession>().game;
    assert_eq!(game.start().board(), read.board());
}

#[test]
fn the_systems_keyboard_is_asked_for_where_there_is_one_and_the_apps_where_it_fails() {
    let mut app = position_dialog();
    let pad = connect(&mut app);
    // A system keyboard whose command starts: the app shows none of its own.
    app.insert_resource(SystemKeyboard(Some(a_command_that_starts())));
    press(&mut app, pad, GamepadButton::South);
    assert!(typing(&app).is_none());
    assert!(
        field_focused(&mut app),
        "the system's keys type into the field"
    );
    // One that cannot start: the app's keyboard instead.
    app.insert_resource(SystemKeyboard(Some(vec!["/nonexistent/steam".into()])));
    press(&mut app, pad, GamepadButton::South);
    assert!(typing(&app).is_some());
    // A mouse (or a finger) presses its keys too: the text the field
    // offers is selected, so the key replaces it, as a typed one would.
    assert_ne!(typed(&mut app), "");
    let seven = key_showing(&mut app, "7");
    click(&mut app, seven);
    app.update();
    assert_eq!(typed(&mut app), "7");
    assert_eq!(typing(&app).expect("open").at, find(Key::Character('7')).1);
    // The dialog closed by its button takes the keyboard down with it.
    let cancel = button_labelled(&mut app, "save-cancel");
    click(&mut app, cancel);
    app.update();
    assert!(typing(&app).is_none());
    assert_eq!(key_count(&mut app), 0, "the keyboard is taken down");
}

/// The nodes of the keyboard's panel (the panel and all it holds), and
/// the rectangle of `field`, as laid out now.
fn keyboard_and_field(app: &mut App, field: Entity) -> (Vec<Placed>, Rect) {
    let nodes = placed_nodes(app);
    let world = app.world_mut();
    let panel = world
        .query_filtered::<Entity, With<KeyboardPanel>>()
        .single(world)
        .expect("one keyboard");
    let in_panel = |node: &Placed| {
        std::iter::successors(Some(node.entity), |&entity| {
            world.get::<ChildOf>(entity).map(ChildOf::parent)
        })
        .any(|up| up == panel)
    };
    let field_rect = nodes
        .iter()
        .find(|node| node.entity == field)
        .map(|node| node.rect)
        .expect("the field is laid out");
    let keyboard = nodes.into_iter().filter(in_panel).collect();
    (keyboard, field_rect)
}

/// How a screen with a text field is opened.
type Opens = fn(&mut App);

#[test]
fn the_keyboard_fits_every_size_and_language_and_leaves_its_field_in_sight() {
    let mut app = app_in_a_window();
    let pad = connect(&mut app);
    let mut found = Vec::new();
    // The position dialog in the middle of the menu, and the save dialog
    // over a table, each with its field focused.
    let dialogs: [(&str, Opens); 2] = [
        ("the position dialog", |app| {
            menu_at(app, MenuPage::Front, ChosenGame::Hive);
            settle(app);
            let open = button_labelled(app, "menu-position");
            click(app, open);
        }),
        ("the save dialog", |app| {
            start_as(app, &["--game", "hive"]);
            settle(app);
            let save = button_labelled(app, "hud-save");
            click(app, save);
        }),
    ];
    for (name, open) in dialogs {
        open(&mut app);
        app.update();
        let field = app
            .world()
            .resource::<InputFocus>()
            .get()
            .expect("the field focused");
        press(&mut app, pad, GamepadButton::South);
        assert!(typing(&app).is_some(), "{name}: open");
        for size in SIZES {
            for language in Language::ALL {
                resize(&mut app, size, language);
                let (keyboard, field_rect) = keyboard_and_field(&mut app, field);
                let mut here = faults(&keyboard, size.window());
                let covered = keyboard
                    .iter()
                    .filter(|node| !node.rect.intersect(field_rect).is_empty())
                    .count();
                if covered > 0 {
                    here.push(format!("the keyboard covers the field {field_rect:?}"));
                }
                let code = language.code();
                found.extend(
                    here.into_iter()
                        .map(|fault| format!("{size:?} {code} {name}: {fault}")),
                );
            }
        }
        press(&mut app, pad, GamepadButton::East);
        press(&mut app, pad, GamepadButton::East);
    }
    assert_no_faults(&found);
}
