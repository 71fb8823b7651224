//! Games with a friend elsewhere ended off the board: a player resigns
//! once they confirm it, and a draw offered is declined, lapses with the
//! next move, or is accepted — the same ending on both screens.

use tabletop_rules::concession::Concession;
use tabletop_rules::hive::{Colour, DrawReason};

use super::*;
use crate::table::network::EndTalk;

fn say(app: &mut App, said: EndTalk) {
    app.world_mut().write_message(said);
}

fn hive(app: &App) -> &HiveGame {
    &app.world().resource::<HiveSession>().game
}

#[test]
fn a_player_resigns_once_they_confirm_and_both_screens_end_the_game() {
    let (mut host, invitation) = hosting_hive();
    let mut guest = seated_guest(&mut host, invitation);
    for (ply, text) in WON_BY_WHITE.split(';').enumerate().take(3) {
        play_on_both(&mut host, &mut guest, ply, text);
    }
    // Black asks to resign, thinks better of it, and plays on: the move
    // after it (on the same stream) finds the game going on there.
    say(&mut guest, EndTalk::Resign);
    guest.update();
    say(&mut guest, EndTalk::PlayOn);
    guest.update();
    play_on_both(&mut host, &mut guest, 3, "bQ bS1/");
    assert_eq!(hive(&host).outcome(), None, "not resigned");
    assert_eq!(hive(&guest).outcome(), None);

    say(&mut guest, EndTalk::Resign);
    guest.update();
    say(&mut guest, EndTalk::ConfirmResign);
    both_until(
        &mut host,
        &mut guest,
        "the game over on both",
        |host, guest| hive(host).outcome().is_some() && hive(guest).outcome().is_some(),
    );
    let resigned = Some((Colour::Black, Concession::Resigned));
    assert_eq!(
        (hive(&host).conceded(), hive(&guest).conceded()),
        (resigned, resigned)
    );
    assert_eq!(hive(&host).to_string(), hive(&guest).to_string());
}

#[test]
fn a_draw_offered_is_declined_lapses_with_a_move_or_is_accepted_on_both_screens() {
    let (mut host, invitation) = hosting_hive();
    let mut guest = seated_guest(&mut host, invitation);
    play_on_both(&mut host, &mut guest, 0, "wS1");
    let offered = |app: &App| net(app).friend_offers_a_draw();

    say(&mut host, EndTalk::OfferDraw);
    both_until(&mut host, &mut guest, "the offer heard", |_, guest| {
        offered(guest)
    });
    say(&mut guest, EndTalk::AnswerDraw(false));
    both_until(&mut host, &mut guest, "the answer heard", |host, _| {
        trouble_key(host) == "net-draw-declined"
    });
    assert_eq!(hive(&host).outcome(), None, "declined: play on");

    // An offer not answered goes with the next move.
    say(&mut host, EndTalk::OfferDraw);
    both_until(&mut host, &mut guest, "the offer heard", |_, guest| {
        offered(guest)
    });
    play_on_both(&mut host, &mut guest, 1, "bS1 wS1-");
    assert!(!offered(&guest), "the offer lapsed with the move");

    say(&mut guest, EndTalk::OfferDraw);
    both_until(&mut host, &mut guest, "the offer heard", |host, _| {
        offered(host)
    });
    say(&mut host, EndTalk::AnswerDraw(true));
    both_until(&mut host, &mut guest, "drawn on both", |host, guest| {
        hive(host).outcome().is_some() && hive(guest).outcome().is_some()
    });
    let agreed = Some(DrawReason::Agreement);
    assert_eq!(
        (hive(&host).draw_reason(), hive(&guest).draw_reason()),
        (agreed, agreed)
    );
}

#[test]
fn a_rematch_agreed_begins_on_both_screens_with_the_colours_swapped() {
    let (mut host, invitation) = hosting_hive();
    let mut guest = seated_guest(&mut host, invitation);
    say(&mut host, EndTalk::OfferRematch);
    host.update();
    assert_eq!(
        trouble_or_notice(&mut host),
        "net-no-rematch",
        "not mid-game"
    );
    for (ply, text) in WON_BY_WHITE.split(';').enumerate() {
        play_on_both(&mut host, &mut guest, ply, text);
    }
    say(&mut guest, EndTalk::OfferRematch);
    both_until(&mut host, &mut guest, "the offer heard", |host, _| {
        net(host).friend_offers_a_rematch()
    });
    say(&mut host, EndTalk::AnswerRematch(true));
    both_until(
        &mut host,
        &mut guest,
        "the rematch on both",
        |host, guest| {
            hive_moves(host) == 0 && hive_moves(guest) == 0 && ready(host) && ready(guest)
        },
    );
    let seats = |app: &App| app.world().resource::<HiveSeats>().all().to_vec();
    assert_eq!(
        seats(&host),
        [Seat::Friend, Seat::Person],
        "the host plays Black"
    );
    assert_eq!(
        seats(&guest),
        [Seat::Person, Seat::Friend],
        "the guest White"
    );
    assert_eq!(net(&guest).company.my_seat(), Some(0));
    // The guest opens the new game; the host answers.
    ask_hive_move(&mut guest, "wS1");
    both_until(
        &mut host,
        &mut guest,
        "White's move on both",
        |host, guest| hive_moves(host) == 1 && hive_moves(guest) == 1,
    );
    ask_hive_move(&mut host, "bS1 wS1-");
    both_until(
        &mut host,
        &mut guest,
        "Black's move on both",
        |host, guest| hive_moves(host) == 2 && hive_moves(guest) == 2,
    );
    assert_eq!(hive(&host).to_string(), hive(&guest).to_string());
}
