//! The setup by hand, played where the two players sit at different
//! computers: each roller's step is the placement of the blocks they
//! rolled, written block by block in the order rolled as its square and
//! its top and north faces (`c7SC e7XH`), and checked where it arrives.
//! The roll is the roller's: their placement's top faces are what their
//! dice showed. A program that throws no dice rolls with
//! [`SetupByHand::roll_of`], the same for a seed everywhere.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::game::Game;
use super::notation::ParsePlacedBlockError;
use super::player::{ByPlayer, Player};
use super::rules::RulesOptions;
use super::setup::{GameSetup, PlacedBlock, Roll, SetupError, check_placement};

/// The players in the order they roll: each rolls the other's blocks.
pub const ROLLERS: [Player; 2] = [Player::Gold, Player::Teal];

/// A setup by hand about to be played: under which rules, who moves
/// first once the blocks are placed, and the seed of the throws.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SetupByHand {
    /// The rules of the game it sets up.
    pub rules: RulesOptions,
    /// Who moves first.
    pub first: Player,
    /// The seed of the throws.
    pub seed: u64,
}

/// A placement's text that is not a placement of the blocks it names.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PlacementTextError {
    /// A block that cannot be read.
    #[error(transparent)]
    Unreadable(#[from] ParsePlacedBlockError),
    /// Blocks read, but not put down as the setup allows.
    #[error(transparent)]
    Broken(#[from] SetupError),
}

impl SetupByHand {
    /// The roll of `owner`'s blocks thrown without dice, from the seed:
    /// the same on every computer.
    pub fn roll_of(&self, owner: Player) -> Roll {
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed ^ owner as u64);
        Roll::random(owner, self.rules.blocks[owner], &mut rng)
    }

    /// `owner`'s blocks as `text` puts them down, checked against the
    /// setup's rules, their roll being the faces on top.
    ///
    /// # Errors
    /// A block is unreadable, or the setup forbids the placement.
    pub fn read_placement(
        &self,
        owner: Player,
        text: &str,
    ) -> Result<Vec<PlacedBlock>, PlacementTextError> {
        let placed = text
            .split_whitespace()
            .map(str::parse)
            .collect::<Result<Vec<PlacedBlock>, _>>()?;
        let rolled: Vec<_> = placed.iter().map(|block| block.orientation.top()).collect();
        check_placement(&self.rules, owner, &rolled, &placed)?;
        Ok(placed)
    }

    /// The game once both players' blocks are put down.
    ///
    /// # Errors
    /// The placements break a setup rule.
    pub fn game(&self, placements: ByPlayer<Vec<PlacedBlock>>) -> Result<Game, SetupError> {
        let rolls = ByPlayer::new_with(|owner| {
            placements[owner]
                .iter()
                .map(|block| block.orientation.top())
                .collect()
        });
        let setup = GameSetup {
            rolls,
            placements,
            first: self.first,
        };
        Game::from_setup(self.rules, setup)
    }
}

/// A placement as a step's text: `c7SC e7XH`, in the order rolled.
pub fn write_placement(blocks: &[PlacedBlock]) -> String {
    let words: Vec<String> = blocks.iter().map(ToString::to_string).collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deblockle::{Face, Orientation, Square};

    fn plan() -> SetupByHand {
        SetupByHand {
            rules: RulesOptions::default(),
            first: Player::Gold,
            seed: 7,
        }
    }

    fn square(name: &str) -> Square {
        name.parse().expect("a square")
    }

    #[test]
    fn a_placement_reads_back_as_written_in_the_order_rolled() {
        let teal = plan()
            .read_placement(Player::Teal, "e7XH c5sc c7PL e5SC")
            .expect("Teal's four starting squares");
        assert_eq!(teal.len(), 4);
        assert_eq!(teal[0].square, square("e7"));
        assert_eq!(teal[0].orientation.top(), Face::X);
        assert_eq!(
            teal[1].orientation,
            Orientation::new(Face::Star, Face::Cross).unwrap()
        );
        assert_eq!(write_placement(&teal), "e7XH c5SC c7PL e5SC");
    }

    #[test]
    fn a_placement_off_the_owners_squares_or_unreadable_is_refused_and_said() {
        let off = plan().read_placement(Player::Gold, "e7XH c5SC c7PL e5SC");
        assert!(matches!(
            off,
            Err(PlacementTextError::Broken(
                SetupError::NotAStartingSquare { .. }
            ))
        ));
        let short = plan().read_placement(Player::Gold, "c1XH");
        assert!(matches!(
            short,
            Err(PlacementTextError::Broken(SetupError::PlacementCount {
                found: 1,
                ..
            }))
        ));
        let twice = plan().read_placement(Player::Gold, "c1XH c1SC c3PL e3SC");
        assert!(matches!(
            twice,
            Err(PlacementTextError::Broken(SetupError::SquareUsedTwice(_)))
        ));
        // Star on top and Stop north: opposite faces, no way to lie.
        let bent = plan().read_placement(Player::Gold, "c1SP e1SC c3PL e3SC");
        assert_eq!(
            bent.unwrap_err().to_string(),
            "'c1SP' is not a block put down: its square and two face letters, top then north, like c7SC"
        );
        assert!(
            plan()
                .read_placement(Player::Gold, "c1S€ e1SC c3PL e3SC")
                .is_err()
        );
    }

    #[test]
    fn both_placements_make_the_game_the_rolls_on_top() {
        let plan = plan();
        let placements = ByPlayer::new_with(|owner| {
            let text = match owner {
                Player::Gold => "c1SC e1XH c3PL e3LS",
                Player::Teal => "c5HC e5CS c7SC e7XL",
            };
            plan.read_placement(owner, text).expect("a placement")
        });
        let game = plan.game(placements).expect("a setup");
        assert_eq!(
            game.position().to_string(),
            "2tSC1tXL2/3*3/2tHC1tCS2/7/2gPL1gLS2/3*3/2gSC1gXH2 g"
        );
        let setup = game.setup().expect("played out");
        assert_eq!(
            setup.rolls[Player::Teal],
            vec![Face::Hoops, Face::Cross, Face::Star, Face::X]
        );
    }

    #[test]
    fn a_roll_without_dice_is_the_same_for_a_seed_and_counts_the_owners_blocks() {
        let rules = RulesOptions::default();
        for owner in ROLLERS {
            let roll = plan().roll_of(owner);
            assert_eq!(roll, plan().roll_of(owner));
            assert_eq!(roll.owner, owner);
            assert_eq!(roll.faces.len(), usize::from(rules.blocks[owner]));
        }
    }
}
