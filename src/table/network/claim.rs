//! A friend away a while: the one left may claim the game (the friend's
//! clock is flagged, as if their time ran out: the game is won on time),
//! or keep waiting. Only at a table of two, where the one away is the only
//! other player, and once the game has begun (a game still prepared
//! together has nothing to win yet).

use std::time::Duration;

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::{NetTable, PlaysAcross};
use crate::table::Notice;

/// How long a friend is away before the game may be claimed.
pub const CLAIM_AFTER: Duration = Duration::from_secs(60);

/// The player claims the game their friend left.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClaimGame;

impl NetTable {
    /// Notes when the table began to wait for a friend away, at `now` on
    /// the real clock.
    pub(super) fn note_the_wait(&mut self, now: Duration) {
        match (self.company.waits(), self.away_since) {
            (true, None) => self.away_since = Some(now),
            (false, Some(_)) => self.away_since = None,
            _ => {}
        }
    }

    /// Whether the game may be claimed at `now`: it has begun, and the
    /// only other player has been away [`CLAIM_AFTER`].
    pub fn may_claim(&self, now: Duration) -> bool {
        let waited = self
            .away_since
            .is_some_and(|since| now.saturating_sub(since) >= CLAIM_AFTER);
        waited && self.company.seats.len() == 2 && !self.preparing()
    }
}

/// The claim: the friend's clock flagged, the link closed.
pub(super) fn claim<G: PlaysAcross>(
    mut commands: Commands,
    mut claims: MessageReader<ClaimGame>,
    time: Res<Time<Real>>,
    net: Option<Res<NetTable>>,
    mut requests: MessageWriter<G::Request>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(net) = net.filter(|net| net.table == G::SCREEN) else {
        return;
    };
    if claims.read().count() == 0 || !net.may_claim(time.elapsed()) {
        return;
    }
    for seat in (0..net.company.seats.len()).filter(|&seat| !net.company.mine(seat)) {
        requests.write(G::flag(seat));
    }
    notices.write(Notice(Message::new("net-claimed")));
    commands.remove_resource::<NetTable>();
}
