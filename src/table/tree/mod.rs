//! The move tree at every table, written once: going to any move of the
//! tree (a click in the moves panel, Ctrl and the arrow keys), promoting a
//! variation or deleting one, a symbol, a comment or a mark on a move
//! (marks are drawn on the table: [`super::marks`]). A walk to a move is
//! carried out a move at a
//! time through the game's own undo and play requests, so each move is
//! seen going back or coming again, the clocks and the programs see what
//! they always see, and the rules play every move of the way.

mod kept;
mod notes;
mod panel;

use super::game::TableGame;
use std::collections::{HashMap, VecDeque};
use std::marker::PhantomData;

use bevy::prelude::*;
use tabletop_rules::tree::{Mark, MoveTree, NodeId, Symbol};

use super::activity::{TableActivity as _, no_piece_moving};
use super::for_game::ForGame;
use super::keys::{control_held, keys_free};
use super::{Pending, TableSystems};

pub use kept::KeptTree;
pub use panel::MoveEntry;

/// What a player asks of the tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeEdit {
    /// Go to this move (the start for [`tabletop_rules::tree::START`]).
    GoTo(NodeId),
    /// Delete this move and every move after it (going back first if the
    /// game is at one of them).
    Delete(NodeId),
    /// Move this variation one place up (the first place is the line's).
    Promote(NodeId),
    /// Make the line through this move the main line.
    MainLine(NodeId),
    /// Mark this move with a symbol, or with none.
    Symbol(NodeId, Option<Symbol>),
    /// Write this of this move (nothing: no comment).
    Comment(NodeId, String),
    /// Draw this mark at this move, or take it away if it is drawn.
    Mark(NodeId, Mark),
}

/// A request to game `G`'s tree.
pub type TreeRequest<G> = ForGame<G, TreeEdit>;

/// Game `G`'s tree changed without a move (a symbol, a comment, a
/// variation promoted or deleted): what keeps the game keeps it again.
pub type TreeChanged<G> = ForGame<G, TreeKept>;

/// What [`TreeChanged`] says: the tree is to be kept again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeKept;

/// The edits waiting at `G`'s table, the first being carried out; and,
/// for a walk, where the game was before its last step (a step that moved
/// nothing ends the walk).
#[derive(Resource)]
struct Waiting<G> {
    edits: VecDeque<TreeEdit>,
    last_step_from: Option<NodeId>,
    game: PhantomData<fn() -> G>,
}

impl<G> Default for Waiting<G> {
    fn default() -> Waiting<G> {
        Waiting {
            edits: VecDeque::new(),
            last_step_from: None,
            game: PhantomData,
        }
    }
}

/// A step through the tree asked for on the keyboard.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Walk {
    /// A move back.
    Back,
    /// A move forward.
    Forward,
    /// To the variation above.
    Up,
    /// To the variation below.
    Down,
}

/// The keys that walk the tree, at whichever table is up.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_message::<Walk>().add_systems(
        Update,
        walk_by_key.in_set(TableSystems::Input).run_if(keys_free),
    );
}

/// Adds game `G`'s tree to its table: its edits, its walks and its moves
/// panel.
pub(super) fn add_tree<G: TableGame>(app: &mut App) {
    app.add_message::<TreeRequest<G>>()
        .add_message::<TreeChanged<G>>()
        .add_message::<Walk>()
        .init_resource::<Waiting<G>>()
        .add_systems(
            Update,
            (
                walk::<G>
                    .in_set(TableSystems::Select)
                    .run_if(in_state(G::SCREEN)),
                kept::take_on_kept_tree::<G>.in_set(TableSystems::Show),
                (take_edits::<G>, carry_out::<G>.run_if(no_piece_moving))
                    .chain()
                    .in_set(TableSystems::Rules)
                    .after(super::queue_requests::<G::Request>),
            ),
        )
        .busy_while(|world| {
            world
                .get_resource::<Waiting<G>>()
                .is_some_and(|waiting| !waiting.edits.is_empty())
        });
    panel::add_panel::<G>(app);
}

/// Takes the tree requests sent for `G`: a symbol, a comment or a mark at
/// once (the moves and the pieces have nothing to do with it, and a
/// comment being typed must not wait for a piece to land), the rest into
/// its queue.
fn take_edits<G: TableGame>(
    mut asked: MessageReader<TreeRequest<G>>,
    mut waiting: ResMut<Waiting<G>>,
    mut session: Option<ResMut<G>>,
    mut changed: MessageWriter<TreeChanged<G>>,
) {
    for request in asked.read() {
        match (&request.what, session.as_deref_mut()) {
            (TreeEdit::Symbol(..) | TreeEdit::Comment(..) | TreeEdit::Mark(..), Some(session)) => {
                if !session.guided() {
                    change_tree(session.tree_mut(), request.what.clone());
                    changed.write(TreeChanged::new(TreeKept));
                }
            }
            _ => waiting.edits.push_back(request.what.clone()),
        }
    }
}

