//! The symbol cube: its six faces, their layout, and its 24 orientations.
//!
//! The layout is data ([`STANDARD_LAYOUT`]); the orientation, tip and yaw
//! tables are derived from it at compile time, so a different printing of
//! the cube would be a one-line change.

mod face;
mod layout;
mod orientation;

pub use face::Face;
pub use layout::{CubeLayout, STANDARD_LAYOUT};
pub use orientation::Orientation;
