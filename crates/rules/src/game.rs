//! What every game of tabletop offers a search: whose turn it is, the legal
//! moves, the position after a move, and whether the game is over.
//!
//! The AI crate searches any type implementing [`Game`], so Hive and
//! Blokus 3D get alpha-beta and its tools by implementing it too.

use std::fmt::{Debug, Display};
use std::hash::Hash;

/// How a finished position ended, by seat (players numbered from 0 in turn order).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Finished {
    /// This seat has won.
    Won(usize),
    /// Nobody won.
    Drawn,
}

/// A position of a game, as a search sees it: a value that makes the next
/// position from a move ([`Game::play`]), or plays it in place and takes
/// it back ([`Game::make`], [`Game::unmake`]: what searches use, so that a
/// game with a large position need not copy it at every node). Rules that
/// need the game's history (repetition, move caps) are the caller's: a
/// search tracks its own path with [`Game::key`].
pub trait Game: Clone + Send + Sync + 'static {
    /// One move; `Display` writes it in the game's notation.
    type Move: Copy + Eq + Hash + Debug + Display + Send + Sync + 'static;

    /// The seat to move, from 0. It may be the same seat twice running where
    /// the rules pass a blocked player's turn.
    fn to_move(&self) -> usize;

    /// Appends every legal move to `moves` (none once the game is over).
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// The position after `mv`, which must be one of [`Game::legal_moves`];
    /// an illegal move gives a meaningless position, never a panic.
    fn play(&self, mv: Self::Move) -> Self;

    /// What [`Game::unmake`] needs to take a move back.
    type Undo;

    /// Plays `mv` (one of [`Game::legal_moves`]) in place; [`Game::unmake`]
    /// with what it returns takes it back. Games that copy their positions
    /// implement both with [`copy_make!`](crate::copy_make).
    fn make(&mut self, mv: Self::Move) -> Self::Undo;

    /// Takes back `mv`, the last move made, with what [`Game::make`] returned.
    fn unmake(&mut self, mv: Self::Move, undo: Self::Undo);

    /// How the game ended, or `None` while it goes on.
    fn finished(&self) -> Option<Finished>;

    /// A 64-bit hash of everything that decides the legal moves and the
    /// future, for transposition tables and repetition checks; equal
    /// positions have equal keys.
    fn key(&self) -> u64;
}

/// SplitMix64's finaliser: a different, well-spread 64-bit value for every
/// feature, so XOR-ing one per block gives a Zobrist-style key without a table.
pub(crate) const fn mix(feature: u64) -> u64 {
    let mut z = feature.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// [`Game::make`] and [`Game::unmake`] for a game that copies its positions
/// to play: the undo is the position before. Used inside `impl Game for …`.
#[macro_export]
macro_rules! copy_make {
    () => {
        type Undo = Self;

        fn make(&mut self, mv: Self::Move) -> Self {
            let next = $crate::Game::play(self, mv);
            ::std::mem::replace(self, next)
        }

        fn unmake(&mut self, _: Self::Move, before: Self) {
            *self = before;
        }
    };
}
