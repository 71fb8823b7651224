//! A game controller, in the whole app without a window: its buttons
//! press the keys the screens already answer, so at the menu the D-pad and
//! the left stick choose a game, A opens its options and then plays, B
//! comes back; at the table the right stick turns the camera.

use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadAxisChangedEvent,
    RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::prelude::*;
use tabletop::game_start::ChosenGame;
use tabletop::menu::MenuPage;
use tabletop::screens::Screen;
use tabletop::table::camera::OrbitCamera;
use tabletop_i18n::Language;

use crate::layout::{SIZES, app_in_a_window, menu_at, resize};

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
