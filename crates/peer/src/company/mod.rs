//! Who sits at a networked table, kept alike by every program that plays
//! one (the app and `tabletop-cli net`): which seats this program plays,
//! which friend plays each other seat, their names, and what the host last
//! told each friend of the game. From it follow who may send the move to
//! be played, who hears a move, who is seated when they join or come back,
//! and what a friend who missed moves is sent again.

use std::collections::HashMap;
use std::ops::Range;

use tabletop_net::{Offer, PROTOCOL, PeerMessage, clean_name};

use crate::Friend;

/// Who plays a seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sitter {
    /// This program (a person at its screen, or its computer).
    Me,
    /// A friend, as the host knows them.
    Friend(Friend),
    /// A friend whose connection was lost: the game waits for them.
    Away,
    /// A friend elsewhere, whose moves come through the host.
    Elsewhere,
    /// Nobody yet.
    Empty,
}

/// The players at a networked table, in turn order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Company {
    /// Who plays each seat.
    pub seats: Vec<Sitter>,
    /// Each seat's player's name (empty until they join).
    pub names: Vec<String>,
    joiner: bool,
    /// The moves the host had when it last told each friend where the
    /// game stands: any after those are on their way to them already.
    told: HashMap<Friend, u32>,
}

impl Company {
    /// A host's table: this program plays the seats `mine` says, named
    /// `name`; the rest wait for friends.
    pub fn hosting(mine: &[bool], name: &str) -> Company {
        let seats = mine
            .iter()
            .map(|&mine| if mine { Sitter::Me } else { Sitter::Empty })
            .collect();
        let names = mine
            .iter()
            .map(|&mine| {
                if mine {
                    clean_name(name)
                } else {
                    String::new()
                }
            })
            .collect();
        Company {
            seats,
            names,
            joiner: false,
            told: HashMap::new(),
        }
    }

    /// A host's table opened again (the program restarted): this program
    /// plays the seats `mine` says, and every other seat waits for the
    /// friend who played it, by the name `names` gives it.
    pub fn hosting_again(mine: &[bool], names: &[String]) -> Company {
        let mut company = Company::hosting(mine, "");
        for (seat, sitter) in company.seats.iter_mut().enumerate() {
            if *sitter == Sitter::Empty {
                *sitter = Sitter::Away;
            }
            company.names[seat] = clean_name(names.get(seat).map_or("", String::as_str));
        }
        company
    }

    /// A joiner's table, as the host's offer seats it.
    pub fn joining(offer: &Offer) -> Company {
        Company::joiner_at(offer.seat, &offer.players)
    }

    /// A joiner's table opened again (the program restarted): this
    /// program at `seat` among the players `names` gives; every other
    /// seat is away until the host is back.
    pub fn joining_again(seat: usize, names: &[String]) -> Company {
        let mut company = Company::joiner_at(seat, names);
        company.host_lost();
        company
    }

    fn joiner_at(seat: usize, names: &[String]) -> Company {
        let mut seats = vec![Sitter::Elsewhere; names.len()];
        if let Some(mine) = seats.get_mut(seat) {
            *mine = Sitter::Me;
        }
        Company {
            seats,
            names: names.to_vec(),
            joiner: true,
            told: HashMap::new(),
        }
    }

    /// Whether this program joined (its only friend is the host).
    pub fn is_joiner(&self) -> bool {
        self.joiner
    }

    /// Whether this program plays `seat`.
    pub fn mine(&self, seat: usize) -> bool {
        self.seats.get(seat) == Some(&Sitter::Me)
    }

    /// The first seat this program plays.
    pub fn my_seat(&self) -> Option<usize> {
        self.seats.iter().position(|sitter| *sitter == Sitter::Me)
    }

