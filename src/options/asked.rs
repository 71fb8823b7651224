//! What the command line asks for: which game and table, its position or
//! setup, who sits where; each read and checked by the game's rules.

use bevy::prelude::*;
use tabletop_rules::blokus3d::{Position as BlokusPosition, Seating};
use tabletop_rules::deblockle::{Game, Player, Position, RulesOptions};
use tabletop_rules::hive::HiveGame;

use super::{AppOptions, GameName, SetupKind, Side};
use crate::deblockle::seats::{DeblockleSeats, against_computer};
use crate::deblockle::session::{DeblockleRequest, Start};
use crate::deblockle::setup::quick::quick_setup;
use crate::deblockle::setup::{Placing, SetupPlan};
use crate::table::seats::Seat;

impl AppOptions {
    /// Whether these options start a Hive game.
    pub fn hive(&self) -> bool {
        self.game == Some(GameName::Hive)
    }

    /// Whether these options start a Blokus 3D game.
    pub fn blokus3d(&self) -> bool {
        self.game == Some(GameName::Blokus3d)
    }

    /// The lessons `--lesson` or puzzles `--puzzle` opens (its game's
    /// folder) and their table.
    pub fn lesson_table(&self) -> (&'static str, crate::screens::Screen) {
        match self.game {
            Some(GameName::Hive) => ("hive", crate::hive::TABLE),
            Some(GameName::Blokus3d) => ("blokus3d", crate::blokus3d::TABLE),
            _ => ("deblockle", crate::deblockle::TABLE),
        }
    }

    /// The Blokus 3D position asked for: read from the `--position` file,
    /// or the start on `--structure` for `--players`.
    ///
    /// # Errors
    /// The file cannot be read or is not a position, or there is no such
    /// structure for these players.
    pub fn blokus_position(&self) -> Result<BlokusPosition, String> {
        if let Some(path) = &self.position {
            let text = std::fs::read_to_string(path)
                .map_err(|error| format!("--position {path}: {error}"))?;
            return BlokusPosition::parse_file(&text)
                .map_err(|error| format!("--position {path}: {error}"));
        }
        let seating = Seating {
            players: self.players,
            two_colours_each: self.two_colours_each,
        };
        BlokusPosition::start(self.structure, seating).map_err(|refused| refused.to_string())
    }

    /// Checks what clap cannot: the position in the chosen game's notation,
    /// and options that only one game has.
    ///
    /// # Errors
    /// What is wrong, for the command line's error message.
    pub fn check(&self) -> Result<(), String> {
        let deblockle_only = self.seed.is_some()
            || self.setup.is_some()
            || self.instant_roll
            || self.exit_after_setup
            || self.puzzles
            || self.computer.is_some()
            || self.friend.is_some()
            || !self.moves.is_empty();
        if self.blokus3d() {
            if deblockle_only || self.white.is_some() || self.black.is_some() {
                return Err("leave out the Deblockle and Hive options with --game blokus3d".into());
            }
            if self.puzzle.is_some() {
                return Err("Blokus 3D has no puzzles: leave out --puzzle".into());
            }
            return self.blokus_position().map(|_| ());
        }
        if self.hive() {
            if deblockle_only {
                return Err("--seed, --setup, --instant-roll, --exit-after-setup, --puzzles, --computer, --friend and --moves are Deblockle's; leave them out with --game hive".into());
            }
            self.hive_game().map(|_| ())
        } else if self.white.is_some() || self.black.is_some() {
            Err("--white and --black are Hive's: add --game hive".into())
        } else {
            self.deblockle_position().map(|_| ())
        }
    }

    /// The Deblockle position asked for, if any.
    ///
    /// # Errors
    /// It is not Deblockle notation (the parser says why).
    pub fn deblockle_position(&self) -> Result<Option<Position>, String> {
        self.position
            .as_deref()
            .filter(|_| self.game.is_none_or(|game| game == GameName::Deblockle))
            .map(|text| text.parse().map_err(|error| format!("--position: {error}")))
            .transpose()
    }

    /// The Hive game asked for: from the GameString, or a new one.
    ///
    /// # Errors
    /// Not a GameString, or a move in it breaks the rules.
    pub fn hive_game(&self) -> Result<HiveGame, String> {
        match &self.position {
            Some(text) => HiveGame::parse(text).map_err(|error| format!("--position: {error}")),
            None => Ok(HiveGame::new()),
        }
    }

    /// The setup these options ask for, if any: `--seed`, `--setup`,
    /// `--instant-roll` or `--exit-after-setup` without `--position`.
    pub fn setup_plan(&self) -> Option<SetupPlan> {
        let asked = self.seed.is_some()
            || self.setup.is_some()
            || self.instant_roll
            || self.exit_after_setup
            || self.friend.is_some();
        let deblockle = self.game.is_none_or(|game| game == GameName::Deblockle);
        (asked && self.position.is_none() && deblockle).then(|| SetupPlan {
            first: Player::Gold,
            seed: self.run_seed(),
            placing: match self.setup.unwrap_or_default() {
                SetupKind::Full => Placing::ByHand,
                SetupKind::Quick => Placing::AtRandom,
            },
            animate: !self.instant_roll,
        })
    }

    /// The request that starts the game these options ask for, if any.
    pub fn start_request(&self) -> Option<DeblockleRequest> {
        let rules = RulesOptions::default();
        let position = self.deblockle_position().ok().flatten();
        if self.game.is_some_and(|game| game != GameName::Deblockle) {
            return None;
        }
        let start = match (position, self.setup_plan()) {
            (Some(position), _) => Start::Position(position),
            (None, Some(plan)) => Start::Setup(plan),
            (None, None)
                if !self.moves.is_empty() && self.lesson.is_none() && self.puzzle.is_none() =>
            {
                Start::Position(Position::example_start())
            }
            (None, None) => return None,
        };
        Some(DeblockleRequest::NewGame { rules, start })
    }

    /// Who plays each side of the Deblockle game these options start.
    pub fn deblockle_seats(&self) -> DeblockleSeats {
        let level = self.level.unwrap_or_default();
        let player = |side| match side {
            Side::Gold => Player::Gold,
            Side::Teal => Player::Teal,
        };
        let mut seats = match self.computer {
            Some(side) => against_computer(player(side), level),
            None => DeblockleSeats::default(),
        };
        if let Some(side) = self.friend {
            seats.set(player(side), Seat::Friend);
        }
        seats
    }

    /// The start position of a quick setup asked to print and quit
    /// (`--setup quick --exit-after-setup`): no window is needed for it.
    pub fn quick_start_to_print(&self) -> Option<Position> {
        let plan = self.setup_plan()?;
        if !self.exit_after_setup || plan.placing != Placing::AtRandom {
            return None;
        }
        let rules = RulesOptions::default();
        Game::from_setup(rules, quick_setup(&rules, &plan))
            .ok()
            .map(|game| *game.start())
    }
}
