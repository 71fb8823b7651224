//! `tabletop-cli deblockle`: perft, moves, terminal play, setups, matches,
//! the solved endgame, replays.

use std::path::PathBuf;
use std::process::Output;

use tabletop_rules::deblockle::{GameRecord, Player, Position};

use super::{cli, cli_with_input, stderr, stdout};

#[test]
fn perft_prints_the_count_alone_on_the_last_line() {
    let output = cli(&["deblockle", "perft", "3"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output).lines().last(), Some("53056"));
}

#[test]
fn perft_divide_lists_each_move_and_the_total() {
    let output = cli(&["deblockle", "perft", "2", "--divide"]);
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 40);
    let sum: u64 = lines[..39]
        .iter()
        .map(|line| {
            line.split_whitespace()
                .nth(1)
                .unwrap()
                .parse::<u64>()
                .unwrap()
        })
        .sum();
    assert_eq!(sum, 1502);
    assert_eq!(lines[39], "1502");
}

#[test]
fn perft_of_a_given_position() {
    let output = cli(&[
        "deblockle",
        "perft",
        "1",
        "--position",
        "6tCL/3*3/7/3gCS3/7/3*3/7 g",
    ]);
    assert_eq!(stdout(&output).lines().last(), Some("18"));
}

#[test]
fn moves_prints_one_legal_move_per_line() {
    let output = cli(&["deblockle", "moves"]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 39);
    assert!(text.lines().any(|line| line == "c1N-d3"));
    assert!(text.lines().any(|line| line == "e3N"));
}

#[test]
fn moves_honours_the_variants() {
    let position = "6gCL/3*3/7/7/7/tCL1tCL*3/gSH6 g";
    let standard = stdout(&cli(&["deblockle", "moves", "--position", position]));
    assert!(!standard.lines().any(|line| line == "a1E"));
    let stay = stdout(&cli(&[
        "deblockle",
        "moves",
        "--position",
        position,
        "--tip-without-hop",
        "stay",
    ]));
    assert!(stay.lines().any(|line| line == "a1E"));
}

