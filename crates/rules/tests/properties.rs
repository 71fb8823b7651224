//! Invariants over random playouts from random setups (proptest): whatever
//! the rolls, variants and moves, the rules keep their promises.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop_rules::deblockle::{
    Bitboard, ByPlayer, Direction, Face, Game, GameRecord, GameSetup, Move, MoveRules, Player,
    Position, RulesOptions, Square, Status, TipWithoutHop, perft, turns_before,
};

fn rules_strategy() -> impl Strategy<Value = RulesOptions> {
    (1u8..=4, 1u8..=4, any::<bool>(), any::<bool>()).prop_map(|(gold, teal, no_adjacent, stay)| {
        RulesOptions {
            blocks: ByPlayer { gold, teal },
            no_adjacent,
            tip_without_hop: if stay {
                TipWithoutHop::Stay
            } else {
                TipWithoutHop::Forbid
            },
            ..RulesOptions::strict()
        }
    })
}

/// A random game: a random setup, then up to `plies` random legal moves.
fn playout(rules: RulesOptions, seed: u64, plies: usize) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let first = if rng.random_bool(0.5) {
        Player::Gold
    } else {
        Player::Teal
    };
    let setup = GameSetup::random(&rules, first, &mut rng);
    let mut game = Game::from_setup(rules, setup).expect("a random setup is valid");
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        game.play(mv).expect("a generated move is legal");
    }
    game
}

fn stars() -> Bitboard {
    ["d2", "d6"]
        .iter()
        .map(|s| s.parse::<Square>().unwrap())
        .collect()
}

