//! `tabletop-cli hive`: perft, the UHP engine and its options, records
//! converted (matches between engines: `hive_match`).

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
