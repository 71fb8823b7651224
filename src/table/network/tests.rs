//! Whole games between the app and friends on other computers, all on
//! loopback (no relay, nothing published, direct addresses only): the
//! app hosting Hive for a friend that is a bare peer of the test's own,
//! and two apps playing Blokus 3D, one joining the other's invitation.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_net::{Offer, PeerMessage, Reach, Relay};
use tabletop_peer::{Event, Friend, JoinOptions, Link, PATIENCE};
use tabletop_rules::blokus3d::{Position, Seating};
use tabletop_rules::hive::HiveGame;

use super::{NetTable, NetworkSetup, program};
use crate::blokus3d::session::{BlokusSeats, BlokusSession, Person};
use crate::game_start::StartGame;
use crate::hive::seats::HiveSeats;
use crate::hive::session::{HiveRequest, HiveSession};
use crate::join_friend::{JoinFriend, JoinStanding};
use crate::table::seats::{Seat, Side as _};
use crate::testing::{frames_until, headless_app};

/// A finished game (White surrounds Black's Queen), from the rules' tests.
const WON_BY_WHITE: &str = "wS1;bS1 wS1-;wQ -wS1;bQ bS1/;wG1 -wQ;bG1 \\bQ;wG1 bQ\\;bG2 bQ/;wA1 wQ\\;bA1 bG2/;wA1 bG2\\;bA1 \\bG2;wQ \\wS1;bA1 bG2/;wQ /bG1";

/// The longest a test waits for the network.
const WAIT: Duration = Duration::from_secs(30);

/// Everything on loopback: what `TABLETOP_NETWORK=local` gives.
fn local() -> Reach {
    Reach::chosen(Relay::Default, Some("local"))
}

/// The game without a window, reaching only this machine.
fn local_app() -> App {
    let mut app = headless_app();
    app.insert_resource(NetworkSetup {
        local_only: true,
        ..NetworkSetup::default()
    });
    app
}

#[test]
fn a_setup_kept_local_reaches_nothing_beyond_this_machine_whatever_the_relay() {
    let setup = NetworkSetup {
        relay: "https://relay.example.org".parse().expect("a relay"),
        local_only: true,
        key_file: None,
    };
    let reach = setup.reach();
    assert_eq!(reach.relay, Relay::None);
    assert!(reach.loopback && !reach.publish && !reach.local_network);
}

fn net(app: &App) -> &NetTable {
    app.world().resource::<NetTable>()
}

fn trouble_key(app: &App) -> String {
    let trouble = net(app).trouble.as_ref();
    trouble.map(|said| said.key.to_string()).unwrap_or_default()
}

/// The next message `link` hears, while `app` runs its frames.
fn next_message(app: &mut App, link: &Link) -> PeerMessage {
    let deadline = Instant::now() + WAIT;
    loop {
        assert!(Instant::now() < deadline, "no message came");
        app.update();
        match link.wait(Duration::from_millis(5)) {
            Some(Event::Message { message, .. }) => return message,
            Some(other) => panic!("not a message: {other:?}"),
            None => {}
        }
    }
}

fn hive_moves(app: &App) -> usize {
    app.world().resource::<HiveSession>().game.moves().len()
}

