//! A game with a friend elsewhere carried on after one side closed the
//! app: Continue opens the table again from the autosave, the friend comes
//! back (a host with the same invitation, a joiner dialling it again), and
//! both finish the game with the same record; a setup by hand carried on
//! so begins the same game on both.

use super::setup::{begun_on_both, place_by_hand, placing};
use super::*;
use crate::deblockle::setup::SetupRequest;
use crate::menu::carried_on;
use crate::saved_game::GameAutosave;
use crate::testing::{flush_autosave, scratch_folder};

/// An app that keeps its autosave and host key in `folder`.
fn keeping(folder: &std::path::Path) -> App {
    let mut app = local_app();
    app.insert_resource(NetworkSetup {
        local_only: true,
        key_file: Some(folder.join("host-key.ron")),
        ..NetworkSetup::default()
    });
    app.insert_resource(GameAutosave::at(&folder.join("autosave.ron")));
    app
}

/// Continue, as the menu's button does it.
fn carry_on(app: &mut App) {
    let autosave = app.world().resource::<GameAutosave>();
    let saved = autosave.resumable().expect("a game to carry on");
    let start = saved.resume().expect("it replays");
    let before_it = carried_on(Some(autosave));
    before_it(app.world_mut());
    app.world_mut().write_message(start);
}

/// Plays `WON_BY_WHITE`'s moves from `from` to its end on both apps.
fn finish(host: &mut App, guest: &mut App, from: usize) {
    for (ply, text) in WON_BY_WHITE.split(';').enumerate().skip(from) {
        play_on_both(host, guest, ply, text);
    }
    let record = |app: &App| app.world().resource::<HiveSession>().game.to_string();
    assert_eq!(record(host), record(guest), "the same record on both");
    assert!(record(host).contains("WhiteWins"), "{}", record(host));
}

#[test]
fn a_host_closed_mid_game_carries_on_and_its_friend_comes_back_on_the_same_invitation() {
    let folder = scratch_folder("net", "host_again");
    let mut host = keeping(&folder);
    let seats = HiveSeats::new(vec![Seat::Person, Seat::Friend]);
    host.world_mut()
        .write_message(StartGame::Hive(Box::default(), seats));
    let invitation = invitation_of(&mut host);
    let mut guest = seated_guest(&mut host, invitation.clone());
    for (ply, text) in WON_BY_WHITE.split(';').enumerate().take(6) {
        play_on_both(&mut host, &mut guest, ply, text);
    }
    flush_autosave(&host);
    drop(host);
    frames_until(&mut guest, "the host away", |guest| {
        net(guest).company.waits()
    });

    let mut host = keeping(&folder);
    carry_on(&mut host);
    assert_eq!(invitation_of(&mut host), invitation, "the same invitation");
    assert_eq!(hive_moves(&host), 6);
    both_until(&mut host, &mut guest, "both back", |host, guest| {
        ready(host) && ready(guest)
    });
    finish(&mut host, &mut guest, 6);
}

#[test]
fn a_joiner_closed_mid_game_carries_on_and_dials_its_host_again() {
    let folder = scratch_folder("net", "joiner_again");
    let (mut host, invitation) = hosting_hive();
    let mut guest = seated(&mut host, keeping(&folder), invitation);
    for (ply, text) in WON_BY_WHITE.split(';').enumerate().take(5) {
        play_on_both(&mut host, &mut guest, ply, text);
    }
    flush_autosave(&guest);
    drop(guest);
    frames_until(&mut host, "the friend away", |host| {
        net(host).company.waits()
    });

    let mut guest = keeping(&folder);
    carry_on(&mut guest);
    both_until(&mut host, &mut guest, "both back", |host, guest| {
        ready(host) && ready(guest)
    });
    assert!(net(&guest).company.is_joiner(), "it joined again");
    finish(&mut host, &mut guest, 5);
}

/// A setup by hand between two apps, one of them (the host if
/// `host_closes`, else the joiner) closed while the other's person places
/// and carried on: the setup goes on and both begin the same game.
fn setup_carried_on(host_closes: bool) {
    let name = if host_closes { "host" } else { "joiner" };
    let folder = scratch_folder("net", &format!("{name}_again_setting_up"));
    let teal_a_friend = deblockle_start((Player::Teal, Seat::Person), (9, Placing::ByHand));
    let mut host = if host_closes {
        keeping(&folder)
    } else {
        local_app()
    };
    host.world_mut().write_message(teal_a_friend);
    let invitation = invitation_of(&mut host);
    let guest = if host_closes {
        local_app()
    } else {
        keeping(&folder)
    };
    let mut guest = seated(&mut host, guest, invitation.clone());
    // The host's person places Teal's blocks; the guest's screen places
    // them too and waits for its person to place Gold's.
    frames_until(&mut host, "the host's throw at rest", |app| {
        placing(app) == Some(Player::Teal)
    });
    place_by_hand(&mut host, Player::Teal);
    both_until(
        &mut host,
        &mut guest,
        "the friend's placing",
        |host, guest| placing(host) == Some(Player::Gold) && placing(guest) == Some(Player::Gold),
    );
    let (closed, left) = if host_closes {
        (&mut host, &mut guest)
    } else {
        (&mut guest, &mut host)
    };
    flush_autosave(closed);
    *closed = keeping(&folder);
    frames_until(left, "the other away", |app| net(app).company.waits());
    if host_closes {
        // The guest's person is done meanwhile: held, not lost on the way.
        place_by_hand(left, Player::Gold);
        for _ in 0..120 {
            left.update();
        }
        assert_eq!(placing(left), Some(Player::Gold), "still placing");
    }
    // A minute on, there is nothing to claim yet: the setup waits.
    for _ in 0..CLAIM_AFTER.as_millis() / crate::testing::FRAME.as_millis() {
        left.update();
    }
    left.world_mut().write_message(ClaimGame);
    left.update();
    assert!(
        left.world().contains_resource::<NetTable>(),
        "still waiting"
    );
    carry_on(closed);
    if host_closes {
        assert_eq!(invitation_of(&mut host), invitation, "the same invitation");
    }
    both_until(&mut host, &mut guest, "both back", |host, guest| {
        let gold_placed_next = |app| placing(app) == Some(Player::Gold);
        ready(host) && ready(guest) && gold_placed_next(host) && gold_placed_next(guest)
    });
    if host_closes {
        guest.world_mut().write_message(SetupRequest::Done);
    } else {
        place_by_hand(&mut guest, Player::Gold);
    }
    both_until(&mut host, &mut guest, "the game on both", begun_on_both);
    let start = |app: &App| {
        let session = app.world().resource::<DeblockleSession>();
        session.game.positions()[0]
    };
    assert_eq!(start(&host), start(&guest), "the same blocks on both");
}

#[test]
fn a_host_closed_in_the_middle_of_a_setup_by_hand_carries_it_on_with_its_friend() {
    setup_carried_on(true);
}

#[test]
fn a_joiner_closed_in_the_middle_of_a_setup_by_hand_carries_it_on_with_its_host() {
    setup_carried_on(false);
}
