//! A networked game at the terminal, once everyone is seated: each side
//! plays its own seats and checks every move it hears with the rules. A move from the wrong
//! friend, out of turn or against the rules is refused and said, and the
//! game stays as it was. The host passes each move on to the others.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use tabletop_net::PeerMessage;
use tabletop_net::limits::MAX_CHAT;
use tabletop_peer::{Company, Event, Friend, JoinOptions, Link};
use tabletop_rules::clock::{Clocks, TimeControl};

use super::PlayArgs;
use super::games::{EngineSearch, NetGame};

/// How long one wait for the network lasts before it is taken up again.
pub(super) const A_WHILE: Duration = Duration::from_secs(1);

/// A game at this terminal with friends elsewhere.
pub struct Table<G: NetGame> {
    pub(super) game: G,
    pub(super) link: Link,
    /// Who plays each seat.
    pub(super) company: Company,
    pub(super) engine: Option<G::Engine>,
    record: Option<PathBuf>,
    /// A joiner's way back to its host; `None` at the host.
    pub(super) rejoin: Option<JoinOptions>,
    /// Whether the two sides know they hold the same game: a joiner
    /// plays nothing until the host has said where the game stands.
    pub(super) synced: bool,
    /// How many moves the host said its game had: a joiner behind it
    /// plays nothing until it has heard them all.
    pub(super) behind: usize,
    /// Every player's clock, if the game is timed: each move charged the
    /// thinking time its player's computer measured.
    pub(super) clocks: Option<Clocks>,
    /// Each move's thinking time, as its player's computer measured it
    /// (sent again with the move to a side that missed it).
    pub(super) thinking: Vec<u64>,
}

/// What this side said at its turn.
pub(super) enum Said {
    /// A move or a step, to be checked.
    Text(String),
    /// A chat line, sent on.
    Chatted,
    /// It gave up (or its input ended).
    Resigned,
}

/// Why a game stopped before its end on the board.
pub(super) enum Stopped {
    /// A side resigned or ran out of time: the game is over, said.
    Over,
    /// What went wrong is said on stderr already: the exit code.
    Failed(ExitCode),
}

impl<G: NetGame> Table<G> {
    /// The host's table: `game` with `seat` the host's and the rest free.
    ///
    /// # Errors
    /// The computer asked for cannot play it.
    pub fn hosted(
        game: G,
        link: Link,
        seat: usize,
        clock: Option<TimeControl>,
        play: &PlayArgs,
    ) -> Result<Table<G>, String> {
        let mine: Vec<bool> = (0..game.players()).map(|at| at == seat).collect();
        let company = Company::hosting(&mine, &play.name);
        Table::new(game, link, company, None, clock, play)
    }

    /// # Errors
    /// The computer asked for cannot play the game.
    pub(super) fn new(
        game: G,
        link: Link,
        company: Company,
        rejoin: Option<JoinOptions>,
        clock: Option<TimeControl>,
        play: &PlayArgs,
    ) -> Result<Table<G>, String> {
        let search = EngineSearch(play.engine_search.clone());
        let engine = match &play.engine {
            Some(computer) => Some(G::engine(computer, play.seed, &search)?),
            None => None,
        };
        Ok(Table {
            clocks: clock.and_then(|control| Clocks::new(control, game.clocks())),
            thinking: Vec::new(),
            game,
            link,
            company,
            engine,
            record: play.record.clone(),
            synced: rejoin.is_none(),
            behind: 0,
            rejoin,
        })
    }

    /// Hosts: the invitation on the first line, the friends seated, then
    /// the game.
    pub fn run(mut self) -> ExitCode {
        let result = self.seat_friends().and_then(|()| self.play());
        self.end(result)
    }

