//! The rules of tabletop's games: positions, moves, legality and notation.
//!
//! This crate is the single source of truth for what is legal. It knows
//! nothing of Bevy and does no I/O, so the app, the AI and the command line
//! all ask it the same questions and get the same answers.
#![forbid(unsafe_code)]

pub mod blokus3d;
pub mod clock;
pub mod concession;
pub mod deblockle;
mod game;
pub mod hive;
mod message;
pub mod tree;

pub use game::{Finished, Game};
pub use message::{Arg, Explained, Message};
