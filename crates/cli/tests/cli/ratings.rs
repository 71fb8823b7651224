//! The levels' ratings and the puzzles from real records, as a user runs
//! them: a rating repeats from its seed on any number of threads.

use super::{cli, stderr, stdout};

fn folder(test: &str) -> std::path::PathBuf {
    let folder = std::env::temp_dir().join(format!("tabletop-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    folder
}

#[test]
fn a_rating_of_levels_repeats_from_its_seed_on_any_number_of_threads() {
    let rate = |threads: &str, out: &std::path::Path| {
        let out = out.to_str().expect("a UTF-8 path");
        let output = cli(&[
            "rate-levels",
            "--game",
            "hive",
            "--levels",
            "random,beginner,easy",
            "--games",
            "6",
            "--seed",
            "3",
            "--threads",
            threads,
            "--out",
            out,
        ]);
        assert!(output.status.success(), "{}", stderr(&output));
        let table = std::fs::read_to_string(std::path::Path::new(out).join("hive.ron"))
            .expect("the table written");
        (stdout(&output), table)
    };
    let (one, one_table) = rate("1", &folder("rate-one"));
    let (two, two_table) = rate("2", &folder("rate-two"));
    assert_eq!(one_table, two_table);
    let tallies: Vec<&str> = one
        .lines()
        .filter(|line| line.contains(" against "))
        .collect();
    assert_eq!(
        tallies,
        two.lines()
            .filter(|line| line.contains(" against "))
            .collect::<Vec<_>>()
    );
    // Three pairs (reach 2), six games each.
    assert_eq!(tallies.len(), 3, "{one}");
    for line in tallies {
        let counts: u32 = line
            .split([':', ','])
            .skip(1)
            .filter_map(|part| part.split_whitespace().next()?.parse::<u32>().ok())
            .sum();
        assert_eq!(counts, 6, "{line}");
    }
    assert!(one.contains("| random | any legal move | 0 ± 0 |"), "{one}");
    assert!(one_table.contains("name: \"beginner\""), "{one_table}");

    let alone = cli(&["rate-levels", "--game", "hive", "--levels", "easy"]);
    assert_eq!(alone.status.code(), Some(1));
    assert!(stderr(&alone).contains("at least two levels"));
    assert_eq!(
        cli(&["rate-levels", "--game", "chess"]).status.code(),
        Some(2)
    );
}

/// A real game's last position, White to move and win in one: the record
/// alone makes the puzzle.
const RECORD: &str = "Base;InProgress;White[18];wG1;bA1 \\wG1;wA1 wG1\\;bA2 -bA1;wQ -wA1;bB1 bA1/;wA2 wG1-;bQ \\bA2;wA1 -bQ;bA3 -bB1;wA2 /bA2;bA3 wG1\\;wQ /bA3;bB2 -bB1;wG2 /wA2;bB2 bA2;wA3 /wA1;bB2 -wG1;wA3 wA1/;bB2 -bA3;wQ bA3\\;bB1 bA1;wG2 bQ-;bB2 -wQ;wQ bB2\\;bG1 bA3-;wB1 wG2/;bB1 wG1;wB1 wA3-;bS1 bG1/;wB1 wA3/;bS2 -bB2;wB1 wA3-;bS1 /bG1\n";

#[test]
fn hive_puzzles_are_found_in_real_records() {
    let records = folder("records");
    std::fs::write(records.join("game.txt"), RECORD).expect("a record written");
    std::fs::write(records.join("broken.pgn"), "1. wQ\n2. bQ -wQ\n3. xx\n").expect("written");
    let out = folder("records-book");
    let output = cli(&[
        "hive",
        "puzzles",
        "--out",
        out.to_str().expect("UTF-8"),
        "--games",
        "0",
        "--game-types",
        "Base",
        "--per-win",
        "1,0,0,0",
        "--records",
        records.to_str().expect("UTF-8"),
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("1 records read"), "{text}");
    assert!(
        stderr(&output).contains("broken.pgn"),
        "{}",
        stderr(&output)
    );
    assert!(text.trim_end().ends_with("from records 1"), "{text}");
    let book = std::fs::read_to_string(out.join("hive.ron")).expect("the book written");
    assert!(book.contains("win_in: 1"), "{book}");
}
