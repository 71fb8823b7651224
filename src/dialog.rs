//! What every small dialog shares: its frame in the middle of the window, a
//! row with its confirming button and Cancel, and the keys for them (Enter
//! confirms, Esc cancels), so the save dialog and From a position look and
//! answer alike.

use bevy::ecs::system::IntoSystem;
use bevy::prelude::*;
use tabletop_i18n::Message;

use crate::theme::{button, despawn_all};

/// The layout of a dialog `width` wide, over the middle of the window, its
/// parts in a centred column.
pub fn dialog_frame(width: f32) -> Node {
    Node {
        position_type: PositionType::Absolute,
        align_self: AlignSelf::Center,
        justify_self: JustifySelf::Center,
        align_items: AlignItems::Center,
        padding: UiRect::all(px(24)),
        row_gap: px(12),
        width: px(width),
        ..default()
    }
}

/// Adds to `dialog` (marked `D`) the row of `confirm` (running `on_confirm`)
/// and Cancel (closing the dialog).
pub fn confirm_or_cancel<D: Component, M: 'static>(
    dialog: &mut ChildSpawnerCommands,
    confirm: impl Into<Message>,
    on_confirm: impl IntoSystem<(), (), M> + Copy + Send + Sync + 'static,
) {
    dialog
        .spawn(Node {
            column_gap: px(12),
            ..default()
        })
        .with_children(|row| {
            row.spawn(button(confirm)).observe(
                move |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.run_system_cached(on_confirm);
                },
            );
            row.spawn(button("save-cancel")).observe(
                |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.run_system_cached(despawn_all::<D>);
                },
            );
        });
}

/// A system for while a dialog marked `D` is open: Enter runs `on_confirm`,
/// Esc closes the dialog. It takes the keys it answers, so that a screen's
/// own keys later in the frame (Enter plays, Esc goes back) do not also.
pub fn dialog_keys<D: Component, M: 'static>(
    on_confirm: impl IntoSystem<(), (), M> + Copy + Send + Sync + 'static,
) -> impl FnMut(ResMut<ButtonInput<KeyCode>>, Commands) {
    move |mut keys: ResMut<ButtonInput<KeyCode>>, mut commands: Commands| {
        let enter = keys.clear_just_pressed(KeyCode::Enter);
        if enter | keys.clear_just_pressed(KeyCode::NumpadEnter) {
            commands.run_system_cached(on_confirm);
        } else if keys.clear_just_pressed(KeyCode::Escape) {
            commands.run_system_cached(despawn_all::<D>);
        }
    }
}
