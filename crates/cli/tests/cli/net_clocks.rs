//! Clocks at a networked table, as the app keeps them: a clock a colour
//! in Blokus 3D, where a colour out of time is out and the others play on
//! (the record says where it went out).

use tabletop_net::{Offer, PeerMessage};
use tabletop_peer::{Event, Friend, PATIENCE};
use tabletop_rules::blokus3d::{Colour, Position};

use super::net::{ended, host, rogue, temporary};
use super::stderr;

#[test]
fn a_blokus_colour_whose_move_came_too_late_is_out_and_the_others_play_on() {
    let record = temporary("blokus-clocks");
    let (child, out, invitation) = host(&[
        "--game",
        "blokus3d",
        "--opening",
        "A-2x2",
        "--clock",
        "1+0",
        "--engine",
        "easy",
        "--name",
        "Ana",
        "--record",
        record.to_str().expect("a path"),
    ]);
    let friend = rogue(&invitation);
    let mut game = None;
    let mut late = None;
    loop {
        if let Some(position) = &game
            && let Some(seat) = theirs_to_move(position)
        {
            let mut position: Position = position.clone();
            let placement = position.legal_placements()[0];
            position.place(placement).expect("legal");
            // The friend's first colour thinks past its minute.
            let thinking_ms = if late.is_none() { 61_000 } else { 5 };
            let ply = position.history().len() as u32 - 1;
            friend.send(
                Friend::HOST,
                PeerMessage::Move {
                    ply,
                    notation: placement.to_string(),
                    thinking_ms,
                },
            );
            if late.is_none() {
                position.time_out(seat);
                late = Some(seat);
            }
            game = Some(position);
            continue;
        }
        if game.as_ref().is_some_and(Position::is_over) {
            break;
        }
        match friend.wait(PATIENCE) {
            Some(Event::Message {
                message: PeerMessage::Welcome { game: offer, .. },
                ..
            }) => {
                let offer = Offer::read(&offer).expect("an offer");
                game = Some(Position::parse_file(&offer.opening).expect("a position"));
            }
            Some(Event::Message {
                message: PeerMessage::Move { notation, .. },
                ..
            }) => {
                let position = game.as_mut().expect("welcomed first");
                let placement = notation.parse().expect("a placement");
                position
                    .place(placement)
                    .expect("the host's placement is legal");
            }
            Some(Event::Message { .. }) => {}
            other => panic!("{other:?} before the game's end"),
        }
    }
    friend.close();
    let (hosted, lines) = ended(child, out);
    assert!(hosted.status.success(), "{}", stderr(&hosted));
    let late = late.expect("the friend moved");
    assert!(
        lines.contains(&format!("clock {late} ran out: its colour is out\n")),
        "{lines}"
    );
    assert!(lines.contains("\nresult: "), "{lines}");
    // The host's record has the colour out where it went out, and is the
    // friend's game.
    let written = std::fs::read_to_string(&record).expect("a record");
    let letter = Colour::of_seat(late).letter();
    assert!(
        written.contains(&format!("; {letter} out of time; ")),
        "{written}"
    );
    assert_eq!(written.trim(), game.expect("a game").to_string());
    std::fs::remove_file(record).expect("cleaned");
}

/// The friend's colour to move (the host's player sits first), if any.
fn theirs_to_move(position: &Position) -> Option<usize> {
    let seat = position.seat_to_move();
    let theirs = !position.is_over() && position.seating().player_of(seat) == 1;
    theirs.then_some(seat)
}
