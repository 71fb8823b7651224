//! Choosing a move the way a player makes one: pick a block, pick the
//! square to tip it onto (the tip is shown), pick where it hops. Every
//! choice offered comes from the rules' legal moves, and every refusal is
//! the rules' own reason.

use bevy::prelude::*;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::deblockle::{Direction, Move, MoveList, Position, Square, tip_onto};

use super::pieces::TipPreview;
use super::seats::ComputerTurn;
use super::session::{DeblockleChange, DeblockleRequest, DeblockleSession};
use crate::language::blank;
use crate::table::Notice;

use crate::table::set_up::not_setting_up;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Pick>()
        .init_resource::<Selection>()
        .init_resource::<Cursor>()
        .add_systems(
            Update,
            (forget_on_change, handle_picks.run_if(not_setting_up))
                .chain()
                .in_set(crate::table::TableSystems::Select),
        );
}

/// What the player is doing towards a move.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Selection {
    /// Nothing chosen yet.
    #[default]
    Idle,
    /// This block is chosen; its tips are offered.
    Block(Square),
    /// This block is shown tipped that way; its hops are offered.
    Tipped(Square, Direction),
}

/// A player's input, from the mouse or the keyboard.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// A click on a square or on the block standing there.
    Square(Square),
    /// Step back (Esc).
    Cancel,
    /// Move the keyboard cursor to the next or previous choice (Tab).
    Cycle(i8),
    /// Take the choice under the keyboard cursor (Enter).
    Confirm,
    /// Show this move chosen up to its last choice, with the keyboard
    /// cursor on that choice, so that Enter plays it (a hint).
    Prepare(Move),
}

/// The keyboard cursor: an index into the current choices, shown once the
/// player uses the keyboard.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cursor {
    /// Which choice.
    pub index: usize,
    /// Whether to show it.
    pub shown: bool,
}

/// What can be picked now, in a fixed order (squares from a1).
pub fn choices(selection: Selection, moves: &MoveList) -> Vec<Square> {
    let mut squares: Vec<Square> = match selection {
        Selection::Idle => moves.iter().map(|m| m.from).collect(),
        Selection::Block(from) => moves
            .iter()
            .filter(|m| m.from == from)
            .filter_map(|m| m.tip_square())
            .collect(),
        Selection::Tipped(from, tip) => moves
            .iter()
            .filter(|m| m.from == from && m.tip == tip)
            .filter_map(|m| m.hop)
            .collect(),
    };
    squares.sort();
    squares.dedup();
    squares
}

fn forget_on_change(mut changes: MessageReader<DeblockleChange>, mut selection: ResMut<Selection>) {
    if changes.read().count() > 0 {
        *selection = Selection::Idle;
    }
}

fn handle_picks(
    mut picks: MessageReader<Pick>,
    session: Option<Res<DeblockleSession>>,
    mut selection: ResMut<Selection>,
    mut cursor: ResMut<Cursor>,
    mut requests: MessageWriter<DeblockleRequest>,
    mut previews: MessageWriter<TipPreview>,
    mut notices: MessageWriter<Notice>,
    turn: ComputerTurn,
) {
    let Some(session) = session else {
        return;
    };
    let position = session.game.position();
    if turn.program_moves(position.turn()) {
        // A program's blocks (the computer's, a guide's) are not the person's to move.
        picks.clear();
        return;
    }
    let moves = session.game.legal_moves();
    for &pick in picks.read() {
        let square = match pick {
            Pick::Square(square) => square,
            Pick::Confirm => match choices(*selection, &moves).get(cursor.index) {
                Some(&square) => square,
                None => continue,
            },
            Pick::Cycle(step) => {
                let count = choices(*selection, &moves).len().max(1);
                cursor.index =
                    (cursor.index as isize + step as isize).rem_euclid(count as isize) as usize;
                cursor.shown = true;
                continue;
            }
            Pick::Prepare(mv) => {
                prepare(mv, &moves, &mut selection, &mut cursor, &mut previews);
                continue;
            }
            Pick::Cancel => {
                *selection = match *selection {
                    Selection::Tipped(from, tip) => {
                        previews.write(TipPreview::Hide { from, tip });
                        Selection::Block(from)
                    }
                    _ => Selection::Idle,
                };
                cursor.index = 0;
                continue;
            }
        };
        let outcome = choose(*selection, square, position, &moves);
        match outcome {
            Outcome::Select(next) => *selection = next,
            Outcome::ShowTip(from, tip) => {
                previews.write(TipPreview::Show { from, tip });
                *selection = Selection::Tipped(from, tip);
            }
            Outcome::Play(mv) => {
                requests.write(DeblockleRequest::Play(mv));
                *selection = Selection::Idle;
            }
            Outcome::UndoTip(from, tip) => {
                previews.write(TipPreview::Hide { from, tip });
                *selection = Selection::Block(from);
            }
            Outcome::Refuse(reason) => {
                notices.write(Notice(reason));
            }
        }
        cursor.index = 0;
        cursor.shown &= pick == Pick::Confirm;
    }
}

