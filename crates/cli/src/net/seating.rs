//! Who sits where: the host seats friends as they join, offers each the
//! game and says where it stands; a joiner waits for the offer and sits
//! down at the seat it names.

use std::process::ExitCode;

use tabletop_net::Offer;
use tabletop_peer::{Company, Event, Friend, JoinOptions, Link};
use tabletop_rules::clock::TimeControl;

use super::games::{Blokus3dAtTable, DeblockleAtTable, HiveAtTable, NetGame};
use super::table::{A_WHILE, Stopped, Table};
use super::{PlayArgs, program};

impl<G: NetGame> Table<G> {
    pub(super) fn seat_friends(&mut self) -> Result<(), Stopped> {
        while !self.company.full() {
            let Some(event) = self.link.wait(A_WHILE) else {
                continue;
            };
            match event {
                Event::Hosting(invitation) => say!("{}", invitation.text()),
                Event::Joined { friend, name } => {
                    if let Some(seat) = self.company.seat_newcomer(friend, &name) {
                        say!("{} joined at seat {seat}", self.company.names[seat]);
                    }
                }
                Event::Lost(friend) => {
                    let name = self.name_of(friend);
                    if self.company.left(friend).is_some() {
                        say!("{name} left");
                    }
                }
                other => self.aside(other)?,
            }
        }
        let seated: Vec<(usize, Friend)> = self.company.friends().collect();
        for (seat, friend) in seated {
            self.welcome(seat, friend);
        }
        Ok(())
    }

    /// Offers the game to `friend` at `seat`, and says where it stands
    /// (and how far it is prepared).
    pub(super) fn welcome(&mut self, seat: usize, friend: Friend) {
        let clock = self
            .clocks
            .as_ref()
            .map(|clocks| clocks.control().to_string());
        // Nothing helps a program's player: hints are the app's.
        let game = (G::NAME, self.game.opening(), clock, false);
        let played = self.game.played();
        let welcome = self.company.welcome(friend, seat, game, &program(), played);
        self.link.send(friend, welcome);
        self.link.send(friend, self.standing());
        self.tell_the_steps(friend);
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
    let company = Company::joining(&offer);
    say!("playing {} at seat {}", G::NAME, offer.seat);
    let clock = match offer.clock.as_deref().map(str::parse::<TimeControl>) {
        None => None,
        Some(Ok(control)) => Some(control),
        Some(Err(error)) => return refused(link, &format!("the host's clock: {error}")),
    };
    let mut table = match Table::new(game, link, company, Some(options), clock, play) {
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
