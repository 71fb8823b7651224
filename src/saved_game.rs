//! The autosave's contents: a saved game of any of the three games, in a
//! versioned file. Version 1 (before the games were peers) was one struct
//! with a field per game; it is still read, and brought up to date.

use std::path::Path;
use tabletop_rules::clock::ClockRecord;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabletop_store::StoreError;

use tabletop_rules::deblockle::GameRecord;

use crate::blokus3d::records::BlokusRecord;
use crate::deblockle::records::ComputerSeat;
use crate::deblockle::records::DeblockleSave;
use crate::deblockle::seats::DeblockleSeats;
use crate::deblockle::setup::SetupSnapshot;
use crate::game_start::{SavedTree, StartGame};
use crate::hive::records::HiveRecord;
use crate::table::autosave::{
    Autosave, SaveFile, flush_on_exit, keep_autosaves, report_autosave_failures,
};
use crate::table::network::Across;

/// The autosave format's version.
pub const VERSION: u32 = 2;

/// The autosave of this app.
pub type GameAutosave = Autosave<SavedGame>;

/// Keeps each game's announced saves in the autosave.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (
            keep_autosaves::<DeblockleSave, SavedGame>,
            keep_autosaves::<HiveRecord, SavedGame>,
            keep_autosaves::<BlokusRecord, SavedGame>,
            report_autosave_failures::<SavedGame>,
        ),
    )
    .add_systems(Last, flush_on_exit::<SavedGame>);
}

/// What the autosave file holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The format's version.
    pub version: u32,
    /// The game.
    pub game: Saved,
    /// Its clocks, when it is played on a clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockRecord>,
    /// How it is played with friends elsewhere, when it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub across: Option<Across>,
}

/// A saved game of one of the games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Saved {
    /// Deblockle: a game or its setup.
    Deblockle(DeblockleSave),
    /// Hive.
    Hive(HiveRecord),
    /// Blokus 3D (boxed: its position is the largest by far).
    Blokus3d(Box<BlokusRecord>),
}

impl From<Saved> for SavedGame {
    fn from(game: Saved) -> SavedGame {
        SavedGame {
            version: VERSION,
            game,
            clock: None,
            across: None,
        }
    }
}

impl From<DeblockleSave> for SavedGame {
    fn from(saved: DeblockleSave) -> SavedGame {
        Saved::Deblockle(saved).into()
    }
}

impl From<HiveRecord> for SavedGame {
    fn from(saved: HiveRecord) -> SavedGame {
        Saved::Hive(saved).into()
    }
}

impl From<BlokusRecord> for SavedGame {
    fn from(saved: BlokusRecord) -> SavedGame {
        Saved::Blokus3d(Box::new(saved)).into()
    }
}

impl SaveFile for SavedGame {
    const WHAT: &'static str = "saved game";

    fn load(path: &Path) -> Result<Option<SavedGame>, StoreError> {
        tabletop_store::load_migrating(
            path,
            Self::WHAT,
            VERSION,
            1,
            SavedGameV1::brought_up_to_date,
        )
    }

    fn timed(self, clock: ClockRecord) -> SavedGame {
        SavedGame {
            clock: Some(clock),
            ..self
        }
    }

    fn across(self, across: Across) -> SavedGame {
        SavedGame {
            across: Some(across),
            ..self
        }
    }

    fn unfinished(&self) -> bool {
        match &self.game {
            Saved::Deblockle(saved) => saved.unfinished(),
            Saved::Hive(record) => record.unfinished(),
            Saved::Blokus3d(record) => !record.position.is_over(),
        }
    }
}

impl SavedGame {
    /// Reads an autosave's text, as if from `path` (every version this
    /// build knows).
    ///
    /// # Errors
    /// The text is damaged, or newer.
    pub fn read(text: &str, path: &Path) -> Result<SavedGame, StoreError> {
        tabletop_store::parse_migrating(
            text,
            path,
            Self::WHAT,
            VERSION,
            1,
            SavedGameV1::brought_up_to_date,
        )
    }

    /// The move tree kept with the game, if it holds more than its moves.
    pub fn tree(&self) -> Option<SavedTree> {
        match &self.game {
            Saved::Deblockle(DeblockleSave::Game { record, .. }) => {
                record.tree.as_deref().cloned().map(SavedTree::Deblockle)
            }
            Saved::Deblockle(DeblockleSave::Setup { .. }) => None,
            Saved::Hive(record) => record.tree.as_deref().cloned().map(SavedTree::Hive),
            Saved::Blokus3d(record) => record.tree.as_deref().cloned().map(SavedTree::Blokus3d),
        }
    }

    /// How to carry on: the game started again (replayed under the rules)
    /// or the setup, and who plays.
    ///
    /// # Errors
    /// The record breaks a rule (the rules' reason).
    pub fn resume(&self) -> Result<StartGame, String> {
        match &self.game {
            Saved::Deblockle(saved) => {
                let (request, seats) = saved.resume()?;
                Ok(StartGame::Deblockle(request, seats))
            }
            Saved::Hive(record) => Ok(StartGame::Hive(
                Box::new(record.replay()?),
                record.seats.clone(),
            )),
            Saved::Blokus3d(record) => {
                Ok(StartGame::Blokus3d(Box::new(record.game()), record.seats()))
            }
        }
    }
}

/// Version 1 of the autosave: one struct, a field per game.
#[derive(Deserialize)]
struct SavedGameV1 {
    #[serde(default)]
    record: Option<GameRecord>,
    #[serde(default)]
    setup: Option<SetupSnapshot>,
    #[serde(default)]
    computer: Option<ComputerSeat>,
    #[serde(default)]
    hive: Option<HiveRecord>,
    #[serde(default)]
    blokus3d: Option<BlokusRecord>,
}

impl SavedGameV1 {
    /// The same game in today's shape (version 1 wrote one game at a time,
    /// checked in this order).
    fn brought_up_to_date(self) -> Result<SavedGame, String> {
        let computer = self.computer;
        let game = if let Some(hive) = self.hive {
            Saved::Hive(hive)
        } else if let Some(blokus) = self.blokus3d {
            Saved::Blokus3d(Box::new(blokus))
        } else if let Some(record) = self.record {
            Saved::Deblockle(DeblockleSave::Game {
                record,
                seats: DeblockleSeats::default(),
                computer,
            })
        } else if let Some(setup) = self.setup {
            Saved::Deblockle(DeblockleSave::Setup {
                setup,
                seats: DeblockleSeats::default(),
                computer,
            })
        } else {
            return Err("the save holds no game".into());
        };
        Ok(game.into())
    }
}
