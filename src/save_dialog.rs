//! "Save game as": the Save button at any game's table asks for a name
//! (offered: the date and time), then keeps the game in the games folder.

use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::text::EditableText;

use tabletop_i18n::Message;
use tabletop_rules::deblockle::GameRecord;

use crate::blokus3d::records::BlokusRecord;
use crate::blokus3d::session::{BlokusSeats, BlokusSession};
use crate::deblockle::session::Session;
use crate::hive::records::HiveRecord;
use crate::hive::seats::HiveSeats;
use crate::hive::session::HiveSession;
use crate::records::{default_name, games_folder, save_record};
use crate::screens::Screen;
use crate::table::Notice;
use crate::theme::{FAINT_TEXT, PANEL, TEXT, button, label, panel};

pub(super) fn plugin(app: &mut App) {
    // Typing into the field is Bevy's text input, part of the default plugins.
    app.add_systems(
        Update,
        keys_in_dialog.run_if(any_with_component::<SaveDialog>),
    );
}

/// The open dialog.
#[derive(Component)]
pub struct SaveDialog;

/// Its name field.
#[derive(Component)]
struct NameField;

/// Opens the dialog, the name field focused with a name offered.
pub fn open(
    _: On<Pointer<Click>>,
    mut commands: Commands,
    open: Query<(), With<SaveDialog>>,
    screen: Res<State<Screen>>,
    mut focus: ResMut<InputFocus>,
) {
    if !open.is_empty() {
        return;
    }
    let mut field = None;
    commands
        .spawn((
            Name::new("Save dialog"),
            SaveDialog,
            DespawnOnExit(*screen.get()),
            panel(Node {
                position_type: PositionType::Absolute,
                align_self: AlignSelf::Center,
                justify_self: JustifySelf::Center,
                align_items: AlignItems::Center,
                padding: UiRect::all(px(24)),
                row_gap: px(12),
                width: px(520),
                ..default()
            }),
        ))
        .with_children(|dialog| {
            dialog.spawn(label("save-title", 26.0, TEXT));
            field = Some(
                dialog
                    .spawn((
                        NameField,
                        EditableText::new(default_name()),
                        TextFont::from_font_size(20.0),
                        TextColor(TEXT),
                        Node {
                            width: px(440),
                            padding: UiRect::all(px(8)),
                            ..default()
                        },
                        BackgroundColor(PANEL.darker(0.3)),
                    ))
                    .id(),
            );
            dialog.spawn(label("save-hint", 14.0, FAINT_TEXT));
            dialog
                .spawn(Node {
                    column_gap: px(12),
                    ..default()
                })
                .with_children(|row| {
                    row.spawn(button("hud-save")).observe(
                        |_: On<Pointer<Click>>, mut commands: Commands| {
                            commands.run_system_cached(save_and_close);
                        },
                    );
                    row.spawn(button("save-cancel")).observe(
                        |_: On<Pointer<Click>>, mut commands: Commands| {
                            commands.run_system_cached(close);
                        },
                    );
                });
        });
    if let Some(field) = field {
        focus.set(field, FocusCause::Navigated);
    }
}

fn keys_in_dialog(keys: Res<ButtonInput<KeyCode>>, mut commands: Commands) {
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        commands.run_system_cached(save_and_close);
    } else if keys.just_pressed(KeyCode::Escape) {
        commands.run_system_cached(close);
    }
}

/// Saves the game at the table under the name typed and says where (or
/// why not).
fn save_and_close(
    mut commands: Commands,
    screen: Res<State<Screen>>,
    session: Option<Res<Session>>,
    hive: Option<Res<HiveSession>>,
    seats: Res<HiveSeats>,
    blokus: Option<Res<BlokusSession>>,
    blokus_seats: Res<BlokusSeats>,
    fields: Query<&EditableText, With<NameField>>,
    dialogs: Query<Entity, With<SaveDialog>>,
    mut notices: MessageWriter<Notice>,
) {
    let Ok(field) = fields.single() else {
        return;
    };
    let name = field.value().to_string();
    let Some(folder) = games_folder() else {
        notices.write(Notice(
            Message::new("save-failed").with("error", Message::new("no-games-folder")),
        ));
        return;
    };
    let saved = match (screen.get(), session, hive) {
        (Screen::Hive, _, Some(hive)) => {
            save_record(&HiveRecord::of(&hive.game, &seats), &folder, &name)
        }
        (Screen::Blokus3d, ..) => match blokus {
            Some(blokus) => save_record(
                &BlokusRecord::of(&blokus.position, &blokus_seats),
                &folder,
                &name,
            ),
            None => return,
        },
        (Screen::Deblockle, Some(session), _) => {
            save_record(&GameRecord::from_game(&session.game), &folder, &name)
        }
        _ => return,
    };
    match saved {
        Ok(path) => {
            notices.write(Notice(
                Message::new("save-done").with("path", path.display().to_string()),
            ));
            for dialog in &dialogs {
                commands.entity(dialog).despawn();
            }
        }
        // The dialog stays open to try another name.
        Err(error) => {
            notices.write(Notice(Message::new("save-failed").with("error", error)));
        }
    }
}

fn close(mut commands: Commands, dialogs: Query<Entity, With<SaveDialog>>) {
    for dialog in &dialogs {
        commands.entity(dialog).despawn();
    }
}
