//! The moves between a table and its friends: what the friends say is
//! heard each frame (a move from whoever is to move, at the move the game
//! is at, read and checked by the rules, becomes the same request as a
//! click; anything else is refused and said, the game as it was). A host
//! passes each friend's move on to the others.

use bevy::prelude::*;
use tabletop_i18n::Message;

use tabletop_net::{CatchUp, Offer, PeerMessage, Refusal, catch_up};
use tabletop_peer::{Event, Friend, Misdeed};

use super::prepare::FriendPrepared;
use super::{Heard, NetTable, PlaysAcross, program};
use crate::table::Notice;
use crate::table::seats::Side as _;

/// Hears the friends at `G`'s table: one move at a time (the next waits
/// until the rules have played it).
pub(super) fn hear<G: PlaysAcross>(
    net: Option<ResMut<NetTable>>,
    session: Option<Res<G>>,
    mut requests: MessageWriter<G::Request>,
    (mut prepared, mut notices): (MessageWriter<FriendPrepared>, MessageWriter<Notice>),
) {
    let Some(mut net) = net else {
        return;
    };
    // No game yet while it is prepared: what is heard then needs none.
    let session = session.as_deref();
    let preparing = session.is_none() && net.preparing.is_some();
    if net.table != G::SCREEN || !net.begun || (session.is_none() && !preparing) {
        return;
    }
    // A joiner welcomed to a rematch hears nothing more until it begins.
    while net.heard.is_none()
        && net.begun
        && let Some(event) = net.link.poll()
    {
        let said = match event {
            Event::Hosting(invitation) => {
                // Also on standard output, alone on its line, for a script
                // that starts the app as a host and a peer to join it.
                println!("{}", invitation.text());
                net.invitation = Some(invitation.text());
                None
            }
            Event::Joined { friend, name } => net.seat(friend, &name, session),
            Event::TurnedAway(refusal) => {
                Some(Message::new("net-turned-away").with("reason", Message::new(refusal.key())))
            }
            Event::Message { friend, message } => {
                net.heard_from(friend, message, session, (&mut requests, &mut prepared))
            }
            Event::Misbehaved { friend, misdeed } => Some(
                Message::new(match misdeed {
                    Misdeed::Flood => "net-flood",
                    Misdeed::Wire(_) => "net-garbled",
                })
                .with("name", net.name_of(friend)),
            ),
            Event::Lost(friend) => {
                let name = net.name_of(friend);
                net.company.away(friend);
                if let Some(rejoin) = &mut net.rejoin {
                    // Every other seat is reached through the host.
                    rejoin.dial_in = Some(0.0);
                    net.synced = false;
                    net.company.host_lost();
                }
                Some(Message::new("net-away").with("name", name))
            }
            Event::Failed(reason) => {
                let said = Message::new("net-failed").with("reason", reason);
                let away = net.company.waits();
                match &mut net.rejoin {
                    // Not back yet: the card says so, the next try follows.
                    Some(rejoin) if away => {
                        rejoin.dial_in = Some(super::rejoin::ONE_TRY.as_secs_f32());
                        net.trouble = Some(said);
                        None
                    }
                    _ => Some(said),
                }
            }
        };
        if let Some(said) = said {
            net.trouble = Some(said.clone());
            notices.write(Notice(said));
        }
    }
}

/// A player's name as the table says it.
fn named(name: &str) -> Message {
    Message::new("net-name").with("name", name.to_owned())
}

impl NetTable {
    /// The name of the player at `seat`.
    pub(super) fn name_at(&self, seat: usize) -> Message {
        named(self.company.names.get(seat).map_or("", String::as_str))
    }

    /// A friend's name, as the table knows it (the host to a joiner).
    pub(super) fn name_of(&self, friend: Friend) -> Message {
        match self.company.name_of(friend) {
            Some(name) => named(name),
            None if friend == Friend::HOST => Message::new("net-the-host"),
            None => Message::new("net-visitor").with("number", friend.0),
        }
    }

    /// `friend`, called `name`, joined: seated at a free seat (or back at
    /// theirs), offered the game once everyone is seated.
    fn seat<G: PlaysAcross>(
        &mut self,
        friend: Friend,
        name: &str,
        session: Option<&G>,
    ) -> Option<Message> {
        if self.known == 0 && !self.company.full() {
            let seat = self.company.seat_newcomer(friend, name)?;
            if self.company.full() {
                self.welcome_everyone(session);
            }
            let name = self.company.names[seat].clone();
            return Some(Message::new("net-joined").with("name", name));
        }
        let Some(seat) = self.company.seat_returning(friend, name) else {
            self.link.drop_friend(friend);
            return None;
        };
        self.welcome(seat, friend, session);
        let name = self.company.names[seat].clone();
        Some(Message::new("net-back").with("name", name))
    }

