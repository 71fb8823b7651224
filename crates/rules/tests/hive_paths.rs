//! The way moves go (what the table animates): every step of a crawler's
//! path is a slide by the rule stated here, independently of the move
//! generator: to an empty neighbour, keeping touch with the hive, through
//! no gate; a Ladybug's goes up, along the hive's top and down; a thrown
//! tile's goes over the Pillbug (or Mosquito) that throws it.

use proptest::prelude::*;
use tabletop_rules::hive::{Bug, Hex, HiveGame, Move, Piece, Position};

/// Whether a tile lifted from `lifted` may slide from `at` to `to`.
fn is_slide(position: &Position, lifted: Hex, at: Hex, to: Hex) -> bool {
    let occupied = |hex: Hex| hex != lifted && position.occupied(hex);
    let Some(d) = at.direction_to(to) else {
        return false;
    };
    // The two hexes beside both `at` and `to`.
    let left = at.step(d + 5);
    let right = at.step(d + 1);
    !occupied(to) && occupied(left) != occupied(right)
}

/// Whether `by` (between `from` and `to`, beside both) holds a Pillbug, or
/// a Mosquito, of the player to move.
fn is_throw(position: &Position, from: Hex, by: Hex, to: Hex) -> bool {
    let beside = |a: Hex, b: Hex| a.direction_to(b).is_some();
    beside(from, by)
        && beside(by, to)
        && !position.occupied(to)
        && position.top(by).is_some_and(|thrower| {
            thrower.colour == position.to_move()
                && matches!(thrower.bug, Bug::Pillbug | Bug::Mosquito)
        })
}

/// Whether `path` is three steps between neighbours: onto two tiles of the
/// hive (not the start) and down into an empty hex.
fn is_ladybug_walk(position: &Position, path: &[Hex]) -> bool {
    let [from, first, second, end] = path else {
        return false;
    };
    let on_hive = |hex: &Hex| hex != from && position.occupied(*hex);
    path.windows(2).all(|s| s[0].direction_to(s[1]).is_some())
        && on_hive(first)
        && on_hive(second)
        && !position.occupied(*end)
        && end != from
}

fn check_path(position: &Position, mv: Move) {
    let path = position.path(mv);
    match mv {
        Move::Pass => assert!(path.is_empty()),
        Move::Place(_, to) => assert_eq!(path, [to]),
        Move::Move(piece, to) => {
            let from = position
                .location(piece)
                .expect("a moving tile is in the hive");
            assert_eq!(path.first(), Some(&from), "{mv:?}");
            assert_eq!(path.last(), Some(&to), "{mv:?}");
            if path.len() == 3 && is_throw(position, from, path[1], to) {
                return;
            }
            let bug = if position.height(from) > 1 {
                Bug::Beetle
            } else {
                piece.bug
            };
            match bug {
                Bug::Grasshopper | Bug::Beetle => assert_eq!(path.len(), 2),
                // As whichever bug it copies: checked by the path's shape.
                Bug::Mosquito => assert!(
                    path.len() == 2
                        || is_ladybug_walk(position, &path)
                        || path
                            .windows(2)
                            .all(|s| is_slide(position, from, s[0], s[1])),
                    "{mv:?}: {path:?}"
                ),
                Bug::Ladybug => assert!(is_ladybug_walk(position, &path), "{mv:?}: {path:?}"),
                Bug::Queen | Bug::Ant | Bug::Spider | Bug::Pillbug => {
                    for step in path.windows(2) {
                        assert!(
                            is_slide(position, from, step[0], step[1]),
                            "{mv:?}: {path:?}"
                        );
                    }
                    if piece.bug == Bug::Spider {
                        let mut distinct = path.clone();
                        distinct.sort();
                        distinct.dedup();
                        assert_eq!((path.len(), distinct.len()), (4, 4), "{mv:?}");
                    }
                    if matches!(piece.bug, Bug::Queen | Bug::Pillbug) {
                        assert_eq!(path.len(), 2);
                    }
                }
            }
        }
    }
}

#[test]
fn a_spider_walks_three_hexes_round_the_hive() {
    // A line of tiles west to east: wA2 (-3,0), wA1 (-2,0), wQ (-1,0),
    // wS1 (0,0), bG1 (1,0), bQ (2,0), bS1 (3,0). Worked out on paper: the
    // Black Spider reaches (1,-1) only along the north side, by (3,-1) and
    // (2,-1).
    let game = HiveGame::parse(
        "Base;InProgress;Black[4];wS1;bG1 wS1-;wQ -wS1;bQ bG1-;wA1 -wQ;bS1 bQ-;wA2 -wA1",
    )
    .expect("a game string");
    let position = game.position();
    let spider = Piece::parse("bS1").expect("a piece");
    let hex = |q, r| Hex { q, r };
    let walk = Move::Move(spider, hex(1, -1));
    assert!(position.legal_moves().contains(&walk));
    assert_eq!(
        position.path(walk),
        [hex(3, 0), hex(3, -1), hex(2, -1), hex(1, -1)]
    );
    for mv in position.legal_moves() {
        check_path(position, mv);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_move_of_random_games_has_a_path_of_slides(
        choices in prop::collection::vec(0usize..1000, 10..70),
        expansions: bool,
    ) {
        let game_type = if expansions { "Base+MLP" } else { "Base" };
        let mut position = HiveGame::parse(game_type).expect("a game type").position().clone();
        for choice in choices {
            let moves = position.legal_moves();
            for &mv in &moves {
                check_path(&position, mv);
            }
            let Some(&mv) = moves.get(choice % moves.len().max(1)) else { break };
            position = position.play_unchecked(mv);
        }
    }
}

#[test]
fn play_move_writes_the_move_string_and_refuses_with_the_rule() {
    let mut game = HiveGame::new();
    let spider = Piece::parse("wS1").expect("a piece");
    assert_eq!(
        game.play_move(Move::Place(spider, Hex::ORIGIN)),
        Ok("wS1".to_owned())
    );
    let black = Piece::parse("bG1").expect("a piece");
    let far = Hex { q: 3, r: 0 };
    assert!(game.play_move(Move::Place(black, far)).is_err());
    assert_eq!(
        game.play_move(Move::Place(black, Hex { q: -1, r: 0 })),
        Ok("bG1 -wS1".to_owned())
    );
    assert_eq!(game.moves(), ["wS1", "bG1 -wS1"]);
    assert_eq!(
        game.last_move(),
        Some(Move::Place(black, Hex { q: -1, r: 0 }))
    );
    game.undo(2);
    assert_eq!(game.last_move(), None);
}
