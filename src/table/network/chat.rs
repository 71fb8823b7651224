//! A line of chat at a table with friends elsewhere: a field in the
//! corner over the bottom bar (Enter sends the line, cut to what a peer
//! may send), and the last lines said there, this side's and the friends'.
//! A host passes each friend's line on to the others. Under the field, the
//! buttons that resign and offer a draw.

use std::collections::VecDeque;

use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::text::EditableText;
use tabletop_i18n::Message;
use tabletop_net::PeerMessage;
use tabletop_net::limits::MAX_CHAT;
use tabletop_peer::Friend;

use super::{EndTalk, NetTable};
use crate::language::{Localized, blank};
use crate::screens::Screen;
use crate::theme::{FAINT_TEXT, TEXT, button_sized, focus_on_click, label, panel, text_field};

/// How many lines the corner keeps.
const KEPT_LINES: usize = 4;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (put_up_or_away, send_typed, show_lines).chain());
}

/// The lines said at the table, oldest first.
#[derive(Default, Debug)]
pub(super) struct ChatLines(VecDeque<Message>);

impl ChatLines {
    fn push(&mut self, said: Message) {
        if self.0.len() == KEPT_LINES {
            self.0.pop_front();
        }
        self.0.push_back(said);
    }
}

impl NetTable {
    /// `friend` said `line`: kept for the corner, passed on by a host to
    /// the others; what the notice line says of it.
    pub(super) fn heard_chat(&mut self, friend: Friend, line: String) -> Message {
        self.tell_all(&PeerMessage::Chat(line.clone()), Some(friend));
        let said = Message::new("net-chat")
            .with("name", self.name_of(friend))
            .with("line", line);
        self.chat.push(said.clone());
        said
    }

    /// The last lines said at the table, oldest first.
    pub fn chat_lines(&self) -> impl Iterator<Item = &Message> {
        self.chat.0.iter()
    }

    /// This side says `line` to every friend.
    pub fn say(&mut self, line: &str) {
        let line: String = line.trim().chars().take(MAX_CHAT).collect();
        if line.is_empty() {
            return;
        }
        self.tell_all(&PeerMessage::Chat(line.clone()), None);
        let me = self
            .company
            .my_seat()
            .map(|seat| self.company.names[seat].clone());
        let said = Message::new("net-chat")
            .with("name", me.unwrap_or_default())
            .with("line", line);
        self.chat.push(said);
    }
}

/// The corner.
#[derive(Component)]
struct ChatBox;

/// Its field.
#[derive(Component)]
struct ChatField;

/// One of its lines, from the oldest.
#[derive(Component)]
struct ChatLine(usize);

/// The corner is up at the table once everyone is seated, and only there.
fn put_up_or_away(
    mut commands: Commands,
    net: Option<Res<NetTable>>,
    screen: Res<State<Screen>>,
    boxes: Query<Entity, With<ChatBox>>,
) {
    let wanted = net.is_some_and(|net| net.table == *screen.get() && net.company.full());
    match (wanted, boxes.iter().next()) {
        (true, None) => spawn_box(&mut commands),
        (false, Some(entity)) => commands.entity(entity).despawn(),
        _ => {}
    }
}

fn spawn_box(commands: &mut Commands) {
    commands
        .spawn((
            ChatBox,
            panel(Node {
                position_type: PositionType::Absolute,
                left: px(16),
                // Over the bottom bar: the turn's panel above grows with
                // the clocks and the hints.
                bottom: px(76),
                width: px(300),
                ..default()
            }),
        ))
        .with_children(|corner| {
            for index in 0..KEPT_LINES {
                corner.spawn((ChatLine(index), label(blank(), 14.0, TEXT)));
            }
            corner
                .spawn((ChatField, text_field("", 272.0, 14.0)))
                .observe(focus_on_click);
            corner.spawn(label("net-chat-hint", 13.0, FAINT_TEXT));
            corner
                .spawn(Node {
                    column_gap: px(8),
                    margin: UiRect::top(px(6)),
                    ..default()
                })
                .with_children(|row| {
                    for (words, said) in [
                        ("net-resign", EndTalk::Resign),
                        ("net-offer-draw", EndTalk::OfferDraw),
                    ] {
                        row.spawn(button_sized(words, 14.0)).observe(
                            move |_: On<Pointer<Click>>, mut talk: MessageWriter<EndTalk>| {
                                talk.write(said);
                            },
                        );
                    }
                });
        });
}

/// Enter in the field sends its line, and gives the keys back to the table.
fn send_typed(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut focus: ResMut<InputFocus>,
    mut fields: Query<(Entity, &mut EditableText), With<ChatField>>,
    net: Option<ResMut<NetTable>>,
) {
    let (Some(keys), Some(mut net)) = (keys, net) else {
        return;
    };
    if !keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        return;
    }
    for (entity, mut field) in &mut fields {
        if focus.get() != Some(entity) {
            continue;
        }
        net.say(&field.value().to_string());
        field.clear();
        focus.clear();
    }
}

fn show_lines(net: Option<Res<NetTable>>, mut lines: Query<(&mut Localized, &ChatLine)>) {
    let Some(net) = net else {
        return;
    };
    for (line, ChatLine(index)) in &mut lines {
        let said = net.chat.0.get(*index).cloned().unwrap_or_else(blank);
        Localized::show(line, said);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_corner_keeps_the_last_lines_said() {
        let mut lines = ChatLines::default();
        for line in 0..6 {
            lines.push(Message::new("net-chat").with("line", line));
        }
        let kept: Vec<Message> = lines.0.into_iter().collect();
        let last: Vec<Message> = (2..6)
            .map(|line| Message::new("net-chat").with("line", line))
            .collect();
        assert_eq!(kept, last);
    }
}
