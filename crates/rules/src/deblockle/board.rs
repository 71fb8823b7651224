//! Where the blocks stand: who owns each and how it lies.

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
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    occupied: ByPlayer<Bitboard>,
    /// The orientation of the block on each square; squares without a block
    /// hold the default, so equal boards compare and hash equal.
    orientations: [Orientation; 49],
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
