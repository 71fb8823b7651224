//! A host and a joiner that meet only through a relay of their own: iroh's
//! relay server, run here on loopback over plain HTTP (every socket on
//! loopback). The invitation's direct addresses are struck out, so the
//! joiner can reach its host through the relay alone, the one both name.

use std::net::Ipv4Addr;
use std::time::{Duration, Instant};

use iroh_relay::server::{RelayConfig, Server, ServerConfig};
use tabletop_net::{PeerMessage, Reach, Relay, Secret};
use tabletop_peer::{Event, Friend, HostKey, HostOptions, JoinOptions, Link};

/// The longest the test waits for the network.
const WAIT: Duration = Duration::from_secs(60);

/// The next event of `link`, failing the test after [`WAIT`].
fn next_event(link: &Link) -> Event {
    let deadline = Instant::now() + WAIT;
    loop {
        assert!(Instant::now() < deadline, "nothing came");
        if let Some(event) = link.wait(Duration::from_millis(50)) {
            return event;
        }
    }
}

#[test]
fn a_joiner_reaches_its_host_through_their_own_relay_alone() {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let server = runtime
        .block_on(async {
            let mut config = ServerConfig::default();
            config.relay = Some(RelayConfig::new((Ipv4Addr::LOCALHOST, 0)));
            Server::spawn(config).await
        })
        .expect("the relay starts");
    let address = server.http_addr().expect("it serves HTTP");
    let relay: Relay = format!("http://{address}").parse().expect("a relay");
    let reach = Reach {
        relay,
        loopback: true,
        publish: false,
        local_network: false,
    };
    let host = Link::host(HostOptions {
        reach: reach.clone(),
        key: HostKey::fresh(),
        secret: Secret([9; 16]),
        seats: 1,
        ports: [0, 0],
        program: "tabletop 0.1.0".into(),
        nearby: None,
    })
    .expect("the host starts");
    let Event::Hosting(mut invitation) = next_event(&host) else {
        panic!("no invitation");
    };
    invitation.addresses.clear();
    let joiner = Link::join(JoinOptions {
        reach,
        invitation,
        program: "tabletop 0.1.0".into(),
        name: "Ben".into(),
        patience: WAIT,
    })
    .expect("the joiner starts");
    let Event::Joined { friend, name } = next_event(&host) else {
        panic!("nobody joined");
    };
    assert_eq!(name, "Ben");
    host.send(friend, PeerMessage::Chat("through the relay".into()));
    let heard = next_event(&joiner);
    assert_eq!(
        heard,
        Event::Message {
            friend: Friend::HOST,
            message: PeerMessage::Chat("through the relay".into()),
        }
    );
    drop(server);
}
