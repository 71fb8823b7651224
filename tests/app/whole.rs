//! The whole app with no window and no renderer, for what only the view
//! has (the HUD, its buttons and dialogs, the trays): a clock that advances
//! a frame each update, and clicks as the pointer sends them.

use bevy::input::ButtonState;
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use tabletop::controller::keyboard_input;
use tabletop::language::Localized;
use tabletop::testing::FRAME;

/// The whole app, no window and no renderer, its clock advancing a frame
/// each update: the HUD's notices and dialogs are there.
pub(super) fn whole_app() -> App {
    let mut app = tabletop::app_without_renderer();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    tabletop::testing::on_one_thread(&mut app);
    app.finish();
    app.cleanup();
    app.update();
    app
}

/// The button whose label says `key`.
pub(super) fn button_labelled(app: &mut App, key: &str) -> Entity {
    let world = app.world_mut();
    let mut labels = world.query::<(&Localized, &ChildOf)>();
    labels
        .iter(world)
        .find(|(text, _)| text.0.key == key)
        .map(|(_, button)| button.parent())
        .unwrap_or_else(|| panic!("no button says {key}"))
}

/// A click on `entity`, as the pointer would send it.
pub(super) fn click(app: &mut App, entity: Entity) {
    click_with(app, entity, PointerButton::Primary);
}

/// A click of `button` on `entity`, as the pointer would send it.
pub(super) fn click_with(app: &mut App, entity: Entity, button: PointerButton) {
    app.world_mut()
        .trigger(tabletop::button_keys::click_of(entity, button));
    app.update();
}

/// A press and release of `key`, as the keyboard sends them.
pub(super) fn press_key(app: &mut App, key: KeyCode) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        key_event(app, key, state);
        app.update();
    }
}

/// `key` going down or up, as the keyboard sends it (seen next update).
pub(super) fn key_event(app: &mut App, key: KeyCode, state: ButtonState) {
    app.world_mut().write_message(keyboard_input(key, state));
}
