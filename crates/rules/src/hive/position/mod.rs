//! A Hive position: the stacks of tiles, what each player still holds
//! (`hands`), and whose turn it is. Positions are values:
//! [`Position::play`] returns the next; searches play and take back moves in
//! place (`making`).

use std::fmt;

use super::grid::{CELLS, cell};
use super::hex::Hex;
use super::piece::{Bug, Colour, Piece, TILES};
use super::rules::{Expansions, HiveRules};

mod hands;
mod making;

pub use making::Undo;

/// One turn: place a tile from the hand, move one in the hive, or pass
/// (only when nothing else is legal). A move is its piece and destination
/// (saved so, as a move tree keeps it: no position is needed to read it).
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, serde::Serialize, serde::Deserialize,
)]
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

/// No tile: an empty cell's top, a ground tile's `below`.
const NONE: u8 = u8::MAX;

/// The hive, the hands and the turn, in fixed arrays (see [`super::grid`]):
/// each cell's top tile and height, and each tile's hex and the tile under it.
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    /// The id of the tile on top of each cell, or `NONE`.
    top: [u8; CELLS],
    /// How many tiles stand on each cell.
    height: [u8; CELLS],
    /// By colour, which of each cell's six neighbours have a tile of that
    /// colour on top, bit `d` for direction `d`: kept up to date by every
    /// move, because placements, slides and the One Hive check ask it far
    /// more often than tiles move.
    tops_around: [[u8; CELLS]; 2],
    /// The tile under each tile, or `NONE` for one on the ground (or in hand).
    below: [u8; TILES],
    /// By tile id, for tiles on the ground: the tiles on the ground of the
    /// neighbouring hexes, a bit each. The One Hive check walks this graph
    /// every turn, so every move keeps it instead.
    ground_links: [u32; TILES],
    /// Where each tile in the hive is; the origin for one in hand.
    at: [Hex; TILES],
    /// A bit per tile id: in the hive.
    placed: u32,
    /// A bit per tile id: in this game (the base game's tiles and the
    /// expansions' in play); a tile in the box and not placed is in hand.
    boxed: u32,
    /// The tile the last turn moved (by itself or by a Pillbug), or `NONE`
    /// after a placement or a pass: it may not move, nor be moved, now.
    last_moved: u8,
    /// Turns played so far (passes included).
    ply: u32,
    /// The optional rules in force.
    rules: HiveRules,
    /// The XOR of [`tile_feature`] over the tiles in the hive, kept by every
    /// move so that search keys cost nothing to make.
    tiles_key: u64,
}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

impl fmt::Debug for Position {
    /// The ply and each stack bottom first; the grids would be 2 000 numbers.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut stacks: Vec<(Hex, Vec<Piece>)> = self
            .occupied_hexes()
            .map(|hex| {
                let mut stack: Vec<Piece> = self.stack(hex).collect();
                stack.reverse();
                (hex, stack)
            })
            .collect();
        stacks.sort_unstable();
        f.debug_struct("Position")
            .field("ply", &self.ply)
            .field("rules", &self.rules)
            .field("last_moved", &self.last_moved())
            .field("stacks", &stacks)
            .finish()
    }
}

impl Position {
    /// The empty start, White to move, under the standard rules.
    pub const fn new() -> Position {
        Position::starting(HiveRules::STANDARD)
    }

    /// The empty start under `rules`.
    pub const fn starting(rules: HiveRules) -> Position {
        Position {
            top: [NONE; CELLS],
            height: [0; CELLS],
            tops_around: [[0; CELLS]; 2],
            below: [NONE; TILES],
            ground_links: [0; TILES],
            at: [Hex::ORIGIN; TILES],
            placed: 0,
            boxed: hands::boxed(rules.expansions),
            last_moved: NONE,
            ply: 0,
            rules,
            tiles_key: 0,
        }
    }

    /// A position with these tiles (each stack listed bottom first) after
    /// `ply` turns, for setting up positions by hand; the caller answers
    /// for its being reachable. The expansions are those whose bugs are
    /// among the tiles.
    pub fn from_tiles(tiles: &[(Piece, Hex)], ply: u32) -> Position {
        let has = |bug| tiles.iter().any(|(piece, _)| piece.bug == bug);
        let expansions = Expansions {
            mosquito: has(Bug::Mosquito),
            ladybug: has(Bug::Ladybug),
            pillbug: has(Bug::Pillbug),
        };
        Position::from_tiles_under(HiveRules::STANDARD.with_expansions(expansions), tiles, ply)
    }

