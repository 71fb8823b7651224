//! The request queue of every game, written once: a game's requests wait
//! while its pieces move (see [`super::activity`]), then go to its rules
//! one at a time. Every move played goes into the session's move tree (a
//! move where the line already goes on follows it or makes a variation,
//! so nothing is thrown away); a move taken back stays there for redo,
//! which plays it again as a request of its own. What else a game is asked
//! (a new game, a time out) is its own business ([`TableGame::other`]).

use bevy::ecs::system::StaticSystemParam;
use bevy::prelude::*;

use super::Pending;
use super::activity::TableActivity;
use super::game::TableGame;

/// What the queue does with one of a game's requests.
pub enum Asked<M, R> {
    /// Play this move.
    Play(M),
    /// Take the last move back.
    Undo,
    /// Play again the last move taken back.
    Redo,
    /// Anything else: the game's own (a new game, a time out).
    Other(R),
}

/// Adds game `G`'s request queue (with its table).
pub(super) fn add_requests<G: TableGame>(app: &mut App) {
    app.add_table_requests::<G::Request, _>(apply_next_request::<G>);
}

fn apply_next_request<G: TableGame>(
    mut pending: ResMut<Pending<G::Request>>,
    session: Option<ResMut<G>>,
    mut opening: StaticSystemParam<G::Opening>,
    mut changes: MessageWriter<G::Change>,
    mut rejected: MessageWriter<G::Rejected>,
) {
    let Some(request) = pending.0.pop_front() else {
        return;
    };
    match (G::asked(request), session.map(ResMut::into_inner)) {
        (Asked::Play(mv), Some(session)) => match session.play_move(mv) {
            Ok(change) => {
                session.tree_mut().play(mv);
                changes.write(change);
            }
            Err(refusal) => {
                rejected.write(refusal);
            }
        },
        (Asked::Undo, Some(session)) => {
            if let Some(change) = session.take_back() {
                session.tree_mut().back();
                changes.write(change);
            }
        }
        (Asked::Redo, Some(session)) => {
            if let Some(&mv) = session.tree().next_move() {
                pending.0.push_front(G::play(mv));
            }
        }
        (Asked::Other(request), session) => {
            G::other(request, session, &mut opening, &mut changes, &mut rejected);
        }
        // No game to play, take back or redo.
        (_, None) => {}
    }
}
