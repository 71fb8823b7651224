//! A joiner's way back to its host: while the host is away, it dials the
//! same invitation again, one try at a time.

use std::time::Duration;

use tabletop_i18n::Message;
use tabletop_peer::{JoinOptions, Link, Wake};

use super::NetTable;

/// How long one try to reach the host again lasts, and the least time
/// between two.
pub(super) const ONE_TRY: Duration = Duration::from_secs(5);

/// How a joiner dials its host again.
pub(super) struct Rejoin {
    pub(super) options: JoinOptions,
    pub(super) wake: Option<Wake>,
    /// Seconds until the next dial, while the host is away.
    pub(super) dial_in: Option<f32>,
}

impl NetTable {
    /// Whether a joiner waits to dial its host again.
    pub(super) fn redials(&self) -> bool {
        self.rejoin
            .as_ref()
            .is_some_and(|rejoin| rejoin.dial_in.is_some())
    }

    /// Dials the host again once the time comes, while it is away.
    pub(super) fn dial_again(&mut self, seconds: f32) {
        let Some(rejoin) = &mut self.rejoin else {
            return;
        };
        let Some(dial_in) = &mut rejoin.dial_in else {
            return;
        };
        *dial_in -= seconds;
        if *dial_in > 0.0 {
            return;
        }
        rejoin.dial_in = None;
        let options = JoinOptions {
            patience: ONE_TRY,
            ..rejoin.options.clone()
        };
        match Link::join_waking(options, rejoin.wake.clone()) {
            Ok(link) => self.link = link,
            Err(error) => {
                rejoin.dial_in = Some(ONE_TRY.as_secs_f32());
                self.trouble = Some(Message::new("net-failed").with("reason", error.to_string()));
            }
        }
    }
}
