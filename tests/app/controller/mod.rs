//! A game controller, in the whole app without a window: its buttons
//! press the keys the screens already answer, so at the menu the D-pad and
//! the left stick choose a game, A opens its options and then plays, B
//! comes back; at the table the right stick turns the camera. Two
//! controllers at a Hive hotseat: each takes the seat it first presses on,
//! and the other's buttons do nothing on that seat's turns (or each plays
//! the person the options chose it for: `seats`).

use bevy::input::ButtonState;
use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadAxisChangedEvent,
    RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::input::mouse::MouseButtonInput;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use tabletop::controller::ControllerSeats;
use tabletop::game_start::ChosenGame;
use tabletop::hive::cursor::HiveCursor;
use tabletop::hive::session::HiveSession;
use tabletop::language::Localized;
use tabletop::menu::MenuPage;
use tabletop::screens::Screen;
use tabletop::table::camera::OrbitCamera;
use tabletop::table::game::TableGame as _;
use tabletop_i18n::Language;

mod lessons;
mod round_trip;
mod seats;
mod tables;
mod typing;

use crate::hive::keys::hive_hotseat;
use crate::layout::{SIZES, app_in_a_window, menu_at, resize};
use crate::settle;

/// A controller plugged in.
pub(super) fn connect(app: &mut App) -> Entity {
    connect_named(app, "a test controller")
}

/// A controller that says its name plugged in.
fn connect_named(app: &mut App, name: &str) -> Entity {
    let pad = app.world_mut().spawn_empty().id();
    let connected = GamepadConnection::Connected {
        name: name.into(),
        vendor_id: None,
        product_id: None,
    };
    app.world_mut()
        .write_message(GamepadConnectionEvent::new(pad, connected));
    app.update();
    pad
}

fn raw(app: &mut App, event: RawGamepadEvent) {
    app.world_mut().write_message(event);
    for _ in 0..3 {
        app.update();
    }
}

/// `button` pressed and let go on `pad`.
pub(super) fn press(app: &mut App, pad: Entity, button: GamepadButton) {
    for value in [1.0, 0.0] {
        raw(
            app,
            RawGamepadButtonChangedEvent::new(pad, button, value).into(),
        );
    }
}

/// The left stick leant along x by `lean`, then let go.
fn lean(app: &mut App, pad: Entity, lean: f32) {
    for value in [lean, 0.0] {
        let event = RawGamepadAxisChangedEvent::new(pad, GamepadAxis::LeftStickX, value);
        raw(app, event.into());
    }
}

