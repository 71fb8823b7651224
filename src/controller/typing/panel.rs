//! The on-screen keyboard drawn: its keys in rows, the one chosen
//! outlined, and under them the controller's buttons for deleting, a
//! space, the caret, entering and closing. It stands at the top or the
//! bottom of the window, whichever leaves it more room beside the field it
//! types into, its keys as large as that room allows (the field stays in
//! sight).

use bevy::picking::events::{Click, Pointer};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::keys::{Command, Key, ROWS};
use super::{OnScreenKeyboard, Typed, Typing};
use crate::controller::glyphs::PadStyle;
use crate::controller::prompts::{InputInUse, spawn_legend};
use crate::theme::{BUTTON, TEXT, label, plain_label, solid_panel};

/// A key's side at most and at least, in logical pixels.
const KEY_SIDES: (f32, f32) = (20.0, 40.0);
/// The keyboard's height besides its keys: the padding, the gaps and the
/// buttons' legend on two rows.
const HEIGHT_BESIDES_KEYS: f32 = 116.0;
/// The keyboard's distance from the window's edge.
const EDGE: f32 = 12.0;
/// How wide the buttons' legend may grow before it wraps.
const LEGEND_WIDTH: f32 = 480.0;

/// Where the keyboard stands: at the top, or the bottom, of the window,
/// whichever leaves more room beside the field it types into, and a key's
/// side so that it fits there.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Placing {
    at_the_top: bool,
    key_side: f32,
}

impl Placing {
    /// The placing for a field that leaves `above` and `below` it free
    /// (logical pixels).
    fn beside(above: f32, below: f32) -> Placing {
        let room = above.max(below) - 2.0 * EDGE;
        let (least, most) = KEY_SIDES;
        Placing {
            at_the_top: above > below,
            key_side: ((room - HEIGHT_BESIDES_KEYS) / ROWS as f32).clamp(least, most),
        }
    }
}

/// The keyboard's whole panel.
#[derive(Component)]
pub struct KeyboardPanel;

/// The buttons that do a command without the D-pad, and their words.
const SHORTCUTS: [(&[GamepadButton], &str); 5] = [
    (&[GamepadButton::West], "keyboard-delete"),
    (&[GamepadButton::North], "keyboard-space"),
    (
        &[GamepadButton::LeftTrigger, GamepadButton::RightTrigger],
        "keyboard-caret",
    ),
    (&[GamepadButton::Start], "keyboard-done"),
    (&[GamepadButton::East], "keyboard-close"),
];

/// Where the keyboard was last drawn.
#[derive(Default, PartialEq)]
pub(super) struct Drawn(Option<Placing>);

