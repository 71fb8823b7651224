//! Game controllers press the keyboard's keys. Every screen already moves
//! its focus and chooses with the keys (the arrows, Enter, Escape, Tab),
//! so a controller's buttons press those same keys and no screen has a
//! navigation of its own for them: the D-pad and the left stick are the
//! arrows, A (Cross) is Enter, B (Circle) is Escape, the shoulder buttons
//! are Shift+Tab and Tab, X and Y are R and F (turn and tip), the right
//! trigger G, Start opens a table's menu (see `button_keys`) and Select
//! (View, Create, −) its list of buttons (F1).
//!
//! At a table, with no panel holding the focus, the D-pad and the stick
//! walk the board's cursor instead (the arrows turn the camera there, as
//! the right stick does), and A presses the cell the cursor is on; once
//! the shoulder buttons (Tab) choose among the moves, A takes their choice.
//!
//! On a text field, A opens an on-screen keyboard (see `typing`) and
//! Start enters the text.
//!
//! Each controller moves for its own seats: the first one to press a
//! button on a person's turn takes that seat, and another then presses
//! nothing there on that seat's turns (one controller alone takes every
//! seat it plays for, a hotseat passing it round included); one unplugged
//! gives its seats up.

pub mod glyphs;
pub mod prompts;
mod seats;
pub mod steam_deck;
pub mod typing;

use bevy::ecs::system::SystemParam;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::input::{ButtonState, InputSystems};
use bevy::input_focus::InputFocus;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::text::EditableText;

use self::seats::follow_the_plugs;
pub use self::seats::{ControllerSeats, SeatingOrder};
use self::typing::{OnScreenKeyboard, OpenKeyboard, Typed};
use crate::button_keys::MENU_KEY;
use crate::screens::Screen;
use crate::table::board_cursor::{BoardCursor, PressCursor, StepCursor};
use crate::table::game::{TableScreens, at_a_table};
use crate::table::history::pads::PadChoices;
use crate::table::keys::{Panels, on_a_panel};
use crate::table::turn::PersonToMove;

/// How far the stick must lean for an arrow, and how far back it must come
/// for the arrow to be let go (the gap keeps a wobble from repeating it).
const LEAN: f32 = 0.6;
const BACK: f32 = 0.4;

/// Each button and the keys it presses, in order.
const BUTTONS: [(GamepadButton, &[KeyCode]); 14] = [
    (GamepadButton::DPadUp, &[KeyCode::ArrowUp]),
    (GamepadButton::DPadDown, &[KeyCode::ArrowDown]),
    (GamepadButton::DPadLeft, &[KeyCode::ArrowLeft]),
    (GamepadButton::DPadRight, &[KeyCode::ArrowRight]),
    (GamepadButton::South, &[KeyCode::Enter]),
    (GamepadButton::East, &[KeyCode::Escape]),
    (GamepadButton::West, &[KeyCode::KeyR]),
    (GamepadButton::North, &[KeyCode::KeyF]),
    (
        GamepadButton::LeftTrigger,
        &[KeyCode::ShiftLeft, KeyCode::Tab],
    ),
    (GamepadButton::RightTrigger, &[KeyCode::Tab]),
    (GamepadButton::RightTrigger2, &[KeyCode::KeyG]),
    // Reads on in a guide's text that does not fit its card.
    (GamepadButton::LeftTrigger2, &[KeyCode::PageDown]),
    (GamepadButton::Start, &[MENU_KEY]),
    (GamepadButton::Select, &[KeyCode::F1]),
];

