//! Hive's move generator against the published perft table from the start
//! (`shared/rules/hive.md`, the numbers of Mzinga and nokamute).

use tabletop_rules::hive::{HiveGame, Position, perft};

#[test]
fn perft_from_the_start_matches_the_published_table_to_depth_five() {
    let start = Position::new();
    for (depth, expected) in [
        (0, 1),
        (1, 4),
        (2, 96),
        (3, 1440),
        (4, 21_600),
        (5, 516_240),
    ] {
        assert_eq!(perft(&start, depth), expected, "depth {depth}");
    }
}

/// Deeper, where every bug's moves, pins and gates come in: `cargo test
/// --release -p tabletop-rules --test hive_perft -- --ignored`.
#[test]
#[ignore = "seconds to minutes; run with --ignored"]
fn perft_from_the_start_matches_the_published_table_at_depths_six_and_seven() {
    let start = Position::new();
    assert_eq!(perft(&start, 6), 12_219_480);
    assert_eq!(perft(&start, 7), 181_641_900);
}

/// Perft from the start of every game type with expansions, as nokamute
/// counts it (`nokamute perft Base+MLP`, its move generator run here on
/// 2026-12-02; the `Base+MLP` row is in `shared/rules/hive.md`).
#[test]
fn perft_of_every_expansion_matches_nokamute_to_depth_four() {
    for (game_type, counts) in [
        ("Base+M", [1, 5, 150, 2_610, 45_414]),
        ("Base+L", [1, 5, 150, 2_610, 45_414]),
        ("Base+P", [1, 5, 150, 2_610, 45_414]),
        ("Base+ML", [1, 6, 216, 4_320, 86_400]),
        ("Base+MP", [1, 6, 216, 4_320, 86_400]),
        ("Base+LP", [1, 6, 216, 4_320, 86_400]),
        ("Base+MLP", [1, 7, 294, 6_678, 151_686]),
    ] {
        let start = HiveGame::parse(game_type).expect("a game type");
        for (depth, expected) in counts.into_iter().enumerate() {
            assert_eq!(
                perft(start.position(), depth as u32),
                expected,
                "{game_type} depth {depth}"
            );
        }
    }
}

/// Deeper, where throws, copies and the Ladybug's climbs come in: `cargo
/// test --release -p tabletop-rules --test hive_perft -- --ignored`.
#[test]
#[ignore = "seconds; run with --ignored"]
fn perft_of_every_expansion_matches_nokamute_at_depths_five_and_six() {
    for (game_type, five, six) in [
        ("Base+M", 1_252_800, 34_233_432),
        ("Base+L", 1_252_800, 34_233_672),
        ("Base+P", 1_255_932, 34_395_984),
        ("Base+ML", 2_725_920, 85_201_200),
        ("Base+MP", 2_730_888, 85_492_248),
        ("Base+LP", 2_730_240, 85_457_136),
        ("Base+MLP", 5_427_108, 192_353_904),
    ] {
        let start = HiveGame::parse(game_type).expect("a game type");
        assert_eq!(perft(start.position(), 5), five, "{game_type} depth 5");
        assert_eq!(perft(start.position(), 6), six, "{game_type} depth 6");
    }
}
