//! Tables on the local network: a host in one namespace of the test's own
//! shows its table, a friend in another on the same link (a local network
//! of two computers, linked to nothing else) lists it with `net list` and
//! joins with the invitation listed, no text passed between them; with
//! `TABLETOP_NETWORK=local` nothing is listed. The discovery's multicast
//! never leaves the two namespaces.

use std::io::{BufRead as _, BufReader};
use std::time::{Duration, Instant};

use tabletop_net::Invitation;
use tabletop_rules::hive::HiveGame;

use crate::net_faults::network::Namespace;
use crate::{stderr, stdout};

/// How long the friend keeps looking before the test gives up.
const LOOKING: Duration = Duration::from_secs(30);

#[test]
fn a_friend_on_the_same_network_finds_the_table_and_joins_it_without_the_invitation() {
    let id = std::process::id();
    let subnet = [10, 200 + (id % 50) as u8, 9];
    let [home, friend] = Namespace::lan([&format!("ttnh{id}"), &format!("ttnf{id}")], subnet);
    let folder = std::env::temp_dir().join(format!("tabletop-nearby-{id}"));
    std::fs::create_dir_all(&folder).expect("a folder");
    let record_to = |side: &str| folder.join(side).to_string_lossy().into_owned();
    let record = record_to("host");
    // Its output is held open (read or not) until the game is over.
    let (host, _output, sent) =
        home.computer_host("Ana Maria", &["--game", "hive", "--record", &record]);

    let began = Instant::now();
    let listed = loop {
        let output = friend
            .net(&["list", "--seconds", "2"])
            .output()
            .expect("the list runs");
        assert!(output.status.success(), "{}", stderr(&output));
        let said = stdout(&output);
        if let Some(line) = said.lines().next() {
            break line.to_owned();
        }
        assert!(began.elapsed() < LOOKING, "no table found nearby");
    };
    let fields: Vec<&str> = listed.split('\t').collect();
    let [game, name, invitation] = fields[..] else {
        panic!("a table's line: {listed:?}");
    };
    assert_eq!((game, name), ("hive", "Ana Maria"));
    let found = Invitation::read(invitation).expect("the invitation listed");
    assert_eq!((found.host, found.secret), (sent.host, sent.secret));
    assert!(
        found.addresses.iter().all(|at| at.ip() == home.inside),
        "found at the host's address on the link alone: {:?}",
        found.addresses
    );

    let joined = friend
        .tabletop(&["join", invitation, "--engine", "easy", "--name", "Ben"])
        .args(["--record", &record_to("join")])
        .output()
        .expect("the joiner runs");
    let hosted = host.wait_with_output().expect("the host ends");
    assert!(joined.status.success(), "{}", stderr(&joined));
    assert!(hosted.status.success(), "{}", stderr(&hosted));
    let record = std::fs::read_to_string(folder.join("host")).expect("the host's record");
    assert_eq!(
        std::fs::read_to_string(folder.join("join")).expect("the joiner's record"),
        record
    );
    let game = HiveGame::parse(record.trim()).expect("it reads");
    assert!(game.outcome().is_some(), "{record}");
    std::fs::remove_dir_all(&folder).expect("cleaned");
}

#[test]
fn kept_to_this_machine_a_table_is_neither_shown_nor_looked_for() {
    let id = std::process::id();
    let subnet = [10, 200 + (id % 50) as u8, 10];
    let [home, friend] = Namespace::lan([&format!("ttlh{id}"), &format!("ttlf{id}")], subnet);
    let host = |name: &str, network: Option<&str>| {
        let mut command = home.tabletop(&["host", "--game", "deblockle", "--name", name]);
        if let Some(network) = network {
            command.env("TABLETOP_NETWORK", network);
        }
        let mut host = command.spawn().expect("the host runs");
        let mut out = BufReader::new(host.stdout.take().expect("its output"));
        let mut first = String::new();
        out.read_line(&mut first).expect("the invitation");
        (host, Invitation::read(first.trim()).expect("an invitation"))
    };
    let (mut shown, shown_invitation) = host("Ana", None);
    let (mut kept, _) = host("Ben", Some("local"));
    let list = |network: Option<&str>| {
        let mut command = friend.net(&["list", "--seconds", "2"]);
        if let Some(network) = network {
            command.env("TABLETOP_NETWORK", network);
        }
        let output = command.output().expect("the list runs");
        assert!(output.status.success(), "{}", stderr(&output));
        stdout(&output)
    };
    assert_eq!(list(Some("local")), "", "nothing looked for");
    let began = Instant::now();
    let mut listed = String::new();
    while listed.is_empty() {
        assert!(began.elapsed() < LOOKING, "no table found nearby");
        listed = list(None);
    }
    // Given time to show itself, the host kept to its machine still is not.
    listed = list(None);
    let tables: Vec<&str> = listed.lines().collect();
    assert_eq!(tables.len(), 1, "{listed}");
    assert!(tables[0].starts_with("deblockle\tAna\t"), "{listed}");
    let found = tables[0]
        .rsplit('\t')
        .next()
        .and_then(|text| Invitation::read(text).ok());
    assert_eq!(
        found.map(|found| found.secret),
        Some(shown_invitation.secret)
    );
    for host in [&mut shown, &mut kept] {
        let _ = host.kill();
        let _ = host.wait();
    }
}
