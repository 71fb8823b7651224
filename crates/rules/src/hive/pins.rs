//! One Hive: the tiles that hold the hive together, so may not be lifted.

use super::grid::{cell, step_cell};
use super::piece::{Piece, TILES};
use super::position::{Position, ids_in};

/// The tiles whose hexes hold the hive together: lifting one (if it stands
/// alone on its hex) would split the hive in two. A set of tile ids.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Pinned(u32);

impl Pinned {
    /// Whether `piece` is on top of a hex that holds the hive together.
    pub const fn contains(self, piece: Piece) -> bool {
        self.contains_id(piece.id())
    }

    pub(super) const fn contains_id(self, id: usize) -> bool {
        self.0 & (1 << id) != 0
    }
}

/// Tarjan's depth-first search for cut vertices, over the occupied hexes
/// known by their top tiles' ids, with each one's neighbours as a bit set
/// (so the search itself touches no board memory).
struct CutSearch {
    /// By top tile id: the ids on top of the neighbouring hexes.
    neighbours: [u32; TILES],
    /// When each hex was first visited, from 1 (0: not yet).
    order: [u8; TILES],
    /// The earliest visit reachable from a hex's subtree by one back edge.
    low: [u8; TILES],
    visits: u8,
    cut: u32,
}

impl CutSearch {
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
            neighbours: [0; TILES],
            order: [0; TILES],
            low: [0; TILES],
            visits: 0,
            cut: 0,
        };
        let mut root = None;
        for hex in self.occupied_hexes() {
            let at = cell(hex);
            let me = self.top_id_on(at);
            for d in ids_in(self.occupied_around_cell(at).into()) {
                search.neighbours[me] |= 1 << self.top_id_on(step_cell(at, d));
            }
            root.get_or_insert(me);
        }
        // The hive has at most 22 hexes, so the recursion stays shallow.
        if let Some(root) = root {
            search.visit(root, true);
        }
        Pinned(search.cut)
    }
}
