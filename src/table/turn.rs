//! Whose turn it is at the table that is up, for what is above the games
//! (a controller moves only for its own person): the place among the
//! people of the person to move, none away from the tables, while a
//! program is to move, or once the game is over.

use bevy::prelude::*;

use super::TableSystems;
use super::game::{SeatsOf, TableGame};
use super::seats::Side;

/// The person to move at the table that is up: their place among the
/// people, in seat order (the second person is 1 whether or not the
/// computer sits between them and the first).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PersonToMove(pub Option<usize>);

/// Keeps [`PersonToMove`] for `G`'s table while it is up.
pub(super) fn add_turn<G: TableGame>(app: &mut App) {
    app.init_resource::<PersonToMove>()
        .add_systems(
            Update,
            note_the_person_to_move::<G>
                .in_set(TableSystems::Show)
                .run_if(in_state(G::SCREEN)),
        )
        .add_systems(OnExit(G::SCREEN), |mut person: ResMut<PersonToMove>| {
            person.0 = None;
        });
}

fn note_the_person_to_move<G: TableGame>(
    session: Option<Res<G>>,
    seats: Res<SeatsOf<G>>,
    mut person: ResMut<PersonToMove>,
) {
    let seat = session
        .filter(|session| !session.is_over())
        .map(|session| session.to_move())
        .filter(|&side| !seats.of(side).is_machine())
        .map(Side::seat_index);
    let place = seat.map(|seat| seats.person_place(seat));
    if person.0 != place {
        person.0 = place;
    }
}
