//! The setup: each player rolls the opponent's blocks like dice, then places
//! them on the opponent's starting squares, rolled face up, turned any way.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::board::{Block, Board};
use super::cube::{Face, Orientation};
use super::player::{ByPlayer, Player};
use super::position::Position;
use super::rules::RulesOptions;
use super::square::{Square, named};

/// The starting squares, by side and block count (the spec's table).
const STARTING_SQUARES: ByPlayer<[&[Square]; 4]> = ByPlayer {
    gold: [
        &[named(b"d1")],
        &[named(b"c1"), named(b"e1")],
        &[named(b"c1"), named(b"e1"), named(b"d3")],
        &[named(b"c1"), named(b"e1"), named(b"c3"), named(b"e3")],
    ],
    teal: [
        &[named(b"d7")],
        &[named(b"c7"), named(b"e7")],
        &[named(b"c7"), named(b"e7"), named(b"d5")],
        &[named(b"c5"), named(b"e5"), named(b"c7"), named(b"e7")],
    ],
};

/// The squares `player`'s blocks start on when they have `count` (1–4) blocks.
pub fn starting_squares(player: Player, count: u8) -> Option<&'static [Square]> {
    let index = usize::from(count).checked_sub(1)?;
    STARTING_SQUARES[player].get(index).copied()
}

/// The faces a player's blocks showed when the opponent rolled them.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Roll {
    /// Whose blocks were rolled.
    pub owner: Player,
    /// The top face of each block as it came to rest.
    pub faces: Vec<Face>,
}

impl Roll {
    /// Rolls `count` of `owner`'s blocks: each face is equally likely.
    pub fn random(owner: Player, count: u8, rng: &mut impl Rng) -> Roll {
        let faces = (0..count)
            .map(|_| Face::ALL[rng.random_range(0..Face::ALL.len())])
            .collect();
        Roll { owner, faces }
    }

    /// A random placement of the rolled blocks on the owner's starting
    /// squares, each turned a random quarter: the quick setup.
    pub fn random_placement(&self, rng: &mut impl Rng) -> Vec<PlacedBlock> {
        let count = u8::try_from(self.faces.len()).unwrap_or(u8::MAX);
        let mut squares = starting_squares(self.owner, count)
            .unwrap_or_default()
            .to_vec();
        squares.shuffle(rng);
        squares
            .into_iter()
            .zip(&self.faces)
            .map(|(square, &face)| PlacedBlock {
                square,
                orientation: Orientation::with_top(face)[rng.random_range(0..4)],
            })
            .collect()
    }
}

/// A block put down in the setup.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct PlacedBlock {
    /// Where it stands.
    pub square: Square,
    /// How it lies: the rolled face on top, turned as the placer chose.
    pub orientation: Orientation,
}

/// A complete setup: both rolls, both placements and who moves first.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct GameSetup {
    /// The faces each player's blocks were rolled to.
    pub rolls: ByPlayer<Vec<Face>>,
    /// Where each player's blocks were placed (by the opponent).
    pub placements: ByPlayer<Vec<PlacedBlock>>,
    /// Who moves first.
    pub first: Player,
}

/// A setup rule that is broken.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error, Serialize, Deserialize)]
pub enum SetupError {
    /// A side is to have no blocks, or more than four.
    #[error("{player} must have 1 to 4 blocks, not {count}")]
    BlockCount {
        /// The side.
        player: Player,
        /// The count asked for.
        count: u8,
    },
    /// A roll with the wrong number of faces.
    #[error("{player} has {expected} blocks, but {found} were rolled")]
    RollCount {
        /// Whose blocks.
        player: Player,
        /// How many blocks they have.
        expected: usize,
        /// How many faces were rolled.
        found: usize,
    },
    /// Not every block placed, or too many.
    #[error("{player} has {expected} blocks, but {found} were placed")]
    PlacementCount {
        /// Whose blocks.
        player: Player,
        /// How many blocks they have.
        expected: usize,
        /// How many were placed.
        found: usize,
    },
    /// A block placed off the owner's starting squares.
    #[error("{square} is not one of {player}'s starting squares")]
    NotAStartingSquare {
        /// Whose block.
        player: Player,
        /// Where it was put.
        square: Square,
    },
    /// Two blocks on one square.
    #[error("two blocks were placed on {0}")]
    SquareUsedTwice(Square),
    /// A block asked for by number that the roll does not have.
    #[error("{player} has no block number {block}")]
    NoSuchBlock {
        /// Whose blocks.
        player: Player,
        /// The number asked for.
        block: usize,
    },
    /// A block turned so that another face shows on top.
    #[error(
        "a {player} block rolled {rolled} may only be turned about the vertical, keeping {rolled} on top, not to show {shown}"
    )]
    TopChanged {
        /// Whose block.
        player: Player,
        /// The face it was rolled to.
        rolled: Face,
        /// The face the turn would show.
        shown: Face,
    },
    /// A block placed with a face up that its roll did not give.
    #[error(
        "the {player} block on {square} shows {face} on top, but no {player} block was rolled {face}"
    )]
    FaceNotRolled {
        /// Whose block.
        player: Player,
        /// Where it stands.
        square: Square,
        /// The face it shows.
        face: Face,
    },
}

