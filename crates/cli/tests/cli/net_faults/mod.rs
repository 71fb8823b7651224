//! Games over a bad network: the host and the joiner each in a network
//! namespace of the test's own (a veth pair to this one, no route between
//! the two), every datagram passing through a forwarder of the test's that
//! drops one in ten and holds each back 200 ms; then a cut longer than a
//! connection lasts in silence, and a joiner killed and started again,
//! each game of the three (Deblockle's set up by hand) finished with one
//! record on both sides and clocks charged with thinking alone. Nothing
//! leaves the test's own interfaces. `ip netns` needs root: elsewhere it is
//! run through `sudo -n` (as on CI runners, whose sudo asks no password).

pub(crate) mod network;

use std::io::{BufRead as _, BufReader, Read as _};
use std::net::SocketAddr;
use std::process::{Child, ChildStdout};
use std::time::Instant;

use tabletop_rules::blokus3d::Position;
use tabletop_rules::deblockle::GameRecord;
use tabletop_rules::hive::HiveGame;

use super::{stderr, stdout};
use network::{Forwarder, Namespace, ip};

/// A game the computer plays on both sides of a faulty network.
#[derive(Clone, Copy, Debug)]
enum Played {
    Hive,
    /// Set up by hand: each side places the blocks it rolled.
    Deblockle,
    Blokus3d,
}

impl Played {
    /// What the host is told of the game.
    fn host_args(self) -> &'static [&'static str] {
        match self {
            Played::Hive => &["--game", "hive"],
            Played::Deblockle => &["--game", "deblockle", "--opening", "hand:7"],
            Played::Blokus3d => &["--game", "blokus3d", "--opening", "A-2"],
        }
    }

    /// How many moves the whole game `record` holds, by the rules' own
    /// reading of it; `None` if it is not over.
    fn moves_of_whole(self, record: &str) -> Option<usize> {
        match self {
            Played::Hive => {
                let game = HiveGame::parse(record.trim()).expect("it reads");
                game.outcome().map(|_| game.moves().len())
            }
            Played::Deblockle => {
                let record: GameRecord = ron::from_str(record).expect("it reads");
                let game = record.replay().expect("it replays");
                game.outcome().map(|_| game.moves().len())
            }
            Played::Blokus3d => {
                let position = Position::parse_file(record).expect("it reads");
                position.is_over().then(|| position.history().len())
            }
        }
    }
}

/// How a faulty game ended: the host's output after what was read of it,
/// the joiner's, and how many moves the game had.
struct Ended {
    host: String,
    joined: String,
    moves: usize,
}

/// A host and a joiner in namespaces of their own, the joiner reaching the
/// host only through a forwarder, playing with the computer.
struct Faulty {
    played: Played,
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
    /// Everything set up for a test named by `tag` (a–e), the host waiting
    /// to play `played` on `clock`.
    fn new(tag: u8, played: Played, clock: &str) -> Faulty {
        let id = std::process::id();
        let subnet = 64 + (id % 32) as u8 * 5 + (tag - b'a');
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
        let more = [played.host_args(), &more[..]].concat();
        let (host, out, mut invitation) = host_side.computer_host("Ana", &more);
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
            played,
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
        let read = self.out.read_line(&mut line).expect("the host's output");
        assert!(read > 0, "the host ended before the faults were over");
        line
    }

    /// Reads the host's output until a line says `what`.
    fn until_host_says(&mut self, what: &str) {
        while !self.host_says().contains(what) {}
    }

    /// The joiner's link down until the host finds its friend away, then
    /// up again.
    fn cut(&mut self) {
        let link = format!("{}o", self.joiner_side.name);
        ip(&["link", "set", &link, "down"]);
        self.until_host_says("is away");
        ip(&["link", "set", &link, "up"]);
    }

    /// The joiner `first` killed, and once the host finds it away, started
    /// again and back at its seat: how the game then ended.
    fn started_again(mut self, mut first: Child) -> Ended {
        first.kill().expect("killed");
        first.wait().expect("it ended");
        self.until_host_says("is away");
        let again = self.joiner("again");
        let played = self.played;
        let ended = self.ended(again, "again");
        assert!(
            ended.host.contains("Ben is back at seat 1"),
            "{played:?}: {}",
            ended.host
        );
        ended
    }

