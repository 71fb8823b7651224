//! The move tree under random edits (proptest): whatever is played, taken
//! back, stepped beside, promoted, deleted or added as a line beside, the
//! tree saves and reads back the same, its reading order holds each move
//! once, and where it is replays from the start.

use proptest::prelude::*;
use tabletop_rules::tree::{Line, MoveTree, NodeId, START};

/// One edit, its numbers chosen among what is there when it comes.
#[derive(Clone, Debug)]
enum Edit {
    Play(u8),
    Back,
    Forward,
    Beside(bool),
    Promote(usize),
    MainLine(usize),
    Delete(usize),
    Comment(usize),
    AddLine(usize, Vec<u8>),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        4 => (0u8..4).prop_map(Edit::Play),
        2 => Just(Edit::Back),
        1 => Just(Edit::Forward),
        1 => any::<bool>().prop_map(Edit::Beside),
        1 => any::<usize>().prop_map(Edit::Promote),
        1 => any::<usize>().prop_map(Edit::MainLine),
        1 => any::<usize>().prop_map(Edit::Delete),
        1 => any::<usize>().prop_map(Edit::Comment),
        1 => (any::<usize>(), prop::collection::vec(0u8..4, 0..4))
            .prop_map(|(at, moves)| Edit::AddLine(at, moves)),
    ]
}

/// Every move of the tree, found by walking it from the start.
fn walked(tree: &MoveTree<u8>) -> Vec<NodeId> {
    let mut found = Vec::new();
    let mut waiting = vec![START];
    while let Some(node) = waiting.pop() {
        for &child in tree.children(node) {
            found.push(child);
            waiting.push(child);
        }
    }
    found.sort();
    found
}

proptest! {
    #[test]
    fn any_edits_leave_a_tree_that_saves_lists_and_replays_whole(
        edits in prop::collection::vec(edit(), 0..80)
    ) {
        let mut tree = MoveTree::<u8>::default();
        for edit in edits {
            let nodes = walked(&tree);
            let pick = |at: usize| nodes.get(at % nodes.len().max(1)).copied();
            match edit {
                Edit::Play(mv) => {
                    tree.play(mv);
                }
                Edit::Back => {
                    tree.back();
                }
                Edit::Forward => {
                    tree.forward();
                }
                Edit::Beside(down) => {
                    tree.beside(if down { 1 } else { -1 });
                }
                Edit::Promote(at) => {
                    if let Some(node) = pick(at) {
                        tree.promote(node);
                    }
                }
                Edit::MainLine(at) => {
                    if let Some(node) = pick(at) {
                        tree.make_main_line(node);
                    }
                }
                Edit::Delete(at) => {
                    if let Some(node) = pick(at) {
                        prop_assert!(tree.delete(node));
                        prop_assert!(!tree.contains(node));
                    }
                }
                Edit::AddLine(at, moves) => {
                    if let Some(node) = pick(at) {
                        let here = tree.at();
                        let end = tree.add_line(node, moves.clone()).expect("in the tree");
                        prop_assert_eq!(tree.at(), here, "where it was");
                        let line = tree.line(end);
                        prop_assert!(line.ends_with(&moves));
                    }
                }
                Edit::Comment(at) => {
                    if let Some(node) = pick(at) {
                        tree.notes_mut(node).expect("a node").comment = format!("{at}");
                    }
                }
            }
            // Where it is lies in the tree, and no two moves after one
            // move are the same move.
            prop_assert!(tree.contains(tree.at()));
            // The line looked through goes on from where it is.
            prop_assert!(tree.contains(tree.end()));
            prop_assert!(tree.line(tree.end()).starts_with(&tree.moves()));
            for node in walked(&tree) {
                let mut seen: Vec<u8> = tree
                    .children(node)
                    .iter()
                    .filter_map(|&child| tree.move_at(child).copied())
                    .collect();
                let count = seen.len();
                seen.sort_unstable();
                seen.dedup();
                prop_assert_eq!(seen.len(), count);
            }
        }
        // The reading order holds every move once.
        let mut listed: Vec<NodeId> = tree.listing().iter().map(|listed| listed.node).collect();
        listed.sort();
        prop_assert_eq!(&listed, &walked(&tree));
        // Saved and read back: the same moves, notes and place.
        let line = Line::from(tree.clone());
        let read = MoveTree::from(line.clone());
        prop_assert_eq!(Line::from(read.clone()), line);
        prop_assert_eq!(read.moves(), tree.moves());
        prop_assert_eq!(read.line(read.end()), tree.line(tree.end()));
        prop_assert_eq!(read.listing().len(), tree.listing().len());
        // The moves to where it is replay along parents from the start.
        prop_assert_eq!(tree.line(tree.at()).len(), tree.ply(tree.at()));
        // The way anywhere arrives there.
        for node in walked(&tree) {
            let (back, forward) = tree.way_to(node).expect("in the tree");
            let mut walker = tree.clone();
            for _ in 0..back {
                prop_assert!(walker.back());
            }
            for mv in forward {
                prop_assert!(!walker.play(mv), "a move already there");
            }
            prop_assert_eq!(walker.at(), node);
        }
    }
}