fn chosen(app: &App) -> ChosenGame {
    *app.world().resource::<ChosenGame>()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

#[test]
fn a_controller_chooses_a_game_opens_its_options_comes_back_and_plays() {
    let mut app = app_in_a_window();
    menu_at(&mut app, MenuPage::Front, ChosenGame::Deblockle);
    resize(&mut app, SIZES[1], Language::English);
    let pad = connect(&mut app);

    press(&mut app, pad, GamepadButton::DPadRight);
    assert_eq!(chosen(&app), ChosenGame::Hive, "the D-pad is the arrows");
    lean(&mut app, pad, -0.9);
    assert_eq!(chosen(&app), ChosenGame::Deblockle, "and so is the stick");
    lean(&mut app, pad, 0.3);
    assert_eq!(
        chosen(&app),
        ChosenGame::Deblockle,
        "a slight lean is no arrow"
    );
    press(&mut app, pad, GamepadButton::DPadRight);

    press(&mut app, pad, GamepadButton::South);
    assert_eq!(
        *app.world().resource::<MenuPage>(),
        MenuPage::Game,
        "A chooses"
    );
    press(&mut app, pad, GamepadButton::East);
    assert_eq!(
        *app.world().resource::<MenuPage>(),
        MenuPage::Front,
        "B comes back"
    );
    assert_eq!(screen(&app), Screen::Menu);

    press(&mut app, pad, GamepadButton::South);
    press(&mut app, pad, GamepadButton::South);
    assert_eq!(
        screen(&app),
        tabletop::hive::TABLE,
        "A plays from the options"
    );

    // At the table the right stick turns the camera round it.
    for _ in 0..120 {
        app.update();
    }
    let yaw = |app: &mut App| {
        let world = app.world_mut();
        let mut cameras = world.query::<&OrbitCamera>();
        cameras.single(world).expect("the camera").yaw
    };
    let before = yaw(&mut app);
    let event = RawGamepadAxisChangedEvent::new(pad, GamepadAxis::RightStickX, 0.9);
    raw(&mut app, event.into());
    for _ in 0..10 {
        app.update();
    }
    assert!(
        yaw(&mut app) < before - 0.05,
        "{before} → {}",
        yaw(&mut app)
    );
}

pub(super) fn moves_played(app: &App) -> usize {
    app.world().resource::<HiveSession>().moves_played()
}

pub(super) fn cursor_shown(app: &App) -> bool {
    app.world().resource::<HiveCursor>().shown
}

/// The first tile the cursor offers, chosen, and its first destination.
pub(super) fn play_the_first_move(app: &mut App, pad: Entity) {
    let played = moves_played(app);
    press(app, pad, GamepadButton::South);
    press(app, pad, GamepadButton::South);
    settle(app);
    assert_eq!(moves_played(app), played + 1);
}

#[test]
fn two_controllers_each_move_for_their_own_seat() {
    let mut app = hive_hotseat();
    let (white, black) = (connect(&mut app), connect(&mut app));

    // The first to press on White's turn is White's.
    press(&mut app, white, GamepadButton::RightTrigger);
    assert!(cursor_shown(&app));
    play_the_first_move(&mut app, white);

    // Black's turn: the other controller presses first and takes it.
    press(&mut app, black, GamepadButton::RightTrigger);
    assert!(cursor_shown(&app));
    play_the_first_move(&mut app, black);

    // White's turn again: Black's controller presses nothing.
    press(&mut app, black, GamepadButton::RightTrigger);
    press(&mut app, black, GamepadButton::South);
    assert!(!cursor_shown(&app));
    assert_eq!(moves_played(&app), 2);
    press(&mut app, white, GamepadButton::RightTrigger);
    assert!(cursor_shown(&app));

    // White's controller unplugged: Black's takes White's seat too.
    let owner = |app: &App, seat| {
        app.world()
            .resource::<ControllerSeats>()
            .0
            .get(&seat)
            .copied()
    };
    assert_eq!(owner(&app, 0), Some(white));
    app.world_mut().write_message(GamepadConnectionEvent::new(
        white,
        GamepadConnection::Disconnected,
    ));
    app.update();
    assert_eq!(owner(&app, 0), None, "White's seat is free again");
    press(&mut app, black, GamepadButton::RightTrigger);
    assert_eq!(owner(&app, 0), Some(black));
}

/// Whether the node named `name` is laid out.
fn displayed(app: &mut App, name: &str) -> bool {
    let world = app.world_mut();
    let mut nodes = world.query::<(&Name, &Node)>();
    let node = nodes.iter(world).find(|(n, _)| n.as_str() == name);
    node.expect(name).1.display != Display::None
}

/// Whether the node called `name` is drawn (not hidden).
fn displayed_and_visible(app: &mut App, name: &str) -> bool {
    let world = app.world_mut();
    let mut nodes = world.query::<(&Name, &Visibility)>();
    let (_, visibility) = nodes
        .iter(world)
        .find(|(n, _)| n.as_str() == name)
        .unwrap_or_else(|| panic!("no {name}"));
    *visibility != Visibility::Hidden
}

#[test]
fn the_corner_shows_the_buttons_of_the_controller_in_use() {
    let mut app = hive_hotseat();
    assert!(!displayed(&mut app, "Controller legend"));
    assert_eq!(shown_text(&mut app, "help-reminder"), "F1: keys");

    let pad = connect_named(&mut app, "DualSense Wireless Controller");
    press(&mut app, pad, GamepadButton::DPadUp);
    assert!(displayed(&mut app, "Controller legend"));
    assert_eq!(shown_text(&mut app, "help-reminder"), "CREATE: buttons");
    // PlayStation's D-pad, cross and circle are drawn; L1, R1 and OPTIONS
    // are words.
    let world = app.world_mut();
    let legends: Vec<Entity> = world
        .query::<(Entity, &Name)>()
        .iter(world)
        .filter(|(_, name)| name.as_str() == "Controller legend")
        .map(|(entity, _)| entity)
        .collect();
    let [legend] = legends[..] else {
        panic!("one legend: {legends:?}");
    };
    let rows: Vec<Entity> = world
        .query::<(Entity, &ChildOf)>()
        .iter(world)
        .filter(|(_, parent)| parent.parent() == legend)
        .map(|(row, _)| row)
        .collect();
    let drawn = world
        .query_filtered::<&ChildOf, With<ImageNode>>()
        .iter(world)
        .filter(|parent| rows.contains(&parent.parent()))
        .count();
    assert_eq!(drawn, 3);
    // The hint line names the controller's buttons.
    assert_eq!(
        shown_text(&mut app, "hive-hint-idle"),
        "Move to one of your tiles with the D-pad and press Cross, \
         or choose with L1/R1 (your reserve too)."
    );
    // Select shows the list of buttons, in the controller's words where
    // it has them (the keys elsewhere), and hides it again.
    let help_shown = |app: &mut App| displayed_and_visible(app, "Help");
    assert!(!help_shown(&mut app));
    press(&mut app, pad, GamepadButton::Select);
    assert!(help_shown(&mut app));
    assert_eq!(
        shown_text(&mut app, "help-hive-click"),
        "With the D-pad and Cross: a tile (reserve or hive), then a green space"
    );
    assert_eq!(shown_text(&mut app, "help-hides"), "CREATE hides this.");
    assert_eq!(
        shown_text(&mut app, "help-hive-pass"),
        "OPTIONS, then Pass: pass (only when nothing else is legal)"
    );
    assert_eq!(
        shown_text(&mut app, "help-review"),
        "F5: review the game (the engine marks every move)",
        "a key no button has"
    );
    press(&mut app, pad, GamepadButton::Select);
    assert!(!help_shown(&mut app));

    // A click: the keys' reminder again.
    app.world_mut().write_message(MouseButtonInput {
        button: MouseButton::Left,
        state: ButtonState::Pressed,
        window: Entity::PLACEHOLDER,
    });
    app.update();
    app.update();
    assert!(!displayed(&mut app, "Controller legend"));
    assert_eq!(shown_text(&mut app, "help-reminder"), "F1: keys");
    assert_eq!(
        shown_text(&mut app, "hive-hint-idle"),
        "Click one of your tiles, in your reserve or in the hive."
    );
}

/// The words shown by the text that says the message `key`.
pub(super) fn shown_text(app: &mut App, key: &str) -> String {
    let world = app.world_mut();
    let mut texts = world.query::<(&Localized, &Text)>();
    let (_, text) = texts
        .iter(world)
        .find(|(localized, _)| localized.0.key == key)
        .unwrap_or_else(|| panic!("no text says {key}"));
    text.0.clone()
}

#[test]
fn on_a_screen_without_keys_of_its_own_the_shoulder_focuses_a_button_and_a_presses_it() {
    let mut app = app_in_a_window();
    resize(&mut app, SIZES[1], Language::English);
    crate::layout::go_to(&mut app, Screen::Lessons);
    for _ in 0..3 {
        app.update();
    }
    let pad = connect(&mut app);
    let focused = |app: &App| app.world().resource::<InputFocus>().get();
    let back = crate::whole::button_labelled(&mut app, "back");

    // The shoulder (Tab) gives the first button the focus; the D-pad goes
    // down the screen to Back, and A presses it.
    press(&mut app, pad, GamepadButton::RightTrigger);
    let first = focused(&app).expect("a button has the focus");
    assert!(app.world().get::<Button>(first).is_some(), "{first:?}");
    for _ in 0..20 {
        if focused(&app) == Some(back) {
            break;
        }
        let before = focused(&app);
        press(&mut app, pad, GamepadButton::DPadDown);
        assert_ne!(focused(&app), before, "the D-pad moves the focus down");
    }
    assert_eq!(focused(&app), Some(back));
    // B lets go of the focus first (and stays on the screen).
    press(&mut app, pad, GamepadButton::East);
    assert_eq!(focused(&app), None, "B lets go");
    assert_eq!(screen(&app), Screen::Lessons);
    press(&mut app, pad, GamepadButton::RightTrigger);
    for _ in 0..20 {
        if focused(&app) == Some(back) {
            break;
        }
        press(&mut app, pad, GamepadButton::DPadDown);
    }
    press(&mut app, pad, GamepadButton::South);
    assert_eq!(screen(&app), Screen::Menu, "Back pressed");
}
