//! The seeded randomness of a setup, and the quick setup without a table.
//!
//! Each throw and each random placement draws from its own stream of the
//! seed, so a throw does not depend on how the other side was placed: the
//! same seed rolls the same faces in a full setup and a quick one.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tabletop_rules::deblockle::{
    ByPlayer, GameSetup, Orientation, Player, ROLLERS, Roll, RulesOptions,
};

use super::SetupPlan;
use super::throw::{ThrownRoll, throw};

/// The generator of the throw of `owner`'s blocks.
pub fn throw_rng(seed: u64, owner: Player) -> ChaCha8Rng {
    stream(seed, owner, 0)
}

/// The generator of the random placement of `owner`'s blocks.
pub fn placement_rng(seed: u64, owner: Player) -> ChaCha8Rng {
    stream(seed, owner, 1)
}

fn stream(seed: u64, owner: Player, purpose: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let side = match owner {
        Player::Gold => 0,
        Player::Teal => 2,
    };
    rng.set_stream(side + purpose);
    rng
}

/// Throws `owner`'s blocks as the setup of `seed` does.
pub fn throw_blocks(rules: &RulesOptions, seed: u64, owner: Player) -> ThrownRoll {
    throw(
        usize::from(rules.blocks[owner]),
        &mut throw_rng(seed, owner),
    )
}

/// The random placement of blocks that came to rest as `rests`, as the
/// setup of `seed` places them.
pub fn random_placement(
    seed: u64,
    owner: Player,
    rests: &[Orientation],
) -> Vec<tabletop_rules::deblockle::PlacedBlock> {
    let roll = Roll {
        owner,
        faces: rests.iter().map(|o| o.top()).collect(),
    };
    roll.random_placement(&mut placement_rng(seed, owner))
}

/// The quick setup of `plan` worked out without a table: the same throws
/// and placement the app shows (`tabletop --setup quick --exit-after-setup`).
pub fn quick_setup(rules: &RulesOptions, plan: &SetupPlan) -> GameSetup {
    let mut rolls = ByPlayer::both(Vec::new());
    let mut placements = ByPlayer::both(Vec::new());
    for roller in ROLLERS {
        let owner = roller.opponent();
        let thrown = throw_blocks(rules, plan.seed, owner);
        placements[owner] = random_placement(plan.seed, owner, &thrown.rests);
        rolls[owner] = thrown.rests.iter().map(|o| o.top()).collect();
    }
    GameSetup {
        rolls,
        placements,
        first: plan.first,
    }
}

#[cfg(test)]
mod tests {
    use tabletop_rules::deblockle::Game;

    use super::*;
    use crate::deblockle::setup::Placing;

    #[test]
    fn a_seeded_quick_setup_is_legal_and_the_same_every_time() {
        for (seed, gold, teal) in [(1, 4, 4), (2, 3, 4), (3, 1, 2)] {
            let rules = RulesOptions {
                blocks: ByPlayer { gold, teal },
                ..RulesOptions::default()
            };
            let plan = SetupPlan {
                first: Player::Teal,
                seed,
                placing: Placing::AtRandom,
                animate: false,
            };
            let setup = quick_setup(&rules, &plan);
            let game = Game::from_setup(rules, setup.clone()).expect("a legal setup");
            assert_eq!(game.position().turn(), Player::Teal);
            assert_eq!(quick_setup(&rules, &plan), setup, "seed {seed}");
        }
    }
}
