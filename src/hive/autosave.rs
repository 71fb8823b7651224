//! The Hive game in progress goes into the same autosave as Deblockle's
//! (one game carried on by "Continue"), after every change.

use bevy::prelude::*;

use super::records::HiveRecord;
use super::seats::HiveSeats;
use super::session::{HiveChange, HiveSession};
use crate::deblockle::autosave::{Autosave, SavedGame, VERSION};
use crate::table::TableSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        save_after_changes
            .run_if(resource_exists::<Autosave>)
            .in_set(TableSystems::Show),
    );
}

fn save_after_changes(
    mut changes: MessageReader<HiveChange>,
    session: Option<Res<HiveSession>>,
    seats: Res<HiveSeats>,
    mut autosave: ResMut<Autosave>,
) {
    let changed = changes.read().count() > 0;
    let Some(session) = session.filter(|_| changed) else {
        return;
    };
    autosave.save(SavedGame {
        version: VERSION,
        record: None,
        setup: None,
        computer: None,
        hive: Some(HiveRecord::of(&session.game, &seats)),
    });
}
