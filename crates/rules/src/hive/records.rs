//! Game records from the Hive world, read and written: the PGN-style files
//! of hivegame.com and Mzinga (`pgn`), BoardSpace's SGF archives (`sgf`),
//! and a bare UHP GameString. Each game is replayed move by move under our
//! rules; a record that breaks them says which line and why.

use std::fmt;

use thiserror::Error;

use crate::tree::MoveTree;

use super::game::HiveGame;
use super::notation::HiveNotationError;
use super::position::Move;
use super::rules::HiveRules;

/// A game read from a record, with what the record says about it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HiveRecordFile {
    /// The game, replayed under our rules.
    pub game: HiveGame,
    /// White's name, if the record gives one.
    pub white: String,
    /// Black's name, if the record gives one.
    pub black: String,
    /// The result the record states (a resignation, say, that the position
    /// alone does not show), as written.
    pub result: Option<String>,
    /// Where it came from.
    pub format: RecordFormat,
    /// Its moves as a tree: the game's moves are its main line, with the
    /// variations and comments the record holds (a PGN's; the other
    /// formats hold none).
    pub tree: MoveTree<String>,
}

impl HiveRecordFile {
    /// The tree's moves as the rules take them (each read where it was
    /// played), for a table to walk; the game's moves alone if one of them
    /// will not read (the tree was built by playing them, so none fails).
    pub fn move_tree(&self) -> MoveTree<Move> {
        let rules = self.game.rules();
        let tree = &self.tree;
        let read = tree.label_lines(|line| {
            let mut game = HiveGame::with_rules(rules);
            line.iter().map_while(|text| game.play(text).ok()).collect()
        });
        let whole = tree
            .listing()
            .iter()
            .all(|listed| read.contains_key(&listed.node));
        if whole {
            tree.relabel(|node| read.get(&node).copied().unwrap_or(Move::Pass))
        } else {
            let played = self.game.moves().iter().zip(self.game.positions());
            MoveTree::from_moves(
                played.filter_map(|(text, position)| position.parse_move(text).ok()),
            )
        }
    }
}

/// The kinds of record read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RecordFormat {
    /// hivegame.com's and Mzinga's PGN.
    Pgn,
    /// BoardSpace's SGF.
    Sgf,
    /// A UHP GameString on one line.
    GameString,
}

impl fmt::Display for RecordFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RecordFormat::Pgn => "PGN",
            RecordFormat::Sgf => "BoardSpace SGF",
            RecordFormat::GameString => "UHP GameString",
        })
    }
}

/// Why a record cannot be read.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum RecordError {
    /// Neither PGN, SGF nor a GameString.
    #[error(
        "not a Hive record this program reads (PGN from hivegame.com or Mzinga, BoardSpace SGF, or a UHP GameString)"
    )]
    UnknownFormat,
    /// A line the rules or the format refuse.
    #[error("line {line}: {problem}")]
    Line {
        /// The line, from 1.
        line: usize,
        /// What is wrong there.
        problem: HiveNotationError,
    },
}

/// Reads a record, whichever of the formats it is in.
///
/// # Errors
/// An unknown format, or the first line whose move cannot be read or
/// played (with why).
pub fn read_record(text: &str) -> Result<HiveRecordFile, RecordError> {
    let trimmed = text.trim_start();
    if trimmed.starts_with("(;") || trimmed.contains("SU[") {
        super::sgf::read(text)
    } else if trimmed.starts_with('[') || trimmed.starts_with("1.") {
        super::pgn::read(text)
    } else if trimmed.starts_with("Base") && trimmed.trim_end().lines().count() == 1 {
        let game = replay_leniently(|rules| {
            HiveGame::parse_under(trimmed.trim_end(), rules)
                .map_err(|problem| RecordError::Line { line: 1, problem })
        })?;
        Ok(HiveRecordFile {
            tree: MoveTree::from_moves(game.moves().iter().cloned()),
            game,
            white: String::new(),
            black: String::new(),
            result: None,
            format: RecordFormat::GameString,
        })
    } else {
        Err(RecordError::UnknownFormat)
    }
}

/// Replays with `replay` under the standard rules, and if they refuse,
/// under the rules without the tournament rule, then without repetition
/// draws, then without both (records from sites that play without them);
/// the first refusal if none replays.
pub(super) fn replay_leniently<T>(
    replay: impl Fn(HiveRules) -> Result<T, RecordError>,
) -> Result<T, RecordError> {
    let standard = HiveRules::STANDARD;
    let first = match replay(standard) {
        Ok(done) => return Ok(done),
        Err(error) => error,
    };
    let lenient = [(false, true), (true, false), (false, false)];
    for (tournament, threefold_repetition) in lenient {
        let rules = HiveRules {
            tournament,
            threefold_repetition,
            ..standard
        };
        if let Ok(done) = replay(rules) {
            return Ok(done);
        }
    }
    Err(first)
}
