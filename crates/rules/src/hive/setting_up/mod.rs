//! A Hive position set up by hand (an editor's): tiles put on the table
//! and onto stacks in any order, whoever is to move; and whether a game
//! can reach it. The rules say why not: the tiles are not one hive, a tile
//! that cannot climb lies on another (only Beetles climb, and Mosquitoes
//! next to one), a player has four tiles down without their Queen, the
//! tiles do not follow the turns (each player's first turn puts a tile
//! down), or a tile is not of this game.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::hex::Hex;
use super::piece::{Bug, Colour, Piece};
use super::position::Position;
use super::rules::HiveRules;

/// A Hive position being set up. Saved as its rules, who moves, and its
/// tiles bottom first (put down again in that order when read).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "SetupTiles", try_from = "SetupTiles")]
pub struct HiveSetup {
    /// The game type and house rules.
    pub rules: HiveRules,
    /// Who moves.
    pub to_move: Colour,
    /// The stacks, each bottom first.
    stacks: BTreeMap<Hex, Vec<Piece>>,
}

/// A set-up as saved.
#[derive(Serialize, Deserialize)]
struct SetupTiles {
    rules: HiveRules,
    to_move: Colour,
    /// Each tile and its hex, each stack bottom first.
    tiles: Vec<(Piece, Hex)>,
}

impl From<HiveSetup> for SetupTiles {
    fn from(setup: HiveSetup) -> SetupTiles {
        SetupTiles {
            tiles: setup.tiles(),
            rules: setup.rules,
            to_move: setup.to_move,
        }
    }
}

impl TryFrom<SetupTiles> for HiveSetup {
    type Error = SetupError;

    /// The tiles put down in order (a tile named twice lies where it was
    /// put last), numbered afresh.
    fn try_from(saved: SetupTiles) -> Result<HiveSetup, SetupError> {
        let mut setup = HiveSetup::new(saved.rules);
        setup.to_move = saved.to_move;
        for (piece, hex) in saved.tiles {
            setup.put(piece, hex)?;
        }
        setup.renumber();
        Ok(setup)
    }
}

/// Why a tile cannot be put, or no game reaches a position set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// The tiles on the table are not one hive.
    #[error("the hive is in two or more parts")]
    HiveInParts,
    /// A tile that cannot climb lies on another.
    #[error("{0} lies on another tile: only Beetles (and Mosquitoes) climb")]
    Climber(Piece),
    /// A player has four tiles down and no Queen (she comes by the fourth).
    #[error("{0:?} has four tiles down without the Queen")]
    NoQueen(Colour),
    /// Black has tiles down and White none (White plays first).
    #[error("Black has tiles down before White has played")]
    BlackFirst,
    /// Nothing is down and Black is to move: White's first turn always
    /// puts a tile down.
    #[error("nothing is down, yet Black is to move")]
    WhiteNotPlayed,
    /// White has had a second turn (or passed the move back) and Black has
    /// nothing down: Black's first turn always puts a tile down beside
    /// White's.
    #[error("Black has had a turn without putting a tile down")]
    BlackNotPlayed,
    /// The tile is not in this game (an expansion bug not played with).
    #[error("{0} is not in this game")]
    NotInGame(Piece),
    /// The hex is further than [`HiveSetup::REACH`] from every tile down
    /// and from the table's middle, or further than [`HiveSetup::SPAN`]
    /// from one of them.
    #[error("that hex is out of reach of the tiles")]
    OutOfReach,
}

impl HiveSetup {
    /// How far (in hexes) from a tile down, or from the table's middle, a
    /// tile may be put: far enough to lay a hive out apart on the way to a
    /// position, near enough for the board, which folds hexes 32 apart
    /// onto one.
    pub const REACH: i32 = 8;

    /// The furthest apart two tiles may lie: as far as one hive's can (all
    /// 28 tiles of Base+MLP in a line), so that a set-up laid out apart
    /// never spans the 32 hexes at which the board folds onto itself.
    pub const SPAN: i32 = 27;

    /// An empty table under `rules`, White to move.
    pub fn new(rules: HiveRules) -> HiveSetup {
        HiveSetup {
            rules,
            to_move: Colour::White,
            stacks: BTreeMap::new(),
        }
    }

