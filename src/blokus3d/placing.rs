//! Choosing and placing a piece: pick one from your tray, turn it about any
//! axis (through all its orientations), aim it over a column, drop it. The
//! piece in hand always knows, from the rules, where it would come to rest
//! and whether it may go there, and if not, why.

use bevy::prelude::*;
use tabletop_i18n::Explained;
use tabletop_rules::blokus3d::{PieceKind, Placement, PlacementError, Position, SIDE, Shape};

use super::session::{BlokusChange, BlokusRequest, BlokusSeats, BlokusSession, Person};
use super::setting_up::PutByHand;
use crate::table::Notice;
use crate::table::TableSystems;
use crate::table::set_up::PositionBeingSetUp;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<BlokusPick>()
        .init_resource::<BlokusHand>()
        .add_systems(
            Update,
            (empty_hand_on_turns, handle_picks)
                .chain()
                .in_set(TableSystems::Select),
        );
}

/// What a player did with the piece in hand.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlokusPick {
    /// Take this piece from the tray of the colour to move.
    Piece(PieceKind),
    /// The next (1) or previous (-1) piece held, after the one in hand.
    Cycle(i8),
    /// A quarter turn about an axis (0: x, 1: y, 2: vertical).
    Turn(usize),
    /// Hold it over this column.
    Aim(u8, u8),
    /// Let it go where it is held.
    Drop,
    /// Put it back.
    Clear,
    /// Take this placement's piece, turn it and hold it where it goes (a
    /// hint): a drop plays it.
    Prepare(Placement),
}

/// The piece in hand: which, how it is turned, over which column.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BlokusHand {
    /// The piece.
    pub piece: Option<PieceKind>,
    /// Its orientation (an index into [`PieceKind::orientations`]).
    pub orientation: u8,
    /// The column the pointer is over.
    pub column: Option<(u8, u8)>,
}

impl BlokusHand {
    /// The placement the hand would make: the piece centred on the column
    /// aimed at, kept on the grid.
    pub fn placement(&self) -> Option<Placement> {
        let piece = self.piece?;
        let (x, y) = self.column?;
        let shape = piece.orientations().get(usize::from(self.orientation))?;
        let (reach_x, reach_y) = shape.reach();
        let corner = |at: u8, reach: i8| {
            let reach = reach.max(0) as u8;
            at.saturating_sub(reach / 2).min(SIDE as u8 - 1 - reach)
        };
        Some(Placement {
            piece,
            orientation: self.orientation,
            x: corner(x, reach_x),
            y: corner(y, reach_y),
        })
    }
}

/// The column the hand aims at to make `placement`: the one that centres
/// it there (see [`BlokusHand::placement`]).
pub fn aimed_column(placement: Placement) -> (u8, u8) {
    let shape = &placement.piece.orientations()[usize::from(placement.orientation)];
    let (reach_x, reach_y) = shape.reach();
    let centre = |corner: u8, reach: i8| corner + reach.max(0) as u8 / 2;
    (centre(placement.x, reach_x), centre(placement.y, reach_y))
}

/// The orientation a piece is taken up in (and lies in on its tray): the
/// lowest, then the deepest, then the narrowest.
pub fn lying_flat(piece: PieceKind) -> u8 {
    let height = |shape: &Shape| shape.cubes().iter().map(|c| c[2]).max().unwrap_or(0);
    let best = piece
        .orientations()
        .iter()
        .enumerate()
        .min_by_key(|(_, shape)| (height(shape), -shape.reach().1, shape.reach().0))
        .map_or(0, |(index, _)| index);
    u8::try_from(best).unwrap_or(0)
}

/// Whether the hand's placement is legal in `position` (the level it comes
/// to rest at) or why not; `None` with nothing in hand or nothing aimed at.
/// While a position is set up `by_hand`, only the rules of the stone hold
/// (see [`Position::check_by_hand`]).
pub fn verdict(
    hand: &BlokusHand,
    position: &Position,
    by_hand: bool,
) -> Option<(Placement, Result<u8, PlacementError>)> {
    let placement = hand.placement()?;
    let verdict = if by_hand {
        position.check_by_hand(position.seat_to_move(), placement)
    } else {
        position.check(placement)
    };
    Some((placement, verdict))
}

/// A placement by anyone clears the hand; the turn has moved on.
fn empty_hand_on_turns(mut changes: MessageReader<BlokusChange>, mut hand: ResMut<BlokusHand>) {
    if changes.read().count() > 0 {
        let column = hand.column;
        *hand = BlokusHand {
            column,
            ..BlokusHand::default()
        };
    }
}

fn handle_picks(
    mut picks: MessageReader<BlokusPick>,
    mut hand: ResMut<BlokusHand>,
    session: Option<Res<BlokusSession>>,
    seats: Res<BlokusSeats>,
    setting_up: Option<Res<PositionBeingSetUp>>,
    mut requests: MessageWriter<BlokusRequest>,
    mut puts: MessageWriter<PutByHand>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(session) = session else {
        picks.clear();
        return;
    };
    let position = &session.position;
    let to_move = Person(position.seating().player_of(position.seat_to_move()));
    let persons_turn = !seats.of(to_move).is_machine() && !position.is_over();
    for &pick in picks.read() {
        match pick {
            BlokusPick::Aim(x, y) => hand.column = Some((x, y)),
            BlokusPick::Clear => hand.piece = None,
            _ if !persons_turn => {}
            BlokusPick::Piece(piece) => match position.check_in_hand(piece) {
                Ok(()) => {
                    hand.piece = Some(piece);
                    hand.orientation = lying_flat(piece);
                }
                Err(reason) => {
                    notices.write(Notice(reason.message()));
                }
            },
            BlokusPick::Cycle(step) => {
                let seat = position.seat_to_move();
                let count = PieceKind::ALL.len() as i32;
                // With nothing in hand, start before the first (or after the last).
                let start = if step > 0 { -1 } else { count };
                let from = hand.piece.map_or(start, |p| p.index() as i32);
                let next = (1..=count)
                    .map(|k| (from + k * i32::from(step.signum())).rem_euclid(count))
                    .map(|i| PieceKind::ALL[i as usize])
                    .find(|&piece| position.holds(seat, piece));
                if let Some(piece) = next {
                    hand.piece = Some(piece);
                    hand.orientation = lying_flat(piece);
                }
            }
            BlokusPick::Turn(axis) => {
                if let Some(piece) = hand.piece {
                    hand.orientation = piece.turned(hand.orientation, axis).unwrap_or(0);
                }
            }
            BlokusPick::Prepare(placement) => {
                *hand = BlokusHand {
                    piece: Some(placement.piece),
                    orientation: placement.orientation,
                    column: Some(aimed_column(placement)),
                };
            }
            BlokusPick::Drop => match verdict(&hand, position, setting_up.is_some()) {
                // The set-up's panel says the stone's refusal.
                Some((placement, _)) if setting_up.is_some() => {
                    puts.write(PutByHand(placement));
                }
                Some((placement, Ok(_))) => {
                    requests.write(BlokusRequest::Place(placement));
                }
                Some((_, Err(reason))) => {
                    notices.write(Notice(reason.message()));
                }
                None => {}
            },
        }
    }
}
