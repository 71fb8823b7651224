//! A game's moves as a tree, for any game: the main line and the variations
//! beside it, each move with what a player wrote of it (a comment, a move
//! symbol, arrows and circles on the board). Playing a move where the line
//! already goes on follows it when it is the same move and makes a
//! variation when it is not, so nothing is thrown away; a variation can be
//! promoted or deleted.
//!
//! Like undo and redo, the tree remembers the line being looked through:
//! going back leaves the moves ahead where they were, and going forward
//! takes them again (into the variation one came back from, not the main
//! line).
//!
//! The tree knows moves, not positions: whoever holds it replays the moves
//! from the start to the move it is at ([`MoveTree::line`]). Nodes are
//! numbered once and keep their number; a deleted branch is left out of
//! everything the tree says, and out of its saved form (nested lines, as
//! PGN writes them, see [`saved`]).

mod listing;
mod looking;
mod notes;
mod saved;

use serde::{Deserialize, Serialize};

pub use listing::Listed;
pub use notes::{Cell, Mark, NotASymbol, Notes, Symbol};
pub use saved::{Line, Step};

/// A move's place in its tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(usize);

/// The start of every tree: no move yet.
pub const START: NodeId = NodeId(0);

/// One move of the tree, or the start.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Node<M> {
    /// The move (none at the start).
    mv: Option<M>,
    /// The move before (none at the start and in a deleted branch).
    parent: Option<NodeId>,
    /// The moves after it: the first goes on the line, the others are its
    /// variations, in the order they were made.
    children: Vec<NodeId>,
    /// What a player wrote of it.
    notes: Notes,
}

/// The moves of a game and their variations, and the move it is at.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    from = "Line<M>",
    into = "Line<M>",
    bound(
        serialize = "M: Clone + PartialEq + Serialize",
        deserialize = "M: Clone + PartialEq + Deserialize<'de>"
    )
)]
pub struct MoveTree<M> {
    nodes: Vec<Node<M>>,
    at: NodeId,
    /// The end of the line being looked through: `at` or a move after it.
    end: NodeId,
}

impl<M> Default for MoveTree<M> {
    fn default() -> MoveTree<M> {
        MoveTree {
            nodes: vec![Node {
                mv: None,
                parent: None,
                children: Vec::new(),
                notes: Notes::default(),
            }],
            at: START,
            end: START,
        }
    }
}

impl<M: Clone + PartialEq> MoveTree<M> {
    /// A tree whose main line is `moves`, at its last move.
    pub fn from_moves(moves: impl IntoIterator<Item = M>) -> MoveTree<M> {
        let mut tree = MoveTree::default();
        for mv in moves {
            tree.play(mv);
        }
        tree
    }

    /// The move it is at ([`START`] before the first).
    pub fn at(&self) -> NodeId {
        self.at
    }

    /// Plays `mv` after the move it is at: the next move when it is the
    /// same (or one of its variations is), else a new variation (the line
    /// itself when nothing follows yet). Whether the move is new.
    pub fn play(&mut self, mv: M) -> bool {
        let here = self.at;
        if let Some(&known) = self.nodes[here.0]
            .children
            .iter()
            .find(|child| self.nodes[child.0].mv.as_ref() == Some(&mv))
        {
            self.arrive(known);
            return false;
        }
        let id = NodeId(self.nodes.len());
        self.nodes.push(Node {
            mv: Some(mv),
            parent: Some(here),
            children: Vec::new(),
            notes: Notes::default(),
        });
        self.nodes[here.0].children.push(id);
        self.arrive(id);
        true
    }

    /// Goes to `node`: the line looked through still ends where it did if
    /// `node` is on the way there, else it ends at `node`.
    fn arrive(&mut self, node: NodeId) {
        self.at = node;
        if !self.path(self.end).contains(&node) {
            self.end = node;
        }
    }

    /// Adds `moves` after `node` as a line of their own (a variation where
    /// the line goes on; nothing where they are there already) without
    /// moving from where it is: the engine's better move kept beside the
    /// one played. The last move added or followed, or `None` when `node`
    /// is not in the tree.
    pub fn add_line(&mut self, node: NodeId, moves: impl IntoIterator<Item = M>) -> Option<NodeId> {
        if !self.contains(node) {
            return None;
        }
        let (here, end) = (self.at, self.end);
        self.at = node;
        for mv in moves {
            self.play(mv);
        }
        let last = self.at;
        (self.at, self.end) = (here, end);
        Some(last)
    }

    /// Goes back a move; false at the start.
    pub fn back(&mut self) -> bool {
        match self.parent(self.at) {
            Some(parent) => {
                self.at = parent;
                true
            }
            None => false,
        }
    }

    /// Goes a move forward: along the line looked through, else the line's
    /// next move; false where no move follows.
    pub fn forward(&mut self) -> bool {
        match self.next() {
            Some(next) => {
                self.arrive(next);
                true
            }
            None => false,
        }
    }

    /// Goes to the move beside this one, `by` variations down (+1) or up
    /// (−1) among the moves that answer the same move; false where there is
    /// none.
    pub fn beside(&mut self, by: isize) -> bool {
        match self.neighbour(by) {
            Some(other) => {
                self.arrive(other);
                true
            }
            None => false,
        }
    }

    /// The move `by` variations down (+1) or up (−1) from this one among
    /// the moves that answer the same move.
    pub fn neighbour(&self, by: isize) -> Option<NodeId> {
        let siblings = &self.nodes[self.parent(self.at)?.0].children;
        let place = siblings.iter().position(|&id| id == self.at)?;
        siblings.get(place.checked_add_signed(by)?).copied()
    }