/// The arrows and the way each steps the board's cursor on the screen.
const ARROWS: [(KeyCode, Vec2); 4] = [
    (KeyCode::ArrowUp, Vec2::Y),
    (KeyCode::ArrowDown, Vec2::NEG_Y),
    (KeyCode::ArrowLeft, Vec2::NEG_X),
    (KeyCode::ArrowRight, Vec2::X),
];

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(typing::plugin)
        .init_resource::<ControllerSeats>()
        .init_resource::<SeatingOrder>()
        .init_resource::<PadChoices>()
        .init_resource::<PersonToMove>()
        .init_resource::<BoardCursor>()
        .add_message::<StepCursor>()
        .add_message::<PressCursor>()
        .init_resource::<prompts::InputInUse>()
        .add_systems(
            PreUpdate,
            (follow_the_plugs, what_presses_are_for.pipe(press_keys))
                .chain()
                .after(InputSystems),
        )
        .add_systems(
            Update,
            (
                prompts::note_the_input,
                (prompts::show_the_legend, prompts::word_for_the_controller),
            )
                .chain(),
        );
}

/// The arrow the left stick leans towards, if it leans far enough (from
/// `held`, the arrow it held: it holds it until the stick comes back).
fn stick_arrow(stick: Vec2, held: Option<KeyCode>) -> Option<KeyCode> {
    let towards = |direction: Vec2| stick.dot(direction);
    if let Some(held) = held
        && ARROWS
            .iter()
            .any(|&(arrow, direction)| arrow == held && towards(direction) > BACK)
    {
        return Some(held);
    }
    ARROWS
        .into_iter()
        .find(|&(_, direction)| towards(direction) > LEAN)
        .map(|(arrow, _)| arrow)
}

/// `key` going down or up as the keyboard sends it, for no window in
/// particular and typing nothing (a controller's, or a test's).
pub fn keyboard_input(key: KeyCode, state: ButtonState) -> KeyboardInput {
    KeyboardInput {
        key_code: key,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    }
}

/// `key` pressed and let go at once: the field with the focus takes it as
/// a typed one (Enter: the dialog takes its text).
pub(crate) fn tap(key: KeyCode) -> [KeyboardInput; 2] {
    [ButtonState::Pressed, ButtonState::Released].map(|state| keyboard_input(key, state))
}

/// What a controller's presses are for now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PressesFor {
    /// To the keys: a screen's, a panel's, a focused button's.
    Keys,
    /// The arrows and A to the board's cursor (at a table, with no panel
    /// holding the focus).
    Board,
    /// A to a keyboard for the focused text field, Start to Enter.
    Field(Entity),
    /// Every button to the on-screen keyboard, while it is open.
    Keyboard,
}

fn what_presses_are_for(
    screen: Option<Res<State<Screen>>>,
    tables: Option<Res<TableScreens>>,
    focus: Option<Res<InputFocus>>,
    panels: Panels,
    fields: Query<(), With<EditableText>>,
    keyboard: Res<OnScreenKeyboard>,
) -> PressesFor {
    if keyboard.0.is_some() {
        return PressesFor::Keyboard;
    }
    let focused = focus.as_ref().and_then(|focus| focus.get());
    if let Some(field) = focused.filter(|&entity| fields.contains(entity)) {
        return PressesFor::Field(field);
    }
    if at_a_table(screen, tables) && !focus.is_some_and(|focus| on_a_panel(&focus, &panels)) {
        PressesFor::Board
    } else {
        PressesFor::Keys
    }
}

/// Where a controller's presses are written.
#[derive(SystemParam)]
struct Outlets<'w> {
    keys: MessageWriter<'w, KeyboardInput>,
    steps: MessageWriter<'w, StepCursor>,
    presses: MessageWriter<'w, PressCursor>,
    keyboards: MessageWriter<'w, OpenKeyboard>,
    typed: MessageWriter<'w, Typed>,
}

