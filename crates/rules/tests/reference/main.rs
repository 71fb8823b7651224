//! The move generator against a second, deliberately naive implementation
//! of `shared/rules/deblockle.md`, written separately from the crate: cubes
//! as face vectors rolled one quarter at a time, hops by explicit walks,
//! the board as a grid. Both read the same random positions and must agree
//! on whose turn it is, on every legal move, and on the position after it.

use std::collections::BTreeSet;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop_rules::deblockle::{MoveRules, Position, TipWithoutHop};

/// The naive implementation. Nothing there calls the crate.
mod naive;

/// A random legal-looking position string: 1–4 blocks a side on distinct
/// non-star squares, random orientations, random player to move.
fn random_position(rng: &mut impl Rng) -> String {
    const LETTERS: [char; 6] = ['S', 'P', 'C', 'X', 'L', 'H'];
    let opposite = |f: usize| f ^ 1;
    let mut grid: [[Option<String>; 7]; 7] = Default::default();
    for owner in ['g', 't'] {
        let count = rng.random_range(1..=4);
        let mut placed = 0;
        while placed < count {
            let (x, y) = (rng.random_range(0..7), rng.random_range(0..7));
            if grid[x][y].is_some() || (x == 3 && (y == 1 || y == 5)) {
                continue;
            }
            let top = rng.random_range(0..6);
            let north = loop {
                let north = rng.random_range(0..6);
                if north != top && north != opposite(top) {
                    break north;
                }
            };
            grid[x][y] = Some(format!("{owner}{}{}", LETTERS[top], LETTERS[north]));
            placed += 1;
        }
    }
    let ranks: Vec<String> = (0..7)
        .rev()
        .map(|y| {
            (0..7)
                .map(|x| grid[x][y].clone().unwrap_or_else(|| "1".into()))
                .collect()
        })
        .collect();
    let turn = if rng.random_bool(0.5) { 'g' } else { 't' };
    format!("{} {turn}", ranks.join("/"))
}

fn all_rules() -> [(bool, bool); 4] {
    [(false, false), (true, false), (false, true), (true, true)]
}

fn crate_position(notation: &str, (no_adjacent, stay): (bool, bool)) -> Position {
    let rules = MoveRules {
        no_adjacent,
        tip_without_hop: if stay {
            TipWithoutHop::Stay
        } else {
            TipWithoutHop::Forbid
        },
    };
    Position::from_notation(notation, rules).expect("a valid position")
}

fn crate_moves(position: &Position) -> BTreeSet<String> {
    position
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect()
}

#[test]
fn the_reference_meets_the_published_facts() {
    // Star up, Cross north puts the Slider east (the spec's layout).
    let cube = naive::Cube::from_letters('g', 'S', 'C').unwrap();
    assert_eq!(cube.faces[4], [1, 0, 0]);
    // The example start has 39 legal moves (shared/notes/deblockle-facts.md).
    let start = "2tCL1tXH2/3*3/2tLS1tPC2/7/2gHC1gCS2/3*3/2gSC1gXL2 g";
    let game = naive::Game::parse(start, false, false);
    assert_eq!(game.notation(), start);
    assert_eq!(game.moves().len(), 39);
}

#[test]
fn random_positions_agree_on_turn_and_moves() {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    for _ in 0..3000 {
        let notation = random_position(&mut rng);
        for rules in all_rules() {
            let reference = naive::Game::parse(&notation, rules.0, rules.1);
            let ours = crate_position(&notation, rules);
            assert_eq!(
                ours.to_string(),
                reference.notation(),
                "turn of {notation} under {rules:?}"
            );
            assert_eq!(
                crate_moves(&ours),
                reference.moves(),
                "moves of {notation} under {rules:?}"
            );
        }
    }
}

#[test]
fn random_games_agree_move_by_move() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..150 {
        let rules = all_rules()[rng.random_range(0..4)];
        let start = random_position(&mut rng);
        let mut reference = naive::Game::parse(&start, rules.0, rules.1);
        let mut ours = crate_position(&start, rules);
        for _ in 0..120 {
            let successors = reference.successors();
            assert_eq!(
                crate_moves(&ours),
                successors
                    .iter()
                    .map(|(mv, _)| mv.clone())
                    .collect::<BTreeSet<_>>(),
                "moves of {ours}"
            );
            if successors.is_empty() {
                break;
            }
            let (mv, mut next) = successors[rng.random_range(0..successors.len())].clone();
            next.settle();
            ours = ours.play(mv.parse().unwrap()).expect("a legal move");
            assert_eq!(ours.to_string(), next.notation(), "after {mv}");
            reference = next;
        }
    }
}
