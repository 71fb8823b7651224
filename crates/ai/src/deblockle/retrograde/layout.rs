//! Where a solved table keeps each position: a number for every way the
//! blocks can lie, and back.
//!
//! A block's place is one of 47 squares (never a star) times 24 ways to
//! lie. Gold has one block or a pair (unordered, numbered lower place
//! first); Teal has one. A position's number is
//! `(teal × gold sets + gold set) × 2 + turn`: Teal's place outermost, so
//! that every turn of Gold's keeps a position within one *slab* of the
//! table (one Teal place), and every turn of Teal's keeps it within one
//! *column* (one Gold set) — what lets the solver split the table between
//! threads without locks, and keeps its memory reads close together. Two
//! against one with Teal's pair is the board turned half round.

use tabletop_rules::deblockle::{Bitboard, Board, Orientation, Player, Square};

/// Squares a block can stand on.
const SQUARES: usize = 47;
/// One block's places: its square and how it lies.
pub(super) const PLACES: usize = SQUARES * 24;

/// Each square's number among those a block can stand on (stars have none).
const SLOT_OF_SQUARE: [u8; 49] = {
    let mut slots = [u8::MAX; 49];
    let mut square = 0;
    let mut slot = 0;
    while square < 49 {
        // d2 and d6: files d (3), ranks 2 and 6 (y 1 and 5).
        if square != 7 + 3 && square != 5 * 7 + 3 {
            slots[square] = slot;
            slot += 1;
        }
        square += 1;
    }
    slots
};

/// The square of each slot.
const SQUARE_OF_SLOT: [Square; SQUARES] = {
    let mut squares = [Square::ALL[0]; SQUARES];
    let mut square = 0;
    while square < 49 {
        let slot = SLOT_OF_SQUARE[square];
        if slot != u8::MAX {
            squares[slot as usize] = Square::ALL[square];
        }
        square += 1;
    }
    squares
};

/// A block's place: its square and how it lies, as one number below
/// [`PLACES`].
pub(super) fn place_of(square: Square, orientation: Orientation) -> Option<usize> {
    let slot = SLOT_OF_SQUARE[square.index()];
    (slot != u8::MAX).then(|| usize::from(slot) * 24 + orientation.index())
}

/// The square of place `place`.
pub(super) fn square_at(place: usize) -> Square {
    SQUARE_OF_SLOT[place / 24]
}

/// How the block on place `place` lies.
pub(super) fn orientation_at(place: usize) -> Orientation {
    Orientation::ALL[place % 24]
}

/// How many unordered pairs of places there are.
pub(super) const PAIRS: usize = PLACES * (PLACES - 1) / 2;

/// The number of the pair of places `low < high`.
fn pair_index(low: usize, high: usize) -> usize {
    high * (high - 1) / 2 + low
}

/// The places of pair number `pair`, lower first.
fn pair_at(pair: usize) -> (usize, usize) {
    // The largest `high` with high * (high - 1) / 2 <= pair.
    let mut high = ((((8 * pair + 1) as f64).sqrt() + 1.0) / 2.0) as usize;
    while high * (high - 1) / 2 > pair {
        high -= 1;
    }
    while (high + 1) * high / 2 <= pair {
        high += 1;
    }
    (pair - high * (high - 1) / 2, high)
}

/// The seat of a player in a position's number.
pub(super) fn seat(turn: Player) -> usize {
    match turn {
        Player::Gold => 0,
        Player::Teal => 1,
    }
}

/// The player to move in position number `index`.
pub(super) fn turn_of(index: usize) -> Player {
    [Player::Gold, Player::Teal][index % 2]
}

/// Gold's blocks in a table with `GOLD` of them (one or two) against
/// Teal's one: their places, lowest first.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Blocks<const GOLD: usize> {
    pub(super) gold: [usize; GOLD],
    pub(super) teal: usize,
}

impl<const GOLD: usize> Blocks<GOLD> {
    /// How many Gold sets (places of Gold's blocks) there are.
    pub(super) const GOLD_SETS: usize = match GOLD {
        1 => PLACES,
        _ => PAIRS,
    };

    /// Positions in the table, both players to move.
    pub(super) const SIZE: usize = PLACES * Self::GOLD_SETS * 2;

    /// Positions in one slab (one Teal place).
    pub(super) const SLAB: usize = Self::GOLD_SETS * 2;

