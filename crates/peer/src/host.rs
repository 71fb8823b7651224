//! Hosting a table: the invitation made from the endpoint's key and
//! addresses, and each connection let in only when its first message is
//! a hello with the invitation's secret and a seat is free.

use std::collections::HashMap;
use std::time::Duration;

use iroh::endpoint::Incoming;
use tabletop_net::{Announcement, Invitation, PROTOCOL, Reach, Relay, Secret, admit, encode};
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use crate::connection::{AtWork, Heard, Writers, carry};
use crate::endpoint::bind;
use crate::nearby::ShownNearby;
use crate::{Command, Event, Events, Friend, HostKey, Link, LinkError, Wake};

/// How long a connection may take to open its stream before it is closed.
const GREETING: Duration = Duration::from_secs(10);

/// What a host needs to open its table.
#[derive(Clone, Debug)]
pub struct HostOptions {
    /// How far it reaches out.
    pub reach: Reach,
    /// Its key: the same one after a restart keeps its invitation good.
    pub key: HostKey,
    /// The invitation's secret.
    pub secret: Secret,
    /// How many friends it seats.
    pub seats: usize,
    /// The ports it listens on (IPv4's, IPv6's) where they are free, 0
    /// for any: a host opened again asks for its invitation's, so that the
    /// addresses in it still reach it.
    pub ports: [u16; 2],
    /// This program and its version, named to a joiner of another version.
    pub program: String,
    /// How the table is shown on the local network (where the reach lets
    /// it be): `None` keeps it off the list.
    pub nearby: Option<ShownNearby>,
}

impl Link {
    /// Opens a table to friends: the first event is
    /// [`Event::Hosting`] with the invitation, or [`Event::Failed`].
    ///
    /// # Errors
    /// The network's thread could not be started.
    pub fn host(options: HostOptions) -> Result<Link, LinkError> {
        Link::host_waking(options, None)
    }

    /// [`Link::host`], calling `wake` after each event (an app that
    /// sleeps between frames wakes for it).
    ///
    /// # Errors
    /// The network's thread could not be started.
    pub fn host_waking(options: HostOptions, wake: Option<Wake>) -> Result<Link, LinkError> {
        Link::start("tabletop host", wake, move |commands, events| {
            Box::pin(host(options, commands, events))
        })
    }
}

/// Someone connected to the table.
struct Visitor {
    /// Where their frames go, until their connection is dropped.
    writer: Option<UnboundedSender<Vec<u8>>>,
    /// Whether they were let in (else their first message is their hello).
    admitted: bool,
}

async fn host(options: HostOptions, mut commands: UnboundedReceiver<Command>, events: Events) {
    let shown = options.nearby.as_ref().map(|shown| Announcement {
        protocol: PROTOCOL,
        game: shown.game.clone(),
        host: shown.host.clone(),
        secret: options.secret,
    });
    let key = options.key.secret_key();
    let endpoint = match bind(&options.reach, key, options.ports, shown.as_ref()).await {
        Ok(endpoint) => endpoint,
        Err(why) => {
            let _ = events.send(Event::Failed(why));
            return;
        }
    };
    let invitation = Invitation {
        protocol: PROTOCOL,
        host: *endpoint.id().as_bytes(),
        addresses: endpoint.addr().ip_addrs().copied().collect(),
        secret: options.secret,
        relay: match &options.reach.relay {
            Relay::Own(url) => Some(url.clone()),
            Relay::Default | Relay::None => None,
        },
    };
    let _ = events.send(Event::Hosting(invitation));
    let (heard_from, mut heard) = unbounded_channel();
    let writers = Writers::new();
    let mut visitors: HashMap<Friend, Visitor> = HashMap::new();
    let mut next = 1;
    loop {
        tokio::select! {
            incoming = endpoint.accept() => {
                let Some(incoming) = incoming else { break };
                tokio::spawn(greet(incoming, Friend(next), heard_from.clone(), writers.token()));
                next += 1;
            }
            command = commands.recv() => match command {
                None => break,
                Some(Command::Send(friend, message)) => {
                    let to = visitors.get(&friend).filter(|visitor| visitor.admitted);
                    if let Some(writer) = to.and_then(|visitor| visitor.writer.as_ref()) {
                        let _ = writer.send(encode(&message));
                    }
                }
                Some(Command::Drop(friend)) => {
                    if let Some(visitor) = visitors.get_mut(&friend) {
                        visitor.writer = None;
                    }
                }
            },
            Some(heard) = heard.recv() => {
                let seated = visitors.values().filter(|visitor| visitor.admitted).count();
                let free = options.seats.saturating_sub(seated);
                match heard {
                    Heard::Opened(friend, writer) => {
                        let visitor = Visitor { writer: Some(writer), admitted: false };
                        visitors.insert(friend, visitor);
                    }
                    Heard::Message(friend, message) => {
                        let Some(visitor) = visitors.get_mut(&friend) else { continue };
                        if visitor.admitted {
                            let _ = events.send(Event::Message { friend, message });
                            continue;
                        }
                        let Some(writer) = visitor.writer.take() else { continue };
                        match admit(&message, &options.secret, free) {
                            Ok(name) => {
                                visitor.writer = Some(writer);
                                visitor.admitted = true;
                                let _ = events.send(Event::Joined { friend, name });
                            }
                            Err(refusal) => {
                                // Told why, then the connection closes.
                                let _ = writer.send(encode(&refusal.message(&options.program)));
                                let _ = events.send(Event::TurnedAway(refusal));
                            }
                        }
                    }
                    Heard::Misbehaved(friend, misdeed) => {
                        let _ = events.send(Event::Misbehaved { friend, misdeed });
                    }
                    Heard::Gone(friend) => {
                        let was_seated = visitors.remove(&friend).is_some_and(|visitor| visitor.admitted);
                        if was_seated {
                            let _ = events.send(Event::Lost(friend));
                        }
                    }
                }
            }
        }
    }
    // What was sent last (a move, a resignation) is delivered first.
    drop(visitors);
    writers.finished().await;
    endpoint.close().await;
}

/// Accepts a connection and waits for its stream; one that opens none in
/// time is closed.
async fn greet(incoming: Incoming, friend: Friend, heard: UnboundedSender<Heard>, at_work: AtWork) {
    let Ok(accepting) = incoming.accept() else {
        return;
    };
    let Ok(connection) = accepting.await else {
        return;
    };
    match tokio::time::timeout(GREETING, connection.accept_bi()).await {
        Ok(Ok(stream)) => carry(connection, stream, friend, heard, at_work),
        _ => connection.close(2u32.into(), b"no greeting"),
    }
}
