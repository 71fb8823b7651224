//! The compact board behind Hive positions: playing and taking back leaves
//! the position as it was, a hive far from the origin (where the grid
//! folds hexes onto the same cells) has the same moves as at the origin,
//! every position real play reaches passes the check a position set up by
//! hand must pass (under every rule set, passes included) and reads back as
//! itself, and the tiles the position calls pinned are those whose lifting
//! splits the hive, found by a plain search.

use std::collections::HashSet;

use proptest::prelude::*;
use tabletop_rules::Game as _;
use tabletop_rules::hive::{Expansions, Hex, HiveRules, HiveSetup, Move, Position};

/// A game of up to `length` random legal moves from the start.
fn random_game(choices: &[usize]) -> Vec<Position> {
    random_game_under(HiveRules::STANDARD, choices)
}

/// The positions of a game of random legal moves under `rules`.
fn random_game_under(rules: HiveRules, choices: &[usize]) -> Vec<Position> {
    let mut positions = vec![Position::starting(rules)];
    for &choice in choices {
        let now = &positions[positions.len() - 1];
        let moves = now.legal_moves();
        if moves.is_empty() {
            break;
        }
        let next = now.play_unchecked(moves[choice % moves.len()]);
        positions.push(next);
    }
    positions
}

/// `mv` moved by (dq, dr).
fn shifted(mv: Move, dq: i16, dr: i16) -> Move {
    let by = |hex: Hex| Hex {
        q: hex.q + dq,
        r: hex.r + dr,
    };
    match mv {
        Move::Place(piece, to) => Move::Place(piece, by(to)),
        Move::Move(piece, to) => Move::Move(piece, by(to)),
        Move::Pass => Move::Pass,
    }
}

/// Whether the hive without the tiles on `lifted` falls apart: a plain
/// flood over the occupied hexes, independent of the position's own links.
fn splits_without(position: &Position, lifted: Hex) -> bool {
    let hexes: HashSet<Hex> = position
        .pieces()
        .filter_map(|piece| position.location(piece))
        .filter(|&hex| hex != lifted)
        .collect();
    let Some(&start) = hexes.iter().next() else {
        return false;
    };
    let mut reached = HashSet::from([start]);
    let mut queue = vec![start];
    while let Some(hex) = queue.pop() {
        for next in hex.neighbours() {
            if hexes.contains(&next) && reached.insert(next) {
                queue.push(next);
            }
        }
    }
    reached.len() < hexes.len()
}

fn rules() -> impl Strategy<Value = HiveRules> {
    let expansions: Vec<Expansions> = Expansions::every().collect();
    (any::<bool>(), proptest::sample::select(expansions)).prop_map(|(tournament, expansions)| {
        HiveRules {
            tournament,
            ..HiveRules::STANDARD.with_expansions(expansions)
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_position_play_reaches_passes_the_set_up_check(
        rules in rules(),
        choices in proptest::collection::vec(0usize..1000, 0..80),
    ) {
        for position in random_game_under(rules, &choices) {
            let setup = HiveSetup::of(&position);
            prop_assert_eq!(setup.check(), Ok(()), "ply {}: {:?}", position.ply(), setup);
            let again = setup.position().expect("checked");
            prop_assert_eq!(again.to_move(), position.to_move());
            prop_assert_eq!(HiveSetup::of(&again), setup);
        }
    }

    #[test]
    fn making_and_unmaking_every_move_restores_the_position(
        choices in proptest::collection::vec(0usize..1000, 0..60)
    ) {
        for position in random_game(&choices) {
            let mut board = position.clone();
            for mv in position.legal_moves() {
                let undo = board.make(mv);
                prop_assert_eq!(&board, &position.play_unchecked(mv));
                board.unmake(mv, undo);
                prop_assert_eq!(&board, &position);
            }
        }
    }

    #[test]
    fn pinned_tiles_are_those_whose_lifting_splits_the_hive(
        rules in rules(),
        choices in proptest::collection::vec(0usize..1000, 0..80),
    ) {
        for position in random_game_under(rules, &choices) {
            let pinned = position.pinned();
            for piece in position.pieces() {
                let Some(at) = position.location(piece) else { continue };
                if position.height(at) == 1 {
                    prop_assert_eq!(
                        pinned.contains(piece),
                        splits_without(&position, at),
                        "{:?} at {:?} in {:?}", piece, at, position
                    );
                }
            }
        }
    }

    #[test]
    fn a_hive_far_from_the_origin_has_the_same_moves(
        choices in proptest::collection::vec(0usize..1000, 0..60),
        dq in -200i16..200,
        dr in -200i16..200,
    ) {
        let mut here = Position::new();
        let mut there = Position::new();
        for position in random_game(&choices).windows(2) {
            let mv = position[0]
                .legal_moves()
                .into_iter()
                .find(|&mv| position[0].play_unchecked(mv) == position[1])
                .expect("the move played");
            here = here.play_unchecked(mv);
            there = there.play_unchecked(shifted(mv, dq, dr));
            let mut expected: Vec<Move> =
                here.legal_moves().into_iter().map(|mv| shifted(mv, dq, dr)).collect();
            let mut found = there.legal_moves();
            expected.sort_unstable();
            found.sort_unstable();
            // The first tile goes at the origin wherever the hive is.
            if here.ply() > 0 {
                prop_assert_eq!(expected, found);
            }
            prop_assert_eq!(here.finished(), there.finished());
        }
    }
}
