//! What evaluations ask of a position: which tiles could move, found in one
//! pass with the cut vertices computed once, and without generating moves.

use super::hex::Hex;
use super::piece::{Bug, Piece};
use super::position::Position;

/// Whether a tile in the hive could move now, were it its owner's turn (and
/// their Queen down).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Freedom {
    /// Under another tile.
    Buried,
    /// On the ground, holding the hive together.
    Pinned,
    /// A Queen, Spider or Ant with no hex to slide to (gated or walled in).
    Blocked,
    /// Able to move.
    Free,
}

impl Position {
    /// Each tile in the hive, with its hex and [`Freedom`].
    pub fn freedoms(&self) -> impl Iterator<Item = (Piece, Hex, Freedom)> + '_ {
        let pinned = self.pinned();
        self.placed_tiles().map(move |(id, hex)| {
            let piece = Piece::from_id(id);
            let freedom = if self.top_id(hex) != id {
                Freedom::Buried
            } else if self.height(hex) > 1 {
                Freedom::Free
            } else if pinned.contains_id(id) {
                Freedom::Pinned
            } else if matches!(piece.bug, Bug::Queen | Bug::Spider | Bug::Ant)
                && self.slides(hex, hex).next().is_none()
            {
                Freedom::Blocked
            } else {
                Freedom::Free
            };
            (piece, hex, freedom)
        })
    }
}
