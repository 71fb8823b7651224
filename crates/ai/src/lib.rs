//! Computer players for tabletop's games.
//!
//! [`search`] is an iterative-deepening alpha-beta search with a
//! transposition table over any [`tabletop_rules::Game`]; each game brings
//! an [`search::Evaluator`] that knows what a good position looks like.
//! [`player`] gives every game the same levels (Random, Easy, Medium,
//! Hard) over that search. [`deblockle`] holds Deblockle's evaluation, levels, setup placement and
//! its solved one-block-each endgame; [`hive`] Hive's evaluation and player;
//! [`blokus3d`] Blokus 3D's heuristic player and Monte Carlo tree search.
//! [`analysis`] asks any of them about a position (the best move, the
//! verdict, the expected line) and [`review`] marks a game's moves.
//! Nothing here knows about Bevy: the app
//! runs a search on a worker thread and stops it with a flag.
#![forbid(unsafe_code)]

pub mod analysis;
pub mod blokus3d;
pub mod clock;
pub mod deblockle;
pub mod hive;
pub mod hive_puzzles;
mod level;
pub mod player;
pub mod review;
pub mod search;
mod transposition;

pub use level::{Level, ParseLevelError};
