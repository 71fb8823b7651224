//! Hive (base game): hexagonal bug tiles placed and moved so the hive stays
//! connected; surround the other Queen. The normative rules are
//! `shared/rules/hive.md`.
//!
//! Here: positions, legal moves, perft and UHP notation; the UHP engine,
//! the `Game` trait and the AI come next.

mod hex;
mod legality;
mod movegen;
mod notation;
mod perft;
mod piece;
mod position;
mod searchable;

pub use hex::{DIRECTIONS, Hex};
pub use legality::HiveIllegal;
pub use notation::{HiveGame, HiveNotationError};
pub use perft::perft;
pub use piece::{Bug, Colour, Piece};
pub use position::{HiveOutcome, Move, Position};
