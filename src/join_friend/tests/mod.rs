//! Whole games between the app and friends on other computers (here,
//! above the games, since they play each of them), all on
//! loopback (no relay, nothing published, direct addresses only): the app
//! and a bare peer of the test's own (`peer`), and two apps, one joining
//! the other's invitation (`apps`); what both kinds of test use.

mod again;
mod apps;
mod endings;
mod nearby;
mod peer;
mod setup;

use std::time::{Duration, Instant};

use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_net::{Offer, PeerMessage, Reach, Relay};
use tabletop_peer::{Event, Friend, JoinOptions, Link, PATIENCE};
use tabletop_rules::blokus3d::{Position, Seating};
use tabletop_rules::hive::HiveGame;

use tabletop_rules::deblockle::{Player, RulesOptions};

use crate::blokus3d::session::{BlokusSeats, BlokusSession, Person};
use crate::deblockle::seats::DeblockleSeats;
use crate::deblockle::session::{DeblockleRequest, DeblockleSession, Start};
use crate::deblockle::setup::{Placing, SetupPlan};
use crate::game_start::StartGame;
use crate::hive::seats::HiveSeats;
use crate::hive::session::{HiveRequest, HiveSession};
use crate::join_friend::{JoinFriend, JoinStanding};
use crate::table::network::{AnswerUndo, CLAIM_AFTER, ClaimGame, NetTable, NetworkSetup, program};
use crate::table::seats::Seat;
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

/// A local app that starts `start` (a friend's seat in it), and its
/// invitation.
fn hosting(start: StartGame) -> (App, String) {
    let mut app = local_app();
    app.world_mut().write_message(start);
    let invitation = invitation_of(&mut app);
    (app, invitation)
}

/// A local app that starts Hive, White its person's and Black a friend's,
/// and its invitation.
fn hosting_hive() -> (App, String) {
    let seats = HiveSeats::new(vec![Seat::Person, Seat::Friend]);
    hosting(StartGame::Hive(Box::default(), seats))
}

/// A local app that starts Deblockle as [`deblockle_start`] says, and its
/// invitation.
fn hosting_deblockle(seats: (Player, Seat), setup: (u64, Placing)) -> (App, String) {
    hosting(deblockle_start(seats, setup))
}

/// Deblockle, `friend` a friend's and the other side `other`'s, its setup
/// thrown from `seed` (instantly) and placed as `placing`.
fn deblockle_start((friend, other): (Player, Seat), (seed, placing): (u64, Placing)) -> StartGame {
    let mut seats = DeblockleSeats::default();
    seats.set(friend, Seat::Friend);
    seats.set(friend.opponent(), other);
    let plan = SetupPlan {
        first: Player::Gold,
        seed,
        placing,
        animate: false,
    };
    let start = DeblockleRequest::NewGame {
        rules: RulesOptions::default(),
        start: Start::Setup(plan),
    };
    StartGame::Deblockle(start, seats)
}

/// Runs both apps until the Deblockle game between them is over on both
/// (the computers playing it out), and checks it is the same game.
fn deblockle_played_out(host: &mut App, guest: &mut App) {
    let game = |app: &App| app.world().resource::<DeblockleSession>().game.clone();
    let deadline = Instant::now() + Duration::from_secs(300);
    while !(game(host).outcome().is_some() && game(host).moves() == game(guest).moves()) {
        assert!(Instant::now() < deadline, "the game never ended");
        host.update();
        guest.update();
        std::thread::yield_now();
    }
    assert_eq!(game(host).positions(), game(guest).positions());
}

/// The invitation of the table `app` opens, once its network is up.
fn invitation_of(app: &mut App) -> String {
    frames_until(app, "the invitation", |app| {
        app.world()
            .get_resource::<NetTable>()
            .is_some_and(|net| net.invitation.is_some())
    });
    net(app).invitation.clone().expect("an invitation")
}

/// A second app that joins `host`'s table with `invitation`, both seated.
fn seated_guest(host: &mut App, invitation: String) -> App {
    seated(host, local_app(), invitation)
}

/// `guest` joins `host`'s table with `invitation`, both seated.
fn seated(host: &mut App, mut guest: App, invitation: String) -> App {
    guest.world_mut().write_message(JoinFriend(invitation));
    both_until(host, &mut guest, "both at the table", |host, guest| {
        ready(host) && ready(guest)
    });
    guest
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

/// Asks `app` to play `text` (a Hive move), as a click would.
fn ask_hive_move(app: &mut App, text: &str) {
    let mv = {
        let session = app.world().resource::<HiveSession>();
        session.game.position().parse_move(text).expect("a move")
    };
    app.world_mut().write_message(HiveRequest::Play(mv));
}

/// Plays `text` at ply `ply` from whichever app is to move (the host's
/// White, the guest's Black), and runs both until each has it.
fn play_on_both(host: &mut App, guest: &mut App, ply: usize, text: &str) {
    let mover = if ply.is_multiple_of(2) {
        &mut *host
    } else {
        &mut *guest
    };
    ask_hive_move(mover, text);
    both_until(host, guest, "the move on both", |host, guest| {
        hive_moves(host) == ply + 1 && hive_moves(guest) == ply + 1
    });
}

fn hive_moves(app: &App) -> usize {
    app.world().resource::<HiveSession>().game.moves().len()
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

fn placements(app: &App) -> Option<usize> {
    let session = app.world().get_resource::<BlokusSession>()?;
    Some(session.position.history().len())
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
