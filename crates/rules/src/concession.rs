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
