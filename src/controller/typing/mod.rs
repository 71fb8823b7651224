//! Text typed with a controller. A on a text field (a save's name, a
//! position, an engine's command, a player's name) opens the system's
//! on-screen keyboard where there is one (a Steam Deck's), and otherwise
//! the app's own: its keys under the D-pad and the stick, A types the key
//! chosen, X deletes, Y types a space, the shoulders move the caret,
//! Start enters the text (as Enter would) and B closes the keyboard. The
//! field keeps the input focus throughout, so its caret shows and a real
//! keyboard still types into it; a mouse or a finger presses the keys too.

pub mod keys;
mod panel;

use bevy::input::keyboard::KeyboardInput;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::text::{EditableText, TextEdit};

pub use self::panel::KeyboardPanel;

use self::keys::{Command, Key, Layer};
use super::steam_deck::SystemKeyboard;
use super::tap;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnScreenKeyboard>()
        .init_resource::<SystemKeyboard>()
        .add_message::<OpenKeyboard>()
        .add_message::<Typed>()
        .add_systems(
            Update,
            (
                open_the_keyboard,
                type_the_keys,
                close_when_the_field_goes,
                panel::show_the_keyboard,
            )
                .chain(),
        );
}

/// The app's on-screen keyboard, while it is open.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct OnScreenKeyboard(pub Option<Typing>);

/// The keyboard open on a field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Typing {
    /// The text field typed into.
    pub field: Entity,
    /// The layer shown.
    pub layer: Layer,
    /// The key chosen: its row and column.
    pub at: (usize, usize),
}

/// A controller's A on the focused text `field`: a keyboard wanted.
#[derive(Message, Clone, Copy, Debug)]
pub struct OpenKeyboard(pub Entity);

/// What a controller (or a pointer on a key) does on the open keyboard.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    /// The D-pad or the stick: `(right, down)`.
    Step(i32, i32),
    /// The key chosen pressed (A).
    Press,
    /// The key at a place pressed (a click or a touch).
    PressAt(usize, usize),
    /// A command's own button (X deletes, Y a space, Start enters).
    Command(Command),
    /// The caret moved right or left (the shoulders).
    Caret(bool),
    /// The keyboard closed, the text kept (B).
    Close,
}

impl Typed {
    /// What a controller's `button` does on the keyboard, if anything.
    pub(super) fn of(button: GamepadButton) -> Option<Typed> {
        use GamepadButton as B;
        Some(match button {
            B::DPadUp => Typed::Step(0, -1),
            B::DPadDown => Typed::Step(0, 1),
            B::DPadLeft => Typed::Step(-1, 0),
            B::DPadRight => Typed::Step(1, 0),
            B::South => Typed::Press,
            B::East => Typed::Close,
            B::West => Typed::Command(Command::Delete),
            B::North => Typed::Command(Command::Space),
            B::LeftTrigger => Typed::Caret(false),
            B::RightTrigger => Typed::Caret(true),
            B::Start => Typed::Command(Command::Done),
            _ => return None,
        })
    }
}

/// Opens the system's keyboard where there is one (the field keeps the
/// focus and takes what it types), the app's otherwise, at its first key.
fn open_the_keyboard(
    mut wanted: MessageReader<OpenKeyboard>,
    system: Res<SystemKeyboard>,
    mut keyboard: ResMut<OnScreenKeyboard>,
) {
    let Some(&OpenKeyboard(field)) = wanted.read().last() else {
        return;
    };
    if keyboard.0.is_some() || system.open() {
        return;
    }
    keyboard.0 = Some(Typing {
        field,
        layer: Layer::default(),
        at: (1, 0),
    });
}

/// What the keyboard's keys and the controller's buttons do to the field.
fn type_the_keys(
    mut typed: MessageReader<Typed>,
    mut keyboard: ResMut<OnScreenKeyboard>,
    mut fields: Query<&mut EditableText>,
    mut keys: MessageWriter<KeyboardInput>,
) {
    for &typed in typed.read() {
        let Some(typing) = keyboard.0.as_mut() else {
            return;
        };
        let Ok(mut field) = fields.get_mut(typing.field) else {
            return;
        };
        let key = match typed {
            Typed::Step(right, down) => {
                typing.at = typing.layer.step(typing.at, (right, down));
                continue;
            }
            Typed::Caret(right) => {
                field.queue_edit(if right {
                    TextEdit::Right(false)
                } else {
                    TextEdit::Left(false)
                });
                continue;
            }
            Typed::Close => {
                keyboard.0 = None;
                return;
            }
            Typed::Press => typing.layer.key(typing.at),
            Typed::PressAt(row, column) => {
                typing.at = (row, column);
                typing.layer.key(typing.at)
            }
            Typed::Command(command) => Key::Command(command),
        };
        match key {
            Key::Character(character) => {
                field.queue_edit(TextEdit::Insert(character.to_string().into()));
            }
            Key::Command(Command::Space) => field.queue_edit(TextEdit::Insert(" ".into())),
            Key::Command(Command::Delete) => field.queue_edit(TextEdit::Backspace),
            Key::Command(Command::Shift) => typing.layer.shift = !typing.layer.shift,
            Key::Command(Command::Layer) => typing.layer.symbols = !typing.layer.symbols,
            Key::Command(Command::Done) => {
                // Enter to the focused field: the dialog takes the text as
                // it takes a typed one.
                keys.write_batch(tap(KeyCode::Enter));
                keyboard.0 = None;
                return;
            }
        }
    }
}

/// Closes the keyboard once its field loses the focus or goes (its dialog
/// closed by the mouse, another field clicked).
fn close_when_the_field_goes(
    focus: Res<InputFocus>,
    fields: Query<(), With<EditableText>>,
    mut keyboard: ResMut<OnScreenKeyboard>,
) {
    if let Some(typing) = keyboard.0
        && (focus.get() != Some(typing.field) || !fields.contains(typing.field))
    {
        keyboard.0 = None;
    }
}
