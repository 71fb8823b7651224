//! The Pillbug's special ability: instead of moving, it lifts a
//! neighbouring tile (of either colour) over itself and sets it down on an
//! empty hex beside itself. A Mosquito on the ground touching a Pillbug may
//! do the same.
//!
//! Not allowed (`shared/rules/hive.md`): a tile in or under a stack, the
//! tile the last turn moved, a tile that holds the hive together, a lift or
//! drop through a gate at height (both hexes flanking the way higher than
//! the Pillbug), and a Pillbug the last turn moved. A throw is a move of
//! the tile thrown: [`Move::Move`] of that tile.

use super::hex::Hex;
use super::piece::{Bug, Colour, Piece};
use super::pins::Pinned;
use super::position::Position;

/// Room for every throw: at most two throwers (the Pillbug and a Mosquito
/// beside one), each with six neighbours to split between tiles and holes
/// (at most 3 × 3 pairs).
const MOST_THROWS: usize = 18;

/// The throws open this turn, each (tile id, destination) once.
#[derive(Default)]
pub(super) struct Throws {
    list: [(u8, Hex); MOST_THROWS],
    count: usize,
    /// A bit per tile id that some throw moves.
    thrown: u32,
}

impl Throws {
    /// Adds a throw unless it is there already.
    pub(super) fn add(&mut self, id: usize, to: Hex) {
        if !self.contains(id, to) {
            self.list[self.count] = (id as u8, to);
            self.count += 1;
            self.thrown |= 1 << id;
        }
    }

    /// Whether tile `id` can be thrown to `to`.
    #[inline]
    pub(super) fn contains(&self, id: usize, to: Hex) -> bool {
        self.thrown & (1 << id) != 0 && self.list().contains(&(id as u8, to))
    }

    pub(super) fn list(&self) -> &[(u8, Hex)] {
        &self.list[..self.count]
    }
}

/// One throw as a player chooses it: which of their tiles throws, the tile
/// thrown, and where it lands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Throw {
    /// The Pillbug (or a Mosquito beside one) that throws.
    pub by: Piece,
    /// The tile lifted over it.
    pub piece: Piece,
    /// The empty hex beside the thrower where the tile lands.
    pub to: Hex,
}

impl Position {
    /// Every throw the player to move may make now (none before their
    /// Queen is down or once the game is over), by each thrower: the same
    /// tile and hex may come from two throwers.
    pub fn throws(&self) -> Vec<Throw> {
        let me = self.to_move();
        let mut throws = Vec::new();
        if self.outcome().is_none() && self.queen_placed(me) && self.rules().expansions.pillbug {
            self.each_throw(me, self.pinned(), |by, id, to| {
                throws.push(Throw {
                    by: Piece::from_id(by),
                    piece: Piece::from_id(id),
                    to,
                });
            });
        }
        throws
    }

    /// Whether the tile on top of `hex` can throw for `me` now: `me`'s
    /// Pillbug, or Mosquito on the ground beside a Pillbug, that the last
    /// turn did not move.
    pub fn can_throw(&self, me: Colour, hex: Hex) -> bool {
        if !self.occupied(hex) || self.height(hex) != 1 {
            return false;
        }
        let id = self.top_id(hex);
        let piece = Piece::from_id(id);
        piece.colour == me
            && id != usize::from(self.last_moved_id())
            && match piece.bug {
                Bug::Pillbug => true,
                Bug::Mosquito => self.touches_bug(hex, Bug::Pillbug),
                _ => false,
            }
    }

    /// Whether a tile of `bug` is on top of a stack beside `hex`.
    pub(super) fn touches_bug(&self, hex: Hex, bug: Bug) -> bool {
        hex.neighbours()
            .into_iter()
            .any(|next| self.top(next).is_some_and(|top| top.bug == bug))
    }

    /// Calls `found(thrower id, thrown id, destination)` for each throw of
    /// `me`'s, given the hive's cut vertices.
    pub(super) fn each_throw(
        &self,
        me: Colour,
        pinned: Pinned,
        mut found: impl FnMut(usize, usize, Hex),
    ) {
        let stunned = usize::from(self.last_moved_id());
        for (by, at) in self.tops_of(me) {
            if !self.can_throw(me, at) {
                continue;
            }
            let (mut tiles, mut holes) = ([0; 6], [Hex::ORIGIN; 6]);
            let (mut tile_count, mut hole_count) = (0, 0);
            for d in 0..6 {
                let next = at.step(d);
                // The gate at height: both flanks above the Pillbug (the
                // tile passes over it at level one).
                if self.height(at.step(d + 5)) > 1 && self.height(at.step(d + 1)) > 1 {
                    continue;
                }
                match self.height(next) {
                    0 => {
                        holes[hole_count] = next;
                        hole_count += 1;
                    }
                    1 => {
                        let id = self.top_id(next);
                        if id != stunned && !pinned.contains_id(id) {
                            tiles[tile_count] = id;
                            tile_count += 1;
                        }
                    }
                    _ => {}
                }
            }
            for &id in &tiles[..tile_count] {
                for &to in &holes[..hole_count] {
                    found(by, id, to);
                }
            }
        }
    }
}
