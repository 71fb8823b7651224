//! Hive's move generator against the published perft table from the start
//! (`shared/rules/hive.md`, the numbers of Mzinga and nokamute).

use tabletop_rules::hive::{Position, perft};

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
