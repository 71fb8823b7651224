//! Hosts and joiners on loopback (the reach `TABLETOP_NETWORK=local`
//! gives: no relay, nothing published, sockets bound to loopback), the
//! invited let in and everyone else turned away, and a peer that breaks
//! the wire's rules cut off. Nothing here reaches beyond the machine.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use iroh::endpoint::{Builder, presets};
use iroh::{EndpointAddr, PublicKey, TransportAddr};
use tabletop_net::{Invitation, PROTOCOL, PeerMessage, Refusal, Secret, WireError};
use tabletop_peer::{ALPN, Event, Friend, HostKey, HostOptions, JoinOptions, Link, Misdeed, Wake};

mod pair;

use pair::{WAIT, connected, host, join, local};

/// The next event on `link`, failing the test if none comes.
fn next(link: &Link) -> Event {
    link.wait(WAIT).expect("an event in time")
}

#[test]
fn the_invited_friend_plays_and_nobody_else_gets_in() {
    let (host, invitation) = host(1);
    assert!(
        invitation
            .addresses
            .iter()
            .all(|address| address.ip().is_loopback()),
        "{:?}",
        invitation.addresses
    );
    // The invitation goes as text, by any messenger.
    let invitation = Invitation::read(&invitation.text()).expect("it reads back");
    let friend = join(&invitation, "  Ben\u{1b}[2J ");
    let Event::Joined { friend: ben, name } = next(&host) else {
        panic!("Ben is not let in")
    };
    assert_eq!(name, "Ben [2J", "the name is cleaned of control characters");

    host.send(
        ben,
        PeerMessage::Welcome {
            protocol: PROTOCOL,
            program: "tabletop 0.1.0".into(),
            name: "Ana".into(),
            game: "hive".into(),
        },
    );
    assert!(matches!(
        next(&friend),
        Event::Message {
            friend: Friend::HOST,
            message: PeerMessage::Welcome { .. }
        }
    ));
    let a_move = PeerMessage::Move {
        ply: 0,
        notation: "wS1".into(),
        thinking_ms: 1234,
    };
    friend.send(Friend::HOST, a_move.clone());
    assert_eq!(
        next(&host),
        Event::Message {
            friend: ben,
            message: a_move
        }
    );

    // Without the secret: turned away, and both sides are told why.
    let mut stolen = invitation.clone();
    stolen.secret = Secret([1; 16]);
    let stranger = join(&stolen, "Eve");
    assert_eq!(next(&host), Event::TurnedAway(Refusal::WrongSecret));
    assert_eq!(
        next(&stranger),
        Event::Message {
            friend: Friend::HOST,
            message: Refusal::WrongSecret.message("tabletop 0.1.0")
        }
    );
    assert_eq!(next(&stranger), Event::Lost(Friend::HOST));

    // With it, but the one seat is taken.
    let late = join(&invitation, "Cy");
    assert_eq!(next(&host), Event::TurnedAway(Refusal::TableFull));
    assert!(matches!(
        next(&late),
        Event::Message {
            message: PeerMessage::Refused { .. },
            ..
        }
    ));

    // Ben leaves: the host is told.
    drop(friend);
    assert_eq!(next(&host), Event::Lost(ben));
}

#[test]
fn a_host_that_cannot_be_reached_is_said() {
    let (host, invitation) = host(1);
    drop(host);
    let mut gone = invitation;
    // Nobody listens at the host's old port any more.
    gone.host = *iroh::SecretKey::generate().public().as_bytes();
    let friend = Link::join(JoinOptions {
        reach: local(),
        invitation: gone,
        program: "tabletop 0.1.0".into(),
        name: "Ben".into(),
        patience: Duration::from_secs(1),
    })
    .expect("the joiner starts");
    match friend.wait(WAIT) {
        Some(Event::Failed(why)) => assert!(!why.is_empty()),
        other => panic!("not said: {other:?}"),
    }
}

/// A program of the test's own that connects as a joiner does, says
/// `hello` and then writes `bytes`: what the host answered.
fn send_raw(invitation: &Invitation, hello: PeerMessage, bytes: Vec<u8>) -> Vec<PeerMessage> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let invitation = invitation.clone();
    runtime.block_on(async move {
        let endpoint = Builder::new(presets::Minimal)
            .clear_ip_transports()
            .bind_addr("127.0.0.1:0")
            .expect("an address")
            .bind()
            .await
            .expect("bound");
        let host = PublicKey::from_bytes(&invitation.host).expect("a key");
        let address = EndpointAddr::new(host)
            .with_addrs(invitation.addresses.iter().copied().map(TransportAddr::Ip));
        let connection = endpoint.connect(address, ALPN).await.expect("connected");
        let (mut send, mut receive) = connection.open_bi().await.expect("a stream");
        send.write_all(&tabletop_net::encode(&hello))
            .await
            .expect("hello");
        // The host may close before all of it is written.
        let _ = send.write_all(&bytes).await;
        let _ = send.finish();
        let answer = receive.read_to_end(1 << 20).await.unwrap_or_default();
        endpoint.close().await;
        let mut reader = tabletop_net::FrameReader::new();
        reader.push(&answer);
        std::iter::from_fn(|| reader.next_message()?.ok()).collect()
    })
}