    /// Both sides ended well with the same record of a whole game (the
    /// joiner's written as `name`).
    fn ended(mut self, joiner: Child, name: &str) -> Ended {
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
        let moves = self.played.moves_of_whole(&record);
        let moves = moves.unwrap_or_else(|| panic!("a whole game of {:?}: {record}", self.played));
        std::fs::remove_dir_all(&self.folder).expect("cleaned");
        Ended {
            host: rest,
            joined: stdout(&joined),
            moves,
        }
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

/// Whether `ended`'s clocks are alike on both sides and were charged with
/// thinking alone: under 100 ms a move, though every move took 200 ms and
/// more to arrive.
fn charged_with_thinking_alone(ended: &Ended) {
    assert_eq!(clocks(&ended.host), clocks(&ended.joined));
    let started = clocks(&ended.host).len() as f64 * 600.0;
    let spent = started - clocks(&ended.host).iter().sum::<f64>();
    assert!(
        spent < 0.1 * ended.moves as f64,
        "{spent:.3} s on the clocks for {} moves",
        ended.moves
    );
}

#[test]
fn a_game_through_loss_and_delay_ends_with_one_record_and_clocks_of_thinking_alone() {
    let faulty = Faulty::new(b'a', Played::Hive, "10+0");
    let began = Instant::now();
    let joiner = faulty.joiner("join");
    let counts = faulty.forwarder.counts.clone();
    let ended = faulty.ended(joiner, "join");
    let took = began.elapsed().as_secs_f64();
    let (carried, dropped) = *counts.lock().expect("counts");
    assert!(
        carried > 100 && dropped > carried / 20,
        "the game went through the forwarder, losing some: {carried} carried, {dropped} dropped"
    );
    charged_with_thinking_alone(&ended);
    assert!(
        took > 0.2 * ended.moves as f64,
        "{} moves in {took:.1} s",
        ended.moves
    );
}

#[test]
fn a_cut_pauses_the_game_and_both_sides_carry_on_after_it() {
    let mut faulty = Faulty::new(b'b', Played::Hive, "10+0");
    let joiner = faulty.joiner("join");
    // A few moves in, the joiner's link goes down for longer than a
    // connection lasts in silence.
    while faulty.host_says().starts_with("Ben joined") {}
    for _ in 0..4 {
        faulty.host_says();
    }
    faulty.cut();
    let ended = faulty.ended(joiner, "join");
    let said = ended.host + &ended.joined;
    assert!(said.contains("Ben is back at seat 1"), "{said}");
    assert!(
        said.contains("the connection to the host is lost: reconnecting"),
        "{said}"
    );
    assert!(said.contains("back at the table"), "{said}");
}

#[test]
fn a_joiner_killed_and_started_again_catches_up_and_finishes() {
    let mut faulty = Faulty::new(b'c', Played::Hive, "10+0");
    let first = faulty.joiner("first");
    while faulty.host_says().starts_with("Ben joined") {}
    for _ in 0..4 {
        faulty.host_says();
    }
    // The joiner that comes back hears every move and charges each its
    // own thinking, as the host did.
    charged_with_thinking_alone(&faulty.started_again(first));
}

/// Each side's first move made (after Deblockle's placements by hand), a
/// cut; a line more after it, the joiner killed and started again.
fn finishes_through_a_cut_and_a_restart(tag: u8, played: Played) {
    let mut faulty = Faulty::new(tag, played, "10+0");
    let first = faulty.joiner("first");
    let mut moves = 0;
    while moves < 2 {
        moves += usize::from(!faulty.host_says().trim().contains(' '));
    }
    faulty.cut();
    faulty.until_host_says("Ben is back at seat 1");
    faulty.host_says();
    charged_with_thinking_alone(&faulty.started_again(first));
}

#[test]
fn deblockle_finishes_through_loss_delay_a_cut_and_a_restart() {
    finishes_through_a_cut_and_a_restart(b'd', Played::Deblockle);
}

#[test]
fn blokus_3d_finishes_through_loss_delay_a_cut_and_a_restart() {
    finishes_through_a_cut_and_a_restart(b'e', Played::Blokus3d);
}
