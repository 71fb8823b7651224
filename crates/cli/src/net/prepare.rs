//! A game prepared together before its first move (Deblockle's setup by
//! hand): each step is taken by the side whose seat takes it, told to the
//! others as the game writes it and checked by each side's rules. A friend
//! seated late, or back after a lost connection, is told every step taken
//! (a joiner back tells its own when it compares games with its host).

use tabletop_net::PeerMessage;
use tabletop_peer::Friend;

use super::games::NetGame;
use super::table::{Said, Stopped, Table};

impl<G: NetGame> Table<G> {
    /// Takes this side's steps and hears the others' until the game
    /// begins.
    pub(super) fn prepare(
        &mut self,
        typed: &mut impl Iterator<Item = std::io::Result<String>>,
    ) -> Result<(), Stopped> {
        while let Some((step, seat)) = self.game.preparing() {
            if self.paused() || !self.company.mine(seat) {
                self.hear(seat)?;
                continue;
            }
            if self.engine.is_none() {
                say!("{}", self.game.ask_step());
            }
            let text = match self.next_said(typed, |game, engine| Some(game.step_by(engine))) {
                Said::Text(text) => text,
                Said::Chatted => continue,
                Said::Resigned => {
                    self.resign(seat)?;
                    return Err(Stopped::Over);
                }
            };
            match self.game.take_step(step, &text, true) {
                Ok(written) => {
                    say!("{written}");
                    self.tell_all(
                        PeerMessage::Prepared {
                            step,
                            text: written,
                        },
                        None,
                    );
                }
                Err(why) => eprintln!("refused {text}: {why}"),
            }
        }
        Ok(())
    }

    /// `friend` took `step`: taken here if it is theirs to take now and the
    /// rules allow it (and passed on by the host), else refused and said.
    pub(super) fn heard_prepared(&mut self, friend: Friend, step: u32, text: &str) {
        // A step told again after a lost connection is known already; so
        // is every step once the game has begun.
        let Some((now, seat)) = self.game.preparing().filter(|&(now, _)| step >= now) else {
            return;
        };
        if step != now || !self.company.sent_by_mover(seat, friend) {
            eprintln!("refused {text}: not their turn");
            return;
        }
        match self.game.take_step(step, text, false) {
            Ok(written) => {
                say!("{written}");
                let step = PeerMessage::Prepared {
                    step,
                    text: written,
                };
                self.tell_all(step, Some(friend));
            }
            Err(why) => eprintln!("refused {text}: {why}"),
        }
    }

    /// Tells `friend` every step taken so far.
    pub(super) fn tell_the_steps(&self, friend: Friend) {
        for (step, text) in self.game.steps() {
            self.link.send(friend, PeerMessage::Prepared { step, text });
        }
    }
}
