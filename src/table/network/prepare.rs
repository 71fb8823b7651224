//! A game prepared together before its first move (Deblockle's setup by
//! hand: each player places the blocks they rolled on their friend's
//! squares): the game says that its preparation began ([`Preparation`],
//! with the opening a welcome offers meanwhile, as there is no game yet
//! to ask), the table opens to friends then, and each step goes across as
//! the game writes it: this side's told ([`NetTable::tell_prepared`]), a
//! friend's handed to the game ([`FriendPrepared`]) to check with its
//! rules. Every step is kept until the game begins, so that a friend who
//! sits down (or comes back) late is told them all.

use bevy::prelude::*;
use tabletop_i18n::Message;
use tabletop_net::PeerMessage;
use tabletop_peer::Friend;

use super::NetTable;
use crate::screens::Screen;

/// A game's preparation with friends under way at `table` (the game puts
/// it in when the preparation begins; the game's start takes it away).
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Preparation {
    /// The table.
    pub table: Screen,
    /// Where the game begins, as a welcome offers it.
    pub opening: String,
    /// How many sides the game has (its seats count them).
    pub sides: usize,
}

/// A step of the preparation that a friend took, for the game to check
/// and play.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct FriendPrepared {
    /// Which step, from 0.
    pub step: u32,
    /// The step as the game writes it.
    pub text: String,
}

/// Why a step of the preparation taken at `table` waits now, if it does:
/// while a friend is away, it might begin the game on this side alone (a
/// step taken before a friend sits down is told them as they do).
pub fn step_waits(net: Option<&NetTable>, table: Screen) -> Option<Message> {
    let away = net.is_some_and(|net| net.table == table && net.friend_away());
    away.then(|| Message::new("net-waiting"))
}

impl NetTable {
    /// Whether the game is being prepared (it has not begun).
    pub fn preparing(&self) -> bool {
        self.preparing.is_some()
    }

    /// This side took `step` of the preparation: the friends are told.
    pub fn tell_prepared(&mut self, step: u32, text: String) {
        if self.keep_prepared(step, &text) {
            self.tell_all(&PeerMessage::Prepared { step, text }, None);
        }
    }

    /// Whether `step` was taken, here or by a friend.
    pub fn knows_step(&self, step: u32) -> bool {
        self.prepared.iter().any(|(kept, _)| *kept == step)
    }

    /// The game refused a friend's `step`: forgotten, so that the step
    /// taken again is heard.
    pub fn forget_step(&mut self, step: u32) {
        self.prepared.retain(|(kept, _)| *kept != step);
    }

    /// Keeps a step not yet known; whether it was new.
    fn keep_prepared(&mut self, step: u32, text: &str) -> bool {
        let new = !self.knows_step(step);
        if new {
            self.prepared.push((step, text.to_owned()));
        }
        new
    }

    /// Tells `friend` every step taken so far (a friend seated late).
    pub(super) fn tell_the_steps(&self, friend: Friend) {
        for (step, text) in &self.prepared {
            let said = PeerMessage::Prepared {
                step: *step,
                text: text.clone(),
            };
            self.link.send(friend, said);
        }
    }

    /// `friend` took `step`: handed to the game (and passed on to the
    /// others by the host), unless it was known already.
    pub(super) fn heard_prepared(
        &mut self,
        friend: Friend,
        (step, text): (u32, String),
        prepared: &mut MessageWriter<FriendPrepared>,
    ) -> Option<Message> {
        if self.preparing.is_none() {
            return Some(Message::new("net-not-preparing"));
        }
        if self.keep_prepared(step, &text) {
            let said = PeerMessage::Prepared {
                step,
                text: text.clone(),
            };
            self.tell_all(&said, Some(friend));
            prepared.write(FriendPrepared { step, text });
        }
        None
    }

    /// What `friend` said while the game is prepared, beyond what is
    /// heard at any time: no move yet, and both sides stand at its start.
    pub(super) fn heard_while_preparing(&mut self, message: PeerMessage) -> Option<Message> {
        match message {
            PeerMessage::Move { notation, .. } => Some(super::play::refused(
                &notation,
                Message::new("net-not-its-turn"),
            )),
            PeerMessage::Standing { .. } if self.company.is_joiner() => {
                let start = PeerMessage::Standing {
                    moves: 0,
                    position_hash: 0,
                };
                self.link.send(Friend::HOST, start);
                self.synced = true;
                // A joiner back at the table tells what it took meanwhile.
                self.tell_the_steps(Friend::HOST);
                None
            }
            _ => None,
        }
    }
}
