//! The look of the menus and the HUD: colours, and widgets as bundles.

use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use tabletop_i18n::Message;

use crate::language::{Localized, localized};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, shade_buttons);
}

/// The window's background, where nothing is drawn (and the curtain's).
pub const BACKGROUND: Color = Color::srgb(0.07, 0.05, 0.04);
/// Dark walnut panels.
pub const PANEL: Color = Color::srgba(0.12, 0.08, 0.05, 0.82);
/// Ivory text.
pub const TEXT: Color = Color::srgb(0.96, 0.92, 0.84);
/// Text that matters less.
pub const FAINT_TEXT: Color = Color::srgb(0.78, 0.72, 0.62);
/// Text that warns: a refusal, a notice, a file that could not be read.
pub const WARNING_TEXT: Color = Color::srgb(1.0, 0.78, 0.45);
/// A button at rest.
pub const BUTTON: Color = Color::srgb(0.36, 0.24, 0.13);
const BUTTON_HOVERED: Color = Color::srgb(0.48, 0.33, 0.18);
const BUTTON_PRESSED: Color = Color::srgb(0.62, 0.45, 0.22);

/// `message` in the player's language, `size` logical pixels high.
pub fn label(message: impl Into<Message>, size: f32, color: Color) -> impl Bundle {
    (
        bevy::ui::widget::Label,
        localized(message),
        TextFont::from_font_size(size),
        TextColor(color),
    )
}

/// Text that is the same in every language (notation, a file's name), `size`
/// logical pixels high.
pub fn plain_label(text: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        bevy::ui::widget::Label,
        Text::new(text),
        TextFont::from_font_size(size),
        TextColor(color),
    )
}

/// A button showing `message`; give it an observer for `Pointer<Click>`.
pub fn button(message: impl Into<Message>) -> impl Bundle {
    button_sized(message, BUTTON_TEXT)
}

/// The text size of a button.
pub const BUTTON_TEXT: f32 = 20.0;

