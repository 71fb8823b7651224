//! Deblockle in the autosave: the game as a record or, before it begins,
//! its setup so far, and who plays each side. Announced after every change
//! (see [`crate::table::autosave`]); a lesson is not a game to save.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabletop_ai::Level;
use tabletop_rules::clock::ClockRecord;
use tabletop_rules::deblockle::{DrawReason, GameRecord, Outcome, Player};

use super::seats::{DeblockleSeats, against_computer};
use super::session::{DeblockleRequest, DeblockleSession, Start};
use super::setup::{Setup, SetupSnapshot};
use crate::table::autosave::{Autosaving, Recorded};
use crate::table::clock::TableClock;
use crate::table::history::Ending;
use crate::table::network::NetTable;
use crate::table::seats::Side as _;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        announce_the_setup.in_set(crate::table::TableSystems::Show),
    );
}

impl Recorded for DeblockleSession {
    type Saved = DeblockleSave;
    type Record = GameRecord;

    fn saved(&self, seats: &DeblockleSeats) -> DeblockleSave {
        DeblockleSave::Game {
            record: GameRecord::from_game(&self.game).with_tree(&self.tree),
            seats: seats.clone(),
            computer: None,
        }
    }

    /// The game as the command line's records have it, with its clocks.
    fn record(&self, _: &DeblockleSeats, clock: Option<ClockRecord>) -> GameRecord {
        GameRecord::from_game(&self.game)
            .with_tree(&self.tree)
            .with_clock(clock)
    }

    const LEVEL_TABLE: Option<&'static str> =
        Some(include_str!("../../assets/levels/deblockle.ron"));

    /// The blocks each side began with (`4v4`).
    fn variant(&self) -> String {
        let blocks = self.game.rules().blocks;
        format!("{}v{}", blocks.gold, blocks.teal)
    }

    fn ending(&self) -> Option<Ending> {
        let (winners, how) = match self.game.outcome()? {
            Outcome::Win(player) => (vec![player.seat_index()], "how-won"),
            Outcome::Draw(reason) => (
                Vec::new(),
                match reason {
                    DrawReason::NeitherCanMove => "how-no-moves",
                    DrawReason::Repetition => "how-repetition",
                    DrawReason::MoveCap => "how-move-cap",
                    DrawReason::Agreement => "how-agreed",
                },
            ),
        };
        Some(Ending { winners, how })
    }
}

/// A Deblockle game or setup, as the autosave keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum DeblockleSave {
    /// A game: rules, setup, start, moves, result.
    Game {
        /// The game.
        record: GameRecord,
        /// Who plays each side.
        #[serde(default)]
        seats: DeblockleSeats,
        /// The computer's seat, as saves kept it before they kept seats
        /// (read, never written).
        #[serde(default, skip_serializing)]
        computer: Option<ComputerSeat>,
    },
    /// A setup under way: the game has not begun.
    Setup {
        /// The setup so far.
        setup: SetupSnapshot,
        /// Who plays each side.
        #[serde(default)]
        seats: DeblockleSeats,
        /// As in a game's.
        #[serde(default, skip_serializing)]
        computer: Option<ComputerSeat>,
    },
}

/// Which side the computer played, and how well, as saves kept it before
/// they kept seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComputerSeat {
    /// The side.
    pub player: Player,
    /// The level.
    pub level: Level,
}

/// The seats of a save: as it says, or its computer's seat in one that
/// kept only that.
fn seats_of(seats: &DeblockleSeats, computer: Option<ComputerSeat>) -> DeblockleSeats {
    match computer {
        Some(ComputerSeat { player, level }) => against_computer(player, level),
        None => seats.clone(),
    }
}

impl DeblockleSave {
    /// How to carry on: the request that starts the game again (replayed
    /// under the rules) or the setup, and the computer's seat.
    ///
    /// # Errors
    /// The record breaks a rule (the rules' reason).
    pub fn resume(&self) -> Result<(DeblockleRequest, DeblockleSeats), String> {
        match self {
            DeblockleSave::Game {
                record,
                seats,
                computer,
            } => {
                let game = record.replay().map_err(|error| error.to_string())?;
                let request = DeblockleRequest::NewGame {
                    rules: *game.rules(),
                    start: Start::Game(Box::new(game)),
                };
                Ok((request, seats_of(seats, *computer)))
            }
            DeblockleSave::Setup {
                setup,
                seats,
                computer,
            } => {
                let request = DeblockleRequest::NewGame {
                    rules: setup.rules,
                    start: Start::ResumeSetup(Box::new(setup.clone())),
                };
                Ok((request, seats_of(seats, *computer)))
            }
        }
    }

    /// Whether there is something to carry on: a setup, or a game not over.
    pub fn unfinished(&self) -> bool {
        match self {
            DeblockleSave::Game { record, .. } => record.result.is_none(),
            DeblockleSave::Setup { .. } => true,
        }
    }
}

/// Announces the setup, before the game begins, whenever something is
/// decided in it (the game itself is announced as every table's is).
fn announce_the_setup(
    session: Option<Res<DeblockleSession>>,
    setup: Option<Res<Setup>>,
    seats: Res<DeblockleSeats>,
    (clock, net): (Option<Res<TableClock>>, Option<Res<NetTable>>),
    mut saves: MessageWriter<Autosaving<DeblockleSave>>,
) {
    // The autosave compares it with the last save before writing: the
    // setup changes every frame while the dice roll, its decisions rarely.
    if let (None, Some(setup)) = (session, setup)
        && setup.is_changed()
    {
        let saved = DeblockleSave::Setup {
            setup: setup.snapshot(),
            seats: seats.clone(),
            computer: None,
        };
        saves.write(Autosaving::at(
            saved,
            (clock.as_deref(), net.as_deref()),
            crate::deblockle::TABLE,
        ));
    }
}