#[test]
fn a_friend_elsewhere_plays_a_whole_game_of_hive_and_their_wrong_moves_are_refused() {
    let mut app = local_app();
    let seats = HiveSeats::new(vec![Seat::Person, Seat::Friend]);
    let start = StartGame::Hive(Box::default(), seats);
    app.world_mut().write_message(start);
    frames_until(&mut app, "the invitation", |app| {
        app.world()
            .get_resource::<NetTable>()
            .is_some_and(|net| net.invitation.is_some())
    });
    let invitation = net(&app).invitation.clone().expect("an invitation");
    // Nothing is played before the friend sits down.
    let first = HiveGame::default()
        .position()
        .parse_move("wS1")
        .expect("a move");
    app.world_mut().write_message(HiveRequest::Play(first));
    frames_until(&mut app, "the wait said", |app| {
        app.world()
            .get_resource::<crate::table::Pending<HiveRequest>>()
            .is_some_and(|pending| pending.0.is_empty())
    });
    assert_eq!(hive_moves(&app), 0, "no move before the friend is seated");

    let friend = Link::join(JoinOptions {
        reach: local(),
        invitation: tabletop_net::Invitation::read(&invitation).expect("it reads"),
        program: program(),
        name: "Ben\u{1b}[31m".into(),
        patience: PATIENCE,
    })
    .expect("the friend starts");
    let PeerMessage::Welcome { game, .. } = next_message(&mut app, &friend) else {
        panic!("no welcome");
    };
    let offer = Offer::read(&game).expect("an offer");
    assert_eq!((offer.game.as_str(), offer.seat), ("hive", 1));
    assert_eq!(offer.players[1], "Ben [31m", "the name cleaned of controls");
    let standing = next_message(&mut app, &friend);
    assert!(matches!(standing, PeerMessage::Standing { moves: 0, .. }));
    assert!(!net(&app).holds(), "everyone is seated");

    let mut record = HiveGame::default();
    for (ply, text) in WON_BY_WHITE.split(';').enumerate() {
        if ply % 2 == 0 {
            let mv = {
                let session = app.world().resource::<HiveSession>();
                session.game.position().parse_move(text).expect("a move")
            };
            // White thinks for half a second of the app's clock.
            for _ in 0..25 {
                app.update();
            }
            app.world_mut().write_message(HiveRequest::Play(mv));
            let PeerMessage::Move {
                ply: sent,
                notation,
                thinking_ms,
            } = next_message(&mut app, &friend)
            else {
                panic!("no move came");
            };
            assert_eq!(sent as usize, ply);
            // From the friend's move on (the first turn began as the
            // friend sat down).
            assert!(
                ply == 0 || (500..600).contains(&thinking_ms),
                "White thought {thinking_ms} ms"
            );
            record.play(&notation).expect("the friend's rules take it");
            continue;
        }
        if ply == 5 {
            // Out of turn (White's piece), then against the rules.
            let wrong = |notation: &str, ply| PeerMessage::Move {
                ply,
                notation: notation.into(),
                thinking_ms: 10,
            };
            friend.send(Friend::HOST, wrong("bG1 -wS1", 4));
            frames_until(&mut app, "the stale move refused", |app| {
                trouble_key(app) == "net-move-refused"
            });
            friend.send(Friend::HOST, wrong("bQ wQ-", 5));
            frames_until(&mut app, "the illegal move refused", |app| {
                net(app).trouble.as_ref().is_some_and(|said| {
                    said.args
                        .iter()
                        .any(|(_, arg)| format!("{arg:?}").contains("bQ wQ-"))
                })
            });
            assert_eq!(hive_moves(&app), 5, "the game as it was");
        }
        record.play(text).expect("a move of the game");
        let a_move = PeerMessage::Move {
            ply: ply as u32,
            notation: text.into(),
            thinking_ms: 1500,
        };
        friend.send(Friend::HOST, a_move);
        frames_until(&mut app, "the friend's move played", |app| {
            hive_moves(app) == ply + 1
        });
    }
    let session = app.world().resource::<HiveSession>();
    assert!(session.game.outcome().is_some(), "the game is over");
    assert_eq!(
        session.game.to_string(),
        record.to_string(),
        "the same record"
    );
    let expected = HiveGame::parse(&format!("Base;WhiteWins;Black[8];{WON_BY_WHITE}"));
    assert_eq!(
        session.game.to_string(),
        expected.expect("the game").to_string()
    );
    assert_eq!(net(&app).thought[1], 1500, "the friend's thinking kept");
    friend.close();
}

