//! Positions set up by hand on the two-player Tower (x 3–6, y 2–6, four
//! cubes high), checked against hand-worked facts.

use super::*;
use crate::blokus3d::{PieceKind, Seating};

/// `piece` turned so that its cubes are `cubes`, its corner at `(x, y)`.
fn at(piece: PieceKind, cubes: &[[i8; 3]], x: u8, y: u8) -> Placement {
    let mut wanted = cubes.to_vec();
    wanted.sort_unstable();
    let orientation = piece
        .orientations()
        .iter()
        .position(|shape| shape.cubes() == wanted.as_slice())
        .expect("an orientation of the piece");
    Placement {
        piece,
        orientation: orientation as u8,
        x,
        y,
    }
}

const FLAT_D2: &[[i8; 3]] = &[[0, 0, 0], [1, 0, 0]];
const FLAT_I3: &[[i8; 3]] = &[[0, 0, 0], [1, 0, 0], [2, 0, 0]];
const UPRIGHT_I3: &[[i8; 3]] = &[[0, 0, 0], [0, 0, 1], [0, 0, 2]];

const BLUE: usize = 0;
const YELLOW: usize = 1;

fn tower() -> Position {
    Position::start('A', Seating::one_colour_each(2))
        .expect("the shipped Tower")
        .as_set_up()
}

fn put(position: &mut Position, seat: usize, placement: Placement) {
    position
        .put_by_hand(seat, placement)
        .expect("it comes to rest");
}

#[test]
fn pieces_put_by_hand_rest_as_pieces_do_whatever_the_turn() {
    let mut position = tower();
    // Yellow's domino first, though Blue is to move.
    put(&mut position, YELLOW, at(PieceKind::D2, FLAT_D2, 3, 2));
    assert_eq!(position.height(3, 2), 1);
    assert_eq!(position.top(4, 2), Some(Colour::Yellow));
    // Blue's trio apart from it: no touching needed by hand.
    put(&mut position, BLUE, at(PieceKind::I3, FLAT_I3, 3, 5));
    assert_eq!(position.height(5, 5), 1);
    // Over the domino and the floor beside it a cube would hang.
    let over = at(PieceKind::I3, FLAT_I3, 3, 2);
    assert_eq!(
        position.put_by_hand(YELLOW, over),
        Err(PlacementError::Overhang)
    );
    assert_eq!(
        position.put_by_hand(BLUE, at(PieceKind::D2, FLAT_D2, 0, 0)),
        Err(PlacementError::Outside)
    );
    assert_eq!(
        position.put_by_hand(YELLOW, at(PieceKind::D2, FLAT_D2, 5, 6)),
        Err(PlacementError::NotInHand(PieceKind::D2))
    );
    // Stood upright on the domino: three cubes from height 1, under the
    // limit of 4.
    put(
        &mut position,
        BLUE,
        at(PieceKind::D2, &[[0, 0, 0], [0, 0, 1]], 3, 2),
    );
    assert_eq!(position.height(3, 2), 3);
    assert_eq!(
        position.put_by_hand(YELLOW, at(PieceKind::I3, UPRIGHT_I3, 3, 2)),
        Err(PlacementError::TooHigh)
    );
}

#[test]
fn the_top_piece_comes_out_but_not_one_another_rests_on() {
    let mut position = tower();
    put(&mut position, YELLOW, at(PieceKind::I3, FLAT_I3, 3, 2));
    put(&mut position, BLUE, at(PieceKind::D2, FLAT_D2, 3, 2));
    // (5, 2)'s top is Yellow's trio, but Blue's domino rests on it.
    assert_eq!(position.take_by_hand(5, 2), Err(PlacementError::Overhang));
    assert_eq!(position.take_by_hand(3, 2), Ok(Some(Colour::Blue)));
    assert_eq!(position.height(3, 2), 1);
    assert!(position.holds(BLUE, PieceKind::D2), "back in Blue's hand");
    assert_eq!(position.take_by_hand(5, 2), Ok(Some(Colour::Yellow)));
    assert_eq!(position.take_by_hand(5, 2), Ok(None));
    assert_eq!(position.height(3, 2), 0);
}

