//! A host and its one friend connected on loopback, for the tests and the
//! bench: what each needs before its own part begins.

// Each test binary and the bench use a part of it.
#![allow(dead_code)]

use std::time::Duration;

use tabletop_net::{Invitation, Reach, Relay, Secret};
use tabletop_peer::{Event, Friend, HostKey, HostOptions, JoinOptions, Link, PATIENCE};

/// Long enough for anything on loopback; a wait this long fails.
pub const WAIT: Duration = Duration::from_secs(20);

/// Everything on loopback, whatever relay the player chose: what
/// `TABLETOP_NETWORK=local` gives.
pub fn local() -> Reach {
    Reach::chosen(Relay::Default, Some("local"))
}

/// A host seating `seats` friends, and its invitation.
pub fn host(seats: usize) -> (Link, Invitation) {
    let link = Link::host(HostOptions {
        reach: local(),
        key: HostKey::fresh(),
        secret: Secret([9; 16]),
        seats,
        ports: [0, 0],
        program: "tabletop 0.1.0".into(),
        nearby: None,
    })
    .expect("the host starts");
    match link.wait(WAIT) {
        Some(Event::Hosting(invitation)) => (link, invitation),
        other => panic!("no invitation: {other:?}"),
    }
}

/// A joiner of `invitation`, as `name`.
pub fn join(invitation: &Invitation, name: &str) -> Link {
    Link::join(JoinOptions {
        reach: local(),
        invitation: invitation.clone(),
        program: "tabletop 0.1.0".into(),
        name: name.into(),
        patience: PATIENCE,
    })
    .expect("the joiner starts")
}

/// A host and Ben, let in: the host's link, Ben as the host knows him,
/// and Ben's link.
pub fn connected() -> (Link, Friend, Link) {
    let (host, invitation) = host(1);
    let friend = join(&invitation, "Ben");
    match host.wait(WAIT) {
        Some(Event::Joined { friend: ben, .. }) => (host, ben, friend),
        other => panic!("Ben is not let in: {other:?}"),
    }
}
