//! Who sits where at a networked table, checked seat by seat.

use super::*;

fn offer(seat: usize) -> Offer {
    Offer {
        game: "blokus3d".into(),
        opening: "A-4".into(),
        seat,
        players: vec!["Ana".into(), "Bo".into(), "Cy".into(), "Di".into()],
        clock: None,
        help: false,
    }
}

#[test]
fn a_host_seats_newcomers_in_order_and_hears_each_only_for_their_seat() {
    let mut company = Company::hosting(&[true, false, false], "Ana\u{7}");
    assert_eq!(company.names[0], "Ana", "names are cleaned");
    assert_eq!(company.seat_newcomer(Friend(1), "Bo"), Some(1));
    assert!(!company.full());
    assert_eq!(company.seat_newcomer(Friend(2), "Cy"), Some(2));
    assert!(company.full());
    assert_eq!(company.seat_newcomer(Friend(3), "Di"), None);
    assert!(company.sent_by_mover(1, Friend(1)));
    assert!(!company.sent_by_mover(1, Friend(2)), "another friend");
    assert!(!company.sent_by_mover(0, Friend(1)), "the host's own seat");
    assert_eq!(company.recipients(Some(Friend(1))), [Friend(2)]);
    assert_eq!(company.name_of(Friend(2)), Some("Cy"));
    let seated: Vec<(usize, Friend)> = company.friends().collect();
    assert_eq!(seated, [(1, Friend(1)), (2, Friend(2))]);
}

#[test]
fn a_friend_away_holds_the_game_until_back_at_their_own_seat() {
    let mut company = Company::hosting(&[true, false, false], "Ana");
    company.seat_newcomer(Friend(1), "Bo");
    company.seat_newcomer(Friend(2), "Cy");
    assert_eq!(company.away(Friend(2)), Some(2));
    assert_eq!(company.away(Friend(1)), Some(1));
    assert!(company.waits());
    assert!(!company.sent_by_mover(2, Friend(2)), "away sends nothing");
    assert_eq!(company.seat_returning(Friend(3), "Cy"), Some(2));
    assert_eq!(company.seat_returning(Friend(4), "Zed"), Some(1));
    assert_eq!(company.seat_returning(Friend(5), "Cy"), None);
    assert!(!company.waits());
    assert_eq!(company.recipients(None), [Friend(4), Friend(3)]);
}

#[test]
fn a_host_opened_again_waits_for_each_friend_by_name() {
    let names = ["Ana".to_owned(), "Bo".to_owned(), "Cy\u{7}".to_owned()];
    let mut company = Company::hosting_again(&[false, true, false], &names);
    assert_eq!(company.seats[1], Sitter::Me);
    assert!(company.full() && company.waits(), "nobody new sits down");
    assert_eq!(company.names, ["Ana", "Bo", "Cy"]);
    assert_eq!(company.seat_returning(Friend(1), "Cy"), Some(2));
    assert_eq!(company.seat_returning(Friend(2), "Ana"), Some(0));
    assert!(!company.waits());
}

#[test]
fn a_joiner_opened_again_waits_for_its_host() {
    let names = ["Ana".to_owned(), "Bo".to_owned()];
    let mut company = Company::joining_again(1, &names);
    assert!(company.is_joiner() && company.waits());
    assert_eq!(company.my_seat(), Some(1));
    company.host_back();
    assert!(!company.waits());
    assert!(company.sent_by_mover(0, Friend::HOST));
}

#[test]
fn a_rematch_moves_every_player_on_one_seat() {
    let mut company = Company::hosting(&[true, false, false], "Ana");
    company.seat_newcomer(Friend(1), "Bo");
    company.seat_newcomer(Friend(2), "Cy");
    company.welcome(
        Friend(1),
        1,
        ("blokus3d", "A".into(), None, false),
        "t 1",
        9,
    );
    company.next_game();
    assert_eq!(company.names, ["Cy", "Ana", "Bo"]);
    assert_eq!(company.my_seat(), Some(1));
    assert_eq!(company.seat_of(Friend(1)), Some(2));
    assert_eq!(company.to_resend(Friend(1), 0, 3), 0..3, "told nothing yet");
}

#[test]
fn a_joiner_hears_every_move_from_the_host_and_tells_only_the_host() {
    let company = Company::joining(&offer(2));
    assert!(company.is_joiner());
    assert_eq!(company.my_seat(), Some(2));
    assert!(company.sent_by_mover(1, Friend::HOST));
    assert!(company.sent_by_mover(2, Friend::HOST), "its own, again");
    assert!(!company.sent_by_mover(1, Friend(1)));
    assert_eq!(company.recipients(None), [Friend::HOST]);
    assert!(company.recipients(Some(Friend::HOST)).is_empty());
    assert_eq!(company.seat_of(Friend::HOST), None);
    assert_eq!(
        company.name_of(Friend::HOST),
        None,
        "the host is one of three"
    );
    let two = Offer {
        game: "hive".into(),
        opening: "Base".into(),
        seat: 0,
        players: vec!["Ana".into(), "Bo".into()],
        clock: None,
        help: false,
    };
    assert_eq!(Company::joining(&two).name_of(Friend::HOST), Some("Bo"));
}

#[test]
fn a_friend_is_sent_again_only_what_the_host_had_when_it_told_them() {
    let mut company = Company::hosting(&[true, false], "Ana");
    company.seat_newcomer(Friend(1), "Bo");
    let welcome = company.welcome(
        Friend(1),
        1,
        ("hive", "Base".into(), None, false),
        "t 1",
        12,
    );
    let PeerMessage::Welcome { game, name, .. } = welcome else {
        panic!("not a welcome: {welcome:?}");
    };
    assert_eq!(name, "Ana");
    let offered = Offer::read(&game).expect("an offer");
    assert_eq!((offered.seat, offered.players.len()), (1, 2));
    // Two more moves were sent after the word: they are on their way.
    assert_eq!(company.to_resend(Friend(1), 9, 14), 9..12);
    assert_eq!(company.to_resend(Friend(1), 13, 14), 13..13);
    assert_eq!(company.to_resend(Friend(7), 9, 14), 9..14, "never told");
}