/// A button whose text is `size` (its padding in proportion): a bar with
/// many buttons takes smaller ones.
pub fn button_sized(message: impl Into<Message>, size: f32) -> impl Bundle {
    let scale = size / BUTTON_TEXT;
    (
        Button,
        // The arrows reach it once a button has the focus (see `button_keys`).
        bevy::ui::auto_directional_navigation::AutoDirectionalNavigation::default(),
        Node {
            padding: UiRect::axes(px(16.0 * scale), px(8.0 * scale)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
        BackgroundColor(BUTTON),
        children![label(message, size, TEXT)],
    )
}

/// A field of `width` to type `text` into (in `size` text): the save
/// dialog's name, a position, an engine's command.
pub fn text_field(text: impl AsRef<str>, width: f32, size: f32) -> impl Bundle {
    (
        bevy::text::EditableText::new(text),
        TextFont::from_font_size(size),
        TextColor(TEXT),
        Node {
            width: px(width),
            padding: UiRect::all(px(8)),
            ..default()
        },
        BackgroundColor(PANEL.darker(0.3)),
    )
}

/// Gives a text field the keys when it is clicked (observe it on the field).
pub fn focus_on_click(click: On<Pointer<Click>>, mut focus: ResMut<InputFocus>) {
    focus.set(click.entity, FocusCause::Pressed);
}

/// A line to type into under an option (an engine's command, a relay's
/// address): `words` above a field holding `text`, the line marked `line`
/// and shown when `shown`, the field marked `field`.
pub fn spawn_field_line(
    parent: &mut ChildSpawnerCommands,
    (line, shown): (impl Bundle, bool),
    words: &'static str,
    (field, text): (impl Bundle, &str),
) {
    parent
        .spawn((
            line,
            Node {
                display: display_if(shown),
                flex_direction: FlexDirection::Column,
                row_gap: px(4),
                ..default()
            },
        ))
        .with_children(|line| {
            line.spawn(label(words, 15.0, FAINT_TEXT));
            line.spawn((field, text_field(text, 300.0, 16.0)))
                .observe(focus_on_click);
        });
}

/// Takes down every entity marked `C` (a dialog closed).
pub fn despawn_all<C: Component>(mut commands: Commands, marked: Query<Entity, With<C>>) {
    for entity in &marked {
        commands.entity(entity).despawn();
    }
}

/// Shown when `shown`, hidden otherwise (inheriting its parent's when shown).
pub fn shown_if(shown: bool) -> Visibility {
    if shown {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    }
}

/// A panel of the HUD that pieces must not lie under (the camera's framing
/// keeps them clear: see `table::camera::clearance`).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HudPanel {
    /// The node, its background and all.
    Whole,
    /// Only the node's items: a row of buttons on nothing, whose gaps
    /// and empty end show the table.
    Items,
}

/// Laid out when `shown`, taking no room otherwise (a button that only
/// sometimes applies).
pub fn display_if(shown: bool) -> Display {
    if shown { Display::Flex } else { Display::None }
}

/// A panel in the window's top-left corner, `width` wide. The width is
/// fixed: with only a maximum, Bevy's layout measured wrapped lines too
/// short and the text ran out of the panel.
pub fn corner_panel(width: f32) -> impl Bundle {
    (
        HudPanel::Whole,
        panel(Node {
            position_type: PositionType::Absolute,
            left: px(16),
            top: px(16),
            width: px(width),
            ..default()
        }),
    )
}

/// A panel against the window's right edge, at the top (a table's moves, or
/// the review in their place), its size and display as `node` says and
/// clipped below its height.
pub fn right_panel(node: Node) -> impl Bundle {
    (
        HudPanel::Whole,
        panel(Node {
            position_type: PositionType::Absolute,
            right: px(16),
            top: px(16),
            overflow: Overflow::clip_y(),
            ..node
        }),
    )
}

/// A row of buttons along the window's bottom-left corner, `gap` apart.
pub fn bottom_bar(gap: f32) -> impl Bundle {
    (
        HudPanel::Items,
        Node {
            position_type: PositionType::Absolute,
            left: px(16),
            // Clear of the keys reminder and the Rules button in the corner;
            // long words in some languages wrap onto a second row instead.
            right: px(CORNER_WIDTH),
            bottom: px(16),
            column_gap: px(gap),
            row_gap: px(8),
            flex_wrap: FlexWrap::WrapReverse,
            ..default()
        },
    )
}

/// The room the bottom-right corner (keys reminder, Rules) keeps for itself.
pub const CORNER_WIDTH: f32 = 270.0;

/// The card in the middle of a menu screen: a panel whose lines are centred.
pub fn card(node: Node) -> impl Bundle {
    panel(Node {
        align_items: AlignItems::Center,
        padding: UiRect::all(px(32)),
        row_gap: px(10),
        ..node
    })
}

/// Buttons side by side, wrapping onto as many rows as the room needs: a
/// list that would not fit the window's height as a column (at a large UI
/// scale) fills its width instead. Its holder needs a width of its own
/// (not only its content's): the rows are measured against it.
pub fn button_grid() -> Node {
    Node {
        width: percent(100),
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        column_gap: px(10),
        row_gap: px(10),
        ..default()
    }
}

/// A node filling the window, its content in the middle: a menu screen.
pub fn centred_screen() -> Node {
    Node {
        width: percent(100),
        height: percent(100),
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        ..default()
    }
}

/// A rounded panel laid out as a column.
pub fn panel(node: Node) -> impl Bundle {
    panel_of(node, PANEL)
}

/// A panel that hides what is behind it: for an overlay over a busy screen.
pub fn solid_panel(node: Node) -> impl Bundle {
    panel_of(node, PANEL.with_alpha(1.0))
}

fn panel_of(node: Node, background: Color) -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Column,
            padding: UiRect::all(px(14)),
            row_gap: px(6),
            border_radius: BorderRadius::all(px(10)),
            ..node
        },
        BackgroundColor(background),
    )
}

fn shade_buttons(
    mut buttons: Query<(&Interaction, &mut BackgroundColor), (Changed<Interaction>, With<Button>)>,
) {
    for (interaction, mut background) in &mut buttons {
        background.0 = match interaction {
            Interaction::Pressed => BUTTON_PRESSED,
            Interaction::Hovered => BUTTON_HOVERED,
            Interaction::None => BUTTON,
        };
    }
}

/// Shows `wanted` in every text of `query`.
pub fn set_texts<F: bevy::ecs::query::QueryFilter>(
    query: &mut Query<&mut Localized, F>,
    wanted: impl Into<Message>,
) {
    let wanted = wanted.into();
    for text in query.iter_mut() {
        Localized::show(text, wanted.clone());
    }
}

/// A guide's panel (a lesson's narration, a puzzle's goal) at the table's
/// top right: a set width, so that its words wrap to it and the panel
/// grows to hold every line.
pub fn guide_panel() -> impl Bundle {
    panel(Node {
        position_type: PositionType::Absolute,
        right: px(16),
        top: px(16),
        width: px(400),
        ..default()
    })
}

/// The row of a guide panel's buttons, wrapping when they do not fit.
pub fn guide_buttons() -> Node {
    Node {
        column_gap: px(8),
        flex_wrap: FlexWrap::Wrap,
        row_gap: px(6),
        margin: UiRect::top(px(6)),
        ..default()
    }
}
