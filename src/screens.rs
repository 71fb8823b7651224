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
    /// A game's table: a game of it (or a lesson or a puzzle) being
    /// played.
    Table(Table),
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
    /// Joining a friend's game on another computer.
    JoinFriend,
}

/// Which game's table is up, by the game's name in files (its session's
/// `TableGame::GAME`): a game brings its table with it, and no list of
/// games is written here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Table(pub &'static str);
