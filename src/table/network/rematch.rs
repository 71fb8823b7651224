//! A rematch with a friend elsewhere, once a game at a table of two is
//! over: one side offers it (the banner's Rematch), the other accepts or
//! declines on its card. Accepted, the host starts the next game with the
//! players moved on one seat (the colours swapped) on the same clocks,
//! and welcomes its friend to it as to the first; the joiner starts the
//! game that welcome offers.

use bevy::prelude::*;
use tabletop_i18n::Message;
use tabletop_net::{Offer, PeerMessage};
use tabletop_peer::{Company, Friend};

use super::question::Question;
use super::{NetTable, PlaysAcross};
use crate::table::Notice;

/// The host starts the rematch both sides agreed (the table's HUD, which
/// knows how its game starts again).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct StartRematch;

/// A joiner's next game, as its host offers it: the screens that know
/// every game start it.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct RematchOffered(pub Offer);

/// What the sides said of a rematch.
#[derive(Default, Debug)]
pub(super) struct RematchTalk {
    /// A rematch offered, by this side or to it.
    pub(super) question: Question,
    /// Both agreed: the next game to start at the table is the rematch.
    agreed: bool,
    /// The host is to start it.
    start_due: bool,
    /// The host's friends are to be welcomed to it, once it is under way.
    welcome_due: bool,
    /// The joiner's next game, as the welcome offers it.
    next: Option<Offer>,
}

impl NetTable {
    /// Whether a friend offers a rematch (the card asks the player).
    pub fn friend_offers_a_rematch(&self) -> bool {
        self.rematch.question.from.is_some()
    }

    /// This side offers its friend a rematch, or why it cannot.
    pub(super) fn offer_a_rematch<G: PlaysAcross>(&mut self, session: &G) -> Message {
        if self.company.seats.len() != 2 || !session.is_over() || self.holds() {
            return Message::new("net-no-rematch");
        }
        if self.rematch.question.waits() {
            return Message::new("net-rematch-waiting");
        }
        self.tell_all(&PeerMessage::OfferRematch, None);
        self.rematch.question.ask();
        Message::new("net-rematch-offered")
    }

    /// The player's answer to the friend's offer of a rematch.
    pub(super) fn answer_rematch(&mut self, accepted: bool) {
        let Some(friend) = self.rematch.question.answer() else {
            return;
        };
        self.link.send(friend, PeerMessage::Rematch { accepted });
        if accepted {
            self.agree_to_a_rematch();
        }
    }

    /// `friend` offers a rematch: the card asks the player, once the game
    /// is over at a table of two (else it is declined).
    pub(super) fn heard_rematch_offer<G: PlaysAcross>(
        &mut self,
        friend: Friend,
        session: &G,
    ) -> Option<Message> {
        if self.company.seats.len() != 2 || !session.is_over() {
            self.link
                .send(friend, PeerMessage::Rematch { accepted: false });
            return None;
        }
        self.rematch.question.from = Some(friend);
        Some(Message::new("net-rematch-offers").with("name", self.name_of(friend)))
    }

    /// The friend's answer to this side's offer of a rematch.
    pub(super) fn heard_rematch_answer(&mut self, accepted: bool) -> Option<Message> {
        if !self.rematch.question.answered() {
            return None;
        }
        if !accepted {
            return Some(Message::new("net-rematch-declined"));
        }
        self.agree_to_a_rematch();
        Some(Message::new("net-rematch-accepted"))
    }

    fn agree_to_a_rematch(&mut self) {
        self.rematch.agreed = true;
        self.rematch.start_due = !self.company.is_joiner();
    }

    /// The host's welcome to the next game, after a rematch was agreed:
    /// this joiner is seated as it offers, and starts it. Whether it was.
    pub(super) fn welcomed_to_the_rematch(&mut self, offer: &Offer) -> bool {
        if !self.company.is_joiner() || !std::mem::take(&mut self.rematch.agreed) {
            return false;
        }
        self.company = Company::joining(offer);
        self.clock.clone_from(&offer.clock);
        self.start_afresh();
        // Nothing more is heard until the game has begun here.
        self.begun = false;
        self.synced = false;
        self.rematch.next = Some(offer.clone());
        true
    }

    /// The host's next game has started, after a rematch was agreed: each
    /// player moves on one seat, and the friends are welcomed to it once
    /// it is under way. Whether it was the rematch.
    pub(super) fn rematch_started(&mut self) -> bool {
        if self.company.is_joiner() || !std::mem::take(&mut self.rematch.agreed) {
            return false;
        }
        self.company.next_game();
        self.start_afresh();
        self.rematch.welcome_due = true;
        true
    }

    /// Nothing of the game before counts in the next.
    fn start_afresh(&mut self) {
        self.known = 0;
        self.thought.clear();
        self.heard = None;
        self.turn_began = None;
        self.undo = super::undo::UndoTalk::default();
        self.endings = super::endings::Endings::default();
    }

    /// Welcomes the friends to the rematch once it is under way at the
    /// host (a game with a setup has finished it, unless it is prepared
    /// together: then at once).
    pub(super) fn welcome_to_the_rematch<G: PlaysAcross>(&mut self, session: Option<&G>) {
        let under_way = match session {
            Some(session) => session.free_play().is_some(),
            None => self.preparing.is_some(),
        };
        if !self.rematch.welcome_due || !under_way {
            return;
        }
        self.rematch.welcome_due = false;
        self.welcome_everyone(session);
    }
}

/// What was agreed of a rematch at `G`'s table, handed on: the host
/// starts it, a joiner's next game is offered to the screens that start
/// it.
pub(super) fn hand_on<G: PlaysAcross>(
    net: Option<ResMut<NetTable>>,
    mut starts: MessageWriter<StartRematch>,
    mut offered: MessageWriter<RematchOffered>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(mut net) = net.filter(|net| net.table == G::SCREEN) else {
        return;
    };
    if std::mem::take(&mut net.rematch.start_due) {
        starts.write(StartRematch);
    }
    if let Some(offer) = net.rematch.next.take() {
        notices.write(Notice(Message::new("net-rematch-begins")));
        offered.write(RematchOffered(offer));
    }
}
