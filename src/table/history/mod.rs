//! Every finished game remembered, written once for every table: when a
//! game played at a table ends (not a lesson's or a puzzle's, not a record
//! replayed), its record goes to the history folder, a line to the history
//! (who played, the result and how, moves, time, hints and undos), and each
//! person's rating moves against the computer level or the person they
//! played (see [`players`]). A game joins by implementing [`Recorded`].
//! The people are named in every game's options ([`names`], a name typed
//! in [`naming`]), and renamed or removed in Settings ([`roster`]).

pub mod book;
mod chart;
mod keep;
pub mod names;
pub mod naming;
pub mod pads;
pub mod players;
mod records;
pub mod roster;
pub mod screen;
pub mod stats;
pub mod strength;
mod views;

use std::collections::BTreeMap;
use std::path::PathBuf;

use bevy::prelude::*;
use tabletop_rating::LevelTable;

pub use book::{History, HistoryLine, Player, RatingChange};
pub use keep::GameInPlay;
pub use names::SeatNames;
pub use players::{Players, Profile};
pub use records::KEPT_RECORDS;

use super::autosave::Recorded;
use crate::kept::{Kept, KeptFile, insert_kept};

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The sides that won (several share a tie; none is a draw).
    pub winners: Vec<usize>,
    /// The message key of the game's words for how it ended.
    pub how: &'static str,
}

/// Where the records of finished games go; none keeps only the history's
/// lines (the app sets the data folder's; a test, a scratch folder).
#[derive(Resource, Clone, Debug, Default)]
pub struct HistoryFolder(pub Option<PathBuf>);

/// Asks for a finished game's record to be opened at its table, to look
/// through and carry on (the Record screen's latest games; the screens
/// above, which know every game, open it).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct OpenRecord(pub PathBuf);

/// Each game's level table, by the game's name.
#[derive(Resource, Clone, Debug, Default)]
pub struct LevelTables(pub BTreeMap<&'static str, LevelTable>);

/// Adds the history to game `G`'s table (each game's plugin). Until the
/// app points them at the data folder ([`keep_in_data_folder`]), the
/// history and the players live in memory only.
pub fn add_history<G: Recorded>(app: &mut App) {
    if !app.world().contains_resource::<KeptFile<History>>() {
        insert_kept::<History>(app, None);
        insert_kept::<Players>(app, None);
        app.add_message::<OpenRecord>()
            .init_resource::<HistoryFolder>()
            .init_resource::<SeatNames>()
            .init_resource::<LevelTables>()
            .add_plugins((names::plugin, naming::plugin, pads::plugin, roster::plugin));
    }
    match G::LEVEL_TABLE.map(LevelTable::read) {
        None => {}
        Some(Ok(table)) => {
            app.world_mut()
                .resource_mut::<LevelTables>()
                .0
                .insert(G::GAME, table);
        }
        Some(Err(error)) => warn!(
            "{}'s level table: {error}; its games are not rated",
            G::GAME
        ),
    }
    keep::add_keeping::<G>(app);
    screen::add_screen(app);
    app.world_mut()
        .resource_mut::<screen::RecordShelf>()
        .0
        .push((G::GAME, G::NAME));
}

/// The history, the players and the records in the platform's data folder
/// (the app, not its tests).
pub fn keep_in_data_folder(app: &mut App) {
    insert_kept::<History>(app, crate::folders::data_file(History::FILE));
    insert_kept::<Players>(app, crate::folders::data_file(Players::FILE));
    app.insert_resource(HistoryFolder(crate::folders::data_file("history")));
}
