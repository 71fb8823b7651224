//! Games over a bad network: the host and the joiner each in a network
//! namespace of the test's own (a veth pair to this one, no route between
//! the two), every datagram passing through a forwarder of the test's that
//! drops one in ten and holds each back 200 ms; then a cut longer than a
//! connection lasts in silence, and a joiner killed and started again,
//! each game finished with one record on both sides. Nothing leaves the test's
//! own interfaces. `ip netns` needs root: elsewhere it is run through
//! `sudo -n` (as on CI runners, whose sudo asks no password).

pub(crate) mod network;

use std::io::{BufRead as _, BufReader, Read as _};
use std::net::SocketAddr;
use std::process::{Child, ChildStdout};
use std::time::Instant;

use tabletop_rules::hive::HiveGame;

use super::{stderr, stdout};
use network::{Forwarder, Namespace, ip};

/// A host and a joiner in namespaces of their own, the joiner reaching the
/// host only through a forwarder, playing Hive with the computer.
struct Faulty {
    /// Held for as long as the test: dropping it deletes the namespace.
    _host_side: Namespace,
    joiner_side: Namespace,
    forwarder: Forwarder,
    folder: std::path::PathBuf,
    host: Child,
    /// The host's output after its invitation.
    out: BufReader<ChildStdout>,
    /// The invitation as the joiner gets it: the forwarder's address.
    invitation: String,
}

impl Faulty {
    /// Everything set up for a test named by `tag`, the host waiting on
    /// `clock`.
    fn new(tag: u8, clock: &str) -> Faulty {
        let id = std::process::id();
        let subnet = 64 + (id % 64) as u8 + 64 * (tag - b'a');
        let host_side = Namespace::new(&format!("tt{}h{id}", tag as char), [10, subnet, 1]);
        let joiner_side = Namespace::new(&format!("tt{}j{id}", tag as char), [10, subnet, 2]);
        let folder = std::env::temp_dir().join(format!("tabletop-faults-{id}-{}", tag as char));
        std::fs::create_dir_all(&folder).expect("a folder");
        let record = folder.join("host");
        let more = [
            "--clock",
            clock,
            "--record",
            record.to_str().expect("a path"),
        ];
        let (host, out, mut invitation) = host_side.hive_host("Ana", &more);
        let at_host = *invitation
            .addresses
            .iter()
            .find(|address| address.ip() == host_side.inside)
            .unwrap_or_else(|| panic!("the host's address in {:?}", invitation.addresses));
        let port = 40_000 + (id % 20_000) as u16;
        let forwarder_address = SocketAddr::new(joiner_side.outside.into(), port);
        let forwarder = Forwarder::start(forwarder_address, host_side.outside, at_host);
        invitation.addresses = vec![forwarder_address];
        Faulty {
            _host_side: host_side,
            joiner_side,
            forwarder,
            folder,
            host,
            out,
            invitation: invitation.text(),
        }
    }

    /// A joiner playing with the computer, writing its record as `name`.
    fn joiner(&self, name: &str) -> Child {
        self.joiner_side
            .tabletop(&[
                "join",
                &self.invitation,
                "--engine",
                "easy",
                "--seed",
                "3",
                "--name",
                "Ben",
                "--record",
                self.folder.join(name).to_str().expect("a path"),
            ])
            .spawn()
            .expect("the joiner runs")
    }

    /// The host's next line of output.
    fn host_says(&mut self) -> String {
        let mut line = String::new();
        self.out.read_line(&mut line).expect("the host's output");
        line
    }

