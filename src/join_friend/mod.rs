//! Join a friend: the screen where the invitation a friend sent is pasted,
//! and the game their computer then offers is opened at its table with
//! the friend's seats theirs (whichever game it is: this screen names all
//! games). Tables hosted on the same network are listed there too, each
//! joined with a click ([`nearby`]). What goes wrong is said on the
//! screen: an invitation damaged in the copying, a host that cannot be
//! reached or refuses.

mod nearby;

use std::sync::Arc;

use bevy::clipboard::Clipboard;
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::text::{EditableText, TextEdit};
use tabletop_i18n::{Explained as _, Message};
use tabletop_net::{Invitation, InvitationError, Offer, PeerMessage};
use tabletop_peer::{Event, JoinOptions, Link, PATIENCE, Wake};
use tabletop_rules::blokus3d::Position;
use tabletop_rules::clock::TimeControl;
use tabletop_rules::hive::HiveGame;

use crate::deblockle::new_game::NewGameSettings;
use crate::game_start::StartGame;
use crate::language::{Localized, blank};
use crate::screens::Screen;
use crate::table::Notice;
use crate::table::clock::{ClockNextGame, ClockStart};
use crate::table::frames::Waker;
use crate::table::history::SeatNames;
use crate::table::network::{NetTable, NetworkSetup, RematchOffered, program};
use crate::table::seats::{Seat, Seats};
use crate::theme::{FAINT_TEXT, TEXT, WARNING_TEXT, button, button_grid, card, centred_screen};
use crate::theme::{focus_on_click, label, text_field};

pub(crate) fn plugin(app: &mut App) {
    nearby::plugin(app);
    app.add_message::<JoinFriend>()
        .init_resource::<JoinStanding>()
        .add_systems(OnEnter(Screen::JoinFriend), spawn_screen)
        .add_systems(
            Update,
            (join, wait_for_the_welcome, start_the_rematch).chain(),
        )
        .add_systems(
            Update,
            (keys, show_the_standing).run_if(in_state(Screen::JoinFriend)),
        );
}

/// Joins the table the invitation (as pasted) names.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct JoinFriend(pub String);

/// How joining stands, in words (nothing before a try).
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct JoinStanding(pub Option<Message>);

/// A join under way: its link (with what opened it, for a way back if the
/// connection is lost), until the host's welcome or refusal.
#[derive(Resource)]
struct Joining(Option<(Link, JoinOptions, Option<Wake>)>);

/// The field the invitation is pasted into.
#[derive(Component)]
struct InvitationField;

/// The line saying how joining stands.
#[derive(Component)]
struct StandingLine;

fn spawn_screen(mut commands: Commands, mut standing: ResMut<JoinStanding>) {
    standing.0 = None;
    commands
        .spawn((
            Name::new("Join a friend"),
            DespawnOnExit(Screen::JoinFriend),
            centred_screen(),
        ))
        .with_children(|screen| {
            screen
                .spawn(card(Node {
                    width: px(760),
                    ..default()
                }))
                .with_children(|card| {
                    card.spawn(label("join-title", 40.0, TEXT));
                    card.spawn(label("join-about", 17.0, FAINT_TEXT));
                    card.spawn((InvitationField, text_field("", 680.0, 15.0)))
                        .observe(focus_on_click);
                    card.spawn((StandingLine, label(blank(), 17.0, WARNING_TEXT)));
                    card.spawn(button_grid()).with_children(|row| {
                        row.spawn(button("back")).observe(
                            |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                                next.set(Screen::Menu);
                            },
                        );
                        row.spawn(button("join-paste")).observe(paste);
                        row.spawn(button("join-join")).observe(
                            |_: On<Pointer<Click>>,
                             fields: Query<&EditableText, With<InvitationField>>,
                             mut joins: MessageWriter<JoinFriend>| {
                                for field in &fields {
                                    joins.write(JoinFriend(field.value().to_string()));
                                }
                            },
                        );
                    });
                    nearby::spawn_list(card);
                });
        });
}

