//! The line being looked through: where forward goes (back into the
//! variation one came back from, not the main line), the moves of that
//! line by number, the way from where the tree is to any move, and
//! forgetting what lies ahead.

use super::{MoveTree, NodeId};

impl<M: Clone + PartialEq> MoveTree<M> {
    /// The end of the line being looked through (the move it is at, or one
    /// that forward reaches).
    pub fn end(&self) -> NodeId {
        self.end
    }

    /// The move forward would play: the next on the line looked through,
    /// else the line's next.
    pub fn next_move(&self) -> Option<&M> {
        self.move_at(self.next()?)
    }

    /// The move forward goes to.
    pub fn next(&self) -> Option<NodeId> {
        let ahead = self.path(self.end);
        match ahead.iter().position(|&id| id == self.at) {
            Some(place) if place + 1 < ahead.len() => Some(ahead[place + 1]),
            _ => self.nodes[self.at.0].children.first().copied(),
        }
    }

    /// The node `ply` moves from the start on the line looked through.
    pub fn on_line(&self, ply: usize) -> Option<NodeId> {
        self.path(self.end).get(ply).copied()
    }

    /// The way from where it is to `node`: how many moves back, then the
    /// moves to play; `None` when `node` is not in the tree.
    pub fn way_to(&self, node: NodeId) -> Option<(usize, Vec<M>)> {
        if !self.contains(node) {
            return None;
        }
        let (from, to) = (self.path(self.at), self.path(node));
        let shared = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
        let forward = to[shared..]
            .iter()
            .filter_map(|id| self.nodes[id.0].mv.clone())
            .collect();
        Some((from.len() - shared, forward))
    }

    /// Forgets the moves ahead on the line looked through (a puzzle's miss
    /// taken back for good): the branch forward would take is deleted.
    pub fn forget_ahead(&mut self) {
        let ahead = self.path(self.end);
        if let Some(place) = ahead.iter().position(|&id| id == self.at)
            && let Some(&next) = ahead.get(place + 1)
        {
            self.delete(next);
        }
        self.end = self.at;
    }
}
