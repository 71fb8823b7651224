//! The moves panel of every table: the main line a move a row, each
//! variation indented on rows of its own under the move it replaces (its
//! own variations deeper still), the move the game is at lit, each move's
//! symbol after it and its comment. A click on a move goes there; under the
//! list, while the game is in a variation, Promote moves it up and Delete
//! takes it away; under those, the move's symbol and comment are written
//! (see [`super::notes`]).

use std::collections::HashMap;

use bevy::prelude::*;
use tabletop_rules::tree::{Listed, MoveTree, NodeId};

use super::notes::{show_notes, spawn_notes};
use super::{TreeEdit, TreeRequest};
use crate::screens::Screen;
use crate::table::TableSystems;
use crate::table::game::TableGame;
use crate::table::hud::MovesPanel;
use crate::table::set_up::PositionBeingSetUp;
use crate::theme::{BUTTON, FAINT_TEXT, TEXT, button, display_if, label, plain_label, right_panel};

/// The most rows the panel lists: those round the move the game is at.
const MOST_ROWS: usize = 22;
/// How far each variation is set in, in logical pixels.
const INDENT: f32 = 12.0;

/// The panel's list: the rows it shows (none before the first), and the
/// words of each move met in this game (a move's words never change, and
/// writing them replays the game: they are written once).
#[derive(Component, Default)]
struct TreeList {
    rows: Option<Vec<Row>>,
    words: HashMap<NodeId, String>,
}

/// The buttons that act on the variation the game is in.
#[derive(Component, Clone, Copy)]
enum VariationButton {
    Promote,
    Delete,
}

/// A move in the list: a click goes there.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveEntry(pub NodeId);

/// A row of the list: how deep, and its moves.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Row {
    pub(super) depth: usize,
    pub(super) moves: Vec<Entry>,
}

/// A move of a row.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Entry {
    pub(super) node: NodeId,
    /// Its number, its words and its symbol.
    pub(super) text: String,
    pub(super) comment: String,
    /// Whether the game is at it.
    pub(super) at: bool,
}

pub(super) fn add_panel<G: TableGame>(app: &mut App) {
    let screen = G::SCREEN;
    app.add_systems(OnEnter(screen), move |commands: Commands| {
        spawn_panel::<G>(commands, screen);
    })
    .add_systems(
        Update,
        (show_tree::<G>, show_notes::<G>)
            .in_set(TableSystems::Show)
            .run_if(in_state(screen)),
    );
}

fn spawn_panel<G: TableGame>(mut commands: Commands, screen: Screen) {
    commands
        .spawn((
            Name::new("Moves"),
            MovesPanel,
            DespawnOnExit(screen),
            right_panel(Node {
                min_width: px(170),
                max_width: px(300),
                max_height: percent(72),
                display: Display::None,
                ..default()
            }),
        ))
        .with_children(|panel| {
            panel.spawn(label("hud-moves", 20.0, TEXT));
            panel.spawn((
                TreeList::default(),
                Node {
                    flex_direction: FlexDirection::Column,
                    ..default()
                },
            ));
            panel
                .spawn(Node {
                    column_gap: px(6),
                    margin: UiRect::top(px(6)),
                    ..default()
                })
                .with_children(|row| {
                    for (which, text) in [
                        (VariationButton::Promote, "tree-promote"),
                        (VariationButton::Delete, "tree-delete"),
                    ] {
                        row.spawn((which, button(text))).observe(
                            move |_: On<Pointer<Click>>,
                                  session: Option<Res<G>>,
                                  mut requests: MessageWriter<TreeRequest<G>>| {
                                let Some(node) = session.and_then(|s| variation_of(s.tree())) else {
                                    return;
                                };
                                let edit = match which {
                                    VariationButton::Promote => TreeEdit::Promote(node),
                                    VariationButton::Delete => TreeEdit::Delete(node),
                                };
                                requests.write(TreeRequest::new(edit));
                            },
                        );
                    }
                });
            spawn_notes::<G>(panel);
        });
}

/// The first move of the variation the game is in, if it is in one.
pub(super) fn variation_of<M: Clone + PartialEq>(tree: &MoveTree<M>) -> Option<NodeId> {
    let mut here = tree.at();
    while let Some(parent) = tree.parent(here) {
        if tree.children(parent).first() != Some(&here) {
            return Some(here);
        }
        here = parent;
    }
    None
}