    /// Offers every friend seated the game, and says where it stands
    /// (`None` while the game is prepared).
    pub(super) fn welcome_everyone<G: PlaysAcross>(&mut self, session: Option<&G>) {
        let seated: Vec<(usize, Friend)> = self.company.friends().collect();
        for (seat, friend) in seated {
            self.welcome(seat, friend, session);
        }
    }

    /// Offers `friend` at `seat` the game, and says where it stands (at
    /// its start, with the steps taken, while it is prepared).
    fn welcome<G: PlaysAcross>(&mut self, seat: usize, friend: Friend, session: Option<&G>) {
        let help = self.willing && self.company.seats.len() == 2;
        let opening = (G::GAME, self.opening_of(session), self.clock.clone(), help);
        let played = session.map_or(0, G::moves_played);
        let welcome = self
            .company
            .welcome(friend, seat, opening, &program(), played);
        self.link.send(friend, welcome);
        self.link.send(friend, standing(session));
        self.tell_the_steps(friend);
    }

    /// Where the game began, as a welcome offers it: the preparation's
    /// opening while there is no game yet.
    fn opening_of<G: PlaysAcross>(&self, session: Option<&G>) -> String {
        match (session, &self.preparing) {
            (Some(session), _) => session.opening(),
            (None, Some(opening)) => opening.clone(),
            (None, None) => String::new(),
        }
    }

    /// What `friend` said: a move is checked and played, a standing
    /// compared, a step of the preparation handed to the game; anything
    /// said is returned.
    fn heard_from<G: PlaysAcross>(
        &mut self,
        friend: Friend,
        message: PeerMessage,
        session: Option<&G>,
        (requests, prepared): (
            &mut MessageWriter<G::Request>,
            &mut MessageWriter<FriendPrepared>,
        ),
    ) -> Option<Message> {
        match message {
            PeerMessage::Help { agreed } if !self.company.is_joiner() => {
                self.help = self.willing && agreed && self.company.seats.len() == 2;
                self.help.then(|| Message::new("net-help-agreed"))
            }
            PeerMessage::Chat(line) => Some(self.heard_chat(friend, line)),
            PeerMessage::Prepared { step, text } => {
                self.heard_prepared(friend, (step, text), prepared)
            }
            PeerMessage::Welcome { game, .. } => {
                let opening = self.opening_of(session);
                self.welcomed_back(&game, &opening)
            }
            PeerMessage::Refused { reason, .. } => {
                if let Some(rejoin) = &mut self.rejoin {
                    rejoin.dial_in = None;
                }
                Some(Message::new(reason))
            }
            other => match session {
                Some(session) => self.heard_in_play(friend, other, session, requests),
                None => self.heard_while_preparing(other),
            },
        }
    }

    /// What `friend` said of the game under way.
    fn heard_in_play<G: PlaysAcross>(
        &mut self,
        friend: Friend,
        message: PeerMessage,
        session: &G,
        requests: &mut MessageWriter<G::Request>,
    ) -> Option<Message> {
        match message {
            PeerMessage::Move {
                ply,
                notation,
                thinking_ms,
            } => {
                let ply = ply as usize;
                let mover = session.to_move().seat_index();
                let in_turn = session.free_play().is_some()
                    && self.company.sent_by_mover(mover, friend)
                    && ply == session.moves_played();
                if !in_turn {
                    return Some(refused(&notation, Message::new("net-not-its-turn")));
                }
                match session.read_move(&notation) {
                    Ok(mv) => {
                        self.heard = Some(Heard {
                            ply,
                            friend,
                            thinking_ms,
                            clock: session.clock_to_move(),
                        });
                        requests.write(G::play(mv));
                        None
                    }
                    Err(why) => Some(refused(&notation, why)),
                }
            }
            PeerMessage::Standing {
                moves,
                position_hash,
            } => self.compare(friend, moves, position_hash, session),
            PeerMessage::OutOfTime { ply, seat } => {
                self.ran_out(friend, (ply, seat), session, requests)
            }
            PeerMessage::Resign { seat } => self.heard_resign(friend, seat, session, requests),
            PeerMessage::OfferDraw => self.heard_draw_offer(friend, session),
            PeerMessage::OfferRematch => self.heard_rematch_offer(friend, session),
            PeerMessage::Rematch { accepted } => self.heard_rematch_answer(accepted),
            PeerMessage::Draw { accepted } => self.heard_draw_answer::<G>(accepted, requests),
            PeerMessage::AskUndo => Some(self.asked_to_take_back(friend)),
            PeerMessage::Undo { accepted } => self.answered::<G>(accepted, requests),
            _ => None,
        }
    }

