//! `net host` and `net join` as two (or four) processes on loopback: a
//! whole game each, both records the same and the game finished by the
//! rules' own reading of the record; a person's illegal move refused and
//! a resignation that ends both sides. `TABLETOP_NETWORK=local` keeps
//! every socket on loopback.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Output, Stdio};

use tabletop_net::{Invitation, PeerMessage, Reach, Relay};
use tabletop_peer::{Event, Friend, JoinOptions, Link, PATIENCE};
use tabletop_rules::blokus3d::Position;
use tabletop_rules::deblockle::{GameRecord, GameSetup, Player, RulesOptions};
use tabletop_rules::hive::HiveGame;

use super::{stderr, stdout};

pub(super) fn net(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tabletop-cli"));
    command
        .arg("net")
        .args(args)
        .env("TABLETOP_NETWORK", "local")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// A host started, and the invitation it printed first.
pub(super) fn host(args: &[&str]) -> (Child, BufReader<std::process::ChildStdout>, String) {
    let mut child = net(&[&["host"], args].concat())
        .spawn()
        .expect("the host runs");
    let mut out = BufReader::new(child.stdout.take().expect("its output"));
    let mut invitation = String::new();
    out.read_line(&mut invitation).expect("a first line");
    let invitation = invitation.trim().to_owned();
    assert!(invitation.starts_with("tabletop-"), "{invitation:?}");
    (child, out, invitation)
}

/// The host's whole output once it ended: the rest of its lines.
pub(super) fn ended(
    child: Child,
    mut out: BufReader<std::process::ChildStdout>,
) -> (Output, String) {
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut out, &mut rest).expect("its output");
    let output = child.wait_with_output().expect("the host ends");
    (output, rest)
}

pub(super) fn temporary(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("tabletop-net-{}-{name}", std::process::id()))
}

/// A whole game of `game` between a host and a joiner, both played by
/// the computer: the record both wrote, the same.
pub(super) fn whole_game(game: &str, opening: &str) -> String {
    let (host_record, join_record) = (
        temporary(&format!("{game}-host")),
        temporary(&format!("{game}-join")),
    );
    let (child, out, invitation) = host(&[
        "--game",
        game,
        "--opening",
        opening,
        "--engine",
        "easy",
        "--name",
        "Ana",
        "--record",
        host_record.to_str().expect("a path"),
    ]);
    let joiner = net(&[
        "join",
        &invitation,
        "--engine",
        "easy",
        "--seed",
        "5",
        "--name",
        "Ben",
        "--record",
        join_record.to_str().expect("a path"),
    ])
    .output()
    .expect("the joiner runs");
    let (hosted, host_lines) = ended(child, out);
    assert!(hosted.status.success(), "{}", stderr(&hosted));
    assert!(joiner.status.success(), "{}", stderr(&joiner));
    assert!(
        host_lines.starts_with("Ben joined at seat 1\n"),
        "{host_lines}"
    );
    assert!(stdout(&joiner).starts_with(&format!("playing {game} at seat 1\n")));
    let last = |text: &str| {
        text.trim_end()
            .lines()
            .last()
            .unwrap_or_default()
            .to_owned()
    };
    assert!(last(&host_lines).starts_with("result: "), "{host_lines}");
    assert_eq!(last(&host_lines), last(&stdout(&joiner)));

    let record = std::fs::read_to_string(&host_record).expect("the host's record");
    assert_eq!(
        std::fs::read_to_string(&join_record).expect("the joiner's record"),
        record
    );
    for file in [host_record, join_record] {
        std::fs::remove_file(file).expect("cleaned");
    }
    record
}

#[test]
fn a_whole_hive_game_between_two_processes_leaves_one_record() {
    let record = whole_game("hive", "Base+M");
    let game = HiveGame::parse(record.trim()).expect("the record reads");
    assert!(game.outcome().is_some(), "a whole game: {record}");
    assert!(record.starts_with("Base+M;"), "{record}");
}

#[test]
fn a_whole_deblockle_game_from_one_throw_leaves_one_record() {
    let record = whole_game("deblockle", "7");
    let record: GameRecord = ron::from_str(&record).expect("the record reads");
    let game = record.replay().expect("it replays");
    assert!(game.outcome().is_some(), "a whole game");
    let throw = GameSetup::from_seed(&RulesOptions::default(), Player::Gold, 7);
    assert_eq!(
        game.setup(),
        Some(&throw),
        "both sides played the seed's throw"
    );
}

