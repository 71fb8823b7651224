//! Where a solved table keeps each position: a number for every way the
//! blocks can lie, and back.
//!
//! A block's place is one of 47 squares (never a star) times 24 ways to
//! lie. One block each: Gold's place, Teal's place and the player to move.
//! Two against one: the pair's places (unordered, the lower first), the
//! lone block's place and the player to move; the pair is Gold's, since
//! turning the board half round and swapping the colours makes Teal's pair
//! Gold's.

use tabletop_rules::deblockle::{Block, Board, MoveRules, Orientation, Player, Position, Square};

/// Squares a block can stand on.
const SQUARES: usize = 47;
/// One block's places: its square and how it lies.
const PLACES: usize = SQUARES * 24;

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

/// A table's numbering of its positions.
pub(crate) trait Layout: Sync {
    /// How many numbers there are (some name no position).
    fn size(&self) -> usize;

    /// The board numbered `index` and its player to move, if the number
    /// names a board (two blocks on one square do not).
    fn board_at(&self, index: usize) -> Option<(Board, Player)>;

    /// The number of `board` with `turn` to move, if the table holds it.
    fn index_of(&self, board: &Board, turn: Player) -> Option<usize>;

    /// The position numbered `index`, if it is one: a board with its
    /// player to move who can move, or with no one able to (a draw).
    fn position_at(&self, index: usize, rules: MoveRules) -> Option<Position> {
        let (board, turn) = self.board_at(index)?;
        Position::new(board, turn, rules)
            .ok()
            .filter(|position| position.turn() == turn)
    }
}

/// One block's place.
fn place_of(square: Square, orientation: Orientation) -> Option<usize> {
    let slot = SLOT_OF_SQUARE[square.index()];
    (slot != u8::MAX).then(|| usize::from(slot) * 24 + orientation.index())
}

/// The square and lie of place `place`.
fn place_at(place: usize) -> (Square, Orientation) {
    let slot = (place / 24) as u8;
    let square = (0..49)
        .find(|&square| SLOT_OF_SQUARE[square] == slot)
        .and_then(|square| Square::from_index(square as u8))
        .expect("every place has a square");
    (square, Orientation::ALL[place % 24])
}

/// The places of `player`'s blocks on `board`, lowest first.
fn places(board: &Board, player: Player) -> impl Iterator<Item = Option<usize>> + '_ {
    board
        .occupied_by(player)
        .squares()
        .map(|square| place_of(square, board.block_at(square)?.orientation))
}

fn put(board: &mut Board, owner: Player, place: usize) -> Option<()> {
    let (square, orientation) = place_at(place);
    board.place(square, Block { owner, orientation }).ok()
}

fn seat(turn: Player) -> usize {
    match turn {
        Player::Gold => 0,
        Player::Teal => 1,
    }
}

fn turn_of(index: usize) -> Player {
    [Player::Gold, Player::Teal][index % 2]
}

/// One Gold block and one Teal block.
pub(crate) struct OneEach;

impl Layout for OneEach {
    fn size(&self) -> usize {
        PLACES * PLACES * 2
    }

    fn board_at(&self, index: usize) -> Option<(Board, Player)> {
        let pair = index / 2;
        let mut board = Board::empty();
        put(&mut board, Player::Gold, pair / PLACES)?;
        put(&mut board, Player::Teal, pair % PLACES)?;
        Some((board, turn_of(index)))
    }

    fn index_of(&self, board: &Board, turn: Player) -> Option<usize> {
        let one = |player| {
            let mut places = places(board, player);
            let place = places.next()??;
            places.next().is_none().then_some(place)
        };
        Some((one(Player::Gold)? * PLACES + one(Player::Teal)?) * 2 + seat(turn))
    }
}

/// Two Gold blocks against one Teal block (Teal's pair is turned round).
pub(crate) struct TwoAgainstOne;

/// How many unordered pairs of places there are.
const PAIRS: usize = PLACES * (PLACES - 1) / 2;

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

impl Layout for TwoAgainstOne {
    fn size(&self) -> usize {
        PAIRS * PLACES * 2
    }

    fn board_at(&self, index: usize) -> Option<(Board, Player)> {
        let rest = index / 2;
        let (low, high) = pair_at(rest / PLACES);
        let mut board = Board::empty();
        put(&mut board, Player::Gold, low)?;
        put(&mut board, Player::Gold, high)?;
        put(&mut board, Player::Teal, rest % PLACES)?;
        Some((board, turn_of(index)))
    }

    fn index_of(&self, board: &Board, turn: Player) -> Option<usize> {
        if board.count(Player::Gold) != 2 || board.count(Player::Teal) != 1 {
            return None;
        }
        let mut gold = places(board, Player::Gold);
        let (first, second) = (gold.next()??, gold.next()??);
        let teal = places(board, Player::Teal).next()??;
        let pair = pair_index(first.min(second), first.max(second));
        Some((pair * PLACES + teal) * 2 + seat(turn))
    }
}

#[cfg(test)]
mod tests {
    use tabletop_rules::deblockle::STARS;

    use super::*;

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

    #[test]
    fn every_board_numbered_is_found_again_under_its_number() {
        for layout in [&OneEach as &dyn Layout, &TwoAgainstOne] {
            // Every thousand-and-first number: all kinds of places.
            for index in (0..layout.size()).step_by(1001) {
                let Some((board, turn)) = layout.board_at(index) else {
                    continue;
                };
                assert!((board.occupied() & STARS).is_empty());
                assert_eq!(layout.index_of(&board, turn), Some(index));
            }
        }
    }
}
