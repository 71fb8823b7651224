//! The HUD's lines that speak: the notice line (what the table says, why
//! the rules refused, what a change means), which clears itself, and the
//! moves read out to screen readers.

use bevy::prelude::*;
use tabletop_i18n::Message;

use crate::accessible::Announce;
use crate::language::{Localized, blank};
use crate::table::Notice;
use crate::table::frames::{DrawsFrames, Frames};
use crate::table::game::TableGame;

/// How long a notice stays up, in seconds.
pub const NOTICE_SECONDS: f32 = 6.0;

/// How often a frame comes while a notice is up, to take it down in time.
pub const NOTICE_TICK: std::time::Duration = std::time::Duration::from_millis(250);

pub(crate) fn plugin(app: &mut App) {
    app.draws(|world| {
        let mut lines = world.query::<&NoticeLine>();
        let up = lines.iter(world).any(|line| line.seconds_left > 0.0);
        up.then_some(Frames::Every(NOTICE_TICK))
    });
}

/// A line of notices: each stays up [`NOTICE_SECONDS`], and is read out.
#[derive(Component, Default)]
#[require(crate::accessible::Announced)]
pub struct NoticeLine {
    seconds_left: f32,
}

/// Reads each move made at `G`'s table out: who made it, in the game's
/// notation.
pub(in crate::table) fn announce_moves<G: TableGame>(
    mut changes: MessageReader<G::Change>,
    mut heard: MessageWriter<Announce>,
) {
    for (player, mv) in changes.read().filter_map(G::move_played) {
        let said = Message::new("announce-move")
            .with("player", player)
            .with("move", mv);
        heard.write(Announce(said));
    }
}

/// Shows game `G`'s latest notice on the notice lines of its table: what
/// the table says ([`Notice`]), why the rules refused, what a change means
/// (a player blocked or out, a pass).
pub(in crate::table) fn collect_notices<G: TableGame>(
    time: Res<Time>,
    session: Option<Res<G>>,
    mut notices: MessageReader<Notice>,
    mut rejected: MessageReader<G::Rejected>,
    mut changes: MessageReader<G::Change>,
    mut lines: Query<(&mut NoticeLine, &mut Localized)>,
) {
    let mut latest = notices.read().map(|notice| notice.0.clone()).last();
    latest = rejected.read().map(G::reason).last().or(latest);
    for change in changes.read() {
        latest = session
            .as_ref()
            .and_then(|session| session.notice(change))
            .or(latest);
    }
    show_notice(time.delta_secs(), latest, &mut lines);
}

/// Shows `latest` on the notice lines, or clears them once their time is up.
fn show_notice(
    elapsed: f32,
    latest: Option<Message>,
    lines: &mut Query<(&mut NoticeLine, &mut Localized)>,
) {
    for (mut line, text) in lines.iter_mut() {
        line.seconds_left -= elapsed;
        if let Some(latest) = &latest {
            Localized::show(text, latest.clone());
            line.seconds_left = NOTICE_SECONDS;
        } else if line.seconds_left <= 0.0 {
            Localized::show(text, blank());
        }
    }
}
