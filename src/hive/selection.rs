//! Choosing a move with picks: a tile (in the reserve or the hive), then
//! one of its destinations. A Pillbug (or a Mosquito beside one) also
//! shows the tiles it can throw: pick one of them, then where it lands.
//! Which tiles may move and where comes from the rules only; a tile that
//! cannot move says why, in the rules' words.

use bevy::prelude::*;
use tabletop_i18n::Explained;
use tabletop_rules::hive::{Hex, HiveGame, Move, Piece};

use super::seats::HiveSeats;
use super::session::{HiveChange, HiveRequest, HiveSession};
use crate::table::Notice;
use crate::table::TableSystems;
use crate::table::puzzles::ActivePuzzle;
use crate::table::set_up::not_setting_up;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HivePick>()
        .init_resource::<HiveSelection>()
        .add_systems(
            Update,
            (clear_on_change, choose.run_if(not_setting_up))
                .chain()
                .in_set(TableSystems::Select),
        );
}

/// What a player pointed at.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HivePick {
    /// A tile: in a reserve, or in the hive (any tile of a stack).
    Tile(Piece),
    /// A hex of the table (a destination shown, or empty felt).
    Hex(Hex),
    /// Let go of the chosen tile.
    Clear,
    /// Choose this move's tile and mark its destination (a hint): a click
    /// there plays it.
    Prepare(Move),
}

/// The chosen tile and its legal moves.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct HiveSelection {
    /// The tile (for one in hand, the next of its kind).
    pub piece: Option<Piece>,
    /// Its legal moves, each ending on a different hex.
    pub moves: Vec<Move>,
    /// The one of them a hint suggests.
    pub hinted: Option<Move>,
    /// The tiles the chosen tile can throw (a Pillbug, or a Mosquito
    /// beside one): pick one to see where it can land.
    pub throwables: Vec<Piece>,
}

impl HiveSelection {
    /// The chosen tile's move to `hex`, if it has one.
    pub fn move_to(&self, hex: Hex) -> Option<Move> {
        self.moves
            .iter()
            .copied()
            .find(|&mv| destination(mv) == Some(hex))
    }
}

/// Where a move puts its tile.
pub fn destination(mv: Move) -> Option<Hex> {
    match mv {
        Move::Place(_, to) | Move::Move(_, to) => Some(to),
        Move::Pass => None,
    }
}

fn clear_on_change(mut changes: MessageReader<HiveChange>, mut selection: ResMut<HiveSelection>) {
    if changes.read().count() > 0 {
        *selection = HiveSelection::default();
    }
}

/// The tile a click on `piece` chooses: a tile in hand stands for the next
/// of its kind, a tile under others for the top of its stack.
fn tile_to_choose(game: &HiveGame, piece: Piece) -> Piece {
    let position = game.position();
    match position.location(piece) {
        None => position
            .next_in_hand(piece.colour, piece.bug)
            .unwrap_or(piece),
        Some(hex) => position.top(hex).unwrap_or(piece),
    }
}

fn choose(
    mut picks: MessageReader<HivePick>,
    mut selection: ResMut<HiveSelection>,
    session: Option<Res<HiveSession>>,
    puzzle: Option<Res<ActivePuzzle<HiveSession>>>,
    seats: Res<HiveSeats>,
    mut requests: MessageWriter<HiveRequest>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(session) = session else {
        return;
    };
    // A puzzle showing a refutation or its solution: the player waits.
    if puzzle.is_some_and(|puzzle| puzzle.paused()) {
        picks.clear();
        return;
    }
    let game = &session.game;
    let position = game.position();
    for &pick in picks.read() {
        let hex = match pick {
            HivePick::Clear => {
                *selection = HiveSelection::default();
                continue;
            }
            HivePick::Prepare(mv) => {
                if let Move::Place(piece, _) | Move::Move(piece, _) = mv {
                    *selection = HiveSelection {
                        piece: Some(piece),
                        moves: moves_of(game, piece),
                        hinted: Some(mv),
                        throwables: Vec::new(),
                    };
                }
                continue;
            }
            HivePick::Hex(hex) => Some(hex),
            // A tile on a destination (a Beetle's climb) is that hex.
            HivePick::Tile(piece) => position
                .location(piece)
                .filter(|&hex| selection.move_to(hex).is_some()),
        };
        if let Some(hex) = hex {
            if let Some(mv) = selection.move_to(hex) {
                requests.write(HiveRequest::Play(mv));
            }
            *selection = HiveSelection::default();
            continue;
        }
        let HivePick::Tile(clicked) = pick else {
            continue;
        };
        if let Some(thrower) = selection
            .piece
            .filter(|_| selection.throwables.contains(&clicked))
        {
            *selection = HiveSelection {
                piece: Some(clicked),
                moves: throws_of(game, thrower, clicked),
                ..HiveSelection::default()
            };
            continue;
        }
        let piece = tile_to_choose(game, clicked);
        let to_move = position.to_move();
        if game.outcome().is_some() || seats.of(to_move).is_machine() {
            continue;
        }
        if let Some(reason) = position.why_immobile(piece) {
            // The rules say why (not yours, the Queen first, it would split
            // the hive, covered, nowhere to go, ...).
            notices.write(Notice(reason.message()));
            *selection = HiveSelection::default();
            continue;
        }
        *selection = HiveSelection {
            piece: Some(piece),
            moves: moves_of(game, piece),
            hinted: None,
            throwables: throwables_of(game, piece),
        };
    }
}

/// The tiles `thrower` can throw now, each once.
fn throwables_of(game: &HiveGame, thrower: Piece) -> Vec<Piece> {
    let mut pieces: Vec<Piece> = game
        .position()
        .throws()
        .into_iter()
        .filter(|throw| throw.by == thrower)
        .map(|throw| throw.piece)
        .collect();
    pieces.dedup();
    pieces
}

/// `thrower`'s throws of `piece`, as moves of `piece`.
fn throws_of(game: &HiveGame, thrower: Piece, piece: Piece) -> Vec<Move> {
    game.position()
        .throws()
        .into_iter()
        .filter(|throw| throw.by == thrower && throw.piece == piece)
        .map(|throw| Move::Move(piece, throw.to))
        .collect()
}

/// The legal moves of `piece`.
fn moves_of(game: &HiveGame, piece: Piece) -> Vec<Move> {
    game.legal_moves()
        .into_iter()
        .filter(|&mv| matches!(mv, Move::Place(p, _) | Move::Move(p, _) if p == piece))
        .collect()
}
