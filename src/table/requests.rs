//! The request queue of every game, written once: a game's requests wait
//! while its pieces move (see [`super::activity`]), then go to its rules
//! one at a time. Every move played goes into the session's move tree (a
//! move where the line already goes on follows it or makes a variation,
//! so nothing is thrown away); a move taken back stays there for redo,
//! which plays it again as a request of its own. What else a game is asked
//! (a new game, a time out) is its own business ([`TableGame::other`]).
//! At a table with friends elsewhere, this computer's moves wait while the
//! table waits for them, and no move is taken back.

use bevy::ecs::system::StaticSystemParam;
use bevy::prelude::*;

use super::activity::TableActivity;
use super::game::TableGame;
use super::network::{NetTable, Taken};
use super::{Notice, Pending};

/// What the queue does with one of a game's requests; with the game's own
/// requests `R` beside them, a game's whole request (a game with no
/// request shape of its own takes `Asked<Move, Own>`).
#[derive(Clone, Debug, PartialEq)]
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

impl<M: Send + Sync + 'static, R: Send + Sync + 'static> Message for Asked<M, R> {}

/// A game's request as the queue reads it: a move, an undo, a redo, or the
/// game's own.
pub trait TableRequest<M>: Sized {
    /// The request that plays `mv`.
    fn play(mv: M) -> Self;
    /// The request that takes the last move back.
    fn undo() -> Self;
    /// The request that plays again the last move taken back.
    fn redo() -> Self;
    /// What the request asks: the inverse of the three above, or the
    /// game's own.
    fn asked(self) -> Asked<M, Self>;
}

impl<M, R> TableRequest<M> for Asked<M, R> {
    fn play(mv: M) -> Asked<M, R> {
        Asked::Play(mv)
    }
    fn undo() -> Asked<M, R> {
        Asked::Undo
    }
    fn redo() -> Asked<M, R> {
        Asked::Redo
    }
    fn asked(self) -> Asked<M, Asked<M, R>> {
        match self {
            Asked::Play(mv) => Asked::Play(mv),
            Asked::Undo => Asked::Undo,
            Asked::Redo => Asked::Redo,
            own => Asked::Other(own),
        }
    }
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
    (friends, mut notices): (Option<ResMut<NetTable>>, MessageWriter<Notice>),
) {
    let Some(request) = pending.0.pop_front() else {
        return;
    };
    let asked = G::asked(request);
    let taken = match asked {
        Asked::Play(_) => Some(Taken::Move),
        Asked::Undo => Some(Taken::Back { redo: false }),
        Asked::Redo => Some(Taken::Back { redo: true }),
        Asked::Other(_) => None,
    };
    if let (Some(taken), Some(mut friends)) = (taken, friends)
        && let Err(refusal) = friends.admit(G::SCREEN, taken)
    {
        notices.write(Notice(refusal));
        return;
    }
    match (asked, session.map(ResMut::into_inner)) {
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
