//! How a player gives up a game the board has not decided: their clock
//! runs out, or they resign. Either way every other side wins (Blokus 3D:
//! the player's colours are out, and the others play on).

use serde::{Deserialize, Serialize};

/// Why a game ended off the board, with one side's loss.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Concession {
    /// Their clock ran out.
    OnTime,
    /// They resigned.
    Resigned,
}

impl Concession {
    /// The side that gave the game up this way, of `conceded` (who gave
    /// it up and how, if one did).
    pub fn by<S: Copy>(self, conceded: Option<(S, Concession)>) -> Option<S> {
        let (side, how) = conceded?;
        (how == self).then_some(side)
    }
}
