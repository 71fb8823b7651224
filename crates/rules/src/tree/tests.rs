//! The tree, checked by hand on small games of letters.

use super::*;

/// The moves from the start to where the tree is.
fn moves(tree: &MoveTree<char>) -> String {
    tree.moves().into_iter().collect()
}

/// The main line's moves.
fn main_line(tree: &MoveTree<char>) -> String {
    let line = tree.main_line();
    line.iter().filter_map(|&id| tree.move_at(id)).collect()
}

#[test]
fn a_move_where_the_line_goes_on_follows_it_or_makes_a_variation() {
    let mut tree = MoveTree::from_moves("abc".chars());
    assert_eq!(moves(&tree), "abc");
    assert!(tree.back() && tree.back());
    assert_eq!(moves(&tree), "a");
    // The same move follows the line: nothing new.
    assert!(!tree.play('b'));
    assert_eq!(moves(&tree), "ab");
    assert!(tree.back());
    // Another makes a variation; the line stays.
    assert!(tree.play('x'));
    assert!(tree.play('y'));
    assert_eq!(moves(&tree), "axy");
    assert_eq!(main_line(&tree), "abc");
    let after_a = tree.children(tree.main_line()[0]);
    assert_eq!(after_a.len(), 2);
    // Undo into the variation, then a third branch beside the two.
    assert!(tree.back());
    assert!(tree.play('z'));
    assert_eq!(moves(&tree), "axz");
    assert_eq!(tree.children(tree.parent(tree.at()).expect("x")).len(), 2);
    assert_eq!(tree.ply(tree.at()), 3);
    // The start: nothing back; forward takes again the moves taken back.
    while tree.back() {}
    assert_eq!(tree.at(), START);
    assert!(tree.forward() && tree.forward() && tree.forward());
    assert_eq!(moves(&tree), "axz");
    assert!(!tree.forward());
}

#[test]
fn up_and_down_go_between_the_moves_beside_one_another() {
    let mut tree = MoveTree::from_moves("ab".chars());
    tree.back();
    tree.play('x');
    tree.back();
    tree.play('y');
    // At y, the third of b, x, y.
    assert!(!tree.beside(1));
    assert!(tree.beside(-1));
    assert_eq!(moves(&tree), "ax");
    assert!(tree.beside(-1));
    assert_eq!(moves(&tree), "ab");
    assert!(!tree.beside(-1));
    tree.go_to(START);
    assert!(!tree.beside(1), "the start has nothing beside it");
}

#[test]
fn a_variation_promoted_or_made_the_main_line_goes_first() {
    let mut tree = MoveTree::from_moves("abc".chars());
    tree.back();
    tree.back();
    tree.play('x');
    tree.play('y');
    let y = tree.at();
    tree.back();
    tree.play('q');
    let q = tree.at();
    // x's own variation: y then q; q goes up one place.
    assert!(tree.promote(q));
    assert!(!tree.promote(q), "first already");
    assert_eq!(main_line(&tree), "abc");
    // Making the line through y the main one puts x before b, y before q.
    tree.make_main_line(y);
    assert_eq!(main_line(&tree), "axy");
    assert_eq!(moves(&tree), "axq", "where the tree is does not move");
    assert!(!tree.promote(START));
}

#[test]
fn a_deleted_branch_is_gone_and_the_tree_steps_out_of_it() {
    let mut tree = MoveTree::from_moves("abc".chars());
    tree.back();
    tree.back();
    tree.play('x');
    tree.play('y');
    let x = tree.parent(tree.at()).expect("x");
    let y = tree.at();
    assert!(tree.delete(x));
    assert_eq!(moves(&tree), "a", "back to the move before the branch");
    assert!(!tree.contains(x) && !tree.contains(y));
    assert!(!tree.go_to(y));
    assert!(!tree.delete(y), "gone already");
    assert!(!tree.delete(START));
    assert_eq!(tree.children(tree.at()).len(), 1);
    // Deleting the line's own next move leaves the rest where it is.
    let b = tree.children(tree.at())[0];
    tree.go_to(START);
    assert!(tree.delete(b));
    assert_eq!(main_line(&tree), "a");
    assert_eq!(moves(&tree), "");
}

