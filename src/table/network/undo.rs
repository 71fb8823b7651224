//! Taking a move back with a friend elsewhere is asked, not done: this
//! side's undo asks the friend, whose screen offers to accept or decline;
//! once accepted, both sides take the last move back (whoever made it),
//! each through its own queue. Redo, which would play a move on one side
//! only, is refused. Only a table of two asks: with more, nobody could
//! say whose word counts.

use bevy::prelude::*;
use tabletop_i18n::Message;
use tabletop_net::PeerMessage;
use tabletop_peer::Friend;

use super::question::Question;
use super::{NetTable, PlaysAcross};

/// What the two sides said of taking a move back.
#[derive(Default, Debug)]
pub(super) struct UndoTalk {
    /// Taking the last move back, asked by this side or of it.
    pub(super) question: Question,
    /// Moves both sides agreed to take back, not yet taken back here.
    granted: u32,
}

/// The player's answer to a friend who asks to take the last move back.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnswerUndo(pub bool);

impl NetTable {
    /// This side's undo or redo: one agreed is let through; otherwise an
    /// undo asks the friend (and is said), a redo is refused.
    pub(super) fn taking_back(&mut self, redo: bool) -> Result<(), Message> {
        if redo {
            return Err(Message::new("net-no-redo"));
        }
        if self.undo.granted > 0 {
            self.undo.granted -= 1;
            return Ok(());
        }
        if self.company.seats.len() != 2 {
            return Err(Message::new("net-no-undo"));
        }
        if self.holds() {
            return Err(Message::new("net-waiting"));
        }
        if self.undo.question.waits() {
            return Err(Message::new("net-undo-waiting"));
        }
        self.tell_all(&PeerMessage::AskUndo, None);
        self.undo.question.ask();
        Err(Message::new("net-undo-asked"))
    }

    /// Whether a friend asks to take the last move back (the card asks the
    /// player).
    pub fn friend_asks_to_take_back(&self) -> bool {
        self.undo.question.from.is_some()
    }

    /// Whether this side asked to take the last move back, and waits for
    /// the friend's answer.
    pub fn waits_for_an_answer(&self) -> bool {
        self.undo.question.waits()
    }

    /// A friend asks to take the last move back: the screen asks the player.
    pub(super) fn asked_to_take_back(&mut self, friend: Friend) -> Message {
        self.undo.question.from = Some(friend);
        Message::new("net-undo-asks").with("name", self.name_of(friend))
    }

    /// The friend's answer to this side's ask: accepted, the last move
    /// goes back here too.
    pub(super) fn answered<G: PlaysAcross>(
        &mut self,
        accepted: bool,
        requests: &mut MessageWriter<G::Request>,
    ) -> Option<Message> {
        if !self.undo.question.answered() {
            return None;
        }
        if !accepted {
            return Some(Message::new("net-undo-declined"));
        }
        self.undo.granted += 1;
        requests.write(G::undo());
        Some(Message::new("net-undo-accepted"))
    }
}

/// Sends the player's answer to the friend who asked; accepted, the last
/// move goes back here as it does there.
pub(super) fn answer<G: PlaysAcross>(
    mut answers: MessageReader<AnswerUndo>,
    net: Option<ResMut<NetTable>>,
    mut requests: MessageWriter<G::Request>,
) {
    let Some(mut net) = net.filter(|net| net.table == G::SCREEN) else {
        return;
    };
    for &AnswerUndo(accepted) in answers.read() {
        let Some(friend) = net.undo.question.answer() else {
            continue;
        };
        net.link.send(friend, PeerMessage::Undo { accepted });
        if accepted {
            net.undo.granted += 1;
            requests.write(G::undo());
        }
    }
}
