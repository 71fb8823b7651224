//! What goes out from a table to its friends: each move played here with
//! the time its player thought about it (a friend's passed on to the
//! others by the host), each charged to its player's clock as measured
//! where it was played, and this computer's players' time running out.

use std::time::Duration;

use bevy::prelude::*;
use tabletop_net::PeerMessage;

use super::{NetTable, PlaysAcross};
use crate::table::clock::{RanOutOfTime, TableClock};
use crate::table::seats::Side as _;

/// Sends each move played at `G`'s table since the friends were last told
/// (a friend's passed on to the others), with its player's thinking time,
/// and charges it to their clock; this side's thinking is timed from when
/// one of its seats came to move (on the real clock: the app may sleep
/// between frames while a player thinks; tests drive it). A clock of this
/// side's that ran out is said.
pub(super) fn tell<G: PlaysAcross>(
    time: Res<Time<Real>>,
    (net, clock): (Option<ResMut<NetTable>>, Option<ResMut<TableClock>>),
    session: Option<Res<G>>,
    (mut rejected, mut ran_out): (MessageReader<G::Rejected>, MessageReader<RanOutOfTime>),
    mut requests: MessageWriter<G::Request>,
) {
    let now = time.elapsed();
    let Some(mut net) = net else {
        return;
    };
    if net.table != G::SCREEN || !net.begun {
        return;
    }
    net.dial_again(time.delta_secs());
    net.note_the_wait(now);
    let Some(session) = session else {
        // The game is prepared: no move yet, friends welcomed to it.
        net.welcome_to_the_rematch::<G>(None);
        return;
    };
    let mut clock = clock.filter(|clock| clock.screen == G::SCREEN);
    if rejected.read().count() > 0 {
        // The friend's move went no further: the next may come.
        net.heard = None;
    }
    let played = session.moves_played();
    if played < net.known {
        net.known = played;
        net.thought.truncate(played);
    }
    while net.known < played {
        let ply = net.known;
        let (thinking_ms, from, seat) = match net.heard {
            Some(heard) if heard.ply == ply => {
                (heard.thinking_ms, Some(heard.friend), Some(heard.clock))
            }
            _ => {
                let (began, seat) = net.turn_began.take().unzip();
                let began = began.unwrap_or(now);
                (now.saturating_sub(began).as_millis() as u64, None, seat)
            }
        };
        if from.is_some() {
            net.heard = None;
        }
        if let Some(notation) = session.written(ply) {
            let a_move = PeerMessage::Move {
                ply: ply as u32,
                notation,
                thinking_ms,
            };
            for friend in net.company.recipients(from) {
                net.link.send(friend, a_move.clone());
            }
        }
        if let Some(clock) = clock.as_deref_mut() {
            // Every move is taken in, by whoever's clock ran then.
            let seat = seat.or(clock.clocks.running()).unwrap_or_default();
            if let Some(late) = clock.charge(ply, seat, Duration::from_millis(thinking_ms)) {
                requests.write(G::flag(late));
            }
        }
        net.thought.push(thinking_ms);
        net.known += 1;
        net.offers_lapse();
    }
    net.caught_up();
    for RanOutOfTime(seat) in ran_out.read() {
        let out = PeerMessage::OutOfTime {
            ply: played as u32,
            seat: *seat as u32,
        };
        net.tell_all(&out, None);
    }
    net.welcome_to_the_rematch(Some(&*session));
    // Waiting (for friends, or on a friend's turn) is nobody's thinking.
    let mover = session.to_move().seat_index();
    let thinking = session.free_play().is_some() && net.company.mine(mover) && !net.holds();
    if !thinking {
        net.turn_began = None;
    } else if net.turn_began.is_none() {
        net.turn_began = Some((now, session.clock_to_move()));
    }
}
