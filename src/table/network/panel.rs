//! The panel of a table played with friends elsewhere, at the top of the
//! window: how the table stands with them (opening, waiting for them with
//! the invitation to send and a button that copies it, away and
//! reconnecting, playing with whom).

use bevy::clipboard::Clipboard;
use bevy::prelude::*;
use tabletop_i18n::Message;

use super::NetTable;
use crate::language::{Localized, list};
use crate::screens::Screen;
use crate::table::Notice;
use crate::theme::{FAINT_TEXT, TEXT, button, display_if, label, panel, plain_label};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, (put_up_or_away, show_the_standing).chain());
}

/// The panel.
#[derive(Component)]
struct FriendsPanel;

/// Its line saying how the table stands.
#[derive(Component)]
struct Standing;

/// The invitation, and the button that copies it (while friends are
/// awaited).
#[derive(Component)]
struct InvitationRow;

/// The invitation's text.
#[derive(Component)]
struct InvitationText;

/// How the table stands with its friends, in words.
pub fn standing(net: &NetTable) -> Message {
    let company = &net.company;
    if !company.is_joiner() && net.invitation.is_none() {
        return Message::new("net-opening");
    }
    if !company.full() {
        return Message::new("net-send-invitation");
    }
    if company.waits() {
        return Message::new("net-reconnecting");
    }
    if !net.synced {
        return Message::new("net-checking");
    }
    let others = (0..company.seats.len())
        .filter(|&seat| !company.mine(seat))
        .map(|seat| Message::new("net-name").with("name", company.names[seat].clone()));
    Message::new("net-playing-with").with("names", list(others.collect(), true))
}

/// The panel is up at the table with friends, and only there.
fn put_up_or_away(
    mut commands: Commands,
    net: Option<Res<NetTable>>,
    screen: Res<State<Screen>>,
    panels: Query<Entity, With<FriendsPanel>>,
) {
    let wanted = net.is_some_and(|net| net.table == *screen.get());
    match (wanted, panels.iter().next()) {
        (true, None) => spawn_panel(&mut commands),
        (false, Some(entity)) => commands.entity(entity).despawn(),
        _ => {}
    }
}

fn spawn_panel(commands: &mut Commands) {
    commands
        .spawn((
            FriendsPanel,
            panel(Node {
                position_type: PositionType::Absolute,
                top: px(16),
                left: percent(30),
                width: percent(40),
                align_items: AlignItems::Center,
                ..default()
            }),
        ))
        .with_children(|panel| {
            panel.spawn((Standing, label("net-opening", 17.0, TEXT)));
            panel
                .spawn((
                    InvitationRow,
                    Node {
                        display: Display::None,
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        row_gap: px(6),
                        ..default()
                    },
                ))
                .with_children(|row| {
                    row.spawn((InvitationText, plain_label("", 13.0, FAINT_TEXT)));
                    row.spawn(button("net-copy")).observe(copy_invitation);
                });
        });
}

fn show_the_standing(
    net: Option<Res<NetTable>>,
    mut standings: Query<&mut Localized, With<Standing>>,
    mut rows: Query<&mut Node, With<InvitationRow>>,
    mut texts: Query<&mut Text, With<InvitationText>>,
) {
    let Some(net) = net else {
        return;
    };
    for line in &mut standings {
        Localized::show(line, standing(&net));
    }
    let invitation = net.invitation.as_deref().unwrap_or_default();
    let display = display_if(!net.company.full() && !invitation.is_empty());
    for mut row in &mut rows {
        if row.display != display {
            row.display = display;
        }
    }
    for mut text in &mut texts {
        if text.0 != invitation {
            invitation.clone_into(&mut text.0);
        }
    }
}

/// Puts the invitation on the clipboard, and says so.
fn copy_invitation(
    _: On<Pointer<Click>>,
    net: Option<Res<NetTable>>,
    clipboard: Option<ResMut<Clipboard>>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(invitation) = net.and_then(|net| net.invitation.clone()) else {
        return;
    };
    let copied = clipboard.map(|mut clipboard| clipboard.set_text(invitation));
    let said = match copied {
        Some(Ok(())) => Message::new("net-copied"),
        Some(Err(error)) => Message::new("net-copy-failed").with("reason", error.to_string()),
        None => Message::new("net-copy-failed").with("reason", "-"),
    };
    notices.write(Notice(said));
}
