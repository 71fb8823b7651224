//! "Save game as": the Save button at any game's table asks for a name
//! (offered: the date and time), then keeps the game in the games folder.

use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::text::EditableText;

use std::path::{Path, PathBuf};

use tabletop_i18n::Message;

use super::Notice;
use super::autosave::Recorded;
use super::clock::TableClock;
use super::game::SeatsOf;
use super::records::{default_name, games_folder, save_record};
use crate::dialog::{confirm_or_cancel, dialog_frame, dialog_keys};
use crate::screens::Screen;
use crate::table::frames::{DrawsFrames, Frames};
use crate::theme::{FAINT_TEXT, TEXT, label, panel, text_field};

/// How often the frame comes while a field is typed in, for its caret.
const CARET_BLINK: std::time::Duration = std::time::Duration::from_millis(250);

/// Frames for the caret while a dialog marked `D` (with a field to type
/// in) is open.
pub fn caret_frames<D: Component>(world: &mut World) -> Option<Frames> {
    let mut dialogs = world.query_filtered::<(), With<D>>();
    (dialogs.iter(world).next().is_some()).then_some(Frames::Every(CARET_BLINK))
}

pub(crate) fn plugin(app: &mut App) {
    // Typing into the field is Bevy's text input, part of the default plugins.
    // The caret blinks while a name is typed.
    app.draws(caret_frames::<SaveDialog>)
        .init_resource::<RecordWriters>()
        .add_systems(
            Update,
            dialog_keys::<SaveDialog, _>(save_and_close).run_if(any_with_component::<SaveDialog>),
        );
}

/// How a game keeps the game at its table as a record: given the world,
/// the games folder and the name typed, it saves and returns the file (or
/// why not), or `None` when there is no game to save yet (a setup).
pub type RecordWriter = fn(&World, &Path, &str) -> Option<Result<PathBuf, String>>;

/// The record writer of a game saved whole (see [`Recorded`]): its record
/// is its saved form, played by its seats.
pub fn save_session<G: Recorded>(
    world: &World,
    folder: &Path,
    name: &str,
) -> Option<Result<PathBuf, String>> {
    let session = world.get_resource::<G>()?;
    let seats = world.resource::<SeatsOf<G>>();
    let clock = TableClock::record_at(world.get_resource::<TableClock>(), G::SCREEN);
    let record = session.record(seats, clock);
    Some(save_record(&record, folder, name))
}

/// Each table's record writer.
#[derive(Resource, Default)]
struct RecordWriters(Vec<(Screen, RecordWriter)>);

/// A game's records at the table.
pub trait TableRecords {
    /// Lets the save dialog at `table` keep its game as a record with `write`.
    fn saves_records(&mut self, table: Screen, write: RecordWriter) -> &mut Self;
}

impl TableRecords for App {
    fn saves_records(&mut self, table: Screen, write: RecordWriter) -> &mut Self {
        self.init_resource::<RecordWriters>();
        self.world_mut()
            .resource_mut::<RecordWriters>()
            .0
            .push((table, write));
        self
    }
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
            panel(dialog_frame(520.0)),
        ))
        .with_children(|dialog| {
            dialog.spawn(label("save-title", 26.0, TEXT));
            field = Some(
                dialog
                    .spawn((NameField, text_field(default_name(), 440.0, 20.0)))
                    .id(),
            );
            dialog.spawn(label("save-hint", 14.0, FAINT_TEXT));
            confirm_or_cancel::<SaveDialog, _>(dialog, "hud-save", save_and_close);
        });
    if let Some(field) = field {
        focus.set(field, FocusCause::Navigated);
    }
}

/// Saves the game at the table under the name typed and says where (or
/// why not), with the writer of the table that is up.
fn save_and_close(world: &mut World) {
    let mut fields = world.query_filtered::<&EditableText, With<NameField>>();
    let Ok(field) = fields.single(world) else {
        return;
    };
    let name = field.value().to_string();
    let Some(folder) = games_folder() else {
        world.write_message(Notice(
            Message::new("save-failed").with("error", Message::new("no-games-folder")),
        ));
        return;
    };
    let table = *world.resource::<State<Screen>>().get();
    let writers = &world.resource::<RecordWriters>().0;
    let Some(&(_, write)) = writers.iter().find(|(screen, _)| *screen == table) else {
        return;
    };
    let Some(saved) = write(world, &folder, &name) else {
        return;
    };
    match saved {
        Ok(path) => {
            world.write_message(Notice(
                Message::new("save-done").with("path", path.display().to_string()),
            ));
            let dialogs: Vec<Entity> = world
                .query_filtered::<Entity, With<SaveDialog>>()
                .iter(world)
                .collect();
            for dialog in dialogs {
                world.despawn(dialog);
            }
        }
        // The dialog stays open to try another name.
        Err(error) => {
            world.write_message(Notice(Message::new("save-failed").with("error", error)));
        }
    }
}
