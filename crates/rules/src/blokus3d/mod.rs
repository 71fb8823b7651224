//! Blokus 3D (Rumis): polycube pieces stacked into a structure on a
//! turntable; score the squares of your colour seen from above. The
//! normative rules are `shared/rules/blokus3d.md`.
//!
//! Here: the pieces and their orientations, the structures (data files),
//! positions as solid columns, legality with typed errors, legal placements,
//! elimination, scoring, notation and the `Game` trait.

mod colour;
mod explained;
mod legality;
mod movegen;
mod notation;
mod piece;
mod placement;
mod position;
mod scoring;
mod searchable;
mod setting_up;
mod structure;

pub use colour::Colour;
pub use legality::PlacementError;
pub use notation::PositionParseError;
pub use piece::{Cube, PieceKind, Shape};
pub use placement::{Placement, PlacementParseError};
pub use position::{NoSuchStart, Position, Seating};
pub use setting_up::SetUpError;
pub use structure::{MAX_HEIGHT, SIDE, SQUARES, Structure, StructureError};