/// The rows of `tree`, its moves in `words`.
pub(super) fn rows_of<M: Clone + PartialEq>(
    tree: &MoveTree<M>,
    words: impl Fn(NodeId) -> String,
) -> Vec<Row> {
    let mut rows: Vec<Row> = Vec::new();
    let mut before: Option<Listed> = None;
    for listed in tree.listing() {
        let notes = tree.notes(listed.node).cloned().unwrap_or_default();
        let symbol = notes.symbol.map_or("", |symbol| symbol.text());
        let entry = Entry {
            node: listed.node,
            text: format!("{}. {}{symbol}", listed.ply, words(listed.node)),
            comment: notes.comment,
            at: listed.node == tree.at(),
        };
        let goes_on = before.is_some_and(|before| {
            listed.depth > 0 && !listed.opens && before.depth == listed.depth && before.closes == 0
        });
        match rows.last_mut() {
            Some(row) if goes_on => row.moves.push(entry),
            _ => rows.push(Row {
                depth: listed.depth,
                moves: vec![entry],
            }),
        }
        before = Some(listed);
    }
    rows
}

/// Rebuilds the list when the tree or where the game is changes, showing
/// the rows round the move the game is at.
fn show_tree<G: TableGame>(
    mut commands: Commands,
    session: Option<Res<G>>,
    mut panels: Query<&mut Node, (With<MovesPanel>, Without<VariationButton>)>,
    mut lists: Query<(Entity, &mut TreeList)>,
    mut buttons: Query<(&VariationButton, &mut Node), Without<MovesPanel>>,
    setting_up: Option<Res<PositionBeingSetUp>>,
    mut changes: MessageReader<G::Change>,
) {
    // The set-up's panel stands in its place while a position is set up.
    let shown_at_all =
        setting_up.is_none() && session.as_deref().is_some_and(|session| !session.guided());
    for mut node in &mut panels {
        node.display = display_if(shown_at_all);
    }
    let Ok((list, mut shown)) = lists.single_mut() else {
        return;
    };
    if changes.read().any(G::started) {
        // Another game (a rematch, a position set up): its moves are
        // written afresh, their nodes numbered as the last game's were.
        shown.words.clear();
    }
    // Only when the game may have moved (or the panel is new).
    let Some(session) =
        session.filter(|session| shown_at_all && (session.is_changed() || shown.rows.is_none()))
    else {
        return;
    };
    let tree = session.tree();
    if (tree.listing().iter()).any(|listed| !shown.words.contains_key(&listed.node)) {
        shown.words = super::tree_words(&*session);
    }
    let words = &shown.words;
    let rows = rows_of(tree, |node| words.get(&node).cloned().unwrap_or_default());
    for (_, mut node) in &mut buttons {
        node.display = display_if(variation_of(tree).is_some());
    }
    if shown.rows.as_ref() == Some(&rows) {
        return;
    }
    let current = rows
        .iter()
        .position(|row| row.moves.iter().any(|entry| entry.at))
        .unwrap_or(rows.len());
    let first = (current + MOST_ROWS / 3)
        .min(rows.len())
        .saturating_sub(MOST_ROWS);
    commands.entity(list).despawn_related::<Children>();
    commands.entity(list).with_children(|list| {
        for row in rows.iter().skip(first).take(MOST_ROWS) {
            list.spawn(Node {
                flex_wrap: FlexWrap::Wrap,
                align_items: AlignItems::Center,
                column_gap: px(6),
                padding: UiRect::left(px(INDENT * row.depth as f32)),
                ..default()
            })
            .with_children(|line| {
                let colour = if row.depth == 0 { TEXT } else { FAINT_TEXT };
                let size = if row.depth == 0 { 17.0 } else { 15.0 };
                for entry in &row.moves {
                    line.spawn((
                        MoveEntry(entry.node),
                        Node {
                            padding: UiRect::axes(px(4), px(1)),
                            border_radius: BorderRadius::all(px(4)),
                            ..default()
                        },
                        BackgroundColor(if entry.at { BUTTON } else { Color::NONE }),
                        children![plain_label(entry.text.clone(), size, colour)],
                    ))
                    .observe(go_to::<G>(entry.node));
                    if !entry.comment.is_empty() {
                        line.spawn(plain_label(entry.comment.clone(), size - 2.0, FAINT_TEXT));
                    }
                }
            });
        }
    });
    shown.rows = Some(rows);
}

/// What a click on `node`'s entry does: go there.
fn go_to<G: TableGame>(
    node: NodeId,
) -> impl FnMut(On<Pointer<Click>>, MessageWriter<TreeRequest<G>>) {
    move |_, mut requests| {
        requests.write(TreeRequest::new(TreeEdit::GoTo(node)));
    }
}
