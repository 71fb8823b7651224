//! The app's screens, as Bevy states.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
}

/// Which screen is up.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// The main menu: new game options, quit.
    #[default]
    Menu,
    /// A game (or a lesson) of Deblockle at the table.
    Deblockle,
    /// A game of Hive at the table.
    Hive,
    /// A game of Blokus 3D at the turntable.
    Blokus3d,
    /// The tutorial's lesson list.
    Lessons,
    /// The Deblockle puzzles: levels, streak, the next unsolved.
    Puzzles,
    /// The player's settings.
    Settings,
    /// The saved games.
    Games,
    /// Every finished game, and the players' ratings.
    Record,
}
