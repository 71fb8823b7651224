//! Monte Carlo tree search for any number of players: UCT, each node
//! keeping the reward of the player who moved into it; playouts of random
//! placements to the end; a win is worth 1, shared among tied winners.
//! Children are tried best-first by the heuristic player's value, and a
//! node widens (takes a new child) only as its visits grow, so that with
//! thousands of placements the search still looks at the likely ones twice.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use rand::Rng;
use tabletop_rules::Game as _;
use tabletop_rules::blokus3d::{Placement, Position};

use super::greedy::placement_value;

/// How long a search may go on.
#[derive(Clone, Debug)]
pub enum Budget {
    /// This many playouts (the same moves on any machine).
    Playouts(u32),
    /// Until then.
    Until(Instant),
    /// Until then, or until the flag is raised (its asker has moved on).
    UntilStopped(Instant, Arc<AtomicBool>),
}

/// UCT's exploration constant (rewards are in 0..=1).
const EXPLORATION: f64 = 0.7;

struct Node {
    /// The placement that led here (none at the root).
    placement: Option<Placement>,
    parent: Option<usize>,
    children: Vec<usize>,
    /// Legal placements not yet tried, worst first (the best is popped).
    untried: Vec<Placement>,
    visits: u32,
    /// The player who moved into this node.
    mover: usize,
    /// Summed reward of that player.
    reward: f64,
}

/// The tree and the position at its root.
struct Tree {
    nodes: Vec<Node>,
}

impl Tree {
    fn node(
        position: &Position,
        placement: Option<Placement>,
        parent: Option<usize>,
        mover: usize,
    ) -> Node {
        let mut untried = position.legal_placements();
        untried.sort_by_cached_key(|&p| placement_value(position, p));
        Node {
            placement,
            parent,
            children: Vec::new(),
            untried,
            visits: 0,
            mover,
            reward: 0.0,
        }
    }

    /// Whether `node` may take another child: one at first, then more as
    /// the square root of its visits.
    fn may_widen(&self, node: usize) -> bool {
        let node = &self.nodes[node];
        !node.untried.is_empty()
            && (node.children.is_empty()
                || node.children.len() < 1 + (f64::from(node.visits)).sqrt() as usize)
    }

    fn best_child(&self, node: usize) -> Option<usize> {
        let parent_visits = f64::from(self.nodes[node].visits.max(1)).ln();
        self.nodes[node].children.iter().copied().max_by(|&a, &b| {
            let score = |child: usize| {
                let child = &self.nodes[child];
                let visits = f64::from(child.visits.max(1));
                child.reward / visits + EXPLORATION * (parent_visits / visits).sqrt()
            };
            score(a).total_cmp(&score(b))
        })
    }
}

/// What a tree search found at its root.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsReport {
    /// The placement visited most; `None` when the game is over.
    pub best: Option<Placement>,
    /// Each seat's mean reward over the playouts (a win 1, shared among
    /// tied winners): its expected result.
    pub expected: Vec<f64>,
    /// The placements visited most from the root on, the best first, as
    /// long as the search looked at them often enough to mean something.
    pub line: Vec<Placement>,
    /// Playouts run.
    pub playouts: u32,
}

/// A line's placements each had at least this many visits.
const LINE_VISITS: u32 = 20;
/// The longest line reported.
const LINE_PLACEMENTS: usize = 6;

/// The placement MCTS picks for the seat to move; `None` when the game is over.
pub fn mcts_placement(root: &Position, budget: Budget, random: &mut impl Rng) -> Option<Placement> {
    let placements = root.legal_placements();
    match placements[..] {
        [] => None,
        [only] => Some(only),
        _ => mcts_search(root, budget, random).best,
    }
}

/// Searches `root` within `budget`: its best placement, each seat's
/// expected result, the line the search expects.
pub fn mcts_search(root: &Position, budget: Budget, random: &mut impl Rng) -> MctsReport {
    let mut tree = Tree {
        nodes: vec![Tree::node(root, None, None, root.to_move())],
    };
    let seats = usize::from(root.seating().players);
    let mut expected = vec![0.0; seats];
    if tree.nodes[0].untried.is_empty() {
        return MctsReport {
            best: None,
            expected: playout(root.clone(), random),
            line: Vec::new(),
            playouts: 0,
        };
    }
    let mut playouts = 0;
    while match budget {
        Budget::Playouts(limit) => playouts < limit.max(1),
        Budget::Until(deadline) => playouts == 0 || Instant::now() < deadline,
        Budget::UntilStopped(deadline, ref stop) => {
            playouts == 0 || (Instant::now() < deadline && !stop.load(Ordering::Relaxed))
        }
    } {
        playouts += 1;
        // Select, widening where the visits allow.
        let mut node = 0;
        let mut position = root.clone();
        loop {
            if tree.may_widen(node) {
                let Some(placement) = tree.nodes[node].untried.pop() else {
                    break;
                };
                let mover = position.to_move();
                let _ = position.place(placement);
                let child = tree.nodes.len();
                tree.nodes
                    .push(Tree::node(&position, Some(placement), Some(node), mover));
                tree.nodes[node].children.push(child);
                node = child;
                break;
            }
            let Some(child) = tree.best_child(node) else {
                break;
            };
            if let Some(placement) = tree.nodes[child].placement {
                let _ = position.place(placement);
            }
            node = child;
        }
        let rewards = playout(position, random);
        for (sum, reward) in expected.iter_mut().zip(&rewards) {
            *sum += reward;
        }
        // Back up: each node is scored for the player who moved into it.
        let mut at = Some(node);
        while let Some(index) = at {
            let node = &mut tree.nodes[index];
            node.visits += 1;
            node.reward += rewards.get(node.mover).copied().unwrap_or(0.0);
            at = node.parent;
        }
    }
    for sum in &mut expected {
        *sum /= f64::from(playouts);
    }
    let line = tree.most_visited_line();
    MctsReport {
        best: line.first().copied(),
        expected,
        line,
        playouts,
    }
}

impl Tree {
    /// The child of `node` visited most.
    fn most_visited(&self, node: usize) -> Option<usize> {
        self.nodes[node]
            .children
            .iter()
            .copied()
            .max_by_key(|&child| self.nodes[child].visits)
    }

    /// The most visited child of the root, its most visited child, and so
    /// on while they were visited often enough.
    fn most_visited_line(&self) -> Vec<Placement> {
        let mut line = Vec::new();
        let mut node = 0;
        while line.len() < LINE_PLACEMENTS
            && let Some(child) = self.most_visited(node)
            && (line.is_empty() || self.nodes[child].visits >= LINE_VISITS)
            && let Some(placement) = self.nodes[child].placement
        {
            line.push(placement);
            node = child;
        }
        line
    }
}

/// Random placements to the end; each player's reward.
fn playout(mut position: Position, random: &mut impl Rng) -> Vec<f64> {
    while let Some(placement) = position.random_placement(random) {
        let _ = position.place(placement);
    }
    let players = usize::from(position.seating().players);
    let winners = position.winners();
    let mut rewards = vec![0.0; players];
    for &winner in &winners {
        rewards[winner] = 1.0 / winners.len() as f64;
    }
    rewards
}