/// A move that may or may not be legal: often from one of the mover's
/// blocks, sometimes from anywhere, with or without a hop.
fn candidate(position: &Position, rng: &mut impl Rng) -> Move {
    let own: Vec<Square> = position
        .board()
        .occupied_by(position.turn())
        .squares()
        .collect();
    let from = if !own.is_empty() && rng.random_bool(0.8) {
        own[rng.random_range(0..own.len())]
    } else {
        Square::ALL[rng.random_range(0..49)]
    };
    let hop = rng
        .random_bool(0.8)
        .then(|| Square::ALL[rng.random_range(0..49)]);
    Move {
        from,
        tip: Direction::ALL[rng.random_range(0..4)],
        hop,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_generated_move_is_accepted_and_play_keeps_the_invariants(
        rules in rules_strategy(),
        seed in any::<u64>(),
    ) {
        let game = playout(rules, seed, 200);
        for (before, after) in game.positions().iter().zip(&game.positions()[1..]) {
            let mover = before.turn();
            for mv in before.legal_moves() {
                prop_assert_eq!(before.check(mv), Ok(()), "{} in {}", mv, before);
            }
            // Nothing ever rests on a star.
            prop_assert!((after.board().occupied() & stars()).is_empty(), "{}", after);
            // Only the mover's count can fall, by one, and only by removal.
            let opponent = mover.opponent();
            prop_assert_eq!(after.board().count(opponent), before.board().count(opponent));
            let removed = before.board().count(mover) - after.board().count(mover);
            prop_assert!(removed <= 1);
        }
    }

    #[test]
    fn a_removal_is_a_star_up_tip_onto_the_target(rules in rules_strategy(), seed in any::<u64>()) {
        let game = playout(rules, seed, 300);
        for (i, mv) in game.moves().iter().enumerate() {
            let before = &game.positions()[i];
            let after = &game.positions()[i + 1];
            let mover = before.turn();
            let removed = after.board().count(mover) < before.board().count(mover);
            let onto_target = mv.tip_square() == Some(mover.target_star());
            prop_assert_eq!(removed, onto_target, "{} in {}", mv, before);
            prop_assert_eq!(removed, mv.destination().is_none());
            if let Some(end) = mv.destination() {
                prop_assert_eq!(after.board().block_at(end).map(|b| b.owner), Some(mover));
            }
            if removed {
                prop_assert_eq!(mv.hop, None);
            }
        }
    }

    #[test]
    fn the_blocks_off_are_the_removals_played(rules in rules_strategy(), seed in any::<u64>()) {
        let game = playout(rules, seed, 300);
        for player in Player::BOTH {
            let removals = game
                .positions()
                .iter()
                .zip(game.moves())
                .filter(|(before, mv)| before.turn() == player && mv.destination().is_none())
                .count();
            let off = game.blocks_off(player);
            prop_assert_eq!(off.off as usize, removals);
            prop_assert_eq!(off.of, u32::from(rules.blocks[player]));
            if game.outcome() == Some(tabletop_rules::deblockle::Outcome::Win(player)) {
                prop_assert_eq!(off.off, off.of, "the winner took every block off");
            }
        }
    }

    #[test]
    fn undo_restores_every_position_exactly(rules in rules_strategy(), seed in any::<u64>()) {
        let mut game = playout(rules, seed, 120);
        let positions = game.positions().to_vec();
        for expected in positions.iter().rev().skip(1) {
            prop_assert!(game.undo().is_some());
            prop_assert_eq!(game.position(), expected);
            prop_assert_eq!(game.outcome().is_some(), expected.status() != Status::Ongoing);
        }
        prop_assert!(game.undo().is_none());
    }

    #[test]
    fn turns_taken_back_are_exactly_the_turns_played_forwards(
        rules in rules_strategy(),
        seed in any::<u64>(),
    ) {
        let game = playout(rules, seed, 60);
        let move_rules = rules.move_rules();
        for position in game.positions() {
            let mover = position.turn();
            // Forwards, then back: every move that keeps its block is found again.
            for mv in position.legal_moves() {
                let after = position.play_unchecked(mv);
                if mv.destination().is_none() && mv.tip_square() == Some(mover.target_star()) {
                    continue;
                }
                let mut found = false;
                turns_before(after.board(), mover, move_rules, |before, back| {
                    found |= before == *position.board() && back == mv;
                });
                prop_assert!(found, "{} in {} not found from {}", mv, position, after);
            }
            // Back, then forwards: every turn found plays to this board.
            for player in Player::BOTH {
                turns_before(position.board(), player, move_rules, |before, mv| {
                    let earlier = Position::new(before, player, move_rules).expect("a board before");
                    assert!(earlier.legal_moves().contains(&mv), "{mv} in {earlier}");
                    assert_eq!(earlier.play_unchecked(mv).board(), position.board(), "{mv}");
                });
            }
        }
    }

    #[test]
    fn a_board_turned_round_plays_the_same_game_for_the_other_side(
        rules in rules_strategy(),
        seed in any::<u64>(),
    ) {
        let game = playout(rules, seed, 60);
        let position = game.position();
        let board = position.board();
        let turned = board.turned_round();
        prop_assert_eq!(turned.turned_round(), *board);
        let other_side = Position::new(turned, position.turn().opponent(), rules.move_rules())
            .expect("a turned board is valid");
        prop_assert_eq!(other_side.turn(), position.turn().opponent());
        prop_assert_eq!(perft(&other_side, 2), perft(position, 2));
        // Each block's square turns round, its owner swaps, its sides turn.
        for (square, block) in board.blocks() {
            let far = Square::new(6 - square.x(), 6 - square.y()).expect("on the board");
            let turned_block = turned.block_at(far).expect("turned with the board");
            prop_assert_eq!(turned_block.owner, block.owner.opponent());
            prop_assert_eq!(turned_block.orientation.top(), block.orientation.top());
            prop_assert_eq!(turned_block.orientation.north(), block.orientation.south());
            prop_assert_eq!(turned_block.orientation.east(), block.orientation.west());
        }
        prop_assert_eq!(turned.occupied().len(), board.occupied().len());
    }

    #[test]
    fn notation_round_trips(rules in rules_strategy(), seed in any::<u64>()) {
        let game = playout(rules, seed, 150);
        let move_rules: MoveRules = rules.move_rules();
        for position in game.positions() {
            let text = position.to_string();
            prop_assert_eq!(Position::from_notation(&text, move_rules), Ok(*position));
            let saved = ron::to_string(position).unwrap();
            prop_assert_eq!(ron::from_str::<Position>(&saved).unwrap(), *position);
        }
        for mv in game.moves() {
            prop_assert_eq!(mv.to_string().parse::<Move>(), Ok(*mv));
        }
    }

    #[test]
    fn check_accepts_exactly_the_generated_moves(rules in rules_strategy(), seed in any::<u64>()) {
        let game = playout(rules, seed, 80);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        for position in game.positions() {
            let legal = position.legal_moves();
            for _ in 0..40 {
                let mv = candidate(position, &mut rng);
                prop_assert_eq!(position.check(mv).is_ok(), legal.contains(&mv), "{} in {}", mv, position);
            }
        }
    }

    #[test]
    fn hop_paths_follow_the_hop_rules(rules in rules_strategy(), seed in any::<u64>()) {
        let game = playout(rules, seed, 60);
        for position in game.positions() {
            for mv in position.legal_moves() {
                let path = position.hop_path(mv).unwrap();
                let Some(end) = mv.hop else {
                    prop_assert!(path.is_empty());
                    continue;
                };
                prop_assert_eq!(path.last(), Some(&end));
                let block = position.board().block_at(mv.from).unwrap();
                let top = block.orientation.tipped(mv.tip).top();
                let landed = mv.tip_square().unwrap();
                let others = position.board().occupied().without(mv.from);
                prop_assert!(path.iter().all(|&square| !others.contains(square)), "{} in {}", mv, position);
                let steps: Vec<(i8, i8)> = std::iter::once(landed)
                    .chain(path.iter().copied())
                    .zip(path.iter().copied())
                    .map(|(a, b)| (b.x() as i8 - a.x() as i8, b.y() as i8 - a.y() as i8))
                    .collect();
                let orthogonal = |&(dx, dy): &(i8, i8)| dx.abs() + dy.abs() == 1;
                match top {
                    Face::X => prop_assert!(steps.len() == 1 && steps[0].0.abs() == 1 && steps[0].1.abs() == 1),
                    Face::Cross => prop_assert!(steps.len() == 1 && orthogonal(&steps[0])),
                    Face::Hoops => prop_assert!(steps.len() == 3 && steps.iter().all(orthogonal)),
                    Face::Slider => prop_assert!(steps.iter().all(|step| orthogonal(step) && *step == steps[0])),
                    Face::Star | Face::Stop => prop_assert!(false, "{} hops with {}", mv, top),
                }
            }
        }
    }

    #[test]
    fn perft_passes_the_turn_as_play_does(rules in rules_strategy(), seed in any::<u64>()) {
        let game = playout(rules, seed, 60);
        let position = game.position();
        let by_play: u64 = position
            .legal_moves()
            .iter()
            .map(|&mv| position.play_unchecked(mv).count_legal_moves() as u64)
            .sum();
        prop_assert_eq!(perft(position, 2), by_play);
    }

    #[test]
    fn records_round_trip_through_ron_and_replay(rules in rules_strategy(), seed in any::<u64>()) {
        let game = playout(rules, seed, 100);
        let record = GameRecord::from_game(&game);
        let text = ron::ser::to_string_pretty(&record, ron::ser::PrettyConfig::default()).unwrap();
        let read: GameRecord = ron::from_str(&text).unwrap();
        prop_assert_eq!(&read, &record);
        let replayed = read.replay().unwrap();
        prop_assert_eq!(replayed.positions(), game.positions());
        prop_assert_eq!(replayed.outcome(), game.outcome());
    }
}
