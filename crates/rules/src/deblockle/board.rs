//! Where the blocks stand: who owns each and how it lies.

use std::hash::{Hash, Hasher};

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::bitboard::Bitboard;
use super::cube::Orientation;
use super::player::{ByPlayer, Player};
use super::square::Square;

/// The most blocks a side may have.
pub const MAX_BLOCKS: u32 = 4;

/// The two star spaces, d2 and d6. No block ever rests on one.
pub const STARS: Bitboard =
    Bitboard::from_square(Player::Gold.home_star()).with(Player::Teal.home_star());

/// A block on the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Block {
    /// Whose block it is.
    pub owner: Player,
    /// How it lies.
    pub orientation: Orientation,
}

/// The blocks on the board. Every board is valid: at most four blocks a side
/// and none on a star ([`BoardError`] says which rule a placement breaks).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Board {
    occupied: ByPlayer<Bitboard>,
    /// The orientation of the block on each square; squares without a block
    /// hold the default, so equal boards compare equal.
    orientations: [Orientation; 49],
}

/// Hashes the squares taken and the blocks' orientations, not the 49
/// orientations whole: the searches that remember positions hash them by
/// the million, and at most eight squares hold a block.
impl Hash for Board {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.occupied.gold.bits().hash(state);
        self.occupied.teal.bits().hash(state);
        for square in self.occupied().squares() {
            self.orientations[square.index()].hash(state);
        }
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::empty()
    }
}

/// Why blocks cannot stand where asked.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error, Serialize, Deserialize)]
pub enum BoardError {
    /// A block was put on a star space.
    #[error("a block may not stand on the star at {0}")]
    BlockOnStar(Square),
    /// A block was put on a square that already has one.
    #[error("two blocks on {0}")]
    SquareTaken(Square),
    /// A fifth block for one side.
    #[error("{0} has more than four blocks")]
    TooManyBlocks(Player),
}

impl Board {
    /// A board without blocks.
    pub const fn empty() -> Board {
        Board {
            occupied: ByPlayer {
                gold: Bitboard::EMPTY,
                teal: Bitboard::EMPTY,
            },
            orientations: [Orientation::ALL[0]; 49],
        }
    }

    /// The block on `square`, if any.
    pub fn block_at(&self, square: Square) -> Option<Block> {
        let owner = Player::BOTH
            .into_iter()
            .find(|&player| self.occupied[player].contains(square))?;
        Some(Block {
            owner,
            orientation: self.orientations[square.index()],
        })
    }

    /// The squares of `player`'s blocks.
    pub fn occupied_by(&self, player: Player) -> Bitboard {
        self.occupied[player]
    }

    /// The squares with a block of either side.
    pub fn occupied(&self) -> Bitboard {
        self.occupied.gold | self.occupied.teal
    }

    /// How many blocks `player` has on the board.
    pub fn count(&self, player: Player) -> u32 {
        self.occupied[player].len()
    }

    /// Every block with its square, a1 first.
    pub fn blocks(&self) -> impl Iterator<Item = (Square, Block)> + '_ {
        self.occupied()
            .squares()
            .filter_map(|square| Some((square, self.block_at(square)?)))
    }

    /// The orientation of the block on `square`; meaningless where there is none.
    pub(super) fn orientation_at(&self, square: Square) -> Orientation {
        self.orientations[square.index()]
    }

    /// Puts a block on an empty, non-star square.
    ///
    /// # Errors
    /// The square is a star or taken, or the owner already has four blocks.
    pub fn place(&mut self, square: Square, block: Block) -> Result<(), BoardError> {
        if STARS.contains(square) {
            return Err(BoardError::BlockOnStar(square));
        }
        if self.occupied().contains(square) {
            return Err(BoardError::SquareTaken(square));
        }
        if self.count(block.owner) >= MAX_BLOCKS {
            return Err(BoardError::TooManyBlocks(block.owner));
        }
        self.put(square, block);
        Ok(())
    }

    /// Puts a block on a square that move generation knows is free.
    pub(super) fn put(&mut self, square: Square, block: Block) {
        self.occupied[block.owner] = self.occupied[block.owner].with(square);
        self.orientations[square.index()] = block.orientation;
    }

    /// The board turned half round with the colours swapped: the same game
    /// seen from the other side (each side's star is the other's), so a
    /// position and its turned board with the other player to move have
    /// the same moves, turned. Endgame tables hold one of the two.
    pub fn turned_round(&self) -> Board {
        let mut turned = Board::empty();
        for (square, block) in self.blocks() {
            let far = Square::new(6 - square.x(), 6 - square.y()).expect("on the board");
            let block = Block {
                owner: block.owner.opponent(),
                orientation: block.orientation.yawed().yawed(),
            };
            turned.put(far, block);
        }
        turned
    }

    /// Takes the block off `square`, if there is one.
    pub fn remove(&mut self, square: Square) -> Option<Block> {
        let block = self.block_at(square)?;
        self.occupied[block.owner] = self.occupied[block.owner].without(square);
        self.orientations[square.index()] = Orientation::default();
        Some(block)
    }
}

#[cfg(test)]
mod tests {
    use std::hash::{BuildHasher, RandomState};

    use super::*;

    fn square(x: u8, y: u8) -> Square {
        Square::new(x, y).expect("on the board")
    }

    fn block(owner: Player, orientation: usize) -> Block {
        Block {
            owner,
            orientation: Orientation::ALL[orientation],
        }
    }

    #[test]
    fn equal_boards_hash_alike_and_a_turned_or_moved_block_otherwise() {
        let hashing = RandomState::new();
        let mut first = Board::empty();
        first.put(square(0, 0), block(Player::Gold, 5));
        first.put(square(2, 1), block(Player::Teal, 7));
        // The same blocks put the other way round, after one came and went.
        let mut second = Board::empty();
        second.put(square(6, 6), block(Player::Gold, 9));
        second.remove(square(6, 6));
        second.put(square(2, 1), block(Player::Teal, 7));
        second.put(square(0, 0), block(Player::Gold, 5));
        assert_eq!(first, second);
        assert_eq!(hashing.hash_one(first), hashing.hash_one(second));
        let mut turned = first;
        turned.remove(square(2, 1));
        turned.put(square(2, 1), block(Player::Teal, 8));
        let mut moved = first;
        moved.remove(square(2, 1));
        moved.put(square(3, 1), block(Player::Teal, 7));
        let mut other_side = first;
        other_side.remove(square(2, 1));
        other_side.put(square(2, 1), block(Player::Gold, 7));
        for other in [turned, moved, other_side] {
            assert_ne!(first, other);
            assert_ne!(hashing.hash_one(first), hashing.hash_one(other));
        }
    }
}
