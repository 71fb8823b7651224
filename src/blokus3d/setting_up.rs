//! Setting up a Blokus 3D position at the table (see
//! [`crate::table::set_up`]): the piece in hand works as in a game — taken
//! from the tray of the colour to move, turned, held over a column and let
//! go — but the piece only has to come to rest as pieces do (no cube in the
//! air, none outside the structure or above its limits), whatever the turn
//! and whatever it touches. A right-click on a column takes its top piece
//! out. N gives the turn to the next colour (whose tray then serves), O
//! puts the colour to move out of the game or back in. The rules say why
//! no game reaches the position (a colour's pieces apart, none of them on
//! the board, pieces that do not follow the turns); played on, the colour
//! to move is the first still able to place.

use bevy::prelude::*;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::blokus3d::{Placement, Position};
use tabletop_rules::tree::Cell;

use super::layout::column_of;
use super::session::{BlokusRequest, BlokusSession, Person};
use crate::table::TableSystems;
use crate::table::set_up::{SetUpKeys, SetsUp, SettingUp, Touch, add_set_up, show_step};

pub(super) fn plugin(app: &mut App) {
    add_set_up::<BlokusSession>(app);
    app.add_message::<PutByHand>().add_systems(
        Update,
        put_by_hand
            .in_set(TableSystems::Rules)
            .run_if(in_state(crate::blokus3d::TABLE)),
    );
}

/// The piece in hand let go while a position is set up.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PutByHand(pub Placement);

impl SetsUp for BlokusSession {
    /// The position being set up (see [`Position::as_set_up`]).
    type Setup = Position;
    const HOW: &'static str = "setting-up-how-blokus";
    /// R, F and G turn the piece in hand, T shows the view from above and
    /// Esc puts the piece back, as in a game: the set-up has N, O and its
    /// Cancel button.
    const KEYS: SetUpKeys = SetUpKeys {
        turn: None,
        pass: KeyCode::KeyN,
        pass_words: "setting-up-pass-blokus",
        cancel: None,
        cancel_words: "setting-up-cancel-blokus",
        out: Some((KeyCode::KeyO, "setting-up-out-blokus")),
    };

    fn setup(&self) -> Position {
        self.position.as_set_up()
    }

    /// A right-click takes out the column's top piece; a left click is the
    /// piece in hand's.
    fn touch(setup: &mut Position, cell: Cell, touch: Touch) -> Result<(), Message> {
        let Some((x, y)) = column_of(cell).map(|(x, y)| (usize::from(x), usize::from(y))) else {
            return Ok(());
        };
        if touch == Touch::Turn {
            setup
                .take_by_hand(x, y)
                .map_err(|reason| reason.message())?;
        }
        Ok(())
    }

    fn side_to_move(setup: &Position) -> Person {
        Person(setup.seating().player_of(setup.seat_to_move()))
    }

    /// The colour to move (a person may play two).
    fn to_move_words(setup: &Position) -> Message {
        setup.colour_to_move().message()
    }

    fn pass_the_move(setup: &mut Position) {
        setup.pass_by_hand();
    }

    fn toggle_out(setup: &mut Position) {
        setup.toggle_out_by_hand();
    }

    fn cannot_arise(setup: &Position) -> Option<Message> {
        setup.check_set_up().err().map(|reason| reason.message())
    }

    /// The pieces as they lie, the colour chosen to move with its tray.
    fn open(setup: &Position) -> Option<BlokusRequest> {
        Some(BlokusRequest::NewGame(Box::new(setup.clone())))
    }

    /// The game from the position: the colour to move the first still
    /// able to place.
    fn play_from(setup: &Position) -> Option<BlokusRequest> {
        let game = setup.settled().ok()?;
        Some(BlokusRequest::NewGame(Box::new(game)))
    }

    fn reopen(game: &Position) -> BlokusRequest {
        BlokusRequest::NewGame(Box::new(game.clone()))
    }
}

/// Puts the piece let go into the position being set up, for the colour
/// to move, or says why the stone refuses it.
fn put_by_hand(
    mut puts: MessageReader<PutByHand>,
    setting_up: Option<ResMut<SettingUp<BlokusSession>>>,
    mut requests: MessageWriter<BlokusRequest>,
) {
    let Some(mut editing) = setting_up else {
        puts.clear();
        return;
    };
    for &PutByHand(placement) in puts.read() {
        let seat = editing.setup.seat_to_move();
        let step = editing
            .setup
            .put_by_hand(seat, placement)
            .map_err(|reason| reason.message());
        show_step(&mut editing, step, &mut requests);
    }
}

#[cfg(test)]
mod tests {
    use tabletop_rules::blokus3d::{PieceKind, Seating};

    use super::*;

    #[test]
    fn a_right_click_takes_the_top_piece_out_and_the_move_passes() {
        let start = Position::start('A', Seating::one_colour_each(2)).expect("the Tower");
        let mut setup = start.as_set_up();
        let domino = Placement {
            piece: PieceKind::D2,
            orientation: 0,
            x: 4,
            y: 4,
        };
        setup.put_by_hand(1, domino).expect("it rests on the floor");
        let column = Cell(i32::from(domino.x), i32::from(domino.y), 0);
        BlokusSession::touch(&mut setup, column, Touch::Next).expect("nothing");
        assert!(setup.height(4, 4) > 0, "a left click is the hand's");
        // Yellow's domino alone: Blue has missed its turn.
        assert!(BlokusSession::cannot_arise(&setup).is_some());
        BlokusSession::touch(&mut setup, column, Touch::Turn).expect("taken out");
        assert_eq!(setup.height(4, 4), 0);
        assert_eq!(BlokusSession::cannot_arise(&setup), None);
        BlokusSession::pass_the_move(&mut setup);
        assert_eq!(BlokusSession::side_to_move(&setup), Person(1));
        BlokusSession::toggle_out(&mut setup);
        assert!(setup.is_out(1));
    }
}