impl Outlets<'_> {
    /// A controller pressing `key`, where its presses go now.
    fn press(&mut self, key: KeyCode, goes: PressesFor, cursor: &BoardCursor) {
        match goes {
            PressesFor::Board if self.at_the_board(key, cursor) => {}
            PressesFor::Field(field) if key == KeyCode::Enter => {
                self.keyboards.write(OpenKeyboard(field));
            }
            PressesFor::Field(_) if key == MENU_KEY => {
                self.keys.write_batch(tap(KeyCode::Enter));
            }
            PressesFor::Keyboard => {
                // The stick's arrow types as the D-pad's button does.
                let button = BUTTONS.iter().find(|(_, keys)| *keys == [key]);
                if let Some(typed) = button.and_then(|&(button, _)| Typed::of(button)) {
                    self.typed.write(typed);
                }
            }
            _ => {
                self.keys.write(keyboard_input(key, ButtonState::Pressed));
            }
        }
    }

    /// What a controller's press does at the board instead of pressing
    /// `key`, if anything: an arrow steps the cursor, Enter presses the
    /// cell it is on (once it is shown: before, Enter takes what the keys
    /// chose).
    fn at_the_board(&mut self, key: KeyCode, cursor: &BoardCursor) -> bool {
        if let Some(&(_, step)) = ARROWS.iter().find(|(arrow, _)| *arrow == key) {
            self.steps.write(StepCursor(step));
            return true;
        }
        if key == KeyCode::Enter && cursor.0.is_some() {
            self.presses.write(PressCursor);
            return true;
        }
        false
    }
}

/// Presses and lets go of the keys of every controller's buttons and
/// sticks, as the keyboard would (seen by the screens next update), or
/// walks and presses the board's cursor, or types on the on-screen
/// keyboard.
fn press_keys(
    In(goes): In<PressesFor>,
    gamepads: Query<(Entity, &Gamepad)>,
    (person, order, choices): (Res<PersonToMove>, Res<SeatingOrder>, Res<PadChoices>),
    cursor: Res<BoardCursor>,
    mut seats: ResMut<ControllerSeats>,
    mut sticks: Local<HashMap<Entity, KeyCode>>,
    mut outlets: Outlets,
) {
    let mut let_go = Vec::new();
    for (entity, gamepad) in &gamepads {
        let pressing = BUTTONS
            .iter()
            .any(|&(button, _)| gamepad.just_pressed(button));
        if !seats.lets(entity, person.0, pressing, &order, &choices) {
            continue;
        }
        for (button, pressed) in BUTTONS {
            if gamepad.just_pressed(button) {
                if goes == PressesFor::Keyboard {
                    if let Some(typed) = Typed::of(button) {
                        outlets.typed.write(typed);
                    }
                } else {
                    for &key in pressed {
                        outlets.press(key, goes, &cursor);
                    }
                }
            }
            // Let go whatever the keys were pressed for (a key not down
            // stays up): a button let go elsewhere leaves no key held.
            if gamepad.just_released(button) {
                let_go.extend(pressed.iter().rev());
            }
        }
        let held = sticks.get(&entity).copied();
        let now = stick_arrow(gamepad.left_stick(), held);
        if now != held {
            if let Some(held) = held {
                let_go.push(held);
                sticks.remove(&entity);
            }
            if let Some(now) = now {
                outlets.press(now, goes, &cursor);
                sticks.insert(entity, now);
            }
        }
    }
    for key in let_go {
        outlets
            .keys
            .write(keyboard_input(key, ButtonState::Released));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stick_leans_to_an_arrow_and_holds_it_until_it_comes_back() {
        assert_eq!(
            stick_arrow(Vec2::new(0.0, 0.3), None),
            None,
            "barely leaning"
        );
        assert_eq!(
            stick_arrow(Vec2::new(0.0, 0.7), None),
            Some(KeyCode::ArrowUp)
        );
        assert_eq!(
            stick_arrow(Vec2::new(-0.8, 0.1), None),
            Some(KeyCode::ArrowLeft)
        );
        let held = Some(KeyCode::ArrowUp);
        assert_eq!(
            stick_arrow(Vec2::new(0.0, 0.5), held),
            held,
            "still leaning"
        );
        assert_eq!(stick_arrow(Vec2::new(0.0, 0.3), held), None, "back");
        assert_eq!(
            stick_arrow(Vec2::new(0.0, -0.9), held),
            Some(KeyCode::ArrowDown)
        );
    }
}
