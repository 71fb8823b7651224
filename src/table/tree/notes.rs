//! What a player writes of the move the game is at, under the moves panel:
//! the usual move symbols (a click sets one, a second click clears it) and
//! a comment typed in a field (in any script the fonts carry). Both go to
//! the tree as requests and stay with the move: the list shows them.

use crate::table::game::TableGame;
use bevy::prelude::*;
use bevy::text::{EditableText, TextEdit};
use tabletop_rules::tree::{NodeId, START, Symbol};

use super::{TreeEdit, TreeRequest};
use crate::theme::{BUTTON, FAINT_TEXT, TEXT, display_if, label, plain_label, text_field};

/// A symbol set on the move the game is at looks pressed.
const SYMBOL_SET: Color = Color::srgb(0.62, 0.45, 0.22);

/// The symbols and the comment field (shown while the game is at a move).
#[derive(Component)]
pub(super) struct NotesBox;

/// A symbol's button.
#[derive(Component, Clone, Copy)]
pub(super) struct SymbolButton(Symbol);

/// The comment field: the move whose comment it holds, the text it was
/// last given or sent (what is typed since goes to the tree; what the tree
/// holds otherwise comes to the field), and whether that text is still on
/// its way into the field (its edits are applied after this frame).
#[derive(Component, Default)]
pub(super) struct CommentField {
    node: Option<NodeId>,
    synced: String,
    showing: bool,
}

/// Spawns the symbols and the comment field of `G`'s panel.
pub(super) fn spawn_notes<G: TableGame>(panel: &mut ChildSpawnerCommands) {
    panel
        .spawn((
            NotesBox,
            Node {
                flex_direction: FlexDirection::Column,
                row_gap: px(4),
                margin: UiRect::top(px(6)),
                ..default()
            },
        ))
        .with_children(|notes| {
            notes
                .spawn(Node {
                    column_gap: px(4),
                    ..default()
                })
                .with_children(|row| {
                    for symbol in Symbol::ALL {
                        row.spawn((
                            SymbolButton(symbol),
                            Node {
                                padding: UiRect::axes(px(7), px(3)),
                                border_radius: BorderRadius::all(px(4)),
                                ..default()
                            },
                            BackgroundColor(BUTTON),
                            children![plain_label(symbol.text(), 16.0, TEXT)],
                        ))
                        .observe(toggle::<G>(symbol));
                    }
                });
            notes.spawn((CommentField::default(), text_field("", 260.0, 15.0)));
            notes.spawn(label("tree-comment-hint", 14.0, FAINT_TEXT));
        });
}

/// What a click on `symbol` does: sets it on the move the game is at, or
/// clears it if it is set.
fn toggle<G: TableGame>(
    symbol: Symbol,
) -> impl FnMut(On<Pointer<Click>>, Option<Res<G>>, MessageWriter<TreeRequest<G>>) {
    move |_, session, mut requests| {
        let Some(session) = session else {
            return;
        };
        let tree = session.tree();
        let at = tree.at();
        let now = tree.notes(at).and_then(|notes| notes.symbol);
        let wanted = (now != Some(symbol)).then_some(symbol);
        requests.write(TreeRequest::new(TreeEdit::Symbol(at, wanted)));
    }
}

/// Shows the move's symbol and comment; the comment typed goes to the
/// tree as it is typed.
pub(super) fn show_notes<G: TableGame>(
    session: Option<Res<G>>,
    mut boxes: Query<&mut Node, With<NotesBox>>,
    mut symbols: Query<(&SymbolButton, &mut BackgroundColor)>,
    mut fields: Query<(&mut CommentField, &mut EditableText)>,
    mut requests: MessageWriter<TreeRequest<G>>,
) {
    let session = session.filter(|session| !session.guided());
    let at = session.as_deref().map(|session| session.tree().at());
    for mut node in &mut boxes {
        node.display = display_if(at.is_some_and(|at| at != START));
    }
    let (Some(session), Some(at)) = (session, at) else {
        return;
    };
    let notes = session.tree().notes(at).cloned().unwrap_or_default();
    for (SymbolButton(symbol), mut background) in &mut symbols {
        let colour = if notes.symbol == Some(*symbol) {
            SYMBOL_SET
        } else {
            BUTTON
        };
        background.set_if_neq(BackgroundColor(colour));
    }
    for (mut field, mut text) in &mut fields {
        let typed = text.value().to_string();
        let elsewhere = field.node != Some(at);
        if field.showing && !elsewhere {
            // The move's comment is on its way into the field.
            field.showing = typed != field.synced;
        } else if !elsewhere && typed != field.synced {
            // Typed: the comment of the move.
            requests.write(TreeRequest::new(TreeEdit::Comment(at, typed.clone())));
            field.synced = typed;
        } else if elsewhere || notes.comment != field.synced {
            // Another move, or its comment written otherwise: shown,
            // through the field's own edits (a new field component would
            // not show what it holds).
            field.node = Some(at);
            field.synced.clone_from(&notes.comment);
            field.showing = typed != notes.comment;
            if field.showing {
                text.queue_edit(TextEdit::SelectAll);
                text.queue_edit(match notes.comment.as_str() {
                    "" => TextEdit::Delete,
                    comment => TextEdit::Insert(comment.into()),
                });
            }
        }
    }
}
