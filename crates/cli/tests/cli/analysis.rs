//! `analyse` and `review` for each game: the lines they print, checked
//! under the rules; their refusals of bad input.

use std::path::PathBuf;

use tabletop_rules::deblockle::{GameRecord, Position};
use tabletop_rules::hive::HiveGame;

use super::deblockle::recorded_match;
use super::{cli, stderr, stdout};

/// The value after `key ` on the line that starts with it.
fn field(output: &str, key: &str) -> String {
    output
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{key} ")))
        .unwrap_or_else(|| panic!("no {key} line in {output}"))
        .to_owned()
}

fn scratch(test: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("tabletop-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a scratch folder");
    folder
}

#[test]
fn deblockle_analyse_reads_one_block_each_from_the_solved_endgame() {
    // Gold brings its block home on the seventh move (tests/app plays the
    // whole game); nothing quicker exists.
    let start = "3tHC3/3*3/7/7/7/3*3/3gLC3 g";
    let output = cli(&["deblockle", "analyse", "--position", start]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(field(&text, "verdict"), "Gold wins in 7 plies");
    assert_eq!(field(&text, "expected"), "Gold 1.00, Teal 0.00");
    // The line is legal, its first move the best one.
    let line = field(&text, "line");
    assert!(line.starts_with(&field(&text, "best")));
    let mut position: Position = start.parse().expect("a position");
    for mv in line.split("; ") {
        position = position
            .play(mv.parse().expect("a move"))
            .expect("a legal move");
    }
}

#[test]
fn deblockle_review_marks_every_move_of_a_record_and_sums_up_each_player() {
    let (folder, played) = recorded_match("review", ["easy", "random"], 1, 8);
    assert!(played.status.success());
    let path = folder.join("game-0001.ron");
    let record: GameRecord =
        ron::from_str(&std::fs::read_to_string(&path).expect("a record")).expect("a record");
    let output = cli(&[
        "deblockle",
        "review",
        &path.to_string_lossy(),
        "--depth",
        "2",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    let moves = record.moves.len();
    assert_eq!(lines.len(), moves + 2, "{text}");
    let marks = ["best", "good", "inaccuracy", "mistake", "blunder"];
    for (number, (line, mv)) in lines.iter().zip(&record.moves).enumerate() {
        let words: Vec<&str> = line.split(' ').collect();
        assert_eq!(words[0], format!("{}.", number + 1));
        assert!(["Gold", "Teal"].contains(&words[1]), "{line}");
        assert_eq!(words[2], mv.to_string());
        assert!(marks.contains(&words[3]), "{line}");
    }
    assert!(lines[moves].starts_with("Gold: "));
    assert!(lines[moves + 1].starts_with("Teal: "));
    let _ = std::fs::remove_dir_all(&folder);
    let missing = cli(&["deblockle", "review", "/nonexistent/game.ron"]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(stderr(&missing).contains("no such file"));
}

#[test]
fn hive_analyse_and_review_a_game_string_and_a_saved_game() {
    let game = "Base;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wA1 \\wQ;bA1 bQ/";
    let output = cli(&["hive", "analyse", "--game", game, "--depth", "2"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let mut played = HiveGame::parse(game).expect("a game");
    for mv in field(&text, "line").split("; ") {
        played.play(mv).expect("a legal move");
    }
    let folder = scratch("hive-review");
    let plain = folder.join("game.txt");
    std::fs::write(&plain, game).expect("written");
    let saved = folder.join("game.ron");
    std::fs::write(
        &saved,
        format!(
            "(version: 1, rules: (tournament: true, threefold_repetition: true), game: \"{}\", seats: (white: person, black: person))",
            game.replace('\\', "\\\\")
        ),
    )
    .expect("written");
    for file in [plain, saved] {
        let output = cli(&["hive", "review", &file.to_string_lossy(), "--depth", "1"]);
        assert!(output.status.success(), "{}", stderr(&output));
        let text = stdout(&output);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 6 + 2, "{text}");
        assert!(lines[0].starts_with("1. White wS1 "), "{}", lines[0]);
        assert!(lines[5].starts_with("6. Black bA1 bQ/ "), "{}", lines[5]);
    }
    let bad = folder.join("bad.txt");
    std::fs::write(&bad, "Base;InProgress;White[2];wS1;wS2").expect("written");
    let refused = cli(&["hive", "review", &bad.to_string_lossy()]);
    assert_eq!(refused.status.code(), Some(1));
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn blokus3d_analyse_shares_the_game_out_and_review_marks_each_placement() {
    let output = cli(&[
        "blokus3d",
        "analyse",
        "--structure",
        "B",
        "--players",
        "3",
        "--playouts",
        "200",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let shares: f64 = field(&text, "expected")
        .split(", ")
        .map(|share| {
            share
                .rsplit(' ')
                .next()
                .and_then(|number| number.parse::<f64>().ok())
                .expect("a share")
        })
        .sum();
    assert!((shares - 1.0).abs() < 0.02, "{text}");
    assert!(field(&text, "verdict").starts_with("player 1 "));
    // Three placements, each the first legal one.
    let folder = scratch("blokus-review");
    let game = folder.join("game.txt");
    let mut text = "A-2".to_owned();
    for _ in 0..3 {
        std::fs::write(&game, &text).expect("written");
        let moves = cli(&["blokus3d", "moves", "--position", &game.to_string_lossy()]);
        let first = stdout(&moves)
            .lines()
            .next()
            .expect("a placement")
            .to_owned();
        text = format!("{text}; {first}");
    }
    std::fs::write(&game, &text).expect("written");
    let placements: Vec<&str> = text.split("; ").skip(1).collect();
    let output = cli(&[
        "blokus3d",
        "review",
        &game.to_string_lossy(),
        "--playouts",
        "50",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3 + 2, "{text}");
    for (number, (line, placement)) in lines.iter().zip(placements).enumerate() {
        let player = number % 2 + 1;
        assert!(
            line.starts_with(&format!("{}. player {player} {placement} ", number + 1)),
            "{line}"
        );
    }
    let _ = std::fs::remove_dir_all(&folder);
}