#[test]
fn nothing_is_played_or_helped_while_a_friend_elsewhere_is_awaited() {
    let mut app = local_app();
    let seats = HiveSeats::new(vec![Seat::Friend, Seat::Person]);
    let start = StartGame::Hive(Box::default(), seats);
    app.world_mut().write_message(start);
    frames_until(&mut app, "the table open", |app| {
        app.world().contains_resource::<NetTable>()
    });
    app.world_mut().write_message(HiveRequest::Undo);
    frames_until(&mut app, "the undo refused", |app| {
        trouble_or_notice(app) == "net-waiting"
    });
    app.world_mut()
        .write_message(crate::table::hint::AskForHint);
    frames_until(&mut app, "the hint refused", |app| {
        trouble_or_notice(app) == "net-no-help"
    });
    app.world_mut()
        .write_message(crate::table::opponent::AnalyseHere);
    app.update();
    let seats = app.world().resource::<HiveSeats>();
    assert_eq!(
        seats.all()[0],
        Seat::Friend,
        "the friend's seat stays theirs"
    );
}

/// What the table last said: the network's trouble, else the notice line.
fn trouble_or_notice(app: &mut App) -> String {
    let notices = app
        .world_mut()
        .resource_mut::<Messages<crate::table::Notice>>();
    let mut reader = notices.get_cursor();
    let said = reader
        .read(&notices)
        .last()
        .map(|notice| notice.0.key.to_string());
    said.unwrap_or_else(|| trouble_key(app))
}

#[test]
fn an_invitation_damaged_in_the_copying_is_said_on_the_join_screen() {
    let mut app = local_app();
    app.world_mut()
        .write_message(JoinFriend("tabletop-aaaaaaaaaaaaaaa".into()));
    app.update();
    let said = app.world().resource::<JoinStanding>().0.clone();
    assert_eq!(
        said.map(|said| said.key.to_string()).as_deref(),
        Some("join-damaged")
    );
    app.world_mut().write_message(JoinFriend("hello".into()));
    app.update();
    let said = app.world().resource::<JoinStanding>().0.clone();
    assert_eq!(
        said.map(|said| said.key.to_string()).as_deref(),
        Some("join-not-an-invitation")
    );
    assert!(
        !app.world().contains_resource::<NetTable>(),
        "nothing dialled"
    );
}

fn placements(app: &App) -> Option<usize> {
    let session = app.world().get_resource::<BlokusSession>()?;
    Some(session.position.history().len())
}

#[test]
fn two_apps_play_a_whole_game_of_blokus_3d_one_joining_the_other() {
    let mut host = local_app();
    let seats = BlokusSeats::new(vec![Seat::Computer(Level::Random), Seat::Friend]);
    let position = Position::start('A', Seating::one_colour_each(2)).expect("a start");
    host.world_mut()
        .write_message(StartGame::Blokus3d(Box::new(position), seats));
    frames_until(&mut host, "the invitation", |app| {
        app.world()
            .get_resource::<NetTable>()
            .is_some_and(|net| net.invitation.is_some())
    });
    let invitation = net(&host).invitation.clone().expect("an invitation");

    let mut guest = local_app();
    guest.world_mut().write_message(JoinFriend(invitation));
    let deadline = Instant::now() + WAIT;
    while guest.world().get_resource::<BlokusSession>().is_none()
        || !guest.world().contains_resource::<NetTable>()
    {
        assert!(Instant::now() < deadline, "the guest never sat down");
        host.update();
        guest.update();
        std::thread::yield_now();
    }
    // The guest's seat is its person's: the computer plays it for the test.
    let mine = net(&guest).company.my_seat().expect("a seat");
    assert_eq!(mine, 1);
    guest
        .world_mut()
        .resource_mut::<BlokusSeats>()
        .set(Person(mine), Seat::Computer(Level::Random));

    let deadline = Instant::now() + Duration::from_secs(300);
    loop {
        let over = |app: &App| app.world().resource::<BlokusSession>().position.is_over();
        if over(&host) && over(&guest) && placements(&host) == placements(&guest) {
            break;
        }
        assert!(Instant::now() < deadline, "the game never ended");
        host.update();
        guest.update();
        std::thread::yield_now();
    }
    let record = |app: &App| app.world().resource::<BlokusSession>().position.to_string();
    assert_eq!(record(&host), record(&guest), "the same record on both");
    assert!(placements(&host).is_some_and(|placed| placed > 4));
    let seat = Person(0).seat_index();
    assert_eq!(
        net(&guest).company.seats[seat],
        tabletop_peer::Sitter::Elsewhere
    );
}

