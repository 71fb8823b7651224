//! A game with a friend elsewhere carried on after one side closed the
//! app: Continue opens the table again from the autosave, the friend comes
//! back (a host with the same invitation, a joiner dialling it again), and
//! both finish the game with the same record.

use super::*;
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