    /// Plays until the game ends (or a side resigns), once it is
    /// prepared. While a friend is away the host plays nothing.
    pub(super) fn play(&mut self) -> Result<(), Stopped> {
        let mut typed = crate::typed_lines(std::io::stdin().lock());
        self.prepare(&mut typed)?;
        let mut turn_began = Instant::now();
        while let Some(mover) = self.game.player_to_move() {
            if self.paused() || !self.company.mine(mover) {
                self.hear(mover)?;
                // Waiting is nobody's thinking.
                turn_began = Instant::now();
                continue;
            }
            let text = match self.next_said(&mut typed, G::think) {
                Said::Text(text) => text,
                Said::Chatted => continue,
                Said::Resigned => return self.resign(mover),
            };
            let (ply, clock) = (self.game.played(), self.game.clock_to_move());
            // In whole milliseconds, as it is sent: both sides charge alike.
            let thinking_ms = turn_began.elapsed().as_millis() as u64;
            match self.game.play(&text) {
                Ok(written) => {
                    say!("{written}");
                    let a_move = PeerMessage::Move {
                        ply: ply as u32,
                        notation: written,
                        thinking_ms,
                    };
                    self.tell_all(a_move, None);
                    self.charge(clock, Duration::from_millis(thinking_ms))?;
                    turn_began = Instant::now();
                }
                Err(why) => eprintln!("refused {text}: {why}"),
            }
        }
        say!("result: {}", self.game.result());
        Ok(())
    }

    /// Whether this side plays nothing now: a friend is away, or (a
    /// joiner) the host has not said where the game stands or told it
    /// every move it missed.
    pub(super) fn paused(&self) -> bool {
        let behind = self.game.played() < self.behind;
        !self.synced || behind || self.company.waits()
    }

    /// What this side says next: the computer's `thought`, or a line
    /// typed (a chat line is sent on here).
    pub(super) fn next_said(
        &mut self,
        typed: &mut impl Iterator<Item = std::io::Result<String>>,
        thought: impl FnOnce(&G, &mut G::Engine) -> Option<String>,
    ) -> Said {
        let text = match &mut self.engine {
            Some(engine) => thought(&self.game, engine),
            None => typed.next().and_then(Result::ok),
        };
        let Some(text) = text else {
            return Said::Resigned;
        };
        let text = text.trim();
        if text == "resign" {
            return Said::Resigned;
        }
        if let Some(line) = text.strip_prefix("chat ") {
            // Cut to what a peer may send: a longer line would close
            // the connection at the other end.
            let line: String = line.chars().take(MAX_CHAT).collect();
            self.tell_all(PeerMessage::Chat(line), None);
            return Said::Chatted;
        }
        Said::Text(text.to_owned())
    }

    /// Waits a while for the network while `mover` is not this program
    /// (or the game waits for a friend).
    pub(super) fn hear(&mut self, mover: usize) -> Result<(), Stopped> {
        match self.link.wait(A_WHILE) {
            None => Ok(()),
            Some(Event::Message { friend, message }) => self.heard(friend, message, mover),
            Some(Event::Joined { friend, name }) => {
                self.seat_again(friend, &name);
                Ok(())
            }
            Some(Event::Lost(friend)) => self.lost(friend),
            Some(other) => self.aside(other),
        }
    }

