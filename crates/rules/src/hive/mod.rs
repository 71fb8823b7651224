//! Hive (base game): hexagonal bug tiles placed and moved so the hive stays
//! connected; surround the other Queen. The normative rules are
//! `shared/rules/hive.md`.
//!
//! This is the rules engine's core (positions, legal moves, perft); UHP
//! notation, the UHP engine and the `Game` trait come next.

mod hex;
mod movegen;
mod perft;
mod piece;
mod position;

pub use hex::{DIRECTIONS, Hex};
pub use perft::perft;
pub use piece::{Bug, Colour, Piece};
pub use position::{HiveOutcome, Move, Position};