    /// A position with these tiles (each stack listed bottom first) after
    /// `ply` turns under `rules`; the caller answers for its being
    /// reachable (see [`super::setting_up::HiveSetup`]).
    pub fn from_tiles_under(rules: HiveRules, tiles: &[(Piece, Hex)], ply: u32) -> Position {
        let mut position = Position {
            ply,
            ..Position::starting(rules)
        };
        for &(piece, hex) in tiles {
            position.drop_onto(piece.id(), hex);
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

    /// The optional rules in force.
    pub fn rules(&self) -> HiveRules {
        self.rules
    }

    /// The tile the last turn moved (by itself or thrown by a Pillbug),
    /// which may not move or be moved this turn; `None` after a placement
    /// or a pass.
    pub fn last_moved(&self) -> Option<Piece> {
        some_tile(self.last_moved).map(Piece::from_id)
    }

    pub(super) const fn last_moved_id(&self) -> u8 {
        self.last_moved
    }

    /// The tile on top of `hex`, if any.
    #[inline]
    pub fn top(&self, hex: Hex) -> Option<Piece> {
        some_tile(self.top[cell(hex)]).map(Piece::from_id)
    }

    /// How many tiles stand on `hex`.
    #[inline]
    pub fn height(&self, hex: Hex) -> usize {
        self.height[cell(hex)].into()
    }

    /// Whether any tile stands on `hex`.
    #[inline]
    pub fn occupied(&self, hex: Hex) -> bool {
        self.top[cell(hex)] != NONE
    }

    /// The tiles on `hex`, top first.
    pub fn stack(&self, hex: Hex) -> impl Iterator<Item = Piece> + '_ {
        std::iter::successors(some_tile(self.top[cell(hex)]), |&id| {
            some_tile(self.below[id])
        })
        .map(Piece::from_id)
    }

    /// Where `piece` is, if it is in the hive.
    #[inline]
    pub fn location(&self, piece: Piece) -> Option<Hex> {
        self.is_placed(piece.id()).then(|| self.at[piece.id()])
    }

    /// Where `colour`'s Queen is, if in the hive.
    pub fn queen(&self, colour: Colour) -> Option<Hex> {
        self.location(queen(colour))
    }

    /// How the game ended, if it has: a Queen with all six neighbours
    /// occupied loses; both at once is a draw.
    pub fn outcome(&self) -> Option<HiveOutcome> {
        let surrounded = |colour: Colour| {
            self.location(queen(colour))
                .is_some_and(|hex| self.occupied_around(hex) == 0b11_1111)
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
        next.make(mv);
        next
    }

    /// Which of `hex`'s neighbours have a tile of `colour` on top: bit `d`
    /// for direction `d`.
    #[inline]
    pub(super) fn colour_around(&self, hex: Hex, colour: Colour) -> u8 {
        self.tops_around[colour.index()][cell(hex)]
    }

    /// Which of `hex`'s neighbours are occupied: bit `d` for direction `d`.
    #[inline]
    pub(super) fn occupied_around(&self, hex: Hex) -> u8 {
        self.occupied_around_cell(cell(hex))
    }

    /// [`Position::occupied_around`] the hex on `cell`.
    #[inline]
    pub(super) fn occupied_around_cell(&self, cell: usize) -> u8 {
        self.tops_around[0][cell] | self.tops_around[1][cell]
    }

    /// The id of the tile on top of occupied `hex`.
    #[inline]
    pub(super) fn top_id(&self, hex: Hex) -> usize {
        self.top_id_on(cell(hex))
    }

    /// The id of the tile on top of the occupied hex on `cell`.
    #[inline]
    fn top_id_on(&self, cell: usize) -> usize {
        self.top[cell].into()
    }

    #[inline]
    pub(super) const fn is_placed(&self, id: usize) -> bool {
        self.placed & (1 << id) != 0
    }

    /// Each of `colour`'s tiles on top of a stack, with its hex.
    pub(super) fn tops_of(&self, colour: Colour) -> impl Iterator<Item = (usize, Hex)> + '_ {
        let ids = Piece::ids_of(colour);
        let mine = self.placed & (((1u32 << ids.len()) - 1) << ids.start);
        ids_in(mine)
            .filter(|&id| usize::from(self.top[cell(self.at[id])]) == id)
            .map(|id| (id, self.at[id]))
    }

    /// Each tile in the hive (by id) with its hex.
    pub(super) fn placed_tiles(&self) -> impl Iterator<Item = (usize, Hex)> + '_ {
        ids_in(self.placed).map(|id| (id, self.at[id]))
    }

    /// The tiles on the ground (by id): one on each occupied hex.
    pub(super) fn ground_tiles(&self) -> impl Iterator<Item = usize> + '_ {
        ids_in(self.placed).filter(|&id| self.below[id] == NONE)
    }

    /// The hexes with tiles (each once: where a tile lies on the ground).
    pub(super) fn occupied_hexes(&self) -> impl Iterator<Item = Hex> + '_ {
        self.ground_tiles().map(|id| self.at[id])
    }

    /// By tile id, for tiles on the ground: the ground tiles of the
    /// neighbouring hexes, a bit each.
    pub(super) const fn ground_links(&self) -> &[u32; TILES] {
        &self.ground_links
    }

    /// The id of the tile at the bottom of the occupied hex on `cell`.
    #[inline]
    fn ground_id_on(&self, cell: usize) -> usize {
        let mut id = self.top_id_on(cell);
        while self.below[id] != NONE {
            id = self.below[id].into();
        }
        id
    }

    /// The tiles' part of [`crate::Game::key`]: where each is, and on
    /// what level.
    pub(super) const fn tiles_key(&self) -> u64 {
        self.tiles_key
    }
}

/// The ids whose bits are set in `set`, lowest first.
pub(super) fn ids_in(mut set: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let id = set.trailing_zeros();
        set &= set.wrapping_sub(1);
        (id < u32::BITS).then_some(id as usize)
    })
}

/// The owner of the tile in a `top` or `below` entry, if there is one.
const fn colour_of(entry: u8) -> Option<Colour> {
    match some_tile(entry) {
        None => None,
        Some(id) => Some(Piece::from_id(id).colour),
    }
}

/// The tile id in a `top` or `below` entry, if there is one.
const fn some_tile(entry: u8) -> Option<usize> {
    if entry == NONE {
        None
    } else {
        Some(entry as usize)
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
