//! A game's connection to friends on other computers: the messages of
//! `tabletop-net`, framed and capped as it frames them, carried over
//! [iroh](https://iroh.computer) — QUIC connections dialled by a host's
//! key, encrypted and authenticated, direct where a path can be punched
//! and through a relay where not.
//!
//! The network runs on a thread of its own; a [`Link`] is its handle,
//! which the game polls like a queue ([`Link::poll`]) and sends through
//! ([`Link::send`]) without waiting, so neither a frame of the app nor a
//! terminal's turn waits on the network. A host lets in only joiners whose
//! hello holds the invitation's secret ([`tabletop_net::admit`]); every
//! peer is held to a rate and a size, and its bytes are read by a reader
//! that never panics: what fails to read closes its connection and is
//! said ([`Event::Misbehaved`]). On the local network a host's table is
//! shown, and a friend finds it with [`Nearby`].

mod company;
mod connection;
mod endpoint;
mod host;
mod join;
mod key;
mod nearby;

use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

use tabletop_net::{Invitation, PeerMessage, Refusal, WireError};
use thiserror::Error;
use tokio::sync::mpsc::UnboundedSender;

pub use company::{Company, Sitter};
pub use host::HostOptions;
pub use join::JoinOptions;
pub use key::{HostKey, KeyError};
pub use nearby::{Nearby, NearbyTable, ShownNearby};

/// The protocol name both ends of a connection ask for. It is the same in
/// every version, so that programs of two versions still connect and the
/// host's refusal names both (versions are told apart by the hello).
pub const ALPN: &[u8] = b"tabletop";

/// How long a joiner tries to reach a host before it gives up, unless
/// told otherwise.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// One friend at a table, as the host numbers them from 1; to a joiner
/// the host is [`Friend::HOST`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Friend(pub u32);

impl Friend {
    /// The host, as its joiners know it.
    pub const HOST: Friend = Friend(0);
}

/// What a peer did that ended its connection, or had its messages dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Misdeed {
    /// Bytes that are not a message, or one too long: the connection closes.
    Wire(WireError),
    /// Chat lines or pings faster than any player sends them: the excess
    /// is dropped (a game's own messages are slowed to the rate instead).
    Flood,
}

/// What happened on the network, in the order it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The host is ready: its invitation, to send to friends.
    Hosting(Invitation),
    /// A joiner was let in (to a host): the name its player chose, cleaned.
    Joined {
        /// Who it is from now on.
        friend: Friend,
        /// Its player's name.
        name: String,
    },
    /// Someone was turned away (to a host), and why: they were told too.
    TurnedAway(Refusal),
    /// A message from a friend (to a joiner, from [`Friend::HOST`]).
    Message {
        /// Who sent it.
        friend: Friend,
        /// What it says, its words already held to their limits.
        message: PeerMessage,
    },
    /// A friend broke the rules of the wire.
    Misbehaved {
        /// Who.
        friend: Friend,
        /// What they did.
        misdeed: Misdeed,
    },
    /// The connection to a friend is gone.
    Lost(Friend),
    /// The network could not start, or a joiner could not reach its host:
    /// why, in the engine's words. Nothing more follows.
    Failed(String),
}

/// Why a link could not start.
#[derive(Debug, Error)]
pub enum LinkError {
    /// The network's thread could not be started.
    #[error("cannot start the network: {0}")]
    Thread(#[from] std::io::Error),
}

/// What the network thread calls after each event it queues, to wake a
/// game that sleeps between frames (an app drawing only on demand).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// Where the network thread puts what happened, waking the game.
struct Events {
    queue: mpsc::Sender<Event>,
    wake: Option<Wake>,
}

impl Events {
    /// Queues `event` and wakes the game; an error when the game's link
    /// is gone.
    fn send(&self, event: Event) -> Result<(), mpsc::SendError<Event>> {
        self.queue.send(event)?;
        if let Some(wake) = &self.wake {
            wake();
        }
        Ok(())
    }
}

/// What the game asks of its network thread.
#[derive(Debug)]
enum Command {
    /// Send `message` to `friend`.
    Send(Friend, PeerMessage),
    /// Close `friend`'s connection (a host's word: they may join again).
    Drop(Friend),
}

/// The game's handle on its network thread. Dropping it closes every
/// connection and ends the thread.
#[derive(Debug)]
pub struct Link {
    commands: UnboundedSender<Command>,
    /// Behind a lock so that the link can be shared (a game's resource):
    /// only one reader ever takes it, so it never waits.
    events: Mutex<mpsc::Receiver<Event>>,
    thread: std::thread::JoinHandle<()>,
}

impl Link {
    /// The next thing that happened, if anything did.
    pub fn poll(&self) -> Option<Event> {
        self.events.lock().ok()?.try_recv().ok()
    }

    /// The next thing that happens, waiting up to `limit` for it; `None`
    /// when nothing did (or the network thread is gone).
    pub fn wait(&self, limit: Duration) -> Option<Event> {
        self.events.lock().ok()?.recv_timeout(limit).ok()
    }

    /// Sends `message` to `friend` (a joiner's only friend is
    /// [`Friend::HOST`]); a friend who is gone is sent nothing.
    pub fn send(&self, friend: Friend, message: PeerMessage) {
        // A closed thread has already said why (`Event::Failed`, `Lost`).
        let _ = self.commands.send(Command::Send(friend, message));
    }

    /// Closes every connection once what was sent is delivered (or a
    /// moment has passed), and waits for that: what a program does before
    /// it exits. (Dropping the link closes them too, without waiting.)
    pub fn close(self) {
        let Link {
            commands, thread, ..
        } = self;
        drop(commands);
        let _ = thread.join();
    }

    /// Closes `friend`'s connection.
    pub fn drop_friend(&self, friend: Friend) {
        let _ = self.commands.send(Command::Drop(friend));
    }

    /// A link whose network runs `work` on a thread of its own, which
    /// ends when the link is dropped (its command channel closes); `wake`
    /// is called after each event.
    fn start<Work>(name: &str, wake: Option<Wake>, work: Work) -> Result<Link, LinkError>
    where
        Work: FnOnce(
                tokio::sync::mpsc::UnboundedReceiver<Command>,
                Events,
            ) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send>>
            + Send
            + 'static,
    {
        let (commands, commands_in) = tokio::sync::mpsc::unbounded_channel();
        let (queue, events) = mpsc::channel();
        let events_out = Events { queue, wake };
        let thread = std::thread::Builder::new()
            .name(name.to_owned())
            .spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build();
                match runtime {
                    Ok(runtime) => runtime.block_on(work(commands_in, events_out)),
                    Err(error) => {
                        let _ = events_out.send(Event::Failed(error.to_string()));
                    }
                }
            })?;
        Ok(Link {
            commands,
            events: Mutex::new(events),
            thread,
        })
    }
}