/// A good hello with `invitation`'s secret, in `protocol`.
fn hello(invitation: &Invitation, protocol: u32) -> PeerMessage {
    PeerMessage::Hello {
        protocol,
        program: "raw 9.9".into(),
        name: "Raw".into(),
        secret: invitation.secret.text(),
    }
}

#[test]
fn a_joiner_of_another_version_connects_and_hears_both_versions() {
    let (host, invitation) = host(1);
    let answer = send_raw(&invitation, hello(&invitation, PROTOCOL + 1), Vec::new());
    assert_eq!(
        answer,
        [PeerMessage::Refused {
            reason: "net-refused-other-version".into(),
            protocol: PROTOCOL,
            program: "tabletop 0.1.0".into(),
        }]
    );
    assert_eq!(
        next(&host),
        Event::TurnedAway(Refusal::OtherProtocol {
            theirs: PROTOCOL + 1,
            their_program: "raw 9.9".into()
        })
    );
}

#[test]
fn bytes_that_are_not_a_message_cut_the_peer_off() {
    let (host, invitation) = host(4);
    let ten_megabytes = {
        let mut frame = (10u32 << 20).to_be_bytes().to_vec();
        frame.extend(std::iter::repeat_n(b'x', 10 << 20));
        frame
    };
    let garbage = {
        let mut frame = 5u32.to_be_bytes().to_vec();
        frame.extend_from_slice(&[0xff, 0x00, 0x13, 0x37, 0x80]);
        frame
    };
    for (bytes, refused) in [
        (ten_megabytes, WireError::TooLong(10 << 20)),
        (garbage, WireError::NotText),
    ] {
        let sender = std::thread::spawn({
            let invitation = invitation.clone();
            move || send_raw(&invitation, hello(&invitation, PROTOCOL), bytes)
        });
        let Event::Joined { friend, .. } = next(&host) else {
            panic!("the hello is let in")
        };
        assert_eq!(
            next(&host),
            Event::Misbehaved {
                friend,
                misdeed: Misdeed::Wire(refused)
            }
        );
        assert_eq!(next(&host), Event::Lost(friend));
        sender.join().expect("the raw sender ends");
    }
}

#[test]
fn a_flood_is_dropped_past_the_peer_rate() {
    let (host, ben, friend) = connected();
    let flood = 10_000;
    for number in 0..flood {
        friend.send(Friend::HOST, PeerMessage::Chat(number.to_string()));
    }
    friend.send(Friend::HOST, PeerMessage::Resign { seat: 1 });
    let (mut read, mut said) = (0, false);
    // The resignation is the game's: it waits its turn but is never lost.
    loop {
        match next(&host) {
            Event::Message {
                message: PeerMessage::Resign { seat: 1 },
                ..
            } => break,
            Event::Message { friend, .. } if friend == ben => read += 1,
            Event::Misbehaved {
                misdeed: Misdeed::Flood,
                ..
            } => said = true,
            other => panic!("{other:?}"),
        }
    }
    assert!(said, "the flood is said");
    // The burst less the hello, and what the rate refills meanwhile.
    assert!(
        (39..flood / 10).contains(&read),
        "{read} messages read of {flood}"
    );
}

#[test]
fn moves_faster_than_the_rate_are_slowed_never_lost() {
    let (host, ben, friend) = connected();
    // Two programs playing at once send moves faster than people do.
    let moves = 100;
    for ply in 0..moves {
        let a_move = PeerMessage::Move {
            ply,
            notation: format!("m{ply}"),
            thinking_ms: 0,
        };
        friend.send(Friend::HOST, a_move);
    }
    for expected in 0..moves {
        match next(&host) {
            Event::Message {
                friend,
                message: PeerMessage::Move { ply, .. },
            } if friend == ben => assert_eq!(ply, expected),
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn a_game_asleep_between_frames_is_woken_for_each_event() {
    let woken = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&woken);
    let wake: Wake = Arc::new(move || {
        counter.fetch_add(1, Ordering::SeqCst);
    });
    // Queued first, then woken: the wake may trail the event by a moment.
    let woken_for = |events: usize| {
        let deadline = Instant::now() + WAIT;
        while woken.load(Ordering::SeqCst) < events {
            assert!(Instant::now() < deadline, "not woken for event {events}");
            std::thread::yield_now();
        }
    };
    let options = HostOptions {
        reach: local(),
        key: HostKey::fresh(),
        secret: Secret([3; 16]),
        seats: 1,
        ports: [0, 0],
        program: "tabletop 0.1.0".into(),
        nearby: None,
    };
    let table = Link::host_waking(options, Some(wake)).expect("the host starts");
    let Event::Hosting(invitation) = next(&table) else {
        panic!("no invitation");
    };
    woken_for(1);
    let _ben = join(&invitation, "Ben");
    assert!(matches!(next(&table), Event::Joined { .. }));
    woken_for(2);
    assert_eq!(woken.load(Ordering::SeqCst), 2, "once an event");
}