#[test]
fn notes_stay_with_their_move_and_a_mark_drawn_twice_is_cleared() {
    let mut tree = MoveTree::from_moves("ab".chars());
    let b = tree.at();
    let notes = tree.notes_mut(b).expect("b");
    notes.comment = "Zoë's idea: ठीक".to_owned();
    notes.symbol = Some(Symbol::Interesting);
    let arrow = Mark::Arrow {
        from: Cell(0, 1, 0),
        to: Cell(2, 3, 0),
    };
    notes.toggle_mark(arrow);
    notes.toggle_mark(Mark::Circle(Cell(4, 4, 1)));
    notes.toggle_mark(arrow);
    assert_eq!(notes.marks, [Mark::Circle(Cell(4, 4, 1))]);
    tree.back();
    tree.play('x');
    assert!(tree.notes(tree.at()).expect("x").is_empty());
    assert_eq!(tree.notes(b).expect("b").symbol, Some(Symbol::Interesting));
}

#[test]
fn symbols_read_as_written_and_as_their_nags() {
    for symbol in Symbol::ALL {
        assert_eq!(symbol.text().parse(), Ok(symbol));
        assert_eq!(format!("${}", symbol.nag()).parse(), Ok(symbol));
    }
    assert_eq!("!?".parse(), Ok(Symbol::Interesting));
    assert_eq!("$4".parse(), Ok(Symbol::Blunder));
    assert!("!!!".parse::<Symbol>().is_err());
    assert!("$7".parse::<Symbol>().is_err());
}

/// 1. a (1. p q) b (2. x y (2... z) ) c, at z, with notes.
fn branched() -> MoveTree<char> {
    let mut tree = MoveTree::from_moves("abc".chars());
    tree.go_to(START);
    tree.play('p');
    tree.play('q');
    tree.go_to(tree.main_line()[0]);
    tree.play('x');
    tree.play('y');
    tree.back();
    tree.play('z');
    let z = tree.at();
    tree.notes_mut(z).expect("z").comment = "better".to_owned();
    tree.notes_mut(START).expect("the start").comment = "a friendly game".to_owned();
    tree
}

#[test]
fn a_tree_saves_as_nested_lines_and_reads_back_the_same() {
    let tree = branched();
    let line = Line::from(tree.clone());
    let moves_of = |steps: &[Step<char>]| steps.iter().map(|step| step.mv).collect::<String>();
    assert_eq!(moves_of(&line.steps), "abc");
    // The variations stand beside the move they replace.
    assert_eq!(line.steps[0].variations.len(), 1);
    assert_eq!(moves_of(&line.steps[0].variations[0]), "pq");
    assert_eq!(moves_of(&line.steps[1].variations[0]), "xy");
    let x_line = &line.steps[1].variations[0];
    assert_eq!(moves_of(&x_line[1].variations[0]), "z");
    assert_eq!(x_line[1].variations[0][0].notes.comment, "better");
    assert_eq!(line.at, [0, 1, 1], "a, then x (second), then z (second)");
    assert_eq!(line.start.comment, "a friendly game");
    let text = ron::to_string(&tree).expect("it writes");
    let read: MoveTree<char> = ron::from_str(&text).expect("it reads");
    assert_eq!(Line::from(read.clone()), line);
    assert_eq!(moves(&read), "axz");
    assert_eq!(main_line(&read), "abc");
}

#[test]
fn a_saved_line_with_a_move_twice_or_a_place_past_the_end_still_reads() {
    let step = |mv| Step {
        mv,
        notes: Notes::default(),
        variations: Vec::new(),
    };
    let mut first = step('a');
    // The same move as a variation of itself: one move.
    first.variations.push(vec![step('a'), step('b')]);
    let line = Line {
        start: Notes::default(),
        steps: vec![first, step('c')],
        at: vec![0, 5, 2],
        ahead: vec![0],
    };
    let tree = MoveTree::from(line);
    assert_eq!(tree.children(START).len(), 1);
    let a = tree.main_line()[0];
    assert_eq!(tree.children(a).len(), 2, "c, then b");
    assert_eq!(main_line(&tree), "ac");
    assert_eq!(moves(&tree), "a", "as far as the places go");
    assert_eq!(tree.end(), tree.at(), "nothing ahead of a place not there");
}

#[test]
fn a_tree_relabelled_keeps_its_shape_notes_and_place() {
    let mut tree = branched();
    tree.notes_mut(tree.at()).expect("here").comment = "here".into();
    let upper = tree.relabel(|node| tree.move_at(node).map(char::to_ascii_uppercase));
    let back: MoveTree<char> = upper.relabel(|node| {
        upper
            .move_at(node)
            .copied()
            .flatten()
            .map(|letter| letter.to_ascii_lowercase())
            .expect("every move labelled")
    });
    assert_eq!(back, tree);
    assert_eq!(upper.listing(), tree.listing());
}