/// Chooses `mv` up to its last choice: its block tipped where it hops, or
/// its block alone where it only tips; the cursor on what is left to pick.
fn prepare(
    mv: Move,
    moves: &MoveList,
    selection: &mut Selection,
    cursor: &mut Cursor,
    previews: &mut MessageWriter<TipPreview>,
) {
    if !moves.contains(&mv) {
        return;
    }
    if let Selection::Tipped(from, tip) = *selection {
        previews.write(TipPreview::Hide { from, tip });
    }
    let next = match mv.hop {
        Some(_) => {
            previews.write(TipPreview::Show {
                from: mv.from,
                tip: mv.tip,
            });
            Selection::Tipped(mv.from, mv.tip)
        }
        None => Selection::Block(mv.from),
    };
    *selection = next;
    let last = last_pick(mv);
    let position = last.and_then(|last| choices(next, moves).iter().position(|&c| c == last));
    cursor.index = position.unwrap_or(0);
    cursor.shown = position.is_some();
}

/// The square picked last to make `mv`: where it hops, or where it tips
/// when it does not hop (a star the block leaves the board from too).
pub fn last_pick(mv: Move) -> Option<Square> {
    mv.hop.or(mv.tip_square())
}

/// What a pick of `square` does.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Outcome {
    Select(Selection),
    ShowTip(Square, Direction),
    Play(Move),
    UndoTip(Square, Direction),
    Refuse(Message),
}

fn choose(selection: Selection, square: Square, position: &Position, moves: &MoveList) -> Outcome {
    let movable = |square: Square| moves.iter().any(|m| m.from == square);
    match selection {
        Selection::Idle if movable(square) => Outcome::Select(Selection::Block(square)),
        Selection::Idle => Outcome::Refuse(
            position
                .why_immobile(square)
                .map_or_else(blank, |reason| reason.message()),
        ),
        Selection::Block(from) if square == from => Outcome::Select(Selection::Idle),
        Selection::Block(from) => {
            let tip = match tip_onto(from, square) {
                Ok(tip) => tip,
                Err(_) if movable(square) => return Outcome::Select(Selection::Block(square)),
                Err(reason) => return Outcome::Refuse(reason.message()),
            };
            let completions: Vec<&Move> = moves
                .iter()
                .filter(|m| m.from == from && m.tip == tip)
                .collect();
            let tip_only = Move {
                from,
                tip,
                hop: None,
            };
            match completions.as_slice() {
                [] if movable(square) => Outcome::Select(Selection::Block(square)),
                // No legal tip there, or one with nothing left to choose:
                // the rules' verdict on the tip alone.
                [] => judged(position, tip_only),
                [only] if only.hop.is_none() => judged(position, tip_only),
                _ => Outcome::ShowTip(from, tip),
            }
        }
        Selection::Tipped(from, tip) if from.step(tip) == Some(square) || square == from => {
            Outcome::UndoTip(from, tip)
        }
        Selection::Tipped(from, tip) => judged(
            position,
            Move {
                from,
                tip,
                hop: Some(square),
            },
        ),
    }
}

/// The rules' verdict on a complete move: play it, or say why not.
fn judged(position: &Position, mv: Move) -> Outcome {
    match position.check(mv) {
        Ok(()) => Outcome::Play(mv),
        Err(reason) => Outcome::Refuse(reason.message()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn a_move_is_made_in_three_picks() {
        let position = Position::example_start();
        let moves = position.legal_moves();
        let picked = choose(Selection::Idle, sq("c1"), &position, &moves);
        assert_eq!(picked, Outcome::Select(Selection::Block(sq("c1"))));
        let tipped = choose(Selection::Block(sq("c1")), sq("c2"), &position, &moves);
        assert_eq!(tipped, Outcome::ShowTip(sq("c1"), Direction::North));
        let played = choose(
            Selection::Tipped(sq("c1"), Direction::North),
            sq("d3"),
            &position,
            &moves,
        );
        assert_eq!(played, Outcome::Play("c1N-d3".parse().unwrap()));
    }

    #[test]
    fn a_tip_without_a_hop_plays_at_once() {
        let position = Position::example_start();
        let moves = position.legal_moves();
        let stop = choose(Selection::Block(sq("e3")), sq("e4"), &position, &moves);
        assert_eq!(stop, Outcome::Play("e3N".parse().unwrap()));
    }

    #[test]
    fn refusals_are_the_rules_reasons() {
        let position = Position::example_start();
        let moves = position.legal_moves();
        let theirs = choose(Selection::Idle, sq("c5"), &position, &moves);
        assert_eq!(
            theirs,
            Outcome::Refuse(
                Message::new("deblockle-not-your-block")
                    .with("square", "c5")
                    .with("owner", Message::new("player-teal"))
            )
        );
        let star = choose(Selection::Block(sq("e3")), sq("e2"), &position, &moves);
        assert_eq!(
            star,
            Outcome::Refuse(Message::new("deblockle-star-up-off-target"))
        );
        let far = choose(
            Selection::Tipped(sq("c1"), Direction::North),
            sq("c4"),
            &position,
            &moves,
        );
        assert_eq!(
            far,
            Outcome::Refuse(Message::new("deblockle-x-hops-one-diagonal"))
        );
    }

    #[test]
    fn choices_follow_the_stage() {
        let position = Position::example_start();
        let moves = position.legal_moves();
        let names = |s: Selection| -> Vec<String> {
            choices(s, &moves).iter().map(|q| q.to_string()).collect()
        };
        assert_eq!(names(Selection::Idle), ["c1", "e1", "c3", "e3"]);
        assert_eq!(
            names(Selection::Tipped(sq("c1"), Direction::North)),
            ["b1", "d1", "b3", "d3"]
        );
    }
}
