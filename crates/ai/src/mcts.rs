//! Monte-Carlo tree search (UCT) over any [`Game`], with playouts guided by
//! the evaluator: uniform playouts almost never finish a Deblockle game.

use std::time::Instant;

use rand::Rng;
use rand::seq::IndexedRandom;
use tabletop_rules::{Finished, Game};

use crate::search::{Evaluator, Limits};

/// Plies of a playout before the evaluation judges it.
const PLAYOUT_PLIES: u32 = 2;
/// The share of playout moves taken at random instead of the greediest.
const PLAYOUT_RANDOM: f64 = 0.2;
/// UCT's exploration constant for rewards in 0..=1.
const EXPLORATION: f64 = 0.5;
/// Evaluation units that make one logistic step (one turn of the race).
const EVALUATION_SCALE: f64 = 100.0;

struct Node<M> {
    mv: Option<M>,
    /// The seat that made `mv` (whose reward `wins` counts).
    mover: usize,
    visits: f64,
    wins: f64,
    children: Vec<usize>,
    untried: Vec<M>,
}

/// The best move of `root` found within `limits`, by visits.
pub fn best_move<G: Game, E: Evaluator<G>>(
    root: &G,
    evaluator: &E,
    limits: &Limits,
    rng: &mut impl Rng,
) -> Option<G::Move> {
    let mut moves = Vec::new();
    root.legal_moves(&mut moves);
    if moves.len() <= 1 {
        return moves.first().copied();
    }
    let mut nodes = vec![Node {
        mv: None,
        mover: usize::MAX,
        visits: 0.0,
        wins: 0.0,
        children: Vec::new(),
        untried: moves,
    }];
    let mut iterations = 0u64;
    loop {
        iterations += 1;
        if iterations.is_multiple_of(64)
            && (limits.deadline.is_some_and(|d| Instant::now() >= d)
                || limits.stop.load(std::sync::atomic::Ordering::Relaxed))
        {
            break;
        }
        // Selection.
        let mut path = vec![0];
        let mut state = root.clone();
        loop {
            let node = &nodes[*path.last().unwrap_or(&0)];
            if !node.untried.is_empty() || node.children.is_empty() {
                break;
            }
            let parent_visits = node.visits.max(1.0).ln();
            let best = *node
                .children
                .iter()
                .max_by(|&&a, &&b| {
                    uct(&nodes[a], parent_visits).total_cmp(&uct(&nodes[b], parent_visits))
                })
                .unwrap_or(&0);
            if let Some(mv) = nodes[best].mv {
                state = state.play(mv);
            }
            path.push(best);
        }
        // Expansion.
        let leaf = *path.last().unwrap_or(&0);
        if !nodes[leaf].untried.is_empty() && state.finished().is_none() {
            let pick = rng.random_range(0..nodes[leaf].untried.len());
            let mv = nodes[leaf].untried.swap_remove(pick);
            let mover = state.to_move();
            state = state.play(mv);
            let mut untried = Vec::new();
            state.legal_moves(&mut untried);
            nodes.push(Node {
                mv: Some(mv),
                mover,
                visits: 0.0,
                wins: 0.0,
                children: Vec::new(),
                untried,
            });
            let child = nodes.len() - 1;
            nodes[leaf].children.push(child);
            path.push(child);
        }
        // Simulation: the chance that each seat wins.
        let gold_wins = playout(state, evaluator, rng);
        // Backpropagation.
        for &index in &path {
            let node = &mut nodes[index];
            node.visits += 1.0;
            node.wins += if node.mover == 0 { gold_wins } else { 1.0 - gold_wins };
        }
    }
    nodes[0]
        .children
        .iter()
        .max_by(|&&a, &&b| nodes[a].visits.total_cmp(&nodes[b].visits))
        .and_then(|&best| nodes[best].mv)
}

fn uct<M>(node: &Node<M>, parent_visits_ln: f64) -> f64 {
    if node.visits == 0.0 {
        return f64::INFINITY;
    }
    node.wins / node.visits + EXPLORATION * (parent_visits_ln / node.visits).sqrt()
}

/// Plays a few greedy-ish plies, then turns the evaluation into seat 0's
/// chance of winning.
fn playout<G: Game, E: Evaluator<G>>(mut state: G, evaluator: &E, rng: &mut impl Rng) -> f64 {
    let mut moves = Vec::new();
    for _ in 0..PLAYOUT_PLIES {
        if state.finished().is_some() {
            break;
        }
        moves.clear();
        state.legal_moves(&mut moves);
        let chosen = if rng.random_bool(PLAYOUT_RANDOM) {
            moves.choose(rng).copied()
        } else {
            moves
                .iter()
                .copied()
                .max_by_key(|&mv| evaluator.move_priority(&state, mv))
        };
        let Some(mv) = chosen else {
            break;
        };
        state = state.play(mv);
    }
    match state.finished() {
        Some(Finished::Won(seat)) => f64::from(u8::from(seat == 0)),
        Some(Finished::Drawn) => 0.5,
        None => {
            let for_mover = 1.0 / (1.0 + (-f64::from(evaluator.evaluate(&state)) / EVALUATION_SCALE).exp());
            if state.to_move() == 0 { for_mover } else { 1.0 - for_mover }
        }
    }
}
