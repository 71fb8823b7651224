//! Undo at a table where a program plays a seat (the computer, a UHP
//! engine, a lesson's scripted opponent): taking a move back takes back the
//! program's reply with the move it answered, so a person is to move again.
//! Each undo is its own request, so each move is seen going back.

use bevy::ecs::system::{StaticSystemParam, SystemParam};
use bevy::prelude::*;

/// A game whose undo takes a program's reply back too.
pub trait Replies: Send + Sync + 'static {
    /// The game's change message.
    type Change: Message;
    /// The game's request message.
    type Request: Message;
    /// What tells who is to move now, and who plays.
    type Table: SystemParam;

    /// Whether `change` took a move back.
    fn undone(change: &Self::Change) -> bool;

    /// Whether, after an undo, a program (not a person) is to move while a
    /// person plays and there are moves left to take back.
    fn program_to_move(table: &<Self::Table as SystemParam>::Item<'_, '_>) -> bool;

    /// The request that takes one more move back.
    fn undo() -> Self::Request;
}

/// After each undo of game `G`, one more while a program is to move
/// (added by each game's plugin).
pub fn take_back_replies<G: Replies>(
    mut changes: MessageReader<G::Change>,
    table: StaticSystemParam<G::Table>,
    mut requests: MessageWriter<G::Request>,
) {
    let undone = changes.read().filter(|change| G::undone(change)).count() > 0;
    if undone && G::program_to_move(&table) {
        requests.write(G::undo());
    }
}
