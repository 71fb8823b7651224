//! `tabletop-cli blokus3d`: legal placements, terminal play, matches.

use super::{cli, cli_with_input, stderr, stdout};

#[test]
fn blokus3d_moves_counts_and_lists_the_legal_placements() {
    // The first piece anywhere in the Tower for 2 (4 × 5 squares, 4 high).
    let counted = cli(&[
        "blokus3d",
        "moves",
        "--structure",
        "A",
        "--players",
        "2",
        "--count",
    ]);
    assert!(counted.status.success(), "{}", stderr(&counted));
    let count: usize = stdout(&counted)
        .lines()
        .last()
        .and_then(|line| line.parse().ok())
        .expect("a count on the last line");
    let listed = cli(&["blokus3d", "moves", "--structure", "A", "--players", "2"]);
    let placements: Vec<String> = stdout(&listed).lines().map(str::to_owned).collect();
    assert_eq!(placements.len(), count);
    // Dominoes: 15 along x, 16 along y, 20 standing (3 orientations).
    assert_eq!(
        placements.iter().filter(|p| p.starts_with("D2:")).count(),
        51
    );
    let bad = cli(&["blokus3d", "moves", "--structure", "Q", "--count"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("no structure Q"), "{}", stderr(&bad));
}

#[test]
fn blokus3d_moves_from_a_position_file() {
    let folder = std::env::temp_dir().join(format!("tabletop-b3d-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a folder");
    let file = folder.join("position.txt");
    // Blue's upright I3 on (3,2); Yellow to place, touching it on the board.
    std::fs::write(&file, "A-2; I3:0@3,2").expect("written");
    let output = cli(&[
        "blokus3d",
        "moves",
        "--position",
        file.to_str().expect("utf-8"),
        "--count",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let count: usize = stdout(&output).trim().parse().expect("a count");
    assert!(count > 0 && count < 687, "{count}");
    std::fs::write(&file, "A-2; I3:0@0,0").expect("written");
    let illegal = cli(&[
        "blokus3d",
        "moves",
        "--position",
        file.to_str().expect("utf-8"),
    ]);
    assert_eq!(illegal.status.code(), Some(2));
    assert!(
        stderr(&illegal).contains("outside the structure"),
        "{}",
        stderr(&illegal)
    );
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn blokus3d_play_takes_placements_and_refuses_bad_ones() {
    let input = "I3:0@3,2\nD2:0@3,5\nnonsense\nD2:0@3,3\nundo\nshapes D2\nhand\nquit\n";
    let output = cli_with_input(&["blokus3d", "play"], input);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("A-2; I3:0@3,2\n"), "{text}");
    assert!(
        text.contains("Illegal: your first piece must share a face"),
        "{text}"
    );
    assert!(text.contains("is not a placement"), "{text}");
    assert!(text.contains("A-2; I3:0@3,2; D2:0@3,3"), "{text}");
    assert!(text.contains("Took back the last placement."), "{text}");
    assert!(text.contains("D2:2  "), "{text}");
    assert!(text.contains("Yellow holds D2 I3"), "{text}");
}

#[test]
fn a_blokus3d_match_on_clocks_says_how_many_colours_ran_out() {
    // A microsecond a move is less than any player takes to find its first
    // placement: each colour runs out on its first move, in both games.
    let output = cli(&[
        "blokus3d",
        "match",
        "--player",
        "greedy",
        "--player",
        "random",
        "--games",
        "2",
        "--clock",
        "0+0.000001",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("out of time: 4"), "{text}");
    let said = stderr(&output);
    for game in ["game 1", "game 2"] {
        for player in ["greedy", "random"] {
            let line = format!("{game}: {player}'s clock ran out");
            assert!(said.contains(&line), "{line}: {said}");
        }
    }
    assert!(
        text.lines().last().unwrap_or_default().starts_with("wins "),
        "{text}"
    );
    // An hour each: nobody runs out.
    let plenty = cli(&[
        "blokus3d", "match", "--player", "greedy", "--player", "random", "--games", "1", "--clock",
        "60+0",
    ]);
    assert!(
        stdout(&plenty).contains("out of time: 0"),
        "{}",
        stdout(&plenty)
    );
}

#[test]
fn a_blokus3d_match_tallies_every_game() {
    let output = cli(&[
        "blokus3d", "match", "--player", "greedy", "--player", "random", "--games", "4",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let last = text.lines().last().unwrap_or_default();
    let numbers: Vec<u32> = last
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    assert!(last.starts_with("wins "), "{text}");
    assert_eq!(numbers.iter().sum::<u32>(), 4, "{text}");
    let wrong = cli(&["blokus3d", "match", "--player", "greedy", "--games", "1"]);
    assert_eq!(wrong.status.code(), Some(2));
}
