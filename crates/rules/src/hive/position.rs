//! A Hive position: the stacks of tiles, what each player still holds, and
//! whose turn it is. Positions are values: [`Position::play`] returns the next.

use std::collections::HashMap;

use super::hex::Hex;
use super::piece::{Bug, Colour, Piece};

/// One turn: place a tile from the hand, move one in the hive, or pass
/// (only when nothing else is legal). A move is its piece and destination.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Move {
    /// Put `piece` (the next of its kind in the hand) on `to`.
    Place(Piece, Hex),
    /// Move `piece` from where it is to `to` (on top, for a Beetle climbing).
    Move(Piece, Hex),
    /// Nothing can be played.
    Pass,
}

/// How a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum HiveOutcome {
    /// This player surrounded the other's Queen.
    Win(Colour),
    /// Both Queens were surrounded by the same move.
    Draw,
}

/// The hive, the hands and the turn.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Position {
    /// The tiles on each hex, bottom first.
    pub(super) stacks: HashMap<Hex, Vec<Piece>>,
    /// Where each tile in the hive is (its hex; it may be under others).
    pub(super) locations: HashMap<Piece, Hex>,
    /// Turns played so far (passes included).
    pub(super) ply: u32,
}

impl Position {
    /// The empty start, White to move.
    pub fn new() -> Position {
        Position::default()
    }

    /// A position with these tiles (each stack listed bottom first) after
    /// `ply` turns, for setting up positions by hand; the caller answers
    /// for its being reachable.
    pub fn from_tiles(tiles: &[(Piece, Hex)], ply: u32) -> Position {
        let mut position = Position {
            ply,
            ..Position::default()
        };
        for &(piece, hex) in tiles {
            position.stacks.entry(hex).or_default().push(piece);
            position.locations.insert(piece, hex);
        }
        position
    }

    /// The player to move.
    pub fn to_move(&self) -> Colour {
        if self.ply.is_multiple_of(2) {
            Colour::White
        } else {
            Colour::Black
        }
    }

    /// The player to move's turn number, from 1.
    pub fn turn_number(&self) -> u32 {
        self.ply / 2 + 1
    }

    /// Turns played so far.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// The tile on top of `hex`, if any.
    pub fn top(&self, hex: Hex) -> Option<Piece> {
        self.stacks
            .get(&hex)
            .and_then(|stack| stack.last().copied())
    }

    /// How many tiles stand on `hex`.
    pub fn height(&self, hex: Hex) -> usize {
        self.stacks.get(&hex).map_or(0, Vec::len)
    }

    /// Whether any tile stands on `hex`.
    pub fn occupied(&self, hex: Hex) -> bool {
        self.height(hex) > 0
    }

    /// Where `piece` is, if it is in the hive.
    pub fn location(&self, piece: Piece) -> Option<Hex> {
        self.locations.get(&piece).copied()
    }

    /// The next tile of `bug` in `colour`'s hand, if any is left.
    pub fn next_in_hand(&self, colour: Colour, bug: Bug) -> Option<Piece> {
        (1..=bug.count())
            .map(|number| Piece {
                colour,
                bug,
                number,
            })
            .find(|piece| !self.locations.contains_key(piece))
    }

    /// Whether `colour`'s Queen is in the hive.
    pub fn queen_placed(&self, colour: Colour) -> bool {
        self.locations.contains_key(&queen(colour))
    }

    /// How the game ended, if it has: a Queen with all six neighbours
    /// occupied loses; both at once is a draw.
    pub fn outcome(&self) -> Option<HiveOutcome> {
        let surrounded = |colour: Colour| {
            self.location(queen(colour))
                .is_some_and(|hex| hex.neighbours().iter().all(|&n| self.occupied(n)))
        };
        match (surrounded(Colour::White), surrounded(Colour::Black)) {
            (true, true) => Some(HiveOutcome::Draw),
            (true, false) => Some(HiveOutcome::Win(Colour::Black)),
            (false, true) => Some(HiveOutcome::Win(Colour::White)),
            (false, false) => None,
        }
    }

    /// The position after `mv`, which must be legal (from
    /// [`Position::legal_moves`]); anything else gives a meaningless position.
    pub fn play_unchecked(&self, mv: Move) -> Position {
        let mut next = self.clone();
        match mv {
            Move::Place(piece, to) | Move::Move(piece, to) => {
                if let Some(from) = next.locations.remove(&piece)
                    && let Some(stack) = next.stacks.get_mut(&from)
                {
                    stack.pop();
                    if stack.is_empty() {
                        next.stacks.remove(&from);
                    }
                }
                next.stacks.entry(to).or_default().push(piece);
                next.locations.insert(piece, to);
            }
            Move::Pass => {}
        }
        next.ply += 1;
        next
    }

    /// The hexes with tiles.
    pub(super) fn occupied_hexes(&self) -> impl Iterator<Item = Hex> + '_ {
        self.stacks.keys().copied()
    }
}

/// The Queen of `colour`.
pub(super) const fn queen(colour: Colour) -> Piece {
    Piece {
        colour,
        bug: Bug::Queen,
        number: 1,
    }
}
