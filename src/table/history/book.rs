//! The history: a line for every game finished at a table, of every game,
//! kept in the data folder (`history.ron`). Every line is kept; the records
//! themselves are kept for the latest games only (see [`super::records`]).

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabletop_ai::Level;
use tabletop_rating::Rating;

use crate::kept::Kept;

/// Every game finished, oldest first.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct History {
    /// The format's version.
    pub version: u32,
    /// The games.
    pub games: Vec<HistoryLine>,
}

impl Kept for History {
    const FILE: &'static str = "history.ron";
    const WHAT: &'static str = "game history";
    const VERSION: u32 = 1;
    const SETS_ASIDE_DAMAGED: bool = true;
    const UNREADABLE: &'static str = "history-unreadable";

    fn fresh() -> History {
        History {
            version: Self::VERSION,
            games: Vec::new(),
        }
    }
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HistoryLine {
    /// When it ended: `YYYY-MM-DD-HHMMSS`, UTC.
    pub ended: String,
    /// The game (`deblockle`, `hive`, `blokus3d`).
    pub game: String,
    /// Its variant in the game's own words (`Base+MLP`, `A for 2`).
    pub variant: String,
    /// Who played each side, in the sides' order.
    pub seats: Vec<Player>,
    /// The sides that won (several share a tie; none is a draw).
    pub winners: Vec<usize>,
    /// How it ended: the message key of the game's own words for it.
    pub how: String,
    /// Moves played.
    pub moves: usize,
    /// Seconds played at the table.
    pub seconds: u64,
    /// Hints asked for.
    pub hints: u32,
    /// Moves taken back.
    pub undos: u32,
    /// The record's file in the history folder, while it is kept.
    pub record: Option<String>,
    /// Each side's rating before and after the game, where it was rated.
    pub ratings: Vec<Option<RatingChange>>,
}

/// Who played a side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    /// A person, by their name.
    Person(String),
    /// Our computer at a level.
    Computer(Level),
    /// An engine, by its program's name.
    Engine(String),
}

/// A rating moved by a game.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingChange {
    /// Before the game.
    pub before: Rating,
    /// After it.
    pub after: Rating,
}

impl History {
    /// The games of the person `old` are `new`'s now (a player renamed).
    pub fn rename(&mut self, old: &str, new: &str) {
        for seat in self.games.iter_mut().flat_map(|game| &mut game.seats) {
            if let Player::Person(name) = seat
                && name == old
            {
                new.clone_into(name);
            }
        }
    }
}

impl HistoryLine {
    /// Whether side `seat` won, drew (`None`) or lost.
    pub fn result_of(&self, seat: usize) -> Option<bool> {
        if self.winners.is_empty() {
            None
        } else {
            Some(self.winners.contains(&seat))
        }
    }
}
