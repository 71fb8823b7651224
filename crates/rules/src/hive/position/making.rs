//! Playing a move in place and taking it back: every grid, mask and key the
//! position keeps is brought up to date tile by tile.

use super::{Move, NONE, Position, colour_of, ids_in};
use crate::game::mix;
use crate::hive::grid::{cell, step_cell};
use crate::hive::hex::Hex;
use crate::hive::piece::Colour;

/// What [`Position::unmake`] needs to take a move back: where a moved tile
/// came from, and which tile the turn before had moved.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Undo {
    from: Option<Hex>,
    last_moved: u8,
}

impl Position {
    /// Plays `mv` (which must be legal) in place; [`Position::unmake`] with
    /// the answer takes it back. Searches and perft play this way instead
    /// of copying the position.
    pub fn make(&mut self, mv: Move) -> Undo {
        let last_moved = self.last_moved;
        self.last_moved = NONE;
        let from = match mv {
            Move::Place(piece, to) => {
                self.drop_onto(piece.id(), to);
                None
            }
            Move::Move(piece, to) => {
                let from = self.lift(piece.id());
                self.drop_onto(piece.id(), to);
                self.last_moved = piece.id() as u8;
                Some(from)
            }
            Move::Pass => None,
        };
        self.ply += 1;
        Undo { from, last_moved }
    }

    /// Takes back `mv`, the last move made, with what [`Position::make`] answered.
    pub fn unmake(&mut self, mv: Move, undo: Undo) {
        self.ply -= 1;
        self.last_moved = undo.last_moved;
        match (mv, undo.from) {
            (Move::Place(piece, _), _) => {
                self.lift(piece.id());
                self.at[piece.id()] = Hex::ORIGIN;
            }
            (Move::Move(piece, _), Some(from)) => {
                self.lift(piece.id());
                self.drop_onto(piece.id(), from);
            }
            _ => {}
        }
    }

    /// Puts tile `id` on top of `hex`.
    pub(super) fn drop_onto(&mut self, id: usize, hex: Hex) {
        let cell = cell(hex);
        let under = self.top[cell];
        self.tiles_key ^= tile_feature(id, hex, self.height[cell]);
        self.below[id] = under;
        self.top[cell] = id as u8;
        self.height[cell] += 1;
        self.at[id] = hex;
        self.placed |= 1 << id;
        self.recolour(cell, colour_of(under), colour_of(id as u8));
        if under == NONE {
            self.link_ground(id, cell);
        }
    }

    /// Takes tile `id` (on top of its stack) out of the hive; where it was.
    fn lift(&mut self, id: usize) -> Hex {
        let hex = self.at[id];
        let cell = cell(hex);
        let under = self.below[id];
        self.top[cell] = under;
        self.height[cell] -= 1;
        self.tiles_key ^= tile_feature(id, hex, self.height[cell]);
        self.below[id] = NONE;
        self.placed &= !(1 << id);
        self.recolour(cell, colour_of(id as u8), colour_of(under));
        if under == NONE {
            self.unlink_ground(id);
        }
        hex
    }

    /// Links ground tile `id`, just put down on `cell`, with the ground
    /// tiles around it.
    fn link_ground(&mut self, id: usize, cell: usize) {
        let mut links = 0;
        for d in ids_in(self.occupied_around_cell(cell).into()) {
            let next = self.ground_id_on(step_cell(cell, d));
            links |= 1 << next;
            self.ground_links[next] |= 1 << id;
        }
        self.ground_links[id] = links;
    }

    /// Unlinks ground tile `id` as it leaves the ground.
    fn unlink_ground(&mut self, id: usize) {
        for next in ids_in(self.ground_links[id]) {
            self.ground_links[next] &= !(1 << id);
        }
        self.ground_links[id] = 0;
    }

    /// Tells the neighbours of the hex on `cell` that the colour on top of
    /// it went from `was` to `now` (`None`: empty).
    fn recolour(&mut self, cell: usize, was: Option<Colour>, now: Option<Colour>) {
        if was == now {
            return;
        }
        for d in 0..6 {
            // From the neighbour, this hex lies the opposite way.
            let bit = 1 << ((d + 3) % 6);
            let next = step_cell(cell, d);
            if let Some(was) = was {
                self.tops_around[was.index()][next] &= !bit;
            }
            if let Some(now) = now {
                self.tops_around[now.index()][next] |= bit;
            }
        }
    }
}

/// A well-spread 64-bit value for tile `id` on `hex` with `level` tiles
/// under it (above the turn's features, which are small numbers).
fn tile_feature(id: usize, hex: Hex, level: u8) -> u64 {
    mix(1 << 62
        | id as u64
        | u64::from(level) << 8
        | u64::from(hex.q as u16) << 16
        | u64::from(hex.r as u16) << 32)
}
