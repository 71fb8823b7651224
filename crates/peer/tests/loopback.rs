//! With `TABLETOP_NETWORK=local`, every socket a host and its joiner open
//! is bound to loopback and talks to loopback alone, whatever relay the
//! player chose: read from the kernel's own tables of this process's
//! sockets while a game's connection is open. (A test binary of its own,
//! so that the sockets are these alone.)

#![cfg(target_os = "linux")]

use std::collections::HashSet;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use tabletop_net::PeerMessage;
use tabletop_peer::{Event, Friend};

mod pair;

use pair::WAIT;

#[test]
fn with_the_network_local_every_socket_stays_on_loopback() {
    // The player chose the engine's public relays; the switch overrides it.
    let (host, ben, friend) = pair::connected();
    host.send(ben, PeerMessage::Ping);
    assert!(matches!(friend.wait(WAIT), Some(Event::Message { .. })));
    friend.send(Friend::HOST, PeerMessage::Ping);
    assert!(matches!(host.wait(WAIT), Some(Event::Message { .. })));

    let sockets = internet_sockets();
    assert!(
        sockets.len() >= 2,
        "the two endpoints' sockets: {sockets:?}"
    );
    for (local, remote) in &sockets {
        assert!(local.ip().is_loopback(), "bound beyond loopback: {local}");
        assert!(
            remote.ip().is_unspecified() || remote.ip().is_loopback(),
            "talking beyond loopback: {remote}"
        );
    }
}

/// This process's TCP and UDP sockets, over IPv4 and IPv6: where each is
/// bound and whom it is connected to (unspecified when nobody).
fn internet_sockets() -> Vec<(SocketAddr, SocketAddr)> {
    let ours: HashSet<String> = std::fs::read_dir("/proc/self/fd")
        .expect("this process's files")
        .filter_map(|entry| std::fs::read_link(entry.ok()?.path()).ok())
        .filter_map(|target| {
            let target = target.to_string_lossy().into_owned();
            Some(
                target
                    .strip_prefix("socket:[")?
                    .strip_suffix(']')?
                    .to_owned(),
            )
        })
        .collect();
    let mut sockets = Vec::new();
    for table in ["tcp", "udp", "tcp6", "udp6"] {
        let text = std::fs::read_to_string(format!("/proc/self/net/{table}")).expect("a table");
        for line in text.lines().skip(1) {
            let fields: Vec<&str> = line.split_whitespace().collect();
            if fields.len() > 9 && ours.contains(fields[9]) {
                sockets.push((address(fields[1]), address(fields[2])));
            }
        }
    }
    sockets
}

/// An address as the kernel's tables write it: the IP's bytes as 32-bit
/// words read in the machine's byte order, in hex, then `:` and the port.
fn address(text: &str) -> SocketAddr {
    let (ip, port) = text.split_once(':').expect("ip:port");
    let port = u16::from_str_radix(port, 16).expect("a port");
    let words: Vec<u32> = (0..ip.len() / 8)
        .map(|word| {
            let hex = &ip[word * 8..word * 8 + 8];
            u32::from_str_radix(hex, 16).expect("hex")
        })
        .collect();
    let bytes: Vec<u8> = words.iter().flat_map(|word| word.to_ne_bytes()).collect();
    let ip = match bytes.len() {
        4 => IpAddr::V4(Ipv4Addr::new(bytes[0], bytes[1], bytes[2], bytes[3])),
        16 => IpAddr::V6(Ipv6Addr::from(
            <[u8; 16]>::try_from(bytes.as_slice()).expect("16 bytes"),
        )),
        other => panic!("an address of {other} bytes"),
    };
    SocketAddr::new(ip, port)
}
