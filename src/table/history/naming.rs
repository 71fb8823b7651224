//! The field where a player's name is typed: a new player at a seat (the
//! new-game options), a new player or a new name for one (the players in
//! Settings). A name is refused, with the reason under the field, when it
//! is empty, too long, or another player's.

use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::text::EditableText;
use tabletop_i18n::Message;

use super::{History, Players, SeatNames};
use crate::dialog::{confirm_or_cancel, dialog_frame, dialog_keys};
use crate::kept::KeptFile;
use crate::language::{Localized, blank};
use crate::screens::Screen;
use crate::table::frames::DrawsFrames;
use crate::table::options::OptionSystems;
use crate::table::save_dialog::caret_frames;
use crate::theme::{FAINT_TEXT, TEXT, WARNING_TEXT, label, solid_panel, text_field};

/// The longest name, in characters (it fits the options' lines and the
/// Record screen's).
pub const LONGEST_NAME: usize = 24;

pub(super) fn plugin(app: &mut App) {
    // The caret blinks while a name is typed.
    app.draws(caret_frames::<NameDialog>).add_systems(
        Update,
        dialog_keys::<NameDialog, _>(take_the_name)
            .before(OptionSystems::Keys)
            .run_if(any_with_component::<NameDialog>),
    );
}

/// What the name typed is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Naming {
    /// The person at this place (from 0) at the next table.
    Seat(usize),
    /// A new player.
    Add,
    /// The player of this name, renamed.
    Rename(String),
}

/// The open dialog, and what its name is for.
#[derive(Component, Clone, Debug)]
pub struct NameDialog(pub Naming);

/// Its field.
#[derive(Component)]
struct NameField;

/// Why the name typed is refused.
#[derive(Component)]
struct NameProblem;

/// The name typed, trimmed, or why it cannot be one.
///
/// # Errors
/// An empty name, one longer than [`LONGEST_NAME`], or one with a control
/// character.
pub fn read_name(typed: &str) -> Result<String, Message> {
    let name = typed.trim();
    if name.is_empty() {
        Err(Message::new("name-empty"))
    } else if name.chars().count() > LONGEST_NAME {
        Err(Message::new("name-too-long").with("most", LONGEST_NAME))
    } else if name.chars().any(char::is_control) {
        Err(Message::new("name-odd-character"))
    } else {
        Ok(name.to_owned())
    }
}

/// Opens the dialog for `naming`, its field focused (holding the name to
/// change, if any).
pub fn open_name_dialog(
    In(naming): In<Naming>,
    mut commands: Commands,
    screen: Res<State<Screen>>,
    mut focus: ResMut<InputFocus>,
) {
    let (title, typed) = match &naming {
        Naming::Seat(_) | Naming::Add => (Message::new("name-new-title"), String::new()),
        Naming::Rename(old) => (
            Message::new("name-rename-title").with("name", old.clone()),
            old.clone(),
        ),
    };
    let mut field = None;
    commands
        .spawn((
            Name::new("Name dialog"),
            NameDialog(naming),
            DespawnOnExit(*screen.get()),
            solid_panel(dialog_frame(460.0)),
            GlobalZIndex(40),
        ))
        .with_children(|dialog| {
            dialog.spawn(label(title, 24.0, TEXT));
            field = Some(
                dialog
                    .spawn((NameField, text_field(typed, 380.0, 20.0)))
                    .id(),
            );
            dialog.spawn((NameProblem, label(blank(), 15.0, WARNING_TEXT)));
            dialog.spawn(label("name-hint", 14.0, FAINT_TEXT));
            confirm_or_cancel::<NameDialog, _>(dialog, "name-confirm", take_the_name);
        });
    if let Some(field) = field {
        focus.set(field, FocusCause::Navigated);
    }
}

/// Where a name goes.
#[derive(bevy::ecs::system::SystemParam)]
struct Named<'w> {
    players: ResMut<'w, Players>,
    players_file: Res<'w, KeptFile<Players>>,
    history: ResMut<'w, History>,
    history_file: Res<'w, KeptFile<History>>,
    names: ResMut<'w, SeatNames>,
}

/// Takes the name typed for what the dialog is for and closes it, or says
/// under the field why it cannot.
fn take_the_name(
    dialogs: Query<(Entity, &NameDialog)>,
    fields: Query<&EditableText, With<NameField>>,
    mut problems: Query<&mut Localized, With<NameProblem>>,
    mut named: Named,
    mut commands: Commands,
) {
    let (Ok((dialog, NameDialog(naming))), Ok(field)) = (dialogs.single(), fields.single()) else {
        return;
    };
    let taken = |name: &str| named.players.profile(name).is_some();
    let name = read_name(&field.value().to_string()).and_then(|name| match naming {
        Naming::Add if taken(&name) => Err(Message::new("name-taken").with("name", name)),
        Naming::Rename(old) if *old != name && taken(&name) => {
            Err(Message::new("name-taken").with("name", name))
        }
        _ => Ok(name),
    });
    let name = match name {
        Ok(name) => name,
        Err(problem) => {
            for text in &mut problems {
                Localized::show(text, problem.clone());
            }
            return;
        }
    };
    match naming {
        Naming::Seat(place) => {
            named.players.profile_mut(&name);
            named.names.seat(*place, &name);
        }
        Naming::Add => {
            named.players.profile_mut(&name);
        }
        Naming::Rename(old) => {
            named.players.rename(old, &name);
            named.names.rename(old, &name);
            named.history.rename(old, &name);
            named.history_file.keep(&named.history);
        }
    }
    named.players_file.keep(&named.players);
    commands.entity(dialog).despawn();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_trimmed_and_refused_empty_too_long_or_with_a_control_character() {
        assert_eq!(read_name("  Ana  "), Ok("Ana".to_owned()));
        assert_eq!(read_name("Zoë 2"), Ok("Zoë 2".to_owned()));
        assert_eq!(read_name(" \t "), Err(Message::new("name-empty")));
        let long = "é".repeat(LONGEST_NAME + 1);
        assert_eq!(
            read_name(&long),
            Err(Message::new("name-too-long").with("most", LONGEST_NAME))
        );
        assert!(read_name(&"é".repeat(LONGEST_NAME)).is_ok());
        assert_eq!(
            read_name("A\u{7}na"),
            Err(Message::new("name-odd-character"))
        );
    }
}
