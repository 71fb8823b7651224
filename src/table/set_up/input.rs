//! The set-up's input: clicks on the cells of the table (the pointer
//! staying put: a drag is the camera's), presses of a controller's cursor
//! and the set-up's keys.

use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::window::PrimaryWindow;

use super::{SetUpAction, SetUpRequest, SetsUp, SettingUp, Touch};
use crate::table::board_cursor::CellPressed;
use crate::table::keys::typing;
use crate::table::marks::{CLICK_SLACK, PointedCell};

/// A click on a cell of the table puts the next piece there; a
/// right-click turns the piece there (a drag is the camera's).
pub(super) fn click_cells<G: SetsUp>(
    setting_up: Option<Res<SettingUp<G>>>,
    buttons: Res<ButtonInput<MouseButton>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    pointed: PointedCell<G>,
    mut pressed: Local<Option<(MouseButton, Vec2)>>,
    mut requests: MessageWriter<SetUpRequest<G>>,
) {
    let cursor = windows.iter().next().and_then(Window::cursor_position);
    let (Some(_), Some(cursor)) = (setting_up, cursor) else {
        *pressed = None;
        return;
    };
    for button in [MouseButton::Left, MouseButton::Right] {
        if buttons.just_pressed(button) {
            *pressed = Some((button, cursor));
        }
    }
    let Some((button, at)) = *pressed else {
        return;
    };
    if !buttons.just_released(button) {
        return;
    }
    *pressed = None;
    let touch = if button == MouseButton::Left {
        Touch::Next
    } else {
        Touch::Turn
    };
    if at.distance(cursor) <= CLICK_SLACK
        && let Some(cell) = pointed.cell_by(G::cell_to_set_up)
    {
        requests.write(SetUpRequest::new(SetUpAction::Touch(cell, touch)));
    }
}

/// A press of a controller's cursor is a click on its cell.
pub(super) fn press_the_cursor<G: SetsUp>(
    setting_up: Option<Res<SettingUp<G>>>,
    mut pressed: MessageReader<CellPressed>,
    mut requests: MessageWriter<SetUpRequest<G>>,
) {
    for &CellPressed(cell) in pressed.read() {
        if setting_up.is_some() {
            requests.write(SetUpRequest::new(SetUpAction::Touch(cell, Touch::Next)));
        }
    }
}

/// F8 begins; while setting up, the game's set-up keys (R turns, T
/// passes the move and Esc cancels, usually).
pub(super) fn press_keys<G: SetsUp>(
    keys: Res<ButtonInput<KeyCode>>,
    focus: Option<Res<InputFocus>>,
    fields: Query<(), With<EditableText>>,
    setting_up: Option<Res<SettingUp<G>>>,
    mut requests: MessageWriter<SetUpRequest<G>>,
) {
    if focus.is_some_and(|focus| typing(&focus, &fields)) {
        return;
    }
    let pressed = |key: Option<KeyCode>| key.is_some_and(|key| keys.just_pressed(key));
    let action = match setting_up {
        None if keys.just_pressed(KeyCode::F8) => SetUpAction::Begin,
        None => return,
        Some(_) if pressed(G::KEYS.turn) => SetUpAction::TurnLast,
        Some(_) if keys.just_pressed(G::KEYS.pass) => SetUpAction::PassTheMove,
        Some(_) if pressed(G::KEYS.cancel) => SetUpAction::Cancel,
        Some(_) if pressed(G::KEYS.out.map(|(key, _)| key)) => SetUpAction::ToggleOut,
        Some(_) => return,
    };
    requests.write(SetUpRequest::new(action));
}
