//! How a game with friends elsewhere ends off the board: a player resigns
//! (the card asks them once more first) and the others win (Blokus 3D:
//! their colours are out and the others play on); or, at a table of two
//! in a game that has them, one offers a draw and the other accepts or
//! declines it. An offer not answered lapses with the next move.

use bevy::prelude::*;
use tabletop_i18n::Message;
use tabletop_net::PeerMessage;
use tabletop_peer::Friend;

use super::question::Question;
use super::{NetTable, PlaysAcross};
use crate::table::Notice;

/// What the player says of ending the game off the board.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndTalk {
    /// Resign: the card asks once more.
    Resign,
    /// Yes, resign.
    ConfirmResign,
    /// No: play on.
    PlayOn,
    /// Offer the friend a draw.
    OfferDraw,
    /// The answer to the friend's offer of a draw.
    AnswerDraw(bool),
    /// Offer the friend a rematch (the game over).
    OfferRematch,
    /// The answer to the friend's offer of a rematch.
    AnswerRematch(bool),
}

/// What the sides said of ending the game off the board.
#[derive(Default, Debug)]
pub(super) struct Endings {
    /// The player pressed Resign: the card asks them to confirm.
    pub(super) confirming: bool,
    /// A draw offered, by this side or to it.
    pub(super) draw: Question,
}

impl NetTable {
    /// A move was played: a draw offered before it lapses.
    pub(super) fn offers_lapse(&mut self) {
        self.endings.draw = Question::default();
    }

    /// Whether a friend offers a draw (the card asks the player).
    pub fn friend_offers_a_draw(&self) -> bool {
        self.endings.draw.from.is_some()
    }

    /// `friend` says the player at `seat` resigns: so they do, if the seat
    /// is one `friend` speaks for (the host tells the others).
    pub(super) fn heard_resign<G: PlaysAcross>(
        &mut self,
        friend: Friend,
        seat: u32,
        session: &G,
        requests: &mut MessageWriter<G::Request>,
    ) -> Option<Message> {
        let seat = seat as usize;
        let theirs = !self.company.mine(seat) && self.company.sent_by_mover(seat, friend);
        if !theirs {
            return Some(Message::new("net-resign-refused"));
        }
        // Crossed with the game's end: nothing is left to resign.
        session.free_play()?;
        self.tell_all(&PeerMessage::Resign { seat: seat as u32 }, Some(friend));
        requests.write(G::resign(seat));
        Some(Message::new("net-resigned").with("name", self.name_at(seat)))
    }

    /// `friend` offers a draw: the card asks the player, where the game
    /// has draws by agreement and is played by two (else it is declined).
    pub(super) fn heard_draw_offer<G: PlaysAcross>(
        &mut self,
        friend: Friend,
        session: &G,
    ) -> Option<Message> {
        let may = G::agree_draw().is_some()
            && self.company.seats.len() == 2
            && session.free_play().is_some();
        if !may {
            self.link
                .send(friend, PeerMessage::Draw { accepted: false });
            return None;
        }
        self.endings.draw.from = Some(friend);
        Some(Message::new("net-draw-offers").with("name", self.name_of(friend)))
    }

    /// The friend's answer to this side's offer: accepted, the game is
    /// drawn here too.
    pub(super) fn heard_draw_answer<G: PlaysAcross>(
        &mut self,
        accepted: bool,
        requests: &mut MessageWriter<G::Request>,
    ) -> Option<Message> {
        if !self.endings.draw.answered() {
            return None;
        }
        match (accepted, G::agree_draw()) {
            (true, Some(draw)) => {
                requests.write(draw);
                Some(Message::new("net-draw-accepted"))
            }
            _ => Some(Message::new("net-draw-declined")),
        }
    }

    /// This side offers its friend a draw, or why it cannot.
    fn offer_a_draw<G: PlaysAcross>(&mut self, session: &G) -> Message {
        if G::agree_draw().is_none() || self.company.seats.len() != 2 {
            return Message::new("net-no-draw");
        }
        if self.holds() || session.free_play().is_none() {
            return Message::new("net-waiting");
        }
        if self.endings.draw.waits() {
            return Message::new("net-draw-waiting");
        }
        self.tell_all(&PeerMessage::OfferDraw, None);
        self.endings.draw.ask();
        Message::new("net-draw-offered")
    }
}

/// What the player says of ending `G`'s game off the board, done here and
/// told to the friends.
pub(super) fn talk<G: PlaysAcross>(
    mut talk: MessageReader<EndTalk>,
    net: Option<ResMut<NetTable>>,
    session: Option<Res<G>>,
    mut requests: MessageWriter<G::Request>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(mut net) = net.filter(|net| net.table == G::SCREEN) else {
        return;
    };
    let Some(session) = session else {
        // A game prepared together has not begun: nothing to end yet.
        for said in talk.read() {
            if matches!(said, EndTalk::Resign | EndTalk::OfferDraw) {
                notices.write(Notice(Message::new("net-not-begun")));
            }
        }
        return;
    };
    let on = session.free_play().is_some();
    for said in talk.read() {
        match *said {
            EndTalk::Resign => net.endings.confirming = on,
            EndTalk::PlayOn => net.endings.confirming = false,
            EndTalk::ConfirmResign => {
                net.endings.confirming = false;
                if !on {
                    continue;
                }
                let mine = (0..net.company.seats.len()).filter(|&seat| net.company.mine(seat));
                for seat in mine.collect::<Vec<_>>() {
                    net.tell_all(&PeerMessage::Resign { seat: seat as u32 }, None);
                    requests.write(G::resign(seat));
                }
            }
            EndTalk::OfferDraw => {
                notices.write(Notice(net.offer_a_draw(&*session)));
            }
            EndTalk::OfferRematch => {
                notices.write(Notice(net.offer_a_rematch(&*session)));
            }
            EndTalk::AnswerRematch(accepted) => net.answer_rematch(accepted),
            EndTalk::AnswerDraw(accepted) => {
                let Some(friend) = net.endings.draw.answer() else {
                    continue;
                };
                net.link.send(friend, PeerMessage::Draw { accepted });
                if let (true, Some(draw)) = (accepted, G::agree_draw()) {
                    requests.write(draw);
                }
            }
        }
    }
}