    /// The tiles and the player to move of `position`.
    pub fn of(position: &Position) -> HiveSetup {
        let mut setup = HiveSetup::new(position.rules());
        setup.to_move = position.to_move();
        for piece in position.pieces() {
            if let Some(hex) = position.location(piece) {
                let stack: Vec<Piece> = position.stack(hex).collect();
                setup.stacks.insert(hex, stack.into_iter().rev().collect());
            }
        }
        setup
    }

    /// The stacks on the table, each bottom first.
    pub fn stacks(&self) -> impl Iterator<Item = (Hex, &[Piece])> {
        self.stacks
            .iter()
            .map(|(&hex, stack)| (hex, stack.as_slice()))
    }

    /// Where `piece` lies, if on the table.
    pub fn location(&self, piece: Piece) -> Option<Hex> {
        self.stacks()
            .find(|(_, stack)| stack.contains(&piece))
            .map(|(hex, _)| hex)
    }

    /// Puts `piece` on top of `hex` (from the reserve, or from where it
    /// lay when it lay on top there).
    ///
    /// # Errors
    /// The tile is not in this game, or the hex is out of reach of the
    /// other tiles and of the table's middle, or too far from one of the
    /// tiles (nothing changes).
    pub fn put(&mut self, piece: Piece, hex: Hex) -> Result<(), SetupError> {
        if !self.rules.expansions.includes(piece.bug) {
            return Err(SetupError::NotInGame(piece));
        }
        let within_reach = |other: Hex| hex.distance(other) <= HiveSetup::REACH;
        let others: Vec<Hex> = self
            .tiles()
            .into_iter()
            .filter(|&(tile, _)| tile != piece)
            .map(|(_, at)| at)
            .collect();
        let near = within_reach(Hex::ORIGIN) || others.iter().any(|&at| within_reach(at));
        let spread = others.iter().any(|&at| hex.distance(at) > HiveSetup::SPAN);
        if !near || spread {
            return Err(SetupError::OutOfReach);
        }
        self.remove(piece);
        self.stacks.entry(hex).or_default().push(piece);
        Ok(())
    }

    /// The tile of `bug` that `colour` would put down next: the lowest
    /// numbered not on the table, if one is left.
    pub fn next_in_reserve(&self, colour: Colour, bug: Bug) -> Option<Piece> {
        (1..=bug.count())
            .map(|number| Piece {
                colour,
                bug,
                number,
            })
            .find(|&piece| self.location(piece).is_none())
            .filter(|piece| self.rules.expansions.includes(piece.bug))
    }

    /// Takes the top tile of `hex` back to its reserve: which, if any.
    /// The tiles of its kind still down are numbered afresh from 1 (tiles
    /// come down in number order).
    pub fn take(&mut self, hex: Hex) -> Option<Piece> {
        let stack = self.stacks.get_mut(&hex)?;
        let piece = stack.pop();
        if stack.is_empty() {
            self.stacks.remove(&hex);
        }
        self.renumber();
        piece
    }

    /// Numbers each player's tiles of a kind 1, 2, 3 in the order of their
    /// numbers now, so that those left in the reserve are the highest.
    fn renumber(&mut self) {
        let mut down: Vec<Piece> = self.stacks.values().flatten().copied().collect();
        down.sort();
        let renumbered: BTreeMap<Piece, Piece> = down
            .iter()
            .scan(None, |kind, &piece| {
                let number = match *kind {
                    Some((colour, bug, n)) if (colour, bug) == (piece.colour, piece.bug) => n + 1,
                    _ => 1,
                };
                *kind = Some((piece.colour, piece.bug, number));
                Some((piece, Piece { number, ..piece }))
            })
            .collect();
        for tile in self.stacks.values_mut().flatten() {
            *tile = renumbered[tile];
        }
    }

    /// Every tile and its hex, each stack bottom first.
    fn tiles(&self) -> Vec<(Piece, Hex)> {
        self.stacks()
            .flat_map(|(hex, stack)| stack.iter().map(move |&piece| (piece, hex)))
            .collect()
    }

