//! A lost connection pauses the game instead of ending it: the host keeps
//! the friend's seat and waits; the joiner dials the same invitation again
//! (or a restarted joiner dials it for the first time). Back at the table,
//! both say where their game stands and the side ahead sends the moves the
//! other missed; two games that differ are said, never settled silently.

use std::fmt;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use tabletop_net::{CatchUp, Offer, PROTOCOL, PeerMessage, Refusal, catch_up};
use tabletop_peer::{Event, Friend, JoinOptions, Link};

use super::games::NetGame;
use super::table::{A_WHILE, Stopped, Table};

/// How long a joiner keeps trying to reach its host again.
const COME_BACK_FOR: Duration = Duration::from_secs(300);

/// How long one try to reach the host again lasts.
const ONE_TRY: Duration = Duration::from_secs(5);

/// Why a host's welcome did not come.
pub enum Unwelcome {
    /// The host said no, and why.
    Refused(String),
    /// The host could not be reached, or closed the connection.
    Unreached(String),
}

impl fmt::Display for Unwelcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unwelcome::Refused(reason) => write!(f, "the host refused: {reason}"),
            Unwelcome::Unreached(why) => f.write_str(why),
        }
    }
}

/// The game the host offers on `link`, once its welcome comes.
///
/// # Errors
/// The host refused, could not be reached, or offered what is no game.
pub fn welcomed(link: &Link) -> Result<Offer, Unwelcome> {
    loop {
        match link.wait(A_WHILE) {
            Some(Event::Message {
                message: PeerMessage::Welcome { game, .. },
                ..
            }) => {
                return Offer::read(&game)
                    .map_err(|error| Unwelcome::Refused(format!("its offer: {error}")));
            }
            Some(Event::Message {
                message:
                    PeerMessage::Refused {
                        reason,
                        protocol,
                        program,
                    },
                ..
            }) => return Err(Unwelcome::Refused(words(&reason, protocol, &program))),
            Some(Event::Failed(why)) => return Err(Unwelcome::Unreached(why)),
            Some(Event::Lost(_)) => {
                return Err(Unwelcome::Unreached(
                    "the host closed the connection".into(),
                ));
            }
            None | Some(_) => {}
        }
    }
}

/// A host's refusal in a few words: another version names both programs.
fn words(reason: &str, protocol: u32, program: &str) -> String {
    match reason {
        "net-refused-other-version" => format!(
            "the host runs {program} (protocol {protocol}), this is {} (protocol {PROTOCOL}): both need the same version",
            super::program()
        ),
        "net-refused-wrong-secret" => "the invitation is not valid any more".into(),
        "net-refused-table-full" => "the table is full".into(),
        "net-refused-other-game" => "the host holds another game than this one".into(),
        other => other.to_owned(),
    }
}

impl<G: NetGame> Table<G> {
    /// `friend`'s connection is gone: the host keeps their seat, the
    /// joiner goes back to its host.
    pub(super) fn lost(&mut self, friend: Friend) -> Result<(), Stopped> {
        if self.rejoin.is_some() {
            say!("the connection to the host is lost: reconnecting");
            return self.come_back();
        }
        if let Some(seat) = self.company.away(friend) {
            say!(
                "{} is away: waiting for them to come back",
                self.company.names[seat]
            );
        }
        Ok(())
    }

    /// The joiner dials its host again until it is welcomed to the same
    /// game (or gives up).
    fn come_back(&mut self) -> Result<(), Stopped> {
        let options = self.rejoin.clone().expect("only a joiner comes back");
        let my_seat = self.company.my_seat();
        let given_up = Instant::now() + COME_BACK_FOR;
        while Instant::now() < given_up {
            let tried = Instant::now();
            let again = JoinOptions {
                patience: ONE_TRY,
                ..options.clone()
            };
            let Ok(link) = Link::join(again) else {
                break;
            };
            match welcomed(&link) {
                Ok(offer)
                    if offer.opening == self.game.opening() && Some(offer.seat) == my_seat =>
                {
                    self.link = link;
                    self.synced = false;
                    say!("back at the table");
                    return Ok(());
                }
                Ok(_) => {
                    eprintln!("error: the host now plays another game");
                    link.close();
                    return Err(Stopped::Failed(ExitCode::FAILURE));
                }
                Err(Unwelcome::Refused(reason)) => {
                    eprintln!("error: the host refused: {reason}");
                    link.close();
                    return Err(Stopped::Failed(ExitCode::FAILURE));
                }
                // Not there yet: a try is paced to ONE_TRY, however fast
                // it failed.
                Err(Unwelcome::Unreached(_)) => {
                    link.close();
                    std::thread::sleep(ONE_TRY.saturating_sub(tried.elapsed()));
                }
            }
        }
        eprintln!("error: the host did not come back");
        Err(Stopped::Failed(ExitCode::FAILURE))
    }

    /// A friend joined during the game: back at their seat (the one away
    /// under their name, else the first one away), offered the game and
    /// told where it stands.
    pub(super) fn seat_again(&mut self, friend: Friend, name: &str) {
        let Some(seat) = self.company.seat_returning(friend, name) else {
            self.link.drop_friend(friend);
            return;
        };
        say!("{name} is back at seat {seat}");
        self.welcome(seat, friend);
    }

    /// Where this side's game stands.
    pub(super) fn standing(&self) -> PeerMessage {
        let moves = self.game.played();
        PeerMessage::Standing {
            moves: moves as u32,
            position_hash: self.game.hash_at(moves).unwrap_or_default(),
        }
    }

    /// `friend` says where their game stands: the joiner answers with its
    /// own, and the side ahead sends what the other missed.
    pub(super) fn compare(&mut self, friend: Friend, moves: u32, hash: u64) -> Result<(), Stopped> {
        if self.rejoin.is_some() {
            self.link.send(Friend::HOST, self.standing());
            self.synced = true;
            self.behind = moves as usize;
        }
        if self.game.preparing().is_some() {
            // Both stand at the start while it is prepared; a joiner back
            // at the table tells the steps it took meanwhile.
            if self.rejoin.is_some() {
                self.tell_the_steps(Friend::HOST);
            }
            return Ok(());
        }
        let played = self.game.played() as u32;
        let hash_at = |ply: u32| self.game.hash_at(ply as usize);
        match catch_up(played, hash_at, moves, hash) {
            CatchUp::Even | CatchUp::Wait => Ok(()),
            CatchUp::SendFrom(from) => {
                // The host's moves after its own word are on their way.
                for ply in self.company.to_resend(friend, from, played) {
                    let Some(notation) = self.game.move_at(ply as usize) else {
                        break;
                    };
                    let a_move = PeerMessage::Move {
                        ply,
                        notation,
                        thinking_ms: self.thinking.get(ply as usize).copied().unwrap_or_default(),
                    };
                    self.link.send(friend, a_move);
                }
                Ok(())
            }
            CatchUp::Differ if self.rejoin.is_some() => {
                eprintln!(
                    "error: the host's game is not this one ({moves} moves against {played})"
                );
                Err(Stopped::Failed(ExitCode::FAILURE))
            }
            CatchUp::Differ => {
                // Said to both, and the seat waits for the friend who
                // holds this game.
                let name = self.name_of(friend);
                eprintln!(
                    "{name}'s game is not this one ({moves} moves against {played}): turned away"
                );
                self.link
                    .send(friend, Refusal::OtherGame.message(&super::program()));
                self.link.drop_friend(friend);
                self.company.away(friend);
                Ok(())
            }
        }
    }
}
