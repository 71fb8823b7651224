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
    // The main line keeps a move a line; its variations stand under it.
    assert!(
        written.contains("\n2. bS1 wS1- $5 {the usual}\n"),
        "{written}"
    );
    assert!(
        written.contains("\n(2. bG1 wS1- {a grasshopper first} 3. wQ -wS1 (3. wA1 -wS1 $2))\n"),
        "{written}"
    );
    assert!(written.contains("\n3. wQ -wS1 $1\n"), "{written}");
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
