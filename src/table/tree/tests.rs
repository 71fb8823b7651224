//! The moves panel's rows, checked by hand on a game of letters.

use tabletop_rules::tree::{MoveTree, Symbol};

use super::panel::{Row, rows_of, variation_of};

/// Each row as its depth and its moves' words, the move the game is at in
/// brackets.
fn read(rows: &[Row]) -> Vec<String> {
    rows.iter()
        .map(|row| {
            let moves: Vec<String> = row
                .moves
                .iter()
                .map(|entry| match (entry.at, entry.comment.as_str()) {
                    (true, _) => format!("[{}]", entry.text),
                    (false, "") => entry.text.clone(),
                    (false, comment) => format!("{} {{{comment}}}", entry.text),
                })
                .collect();
            format!("{}:{}", row.depth, moves.join(" "))
        })
        .collect()
}

#[test]
fn the_main_line_is_a_move_a_row_and_each_variation_rows_of_its_own() {
    // a b c on the line; x y instead of b, z instead of y within it;
    // w instead of c.
    let mut tree = MoveTree::from_moves("abc".chars());
    tree.back();
    tree.play('w');
    tree.back();
    tree.back();
    tree.play('x');
    tree.play('y');
    tree.back();
    tree.play('z');
    tree.play('q');
    let y = tree.children(tree.main_line()[0])[1];
    let y = tree.children(y)[0];
    tree.notes_mut(y).expect("y").symbol = Some(Symbol::Dubious);
    tree.notes_mut(y).expect("y").comment = "loses a tempo".into();
    let words = |node| tree.move_at(node).map(char::to_string).unwrap_or_default();
    let rows = rows_of(&tree, words);
    assert_eq!(
        read(&rows),
        [
            "0:1. a",
            "0:2. b",
            "1:2. x 3. y?! {loses a tempo}",
            "2:3. z [4. q]",
            "0:3. c",
            "1:3. w",
        ]
    );
    // The game is in the variation that begins with x.
    let x = tree.children(tree.main_line()[0])[1];
    assert_eq!(
        variation_of(&tree),
        Some(tree.children(x)[1]),
        "z, within x"
    );
    tree.go_to(tree.main_line()[2]);
    assert_eq!(variation_of(&tree), None, "on the main line");
}