/// Runs both apps' frames until `done` holds of them.
fn both_until(host: &mut App, guest: &mut App, what: &str, done: impl Fn(&App, &App) -> bool) {
    let deadline = Instant::now() + WAIT;
    while !done(host, guest) {
        assert!(Instant::now() < deadline, "never: {what}");
        host.update();
        guest.update();
        std::thread::yield_now();
    }
}

fn ready(app: &App) -> bool {
    app.world()
        .get_resource::<NetTable>()
        .is_some_and(|net| !net.holds())
}

#[test]
fn a_connection_lost_mid_game_pauses_it_and_the_joiner_comes_back_to_finish_it() {
    let mut host = local_app();
    let seats = HiveSeats::new(vec![Seat::Person, Seat::Friend]);
    host.world_mut()
        .write_message(StartGame::Hive(Box::default(), seats));
    frames_until(&mut host, "the invitation", |app| {
        app.world()
            .get_resource::<NetTable>()
            .is_some_and(|net| net.invitation.is_some())
    });
    let invitation = net(&host).invitation.clone().expect("an invitation");
    let mut guest = local_app();
    guest.world_mut().write_message(JoinFriend(invitation));
    both_until(&mut host, &mut guest, "both at the table", |host, guest| {
        ready(host) && ready(guest)
    });
    for (ply, text) in WON_BY_WHITE.split(';').enumerate() {
        if ply == 6 {
            // The host's side closes the connection: both wait, the
            // guest dials again, and both check they hold the same game.
            net(&host).link.drop_friend(Friend(1));
            both_until(&mut host, &mut guest, "the pause", |host, _| {
                net(host).company.waits()
            });
            both_until(&mut host, &mut guest, "both back", |host, guest| {
                ready(host) && ready(guest)
            });
        }
        let mover = if ply % 2 == 0 { &mut host } else { &mut guest };
        let mv = {
            let session = mover.world().resource::<HiveSession>();
            session.game.position().parse_move(text).expect("a move")
        };
        mover.world_mut().write_message(HiveRequest::Play(mv));
        both_until(&mut host, &mut guest, "the move on both", |host, guest| {
            hive_moves(host) == ply + 1 && hive_moves(guest) == ply + 1
        });
    }
    let record = |app: &App| app.world().resource::<HiveSession>().game.to_string();
    assert_eq!(record(&host), record(&guest));
    assert!(record(&host).contains("WhiteWins"), "{}", record(&host));
}

#[test]
fn two_apps_play_a_whole_game_of_deblockle_from_the_same_throw() {
    use crate::deblockle::seats::DeblockleSeats;
    use crate::deblockle::session::{DeblockleRequest, DeblockleSession, Start};
    use crate::deblockle::setup::{Placing, SetupPlan};
    use tabletop_rules::deblockle::{Player, RulesOptions};

    let mut host = local_app();
    let mut seats = DeblockleSeats::default();
    seats.set(Player::Gold, Seat::Computer(Level::Easy));
    seats.set(Player::Teal, Seat::Friend);
    let plan = SetupPlan {
        first: Player::Gold,
        seed: 11,
        placing: Placing::AtRandom,
        animate: false,
    };
    let start = DeblockleRequest::NewGame {
        rules: RulesOptions::default(),
        start: Start::Setup(plan),
    };
    host.world_mut()
        .write_message(StartGame::Deblockle(start, seats));
    frames_until(&mut host, "the invitation", |app| {
        app.world()
            .get_resource::<NetTable>()
            .is_some_and(|net| net.invitation.is_some())
    });
    let invitation = net(&host).invitation.clone().expect("an invitation");
    let mut guest = local_app();
    guest.world_mut().write_message(JoinFriend(invitation));
    both_until(&mut host, &mut guest, "both at the table", |host, guest| {
        ready(host) && ready(guest) && guest.world().contains_resource::<DeblockleSession>()
    });
    let start = |app: &App| {
        let session = app.world().resource::<DeblockleSession>();
        *session.game.positions()[0].board()
    };
    assert_eq!(start(&host), start(&guest), "the same throw on both");
    guest
        .world_mut()
        .resource_mut::<DeblockleSeats>()
        .set(Player::Teal, Seat::Computer(Level::Easy));
    let deadline = Instant::now() + Duration::from_secs(300);
    let game = |app: &App| app.world().resource::<DeblockleSession>().game.clone();
    while !(game(&host).outcome().is_some() && game(&host).moves() == game(&guest).moves()) {
        assert!(Instant::now() < deadline, "the game never ended");
        host.update();
        guest.update();
        std::thread::yield_now();
    }
    assert_eq!(game(&host).positions(), game(&guest).positions());
}

