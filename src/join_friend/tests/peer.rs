//! The app hosting a friend who is a bare peer of the test's own: what it
//! takes from them and what it refuses, what it holds back while they are
//! awaited, and a game claimed when they stay away.

use super::*;

#[test]
fn a_setup_kept_local_reaches_nothing_beyond_this_machine_whatever_the_relay() {
    let setup = NetworkSetup {
        relay: "https://relay.example.org".parse().expect("a relay"),
        local_only: true,
        key_file: None,
        help: true,
    };
    let reach = setup.reach();
    assert_eq!(reach.relay, Relay::None);
    assert!(reach.loopback && !reach.publish && !reach.local_network);
}

#[test]
fn a_friend_elsewhere_plays_a_whole_game_of_hive_and_their_wrong_moves_are_refused() {
    let (mut app, invitation) = hosting_hive();
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

    let friend = bare_friend(&invitation, "Ben\u{1b}[31m");
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
            // White thinks for half a second of the app's clock.
            for _ in 0..25 {
                app.update();
            }
            ask_hive_move(&mut app, text);
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
            // A resignation for the host's seat, not the friend's own.
            friend.send(Friend::HOST, PeerMessage::Resign { seat: 0 });
            frames_until(&mut app, "the resignation refused", |app| {
                trouble_key(app) == "net-resign-refused"
            });
            assert_eq!(hive_moves(&app), 5, "the game as it was");
            let session = app.world().resource::<HiveSession>();
            assert!(session.game.outcome().is_none(), "nobody resigned");
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
    assert_eq!(net(&app).thought()[1], 1500, "the friend's thinking kept");
    friend.close();
}

#[test]
fn nothing_is_played_timed_or_helped_while_a_friend_elsewhere_is_awaited() {
    use crate::table::clock::{ClockNextGame, ClockStart, TableClock};

    let mut app = local_app();
    let control = "5+3".parse().expect("a time control");
    app.insert_resource(ClockNextGame(ClockStart::Fresh(control)));
    let seats = HiveSeats::new(vec![Seat::Friend, Seat::Person]);
    let start = StartGame::Hive(Box::default(), seats);
    app.world_mut().write_message(start);
    frames_until(&mut app, "the table open", |app| {
        app.world().contains_resource::<NetTable>()
    });
    for _ in 0..50 {
        app.update();
    }
    let clock = &app.world().resource::<TableClock>().clocks;
    assert_eq!(
        clock.left(0),
        control.start().expect("timed"),
        "no clock runs while a friend is awaited"
    );
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

/// A friend of the test's own, called `name`, joining `invitation`: a
/// bare link, which sends what the test says.
pub(super) fn bare_friend(invitation: &str, name: &str) -> Link {
    Link::join(JoinOptions {
        reach: local(),
        invitation: tabletop_net::Invitation::read(invitation).expect("it reads"),
        program: program(),
        name: name.into(),
        patience: PATIENCE,
    })
    .expect("the friend starts")
}

#[test]
fn a_friend_away_a_minute_lets_the_one_left_claim_the_game() {
    let (mut app, invitation) = hosting_hive();
    let friend = bare_friend(&invitation, "Ben");
    next_message(&mut app, &friend);
    drop(friend);
    frames_until(&mut app, "the friend away", |app| net(app).company.waits());
    // Too soon, a claim does nothing.
    app.world_mut().write_message(ClaimGame);
    app.update();
    assert!(app.world().contains_resource::<NetTable>());
    let frames = CLAIM_AFTER.as_millis() / crate::testing::FRAME.as_millis();
    for _ in 0..frames {
        app.update();
    }
    app.world_mut().write_message(ClaimGame);
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
