//! Who sits where: the host seats friends as they join, offers each the
//! game and says where it stands; a joiner waits for the offer and sits
//! down at the seat it names.

use std::process::ExitCode;

use tabletop_net::{Offer, PROTOCOL, PeerMessage};
use tabletop_peer::{Event, Friend, JoinOptions, Link};
use tabletop_rules::clock::TimeControl;

use super::games::{Blokus3dAtTable, DeblockleAtTable, HiveAtTable, NetGame};
use super::table::{A_WHILE, Sitter, Stopped, Table};
use super::{PlayArgs, program};

impl<G: NetGame> Table<G> {
    pub(super) fn seat_friends(&mut self) -> Result<(), Stopped> {
        while self.seats.contains(&Sitter::Empty) {
            let Some(event) = self.link.wait(A_WHILE) else {
                continue;
            };
            match event {
                Event::Hosting(invitation) => say!("{}", invitation.text()),
                Event::Joined { friend, name } => {
                    let seat = self
                        .seats
                        .iter()
                        .position(|sitter| *sitter == Sitter::Empty);
                    if let Some(seat) = seat {
                        self.seats[seat] = Sitter::Friend(friend);
                        say!("{name} joined at seat {seat}");
                        self.names[seat] = name;
                    }
                }
                Event::Lost(friend) => {
                    if let Some(seat) = self.seat_of(friend) {
                        say!("{} left", self.names[seat]);
                        self.seats[seat] = Sitter::Empty;
                    }
                }
                other => self.aside(other)?,
            }
        }
        for seat in 0..self.seats.len() {
            if let Sitter::Friend(friend) = self.seats[seat] {
                self.welcome(seat, friend);
            }
        }
        Ok(())
    }

    /// Offers the game to `friend` at `seat`, and says where it stands.
    pub(super) fn welcome(&mut self, seat: usize, friend: Friend) {
        let host_seat = self.seats.iter().position(|sitter| *sitter == Sitter::Me);
        let offer = Offer {
            game: G::NAME.into(),
            opening: self.game.opening(),
            seat,
            players: self.names.clone(),
            clock: self
                .clocks
                .as_ref()
                .map(|clocks| clocks.control().to_string()),
        };
        let welcome = PeerMessage::Welcome {
            protocol: PROTOCOL,
            program: program(),
            name: host_seat
                .map(|seat| self.names[seat].clone())
                .unwrap_or_default(),
            game: offer.text(),
        };
        self.link.send(friend, welcome);
        self.link.send(friend, self.standing());
        self.told.insert(friend, self.game.played() as u32);
    }
}

/// Joins: waits for the host's welcome, then plays the game it offers.
pub fn join(link: Link, options: JoinOptions, play: &PlayArgs) -> ExitCode {
    let offer = match super::reconnect::welcomed(&link) {
        Ok(offer) => offer,
        Err(why) => return refused(link, &why.to_string()),
    };
    match offer.game.as_str() {
        DeblockleAtTable::NAME => joined::<DeblockleAtTable>(link, offer, options, play),
        HiveAtTable::NAME => joined::<HiveAtTable>(link, offer, options, play),
        Blokus3dAtTable::NAME => joined::<Blokus3dAtTable>(link, offer, options, play),
        other => refused(
            link,
            &format!("the host offers {other}, a game this program lacks"),
        ),
    }
}

fn joined<G: NetGame>(link: Link, offer: Offer, options: JoinOptions, play: &PlayArgs) -> ExitCode {
    let game = match G::from_opening(&offer.opening) {
        Ok(game) => game,
        Err(why) => return refused(link, &format!("the host's opening: {why}")),
    };
    if offer.players.len() != game.players() {
        return refused(link, "the host's seats are not the game's");
    }
    let mut seats = vec![Sitter::Elsewhere; offer.players.len()];
    seats[offer.seat] = Sitter::Me;
    say!("playing {} at seat {}", G::NAME, offer.seat);
    let clock = match offer.clock.as_deref().map(str::parse::<TimeControl>) {
        None => None,
        Some(Ok(control)) => Some(control),
        Some(Err(error)) => return refused(link, &format!("the host's clock: {error}")),
    };
    let players = (seats, offer.players);
    let mut table = match Table::new(game, link, players, Some(options), clock, play) {
        Ok(table) => table,
        Err(why) => {
            eprintln!("error: {why}");
            return ExitCode::from(2);
        }
    };
    let result = table.play();
    table.end(result)
}

fn refused(link: Link, why: &str) -> ExitCode {
    eprintln!("error: {why}");
    link.close();
    ExitCode::FAILURE
}