#[test]
fn a_move_goes_back_only_when_the_friend_elsewhere_agrees() {
    let mut host = local_app();
    let seats = HiveSeats::new(vec![Seat::Person, Seat::Friend]);
    host.world_mut()
        .write_message(StartGame::Hive(Box::default(), seats));
    frames_until(&mut host, "the invitation", |app| {
        app.world()
            .get_resource::<NetTable>()
            .is_some_and(|net| net.invitation.is_some())
    });
    let invitation = net(&host).invitation.clone().expect("an invitation");
    let mut guest = local_app();
    guest.world_mut().write_message(JoinFriend(invitation));
    both_until(&mut host, &mut guest, "both at the table", |host, guest| {
        ready(host) && ready(guest)
    });
    for (ply, text) in WON_BY_WHITE.split(';').take(3).enumerate() {
        let mover = if ply % 2 == 0 { &mut host } else { &mut guest };
        let mv = {
            let session = mover.world().resource::<HiveSession>();
            session.game.position().parse_move(text).expect("a move")
        };
        mover.world_mut().write_message(HiveRequest::Play(mv));
        both_until(&mut host, &mut guest, "the move on both", |host, guest| {
            hive_moves(host) == ply + 1 && hive_moves(guest) == ply + 1
        });
    }
    // Black asks; White declines: nothing moves.
    guest.world_mut().write_message(HiveRequest::Undo);
    both_until(&mut host, &mut guest, "the ask", |host, _| {
        net(host).undo.question.is_some()
    });
    assert_eq!(hive_moves(&guest), 3, "nothing goes back before the answer");
    host.world_mut().write_message(super::AnswerUndo(false));
    both_until(&mut host, &mut guest, "the refusal", |host, guest| {
        net(host).undo.question.is_none() && !net(guest).undo.asked
    });
    assert_eq!((hive_moves(&host), hive_moves(&guest)), (3, 3));
    // Asked again, White agrees: the last move goes back on both.
    guest.world_mut().write_message(HiveRequest::Undo);
    both_until(&mut host, &mut guest, "the second ask", |host, _| {
        net(host).undo.question.is_some()
    });
    host.world_mut().write_message(super::AnswerUndo(true));
    both_until(
        &mut host,
        &mut guest,
        "the move back on both",
        |host, guest| hive_moves(host) == 2 && hive_moves(guest) == 2,
    );
    // Play goes on from there, the same on both.
    let mv = {
        let session = host.world().resource::<HiveSession>();
        session
            .game
            .position()
            .parse_move("wG1 -wS1")
            .expect("a move")
    };
    host.world_mut().write_message(HiveRequest::Play(mv));
    both_until(
        &mut host,
        &mut guest,
        "the new move on both",
        |host, guest| hive_moves(host) == 3 && hive_moves(guest) == 3,
    );
    let record = |app: &App| app.world().resource::<HiveSession>().game.to_string();
    assert_eq!(record(&host), record(&guest));
    guest.world_mut().write_message(HiveRequest::Redo);
    guest.update();
    assert_eq!(hive_moves(&guest), 3, "no redo with a friend elsewhere");
    // A line said on one side shows on the other.
    let long = format!("good game {}", "!".repeat(300));
    guest.world_mut().resource_mut::<NetTable>().say(&long);
    both_until(&mut host, &mut guest, "the line heard", |host, _| {
        !net(host).chat.0.is_empty()
    });
    let heard = format!("{:?}", net(&host).chat.0.back());
    assert!(heard.contains("good game !!!"), "{heard}");
    assert!(
        !heard.contains(&"!".repeat(200)),
        "cut to what a peer may send"
    );
}