#[test]
fn the_rules_say_why_no_game_reaches_a_set_up() {
    let mut position = tower();
    assert_eq!(position.check_set_up(), Ok(()));
    // Yellow to move with nothing placed: Blue has missed its turn.
    position.pass_by_hand();
    assert_eq!(position.check_set_up(), Err(SetUpError::TurnOrder));
    // Blue's domino down: now it is Yellow's turn, not Blue's.
    put(&mut position, BLUE, at(PieceKind::D2, FLAT_D2, 3, 2));
    assert_eq!(position.check_set_up(), Ok(()));
    position.pass_by_hand();
    assert_eq!(position.check_set_up(), Err(SetUpError::TurnOrder));
    // Blue out, Yellow to move: Blue may have placed fewer.
    let mut out = tower();
    put(&mut out, YELLOW, at(PieceKind::D2, FLAT_D2, 3, 2));
    out.toggle_out_by_hand();
    out.pass_by_hand();
    out.pass_by_hand();
    assert_eq!(out.check_set_up(), Ok(()));

    // Blue's only piece lies on Yellow's: it never touched the board.
    let mut lifted = tower();
    put(&mut lifted, YELLOW, at(PieceKind::D2, FLAT_D2, 3, 2));
    put(&mut lifted, BLUE, at(PieceKind::D2, FLAT_D2, 3, 2));
    assert_eq!(
        lifted.check_set_up(),
        Err(SetUpError::OffTheBoard(Colour::Blue))
    );

    // Blue's two pieces apart; Yellow's two touch, the trio standing on
    // the domino.
    let mut apart = tower();
    put(&mut apart, BLUE, at(PieceKind::D2, FLAT_D2, 3, 2));
    put(&mut apart, BLUE, at(PieceKind::I3, FLAT_I3, 3, 5));
    put(&mut apart, YELLOW, at(PieceKind::D2, FLAT_D2, 5, 6));
    put(&mut apart, YELLOW, at(PieceKind::I3, UPRIGHT_I3, 6, 6));
    assert_eq!(apart.height(6, 6), 4);
    assert_eq!(apart.check_set_up(), Err(SetUpError::Apart(Colour::Blue)));

    // Each colour's domino on the board, but apart: Yellow's first piece
    // would have had to touch Blue's. Beside it, a game reaches them.
    let mut scattered = tower();
    put(&mut scattered, BLUE, at(PieceKind::D2, FLAT_D2, 3, 2));
    put(&mut scattered, YELLOW, at(PieceKind::D2, FLAT_D2, 5, 6));
    assert_eq!(scattered.check_set_up(), Err(SetUpError::Scattered));
    let mut beside = tower();
    put(&mut beside, BLUE, at(PieceKind::D2, FLAT_D2, 3, 2));
    put(&mut beside, YELLOW, at(PieceKind::D2, FLAT_D2, 3, 3));
    assert_eq!(beside.check_set_up(), Ok(()));
}

#[test]
fn a_game_goes_on_from_a_set_up_and_its_text_reads_back() {
    let mut position = tower();
    put(&mut position, BLUE, at(PieceKind::D2, FLAT_D2, 3, 2));
    position.pass_by_hand();
    let mut game = position.settled().expect("a game reaches it");
    assert_eq!(game.seat_to_move(), YELLOW);
    assert!(game.history().is_empty());
    // Yellow's first piece must touch Blue's and the board: one beside it.
    let beside = at(PieceKind::D2, FLAT_D2, 3, 3);
    assert_eq!(game.check(beside), Ok(0));
    let apart = at(PieceKind::D2, FLAT_D2, 3, 5);
    assert_eq!(game.check(apart), Err(PlacementError::FirstMustTouchAPiece));
    game.place(beside).expect("legal");
    let text = game.to_string();
    assert_eq!(
        text,
        format!(
            "A-2; B={}; turn=Y; {beside}",
            at(PieceKind::D2, FLAT_D2, 3, 2)
        )
    );
    assert_eq!(Position::parse(&text), Ok(game.clone()));
    // Taken back, the game is at the position set up.
    let (before, last) = game.before_last().expect("one placement");
    assert_eq!(last, beside);
    assert_eq!(before, game.restarted());
    assert_eq!(before.top(3, 2), Some(Colour::Blue));
    // Set up again from the game: both dominoes as if put by hand.
    let again = game.as_set_up();
    assert_eq!(again.check_set_up(), Ok(()));
    assert_eq!(again.seat_to_move(), BLUE);
    assert_eq!(again.top(3, 3), Some(Colour::Yellow));
    // A set-up no game reaches is refused when read.
    assert!(matches!(
        Position::parse("A-2; turn=Y"),
        Err(crate::blokus3d::PositionParseError::SetUp(
            SetUpError::TurnOrder
        ))
    ));
    assert!(Position::parse("A-2; Q=D2:0@3,2").is_err());
}

#[test]
fn a_colour_set_out_is_passed_over_when_the_game_goes_on() {
    let mut position = tower();
    position.toggle_out_by_hand();
    let game = position.settled().expect("a game reaches it");
    assert!(game.is_out(BLUE));
    assert_eq!(game.seat_to_move(), YELLOW);
    assert_eq!(game.to_string(), "A-2; turn=B; out=B");
    assert_eq!(Position::parse(&game.to_string()), Ok(game));
}