/// The field takes the keys as it comes (Ctrl+V pastes at once); Enter
/// joins, Escape goes back to the menu.
fn keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    fields: Query<(Entity, &EditableText), With<InvitationField>>,
    new_fields: Query<Entity, Added<InvitationField>>,
    mut focus: ResMut<InputFocus>,
    mut joins: MessageWriter<JoinFriend>,
    mut next: ResMut<NextState<Screen>>,
) {
    for field in &new_fields {
        focus.set(field, FocusCause::Navigated);
    }
    let Some(keys) = keys else {
        return;
    };
    if keys.just_pressed(KeyCode::Escape) {
        next.set(Screen::Menu);
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        for (_, field) in &fields {
            joins.write(JoinFriend(field.value().to_string()));
        }
    }
}

/// Pastes what the clipboard holds into the field.
fn paste(
    _: On<Pointer<Click>>,
    clipboard: Option<Res<Clipboard>>,
    mut fields: Query<(Entity, &mut EditableText), With<InvitationField>>,
    mut focus: ResMut<InputFocus>,
) {
    if clipboard.is_none() {
        return;
    }
    for (entity, mut field) in &mut fields {
        field.clear();
        field.queue_edit(TextEdit::Paste);
        focus.set(entity, FocusCause::Pressed);
    }
}

/// Dials the host an invitation names (a join under way is given up).
fn join(
    mut commands: Commands,
    mut asked: MessageReader<JoinFriend>,
    setup: Res<NetworkSetup>,
    names: Res<SeatNames>,
    waker: Res<Waker>,
    mut standing: ResMut<JoinStanding>,
) {
    let Some(JoinFriend(text)) = asked.read().last() else {
        return;
    };
    let invitation = match Invitation::read(text) {
        Ok(invitation) => invitation,
        Err(error) => {
            standing.0 = Some(unreadable(&error));
            return;
        }
    };
    let options = JoinOptions {
        reach: setup.reach(),
        invitation,
        program: program(),
        name: names.of(0),
        patience: PATIENCE,
    };
    let wake: Wake = {
        let waker = waker.clone();
        Arc::new(move || waker.wake())
    };
    match Link::join_waking(options.clone(), Some(Arc::clone(&wake))) {
        Ok(link) => {
            commands.insert_resource(Joining(Some((link, options, Some(wake)))));
            standing.0 = Some(Message::new("join-connecting"));
        }
        Err(error) => {
            standing.0 = Some(Message::new("net-failed").with("reason", error.to_string()));
        }
    }
}

/// Why an invitation cannot be read, in a player's words.
fn unreadable(error: &InvitationError) -> Message {
    Message::new(match error {
        InvitationError::NotAnInvitation => "join-not-an-invitation",
        InvitationError::BadCharacter | InvitationError::Damaged => "join-damaged",
        InvitationError::Unreadable => "join-unreadable",
    })
}

/// The host's welcome opens its game here; a refusal or a failure is said.
fn wait_for_the_welcome(
    mut commands: Commands,
    joining: Option<ResMut<Joining>>,
    setup: Res<NetworkSetup>,
    liked: Option<Res<NewGameSettings>>,
    mut starts: MessageWriter<StartGame>,
    mut standing: ResMut<JoinStanding>,
) {
    let Some(mut joining) = joining else {
        return;
    };
    // The welcome is the last event read here: what follows is the
    // table's.
    let Some(event) = joining.0.as_ref().and_then(|(link, ..)| link.poll()) else {
        return;
    };
    let said = match event {
        Event::Message {
            message: PeerMessage::Welcome { game, .. },
            ..
        } => match Offer::read(&game)
            .map_err(|_| Message::new("join-unreadable"))
            .and_then(|offer| {
                start_of(&offer, rolls_animated(liked.as_ref())).map(|start| (offer, start))
            }) {
            Ok((offer, start)) => {
                if let Some(joined) = joining.0.take() {
                    let table = start.0.table();
                    let willing = setup.help;
                    commands.insert_resource(NetTable::joined(joined, &offer, table, willing));
                    begin(&mut commands, &mut starts, start);
                }
                commands.remove_resource::<Joining>();
                standing.0 = None;
                return;
            }
            Err(why) => why,
        },
        Event::Message {
            message:
                PeerMessage::Refused {
                    reason,
                    program: theirs,
                    ..
                },
            ..
        } => Message::new(reason)
            .with("theirs", theirs)
            .with("ours", program()),
        Event::Failed(reason) => Message::new("net-failed").with("reason", reason),
        Event::Lost(_) => Message::new("join-host-left"),
        _ => return,
    };
    standing.0 = Some(said);
    commands.remove_resource::<Joining>();
}

