//! The spec's example setup, shared by the tests of games begun from it.

use tabletop_rules::deblockle::{ByPlayer, Face, GameSetup, Orientation, PlacedBlock, Player};

/// A block on `square` with `top` up and `north` facing north.
pub fn placed(square: &str, top: Face, north: Face) -> PlacedBlock {
    PlacedBlock {
        square: square.parse().unwrap(),
        orientation: Orientation::new(top, north).unwrap(),
    }
}

/// The setup that makes the spec's example start.
pub fn example_setup() -> GameSetup {
    use Face::*;
    GameSetup {
        rolls: ByPlayer {
            gold: vec![Cross, Hoops, X, Star],
            teal: vec![Stop, Slider, Cross, X],
        },
        placements: ByPlayer {
            gold: vec![
                placed("c1", Star, Cross),
                placed("e1", X, Slider),
                placed("c3", Hoops, Cross),
                placed("e3", Cross, Star),
            ],
            teal: vec![
                placed("c7", Cross, Slider),
                placed("e7", X, Hoops),
                placed("c5", Slider, Star),
                placed("e5", Stop, Cross),
            ],
        },
        first: Player::Gold,
    }
}
