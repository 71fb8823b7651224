//! Game controllers press the keyboard's keys. Every screen already moves
//! its focus and chooses with the keys (the arrows, Enter, Escape, Tab),
//! so a controller's buttons press those same keys and no screen has a
//! navigation of its own for them: the D-pad and the left stick are the
//! arrows, A (Cross) is Enter, B (Circle) is Escape, and the shoulder
//! buttons are Shift+Tab and Tab.
//!
//! At a table each controller moves for its own seats: the first one to
//! press a button on a person's turn takes that seat, and another then
//! presses nothing there on that seat's turns (one controller alone takes
//! every seat it plays for, a hotseat passing it round included).

use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::input::{ButtonState, InputSystems};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use crate::table::turn::PersonToMove;

/// How far the stick must lean for an arrow, and how far back it must come
/// for the arrow to be let go (the gap keeps a wobble from repeating it).
const LEAN: f32 = 0.6;
const BACK: f32 = 0.4;

/// Each button and the keys it presses, in order.
const BUTTONS: [(GamepadButton, &[KeyCode]); 8] = [
    (GamepadButton::DPadUp, &[KeyCode::ArrowUp]),
    (GamepadButton::DPadDown, &[KeyCode::ArrowDown]),
    (GamepadButton::DPadLeft, &[KeyCode::ArrowLeft]),
    (GamepadButton::DPadRight, &[KeyCode::ArrowRight]),
    (GamepadButton::South, &[KeyCode::Enter]),
    (GamepadButton::East, &[KeyCode::Escape]),
    (
        GamepadButton::LeftTrigger,
        &[KeyCode::ShiftLeft, KeyCode::Tab],
    ),
    (GamepadButton::RightTrigger, &[KeyCode::Tab]),
];

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ControllerSeats>()
        .init_resource::<PersonToMove>()
        .add_systems(PreUpdate, press_keys.after(InputSystems));
}

/// Which controller moves for each seat (by the seat's place).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ControllerSeats(pub HashMap<usize, Entity>);

impl ControllerSeats {
    /// Whether `pad` may press keys now, `seat` being the seat of the
    /// person to move (none: a menu, or a program to move): yes away from
    /// a seat's turn, or when the seat is its own; a controller pressing a
    /// button on the turn of a seat nobody has taken takes it.
    fn lets(&mut self, pad: Entity, seat: Option<usize>, pressing: bool) -> bool {
        let Some(seat) = seat else {
            return true;
        };
        match self.0.get(&seat) {
            Some(&owner) => owner == pad,
            None if pressing => {
                self.0.insert(seat, pad);
                true
            }
            None => true,
        }
    }
}

/// The arrow the left stick leans towards, if it leans far enough (from
/// `held`, the arrow it held: it holds it until the stick comes back).
fn stick_arrow(stick: Vec2, held: Option<KeyCode>) -> Option<KeyCode> {
    let towards = |direction: Vec2| stick.dot(direction);
    let arrows = [
        (Vec2::Y, KeyCode::ArrowUp),
        (Vec2::NEG_Y, KeyCode::ArrowDown),
        (Vec2::NEG_X, KeyCode::ArrowLeft),
        (Vec2::X, KeyCode::ArrowRight),
    ];
    if let Some(held) = held
        && arrows
            .iter()
            .any(|&(direction, arrow)| arrow == held && towards(direction) > BACK)
    {
        return Some(held);
    }
    arrows
        .into_iter()
        .find(|&(direction, _)| towards(direction) > LEAN)
        .map(|(_, arrow)| arrow)
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

/// Presses and lets go of the keys of every controller's buttons and
/// sticks, as the keyboard would (seen by the screens next update).
fn press_keys(
    gamepads: Query<(Entity, &Gamepad)>,
    person: Res<PersonToMove>,
    mut seats: ResMut<ControllerSeats>,
    mut sticks: Local<HashMap<Entity, KeyCode>>,
    mut keys: MessageWriter<KeyboardInput>,
) {
    let mut send = |key: KeyCode, state: ButtonState| {
        keys.write(keyboard_input(key, state));
    };
    for (entity, gamepad) in &gamepads {
        let pressing = BUTTONS
            .iter()
            .any(|&(button, _)| gamepad.just_pressed(button));
        if !seats.lets(entity, person.0, pressing) {
            continue;
        }
        for (button, pressed) in BUTTONS {
            if gamepad.just_pressed(button) {
                pressed
                    .iter()
                    .for_each(|&key| send(key, ButtonState::Pressed));
            }
            if gamepad.just_released(button) {
                pressed
                    .iter()
                    .rev()
                    .for_each(|&key| send(key, ButtonState::Released));
            }
        }
        let held = sticks.get(&entity).copied();
        let now = stick_arrow(gamepad.left_stick(), held);
        if now != held {
            if let Some(held) = held {
                send(held, ButtonState::Released);
                sticks.remove(&entity);
            }
            if let Some(now) = now {
                send(now, ButtonState::Pressed);
                sticks.insert(entity, now);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_controller_to_press_on_a_seats_turn_takes_the_seat() {
        let (a, b) = (
            Entity::from_raw_u32(1).unwrap(),
            Entity::from_raw_u32(2).unwrap(),
        );
        let mut seats = ControllerSeats::default();
        assert!(seats.lets(b, None, true), "menus are everyone's");
        assert!(seats.lets(a, Some(0), true), "a takes seat 0");
        assert!(!seats.lets(b, Some(0), true), "not b's");
        assert!(seats.lets(b, Some(1), false), "leaning takes nothing");
        assert!(seats.lets(b, Some(1), true), "b takes seat 1");
        assert!(!seats.lets(a, Some(1), true));
        assert!(seats.lets(a, Some(0), true));
        assert_eq!(seats.0.len(), 2);
    }

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