    /// Both sides ended well with the same record of a whole game (the
    /// joiner's written as `name`): the host's output after what was read
    /// of it, and the joiner's.
    fn ended(mut self, joiner: Child, name: &str) -> (String, String) {
        let joined = joiner.wait_with_output().expect("the joiner ends");
        let mut rest = String::new();
        self.out
            .read_to_string(&mut rest)
            .expect("the host's output");
        let hosted = self.host.wait_with_output().expect("the host ends");
        assert!(joined.status.success(), "{}", stderr(&joined));
        assert!(hosted.status.success(), "{}", stderr(&hosted));
        let record = std::fs::read_to_string(self.folder.join("host")).expect("the host's record");
        assert_eq!(
            std::fs::read_to_string(self.folder.join(name)).expect("the joiner's record"),
            record
        );
        let game = HiveGame::parse(record.trim()).expect("it reads");
        assert!(game.outcome().is_some(), "{record}");
        std::fs::remove_dir_all(&self.folder).expect("cleaned");
        (rest, stdout(&joined))
    }
}

/// The clocks a side printed at the end: each player's time left.
fn clocks(said: &str) -> Vec<f64> {
    let line = said
        .lines()
        .find_map(|line| line.strip_prefix("clocks: "))
        .unwrap_or_else(|| panic!("no clocks in {said}"));
    line.split(' ')
        .map(|left| left.parse().expect("seconds"))
        .collect()
}

#[test]
fn a_game_through_loss_and_delay_ends_with_one_record_and_clocks_of_thinking_alone() {
    let faulty = Faulty::new(b'a', "5+0");
    let began = Instant::now();
    let joiner = faulty.joiner("join");
    let counts = faulty.forwarder.counts.clone();
    let (host, joined) = faulty.ended(joiner, "join");
    let took = began.elapsed().as_secs_f64();
    let (carried, dropped) = *counts.lock().expect("counts");
    assert!(
        carried > 100 && dropped > carried / 20,
        "the game went through the forwarder, losing some: {carried} carried, {dropped} dropped"
    );
    // Both sides ran both clocks alike, each charged its player's own
    // thinking: under 100 ms a move, though every move took 200 ms and
    // more to arrive.
    assert_eq!(clocks(&host), clocks(&joined));
    let moves = joined
        .lines()
        .filter(|line| line.contains(' ') && !line.contains(':'))
        .count();
    let spent: f64 = clocks(&host).iter().map(|left| 300.0 - left).sum();
    assert!(
        spent < 0.1 * moves as f64 && took > 0.2 * moves as f64,
        "{spent:.3} s on the clocks for {moves} moves in {took:.1} s"
    );
}

#[test]
fn a_cut_pauses_the_game_and_both_sides_carry_on_after_it() {
    let mut faulty = Faulty::new(b'b', "10+0");
    let joiner = faulty.joiner("join");
    // A few moves in, the joiner's link goes down for longer than a
    // connection lasts in silence.
    while faulty.host_says().starts_with("Ben joined") {}
    for _ in 0..4 {
        faulty.host_says();
    }
    let link = format!("{}o", faulty.joiner_side.name);
    ip(&["link", "set", &link, "down"]);
    let mut away = String::new();
    while !away.contains("is away") {
        away = faulty.host_says();
    }
    ip(&["link", "set", &link, "up"]);
    let (host, joined) = faulty.ended(joiner, "join");
    let said = host + &joined;
    assert!(said.contains("Ben is back at seat 1"), "{said}");
    assert!(
        said.contains("the connection to the host is lost: reconnecting"),
        "{said}"
    );
    assert!(said.contains("back at the table"), "{said}");
}

#[test]
fn a_joiner_killed_and_started_again_catches_up_and_finishes() {
    let mut faulty = Faulty::new(b'c', "10+0");
    let mut first = faulty.joiner("first");
    while faulty.host_says().starts_with("Ben joined") {}
    for _ in 0..4 {
        faulty.host_says();
    }
    first.kill().expect("killed");
    first.wait().expect("it ended");
    let mut away = String::new();
    while !away.contains("is away") {
        away = faulty.host_says();
    }
    let again = faulty.joiner("again");
    let (host, joined) = faulty.ended(again, "again");
    assert!(host.contains("Ben is back at seat 1"), "{host}");
    // The joiner that came back heard every move and charged each its own
    // thinking, as the host did.
    assert_eq!(clocks(&host), clocks(&joined));
}