#[test]
fn four_computers_play_blokus_3d_to_the_end() {
    let records: Vec<_> = (0..4)
        .map(|seat| temporary(&format!("blokus-{seat}")))
        .collect();
    let path = |seat: usize| records[seat].to_str().expect("a path").to_owned();
    let host_record = path(0);
    let (child, out, invitation) = host(&[
        "--game",
        "blokus3d",
        "--opening",
        "A-4",
        "--engine",
        "easy",
        "--record",
        &host_record,
    ]);
    let joiners: Vec<Child> = (1..4)
        .map(|seat| {
            let seed = seat.to_string();
            let record = path(seat);
            net(&[
                "join",
                &invitation,
                "--engine",
                "easy",
                "--seed",
                &seed,
                "--record",
                &record,
            ])
            .spawn()
            .expect("a joiner runs")
        })
        .collect();
    for joiner in joiners {
        let output = joiner.wait_with_output().expect("a joiner ends");
        assert!(output.status.success(), "{}", stderr(&output));
    }
    let (hosted, _) = ended(child, out);
    assert!(hosted.status.success(), "{}", stderr(&hosted));
    let record = std::fs::read_to_string(&records[0]).expect("the host's record");
    for other in &records[1..] {
        assert_eq!(std::fs::read_to_string(other).expect("a record"), record);
    }
    let end = Position::parse_file(record.trim()).expect("the record reads");
    assert!(end.is_over(), "{record}");
    assert_eq!(end.seating().players, 4);
    for file in records {
        std::fs::remove_file(file).expect("cleaned");
    }
}

#[test]
fn a_typed_move_the_rules_refuse_is_said_and_a_resignation_ends_both_sides() {
    let (mut child, out, invitation) = host(&["--game", "hive", "--name", "Ana"]);
    let joiner = net(&["join", &invitation, "--engine", "easy", "--name", "Ben"])
        .spawn()
        .expect("the joiner runs");
    // The Queen may not come first; a spider may. A word to Ben, then Ana
    // resigns.
    child
        .stdin
        .take()
        .expect("the host's input")
        .write_all(b"wQ\nchat good luck\nwS1\nresign\n")
        .expect("typed");
    let (hosted, host_lines) = ended(child, out);
    let joined = joiner.wait_with_output().expect("the joiner ends");
    assert!(hosted.status.success(), "{}", stderr(&hosted));
    assert!(joined.status.success(), "{}", stderr(&joined));
    assert!(
        stderr(&hosted).contains("refused wQ"),
        "{}",
        stderr(&hosted)
    );
    assert!(host_lines.contains("\nwS1\n"), "{host_lines}");
    assert!(
        host_lines.trim_end().ends_with("result: Ana resigned"),
        "{host_lines}"
    );
    assert!(
        stdout(&joined).trim_end().ends_with("result: Ana resigned"),
        "{}",
        stdout(&joined)
    );
    assert!(
        stdout(&joined).contains("\nAna: good luck\n"),
        "{}",
        stdout(&joined)
    );
}

#[test]
fn an_invitation_damaged_in_the_copying_is_said_not_dialled() {
    let (mut child, _out, invitation) = host(&["--game", "hive"]);
    let mut damaged = invitation.clone();
    let last = damaged.pop().expect("a character");
    damaged.push(if last == 'a' { 'b' } else { 'a' });
    let output = net(&["join", &damaged]).output().expect("runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("changed or cut"),
        "{}",
        stderr(&output)
    );
    child.kill().expect("the host stops");
    child.wait().expect("it ends");
}

/// A peer of the test's own at `invitation`'s table, which sends what it
/// likes.
pub(super) fn rogue(invitation: &str) -> Link {
    Link::join(JoinOptions {
        reach: Reach::chosen(Relay::None, Some("local")),
        invitation: Invitation::read(invitation).expect("an invitation"),
        program: "rogue".into(),
        name: "Rogue".into(),
        patience: PATIENCE,
    })
    .expect("it joins")
}

