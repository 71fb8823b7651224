//! The tables hosted on this network, listed on the Join screen while it
//! is open: a click on one joins it as its invitation would, no text
//! passed between the friends. Nothing is looked for where the program
//! stays on this computer (`TABLETOP_NETWORK=local`); the screen says so.

use std::sync::Arc;

use bevy::prelude::*;
use tabletop_i18n::Message;
use tabletop_peer::{Nearby, NearbyTable};

use super::JoinFriend;
use crate::screens::Screen;
use crate::table::frames::Waker;
use crate::table::network::NetworkSetup;
use crate::theme::{FAINT_TEXT, button, label};

/// The most tables listed (a network with more is a school's).
const MOST_LISTED: usize = 6;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::JoinFriend), look)
        .add_systems(OnExit(Screen::JoinFriend), stop_looking)
        .add_systems(Update, list_tables.run_if(in_state(Screen::JoinFriend)));
}

/// The look for tables on this network, while the Join screen is open,
/// and what the list shows now.
#[derive(Resource)]
pub(super) struct Looking {
    pub(super) nearby: Nearby,
    /// Whether the program may look on the local network at all.
    allowed: bool,
    shown: Option<Vec<NearbyTable>>,
}

/// Where the tables found are listed.
#[derive(Component)]
pub(super) struct NearbyList;

/// The list of tables on this network, for the Join screen's card.
pub(super) fn spawn_list(card: &mut ChildSpawnerCommands) {
    card.spawn(label("join-nearby", 20.0, crate::theme::TEXT));
    card.spawn((
        NearbyList,
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(6),
            ..default()
        },
    ));
}

fn look(mut commands: Commands, setup: Res<NetworkSetup>, waker: Res<Waker>) {
    let reach = setup.reach();
    let waker = waker.clone();
    let wake: tabletop_peer::Wake = Arc::new(move || waker.wake());
    // A thread that cannot start lists nothing: the invitation still joins.
    if let Ok(nearby) = Nearby::look(&reach, Some(wake)) {
        commands.insert_resource(Looking {
            nearby,
            allowed: reach.nearby(),
            shown: None,
        });
    }
}

fn stop_looking(mut commands: Commands) {
    commands.remove_resource::<Looking>();
}

/// Lists the tables found, anew whenever the network's list changed.
fn list_tables(
    mut commands: Commands,
    looking: Option<ResMut<Looking>>,
    lists: Query<Entity, With<NearbyList>>,
) {
    let (Some(mut looking), Ok(list)) = (looking, lists.single()) else {
        return;
    };
    let tables = looking.nearby.tables();
    if looking.shown.as_ref() == Some(&tables) {
        return;
    }
    let allowed = looking.allowed;
    commands.entity(list).despawn_related::<Children>();
    commands.entity(list).with_children(|list| {
        if tables.is_empty() {
            let said = if allowed {
                "join-nearby-looking"
            } else {
                "join-nearby-off"
            };
            list.spawn(label(said, 15.0, FAINT_TEXT));
        }
        for table in tables.iter().take(MOST_LISTED) {
            let words = Message::new("join-nearby-table")
                .with("game", game_name(&table.game))
                .with("name", table.host.clone());
            let invitation = table.invitation.text();
            list.spawn(button(words)).observe(
                move |_: On<Pointer<Click>>, mut joins: MessageWriter<JoinFriend>| {
                    joins.write(JoinFriend(invitation.clone()));
                },
            );
        }
    });
    looking.shown = Some(tables);
}

/// A game as players call it, by the name the wire gives it (a game this
/// tabletop does not have, as the host's program named it).
fn game_name(game: &str) -> Message {
    match game {
        "deblockle" | "hive" | "blokus3d" => Message::new(format!("lessons-{game}")),
        other => Message::new("net-name").with("name", other.to_owned()),
    }
}
