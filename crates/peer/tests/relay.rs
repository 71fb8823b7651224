//! A host and a joiner that meet only through a relay of the host's own:
//! iroh's relay server, run here on loopback over plain HTTP (every socket
//! on loopback). The invitation's direct addresses are struck out, so the
//! joiner can reach its host through the relay alone: the one both name,
//! or the one the invitation carries when the joiner names another (a
//! relay of its own that nothing answers at).

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

/// The reach of a program that uses `relay`, every socket on loopback.
fn through(relay: &str) -> Reach {
    Reach {
        relay: relay.parse::<Relay>().expect("a relay"),
        loopback: true,
        publish: false,
        local_network: false,
    }
}

/// The host with a relay of its own at `relay`, and a joiner who names
/// `joiners`, meet through the host's alone and talk.
fn met_through(relay: &str, joiners: &str) {
    let host = Link::host(HostOptions {
        reach: through(relay),
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
    assert_eq!(invitation.relay.as_deref(), Some(relay), "it rides along");
    invitation.addresses.clear();
    let joiner = Link::join(JoinOptions {
        reach: through(joiners),
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
}

#[test]
fn a_joiner_reaches_its_host_through_the_hosts_own_relay_alone() {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let server = runtime
        .block_on(async {
            let mut config = ServerConfig::default();
            config.relay = Some(RelayConfig::new((Ipv4Addr::LOCALHOST, 0)));
            Server::spawn(config).await
        })
        .expect("the relay starts");
    let relay = format!("http://{}", server.http_addr().expect("it serves HTTP"));
    // Both name it; then the joiner names another, where nothing answers.
    met_through(&relay, &relay);
    met_through(&relay, "http://127.0.0.1:9");
    drop(server);
}