#[test]
fn a_peer_s_illegal_or_out_of_turn_move_is_refused_and_the_game_stays_as_it_was() {
    let record = temporary("rogue");
    let (child, out, invitation) = host(&[
        "--game",
        "hive",
        "--seat",
        "1",
        "--engine",
        "easy",
        "--record",
        record.to_str().expect("a path"),
    ]);
    let rogue = rogue(&invitation);
    let heard = |what: &str| loop {
        match rogue.wait(PATIENCE) {
            Some(Event::Message { message, .. }) => {
                if format!("{message:?}").starts_with(what) {
                    break message;
                }
            }
            other => panic!("{other:?} instead of {what}"),
        }
    };
    heard("Welcome");
    let a_move = |ply, notation: &str| PeerMessage::Move {
        ply,
        notation: notation.into(),
        thinking_ms: 10,
    };
    // The Queen may not come first; a move numbered for later is out of
    // turn; then a legal one, which the host answers.
    rogue.send(Friend::HOST, a_move(0, "wQ"));
    rogue.send(Friend::HOST, a_move(5, "wS1"));
    rogue.send(Friend::HOST, a_move(0, "wS1"));
    let PeerMessage::Move { ply: 1, .. } = heard("Move") else {
        panic!("the host's answer is its first move")
    };
    // Not for the host's seat: only for its own.
    rogue.send(Friend::HOST, PeerMessage::Resign { seat: 1 });
    rogue.send(Friend::HOST, PeerMessage::Resign { seat: 0 });
    rogue.close();
    let (hosted, lines) = ended(child, out);
    assert!(hosted.status.success(), "{}", stderr(&hosted));
    let said = stderr(&hosted);
    assert!(said.contains("refused wQ: "), "{said}");
    assert!(said.contains("refused wS1: not its turn"), "{said}");
    assert!(said.contains("refused a resignation"), "{said}");
    assert!(
        lines.trim_end().ends_with("result: Rogue resigned"),
        "{lines}"
    );
    let game = HiveGame::parse(std::fs::read_to_string(&record).expect("a record").trim())
        .expect("it reads");
    assert_eq!(game.moves().len(), 2, "only the legal move and the answer");
    assert_eq!(game.moves()[0], "wS1");
    std::fs::remove_file(record).expect("cleaned");
}

#[test]
fn a_uhp_engine_plays_hive_for_the_host_and_only_hive_takes_one() {
    let engine = format!("{} hive uhp", env!("CARGO_BIN_EXE_tabletop-cli"));
    let (child, out, invitation) = host(&[
        "--game",
        "hive",
        "--engine",
        &engine,
        "--engine-search",
        "depth 1",
    ]);
    let joined = net(&["join", &invitation, "--engine", "easy"])
        .output()
        .expect("the joiner runs");
    let (hosted, lines) = ended(child, out);
    assert!(hosted.status.success(), "{}", stderr(&hosted));
    assert!(joined.status.success(), "{}", stderr(&joined));
    assert!(lines.contains("\nresult: "), "{lines}");

    let output = net(&["host", "--game", "deblockle", "--engine", "nokamute uhp"])
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("only Hive plays other programs"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_friend_back_with_another_game_is_told_so_and_the_seat_waits() {
    let (mut child, _out, invitation) =
        host(&["--game", "hive", "--seat", "1", "--engine", "easy"]);
    let rogue = rogue(&invitation);
    // The host offers the game and says where it stands: nothing played.
    let mut heard = Vec::new();
    while heard.len() < 2 {
        match rogue.wait(PATIENCE) {
            Some(Event::Message { message, .. }) => heard.push(message),
            other => panic!("{other:?}"),
        }
    }
    assert!(matches!(heard[0], PeerMessage::Welcome { .. }), "{heard:?}");
    assert!(
        matches!(heard[1], PeerMessage::Standing { moves: 0, .. }),
        "{heard:?}"
    );
    // This side says its game is another one.
    let other = PeerMessage::Standing {
        moves: 0,
        position_hash: 12_345,
    };
    rogue.send(Friend::HOST, other);
    match rogue.wait(PATIENCE) {
        Some(Event::Message {
            message: PeerMessage::Refused { reason, .. },
            ..
        }) => assert_eq!(reason, "net-refused-other-game"),
        other => panic!("{other:?}"),
    }
    assert_eq!(rogue.wait(PATIENCE), Some(Event::Lost(Friend::HOST)));
    // The host is still there, waiting for the friend with this game.
    assert_eq!(child.try_wait().expect("the host's state"), None);
    child.kill().expect("the host stops");
    let hosted = child.wait_with_output().expect("it ends");
    assert!(
        stderr(&hosted).contains("game is not this one"),
        "{}",
        stderr(&hosted)
    );
}
