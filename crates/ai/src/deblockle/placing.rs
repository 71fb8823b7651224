//! Placing the opponent's rolled blocks in the setup.

use rand::Rng;
use rand::seq::IndexedRandom;
use tabletop_rules::deblockle::{Orientation, PlacedBlock, Roll, starting_squares, turns_to_leave};

/// Every way to put the rolled blocks on their owner's starting squares,
/// rolled face up, each turned one of four ways.
fn arrangements(roll: &Roll) -> Vec<Vec<PlacedBlock>> {
    let count = u8::try_from(roll.faces.len()).unwrap_or(u8::MAX);
    let squares = starting_squares(roll.owner, count).unwrap_or_default();
    let mut all = Vec::new();
    for order in permutations(squares.len()) {
        for turns in 0..4usize.pow(squares.len() as u32) {
            all.push(
                order
                    .iter()
                    .zip(&roll.faces)
                    .enumerate()
                    .map(|(block, (&square, &face))| PlacedBlock {
                        square: squares[square],
                        orientation: Orientation::with_top(face)
                            [turns / 4usize.pow(block as u32) % 4],
                    })
                    .collect(),
            );
        }
    }
    all
}

/// Every order of `0..n` (n is at most 4: 24 orders).
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    permutations(n - 1)
        .into_iter()
        .flat_map(|shorter| {
            (0..n).map(move |at| {
                let mut order = shorter.clone();
                order.insert(at, n - 1);
                order
            })
        })
        .collect()
}

/// The arrangement that leaves the owner's blocks the most turns from
/// leaving the board (ties broken at random): the placer's best use of the
/// setup against them.
pub fn adversarial_placement(roll: &Roll, rng: &mut impl Rng) -> Vec<PlacedBlock> {
    let scored: Vec<(u32, Vec<PlacedBlock>)> = arrangements(roll)
        .into_iter()
        .map(|placed| {
            let turns = placed
                .iter()
                .map(|block| {
                    turns_to_leave(roll.owner, block.square, block.orientation).map_or(0, u32::from)
                })
                .sum();
            (turns, placed)
        })
        .collect();
    let most = scored.iter().map(|(turns, _)| *turns).max().unwrap_or(0);
    let best: Vec<&Vec<PlacedBlock>> = scored
        .iter()
        .filter(|(turns, _)| *turns == most)
        .map(|(_, placed)| placed)
        .collect();
    best.choose(rng)
        .map(|placed| (*placed).clone())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use tabletop_rules::deblockle::{ByPlayer, Face, GameSetup, Player, RulesOptions};

    use super::*;

    #[test]
    fn there_are_24_orders_and_256_turnings_of_four_blocks() {
        let roll = Roll {
            owner: Player::Teal,
            faces: vec![Face::Star, Face::Stop, Face::Cross, Face::X],
        };
        assert_eq!(permutations(4).len(), 24);
        let all = arrangements(&roll);
        assert_eq!(all.len(), 24 * 256);
        let mut distinct = all.clone();
        distinct.sort_by_key(|placed| format!("{placed:?}"));
        distinct.dedup();
        assert_eq!(distinct.len(), all.len());
    }

    #[test]
    fn the_adversarial_placement_is_legal_and_never_better_for_the_owner_than_a_random_one() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let rules = RulesOptions::default();
        for _ in 0..20 {
            let rolls = ByPlayer::new_with(|owner| Roll::random(owner, 4, &mut rng));
            let placements =
                ByPlayer::new_with(|owner| adversarial_placement(&rolls[owner], &mut rng));
            let setup = GameSetup {
                rolls: ByPlayer::new_with(|owner| rolls[owner].faces.clone()),
                placements: placements.clone(),
                first: Player::Gold,
            };
            setup
                .position(&rules)
                .expect("the rules accept the placement");
            for owner in Player::BOTH {
                let total = |placed: &[PlacedBlock]| -> u32 {
                    placed
                        .iter()
                        .filter_map(|b| turns_to_leave(owner, b.square, b.orientation))
                        .map(u32::from)
                        .sum()
                };
                let random = rolls[owner].random_placement(&mut rng);
                assert!(total(&placements[owner]) >= total(&random));
            }
        }
    }
}