/// The rematch the host welcomes this joiner to begins here.
fn start_the_rematch(
    mut commands: Commands,
    mut offered: MessageReader<RematchOffered>,
    liked: Option<Res<NewGameSettings>>,
    mut starts: MessageWriter<StartGame>,
    mut notices: MessageWriter<Notice>,
) {
    for RematchOffered(offer) in offered.read() {
        match start_of(offer, rolls_animated(liked.as_ref())) {
            Ok(start) => begin(&mut commands, &mut starts, start),
            Err(why) => {
                notices.write(Notice(why));
            }
        }
    }
}

/// Starts `start`'s game on its clocks.
fn begin(
    commands: &mut Commands,
    starts: &mut MessageWriter<StartGame>,
    (start, control): (StartGame, Option<TimeControl>),
) {
    if let Some(control) = control {
        commands.insert_resource(ClockNextGame(ClockStart::Fresh(control)));
    }
    starts.write(start);
}

/// Whether this player likes a setup's throws shown in motion.
fn rolls_animated(liked: Option<&Res<NewGameSettings>>) -> bool {
    liked.is_none_or(|settings| settings.animate_roll)
}

/// The game `offer` offers, seated as it says (this computer's seat a
/// person's, the rest friends'), and the clocks it is played on (a
/// setup's throws `animate`d or not).
fn start_of(offer: &Offer, animate: bool) -> Result<(StartGame, Option<TimeControl>), Message> {
    let control = match offer.clock.as_deref().map(str::parse::<TimeControl>) {
        None => None,
        Some(Ok(control)) => Some(control),
        Some(Err(_)) => return Err(Message::new("join-unreadable")),
    };
    game_of(offer, animate).map(|start| (start, control))
}

/// The game `offer` offers, seated as it says.
fn game_of(offer: &Offer, animate: bool) -> Result<StartGame, Message> {
    let seats = || {
        let seat = |index| {
            if index == offer.seat {
                Seat::Person
            } else {
                Seat::Friend
            }
        };
        (0..offer.players.len()).map(seat).collect()
    };
    match offer.game.as_str() {
        "hive" => HiveGame::parse(&offer.opening)
            .map(|game| StartGame::Hive(Box::new(game), Seats::new(seats())))
            .map_err(|error| error.message()),
        "deblockle" => crate::deblockle::friends::start_of(&offer.opening, animate)
            .map(|start| StartGame::Deblockle(start, Seats::new(seats())))
            .ok_or_else(|| Message::new("join-unreadable")),
        "blokus3d" => Position::parse_file(&offer.opening)
            .map(|position| StartGame::Blokus3d(Box::new(position), Seats::new(seats())))
            .map_err(|error| error.message()),
        other => Err(Message::new("join-other-game").with("game", other.to_owned())),
    }
}

fn show_the_standing(
    standing: Res<JoinStanding>,
    mut lines: Query<&mut Localized, With<StandingLine>>,
) {
    let said = standing.0.clone().unwrap_or_else(blank);
    for line in &mut lines {
        Localized::show(line, said.clone());
    }
}

#[cfg(test)]
mod tests;
