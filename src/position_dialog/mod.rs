//! "From a position": the menu's way to any position of the chosen game,
//! to analyse it or play it on. A text field takes a Deblockle position
//! (`3tHC3/3*3/7/7/7/3*3/3gLC3 g`), a Hive UHP GameString or a Blokus 3D
//! position text, typed or pasted; the rules read it, and what they cannot
//! read is refused with their reason in the player's language, the dialog
//! staying open with what was typed. Deblockle positions can be set up on
//! a board too (`deblockle_editor`). What they read opens at its table
//! with the menu's options (who plays, the rules), as Play would.

use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui_widgets::SelectAllOnFocus;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::blokus3d::Position as BlokusPosition;
use tabletop_rules::deblockle::Position;
use tabletop_rules::hive::HiveGame;

use crate::blokus3d::new_game::BlokusNewGame;
use crate::deblockle::new_game::NewGameSettings;
use crate::deblockle::session::{DeblockleRequest, Start};
use crate::dialog::{confirm_or_cancel, dialog_frame, dialog_keys};
use crate::game_start::{ChosenGame, StartGame};
use crate::hive::new_game::HiveNewGame;
use crate::language::Localized;
use crate::screens::Screen;
use crate::theme::{FAINT_TEXT, TEXT, WARNING_TEXT, label, solid_panel, text_field};

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(deblockle_editor::plugin).add_systems(
        Update,
        dialog_keys::<PositionDialog, _>(start_and_close)
            .run_if(any_with_component::<PositionDialog>),
    );
}

mod deblockle_editor;

use deblockle_editor::KnownText;
pub use deblockle_editor::{EditedPosition, EditorSquare, TurnButton};

/// The open dialog.
#[derive(Component)]
pub struct PositionDialog;

/// Its text field.
#[derive(Component)]
pub struct PositionField;

/// Why the text (or an edit of the board) was refused.
#[derive(Component)]
struct Refusal;

/// A text of `game` offered to start from: its usual start.
fn example(game: ChosenGame) -> &'static str {
    match game {
        ChosenGame::Deblockle => Position::EXAMPLE_START,
        ChosenGame::Hive => "Base;NotStarted;White[1]",
        ChosenGame::Blokus3d => "A-2",
    }
}

/// What the field takes, for `game`.
fn what_to_type(game: ChosenGame) -> Message {
    Message::new(match game {
        ChosenGame::Deblockle => "position-hint-deblockle",
        ChosenGame::Hive => "position-hint-hive",
        ChosenGame::Blokus3d => "position-hint-blokus3d",
    })
}

/// Opens the dialog (the menu's button), its field focused.
pub fn open(
    _: On<Pointer<Click>>,
    mut commands: Commands,
    open: Query<(), With<PositionDialog>>,
    chosen: Res<ChosenGame>,
    mut focus: ResMut<InputFocus>,
) {
    if !open.is_empty() {
        return;
    }
    let mut field = None;
    let mut dialog = commands.spawn_empty();
    if *chosen == ChosenGame::Deblockle
        && let Ok(start) = example(*chosen).parse::<Position>()
    {
        dialog.insert((EditedPosition::of(&start), KnownText::default()));
    }
    dialog
        .insert((
            Name::new("Position dialog"),
            PositionDialog,
            DespawnOnExit(Screen::Menu),
            GlobalZIndex(10),
            solid_panel(dialog_frame(760.0)),
        ))
        .with_children(|dialog| {
            dialog.spawn(label("position-title", 26.0, TEXT));
            dialog.spawn(label(what_to_type(*chosen), 15.0, FAINT_TEXT));
            if *chosen == ChosenGame::Deblockle {
                deblockle_editor::spawn_editor(dialog);
            }
            field = Some(
                dialog
                    .spawn((
                        PositionField,
                        text_field(example(*chosen), 700.0, 18.0),
                        // The example goes as soon as something is typed or pasted.
                        SelectAllOnFocus,
                    ))
                    .id(),
            );
            dialog.spawn((
                Refusal,
                label("", 15.0, WARNING_TEXT),
                Node {
                    max_width: px(700),
                    ..default()
                },
            ));
            confirm_or_cancel::<PositionDialog, _>(dialog, "position-open", start_and_close);
        });
    if let Some(field) = field {
        focus.set(field, FocusCause::Navigated);
    }
}

/// The game `text` starts, with the menu's options for `game`; or why the
/// rules cannot read it.
pub fn start_from(
    text: &str,
    game: ChosenGame,
    deblockle: &NewGameSettings,
    hive: &HiveNewGame,
    blokus: &BlokusNewGame,
) -> Result<StartGame, Message> {
    let text = text.trim();
    match game {
        ChosenGame::Deblockle => {
            let position = text.parse::<Position>().map_err(|error| error.message())?;
            let request = DeblockleRequest::NewGame {
                rules: deblockle.rules,
                start: Start::Position(position),
            };
            Ok(StartGame::Deblockle(request, deblockle.seats()))
        }
        ChosenGame::Hive => {
            let game = HiveGame::parse_under(text, hive.rules).map_err(|error| error.message())?;
            Ok(StartGame::Hive(Box::new(game), hive.seats()?))
        }
        ChosenGame::Blokus3d => {
            let position = BlokusPosition::parse_file(text).map_err(|error| error.message())?;
            let seats = blokus.seats_for(position.seating());
            Ok(StartGame::Blokus3d(Box::new(position), seats))
        }
    }
}

/// Opens the table at the position typed, or says why not and stays open.
fn start_and_close(
    fields: Query<&EditableText, With<PositionField>>,
    chosen: Res<ChosenGame>,
    deblockle: Res<NewGameSettings>,
    hive: Res<HiveNewGame>,
    blokus: Res<BlokusNewGame>,
    mut refusals: Query<&mut Localized, With<Refusal>>,
    mut starts: MessageWriter<StartGame>,
    mut commands: Commands,
) {
    let Ok(field) = fields.single() else {
        return;
    };
    let text = field.value().to_string();
    match start_from(&text, *chosen, &deblockle, &hive, &blokus) {
        // The menu, the dialog with it, goes as the table opens.
        Ok(start) => {
            starts.write(start);
            // A position typed may be won already: kept, rated by none.
            chosen.played_from_set_up(&mut commands);
        }
        Err(reason) => {
            for refusal in &mut refusals {
                Localized::show(
                    refusal,
                    Message::new("position-refused").with("reason", reason.clone()),
                );
            }
        }
    }
}
