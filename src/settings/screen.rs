//! The settings screen: the preferences (`preferences`) in their groups,
//! the one pointed at explained, the line to type one's own relay's
//! address into; and why the settings file could not be read, if it could
//! not.

use bevy::text::EditableText;

use super::preferences::{Preference, PreferenceGroup};
use super::*;
use crate::table::history::roster::open_roster;
use crate::table::options::{FocusedOption, spawn_option_groups};
use crate::theme::{display_if, spawn_field_line};

pub(super) fn spawn_screen(
    mut commands: Commands,
    file: Option<Res<SettingsFile>>,
    settings: Res<Settings>,
) {
    let problem = file.and_then(|file| file.problem.clone());
    let relay_address = settings.relay_address.clone();
    commands
        .spawn((
            Name::new("Settings"),
            DespawnOnExit(Screen::Settings),
            centred_screen(),
        ))
        .with_children(|screen| {
            screen
                .spawn(panel(Node {
                    width: percent(92),
                    max_width: px(1000),
                    // The settings scroll rather than run out of the window.
                    max_height: percent(100),
                    align_items: AlignItems::Center,
                    ..default()
                }))
                .with_children(|page| {
                    page.spawn(label("settings-title", 34.0, TEXT));
                    spawn_option_groups(page, (), Preference::ALL, |group, options| {
                        if group == PreferenceGroup::Network {
                            spawn_relay_line(options, &relay_address);
                        }
                    });
                    if let Some(problem) = problem {
                        page.spawn(label(problem, 15.0, WARNING_TEXT));
                    }
                    page.spawn((
                        SettingsHint,
                        label("settings-hint", 15.0, FAINT_TEXT),
                        Node {
                            min_height: px(38),
                            ..default()
                        },
                    ));
                    page.spawn(Node {
                        column_gap: px(12),
                        ..default()
                    })
                    .with_children(|row| {
                        row.spawn(button("settings-players")).observe(open_roster);
                        row.spawn(button("back")).observe(
                            |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                                next.set(Screen::Menu);
                            },
                        );
                    });
                });
        });
}

/// The line under the settings: what the one pointed at does, or how the
/// screen works.
#[derive(Component)]
pub(super) struct SettingsHint;

/// Shows what the preference pointed at (or chosen with the keys) does.
pub(super) fn explain_focused_preference(
    focus: Res<FocusedOption>,
    mut hints: Query<&mut Localized, With<SettingsHint>>,
) {
    set_texts(
        &mut hints,
        focus
            .explanation()
            .unwrap_or_else(|| Message::new("settings-hint")),
    );
}

/// Escape goes back to the menu (after an open list has taken its Escape).
pub(super) fn leave_with_escape(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut next: ResMut<NextState<Screen>>,
) {
    if keys.is_some_and(|keys| keys.just_pressed(KeyCode::Escape)) {
        next.set(Screen::Menu);
    }
}

/// The line to type one's own relay's address into (shown while that is
/// the relay chosen).
#[derive(Component)]
pub(super) struct RelayLine;

/// Its text field.
#[derive(Component)]
pub(super) struct RelayField;

fn spawn_relay_line(options: &mut ChildSpawnerCommands, address: &str) {
    let line = (RelayLine, false);
    spawn_field_line(
        options,
        line,
        "settings-relay-address",
        (RelayField, address),
    );
}

/// Keeps the own relay's address with its field, which shows while one's
/// own relay is chosen.
pub(super) fn show_relay_line(
    mut settings: ResMut<Settings>,
    mut lines: Query<&mut Node, With<RelayLine>>,
    fields: Query<&EditableText, With<RelayField>>,
) {
    for field in &fields {
        let typed = field.value().to_string();
        if settings.relay_address != typed {
            settings.relay_address = typed;
        }
    }
    let display = display_if(settings.relay == RelayChoice::Own);
    for mut line in &mut lines {
        if line.display != display {
            line.display = display;
        }
    }
}
