//! Joining a friend's table: dialling the invitation's key (at its direct
//! addresses, and wherever the engine finds it), then a hello with the
//! invitation's secret; the host's answer comes as any message does.

use std::time::Duration;

use iroh::{EndpointAddr, PublicKey, RelayUrl, SecretKey, TransportAddr};
use tabletop_net::{Invitation, PROTOCOL, PeerMessage, Reach, Relay, encode};
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use crate::connection::{Heard, Writers, carry};
use crate::endpoint::bind;
use crate::{ALPN, Command, Event, Events, Friend, Link, LinkError, Wake};

/// What a joiner needs to reach a table.
#[derive(Clone, Debug)]
pub struct JoinOptions {
    /// How far it reaches out.
    pub reach: Reach,
    /// The host's invitation.
    pub invitation: Invitation,
    /// This program and its version, named to a host of another version.
    pub program: String,
    /// The name its player chose.
    pub name: String,
    /// How long it tries to reach the host before it gives up.
    pub patience: Duration,
}

impl Link {
    /// Joins a table: the host's first message is a welcome or a refusal;
    /// a host that cannot be reached is [`Event::Failed`].
    ///
    /// # Errors
    /// The network's thread could not be started.
    pub fn join(options: JoinOptions) -> Result<Link, LinkError> {
        Link::join_waking(options, None)
    }

    /// [`Link::join`], calling `wake` after each event (an app that
    /// sleeps between frames wakes for it).
    ///
    /// # Errors
    /// The network's thread could not be started.
    pub fn join_waking(options: JoinOptions, wake: Option<Wake>) -> Result<Link, LinkError> {
        Link::start("tabletop join", wake, move |commands, events| {
            Box::pin(join(options, commands, events))
        })
    }
}

async fn join(options: JoinOptions, mut commands: UnboundedReceiver<Command>, events: Events) {
    let endpoint = match bind(&options.reach, SecretKey::generate(), [0, 0], None).await {
        Ok(endpoint) => endpoint,
        Err(why) => {
            let _ = events.send(Event::Failed(why));
            return;
        }
    };
    let invitation = &options.invitation;
    let Some(address) = host_address(invitation, &options.reach) else {
        let _ = events.send(Event::Failed("the invitation names no host".into()));
        return;
    };
    let connection =
        match tokio::time::timeout(options.patience, endpoint.connect(address, ALPN)).await {
            Ok(Ok(connection)) => connection,
            Ok(Err(error)) => {
                let _ = events.send(Event::Failed(error.to_string()));
                return;
            }
            Err(_) => {
                let _ = events.send(Event::Failed("the host did not answer".into()));
                return;
            }
        };
    let stream = match connection.open_bi().await {
        Ok(stream) => stream,
        Err(error) => {
            let _ = events.send(Event::Failed(error.to_string()));
            return;
        }
    };
    let (heard_from, mut heard) = unbounded_channel();
    let writers = Writers::new();
    carry(
        connection,
        stream,
        Friend::HOST,
        heard_from,
        writers.token(),
    );
    let mut writer: Option<UnboundedSender<Vec<u8>>> = None;
    let hello = PeerMessage::Hello {
        protocol: PROTOCOL,
        program: options.program.clone(),
        name: options.name.clone(),
        secret: invitation.secret.text(),
    };
    loop {
        tokio::select! {
            command = commands.recv() => match command {
                Some(Command::Send(_, message)) => {
                    if let Some(writer) = &writer {
                        let _ = writer.send(encode(&message));
                    }
                }
                None | Some(Command::Drop(_)) => break,
            },
            Some(heard) = heard.recv() => match heard {
                Heard::Opened(_, frames) => {
                    let _ = frames.send(encode(&hello));
                    writer = Some(frames);
                }
                Heard::Message(friend, message) => {
                    let _ = events.send(Event::Message { friend, message });
                }
                Heard::Misbehaved(friend, misdeed) => {
                    let _ = events.send(Event::Misbehaved { friend, misdeed });
                }
                Heard::Gone(friend) => {
                    let _ = events.send(Event::Lost(friend));
                    break;
                }
            },
        }
    }
    // Whatever was sent last (a resignation, a last move) is delivered
    // before the endpoint closes.
    drop(writer);
    writers.finished().await;
    endpoint.close().await;
}

/// Where the host `invitation` names is sought: its direct addresses, the
/// relay of the host's own that the invitation carries, and a relay of the
/// joiner's own that `reach` names (there being no public lookup to say
/// where the host is with either). `None` if it names no host.
fn host_address(invitation: &Invitation, reach: &Reach) -> Option<EndpointAddr> {
    let host = PublicKey::from_bytes(&invitation.host).ok()?;
    let addresses = invitation.addresses.iter().copied().map(TransportAddr::Ip);
    let own = match &reach.relay {
        Relay::Own(url) => Some(url.as_str()),
        Relay::Default | Relay::None => None,
    };
    let relays = [invitation.relay.as_deref(), own]
        .into_iter()
        .flatten()
        .filter_map(|url| url.parse::<RelayUrl>().ok())
        .map(TransportAddr::Relay);
    Some(EndpointAddr::new(host).with_addrs(addresses.chain(relays)))
}

#[cfg(test)]
mod tests {
    use tabletop_net::Secret;

    use super::*;

    #[test]
    fn a_host_is_sought_at_its_addresses_and_through_the_relays_named() {
        let mut invitation = Invitation {
            protocol: PROTOCOL,
            host: *SecretKey::generate().public().as_bytes(),
            addresses: vec!["192.0.2.7:4000".parse().expect("an address")],
            secret: Secret([3; 16]),
            relay: None,
        };
        let reach = |relay| Reach::chosen(relay, None);
        let own = reach("https://relay.example.org".parse().expect("a relay"));
        let relays = |address: &EndpointAddr| -> Vec<String> {
            address.relay_urls().map(ToString::to_string).collect()
        };
        let address = host_address(&invitation, &own).expect("a host");
        assert_eq!(relays(&address), ["https://relay.example.org/"]);
        assert_eq!(address.ip_addrs().count(), 1);
        for other in [Relay::None, Relay::Default] {
            let address = host_address(&invitation, &reach(other)).expect("a host");
            assert_eq!(address.relay_urls().count(), 0, "no relay named");
        }
        // The host's own relay, from the invitation, whatever the joiner's.
        invitation.relay = Some("https://hosts.example.net".into());
        let address = host_address(&invitation, &reach(Relay::Default)).expect("a host");
        assert_eq!(relays(&address), ["https://hosts.example.net/"]);
        let address = host_address(&invitation, &own).expect("a host");
        assert_eq!(relays(&address).len(), 2, "{:?}", relays(&address));
    }
}