#[test]
fn a_friend_away_a_minute_lets_the_one_left_claim_the_game() {
    let mut app = local_app();
    let seats = HiveSeats::new(vec![Seat::Person, Seat::Friend]);
    app.world_mut()
        .write_message(StartGame::Hive(Box::default(), seats));
    frames_until(&mut app, "the invitation", |app| {
        app.world()
            .get_resource::<NetTable>()
            .is_some_and(|net| net.invitation.is_some())
    });
    let invitation = net(&app).invitation.clone().expect("an invitation");
    let friend = Link::join(JoinOptions {
        reach: local(),
        invitation: tabletop_net::Invitation::read(&invitation).expect("it reads"),
        program: program(),
        name: "Ben".into(),
        patience: PATIENCE,
    })
    .expect("the friend starts");
    next_message(&mut app, &friend);
    drop(friend);
    frames_until(&mut app, "the friend away", |app| net(app).company.waits());
    // Too soon, a claim does nothing.
    app.world_mut().write_message(super::ClaimGame);
    app.update();
    assert!(app.world().contains_resource::<NetTable>());
    let frames = super::CLAIM_AFTER.as_millis() / crate::testing::FRAME.as_millis();
    for _ in 0..frames {
        app.update();
    }
    app.world_mut().write_message(super::ClaimGame);
    frames_until(&mut app, "the game claimed", |app| {
        app.world()
            .resource::<HiveSession>()
            .game
            .outcome()
            .is_some()
    });
    assert!(
        !app.world().contains_resource::<NetTable>(),
        "the link closed"
    );
    let session = app.world().resource::<HiveSession>();
    assert_eq!(
        session.game.timed_out(),
        Some(tabletop_rules::hive::Colour::Black)
    );
}

/// Not a test: the time from a move asked for on one screen to the move
/// played on the other, two apps on loopback (`BENCHMARKS.md`).
#[test]
#[ignore = "a measurement: run it on its own, in release"]
fn click_to_the_other_screen() {
    let mut times = Vec::new();
    for _ in 0..10 {
        let mut host = local_app();
        let seats = HiveSeats::new(vec![Seat::Person, Seat::Friend]);
        host.world_mut()
            .write_message(StartGame::Hive(Box::default(), seats));
        frames_until(&mut host, "the invitation", |app| {
            app.world()
                .get_resource::<NetTable>()
                .is_some_and(|net| net.invitation.is_some())
        });
        let invitation = net(&host).invitation.clone().expect("an invitation");
        let mut guest = local_app();
        guest.world_mut().write_message(JoinFriend(invitation));
        both_until(&mut host, &mut guest, "both at the table", |host, guest| {
            ready(host) && ready(guest)
        });
        for (ply, text) in WON_BY_WHITE.split(';').enumerate() {
            let (mover, other) = if ply % 2 == 0 {
                (&mut host, &mut guest)
            } else {
                (&mut guest, &mut host)
            };
            let mv = {
                let session = mover.world().resource::<HiveSession>();
                session.game.position().parse_move(text).expect("a move")
            };
            let asked = Instant::now();
            mover.world_mut().write_message(HiveRequest::Play(mv));
            while hive_moves(other) < ply + 1 {
                mover.update();
                other.update();
            }
            times.push(asked.elapsed());
        }
    }
    times.sort();
    let at = |share: usize| times[times.len() * share / 100];
    println!(
        "{} moves: median {:?}, 90th percentile {:?}, slowest {:?}",
        times.len(),
        at(50),
        at(90),
        times[times.len() - 1]
    );
}
