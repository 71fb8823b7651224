//! The set-up's panel, where the moves panel stands while a position is
//! set up: what the players hold, who moves (and a button passing the
//! move), what the rules refused and why no game reaches the position, if
//! none does; then Play a friend, Play the computer and Cancel. (How to set
//! up is the table's hint line's to say: see [`super::how_to_set_up`].)
//! Under the moves, a Set up button begins.

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::{Against, SetUpAction, SetUpRequest, SetsUp, SettingUp};
use crate::language::{Localized, blank};
use crate::table::TableSystems;
use crate::table::hud::MovesPanel;
use crate::theme::{TEXT, WARNING_TEXT, button, label, right_panel};

/// The set-up's panel.
#[derive(Component)]
struct SetUpPanel;

/// A line of the panel that follows the position set up.
#[derive(Component, Clone, Copy)]
enum SetUpLine {
    /// Who moves.
    ToMove,
    /// What the players hold to put down.
    Holding,
    /// What the rules refused at the last step.
    Refused,
    /// Why no game reaches the position.
    CannotArise,
}

/// The moves panel has its Set up button.
#[derive(Component)]
struct SetUpOffered;

pub(super) fn add_panel<G: SetsUp>(app: &mut App) {
    app.add_systems(
        Update,
        (offer_set_up::<G>, show_panel::<G>)
            .in_set(TableSystems::Show)
            .run_if(in_state(G::SCREEN)),
    );
}

/// The request `action` of `G`'s set-up, for a button.
fn asks<G: SetsUp>(
    action: SetUpAction,
) -> impl Fn(On<Pointer<Click>>, MessageWriter<SetUpRequest<G>>) {
    move |_, mut requests| {
        requests.write(SetUpRequest::new(action));
    }
}

/// Puts a Set up button under the moves.
fn offer_set_up<G: SetsUp>(
    mut commands: Commands,
    panels: Query<Entity, (With<MovesPanel>, Without<SetUpOffered>)>,
) {
    for panel in &panels {
        commands
            .entity(panel)
            .insert(SetUpOffered)
            .with_children(|panel| {
                panel
                    .spawn(Node {
                        margin: UiRect::top(px(8)),
                        ..default()
                    })
                    .with_children(|row| {
                        row.spawn(button("setting-up-begin"))
                            .observe(asks::<G>(SetUpAction::Begin));
                    });
            });
    }
}

/// Opens the panel when a position is being set up, keeps its lines to
/// the position, and closes it after.
fn show_panel<G: SetsUp>(
    mut commands: Commands,
    setting_up: Option<Res<SettingUp<G>>>,
    panels: Query<Entity, With<SetUpPanel>>,
    mut lines: Query<(&SetUpLine, &mut Localized)>,
) {
    let Some(setting_up) = setting_up else {
        for panel in &panels {
            commands.entity(panel).despawn();
        }
        return;
    };
    if panels.is_empty() {
        spawn_panel::<G>(&mut commands);
        return;
    }
    for (line, text) in &mut lines {
        let said = match line {
            SetUpLine::ToMove => Some(
                Message::new("editor-to-move").with("player", G::to_move_words(&setting_up.setup)),
            ),
            SetUpLine::Holding => G::holding(&setting_up.setup),
            SetUpLine::Refused => setting_up
                .refused
                .clone()
                .map(|reason| Message::new("position-refused").with("reason", reason)),
            SetUpLine::CannotArise => G::cannot_arise(&setting_up.setup)
                .map(|reason| Message::new("setting-up-cannot-arise").with("reason", reason)),
        };
        Localized::show(text, said.unwrap_or_else(blank));
    }
}

fn spawn_panel<G: SetsUp>(commands: &mut Commands) {
    commands
        .spawn((
            Name::new("Set up"),
            SetUpPanel,
            DespawnOnExit(G::SCREEN),
            // A set width: the words wrap to it, and the panel's height is
            // laid out for them.
            right_panel(Node {
                width: px(290),
                // Close set: on a small screen with large text it keeps
                // clear of the table's buttons below.
                padding: UiRect::all(px(10)),
                row_gap: px(3),
                ..default()
            }),
        ))
        .with_children(|panel| {
            panel.spawn(label("setting-up-title", 17.0, TEXT));
            panel.spawn((SetUpLine::Holding, label("", 15.0, TEXT)));
            panel.spawn((SetUpLine::ToMove, label("", 15.0, TEXT)));
            let mut turns = vec![(G::KEYS.pass_words, SetUpAction::PassTheMove)];
            if let Some((_, words)) = G::KEYS.out {
                turns.push((words, SetUpAction::ToggleOut));
            }
            button_row::<G>(panel, &turns);
            panel.spawn((SetUpLine::Refused, label("", 13.0, WARNING_TEXT)));
            panel.spawn((SetUpLine::CannotArise, label("", 13.0, WARNING_TEXT)));
            button_row::<G>(
                panel,
                &[
                    ("setting-up-friend", SetUpAction::Play(Against::Friend)),
                    ("setting-up-computer", SetUpAction::Play(Against::Computer)),
                    (G::KEYS.cancel_words, SetUpAction::Cancel),
                ],
            );
        });
}

/// Buttons side by side, on as many rows as their words need.
fn button_row<G: SetsUp>(
    panel: &mut ChildSpawnerCommands,
    buttons: &[(&'static str, SetUpAction)],
) {
    panel
        .spawn(Node {
            flex_wrap: FlexWrap::Wrap,
            column_gap: px(6),
            row_gap: px(3),
            ..default()
        })
        .with_children(|row| {
            for &(words, action) in buttons {
                row.spawn(button(words)).observe(asks::<G>(action));
            }
        });
}