    /// Each seat a friend plays (as the host knows them), and the friend.
    pub fn friends(&self) -> impl Iterator<Item = (usize, Friend)> + '_ {
        let seats = self.seats.iter().enumerate();
        seats.filter_map(|(seat, sitter)| match *sitter {
            Sitter::Friend(friend) => Some((seat, friend)),
            _ => None,
        })
    }

    /// Whether every seat has its player.
    pub fn full(&self) -> bool {
        !self.seats.contains(&Sitter::Empty)
    }

    /// Whether the game waits for a friend who is away.
    pub fn waits(&self) -> bool {
        self.seats.contains(&Sitter::Away)
    }

    /// Whether a move `friend` sent is theirs to send while `mover` is to
    /// move: the friend at that seat, or (to a joiner) the host passing on
    /// another's — or its own move, which a joiner that restarted hears
    /// again from the host that took it.
    pub fn sent_by_mover(&self, mover: usize, friend: Friend) -> bool {
        match self.seats.get(mover) {
            Some(Sitter::Friend(at_seat)) => *at_seat == friend,
            Some(Sitter::Elsewhere) => friend == Friend::HOST,
            Some(Sitter::Me) => friend == Friend::HOST && self.joiner,
            _ => false,
        }
    }

    /// Everyone a message goes to, but `not` (who sent it): a joiner's
    /// only friend is the host, which passes messages on.
    pub fn recipients(&self, not: Option<Friend>) -> Vec<Friend> {
        if self.joiner {
            return if not == Some(Friend::HOST) {
                Vec::new()
            } else {
                vec![Friend::HOST]
            };
        }
        let friends = self.seats.iter().filter_map(|sitter| match *sitter {
            Sitter::Friend(friend) if Some(friend) != not => Some(friend),
            _ => None,
        });
        friends.collect()
    }

    /// The seat `friend` plays, as the host knows it.
    pub fn seat_of(&self, friend: Friend) -> Option<usize> {
        if self.joiner {
            return None;
        }
        self.seats
            .iter()
            .position(|sitter| *sitter == Sitter::Friend(friend))
    }

    /// The name of the player `friend` is, if they sit at a seat (to a
    /// joiner at a table of two, the host is the other player).
    pub fn name_of(&self, friend: Friend) -> Option<&str> {
        let seat = match self.seat_of(friend) {
            Some(seat) => seat,
            None if self.joiner && friend == Friend::HOST && self.seats.len() == 2 => {
                self.seats.iter().position(|sitter| *sitter != Sitter::Me)?
            }
            None => return None,
        };
        self.names.get(seat).map(String::as_str)
    }

    /// Seats `friend`, called `name`, at the first empty seat: which, or
    /// `None` when the table is full.
    pub fn seat_newcomer(&mut self, friend: Friend, name: &str) -> Option<usize> {
        let seat = self.seats.iter().position(|s| *s == Sitter::Empty)?;
        self.seats[seat] = Sitter::Friend(friend);
        self.names[seat] = clean_name(name);
        Some(seat)
    }

    /// Seats `friend`, called `name`, back at a seat that waits for its
    /// player (the one away under their name, else the first away):
    /// which, or `None` when nobody is away.
    pub fn seat_returning(&mut self, friend: Friend, name: &str) -> Option<usize> {
        let away = |seat: &usize| self.seats[*seat] == Sitter::Away;
        let seat = (0..self.seats.len())
            .filter(away)
            .find(|&seat| self.names[seat] == name)
            .or_else(|| (0..self.seats.len()).find(away))?;
        self.seats[seat] = Sitter::Friend(friend);
        Some(seat)
    }

    /// `friend`'s connection is lost: their seat waits for them (the seat,
    /// if they had one).
    pub fn away(&mut self, friend: Friend) -> Option<usize> {
        let seat = self.seat_of(friend)?;
        self.seats[seat] = Sitter::Away;
        Some(seat)
    }

    /// A joiner lost its host: every other seat, reached through it, is
    /// away until it is back.
    pub fn host_lost(&mut self) {
        self.swap_sitters(Sitter::Elsewhere, Sitter::Away);
    }

    /// A joiner is back with its host: every other seat is reached again.
    pub fn host_back(&mut self) {
        self.swap_sitters(Sitter::Away, Sitter::Elsewhere);
    }

    fn swap_sitters(&mut self, from: Sitter, to: Sitter) {
        for sitter in &mut self.seats {
            if *sitter == from {
                *sitter = to;
            }
        }
    }

    /// The next game at the table (a rematch): each player moves on one
    /// seat (the last first: at a table of two, the colours swapped), and
    /// nobody has been told anything of it yet.
    pub fn next_game(&mut self) {
        self.seats.rotate_right(1);
        self.names.rotate_right(1);
        self.told.clear();
    }

    /// `friend` left before the game began: their seat is free again.
    pub fn left(&mut self, friend: Friend) -> Option<usize> {
        let seat = self.seat_of(friend)?;
        self.seats[seat] = Sitter::Empty;
        self.names[seat].clear();
        Some(seat)
    }

    /// The welcome offering `friend` at `seat` the game `game` begun at
    /// `opening` (on clocks `clock`; engines helping if `help` and they
    /// agree), from `program`; noting that they are told where a game of
    /// `played` moves stands with it.
    pub fn welcome(
        &mut self,
        friend: Friend,
        seat: usize,
        (game, opening, clock, help): (&str, String, Option<String>, bool),
        program: &str,
        played: usize,
    ) -> PeerMessage {
        let offer = Offer {
            game: game.to_owned(),
            opening,
            seat,
            players: self.names.clone(),
            clock,
            help,
        };
        self.told.insert(friend, played as u32);
        PeerMessage::Welcome {
            protocol: PROTOCOL,
            program: program.to_owned(),
            name: self
                .my_seat()
                .map(|seat| self.names[seat].clone())
                .unwrap_or_default(),
            game: offer.text(),
        }
    }

    /// The moves to send `friend` again, who holds the first `from` of a
    /// game of `played`: those the host had when it last told them where
    /// the game stands (any later are on their way already).
    pub fn to_resend(&self, friend: Friend, from: u32, played: u32) -> Range<u32> {
        let told = self.told.get(&friend).copied().unwrap_or(played);
        from..played.min(told).max(from)
    }
}

#[cfg(test)]
mod tests;
