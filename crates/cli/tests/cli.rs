//! The command line as a user meets it: output format, exit codes, and a
//! scripted terminal game.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use tabletop_rules::deblockle::{Player, Position};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabletop-cli"))
        .args(args)
        .output()
        .expect("tabletop-cli runs")
}

fn cli_with_input(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tabletop-cli runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    child.wait_with_output().expect("tabletop-cli ends")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

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
fn recorded_match(test: &str, levels: [&str; 2], games: u32, seed: u64) -> (PathBuf, Output) {
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
    assert!(stderr(&output).contains("random, easy, medium or hard"));
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
    let newer = text.replacen("version: 1", "version: 99", 1);
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
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn hive_perft_prints_the_count_alone_on_the_last_line() {
    let output = cli(&["hive", "perft", "4"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output).lines().last(), Some("21600"));
    let from = cli(&[
        "hive",
        "perft",
        "1",
        "--game",
        "Base;InProgress;Black[1];wS1",
    ]);
    assert_eq!(stdout(&from).lines().last(), Some("24"));
    let bad = cli(&[
        "hive",
        "perft",
        "1",
        "--game",
        "Base;InProgress;White[1];wQ",
    ]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("first turn"), "{}", stderr(&bad));
}

#[test]
fn the_uhp_engine_answers_every_command_and_survives_bad_ones() {
    let input = "info\nplay wS1\nnewgame\nplay wS1\nplay bQ -wS1\nplay bG1 -wS1\nvalidmoves\n\
                 bestmove depth 2\nundo\nundo x\nfoo\nnewgame Base;InProgress;White[2];wS1;bG1 -wS1\n\
                 bestmove time 00:00:01\nnewgame Nonsense\nexit\nplay wA1\n";
    let output = cli_with_input(&["hive", "uhp"], input);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let answers: Vec<&str> = text.split("\nok\n").collect();
    // The greeting, 14 answers before `exit`, and nothing after it.
    assert_eq!(answers.len(), 16, "{text}");
    assert!(answers[0].starts_with("id tabletop-cli"));
    assert!(answers[1].starts_with("id tabletop-cli"));
    assert!(answers[2].starts_with("err No game in progress"));
    assert_eq!(answers[3], "Base;NotStarted;White[1]");
    assert_eq!(answers[4], "Base;InProgress;Black[1];wS1");
    assert!(
        answers[5].starts_with("invalidmove"),
        "the Queen is not allowed on turn 1"
    );
    assert_eq!(answers[6], "Base;InProgress;White[2];wS1;bG1 -wS1");
    // White's second turn: the Queen (allowed from turn 2) and the next of
    // four other kinds (wS2, not wS1 again), each on the 3 hexes that touch
    // only White.
    assert_eq!(answers[7].split(';').count(), 15, "{}", answers[7]);
    let best = answers[8];
    assert!(answers[7].split(';').any(|mv| mv == best), "{best}");
    assert_eq!(
        answers[9],
        "Base;InProgress;White[1]".replace("White[1]", "Black[1];wS1")
    );
    assert!(answers[10].starts_with("err"));
    assert!(answers[11].starts_with("err Invalid command"));
    assert_eq!(answers[12], "Base;InProgress;White[2];wS1;bG1 -wS1");
    assert!(!answers[13].starts_with("err"), "{}", answers[13]);
    assert!(answers[14].starts_with("err"), "{}", answers[14]);
    assert_eq!(answers[15], "");
}

#[test]
fn the_uhp_options_turn_the_rule_options_on_and_off() {
    let input = "options\nnewgame\noptions set TournamentRule False\nplay wQ\n\
                 options set TournamentRule True\noptions get ThreefoldRepetition\noptions set Nope 1\n";
    let output = cli_with_input(&["hive", "uhp"], input);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let answers: Vec<&str> = text.split("\nok\n").collect();
    assert_eq!(
        answers[1],
        "TournamentRule;bool;True;True\nThreefoldRepetition;bool;True;True"
    );
    assert_eq!(answers[3], "TournamentRule;bool;False;True");
    assert_eq!(answers[4], "Base;InProgress;Black[1];wQ");
    // The game in progress has a Queen on turn 1: the rule cannot come back.
    assert!(answers[5].starts_with("err"), "{}", answers[5]);
    assert_eq!(answers[6], "ThreefoldRepetition;bool;True;True");
    assert!(
        answers[7].starts_with("err Unknown option"),
        "{}",
        answers[7]
    );
}

#[test]
fn a_hive_match_between_two_uhp_engines_tallies_every_game() {
    let own = format!("{} hive uhp", env!("CARGO_BIN_EXE_tabletop-cli"));
    let output = cli(&[
        "hive",
        "match",
        "--engine",
        "self",
        "--engine",
        &own,
        "--games",
        "2",
        "--depth",
        "1",
        "--move-cap",
        "30",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(lines[0].starts_with("game 1: tabletop-cli"), "{text}");
    assert!(lines[1].starts_with("game 2: tabletop-cli"), "{text}");
    let tally: Vec<u32> = lines[2]
        .split_whitespace()
        .filter_map(|word| word.parse().ok())
        .collect();
    assert_eq!(tally.iter().sum::<u32>(), 2, "{text}");
}

#[test]
fn a_hive_match_with_an_engine_that_cannot_start_says_so() {
    let output = cli(&[
        "hive",
        "match",
        "--engine",
        "self",
        "--engine",
        "/nonexistent/engine",
        "--depth",
        "1",
    ]);
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("cannot start"),
        "{}",
        stderr(&output)
    );
}

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
