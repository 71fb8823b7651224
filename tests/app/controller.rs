//! A game controller, in the whole app without a window: its buttons
//! press the keys the screens already answer, so at the menu the D-pad and
//! the left stick choose a game, A opens its options and then plays, B
//! comes back; at the table the right stick turns the camera. Two
//! controllers at a Hive hotseat: each takes the seat it first presses on,
//! and the other's buttons do nothing on that seat's turns.

use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadAxisChangedEvent,
    RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::prelude::*;
use tabletop::game_start::ChosenGame;
use tabletop::hive::cursor::HiveCursor;
use tabletop::hive::session::HiveSession;
use tabletop::menu::MenuPage;
use tabletop::screens::Screen;
use tabletop::table::camera::OrbitCamera;
use tabletop::table::game::TableGame as _;
use tabletop_i18n::Language;

use crate::hive::keys::hive_hotseat;
use crate::layout::{SIZES, app_in_a_window, menu_at, resize};
use crate::settle;

/// A controller plugged in.
fn connect(app: &mut App) -> Entity {
    let pad = app.world_mut().spawn_empty().id();
    let connected = GamepadConnection::Connected {
        name: "a test controller".into(),
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
fn press(app: &mut App, pad: Entity, button: GamepadButton) {
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
    assert_eq!(screen(&app), Screen::Hive, "A plays from the options");

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

fn moves_played(app: &App) -> usize {
    app.world().resource::<HiveSession>().moves_played()
}

fn cursor_shown(app: &App) -> bool {
    app.world().resource::<HiveCursor>().shown
}

/// The first tile the cursor offers, chosen, and its first destination.
fn play_the_first_move(app: &mut App, pad: Entity) {
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
}
