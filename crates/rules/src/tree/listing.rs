//! The tree in reading order, as a moves panel shows it and PGN writes it:
//! each move of the line, then the variations that could have been played
//! instead of it (each indented one step further, its own variations
//! within it), then the line's next move.

use std::collections::HashMap;

use super::{MoveTree, NodeId, START};

/// A move in reading order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Listed {
    /// The move.
    pub node: NodeId,
    /// How many moves from the start (its number is `(ply + 1) / 2` in a
    /// game of two sides).
    pub ply: usize,
    /// How deep in variations: 0 on the main line.
    pub depth: usize,
    /// Whether a variation begins with it.
    pub opens: bool,
    /// How many variations end with it.
    pub closes: usize,
}

impl<M: Clone + PartialEq> MoveTree<M> {
    /// Every move of the tree in reading order.
    pub fn listing(&self) -> Vec<Listed> {
        let mut listed = Vec::new();
        if let Some(&first) = self.children(START).first() {
            self.list_from(first, 0, true, &mut listed);
        }
        listed
    }

    /// A label for each move that needs the moves before it (its notation,
    /// the move a text reads as where it was played): `label` is given each
    /// line from the start to a move with nothing after it, once, and
    /// answers its moves' labels in order (fewer where it stops short).
    pub fn label_lines<N>(&self, mut label: impl FnMut(&[M]) -> Vec<N>) -> HashMap<NodeId, N> {
        let mut labels = HashMap::new();
        for listed in self.listing() {
            if !self.children(listed.node).is_empty() {
                continue;
            }
            // The start has no move: the line's moves are the path's after it.
            let path = self.path(listed.node);
            for (&node, text) in path[1..].iter().zip(label(&self.line(listed.node))) {
                labels.entry(node).or_insert(text);
            }
        }
        labels
    }

    /// The line from `node` on at `depth` into `listed`, each move
    /// followed by its variations (the first move's too when
    /// `alternatives`).
    fn list_from(&self, node: NodeId, depth: usize, alternatives: bool, listed: &mut Vec<Listed>) {
        let mut here = Some(node);
        let mut with_alternatives = alternatives;
        let mut opens = depth > 0;
        while let Some(id) = here {
            listed.push(Listed {
                node: id,
                ply: self.ply(id),
                depth,
                opens,
                closes: 0,
            });
            opens = false;
            if with_alternatives && let Some(parent) = self.parent(id) {
                for &other in &self.children(parent)[1..] {
                    self.list_from(other, depth + 1, false, listed);
                }
            }
            with_alternatives = true;
            here = self.children(id).first().copied();
        }
        if depth > 0 {
            // The last move listed ends this variation (and any inside it
            // that ended on the same move).
            if let Some(last) = listed.last_mut() {
                last.closes += 1;
            }
        }
    }
}
