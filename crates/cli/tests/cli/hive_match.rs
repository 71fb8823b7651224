//! `tabletop-cli hive match`: two UHP engines refereed game by game, each
//! with its own time, an engine that breaks, a match split over runs, and
//! the sequential test that stops one.

use tabletop_rules::hive::HiveGame;

use super::{cli, stderr, stdout};

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
    // Each game whole on stderr, a GameString that replays under our rules
    // to the plies its line says, from its opening.
    let said = stderr(&output);
    for game in 1..=2 {
        let record = line_after(&said, &format!("game {game} went "));
        let replayed = HiveGame::parse(record).unwrap_or_else(|error| panic!("{record}: {error}"));
        let plies = format!("after {} plies", replayed.position().ply());
        assert!(
            lines[game - 1].ends_with(&plies),
            "{}: {record}",
            lines[game - 1]
        );
        let opening = line_after(&said, &format!("game {game} opens with "));
        let opening_moves = opening.split(';').skip(3);
        assert!(
            opening_moves
                .zip(record.split(';').skip(3))
                .all(|(a, b)| a == b),
            "{opening} / {record}"
        );
    }
}

/// What follows `start` on the line of `text` that begins with it.
fn line_after<'a>(text: &'a str, start: &str) -> &'a str {
    text.lines()
        .find_map(|line| line.strip_prefix(start))
        .unwrap_or_else(|| panic!("no '{start}' in {text}"))
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
    // White (the first engine in game 1, the second in game 2). A fraction
    // of a second goes to the millisecond.
    let engine = broken_engine("refuses");
    let output = against_itself(&engine, &["1.5", "4"], &["--games", "2"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let said = stderr(&output);
    let refused: Vec<&str> = said
        .lines()
        .filter(|line| line.contains("refused"))
        .map(|line| line.split('\'').nth(1).unwrap_or_default())
        .collect();
    assert_eq!(
        refused,
        ["bestmove time 00:00:01.500", "bestmove time 00:00:04"],
        "{said}"
    );
    assert_eq!(
        stdout(&output).lines().last(),
        Some("first 0 second 0 draws 2")
    );
    for never in ["0", "3601", "NaN", "1s"] {
        let refused = against_itself(&engine, &[never], &[]);
        assert_eq!(refused.status.code(), Some(2), "{never}");
        assert!(
            stderr(&refused).contains("is not a number of seconds"),
            "{}",
            stderr(&refused)
        );
    }
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