impl GameSetup {
    /// The quick setup: both sides rolled and placed at random.
    pub fn random(rules: &RulesOptions, first: Player, rng: &mut impl Rng) -> GameSetup {
        let rolls = ByPlayer::new_with(|player| Roll::random(player, rules.blocks[player], rng));
        GameSetup {
            placements: ByPlayer::new_with(|player| rolls[player].random_placement(rng)),
            rolls: ByPlayer::new_with(|player| rolls[player].faces.clone()),
            first,
        }
    }

    /// The quick setup of `--seed N`: the same seed gives the same rolls and
    /// placement everywhere (the CLI, the app, a replay), because the
    /// generator is fixed here.
    pub fn from_seed(rules: &RulesOptions, first: Player, seed: u64) -> GameSetup {
        GameSetup::random(rules, first, &mut ChaCha8Rng::seed_from_u64(seed))
    }

    /// Checks every setup rule against `rules`' block counts.
    ///
    /// # Errors
    /// The first broken rule.
    pub fn validate(&self, rules: &RulesOptions) -> Result<(), SetupError> {
        for player in Player::BOTH {
            check_placement(rules, player, &self.rolls[player], &self.placements[player])?;
        }
        Ok(())
    }

    /// The start position this setup makes.
    ///
    /// # Errors
    /// The setup breaks a rule ([`GameSetup::validate`]).
    pub fn position(&self, rules: &RulesOptions) -> Result<Position, SetupError> {
        self.validate(rules)?;
        let mut board = Board::empty();
        for owner in Player::BOTH {
            for block in &self.placements[owner] {
                board.put(
                    block.square,
                    Block {
                        owner,
                        orientation: block.orientation,
                    },
                );
            }
        }
        // A validated setup gives each side a block on its own squares.
        Position::new(board, self.first, rules.move_rules()).map_err(|_| SetupError::BlockCount {
            player: self.first,
            count: 0,
        })
    }
}

/// Checks `player`'s blocks, rolled to `rolled` and `placed` so, against
/// every setup rule under `rules`' block counts.
///
/// # Errors
/// The first broken rule.
pub fn check_placement(
    rules: &RulesOptions,
    player: Player,
    rolled: &[Face],
    placed: &[PlacedBlock],
) -> Result<(), SetupError> {
    let count = rules.blocks[player];
    let squares =
        starting_squares(player, count).ok_or(SetupError::BlockCount { player, count })?;
    let expected = squares.len();
    if placed.len() != expected {
        return Err(SetupError::PlacementCount {
            player,
            expected,
            found: placed.len(),
        });
    }
    if rolled.len() != expected {
        return Err(SetupError::RollCount {
            player,
            expected,
            found: rolled.len(),
        });
    }
    let mut unused_faces = rolled.to_vec();
    for (i, block) in placed.iter().enumerate() {
        if !squares.contains(&block.square) {
            return Err(SetupError::NotAStartingSquare {
                player,
                square: block.square,
            });
        }
        if placed[..i].iter().any(|b| b.square == block.square) {
            return Err(SetupError::SquareUsedTwice(block.square));
        }
        let face = block.orientation.top();
        let Some(at) = unused_faces.iter().position(|&f| f == face) else {
            return Err(SetupError::FaceNotRolled {
                player,
                square: block.square,
                face,
            });
        };
        unused_faces.swap_remove(at);
    }
    Ok(())
}