    /// The Gold set numbered `set` with Teal on `teal`.
    pub(super) fn at(teal: usize, set: usize) -> Blocks<GOLD> {
        let mut gold = [0; GOLD];
        if GOLD == 1 {
            gold[0] = set;
        } else {
            let (low, high) = pair_at(set);
            gold[0] = low;
            gold[1] = high;
        }
        Blocks { gold, teal }
    }

    /// The number of Gold's set.
    pub(super) fn gold_set(&self) -> usize {
        if GOLD == 1 {
            self.gold[0]
        } else {
            let (low, high) = (
                self.gold[0].min(self.gold[1]),
                self.gold[0].max(self.gold[1]),
            );
            pair_index(low, high)
        }
    }

    /// The number of these blocks with `turn` to move.
    pub(super) fn index(&self, turn: Player) -> usize {
        (self.teal * Self::GOLD_SETS + self.gold_set()) * 2 + seat(turn)
    }

    /// The squares `player`'s blocks stand on.
    pub(super) fn occupied(&self, player: Player) -> Bitboard {
        match player {
            Player::Gold => self.gold.iter().fold(Bitboard::EMPTY, |squares, &place| {
                squares.with(square_at(place))
            }),
            Player::Teal => Bitboard::from_square(square_at(self.teal)),
        }
    }

    /// Whether no two blocks share a square (a number may name such "blocks").
    pub(super) fn apart(&self) -> bool {
        let squares = self.occupied(Player::Gold) | self.occupied(Player::Teal);
        squares.len() as usize == GOLD + 1
    }

    /// The places of `player`'s blocks.
    pub(super) fn places(&self, player: Player) -> &[usize] {
        match player {
            Player::Gold => &self.gold,
            Player::Teal => std::slice::from_ref(&self.teal),
        }
    }

    /// The same blocks with `player`'s block number `which` moved to `place`.
    pub(super) fn moved(&self, player: Player, which: usize, place: usize) -> Blocks<GOLD> {
        let mut blocks = *self;
        match player {
            Player::Gold => blocks.gold[which] = place,
            Player::Teal => blocks.teal = place,
        }
        blocks
    }

    /// The blocks of `board`, if it has `GOLD` Gold blocks and one Teal.
    pub(super) fn of_board(board: &Board) -> Option<Blocks<GOLD>> {
        if board.count(Player::Gold) as usize != GOLD || board.count(Player::Teal) != 1 {
            return None;
        }
        let place = |square: Square| place_of(square, board.block_at(square)?.orientation);
        let mut gold = [0; GOLD];
        for (slot, square) in gold.iter_mut().zip(board.occupied_by(Player::Gold)) {
            *slot = place(square)?;
        }
        let teal = place(board.occupied_by(Player::Teal).squares().next()?)?;
        Some(Blocks { gold, teal })
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    impl<const GOLD: usize> Blocks<GOLD> {
        /// The blocks of position number `index`.
        pub(in super::super) fn of_index(index: usize) -> Blocks<GOLD> {
            let board = index / 2;
            Blocks::at(board / Self::GOLD_SETS, board % Self::GOLD_SETS)
        }

        /// The board these blocks make.
        pub(in super::super) fn board(&self) -> Board {
            let mut board = Board::empty();
            for player in Player::BOTH {
                for &place in self.places(player) {
                    let block = tabletop_rules::deblockle::Block {
                        owner: player,
                        orientation: orientation_at(place),
                    };
                    // Apart blocks on squares that are not stars always fit.
                    let _ = board.place(square_at(place), block);
                }
            }
            board
        }
    }

    #[test]
    fn pairs_number_every_unordered_pair_once() {
        let mut expected = 0;
        for high in 1..PLACES {
            for low in 0..high {
                assert_eq!(pair_index(low, high), expected);
                assert_eq!(pair_at(expected), (low, high));
                expected += 1;
            }
        }
        assert_eq!(expected, PAIRS);
    }

    fn round_trip<const GOLD: usize>() {
        // Every thousand-and-first number: all kinds of places.
        for index in (0..Blocks::<GOLD>::SIZE).step_by(1001) {
            let blocks = Blocks::<GOLD>::of_index(index);
            assert_eq!(blocks.index(turn_of(index)), index);
            if blocks.apart() {
                let board = blocks.board();
                assert_eq!(board.occupied().len() as usize, GOLD + 1);
                let again = Blocks::<GOLD>::of_board(&board).expect("the table's shape");
                assert_eq!(again.index(turn_of(index)), index);
            }
        }
    }

    #[test]
    fn every_board_numbered_is_found_again_under_its_number() {
        round_trip::<1>();
        round_trip::<2>();
    }
}
