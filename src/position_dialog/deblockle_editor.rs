//! The Deblockle board editor in "From a position": a square clicked
//! takes a Gold block, then a Teal one, then is empty again; a right click
//! (or Turn) turns the chosen block to the next of its 24 orientations;
//! a button says who moves. Every block goes onto the board through the
//! rules, which refuse what cannot be (a block on a star, a fifth block)
//! with their reason; the text field follows the board, and the board the
//! text, so either way of setting up reads the same.

use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy::text::EditableText;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::deblockle::{Block, Board, Player, Position, STARS, Square};

use super::{PositionField, Refusal};
use crate::deblockle::setting_up::{next_on, turned_on};
use crate::deblockle::textures::paint_of;
use crate::language::{Localized, blank};
use crate::theme::{FAINT_TEXT, TEXT, button, label, plain_label};

/// The side of a square of the editor's board, in pixels.
const SQUARE: f32 = 46.0;
/// An empty square: the board's wood, darkened to stand behind the blocks.
const WOOD: Color = Color::srgb(0.40, 0.28, 0.17);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (follow_the_text, show_the_board)
            .chain()
            .run_if(any_with_component::<EditedPosition>),
    );
}

/// The position being set up, on the dialog.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
pub struct EditedPosition {
    /// The blocks, as the rules keep them.
    pub board: Board,
    /// Who moves.
    pub turn: Player,
    /// The square last clicked, whose block Turn turns.
    pub chosen: Option<Square>,
}

/// A square of the editor's board.
#[derive(Component)]
pub struct EditorSquare(pub Square);

/// The button that says (and switches) who moves.
#[derive(Component)]
pub struct TurnButton;

/// Adds the editor's board and buttons to the dialog (which holds the
/// [`EditedPosition`]).
pub(super) fn spawn_editor(dialog: &mut ChildSpawnerCommands) {
    dialog.spawn(label("editor-how", 15.0, FAINT_TEXT));
    dialog
        .spawn(Node {
            flex_direction: FlexDirection::Column,
            row_gap: px(2),
            ..default()
        })
        .with_children(|board| {
            for rank in (0..7).rev() {
                board
                    .spawn(Node {
                        column_gap: px(2),
                        ..default()
                    })
                    .with_children(|row| {
                        for file in 0..7 {
                            if let Some(square) = Square::new(file, rank) {
                                spawn_square(row, square);
                            }
                        }
                    });
            }
        });
    dialog
        .spawn(Node {
            column_gap: px(12),
            ..default()
        })
        .with_children(|row| {
            row.spawn((TurnButton, button(""))).observe(
                |_: On<Pointer<Click>>, mut edited: Single<&mut EditedPosition>| {
                    edited.turn = edited.turn.opponent();
                },
            );
            row.spawn(button("editor-turn-block")).observe(
                |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.run_system_cached(turn_the_chosen_block);
                },
            );
        });
}

impl EditedPosition {
    /// `position` set up to edit, no square chosen.
    pub fn of(position: &Position) -> EditedPosition {
        EditedPosition {
            board: *position.board(),
            turn: position.turn(),
            chosen: None,
        }
    }
}

fn spawn_square(row: &mut ChildSpawnerCommands, square: Square) {
    row.spawn((
        EditorSquare(square),
        Button,
        Node {
            width: px(SQUARE),
            height: px(SQUARE),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border: UiRect::all(px(2)),
            ..default()
        },
        BackgroundColor(WOOD),
        BorderColor::all(Color::NONE),
        children![plain_label("", 15.0, TEXT)],
    ))
    .observe(click_square);
}

/// A left click: Gold, Teal, empty in turn; a right click turns the block.
fn click_square(
    click: On<Pointer<Click>>,
    squares: Query<&EditorSquare>,
    mut commands: Commands,
    mut edited: Single<&mut EditedPosition>,
    mut refusals: Query<&mut Localized, With<Refusal>>,
) {
    let Ok(&EditorSquare(square)) = squares.get(click.entity) else {
        return;
    };
    edited.chosen = Some(square);
    if click.button == PointerButton::Secondary {
        commands.run_system_cached(turn_the_chosen_block);
        return;
    }
    // Each click tries the next contents in turn, skipping what the rules
    // refuse (a fifth block of a colour goes on to the next).
    let refusal = match next_on(&edited.board, square) {
        Ok(board) => {
            edited.board = board;
            None
        }
        Err(reason) => Some(reason),
    };
    let said = refusal.map_or_else(blank, |reason| {
        Message::new("position-refused").with("reason", reason.message())
    });
    for refusal in &mut refusals {
        Localized::show(refusal, said.clone());
    }
}

/// Turns the chosen square's block to the next of the 24 orientations.
fn turn_the_chosen_block(mut edited: Single<&mut EditedPosition>) {
    if let Some(square) = edited.chosen {
        edited.board = turned_on(&edited.board, square);
    }
}

/// The field's text as the editor last read or wrote it (the field also
/// changes with its caret: only a text the editor does not know counts).
#[derive(Component, Default)]
pub struct KnownText(String);

/// Reads the text field's position into the board when someone has typed
/// or pasted a new one that the rules can read.
fn follow_the_text(
    fields: Query<&EditableText, (With<PositionField>, Changed<EditableText>)>,
    edited: Single<(&mut EditedPosition, &mut KnownText)>,
) {
    let (mut edited, mut known) = edited.into_inner();
    for field in &fields {
        let text = field.value().to_string();
        if known.0 == text {
            continue;
        }
        known.0.clone_from(&text);
        if let Ok(position) = text.trim().parse::<Position>() {
            let board = *position.board();
            if edited.board != board || edited.turn != position.turn() {
                edited.board = board;
                edited.turn = position.turn();
            }
        }
    }
}

/// Shows the board and who moves, and writes them into the text field.
fn show_the_board(
    edited: Single<(&EditedPosition, &mut KnownText), Changed<EditedPosition>>,
    mut squares: Query<(
        &EditorSquare,
        &mut BackgroundColor,
        &mut BorderColor,
        &Children,
    )>,
    mut texts: Query<&mut Text>,
    turn_buttons: Query<&Children, With<TurnButton>>,
    mut labels: Query<&mut Localized>,
    mut fields: Query<&mut EditableText, With<PositionField>>,
) {
    let (edited, mut known) = edited.into_inner();
    for (&EditorSquare(square), mut background, mut border, children) in &mut squares {
        let block = edited.board.block_at(square);
        let (colour, written) = match block {
            Some(Block { owner, orientation }) => {
                let [red, green, blue] = paint_of(owner);
                let faces = format!(
                    "{}/{}",
                    orientation.top().letter(),
                    orientation.north().letter()
                );
                (Color::srgb_u8(red, green, blue), faces)
            }
            None if STARS.contains(square) => (WOOD, "*".to_owned()),
            None => (WOOD, String::new()),
        };
        background.0 = colour;
        let chosen = edited.chosen == Some(square);
        *border = BorderColor::all(if chosen { TEXT } else { Color::NONE });
        for &child in children {
            if let Ok(mut text) = texts.get_mut(child) {
                text.0.clone_from(&written);
            }
        }
    }
    for children in &turn_buttons {
        for &child in children {
            if let Ok(text) = labels.get_mut(child) {
                let who = Message::new("editor-to-move").with("player", edited.turn.message());
                Localized::show(text, who);
            }
        }
    }
    let written = format!("{} {}", edited.board, edited.turn.letter());
    for mut field in &mut fields {
        if field.value().to_string().trim() != written {
            *field = EditableText::new(&written);
            known.0.clone_from(&written);
        }
    }
}