    /// `friend` says their player's clock `seat` ran out at `ply`: so it
    /// did, if it is theirs and ran then (the host tells the others).
    fn ran_out<G: PlaysAcross>(
        &mut self,
        friend: Friend,
        (ply, seat): (u32, u32),
        session: &G,
        requests: &mut MessageWriter<G::Request>,
    ) -> Option<Message> {
        let mover = session.to_move().seat_index();
        let theirs = session.free_play().is_some()
            && self.company.sent_by_mover(mover, friend)
            && ply as usize == session.moves_played()
            && seat as usize == session.clock_to_move();
        if !theirs || self.clock.is_none() {
            return Some(Message::new("net-time-out-refused"));
        }
        self.tell_all(&PeerMessage::OutOfTime { ply, seat }, Some(friend));
        requests.write(G::flag(seat as usize));
        None
    }

    /// The host welcomes this joiner back: to the same game at the same
    /// seat, play goes on once the host has said where the game stands.
    fn welcomed_back(&mut self, game: &str, opening: &str) -> Option<Message> {
        let offer = Offer::read(game).ok()?;
        self.answer_the_help(&offer);
        if self.welcomed_to_the_rematch(&offer) {
            return None;
        }
        let same = offer.opening == opening && Some(offer.seat) == self.company.my_seat();
        if !same || self.rejoin.is_none() {
            return Some(Message::new("net-refused-other-game"));
        }
        self.company.host_back();
        self.synced = false;
        Some(Message::new("net-back").with("name", self.name_of(Friend::HOST)))
    }

    /// `friend` says where their game stands: a joiner answers with its
    /// own, and the side ahead sends what the other missed; two games that
    /// differ are said, never settled.
    fn compare<G: PlaysAcross>(
        &mut self,
        friend: Friend,
        moves: u32,
        hash: u64,
        session: &G,
    ) -> Option<Message> {
        if self.company.is_joiner() {
            self.link.send(Friend::HOST, standing(Some(session)));
            self.synced = true;
            self.behind = moves as usize;
        }
        let played = session.moves_played() as u32;
        let hash_at = |ply: u32| session.hash_at(ply as usize);
        match catch_up(played, hash_at, moves, hash) {
            CatchUp::Even | CatchUp::Wait => None,
            CatchUp::SendFrom(from) => {
                for ply in self.company.to_resend(friend, from, played) {
                    let Some(notation) = session.written(ply as usize) else {
                        break;
                    };
                    let thinking_ms = self.thought.get(ply as usize).copied().unwrap_or(0);
                    let a_move = PeerMessage::Move {
                        ply,
                        notation,
                        thinking_ms,
                    };
                    self.link.send(friend, a_move);
                }
                None
            }
            CatchUp::Differ => {
                if !self.company.is_joiner() {
                    self.link
                        .send(friend, Refusal::OtherGame.message(&program()));
                    self.link.drop_friend(friend);
                    self.company.away(friend);
                }
                if self.company.is_joiner() {
                    // Nothing is played on a game the host does not hold.
                    self.synced = false;
                }
                Some(
                    Message::new("net-games-differ")
                        .with("theirs", moves)
                        .with("ours", played),
                )
            }
        }
    }
}

/// Where `session`'s game stands (at its start while it is prepared).
fn standing<G: PlaysAcross>(session: Option<&G>) -> PeerMessage {
    let moves = session.map_or(0, G::moves_played);
    PeerMessage::Standing {
        moves: moves as u32,
        position_hash: session
            .and_then(|session| session.hash_at(moves))
            .unwrap_or_default(),
    }
}

/// A friend's move refused, and why.
pub(super) fn refused(notation: &str, why: Message) -> Message {
    Message::new("net-move-refused")
        .with("move", notation.to_owned())
        .with("reason", why)
}
