//! One Hive: the tiles that hold the hive together, so may not be lifted.

use super::piece::{Piece, TILES};
use super::position::{Position, ids_in};

/// The ground tiles whose hexes hold the hive together: lifting one (if
/// nothing stands on it) would split the hive in two. A set of tile ids.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Pinned(u32);

impl Pinned {
    /// Whether `piece` lies on the ground of a hex that holds the hive
    /// together (a tile on top of others may leave it all the same).
    pub const fn contains(self, piece: Piece) -> bool {
        self.contains_id(piece.id())
    }

    pub(super) const fn contains_id(self, id: usize) -> bool {
        self.0 & (1 << id) != 0
    }
}

/// Tarjan's depth-first search for cut vertices, over the occupied hexes
/// known by their ground tiles' ids, with each one's neighbours as a bit set
/// that the position keeps (so the search itself touches no board memory).
struct CutSearch<'a> {
    /// By ground tile id: the ids of the ground tiles around it.
    neighbours: &'a [u32; TILES],
    /// When each hex was first visited, from 1 (0: not yet).
    order: [u8; TILES],
    /// The earliest visit reachable from a hex's subtree by one back edge.
    low: [u8; TILES],
    visits: u8,
    cut: u32,
}

impl CutSearch<'_> {
    fn visit(&mut self, me: usize, root: bool) {
        self.visits += 1;
        self.order[me] = self.visits;
        self.low[me] = self.visits;
        let mut children = 0;
        // The edge back to the parent counts as a back edge here: it only
        // brings a child's low to its parent's order, which the test below
        // (>=) accepts either way.
        for them in ids_in(self.neighbours[me]) {
            if self.order[them] == 0 {
                children += 1;
                self.visit(them, false);
                self.low[me] = self.low[me].min(self.low[them]);
                if !root && self.low[them] >= self.order[me] {
                    self.cut |= 1 << me;
                }
            } else {
                self.low[me] = self.low[me].min(self.order[them]);
            }
        }
        if root && children > 1 {
            self.cut |= 1 << me;
        }
    }
}

impl Position {
    /// The tiles that hold the hive together (see [`Pinned`]).
    pub fn pinned(&self) -> Pinned {
        let mut search = CutSearch {
            neighbours: self.ground_links(),
            order: [0; TILES],
            low: [0; TILES],
            visits: 0,
            cut: 0,
        };
        // The hive has at most 22 hexes, so the recursion stays shallow.
        if let Some(root) = self.ground_tiles().next() {
            search.visit(root, true);
        }
        Pinned(search.cut)
    }
}
