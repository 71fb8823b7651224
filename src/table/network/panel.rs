//! The card of a table played with friends elsewhere, in the middle of the
//! window while play waits on them: how the table stands (opening, waiting
//! for them with the invitation to send and a button that copies it, away
//! and reconnecting, checking both hold the same game). It goes once
//! everyone is at the table (the notice line says who joined), and comes
//! back for a question: a friend asks to take a move back or offers a
//! draw, the player is asked once more before resigning, a friend away a
//! minute lets the game be claimed.

use bevy::clipboard::Clipboard;
use bevy::prelude::*;
use tabletop_i18n::Message;

use super::{AnswerUndo, ClaimGame, EndTalk, NetTable};
use crate::language::{Localized, list};
use crate::screens::Screen;
use crate::table::Notice;
use crate::theme::{
    FAINT_TEXT, TEXT, button, centred_screen, display_if, label, plain_label, solid_panel,
};

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(super::chat::plugin)
        .add_systems(Update, (put_up_or_away, show_the_standing).chain());
}

/// The panel.
#[derive(Component)]
struct FriendsPanel;

/// Its line saying how the table stands.
#[derive(Component)]
struct Standing;

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
        .map(|seat| net.name_at(seat));
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

/// How many characters of the invitation go on a line: it has no spaces
/// to wrap at, and its reader skips the line breaks.
const INVITATION_LINE: usize = 48;

fn spawn_panel(commands: &mut Commands) {
    commands
        .spawn((
            FriendsPanel,
            Part::Card,
            Pickable::IGNORE,
            Node {
                position_type: PositionType::Absolute,
                ..centred_screen()
            },
        ))
        .with_children(|screen| {
            // Solid: the board behind would show through its words.
            screen
                .spawn(solid_panel(Node {
                    width: px(600),
                    align_items: AlignItems::Center,
                    padding: UiRect::all(px(20)),
                    row_gap: px(10),
                    ..default()
                }))
                .with_children(spawn_lines);
        });
}

fn spawn_lines(panel: &mut ChildSpawnerCommands) {
    panel.spawn((Standing, label("net-opening", 17.0, TEXT)));
    panel
        .spawn((
            Part::Invitation,
            Node {
                display: Display::None,
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(10),
                ..default()
            },
        ))
        .with_children(|row| {
            row.spawn((InvitationText, plain_label("", 16.0, FAINT_TEXT)));
            row.spawn(button("net-copy")).observe(copy_invitation);
        });
    panel
        .spawn((
            Part::Question,
            Node {
                display: Display::None,
                column_gap: px(10),
                ..default()
            },
        ))
        .with_children(|row| {
            for (words, accepted) in [("net-undo-accept", true), ("net-undo-decline", false)] {
                row.spawn(button(words)).observe(
                    move |_: On<Pointer<Click>>, mut answers: MessageWriter<AnswerUndo>| {
                        answers.write(AnswerUndo(accepted));
                    },
                );
            }
        });
    let answers = [
        (
            Part::DrawOffer,
            [
                ("net-draw-accept", EndTalk::AnswerDraw(true)),
                ("net-draw-decline", EndTalk::AnswerDraw(false)),
            ],
        ),
        (
            Part::RematchOffer,
            [
                ("net-rematch-yes", EndTalk::AnswerRematch(true)),
                ("net-rematch-no", EndTalk::AnswerRematch(false)),
            ],
        ),
        (
            Part::ConfirmResign,
            [
                ("net-resign-yes", EndTalk::ConfirmResign),
                ("net-resign-no", EndTalk::PlayOn),
            ],
        ),
    ];
    for (part, buttons) in answers {
        panel
            .spawn((
                part,
                Node {
                    display: Display::None,
                    column_gap: px(10),
                    ..default()
                },
            ))
            .with_children(|row| {
                for (words, said) in buttons {
                    row.spawn(button(words)).observe(
                        move |_: On<Pointer<Click>>, mut talk: MessageWriter<EndTalk>| {
                            talk.write(said);
                        },
                    );
                }
            });
    }
    panel
        .spawn((
            Part::Claim,
            Node {
                display: Display::None,
                ..default()
            },
        ))
        .with_children(|row| {
            row.spawn(button("net-claim")).observe(
                |_: On<Pointer<Click>>, mut claims: MessageWriter<ClaimGame>| {
                    claims.write(ClaimGame);
                },
            );
        });
}

