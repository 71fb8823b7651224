//! What every game at the table shares: the order of the table's work
//! within a frame. Each game's features join a set rather than ordering
//! themselves against each other.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            TableSystems::Input,
            TableSystems::Select,
            TableSystems::Pieces,
            TableSystems::Rules,
            TableSystems::Animate,
            TableSystems::Show,
        )
            .chain(),
    );
}

/// The steps of a frame at the table, in order.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableSystems {
    /// Keys and clicks become picks.
    Input,
    /// Picks become choices, previews and move requests.
    Select,
    /// Changes and previews set pieces in motion.
    Pieces,
    /// One waiting request goes to the rules.
    Rules,
    /// Pieces move.
    Animate,
    /// Highlights, texts and the camera follow.
    Show,
}
