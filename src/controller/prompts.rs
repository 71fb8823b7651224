//! The buttons' prompts in the controller's own language: what the
//! players last played with, and while it is a controller, the legend of
//! its buttons in the table's corner (gone once the keyboard or the mouse
//! is used) and its wordings (the keys' reminder says Select then).

use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;

use super::glyphs::{Glyph, PadStyle, draw, glyph, names};
use crate::language::PadWording;
use crate::theme::{FAINT_TEXT, label, plain_label};

/// How big a glyph is shown, in logical pixels.
const SHOWN: f32 = 26.0;

/// What the players last played with: the keys and the mouse, or a
/// controller of a style.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum InputInUse {
    /// The keyboard or the mouse.
    #[default]
    Keys,
    /// A controller.
    Pad(PadStyle),
}

/// Notes what the players play with: a controller's button, or a key
/// typed on the keyboard (the controller's own keys come from no window)
/// or a mouse button.
pub(super) fn note_the_input(
    pads: Query<(&Gamepad, Option<&Name>)>,
    mut keys: MessageReader<KeyboardInput>,
    mut mouse: MessageReader<MouseButtonInput>,
    mut in_use: ResMut<InputInUse>,
) {
    let typed = keys.read().any(|key| key.window != Entity::PLACEHOLDER);
    let clicked = mouse.read().count() > 0;
    let pad = pads
        .iter()
        .find(|(pad, _)| pad.get_just_pressed().next().is_some())
        .map(|(pad, name)| PadStyle::of(pad.vendor_id(), name.map_or("", Name::as_str)));
    let now = match pad {
        Some(style) => InputInUse::Pad(style),
        None if typed || clicked => InputInUse::Keys,
        None => return,
    };
    in_use.set_if_neq(now);
}

/// The controller's wordings, naming its buttons, while one is in use.
pub(super) fn word_for_the_controller(in_use: Res<InputInUse>, mut wording: ResMut<PadWording>) {
    if !in_use.is_changed() {
        return;
    }
    let names = match *in_use {
        InputInUse::Pad(style) => Some(names(style)),
        InputInUse::Keys => None,
    };
    wording.set_if_neq(PadWording(names));
}

/// The legend of a controller's buttons at a table, shown while one is in
/// use, and the style it shows.
#[derive(Component, Default)]
pub struct PadLegend(Option<PadStyle>);

/// The legend's place: above the table's bottom-right corner (the keys'
/// reminder and the Rules button, a button's height), in rows as wide as
/// the corner keeps, each button with its word.
pub fn legend_corner() -> impl Bundle {
    (
        Name::new("Controller legend"),
        PadLegend::default(),
        crate::theme::HudPanel::Items,
        Node {
            display: Display::None,
            position_type: PositionType::Absolute,
            right: px(16),
            bottom: px(68),
            width: px(crate::theme::CORNER_WIDTH - 16.0),
            flex_wrap: FlexWrap::WrapReverse,
            justify_content: JustifyContent::FlexEnd,
            align_items: AlignItems::Center,
            column_gap: px(12),
            row_gap: px(6),
            ..default()
        },
    )
}

/// Shows the legend of the controller in use (drawn again when another
/// kind is picked up), or none.
pub(super) fn show_the_legend(
    in_use: Res<InputInUse>,
    mut legends: Query<(Entity, &mut Node, &mut PadLegend, Option<&Children>)>,
    mut images: ResMut<Assets<Image>>,
    mut commands: Commands,
) {
    let style = match *in_use {
        InputInUse::Pad(style) => Some(style),
        InputInUse::Keys => None,
    };
    for (legend, mut node, mut shown, glyphs) in &mut legends {
        if shown.0 == style {
            continue;
        }
        shown.0 = style;
        node.display = crate::theme::display_if(style.is_some());
        for &glyph in glyphs.into_iter().flatten() {
            commands.entity(glyph).despawn();
        }
        if let Some(style) = style {
            commands.entity(legend).with_children(|legend| {
                spawn_legend(legend, style, &LEGEND, &mut images);
            });
        }
    }
}

/// What the legend says, button by button (message keys).
const LEGEND: [(&[GamepadButton], &str); 5] = [
    (&[GamepadButton::DPadUp], "pad-cursor"),
    (&[GamepadButton::South], "pad-press"),
    (&[GamepadButton::East], "pad-back"),
    (
        &[GamepadButton::LeftTrigger, GamepadButton::RightTrigger],
        "pad-choose",
    ),
    (&[GamepadButton::Start], "pad-menu"),
];

/// Buttons and what each does: the glyphs of one or two buttons, and the
/// words (a message key).
pub(crate) type Legend = &'static [(&'static [GamepadButton], &'static str)];

/// Spawns `legend` for `style` under `parent`: each button's glyphs with
/// its words beside them.
pub(crate) fn spawn_legend(
    parent: &mut ChildSpawnerCommands,
    style: PadStyle,
    legend: Legend,
    images: &mut Assets<Image>,
) {
    for &(buttons, words) in legend {
        let row = Node {
            column_gap: px(4),
            align_items: AlignItems::Center,
            ..default()
        };
        parent.spawn(row).with_children(|row| {
            for &button in buttons {
                spawn_glyph(row, glyph(style, button), images);
            }
            row.spawn(label(words, 15.0, FAINT_TEXT));
        });
    }
}

/// One glyph on its badge.
fn spawn_glyph(parent: &mut ChildSpawnerCommands, glyph: Glyph, images: &mut Assets<Image>) {
    let badge = |round: bool, colour: Color| {
        (
            Node {
                min_width: px(SHOWN),
                height: px(SHOWN),
                padding: UiRect::horizontal(px(if round { 0 } else { 6 })),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                border_radius: BorderRadius::all(if round { percent(50) } else { px(6) }),
                ..default()
            },
            BackgroundColor(colour),
        )
    };
    let dark = Color::srgba(0.16, 0.16, 0.18, 0.92);
    match glyph {
        Glyph::Letter(letter, rgb) => {
            let colour = Color::srgb_u8(rgb[0], rgb[1], rgb[2]);
            parent
                .spawn(badge(true, dark))
                .with_child(plain_label(letter, 16.0, colour));
        }
        Glyph::Word(word) => {
            parent
                .spawn(badge(false, dark))
                .with_child(plain_label(word, 14.0, Color::WHITE));
        }
        Glyph::Drawn(shape) => {
            parent.spawn((
                Node {
                    width: px(SHOWN),
                    height: px(SHOWN),
                    ..default()
                },
                ImageNode::new(images.add(draw(shape))),
            ));
        }
    }
}