    /// Goes to `node`, if it is in the tree.
    pub fn go_to(&mut self, node: NodeId) -> bool {
        let known = self.contains(node);
        if known {
            self.arrive(node);
        }
        known
    }

    /// The same tree with each move given as `label` says (a move in its
    /// notation, which needs the position it was played in): the same
    /// shape, notes and place.
    pub fn relabel<N>(&self, label: impl Fn(NodeId) -> N) -> MoveTree<N> {
        let nodes = self
            .nodes
            .iter()
            .enumerate()
            .map(|(id, node)| Node {
                mv: node.mv.as_ref().map(|_| label(NodeId(id))),
                parent: node.parent,
                children: node.children.clone(),
                notes: node.notes.clone(),
            })
            .collect();
        MoveTree {
            nodes,
            at: self.at,
            end: self.end,
        }
    }

    /// Whether the tree is no more than the moves to where it is: no
    /// variation, nothing written, nothing ahead (a record need not keep
    /// it).
    pub fn is_plain(&self) -> bool {
        self.at == self.end
            && self.children(self.at).is_empty()
            && self.path(self.at).iter().all(|&id| {
                self.nodes[id.0].children.len() <= 1 && self.nodes[id.0].notes.is_empty()
            })
    }

    /// Whether `node` is on the way from the start to `to` (or is `to`).
    pub fn leads_to(&self, node: NodeId, to: NodeId) -> bool {
        self.path(to).contains(&node)
    }

    /// Whether `node` is in the tree (not deleted).
    pub fn contains(&self, node: NodeId) -> bool {
        node == START || (node.0 < self.nodes.len() && self.path(node).first() == Some(&START))
    }

    /// The moves from the start to `node`, in order.
    pub fn line(&self, node: NodeId) -> Vec<M> {
        self.path(node)
            .into_iter()
            .filter_map(|id| self.nodes[id.0].mv.clone())
            .collect()
    }

    /// The moves from the start to the move it is at.
    pub fn moves(&self) -> Vec<M> {
        self.line(self.at)
    }

    /// The main line: from the start, always the first move after.
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut here = START;
        while let Some(&next) = self.nodes[here.0].children.first() {
            line.push(next);
            here = next;
        }
        line
    }

    /// The move at `node` (none at the start or a node not in the tree).
    pub fn move_at(&self, node: NodeId) -> Option<&M> {
        self.nodes.get(node.0).and_then(|found| found.mv.as_ref())
    }

    /// The move before `node`.
    pub fn parent(&self, node: NodeId) -> Option<NodeId> {
        self.nodes.get(node.0).and_then(|found| found.parent)
    }

    /// The moves after `node`: the line's first, then its variations.
    pub fn children(&self, node: NodeId) -> &[NodeId] {
        self.nodes
            .get(node.0)
            .map_or(&[][..], |found| &found.children)
    }

    /// What was written of `node`.
    pub fn notes(&self, node: NodeId) -> Option<&Notes> {
        self.nodes.get(node.0).map(|found| &found.notes)
    }

    /// What was written of `node`, to change it.
    pub fn notes_mut(&mut self, node: NodeId) -> Option<&mut Notes> {
        self.nodes.get_mut(node.0).map(|found| &mut found.notes)
    }

    /// Moves `node`'s branch one place up among the moves beside it (the
    /// first place is the line's); false when it is first already.
    pub fn promote(&mut self, node: NodeId) -> bool {
        let Some(parent) = self.parent(node) else {
            return false;
        };
        let siblings = &mut self.nodes[parent.0].children;
        match siblings.iter().position(|&id| id == node) {
            Some(place) if place > 0 => {
                siblings.swap(place, place - 1);
                true
            }
            _ => false,
        }
    }

    /// Makes the line through `node` the main line: every move on the way
    /// to it goes first among the moves beside it.
    pub fn make_main_line(&mut self, node: NodeId) {
        for id in self.path(node) {
            if let Some(parent) = self.parent(id) {
                let siblings = &mut self.nodes[parent.0].children;
                if let Some(place) = siblings.iter().position(|&sibling| sibling == id) {
                    let moved = siblings.remove(place);
                    siblings.insert(0, moved);
                }
            }
        }
    }

    /// Deletes `node` and every move after it (not the start); the tree
    /// goes back to the move before it if it was at one of them. False
    /// when there is no such move.
    pub fn delete(&mut self, node: NodeId) -> bool {
        let Some(parent) = self.parent(node).filter(|_| self.contains(node)) else {
            return false;
        };
        if self.path(self.at).contains(&node) {
            self.at = parent;
        }
        if self.path(self.end).contains(&node) {
            self.end = parent;
        }
        self.nodes[parent.0].children.retain(|&id| id != node);
        self.nodes[node.0].parent = None;
        true
    }

    /// How many moves from the start to `node`.
    pub fn ply(&self, node: NodeId) -> usize {
        self.path(node).len().saturating_sub(1)
    }

    /// The nodes from the start to `node`, both included (ending short of
    /// the start for a node of a deleted branch).
    fn path(&self, node: NodeId) -> Vec<NodeId> {
        let mut path = vec![node];
        let mut here = node;
        while let Some(parent) = self.parent(here) {
            path.push(parent);
            here = parent;
        }
        path.reverse();
        path
    }
}

#[cfg(test)]
mod tests;
