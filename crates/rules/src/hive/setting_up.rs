//! A Hive position set up by hand (an editor's): tiles put on the table
//! and onto stacks in any order, whoever is to move; and whether a game
//! can reach it. The rules say why not: the tiles are not one hive, a tile
//! that cannot climb lies on another (only Beetles climb, and Mosquitoes
//! next to one), a player has four tiles down without their Queen, Black
//! has tiles down before White has played, or a tile is not of this game.

use std::collections::{BTreeMap, BTreeSet};

use thiserror::Error;

use super::hex::Hex;
use super::piece::{Bug, Colour, Piece};
use super::position::Position;
use super::rules::HiveRules;

/// A Hive position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HiveSetup {
    /// The game type and house rules.
    pub rules: HiveRules,
    /// Who moves.
    pub to_move: Colour,
    /// The stacks, each bottom first.
    stacks: BTreeMap<Hex, Vec<Piece>>,
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
    /// The tile is not in this game (an expansion bug not played with).
    #[error("{0} is not in this game")]
    NotInGame(Piece),
}

impl HiveSetup {
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
    /// The tile is not in this game.
    pub fn put(&mut self, piece: Piece, hex: Hex) -> Result<(), SetupError> {
        if !self.rules.expansions.includes(piece.bug) {
            return Err(SetupError::NotInGame(piece));
        }
        self.remove(piece);
        self.stacks.entry(hex).or_default().push(piece);
        Ok(())
    }

    /// Takes the top tile of `hex` back to its reserve: which, if any.
    pub fn take(&mut self, hex: Hex) -> Option<Piece> {
        let stack = self.stacks.get_mut(&hex)?;
        let piece = stack.pop();
        if stack.is_empty() {
            self.stacks.remove(&hex);
        }
        piece
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
        if self.tiles_down(Colour::White) == 0 && self.tiles_down(Colour::Black) > 0 {
            return Err(SetupError::BlackFirst);
        }
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
        let tiles: Vec<(Piece, Hex)> = self
            .stacks()
            .flat_map(|(hex, stack)| stack.iter().map(move |&piece| (piece, hex)))
            .collect();
        Ok(Position::from_tiles_under(self.rules, &tiles, ply))
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
mod tests {
    use super::*;
    use crate::hive::rules::Expansions;

    fn piece(name: &str) -> Piece {
        Piece::parse(name).expect("a tile")
    }

    fn set_up(tiles: &[(&str, Hex)]) -> HiveSetup {
        let mut setup = HiveSetup::new(HiveRules::STANDARD.with_expansions(Expansions::ALL));
        for &(name, hex) in tiles {
            setup.put(piece(name), hex).expect("in the game");
        }
        setup
    }

    const EAST: Hex = Hex { q: 1, r: 0 };
    const WEST: Hex = Hex { q: -1, r: 0 };
    const FAR: Hex = Hex { q: 3, r: 0 };

    #[test]
    fn a_hive_in_two_parts_is_no_game() {
        let setup = set_up(&[("wQ", Hex::ORIGIN), ("bQ", EAST), ("wA1", FAR)]);
        assert_eq!(setup.check(), Err(SetupError::HiveInParts));
        let joined = set_up(&[
            ("wQ", Hex::ORIGIN),
            ("bQ", EAST),
            ("wA1", Hex { q: 2, r: 0 }),
        ]);
        assert_eq!(joined.check(), Ok(()));
    }

    #[test]
    fn only_beetles_and_mosquitoes_climb() {
        let ant_on_top = set_up(&[("wQ", Hex::ORIGIN), ("bQ", EAST), ("bA1", EAST)]);
        assert_eq!(ant_on_top.check(), Err(SetupError::Climber(piece("bA1"))));
        let beetle = set_up(&[
            ("wQ", Hex::ORIGIN),
            ("bQ", EAST),
            ("bB1", EAST),
            ("wM", EAST),
        ]);
        assert_eq!(beetle.check(), Ok(()));
        // Under a beetle, any tile may lie.
        let under = set_up(&[
            ("wQ", Hex::ORIGIN),
            ("bG1", EAST),
            ("wB1", EAST),
            ("bQ", WEST),
        ]);
        assert_eq!(under.check(), Ok(()));
    }

    #[test]
    fn the_queen_comes_by_the_fourth_tile_and_white_plays_first() {
        let line = [Hex::ORIGIN, EAST, Hex { q: 2, r: 0 }, Hex { q: 3, r: 0 }];
        let four: Vec<(&str, Hex)> = ["wA1", "wA2", "wA3", "wG1"].into_iter().zip(line).collect();
        assert_eq!(
            set_up(&four).check(),
            Err(SetupError::NoQueen(Colour::White))
        );
        let three = &four[..3];
        assert_eq!(set_up(three).check(), Ok(()));
        assert_eq!(
            set_up(&[("bQ", Hex::ORIGIN)]).check(),
            Err(SetupError::BlackFirst)
        );
    }

    #[test]
    fn a_bug_not_played_with_is_refused() {
        let mut base = HiveSetup::new(HiveRules::STANDARD);
        assert_eq!(
            base.put(piece("wM"), Hex::ORIGIN),
            Err(SetupError::NotInGame(piece("wM")))
        );
        assert_eq!(base.stacks().count(), 0);
    }

    #[test]
    fn a_tile_put_again_moves_and_take_lifts_the_top() {
        let mut setup = set_up(&[("wQ", Hex::ORIGIN), ("bB1", EAST)]);
        setup.put(piece("bB1"), Hex::ORIGIN).expect("in the game");
        assert_eq!(setup.location(piece("bB1")), Some(Hex::ORIGIN));
        assert_eq!(setup.stacks().count(), 1, "east is empty again");
        assert_eq!(setup.take(Hex::ORIGIN), Some(piece("bB1")));
        assert_eq!(setup.take(Hex::ORIGIN), Some(piece("wQ")));
        assert_eq!(setup.take(Hex::ORIGIN), None);
    }

    #[test]
    fn the_position_is_the_tiles_with_the_player_to_move() {
        let mut setup = set_up(&[
            ("wQ", Hex::ORIGIN),
            ("bQ", EAST),
            ("wB1", WEST),
            ("bB1", EAST),
        ]);
        setup.to_move = Colour::Black;
        let position = setup.position().expect("a game reaches it");
        assert_eq!(position.to_move(), Colour::Black);
        assert_eq!(position.height(EAST), 2);
        assert_eq!(position.top(EAST), Some(piece("bB1")));
        // Black has had a turn for each of its two tiles: this is its third.
        assert_eq!(position.turn_number(), 3);
        assert_eq!(HiveSetup::of(&position), setup);
        // A game goes on from it.
        assert!(!position.legal_moves().is_empty());
    }
}
