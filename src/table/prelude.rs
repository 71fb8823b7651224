//! What a game implements to join the table, in one import: its session
//! ([`TableGame`]) and requests, its engine ([`Thinks`]), what is kept of
//! it ([`Recorded`]), its board's cells ([`BoardCells`]) and its sides.

pub use super::autosave::Recorded;
pub use super::evaluation::AnalysisWork;
pub use super::game::{TableGame, add_table_game};
pub use super::hint::HintWork;
pub use super::history::Ending;
pub use super::marks::BoardCells;
pub use super::opponent::Work;
pub use super::requests::{Asked, TableRequest};
pub use super::review::{AnalystMaker, Line};
pub use super::seats::{Seat, Seats, Side};
pub use super::thinks::Thinks;