#[test]
fn each_move_is_labelled_from_the_line_that_leads_to_it() {
    let tree = branched();
    // A move's label: the line up to it; a line stops short at a 'q'.
    let labels = tree.label_lines(|line| {
        (1..=line.len())
            .map(|n| line[..n].iter().collect::<String>())
            .take_while(|so_far| !so_far.contains('q'))
            .collect()
    });
    for listed in tree.listing() {
        let line: String = tree.line(listed.node).into_iter().collect();
        let expected = (!line.contains('q')).then_some(&line);
        assert_eq!(labels.get(&listed.node), expected, "{line}");
    }
}

#[test]
fn forward_takes_again_the_moves_taken_back_even_in_a_variation() {
    let mut tree = MoveTree::from_moves("abc".chars());
    assert!(tree.is_plain());
    assert!(tree.back() && tree.back());
    assert!(!tree.is_plain(), "moves ahead");
    assert_eq!(tree.next_move(), Some(&'b'));
    assert!(tree.forward());
    assert_eq!(moves(&tree), "ab");
    // A variation of b: back out of it, and forward goes into it again,
    // not along the line.
    assert!(tree.back());
    tree.play('x');
    tree.play('y');
    assert!(tree.back() && tree.back());
    assert_eq!(moves(&tree), "a");
    assert_eq!(tree.next_move(), Some(&'x'));
    assert!(tree.forward() && tree.forward());
    assert_eq!(moves(&tree), "axy");
    assert!(!tree.forward(), "the variation ends at y");
    assert!(!tree.is_plain(), "a variation");
    // Saved while looking back, it reads back with the moves ahead.
    assert!(tree.back() && tree.back());
    let read = MoveTree::from(Line::from(tree.clone()));
    assert_eq!(read.line(read.end()), vec!['a', 'x', 'y']);
    assert_eq!(moves(&read), "a");
    // The line looked through, ply by ply; the way to c from here.
    let b = tree.main_line()[1];
    assert_eq!(tree.move_at(tree.on_line(2).expect("x")), Some(&'x'));
    assert_eq!(tree.way_to(tree.main_line()[2]), Some((0, vec!['b', 'c'])));
    tree.go_to(tree.end());
    assert_eq!(tree.way_to(b), Some((2, vec!['b'])));
    // Forgetting what is ahead deletes that branch only.
    assert!(tree.back() && tree.back());
    tree.forget_ahead();
    assert_eq!(tree.next_move(), Some(&'b'), "the line's move again");
    assert_eq!(tree.children(tree.at()).len(), 1);
    assert_eq!(main_line(&tree), "abc");
}

#[test]
fn the_listing_reads_as_pgn_writes_variations_after_the_move_they_replace() {
    let tree = branched();
    let listing = tree.listing();
    let read: String = listing
        .iter()
        .map(|listed| {
            let mv = tree.move_at(listed.node).expect("a move");
            format!(
                "{}{mv}{}",
                if listed.opens { "(" } else { "" },
                ")".repeat(listed.closes)
            )
        })
        .collect::<Vec<_>>()
        .join(" ");
    // 1. a (1. p q) b (2. x y (2... z)) c
    assert_eq!(read, "a (p q) b (x y (z)) c");
    let depths: Vec<usize> = listing.iter().map(|listed| listed.depth).collect();
    assert_eq!(depths, [0, 1, 1, 0, 1, 1, 2, 0]);
    let plies: Vec<usize> = listing.iter().map(|listed| listed.ply).collect();
    assert_eq!(plies, [1, 1, 2, 2, 2, 3, 3, 3]);
    assert!(MoveTree::<char>::default().listing().is_empty());
}

#[test]
fn a_line_added_beside_the_game_leaves_the_tree_where_it_was() {
    let mut tree = MoveTree::from_moves("abc".chars());
    let a = tree.main_line()[0];
    // After a, the engine preferred x then y.
    let end = tree.add_line(a, "xy".chars()).expect("a is in the tree");
    assert_eq!(moves(&tree), "abc", "still at the end of the game");
    assert_eq!(main_line(&tree), "abc");
    assert_eq!(tree.line(end), ['a', 'x', 'y']);
    // The same line again adds nothing; one that starts as the game does
    // follows it.
    assert_eq!(tree.add_line(a, "xy".chars()), Some(end));
    assert_eq!(tree.children(a).len(), 2);
    let along = tree.add_line(START, "abz".chars()).expect("the start");
    assert_eq!(tree.line(along), ['a', 'b', 'z']);
    assert_eq!(tree.children(tree.main_line()[1]).len(), 2, "c, then z");
    tree.delete(end);
    assert_eq!(tree.add_line(end, "q".chars()), None, "not in the tree");
}
