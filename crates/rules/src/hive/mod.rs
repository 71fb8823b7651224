//! Hive (the base game and its Mosquito, Ladybug and Pillbug): hexagonal
//! bug tiles placed and moved so the hive stays connected; surround the
//! other Queen. The normative rules are
//! `shared/rules/hive.md`.
//!
//! Here: positions on a compact board (`grid`, `position`), legal moves
//! (`movegen`, the expansion bugs in `expansion_bugs` and `throws`, One
//! Hive in `pins`), the rule options, perft, UHP notation,
//! the `Game` trait for the search, and what evaluations ask (`activity`).

mod activity;
mod expansion_bugs;
mod explained;
mod game;
mod game_string;
mod grid;
mod hex;
mod legality;
mod movegen;
mod movetext;
mod notation;
mod path;
mod perft;
mod pgn;
mod piece;
mod pins;
mod position;
mod puzzles;
mod records;
mod rules;
mod searchable;
mod setting_up;
mod sgf;
mod throws;

pub use activity::Freedom;
pub use game::{DrawReason, HiveGame};
pub use hex::{DIRECTIONS, Hex};
pub use legality::HiveIllegal;
pub use notation::HiveNotationError;
pub use perft::perft;
pub use pgn::{write_annotated_pgn, write_pgn};
pub use piece::{Bug, Colour, Piece};
pub use pins::Pinned;
pub use position::{HiveOutcome, Move, Position, Undo};
pub use puzzles::{HIVE_PUZZLE_BOOK_VERSION, HivePuzzle, HivePuzzleBook};
pub use records::{HiveRecordFile, RecordError, RecordFormat, read_record};
pub use rules::{Expansions, HiveRules};
pub use setting_up::{HiveSetup, SetupError};
pub use throws::Throw;