/// Carries out the first edit once the game's requests are all taken: a
/// step of a walk (a move back, or the next move of the way), or a change
/// to the tree itself. A lesson or a puzzle keeps its own line: no edit
/// is taken while one guides the game.
fn carry_out<G: TableGame>(
    mut waiting: ResMut<Waiting<G>>,
    mut pending: ResMut<Pending<G::Request>>,
    session: Option<ResMut<G>>,
    mut changed: MessageWriter<TreeChanged<G>>,
) {
    if !pending.0.is_empty() {
        return;
    }
    let Some(edit) = waiting.edits.front().cloned() else {
        return;
    };
    let Some(mut session) = session.filter(|session| !session.guided()) else {
        waiting.edits.clear();
        return;
    };
    let tree = session.tree();
    let here = tree.at();
    match edit {
        TreeEdit::GoTo(to) => {
            let step = tree.way_to(to).filter(|_| {
                // Arrived, or the last step moved nothing (the rules
                // refused it): the walk ends.
                to != here && waiting.last_step_from != Some(here)
            });
            match step {
                Some((0, forward)) => pending.0.extend(forward.first().map(|&mv| G::play(mv))),
                Some(_) => pending.0.push_back(G::undo()),
                None => {
                    waiting.edits.pop_front();
                    waiting.last_step_from = None;
                    return;
                }
            }
            waiting.last_step_from = Some(here);
        }
        TreeEdit::Delete(node) => {
            let inside = tree.leads_to(node, here);
            match tree.parent(node) {
                // Back out of the branch first.
                Some(parent) if inside => waiting.edits.push_front(TreeEdit::GoTo(parent)),
                _ => {
                    waiting.edits.pop_front();
                    session.tree_mut().delete(node);
                    changed.write(TreeChanged::new(TreeKept));
                }
            }
        }
        edit => {
            waiting.edits.pop_front();
            change_tree(session.tree_mut(), edit);
            changed.write(TreeChanged::new(TreeKept));
        }
    }
}

/// Carries out an edit that leaves the game where it is.
fn change_tree<M: Clone + PartialEq>(tree: &mut MoveTree<M>, edit: TreeEdit) {
    match edit {
        TreeEdit::Promote(node) => {
            tree.promote(node);
        }
        TreeEdit::MainLine(node) => tree.make_main_line(node),
        TreeEdit::Symbol(node, symbol) => {
            if let Some(notes) = tree.notes_mut(node) {
                notes.symbol = symbol;
            }
        }
        TreeEdit::Comment(node, comment) => {
            if let Some(notes) = tree.notes_mut(node) {
                notes.comment = comment;
            }
        }
        TreeEdit::Mark(node, mark) => {
            if let Some(notes) = tree.notes_mut(node) {
                notes.toggle_mark(mark);
            }
        }
        TreeEdit::GoTo(_) | TreeEdit::Delete(_) => {}
    }
}

/// Ctrl+← and Ctrl+→ walk back and forward, Ctrl+↑ and Ctrl+↓ go to the
/// variation above or below (⌘ on macOS).
fn walk_by_key(keys: Res<ButtonInput<KeyCode>>, mut walks: MessageWriter<Walk>) {
    if !control_held(&keys) {
        return;
    }
    let walk = [
        (KeyCode::ArrowLeft, Walk::Back),
        (KeyCode::ArrowRight, Walk::Forward),
        (KeyCode::ArrowUp, Walk::Up),
        (KeyCode::ArrowDown, Walk::Down),
    ]
    .into_iter()
    .find(|&(key, _)| keys.just_pressed(key));
    if let Some((_, walk)) = walk {
        walks.write(walk);
    }
}

/// Each walk asked for, as a move of `G`'s tree to go to.
fn walk<G: TableGame>(
    mut walks: MessageReader<Walk>,
    session: Option<Res<G>>,
    mut requests: MessageWriter<TreeRequest<G>>,
) {
    let Some(session) = session else {
        walks.clear();
        return;
    };
    let tree = session.tree();
    for &walk in walks.read() {
        let to = match walk {
            Walk::Back => tree.parent(tree.at()),
            Walk::Forward => tree.next(),
            Walk::Up => tree.neighbour(-1),
            Walk::Down => tree.neighbour(1),
        };
        if let Some(to) = to {
            requests.write(TreeRequest::new(TreeEdit::GoTo(to)));
        }
    }
}

/// The words of every move of the tree (each line from the start to a move
/// with nothing after it written once).
pub fn tree_words<G: TableGame>(session: &G) -> HashMap<NodeId, String> {
    session.tree().label_lines(|line| session.line_words(line))
}

#[cfg(test)]
mod tests;