/// Draws the keyboard again whenever it changes (a key chosen, a layer)
/// or the window does, and takes it down once it closes.
#[allow(clippy::too_many_arguments)]
pub(super) fn show_the_keyboard(
    keyboard: Res<OnScreenKeyboard>,
    in_use: Res<InputInUse>,
    panels: Query<Entity, With<KeyboardPanel>>,
    fields: Query<(&UiGlobalTransform, &ComputedNode)>,
    windows: Query<&Window, With<PrimaryWindow>>,
    ui_scale: Res<UiScale>,
    mut drawn: Local<Drawn>,
    (mut images, mut commands): (ResMut<Assets<Image>>, Commands),
) {
    let placing = |typing: Typing| {
        let window = windows.single().ok()?;
        let (place, node) = fields.get(typing.field).ok()?;
        let logical = window.scale_factor() * ui_scale.0;
        let half = node.size().y / 2.0;
        let above = (place.translation.y - half) / logical;
        let below = (window.physical_height() as f32 - place.translation.y - half) / logical;
        Some(Placing::beside(above, below))
    };
    let now = keyboard.0.map(|typing| {
        placing(typing).unwrap_or(Placing {
            at_the_top: false,
            key_side: KEY_SIDES.1,
        })
    });
    if !keyboard.is_changed() && drawn.0 == now {
        return;
    }
    drawn.0 = now;
    for panel in &panels {
        commands.entity(panel).despawn();
    }
    let (
        Some(typing),
        Some(Placing {
            at_the_top,
            key_side: side,
        }),
    ) = (keyboard.0, now)
    else {
        return;
    };
    let style = match *in_use {
        InputInUse::Pad(style) => style,
        InputInUse::Keys => PadStyle::Xbox,
    };
    let edge = Val::Px(EDGE);
    commands
        .spawn((
            Name::new("On-screen keyboard"),
            KeyboardPanel,
            GlobalZIndex(50),
            Node {
                position_type: PositionType::Absolute,
                left: Val::ZERO,
                right: Val::ZERO,
                top: if at_the_top { edge } else { Val::Auto },
                bottom: if at_the_top { Val::Auto } else { edge },
                justify_content: JustifyContent::Center,
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_children(|parent| {
            parent
                .spawn(solid_panel(Node {
                    padding: UiRect::all(px(12)),
                    row_gap: px(6),
                    align_items: AlignItems::Center,
                    ..default()
                }))
                .with_children(|panel| {
                    for row in 0..ROWS {
                        spawn_row(panel, &typing, row, side);
                    }
                    spawn_shortcuts(panel, style, &mut images);
                });
        });
}

/// One row of keys.
fn spawn_row(panel: &mut ChildSpawnerCommands, typing: &Typing, row: usize, side: f32) {
    let keys = Node {
        column_gap: px(6),
        ..default()
    };
    panel.spawn(keys).with_children(|keys| {
        for column in 0..typing.layer.row_length(row) {
            let key = typing.layer.key((row, column));
            let chosen = typing.at == (row, column);
            let wide = matches!(key, Key::Command(Command::Space));
            keys.spawn((
                Button,
                Node {
                    min_width: px(if wide { side * 4.0 } else { side }),
                    height: px(side),
                    padding: UiRect::horizontal(px(8)),
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    border_radius: BorderRadius::all(px(6)),
                    ..default()
                },
                BackgroundColor(BUTTON),
                Outline::new(px(if chosen { 3 } else { 0 }), px(1), TEXT),
            ))
            .with_children(|face| {
                match face_of(key, typing.layer.symbols) {
                    Face::Plain(text) => face.spawn(plain_label(text, side / 2.0, TEXT)),
                    Face::Words(words) => face.spawn(label(words, side * 0.42, TEXT)),
                };
            })
            .observe(
                move |_: On<Pointer<Click>>, mut typed: MessageWriter<Typed>| {
                    typed.write(Typed::PressAt(row, column));
                },
            );
        }
    });
}

/// What a key shows.
enum Face {
    /// Characters, the same in every language.
    Plain(String),
    /// Words (message keys).
    Words(&'static str),
}

/// What `key` shows, the symbols shown or not.
fn face_of(key: Key, symbols: bool) -> Face {
    match key {
        Key::Character(character) => Face::Plain(character.to_string()),
        Key::Command(Command::Shift) => Face::Plain("Aa".into()),
        Key::Command(Command::Layer) => Face::Plain(if symbols { "abc" } else { "#+=" }.into()),
        Key::Command(Command::Space) => Face::Words("keyboard-space"),
        Key::Command(Command::Delete) => Face::Words("keyboard-delete"),
        Key::Command(Command::Done) => Face::Words("keyboard-done"),
    }
}

/// The controller's buttons that delete, type a space, move the caret,
/// enter and close, each with its word.
fn spawn_shortcuts(panel: &mut ChildSpawnerCommands, style: PadStyle, images: &mut Assets<Image>) {
    let row = Node {
        column_gap: px(14),
        row_gap: px(4),
        margin: UiRect::top(px(4)),
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        max_width: px(LEGEND_WIDTH),
        ..default()
    };
    panel.spawn(row).with_children(|row| {
        spawn_legend(row, style, &SHORTCUTS, images);
    });
}
