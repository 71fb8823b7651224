//! Hive PGN with variations, comments and move symbols, as chess PGN has
//! them: written by hand the way a player annotates, read into a tree
//! whose main line is the game, and written back the same.

use tabletop_rules::hive::{RecordFormat, read_record, write_annotated_pgn};
use tabletop_rules::tree::{START, Symbol};

/// A short game annotated by hand: a comment before the first move, a
/// symbol written onto a move and one as a NAG, a variation with a comment
/// and a variation within it, and two variations of one move.
const ANNOTATED: &str = r#"[GameType "Base"]
[White "Ana"]
[Black "Ben"]
[Result "InProgress"]

{A friendly game}
1. wS1
2. bS1 wS1- $5 {the usual}
(2. bG1 wS1- {a grasshopper first} 3. wQ -wS1 (3. wA1 -wS1?))
(2. bA1 wS1/)
3. wQ -wS1!
4. bQ bS1/
"#;

#[test]
fn an_annotated_record_reads_into_a_tree_whose_main_line_is_the_game() {
    let record = read_record(ANNOTATED).expect("it reads");
    assert_eq!(record.format, RecordFormat::Pgn);
    assert_eq!(record.game.moves().len(), 4, "the main line");
    let tree = &record.tree;
    assert_eq!(tree.moves(), record.game.moves(), "it ends the main line");
    assert_eq!(
        tree.notes(START).map(|n| n.comment.as_str()),
        Some("A friendly game")
    );
    let main = tree.main_line();
    let second = tree.notes(main[1]).expect("bS1");
    assert_eq!(second.symbol, Some(Symbol::Interesting));
    assert_eq!(second.comment, "the usual");
    assert_eq!(
        tree.notes(main[2]).and_then(|notes| notes.symbol),
        Some(Symbol::Good)
    );
    // The second move has two variations beside it.
    let after_first = tree.children(main[0]);
    assert_eq!(after_first.len(), 3);
    let grasshopper = after_first[1];
    assert_eq!(
        tree.move_at(grasshopper).map(String::as_str),
        Some("bG1 wS1-")
    );
    assert_eq!(
        tree.notes(grasshopper).map(|n| n.comment.as_str()),
        Some("a grasshopper first")
    );
    let third = tree.children(grasshopper);
    assert_eq!(third.len(), 2, "3. wQ, and 3. wA1 within");
    assert_eq!(
        tree.notes(third[1]).and_then(|notes| notes.symbol),
        Some(Symbol::Mistake)
    );
    assert_eq!(
        tree.move_at(after_first[2]).map(String::as_str),
        Some("bA1 wS1/")
    );
}

#[test]
fn an_annotated_record_is_written_back_and_reads_the_same() {
    let record = read_record(ANNOTATED).expect("it reads");
    let written = write_annotated_pgn(&record.game, &record.tree, "Ana", "Ben", "2026.12.04");
    // The main line keeps a move a line; what is said of a move, the line
    // below, beginning and ending with a brace.
    assert!(
        written.contains(
            "\n2. bS1 wS1-\n{the usual} $5 (2. bG1 wS1- {a grasshopper first} 3. wQ -wS1 (3. wA1 -wS1 $2)) (2. bA1 wS1/) {}\n"
        ),
        "{written}"
    );
    assert!(written.contains("\n3. wQ -wS1\n{} $1 {}\n"), "{written}");
    let again = read_record(&written).expect("our own annotated PGN");
    assert_eq!(again.tree, record.tree);
    assert_eq!(again.game, record.game);
}

#[test]
fn a_move_the_rules_refuse_in_a_variation_names_its_line() {
    let text = ANNOTATED.replace("(2. bA1 wS1/)", "(2. bQ wS1/ 3. wQ wS1- 4. bB1 bQ)");
    let error = read_record(&text).expect_err("a beetle cannot climb where none stands");
    assert!(error.to_string().contains("line 10"), "{error}");
}

/// The moves a reader of a move a line takes from `text`, as Mzinga's
/// viewer reads PGN: a line in brackets is a tag, a line beginning with a
/// brace a comment (to the line ending with one), a result's name ends the
/// game, and any other line is a move once its number and dots are cut.
fn read_as_mzinga(text: &str) -> Vec<String> {
    let mut moves = Vec::new();
    let mut in_comment = false;
    for line in text.lines().map(str::trim) {
        if in_comment {
            in_comment = !line.ends_with('}');
        } else if line.starts_with('[') && line.ends_with(']') {
        } else if line.starts_with('{') {
            in_comment = !line.ends_with('}');
        } else if !line.is_empty()
            && !["InProgress", "WhiteWins", "BlackWins", "Draw"].contains(&line)
        {
            let cut = line.trim_start_matches(|c: char| c == '.' || c.is_ascii_digit());
            moves.push(cut.trim().to_owned());
        }
    }
    moves
}

/// The moves hivegame.com's reader takes from `text`: of each line outside
/// the tags whose first word has a digit, the next two words (one for the
/// first move or a pass).
fn read_as_hivegame(text: &str) -> Vec<String> {
    let mut moves: Vec<String> = Vec::new();
    for line in text.lines().filter(|line| !line.starts_with('[')) {
        let words: Vec<&str> = line.split_whitespace().collect();
        if !words
            .first()
            .is_some_and(|w| w.chars().any(|c| c.is_ascii_digit()))
        {
            continue;
        }
        match (words.get(1), words.get(2)) {
            (Some(tile), Some(place)) => moves.push(format!("{tile} {place}")),
            (Some(&tile), None) if tile == "pass" || moves.is_empty() => {
                moves.push(tile.to_owned())
            }
            _ => {}
        }
    }
    moves
}

#[test]
fn readers_of_a_move_a_line_read_the_main_line_of_an_annotated_record() {
    let record = read_record(ANNOTATED).expect("it reads");
    let written = write_annotated_pgn(&record.game, &record.tree, "Ana", "Ben", "2026.12.04");
    let main_line = record.game.moves().to_vec();
    assert_eq!(read_as_mzinga(&written), main_line, "{written}");
    assert_eq!(read_as_hivegame(&written), main_line, "{written}");
    // The hand-written record has its variations where such readers take
    // them for moves: what we write does not.
    assert_ne!(read_as_mzinga(ANNOTATED), main_line);
    assert_ne!(read_as_hivegame(ANNOTATED), main_line);
}