#[test]
fn a_bad_position_is_a_usage_error() {
    let output = cli(&["deblockle", "moves", "--position", "7/3*3/7/7/7/3*3/gSP6 g"]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(message.contains("column 17"), "{message}");
    assert!(message.contains("not adjacent"), "{message}");
    assert!(stdout(&output).is_empty());
}

#[test]
fn bad_arguments_exit_with_code_2() {
    for args in [
        &["deblockle", "perft"][..],
        &["deblockle", "perft", "three"],
        &["deblockle", "jump"],
        &["chess"],
        &["deblockle", "moves", "--tip-without-hop", "maybe"],
        &["deblockle", "play", "--gold-blocks", "5"],
    ] {
        let output = cli(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(!stderr(&output).is_empty(), "{args:?}");
    }
}

#[test]
fn a_terminal_game_shows_reasons_and_takes_moves_back() {
    let output = cli_with_input(
        &[
            "deblockle",
            "play",
            "--position",
            "2tCL1tXH2/3*3/2tLS1tPC2/7/2gHC1gCS2/3*3/2gSC1gXL2 g",
        ],
        "c1S\nc1N-d4\nhello\nc1N-d3\nc5N\nundo\nundo\nquit\n",
    );
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(
        text.contains("Illegal: a block can't tip off the board."),
        "{text}"
    );
    assert!(
        text.contains("Illegal: an X hops exactly one square diagonally."),
        "{text}"
    );
    assert!(text.contains("Can't read that move"), "{text}");
    assert!(
        text.contains("2tCL1tXH2/3*3/2tLS1tPC2/7/2gHCgXSgCS2/3*3/4gXL2 t"),
        "{text}"
    );
    assert!(text.contains("Took back c5N."), "{text}");
    assert!(text.contains("Took back c1N-d3."), "{text}");
    let boards: Vec<&str> = text.lines().filter(|line| line.contains('/')).collect();
    assert_eq!(
        boards.last(),
        Some(&"2tCL1tXH2/3*3/2tLS1tPC2/7/2gHC1gCS2/3*3/2gSC1gXL2 g")
    );
}

#[test]
fn a_seeded_quick_setup_is_reproducible() {
    let first = stdout(&cli_with_input(
        &["deblockle", "play", "--seed", "42"],
        "quit\n",
    ));
    let second = stdout(&cli_with_input(
        &["deblockle", "play", "--seed", "42"],
        "quit\n",
    ));
    assert_eq!(first, second);
    let other = stdout(&cli_with_input(
        &["deblockle", "play", "--seed", "43"],
        "quit\n",
    ));
    assert_ne!(first, other);
    let handicap = stdout(&cli_with_input(
        &[
            "deblockle",
            "play",
            "--seed",
            "1",
            "--gold-blocks",
            "1",
            "--teal-blocks",
            "3",
        ],
        "quit\n",
    ));
    let line = handicap.lines().find(|line| line.contains('/')).unwrap();
    let position: Position = line.parse().unwrap();
    assert_eq!(position.board().count(Player::Gold), 1, "{line}");
    assert_eq!(position.board().count(Player::Teal), 3, "{line}");
}

/// Plays a match of `games` between `levels` (Gold, Teal) from `seed`,
/// recording into a fresh scratch folder named for `test`.
pub(crate) fn recorded_match(
    test: &str,
    levels: [&str; 2],
    games: u32,
    seed: u64,
) -> (PathBuf, Output) {
    let folder = std::env::temp_dir().join(format!("tabletop-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let (games, seed) = (games.to_string(), seed.to_string());
    let output = cli(&[
        "deblockle",
        "match",
        "--gold",
        levels[0],
        "--teal",
        levels[1],
        "--games",
        &games,
        "--seed",
        &seed,
        "--record",
        &folder.to_string_lossy(),
    ]);
    (folder, output)
}

#[test]
fn a_match_tallies_its_games_on_the_last_line_and_records_replay() {
    let (folder, output) = recorded_match("tally", ["easy", "random"], 3, 5);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let last: Vec<&str> = text.lines().last().expect("a tally").split(' ').collect();
    assert_eq!(last.len(), 6, "{text}");
    assert_eq!([last[0], last[2], last[4]], ["gold", "teal", "draws"]);
    let counts: Vec<u32> = [last[1], last[3], last[5]]
        .iter()
        .map(|n| n.parse().expect("a count"))
        .collect();
    assert_eq!(counts.iter().sum::<u32>(), 3);
    for number in 1..=3 {
        let path = folder.join(format!("game-{number:04}.ron"));
        let record: tabletop_rules::deblockle::GameRecord =
            ron::from_str(&std::fs::read_to_string(&path).expect("a record file"))
                .expect("a record");
        let game = record.replay().expect("the record replays under the rules");
        assert!(game.outcome().is_some(), "game {number} ended");
        assert!(record.setup.is_some(), "the players' setup is recorded");
    }
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_match_on_a_clock_records_every_moves_time_and_refuses_no_time() {
    let folder = std::env::temp_dir().join(format!("tabletop-clocked-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let record_to = folder.to_string_lossy();
    let output = cli(&[
        "deblockle",
        "match",
        "--gold",
        "medium",
        "--teal",
        "easy",
        "--games",
        "2",
        "--clock",
        "0+0.5",
        "--record",
        &record_to,
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stdout(&output).contains("lost on time: "),
        "{}",
        stdout(&output)
    );
    for number in 1..=2 {
        let path = folder.join(format!("game-{number:04}.ron"));
        let record: tabletop_rules::deblockle::GameRecord =
            ron::from_str(&std::fs::read_to_string(&path).expect("a record file"))
                .expect("a record");
        let game = record.replay().expect("the record replays under the rules");
        let clock = record.clock.expect("the clocks are recorded");
        assert_eq!(clock.control.to_string(), "0+0.5");
        assert_eq!(clock.move_ms.len(), game.moves().len());
        assert_eq!(clock.left_ms.len(), game.moves().len() + 1);
        assert!(
            clock.move_ms.iter().all(|&ms| ms < 500),
            "{:?}",
            clock.move_ms
        );
    }
    let _ = std::fs::remove_dir_all(&folder);
    let none = cli(&[
        "deblockle",
        "match",
        "--gold",
        "easy",
        "--teal",
        "easy",
        "--clock",
        "0+0",
    ]);
    assert_eq!(none.status.code(), Some(2));
    assert!(stderr(&none).contains("gives no time"), "{}", stderr(&none));
}

#[test]
fn the_same_seed_plays_the_same_match() {
    let args = [
        "deblockle",
        "match",
        "--gold",
        "medium",
        "--teal",
        "easy",
        "--games",
        "2",
        "--seed",
        "9",
    ];
    let results = |output: Output| -> Vec<String> {
        stdout(&output)
            .lines()
            .filter(|line| line.starts_with("game ") || line.starts_with("gold "))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(results(cli(&args)), results(cli(&args)));
}

#[test]
fn an_unknown_level_is_a_usage_error() {
    let output = cli(&["deblockle", "match", "--gold", "expert", "--teal", "easy"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("random, beginner, easy, medium, advanced or hard"));
}

#[test]
fn solving_the_one_block_endgame_prints_its_counts_last() {
    let output = cli(&["deblockle", "solve", "--blocks", "1v1"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let last: Vec<&str> = text.lines().last().expect("counts").split(' ').collect();
    assert_eq!(
        [last[0], last[2], last[4]],
        ["won", "lost", "drawn"],
        "{text}"
    );
    let total: u64 = [last[1], last[3], last[5]]
        .iter()
        .map(|n| n.parse::<u64>().expect("a count"))
        .sum();
    // Two blocks on 47 squares, 24 ways each, either to move (2 490 624),
    // less the 2 304 where the named player would have to pass: the
    // positions the rules accept, counted directly from the rules by
    // `positions_the_rules_accept` in the AI crate's endgame tests.
    assert_eq!(total, 2_488_320, "{text}");
    let bad = cli(&["deblockle", "solve", "--blocks", "2v2"]);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn replay_prints_the_final_position_last_and_refuses_bad_files_untouched() {
    let (folder, played) = recorded_match("replay", ["medium", "easy"], 1, 4);
    assert!(played.status.success(), "{}", stderr(&played));
    let path = folder.join("game-0001.ron");
    let text = std::fs::read_to_string(&path).expect("a record");
    let record: tabletop_rules::deblockle::GameRecord = ron::from_str(&text).expect("a record");
    let game = record.replay().expect("legal");
    let replayed = cli(&["deblockle", "replay", &path.to_string_lossy()]);
    assert!(replayed.status.success(), "{}", stderr(&replayed));
    assert_eq!(
        stdout(&replayed).lines().last(),
        Some(game.position().to_string().as_str())
    );

    // Damaged, cut short, foreign, newer, or missing: a message and exit 1,
    // and the file stays exactly as it was.
    let bad = folder.join("bad.ron");
    let written = format!("version: {}", GameRecord::VERSION);
    let newer = text.replacen(&written, "version: 99", 1);
    let illegal = text.replacen("moves: [", "moves: [\"a1N\", ", 1);
    for (contents, expected) in [
        (&text[..text.len() / 2], "not a valid game record"),
        ("(volume: 0.5)", "not a valid game record"),
        (newer.as_str(), "newer tabletop"),
        (illegal.as_str(), "move 1 (a1N)"),
    ] {
        std::fs::write(&bad, contents).expect("written");
        let output = cli(&["deblockle", "replay", &bad.to_string_lossy()]);
        assert_eq!(output.status.code(), Some(1), "{expected}");
        assert!(stderr(&output).contains(expected), "{}", stderr(&output));
        assert_eq!(std::fs::read_to_string(&bad).expect("kept"), contents);
    }
    let missing = cli(&[
        "deblockle",
        "replay",
        &folder.join("none.ron").to_string_lossy(),
    ]);
    assert_eq!(missing.status.code(), Some(1));
    // A record carries its own rules: the variants are not replay's to set,
    // and its help says so.
    let variant = cli(&[
        "deblockle",
        "replay",
        "--no-adjacent",
        &path.to_string_lossy(),
    ]);
    assert_eq!(variant.status.code(), Some(2));
    let help = stdout(&cli(&["deblockle", "replay", "--help"]));
    assert!(help.contains("carries its own rules"), "{help}");
    let _ = std::fs::remove_dir_all(&folder);
}
