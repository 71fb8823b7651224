//! What the keyboard means at every table alike: whether it is free for
//! the table at all (not while a text field has the focus: a name typed
//! into the save dialog turns no piece and pans no camera; nor while the
//! table's menu has it), and undo and redo.

use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::text::EditableText;

/// What can hold the keyboard's focus away from the table: a text field,
/// or a button (the table's menu is open: the keys are its).
pub type Panels<'w, 's> = Query<'w, 's, (), Or<(With<EditableText>, With<Button>)>>;

/// A run condition: no text field has the keyboard's focus, nor a button.
pub fn keys_free(focus: Res<InputFocus>, panels: Panels) -> bool {
    !on_a_panel(&focus, &panels)
}

/// Whether a text field or a button has the keyboard's focus.
pub fn on_a_panel(focus: &InputFocus, panels: &Panels) -> bool {
    focus.get().is_some_and(|entity| panels.contains(entity))
}

/// Whether a text field has the keyboard's focus.
pub fn typing(focus: &InputFocus, fields: &Query<(), With<EditableText>>) -> bool {
    focus.get().is_some_and(|entity| fields.contains(entity))
}

/// Undo or redo, as asked for on the keyboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryKey {
    /// Ctrl+Z (⌘Z on macOS).
    Undo,
    /// Ctrl+Y or Shift+Ctrl+Z (⌘Y, ⇧⌘Z).
    Redo,
}

/// Whether Ctrl (or ⌘) is held.
pub fn control_held(keys: &ButtonInput<KeyCode>) -> bool {
    keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ])
}

/// The undo or redo pressed this frame, if any.
pub fn history_key(keys: &ButtonInput<KeyCode>) -> Option<HistoryKey> {
    if !control_held(keys) {
        return None;
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if keys.just_pressed(KeyCode::KeyY) || (shift && keys.just_pressed(KeyCode::KeyZ)) {
        Some(HistoryKey::Redo)
    } else if keys.just_pressed(KeyCode::KeyZ) {
        Some(HistoryKey::Undo)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use bevy::ecs::system::RunSystemOnce;
    use bevy::input_focus::FocusCause;

    use super::*;

    #[test]
    fn the_keys_are_not_the_tables_while_a_text_field_has_the_focus() {
        let mut world = World::new();
        world.init_resource::<InputFocus>();
        let free = |world: &mut World| world.run_system_once(keys_free).expect("runs");
        assert!(free(&mut world), "nothing focused");
        let card = world.spawn_empty().id();
        world
            .resource_mut::<InputFocus>()
            .set(card, FocusCause::Navigated);
        assert!(free(&mut world), "something else than a field or a button");
        let button = world.spawn(Button).id();
        world
            .resource_mut::<InputFocus>()
            .set(button, FocusCause::Navigated);
        assert!(!free(&mut world), "the table's menu open");
        let field = world.spawn(EditableText::new("First moves")).id();
        world
            .resource_mut::<InputFocus>()
            .set(field, FocusCause::Pressed);
        assert!(!free(&mut world), "the save dialog's name field focused");
    }

    fn pressed(codes: &[KeyCode]) -> ButtonInput<KeyCode> {
        let mut keys = ButtonInput::default();
        for &code in codes {
            keys.press(code);
        }
        keys
    }

    #[test]
    fn undo_and_redo_are_the_same_keys_everywhere() {
        use KeyCode::{ControlLeft, KeyY, KeyZ, ShiftRight, SuperLeft};
        assert_eq!(
            history_key(&pressed(&[ControlLeft, KeyZ])),
            Some(HistoryKey::Undo)
        );
        assert_eq!(
            history_key(&pressed(&[SuperLeft, KeyZ])),
            Some(HistoryKey::Undo)
        );
        assert_eq!(
            history_key(&pressed(&[ControlLeft, KeyY])),
            Some(HistoryKey::Redo)
        );
        assert_eq!(
            history_key(&pressed(&[ControlLeft, ShiftRight, KeyZ])),
            Some(HistoryKey::Redo)
        );
        assert_eq!(history_key(&pressed(&[KeyZ])), None);
        assert_eq!(history_key(&pressed(&[ControlLeft])), None);
    }
}