    /// What `friend` said while `mover` is to move.
    fn heard(&mut self, friend: Friend, message: PeerMessage, mover: usize) -> Result<(), Stopped> {
        match message {
            PeerMessage::Move {
                ply,
                notation,
                thinking_ms,
            } => {
                if !self.company.sent_by_mover(mover, friend) || ply as usize != self.game.played()
                {
                    eprintln!("refused {notation}: not its turn");
                    return Ok(());
                }
                let clock = self.game.clock_to_move();
                match self.game.play(&notation) {
                    Ok(written) => {
                        say!("{written}");
                        let a_move = PeerMessage::Move {
                            ply,
                            notation: written,
                            thinking_ms,
                        };
                        self.tell_all(a_move, Some(friend));
                        self.charge(clock, Duration::from_millis(thinking_ms))
                    }
                    Err(why) => {
                        eprintln!("refused {notation}: {why}");
                        Ok(())
                    }
                }
            }
            PeerMessage::Resign { seat } => {
                let who = seat as usize;
                if self.company.mine(who) || !self.company.sent_by_mover(who, friend) {
                    eprintln!("refused a resignation for a seat not theirs");
                    return Ok(());
                }
                self.tell_all(PeerMessage::Resign { seat }, Some(friend));
                say!("result: {} resigned", self.company.names[who]);
                Err(Stopped::Over)
            }
            PeerMessage::OutOfTime { ply, seat } => {
                let clock = seat as usize;
                let in_turn =
                    ply as usize == self.game.played() && Some(clock) == self.game.clock_to_move();
                if self.clocks.is_none() || !in_turn || !self.company.sent_by_mover(mover, friend) {
                    eprintln!("refused a time-out: not the time-out of the clock running");
                    return Ok(());
                }
                self.tell_all(PeerMessage::OutOfTime { ply, seat }, Some(friend));
                self.ran_out(clock)
            }
            PeerMessage::Standing {
                moves,
                position_hash,
            } => self.compare(friend, moves, position_hash),
            PeerMessage::Prepared { step, text } => {
                self.heard_prepared(friend, step, &text);
                Ok(())
            }
            PeerMessage::Chat(line) => {
                say!("{}: {line}", self.name_of(friend));
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Charges `clock` (the one that ran for a move) the `thinking` its
    /// player's computer measured (never the network's delay): a move made
    /// after its time ran out is a time-out, on both sides alike.
    fn charge(&mut self, clock: Option<usize>, thinking: Duration) -> Result<(), Stopped> {
        self.thinking.push(thinking.as_millis() as u64);
        let (Some(clocks), Some(clock)) = (&mut self.clocks, clock) else {
            return Ok(());
        };
        if clocks.charge(clock, thinking).is_err() {
            return self.ran_out(clock);
        }
        Ok(())
    }

    /// `clock` ran out: its player lost, or (Blokus 3D) its colour is out
    /// and the others play on.
    fn ran_out(&mut self, clock: usize) -> Result<(), Stopped> {
        match self.game.time_out(clock) {
            Some(player) => {
                say!("result: {} lost on time", self.company.names[player]);
                Err(Stopped::Over)
            }
            None => {
                say!("clock {clock} ran out: its colour is out");
                Ok(())
            }
        }
    }

    /// What the network says beside the game's moves.
    pub(super) fn aside(&mut self, event: Event) -> Result<(), Stopped> {
        match event {
            Event::TurnedAway(refusal) => eprintln!("turned away: {}", refusal.key()),
            Event::Misbehaved { friend, misdeed } => {
                eprintln!(
                    "{} broke the rules of the wire: {misdeed:?}",
                    self.name_of(friend)
                );
            }
            Event::Lost(friend) => {
                eprintln!("error: the connection to {} is lost", self.name_of(friend));
                return Err(Stopped::Failed(ExitCode::FAILURE));
            }
            Event::Failed(why) => {
                eprintln!("error: {why}");
                return Err(Stopped::Failed(ExitCode::FAILURE));
            }
            Event::Hosting(_) | Event::Joined { .. } | Event::Message { .. } => {}
        }
        Ok(())
    }

    pub(super) fn resign(&mut self, seat: usize) -> Result<(), Stopped> {
        self.tell_all(PeerMessage::Resign { seat: seat as u32 }, None);
        say!("result: {} resigned", self.company.names[seat]);
        Ok(())
    }

    /// Sends `message` to every friend this program talks to but `not`.
    pub(super) fn tell_all(&self, message: PeerMessage, not: Option<Friend>) {
        for friend in self.company.recipients(not) {
            self.link.send(friend, message.clone());
        }
    }

    pub(super) fn name_of(&self, friend: Friend) -> String {
        match self.company.name_of(friend) {
            Some(name) => name.to_owned(),
            None if friend == Friend::HOST => "the host".into(),
            None => format!("visitor {}", friend.0),
        }
    }

    /// The record written if asked, and the link closed once what was
    /// sent is delivered.
    pub(super) fn end(self, result: Result<(), Stopped>) -> ExitCode {
        let code = match result {
            Ok(()) | Err(Stopped::Over) => ExitCode::SUCCESS,
            Err(Stopped::Failed(code)) => code,
        };
        if let Some(clocks) = &self.clocks {
            let left: Vec<String> = (0..clocks.sides())
                .map(|seat| format!("{:.3}", clocks.left(seat).as_secs_f64()))
                .collect();
            say!("clocks: {}", left.join(" "));
        }
        if let Some(path) = &self.record
            && let Err(error) = std::fs::write(path, self.game.record() + "\n")
        {
            eprintln!("error: cannot write {}: {error}", path.display());
            self.link.close();
            return ExitCode::FAILURE;
        }
        self.link.close();
        code
    }
}
