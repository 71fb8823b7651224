//! A line's list: the chosen value on a button that opens the others
//! under it, each a click away; filled again whenever the values change
//! with the settings (a player added to the names).

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::controls::{TEXT_SIZE, value_text};
use super::keys::OpenList;
use super::{ChooseOption, OptionState};
use crate::theme::{BUTTON, FAINT_TEXT, PANEL, TEXT, label};

/// The button that opens a line's list.
#[derive(Component)]
pub(super) struct ListToggle(pub(super) Entity);

/// A line's list of values (shown while open).
#[derive(Component)]
#[require(ListedValues)]
pub(super) struct ValueList(pub(super) Entity);

/// The values a list shows now.
#[derive(Component, Default)]
pub(super) struct ListedValues(Vec<Message>);

/// A value in a line's list.
#[derive(Component)]
pub(super) struct ListItem(pub(super) Entity, pub(super) usize);

pub(super) fn spawn_list(parts: &mut ChildSpawnerCommands, line: Entity) {
    parts.spawn(Node::default()).with_children(|holder| {
        holder
            .spawn((
                ListToggle(line),
                Button,
                Node {
                    padding: UiRect::axes(px(10), px(3)),
                    align_items: AlignItems::Center,
                    column_gap: px(8),
                    border_radius: BorderRadius::all(px(5)),
                    ..default()
                },
                BackgroundColor(BUTTON),
            ))
            .with_children(|toggle| {
                toggle.spawn(value_text(line));
                // A chevron: two sides of a small square, turned.
                toggle.spawn((
                    Node {
                        width: px(6),
                        height: px(6),
                        margin: UiRect::bottom(px(3)),
                        border: UiRect {
                            right: px(2),
                            bottom: px(2),
                            ..default()
                        },
                        ..default()
                    },
                    BorderColor::all(TEXT),
                    UiTransform::from_rotation(Rot2::degrees(45.0)),
                ));
            })
            .observe(move |_: On<Pointer<Click>>, mut open: ResMut<OpenList>| {
                open.0 = if open.0 == Some(line) {
                    None
                } else {
                    Some(line)
                };
            });
        holder.spawn((
            ValueList(line),
            // Open over the lines below, wherever the options scroll.
            OverrideClip,
            Node {
                display: Display::None,
                position_type: PositionType::Absolute,
                top: percent(100),
                right: px(0),
                min_width: percent(100),
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(4)),
                row_gap: px(2),
                border: UiRect::all(px(1)),
                border_radius: BorderRadius::all(px(6)),
                ..default()
            },
            BackgroundColor(PANEL.with_alpha(1.0)),
            BorderColor::all(FAINT_TEXT),
            GlobalZIndex(30),
        ));
    });
}

/// Fills each list with its line's values when they change (the first
/// frame; a player added to the names).
pub(super) fn fill_lists(
    mut commands: Commands,
    mut lists: Query<(Entity, &ValueList, &mut ListedValues)>,
    lines: Query<&OptionState>,
) {
    for (list, value_list, mut listed) in &mut lists {
        let line = value_list.0;
        let Ok(state) = lines.get(line) else {
            continue;
        };
        if listed.0 == state.values {
            continue;
        }
        listed.0.clone_from(&state.values);
        commands
            .entity(list)
            .despawn_related::<Children>()
            .with_children(|list| {
                for (index, value) in state.values.iter().enumerate() {
                    list.spawn((
                        ListItem(line, index),
                        Button,
                        Node {
                            padding: UiRect::axes(px(10), px(3)),
                            border: UiRect::left(px(3)),
                            ..default()
                        },
                        BackgroundColor(BUTTON),
                        BorderColor::all(Color::NONE),
                        // On one line, as the chosen value shows it: a list laid out
                        // at its narrowest would otherwise keep the height of its
                        // values broken over two lines.
                        children![(label(value.clone(), TEXT_SIZE, TEXT), TextLayout::no_wrap())],
                    ))
                    .observe(
                        move |_: On<Pointer<Click>>,
                              mut asked: MessageWriter<ChooseOption>,
                              mut open: ResMut<OpenList>| {
                            asked.write(ChooseOption { line, index });
                            open.0 = None;
                        },
                    );
                }
            });
    }
}
