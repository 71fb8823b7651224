//! Undo at a table where a program plays a seat (the computer, a UHP
//! engine, a lesson's scripted opponent): taking a move back takes back the
//! program's reply with the move it answered, so a person is to move again.
//! Each undo is its own request, so each move is seen going back.

use bevy::prelude::*;

use super::TableSystems;
use super::game::{SeatsOf, TableGame};

/// Adds game `G`'s replies to undo (with its table, by
/// [`super::game::add_table_game`]).
pub(super) fn add_replies<G: TableGame>(app: &mut App) {
    app.add_systems(Update, take_back_replies::<G>.in_set(TableSystems::Select));
}

/// After each undo of game `G`, one more while a program is to move.
pub fn take_back_replies<G: TableGame>(
    mut changes: MessageReader<G::Change>,
    session: Option<Res<G>>,
    seats: Res<SeatsOf<G>>,
    mut requests: MessageWriter<G::Request>,
) {
    let undone = changes.read().filter(|change| G::undone(change)).count() > 0;
    if undone && session.is_some_and(|session| session.program_to_move(&seats)) {
        requests.write(G::undo());
    }
}
