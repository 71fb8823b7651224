//! The players kept, in Settings: each by name with Rename and Remove, and
//! a new player added. Renaming moves their ratings and their games in the
//! history to the new name; removing forgets their ratings (their games
//! stay in the history, under the name they had).

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::naming::{NameDialog, Naming, open_name_dialog};
use super::{Players, SeatNames};
use crate::dialog::{confirm_or_cancel, dialog_frame, dialog_keys};
use crate::kept::KeptFile;
use crate::screens::Screen;
use crate::table::options::OptionSystems;
use crate::theme::{FAINT_TEXT, TEXT, button, despawn_all, label, plain_label, solid_panel};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (
                dialog_keys::<RemoveDialog, _>(remove_player)
                    .run_if(any_with_component::<RemoveDialog>),
                dialog_keys::<Roster, _>(despawn_all::<Roster>).run_if(
                    any_with_component::<Roster>
                        .and_then(not(any_with_component::<NameDialog>))
                        .and_then(not(any_with_component::<RemoveDialog>)),
                ),
            )
                .chain()
                .before(OptionSystems::Keys),
            show_roster.run_if(any_with_component::<Roster>.and_then(resource_changed::<Players>)),
        ),
    );
}

/// The players' dialog, open.
#[derive(Component)]
pub struct Roster;

/// Its list of players, filled again when they change.
#[derive(Component)]
struct RosterList;

/// The question before a player is removed, and whom it is about.
#[derive(Component)]
struct RemoveDialog(String);

/// Opens the players' dialog (Settings' Players button).
pub fn open_roster(
    _: On<Pointer<Click>>,
    mut commands: Commands,
    open: Query<(), With<Roster>>,
    players: Res<Players>,
    screen: Res<State<Screen>>,
) {
    if !open.is_empty() {
        return;
    }
    commands
        .spawn((
            Name::new("Players"),
            Roster,
            DespawnOnExit(*screen.get()),
            solid_panel(dialog_frame(560.0)),
            GlobalZIndex(35),
        ))
        .with_children(|dialog| {
            dialog.spawn(label("roster-title", 26.0, TEXT));
            dialog
                .spawn((
                    RosterList,
                    Node {
                        flex_direction: FlexDirection::Column,
                        align_self: AlignSelf::Stretch,
                        row_gap: px(6),
                        ..default()
                    },
                ))
                .with_children(|list| spawn_players(list, &players));
            dialog
                .spawn(Node {
                    column_gap: px(12),
                    ..default()
                })
                .with_children(|row| {
                    row.spawn(button("roster-add")).observe(
                        |_: On<Pointer<Click>>, mut commands: Commands| {
                            commands.run_system_cached_with(open_name_dialog, Naming::Add);
                        },
                    );
                    row.spawn(button("roster-close")).observe(
                        |_: On<Pointer<Click>>, mut commands: Commands| {
                            commands.run_system_cached(despawn_all::<Roster>);
                        },
                    );
                });
        });
}

/// A line for each player under `list`: their name, Rename and Remove.
fn spawn_players(list: &mut ChildSpawnerCommands, players: &Players) {
    if players.players.is_empty() {
        list.spawn(label("roster-empty", 16.0, FAINT_TEXT));
    }
    for profile in &players.players {
        let name = profile.name.clone();
        list.spawn(Node {
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Center,
            column_gap: px(10),
            ..default()
        })
        .with_children(|line| {
            line.spawn((
                plain_label(name.clone(), 20.0, TEXT),
                Node {
                    flex_shrink: 1.0,
                    ..default()
                },
            ));
            line.spawn(Node {
                column_gap: px(8),
                ..default()
            })
            .with_children(|buttons| {
                let renamed = name.clone();
                buttons.spawn(button("roster-rename")).observe(
                    move |_: On<Pointer<Click>>, mut commands: Commands| {
                        let naming = Naming::Rename(renamed.clone());
                        commands.run_system_cached_with(open_name_dialog, naming);
                    },
                );
                let removed = name.clone();
                buttons.spawn(button("roster-remove")).observe(
                    move |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.run_system_cached_with(ask_to_remove, removed.clone());
                    },
                );
            });
        });
    }
}

/// Fills the list again when the players change (one added, renamed or
/// removed).
fn show_roster(
    lists: Query<Entity, With<RosterList>>,
    players: Res<Players>,
    mut commands: Commands,
) {
    for list in &lists {
        commands
            .entity(list)
            .despawn_related::<Children>()
            .with_children(|list| spawn_players(list, &players));
    }
}

/// Asks whether to remove the player called `name`.
fn ask_to_remove(
    In(name): In<String>,
    mut commands: Commands,
    open: Query<(), With<RemoveDialog>>,
    screen: Res<State<Screen>>,
) {
    if !open.is_empty() {
        return;
    }
    commands
        .spawn((
            Name::new("Remove a player"),
            RemoveDialog(name.clone()),
            DespawnOnExit(*screen.get()),
            solid_panel(dialog_frame(500.0)),
            GlobalZIndex(40),
        ))
        .with_children(|dialog| {
            let question = Message::new("roster-remove-question").with("name", name);
            dialog.spawn(label(question, 20.0, TEXT));
            dialog.spawn(label("roster-remove-about", 15.0, FAINT_TEXT));
            confirm_or_cancel::<RemoveDialog, _>(dialog, "roster-remove", remove_player);
        });
}

/// Removes the player the question is about, and closes it.
fn remove_player(
    dialogs: Query<(Entity, &RemoveDialog)>,
    mut players: ResMut<Players>,
    file: Res<KeptFile<Players>>,
    mut names: ResMut<SeatNames>,
    mut commands: Commands,
) {
    for (dialog, RemoveDialog(name)) in &dialogs {
        players.remove(name);
        names.forget(name);
        file.keep(&players);
        commands.entity(dialog).despawn();
    }
}
