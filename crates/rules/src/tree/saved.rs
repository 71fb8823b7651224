//! A tree as it is saved: the main line's moves in order, each with what
//! was written of it and the variations that could have been played
//! instead of it (each a line of its own), as PGN nests them; and where the
//! tree was, as the place of each move on the way among those beside it.
//! A saved tree is whole by its shape: there is nothing to point at a move
//! that is not there.

use serde::{Deserialize, Serialize};

use super::{MoveTree, NodeId, Notes, START};

/// A tree as saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(deserialize = "M: Deserialize<'de>"))]
pub struct Line<M> {
    /// What was written before the first move.
    #[serde(default, skip_serializing_if = "Notes::is_empty")]
    pub start: Notes,
    /// The main line.
    pub steps: Vec<Step<M>>,
    /// Where the tree was: from the start, the place of each move on the
    /// way among the moves beside it (0: the line's).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub at: Vec<usize>,
    /// The moves ahead that forward takes again (those taken back), each
    /// as its place among the moves beside it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ahead: Vec<usize>,
}

/// A move of a saved line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(deserialize = "M: Deserialize<'de>"))]
pub struct Step<M> {
    /// The move.
    pub mv: M,
    /// What was written of it.
    #[serde(default, skip_serializing_if = "Notes::is_empty")]
    pub notes: Notes,
    /// The lines that could have been played instead of it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<Vec<Step<M>>>,
}

impl<M: Clone + PartialEq> From<MoveTree<M>> for Line<M> {
    fn from(tree: MoveTree<M>) -> Line<M> {
        let steps = tree
            .children(START)
            .first()
            .map_or_else(Vec::new, |&first| tree.steps_from(first, true));
        let places = tree.places(tree.end);
        let (at, ahead) = places.split_at(tree.ply(tree.at).min(places.len()));
        Line {
            start: tree.notes(START).cloned().unwrap_or_default(),
            steps,
            at: at.to_vec(),
            ahead: ahead.to_vec(),
        }
    }
}

impl<M: Clone + PartialEq> From<Line<M>> for MoveTree<M> {
    fn from(line: Line<M>) -> MoveTree<M> {
        let mut tree = MoveTree::default();
        tree.nodes[START.0].notes = line.start;
        tree.add_steps(START, line.steps);
        let (at, whole) = tree.follow(START, &line.at);
        tree.at = at;
        // The line ahead goes on from where it was, if all of that is there.
        tree.end = if whole {
            tree.follow(at, &line.ahead).0
        } else {
            at
        };
        tree
    }
}

impl<M: Clone + PartialEq> MoveTree<M> {
    /// The move reached from `node` by taking each place in turn among the
    /// moves beside, and whether every place was there.
    fn follow(&self, node: NodeId, places: &[usize]) -> (NodeId, bool) {
        let mut here = node;
        for &place in places {
            match self.children(here).get(place) {
                Some(&next) => here = next,
                None => return (here, false),
            }
        }
        (here, true)
    }

    /// The way from the start to `node`: each move's place among the
    /// moves beside it.
    fn places(&self, node: NodeId) -> Vec<usize> {
        self.path(node)
            .windows(2)
            .map(|pair| {
                let beside = self.children(pair[0]);
                beside.iter().position(|&id| id == pair[1]).unwrap_or(0)
            })
            .collect()
    }

    /// The line from `node` on, each move with its variations (the first
    /// move's too when `alternatives`: it is a line's, not a variation's
    /// own first move).
    fn steps_from(&self, node: NodeId, alternatives: bool) -> Vec<Step<M>> {
        let mut steps = Vec::new();
        let mut here = Some(node);
        let mut with_alternatives = alternatives;
        while let Some(id) = here {
            let node = &self.nodes[id.0];
            let Some(mv) = node.mv.clone() else {
                break;
            };
            let variations = match node.parent {
                Some(parent) if with_alternatives => self.children(parent)[1..]
                    .iter()
                    .map(|&other| self.steps_from(other, false))
                    .collect(),
                _ => Vec::new(),
            };
            steps.push(Step {
                mv,
                notes: node.notes.clone(),
                variations,
            });
            with_alternatives = true;
            here = node.children.first().copied();
        }
        steps
    }

    /// Adds `steps` after `parent`, each step's variations beside it (once
    /// the line is in, so that a variation repeating its move cannot put
    /// itself before the line).
    fn add_steps(&mut self, parent: NodeId, steps: Vec<Step<M>>) {
        let mut here = parent;
        let mut beside = Vec::new();
        for step in steps {
            self.at = here;
            self.play(step.mv);
            let node = self.at;
            // A move given twice is one move: what was written first stays.
            if let Some(notes) = self.notes_mut(node)
                && notes.is_empty()
            {
                *notes = step.notes;
            }
            beside.push((here, step.variations));
            here = node;
        }
        for (parent, variations) in beside {
            for variation in variations {
                self.add_steps(parent, variation);
            }
        }
    }
}