    fn remove(&mut self, piece: Piece) {
        if let Some(hex) = self.location(piece)
            && let Some(stack) = self.stacks.get_mut(&hex)
        {
            stack.retain(|&tile| tile != piece);
            if stack.is_empty() {
                self.stacks.remove(&hex);
            }
        }
    }

    /// Whether a game can reach this position.
    ///
    /// # Errors
    /// The first reason none can, of those this module names.
    pub fn check(&self) -> Result<(), SetupError> {
        if let Some(piece) = self
            .stacks()
            .flat_map(|(_, stack)| stack.iter())
            .copied()
            .find(|p| !self.rules.expansions.includes(p.bug))
        {
            return Err(SetupError::NotInGame(piece));
        }
        for (_, stack) in self.stacks() {
            if let Some(&climber) = stack[1..]
                .iter()
                .find(|piece| !matches!(piece.bug, Bug::Beetle | Bug::Mosquito))
            {
                return Err(SetupError::Climber(climber));
            }
        }
        for colour in [Colour::White, Colour::Black] {
            let down = self.tiles_down(colour);
            let queen = Piece {
                colour,
                bug: Bug::Queen,
                number: 1,
            };
            if down >= 4 && self.location(queen).is_none() {
                return Err(SetupError::NoQueen(colour));
            }
        }
        self.follows_the_turns()?;
        if !self.one_hive() {
            return Err(SetupError::HiveInParts);
        }
        Ok(())
    }

    /// The position, after as few turns as its tiles take (each player has
    /// had at least a turn for each tile down), if a game can reach it.
    ///
    /// # Errors
    /// Why no game reaches it.
    pub fn position(&self) -> Result<Position, SetupError> {
        self.check()?;
        Ok(self.laid_out())
    }

    /// The tiles as they lie, with the player to move, whether or not a
    /// game reaches them: to show a set-up on the table while it is made.
    pub fn laid_out(&self) -> Position {
        let (white, black) = (
            self.tiles_down(Colour::White) as u32,
            self.tiles_down(Colour::Black) as u32,
        );
        // White moves on even plies: after `ply` plies White has had
        // ⌈ply/2⌉ turns and Black ⌊ply/2⌋.
        let ply = match self.to_move {
            Colour::White => (2 * white).max(2 * black),
            Colour::Black => (2 * white).saturating_sub(1).max(2 * black + 1),
        };
        Position::from_tiles_under(self.rules, &self.tiles(), ply)
    }

    /// The turns' own conditions. White's first turn always has a
    /// placement (anywhere), and so has Black's (beside White's only
    /// tile): each first turn puts a tile down, and tiles stay down. A
    /// player's later turns may move a tile or pass instead, so nothing
    /// more follows from the counts.
    fn follows_the_turns(&self) -> Result<(), SetupError> {
        let white = self.tiles_down(Colour::White);
        let black = self.tiles_down(Colour::Black);
        if white == 0 && black > 0 {
            return Err(SetupError::BlackFirst);
        }
        if white == 0 && self.to_move == Colour::Black {
            return Err(SetupError::WhiteNotPlayed);
        }
        // With Black's first turn still to come, only White's first has
        // been played: one White tile, Black to move.
        if white > 0 && black == 0 && (white > 1 || self.to_move == Colour::White) {
            return Err(SetupError::BlackNotPlayed);
        }
        Ok(())
    }

    fn tiles_down(&self, colour: Colour) -> usize {
        self.stacks()
            .flat_map(|(_, stack)| stack.iter())
            .filter(|piece| piece.colour == colour)
            .count()
    }

    /// Whether the occupied hexes are one group of neighbours.
    fn one_hive(&self) -> bool {
        let Some(&first) = self.stacks.keys().next() else {
            return true;
        };
        let mut reached = BTreeSet::from([first]);
        let mut frontier = vec![first];
        while let Some(hex) = frontier.pop() {
            for next in hex.neighbours() {
                if self.stacks.contains_key(&next) && reached.insert(next) {
                    frontier.push(next);
                }
            }
        }
        reached.len() == self.stacks.len()
    }
}

#[cfg(test)]
mod tests;