/// The parts of the card, each shown while it has something to say.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum Part {
    /// The whole card: while play waits, or a friend asks.
    Card,
    /// The invitation and the button that copies it, while friends are
    /// awaited.
    Invitation,
    /// The buttons that answer a friend's ask to take a move back.
    Question,
    /// The buttons that answer a friend's offer of a draw.
    DrawOffer,
    /// The buttons that resign, or play on.
    ConfirmResign,
    /// The buttons that answer a friend's offer of a rematch.
    RematchOffer,
    /// The button that claims the game, once a friend has been away long
    /// enough.
    Claim,
}

fn show_the_standing(
    time: Res<Time<Real>>,
    net: Option<Res<NetTable>>,
    mut parts: Query<(&mut Node, &Part)>,
    mut standings: Query<&mut Localized, With<Standing>>,
    mut texts: Query<&mut Text, With<InvitationText>>,
) {
    let Some(net) = net else {
        return;
    };
    let question = net.undo.question.from;
    let (draw_offer, confirming) = (net.endings.draw.from, net.endings.confirming);
    let rematch = net.rematch.question.from;
    let may_claim = net.may_claim(time.elapsed());
    let asks = question.is_some() || draw_offer.is_some() || confirming || rematch.is_some();
    for line in &mut standings {
        let said = match (question, draw_offer.or(rematch)) {
            (Some(friend), _) => Message::new("net-undo-asks").with("name", net.name_of(friend)),
            (None, Some(friend)) if draw_offer.is_some() => {
                Message::new("net-draw-offers").with("name", net.name_of(friend))
            }
            (None, Some(friend)) => {
                Message::new("net-rematch-offers").with("name", net.name_of(friend))
            }
            _ if confirming => Message::new("net-resign-confirm"),
            _ if may_claim => Message::new("net-claim-offer"),
            _ => standing(&net),
        };
        Localized::show(line, said);
    }
    let invitation = net.invitation.as_deref().unwrap_or_default();
    for (mut node, part) in &mut parts {
        let shown = match part {
            Part::Card => net.holds() || asks,
            Part::Invitation => !net.company.full() && !invitation.is_empty(),
            Part::Question => question.is_some(),
            Part::DrawOffer => question.is_none() && draw_offer.is_some(),
            Part::ConfirmResign => question.is_none() && draw_offer.is_none() && confirming,
            Part::RematchOffer => rematch.is_some(),
            Part::Claim => may_claim && !asks,
        };
        let display = display_if(shown);
        if node.display != display {
            node.display = display;
        }
    }
    let lines = in_lines(invitation);
    for mut text in &mut texts {
        if text.0 != lines {
            text.0.clone_from(&lines);
        }
    }
}

/// `invitation` in lines of [`INVITATION_LINE`] characters.
fn in_lines(invitation: &str) -> String {
    let characters: Vec<char> = invitation.chars().collect();
    let lines: Vec<String> = characters
        .chunks(INVITATION_LINE)
        .map(|line| line.iter().collect())
        .collect();
    lines.join("\n")
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

#[cfg(test)]
mod tests {
    use tabletop_net::{Invitation, PROTOCOL, Secret};

    use super::*;

    #[test]
    fn an_invitation_shown_in_lines_reads_back_whole() {
        let invitation = Invitation {
            protocol: PROTOCOL,
            host: [7; 32],
            addresses: vec!["192.0.2.1:4000".parse().expect("an address")],
            secret: Secret([1; 16]),
            relay: None,
        };
        let shown = in_lines(&invitation.text());
        assert!(shown.lines().count() > 1, "{shown}");
        assert!(
            shown
                .lines()
                .all(|line| line.chars().count() <= INVITATION_LINE)
        );
        assert_eq!(Invitation::read(&shown), Ok(invitation));
    }
}
