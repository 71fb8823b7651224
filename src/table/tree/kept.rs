//! A tree carried over from a saved game: whoever opens the game (Continue,
//! a record opened) leaves the tree it kept as a [`KeptTree`], and once the
//! game has started at the table its session takes the tree on, at the
//! move the game is at, if the tree holds the moves the game was replayed
//! from (anything else is left: the moves are the rules' to say).

use crate::table::game::TableGame;
use bevy::prelude::*;
use tabletop_rules::tree::MoveTree;

use super::{TreeChanged, TreeKept};

/// A saved game's tree, waiting for its game to start.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct KeptTree<M: Send + Sync + 'static>(pub MoveTree<M>);

/// Once `G`'s game has started, its session takes on the tree kept for it
/// (and says so: the autosave, which kept the game as it started, keeps
/// the tree again).
pub(super) fn take_on_kept_tree<G: TableGame>(
    mut commands: Commands,
    mut changes: MessageReader<G::Change>,
    kept: Option<Res<KeptTree<G::Move>>>,
    session: Option<ResMut<G>>,
    mut changed: MessageWriter<TreeChanged<G>>,
) {
    if !changes.read().any(|change| G::started(change)) {
        return;
    }
    let (Some(kept), Some(mut session)) = (kept, session) else {
        return;
    };
    commands.remove_resource::<KeptTree<G::Move>>();
    let played = session.tree().moves();
    let mut tree = kept.0.clone();
    let line = tree.line(tree.end());
    // The game may start at the kept tree's move or earlier on its line
    // (a record looked through from its start).
    if let Some(node) = tree
        .on_line(played.len())
        .filter(|_| line.starts_with(&played))
    {
        tree.go_to(node);
        *session.tree_mut() = tree;
        changed.write(TreeChanged::new(TreeKept));
    }
}
