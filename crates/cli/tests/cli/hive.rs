//! `tabletop-cli hive`: perft, the UHP engine and its options, matches
//! between engines, records converted.

use super::{cli, cli_with_input, stderr, stdout};

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
fn the_uhp_engine_refuses_to_undo_more_moves_than_were_played() {
    let input = "newgame\nplay wS1\nundo 999\nundo 2\nundo 1\nexit\n";
    let output = cli_with_input(&["hive", "uhp"], input);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let answers: Vec<&str> = text.split("\nok\n").collect();
    assert_eq!(answers.len(), 7, "{text}");
    assert!(answers[3].starts_with("err"), "{}", answers[3]);
    assert!(answers[4].starts_with("err"), "{}", answers[4]);
    // The refusals left the move in place for the undo that may take it.
    assert_eq!(answers[5], "Base;NotStarted;White[1]");
}

#[test]
fn the_uhp_engine_refuses_searches_it_cannot_answer_and_reads_past_a_bad_byte() {
    let input = b"info\n\xff\ninfo\nnewgame\nbestmove depth 100\nbestmove depth 4294967296\n\
                  bestmove time 99:99:99\nbestmove time 00:00:100\nexit\n";
    let output = crate::cli_with_bytes(&["hive", "uhp"], input);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let answers: Vec<&str> = text.split("\nok\n").collect();
    assert_eq!(answers.len(), 10, "{text}");
    assert!(
        answers[2].starts_with("err Invalid command"),
        "{}",
        answers[2]
    );
    assert!(
        answers[3].starts_with("id tabletop-cli"),
        "the session goes on"
    );
    assert!(
        answers[5].contains("deeper than this engine searches"),
        "{}",
        answers[5]
    );
    for refused in &answers[6..=8] {
        assert!(refused.starts_with("err"), "{refused}");
    }
    // The terminal games too: the bad line is refused, `moves` after it
    // still answered.
    for play in [&["deblockle", "play"][..], &["blokus3d", "play"]] {
        let quiet = crate::cli_with_bytes(play, b"moves\nquit\n");
        let noisy = crate::cli_with_bytes(play, b"\xff\nmoves\nquit\n");
        assert!(noisy.status.success(), "{play:?}: {}", stderr(&noisy));
        let listed = stdout(&quiet).lines().count();
        assert!(
            stdout(&noisy).lines().count() > listed,
            "{play:?}: {}",
            stdout(&noisy)
        );
    }
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

/// `hive match` of two games at depth 1, ours against `engine`.
fn two_quick_games_against(engine: &str, more: &[&str]) -> std::process::Output {
    let mut arguments = vec![
        "hive", "match", "--engine", "self", "--engine", engine, "--games", "2", "--depth", "1",
    ];
    arguments.extend_from_slice(more);
    cli(&arguments)
}

#[test]
fn a_hive_match_between_two_uhp_engines_tallies_every_game() {
    let own = format!("{} hive uhp", env!("CARGO_BIN_EXE_tabletop-cli"));
    let output = two_quick_games_against(&own, &["--move-cap", "30"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines[0].starts_with("game 1: tabletop-cli"), "{text}");
    assert!(lines[1].starts_with("game 2: tabletop-cli"), "{text}");
    assert!(lines[2].starts_with("the first engine: "), "{text}");
    assert!(lines[2].contains(" % at 95 %), Elo "), "{text}");
    let tally: Vec<u32> = lines[3]
        .split_whitespace()
        .filter_map(|word| word.parse().ok())
        .collect();
    assert_eq!(tally.iter().sum::<u32>(), 2, "{text}");
}

#[test]
fn a_match_split_over_two_runs_plays_the_games_one_run_would() {
    let own = format!("{} hive uhp", env!("CARGO_BIN_EXE_tabletop-cli"));
    let openings = |output: &std::process::Output| -> Vec<String> {
        stderr(output)
            .lines()
            .filter(|line| line.contains(" opens with "))
            .map(str::to_owned)
            .collect()
    };
    // Four quick games against itself, from game `first` on.
    let from = |first: &str| {
        cli(&[
            "hive",
            "match",
            "--engine",
            "self",
            "--engine",
            &own,
            "--games",
            "4",
            "--depth",
            "1",
            "--move-cap",
            "10",
            "--first-game",
            first,
        ])
    };
    let (whole, second_half) = (from("1"), from("3"));
    assert!(whole.status.success(), "{}", stderr(&whole));
    assert!(second_half.status.success(), "{}", stderr(&second_half));
    let (all, later) = (openings(&whole), openings(&second_half));
    assert_eq!(all.len(), 4, "{all:?}");
    // Each opening is played twice, and the next pair's is drawn anew.
    let after = |line: &str| {
        line.split(" opens with ")
            .nth(1)
            .unwrap_or_default()
            .to_owned()
    };
    assert_eq!(after(&all[0]), after(&all[1]));
    assert_ne!(after(&all[1]), after(&all[2]));
    assert_eq!(later, all[2..], "{}", stderr(&second_half));
    let played = stdout(&second_half);
    let games: Vec<&str> = played
        .lines()
        .filter(|line| line.starts_with("game "))
        .collect();
    assert_eq!(games.len(), 2, "{played}");
    assert!(games[0].starts_with("game 3: tabletop-cli"), "{played}");
    assert!(games[1].starts_with("game 4: tabletop-cli"), "{played}");

    let past = from("5");
    assert_eq!(past.status.code(), Some(2));
    assert!(
        stderr(&past).contains("past the last game"),
        "{}",
        stderr(&past)
    );
}

/// The command line of the example engine that breaks at a search in the
/// way `how` says (`dies`, `refuses`): cargo builds it beside the tests
/// (`target/<profile>/examples`).
fn broken_engine(how: &str) -> String {
    let examples = std::env::current_exe()
        .ok()
        .and_then(|test| Some(test.parent()?.parent()?.join("examples")))
        .expect("the test's folder");
    let engine = examples.join(format!("broken_uhp_engine{}", std::env::consts::EXE_SUFFIX));
    assert!(
        engine.exists(),
        "{} is built by `cargo test` with the tests",
        engine.display()
    );
    format!("{} {how}", engine.display())
}

#[test]
fn an_engine_that_dies_loses_the_game_is_started_again_and_the_match_goes_on() {
    let output = two_quick_games_against(&broken_engine("dies"), &["--game-type", "Base+MLP"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("game 1: tabletop-cli"), "{text}");
    assert!(text.contains("game 2: dying (White)"), "{text}");
    assert_eq!(
        text.lines().last(),
        Some("first 2 second 0 draws 0"),
        "{text}"
    );
    assert_eq!(
        stderr(&output).matches("lost it").count(),
        2,
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_match_with_a_sequential_test_stops_once_the_games_decide_it() {
    // Every game won against an engine that dies: n wins weigh n ln(s₁/s₀)
    // for +50 Elo against 0, past ln 19 from the 23rd game, and the test
    // looks after each pair of games: it stops after the 24th.
    let engine = broken_engine("dies");
    let output = cli(&[
        "hive", "match", "--engine", "self", "--engine", &engine, "--games", "100", "--depth", "1",
        "--sprt", "0", "50",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let games = text
        .lines()
        .filter(|line| line.starts_with("game "))
        .count();
    assert_eq!(games, 24, "{text}");
    assert!(
        text.contains("sprt: the first engine is 50 Elo stronger, not 0"),
        "{text}"
    );
    assert_eq!(
        text.lines().last(),
        Some("first 24 second 0 draws 0"),
        "{text}"
    );

    let backwards = cli(&[
        "hive", "match", "--engine", "self", "--engine", "self", "--sprt", "50", "0",
    ]);
    assert_eq!(backwards.status.code(), Some(2));
    assert!(
        stderr(&backwards).contains("the smaller first"),
        "{}",
        stderr(&backwards)
    );
}

/// `hive match` of `engine` against itself, `--seconds` given once for
/// each of `seconds`.
fn against_itself(engine: &str, seconds: &[&str], more: &[&str]) -> std::process::Output {
    let mut arguments = vec!["hive", "match", "--engine", engine, "--engine", engine];
    for each in seconds {
        arguments.extend(["--seconds", each]);
    }
    arguments.extend_from_slice(more);
    cli(&arguments)
}

#[test]
fn each_engine_is_asked_for_its_moves_with_its_own_time() {
    // The engine refuses every search, naming the one it was asked for: each
    // game is called a draw at its first move, asked of the engine playing
    // White (the first engine in game 1, the second in game 2).
    let engine = broken_engine("refuses");
    let output = against_itself(&engine, &["1", "4"], &["--games", "2"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let said = stderr(&output);
    let refused: Vec<&str> = said
        .lines()
        .filter(|line| line.contains("refused"))
        .map(|line| line.split('\'').nth(1).unwrap_or_default())
        .collect();
    assert_eq!(
        refused,
        ["bestmove time 00:00:01", "bestmove time 00:00:04"],
        "{said}"
    );
    assert_eq!(
        stdout(&output).lines().last(),
        Some("first 0 second 0 draws 2")
    );
    let three = against_itself(&engine, &["1", "2", "3"], &[]);
    assert_eq!(three.status.code(), Some(2));
    assert!(
        stderr(&three).contains("once for each"),
        "{}",
        stderr(&three)
    );
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
fn convert_reads_a_record_writes_pgn_or_a_game_string_and_never_touches_the_input() {
    let folder = std::env::temp_dir().join(format!("tabletop-convert-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a folder");
    let pgn = folder.join("game.pgn");
    let record = "[GameType \"Base+M\"]\n[White \"alice\"]\n\n1. wS1\n2. bM wS1-\n";
    std::fs::write(&pgn, record).expect("written");
    let text = folder.join("game.txt");
    let path = |p: &std::path::Path| p.display().to_string();
    let output = cli(&["hive", "convert", &path(&pgn), &path(&text)]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        std::fs::read_to_string(&text).expect("written"),
        "Base+M;InProgress;White[2];wS1;bM wS1-\n"
    );
    // Back to PGN: the same game, the names kept.
    let again = folder.join("again.pgn");
    let output = cli(&["hive", "convert", &path(&text), &path(&again)]);
    assert!(output.status.success(), "{}", stderr(&output));
    let written = std::fs::read_to_string(&again).expect("written");
    assert!(written.contains("\n2. bM wS1-\n"), "{written}");
    // An existing output is not replaced; an illegal move names its line.
    let refused = cli(&["hive", "convert", &path(&pgn), &path(&text)]);
    assert!(!refused.status.success());
    assert!(
        stderr(&refused).contains("not replaced"),
        "{}",
        stderr(&refused)
    );
    let bad = folder.join("bad.pgn");
    std::fs::write(&bad, "[GameType \"Base\"]\n\n1. wS1\n2. bM wS1-\n").expect("written");
    let output = cli(&[
        "hive",
        "convert",
        &path(&bad),
        &path(&folder.join("out.txt")),
    ]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains("line 4"), "{}", stderr(&output));
    assert!(!folder.join("out.txt").exists());
    assert_eq!(std::fs::read_to_string(&pgn).expect("kept"), record);
    // PGN to PGN keeps a variation, its comment and a move symbol.
    let annotated = folder.join("annotated.pgn");
    let with_notes = format!("{record}(2. bM wS1/ {{rather here}})\n3. wQ -wS1 $2\n");
    std::fs::write(&annotated, with_notes).expect("written");
    let copy = folder.join("copy.pgn");
    let output = cli(&["hive", "convert", &path(&annotated), &path(&copy)]);
    assert!(output.status.success(), "{}", stderr(&output));
    let written = std::fs::read_to_string(&copy).expect("written");
    assert!(
        written.contains("\n2. bM wS1-\n{} (2. bM wS1/ {rather here}) {}\n3. wQ -wS1\n{} $2 {}\n"),
        "{written}"
    );
    let _ = std::fs::remove_dir_all(&folder);
}
