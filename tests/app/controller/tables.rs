//! A controller at each table: the D-pad walks the board's cursor from
//! the middle of the table, square by square or hex by hex as the players
//! see the board, A presses the cell it is on (a Deblockle block tipped, a
//! Hive tile put down, a Blokus 3D piece taken up and dropped), the
//! shoulder buttons still choose with the keys, and Start opens the
//! table's menu, whose buttons the D-pad goes through and A presses (an
//! undo, a hint: the cursor goes to the hint's last step and A plays it).
//! Two controllers: the one whose seat is not to move walks nothing.
//! Deblockle's setup roll: the D-pad puts each rolled block down.

use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use tabletop::blokus3d::placing::BlokusHand;
use tabletop::blokus3d::session::{BlokusSeats, BlokusSession};
use tabletop::deblockle::seats::DeblockleSeats;
use tabletop::deblockle::selection::Selection;
use tabletop::deblockle::session::{DeblockleRequest, DeblockleSession, Start};
use tabletop::deblockle::setup::{Placing, SetupPlan};
use tabletop::game_start::StartGame;
use tabletop::hive::session::HiveSession;
use tabletop::table::board_cursor::BoardCursor;
use tabletop::table::camera::OrbitCamera;
use tabletop::table::game::TableGame;
use tabletop::table::hint::ShownHint;
use tabletop::table::marks::{BoardCells, BoardFrame};
use tabletop_i18n::Language;
use tabletop_rules::blokus3d::{Placement, Position as BlokusPosition, Seating};
use tabletop_rules::deblockle::{Player, Position, RulesOptions};
use tabletop_rules::hive::Hex;
use tabletop_rules::tree::Cell;

use super::{connect, moves_played, press, shown_text};
use crate::hive::keys::hive_hotseat;
use crate::layout::{SIZES, app_in_a_window, go_to, resize};
use crate::settle;
use crate::setup::{placement, placing_for};
use crate::whole::button_labelled;
use tabletop::testing::frames_until;

fn cursor(app: &App) -> Option<Cell> {
    app.world().resource::<BoardCursor>().0
}

fn focused(app: &App) -> Option<Entity> {
    app.world().resource::<InputFocus>().get()
}

/// The D-pad's arrow for going `gap` (right, up) the longer way first.
fn dpad_towards(gap: Vec2) -> GamepadButton {
    match (gap.x.abs() > gap.y.abs(), gap.x > 0.0, gap.y > 0.0) {
        (true, true, _) => GamepadButton::DPadRight,
        (true, false, _) => GamepadButton::DPadLeft,
        (false, _, true) => GamepadButton::DPadUp,
        (false, _, false) => GamepadButton::DPadDown,
    }
}

/// Walks the cursor to `target` with the D-pad, as a player looking at
/// the screen would: towards it along the camera's right or away from it,
/// whichever is the longer way.
pub(super) fn walk_to<G: BoardCells + TableGame>(app: &mut App, pad: Entity, target: Cell) {
    if cursor(app).is_none() {
        press(app, pad, GamepadButton::DPadUp);
    }
    for _ in 0..24 {
        let Some(at) = cursor(app) else {
            panic!("the cursor is shown");
        };
        if at == target {
            return;
        }
        let session = app.world().resource::<G>();
        let gap = session.mark_point(target) - session.mark_point(at);
        let world = app.world_mut();
        // The board's frame may have turned (Blokus 3D's turntable).
        let frame = world
            .query_filtered::<&GlobalTransform, With<BoardFrame>>()
            .iter(world)
            .next()
            .map_or(Quat::IDENTITY, GlobalTransform::rotation);
        let gap = frame * gap;
        let yaw = world
            .query::<&OrbitCamera>()
            .single(world)
            .expect("the camera")
            .yaw;
        let right = gap.dot(Vec3::new(yaw.cos(), 0.0, -yaw.sin()));
        let away = gap.dot(Vec3::new(-yaw.sin(), 0.0, -yaw.cos()));
        press(app, pad, dpad_towards(Vec2::new(right, away)));
    }
    panic!("the cursor never reached {target:?}: at {:?}", cursor(app));
}

/// Moves the focus to `button` with the D-pad, as a player looking at the
/// screen would: towards it across or down the screen, whichever is the
/// longer way.
pub(super) fn focus_with_the_dpad(app: &mut App, pad: Entity, button: Entity) {
    for _ in 0..12 {
        let Some(at) = focused(app) else {
            panic!("a button has the focus");
        };
        if at == button {
            return;
        }
        let place = |app: &App, entity| {
            app.world()
                .get::<UiGlobalTransform>(entity)
                .expect("laid out")
                .translation
        };
        let gap = place(app, button) - place(app, at);
        // The screen's y runs down.
        press(app, pad, dpad_towards(Vec2::new(gap.x, -gap.y)));
    }
    panic!("the focus never reached {button:?}: at {:?}", focused(app));
}

fn deblockle_selection(app: &App) -> Selection {
    *app.world().resource::<Selection>()
}

fn deblockle_moves(app: &App) -> usize {
    app.world().resource::<DeblockleSession>().moves_played()
}

#[test]
fn the_cursor_tips_a_deblockle_block_and_the_menu_undoes_it_and_asks_for_a_hint() {
    let mut app = app_in_a_window();
    resize(&mut app, SIZES[1], Language::English);
    // A Gold block on d1 and a Silver one on d7, Gold to move.
    let position: Position = crate::ONE_EACH.parse().expect("a position");
    let start = StartGame::Deblockle(
        DeblockleRequest::NewGame {
            rules: RulesOptions::default(),
            start: Start::Position(position),
        },
        DeblockleSeats::default(),
    );
    go_to(&mut app, start.table());
    app.world_mut().write_message(start);
    settle(&mut app);
    let pad = connect(&mut app);

    // The first press shows the cursor in the middle, d4; seen from Gold's
    // side, right is towards the h-file and up towards Silver's.
    press(&mut app, pad, GamepadButton::DPadUp);
    assert_eq!(cursor(&app), Some(Cell(3, 3, 0)), "d4");
    press(&mut app, pad, GamepadButton::DPadRight);
    assert_eq!(cursor(&app), Some(Cell(4, 3, 0)), "e4");
    press(&mut app, pad, GamepadButton::DPadUp);
    assert_eq!(cursor(&app), Some(Cell(4, 4, 0)), "e5");
    let rings = |app: &mut App| {
        let world = app.world_mut();
        let mut names = world.query::<&Name>();
        let count = names.iter(world).filter(|n| n.as_str() == "Board cursor");
        count.count()
    };
    assert_eq!(rings(&mut app), 1, "a ring shows the cursor");

    // The cursor to d1, A: the block is chosen; to c1, A: tipped there.
    walk_to::<DeblockleSession>(&mut app, pad, Cell(3, 0, 0));
    press(&mut app, pad, GamepadButton::South);
    assert_eq!(deblockle_selection(&app), Selection::Block(crate::sq("d1")));
    walk_to::<DeblockleSession>(&mut app, pad, Cell(2, 0, 0));
    press(&mut app, pad, GamepadButton::South);
    settle(&mut app);
    assert_eq!(deblockle_moves(&app), 1, "d1W played");

    // Start: the menu's first button, Undo, has the focus; the D-pad goes
    // on to Redo and back; A presses Undo.
    press(&mut app, pad, GamepadButton::Start);
    let undo = button_labelled(&mut app, "hud-undo");
    let redo = button_labelled(&mut app, "hud-redo");
    assert_eq!(focused(&app), Some(undo));
    press(&mut app, pad, GamepadButton::DPadRight);
    assert_eq!(focused(&app), Some(redo), "the D-pad is the menu's");
    assert_eq!(cursor(&app), Some(Cell(2, 0, 0)), "and not the cursor's");
    press(&mut app, pad, GamepadButton::DPadLeft);
    press(&mut app, pad, GamepadButton::South);
    settle(&mut app);
    assert_eq!(deblockle_moves(&app), 0, "undone");

    // Along the menu to Hint, A: the engine's move is made ready and the
    // cursor goes to its last step.
    let hint = button_labelled(&mut app, "hud-hint");
    focus_with_the_dpad(&mut app, pad, hint);
    press(&mut app, pad, GamepadButton::South);
    crate::setup::run_until(&mut app, "the hint is shown", |world| {
        world.contains_resource::<ShownHint<DeblockleSession>>()
    });
    settle(&mut app);
    let hinted = app
        .world()
        .resource::<ShownHint<DeblockleSession>>()
        .hint
        .mv;
    let last = hinted.hop.or(hinted.tip_square()).expect("a last step");
    let last = Cell(last.x().into(), last.y().into(), 0);
    assert_eq!(cursor(&app), Some(last));

    // B closes the menu; A plays the hint.
    press(&mut app, pad, GamepadButton::East);
    assert_eq!(focused(&app), None);
    press(&mut app, pad, GamepadButton::South);
    settle(&mut app);
    let session = app.world().resource::<DeblockleSession>();
    assert_eq!(session.game.moves(), [hinted], "A played the hint");
}

#[test]
fn a_controller_puts_hive_tiles_down_with_the_cursor_and_the_other_waits() {
    let mut app = hive_hotseat();
    let (white, black) = (connect(&mut app), connect(&mut app));

    // White: the shoulder (Tab) and A choose a tile in hand with the keys;
    // the D-pad shows the cursor in the middle, and A puts the tile there.
    press(&mut app, white, GamepadButton::RightTrigger);
    press(&mut app, white, GamepadButton::South);
    press(&mut app, white, GamepadButton::DPadUp);
    assert_eq!(cursor(&app), Some(Cell(0, 0, 0)));
    press(&mut app, white, GamepadButton::South);
    settle(&mut app);
    assert_eq!(moves_played(&app), 1);

    // Black's turn, taken by the other controller; White's walks nothing.
    press(&mut app, black, GamepadButton::RightTrigger);
    press(&mut app, black, GamepadButton::South);
    press(&mut app, white, GamepadButton::DPadRight);
    assert_eq!(cursor(&app), None, "Tab put the cursor aside; White waits");
    let east = Cell(1, 0, 0);
    walk_to::<HiveSession>(&mut app, black, east);
    press(&mut app, black, GamepadButton::South);
    settle(&mut app);
    assert_eq!(moves_played(&app), 2);
    let session = app.world().resource::<HiveSession>();
    let top = session.game.position().top(Hex { q: 1, r: 0 });
    assert!(
        top.is_some_and(|tile| tile.colour == tabletop_rules::hive::Colour::Black),
        "{top:?}"
    );
}

/// The cell of the column the hand aims at for `placement`.
fn aimed_column(placement: Placement) -> Cell {
    let (x, y) = tabletop::blokus3d::placing::aimed_column(placement);
    Cell(x.into(), y.into(), 0)
}

#[test]
fn a_controller_takes_a_blokus_piece_turns_it_and_drops_it_where_it_fits() {
    let mut app = app_in_a_window();
    let seating = Seating {
        players: 2,
        two_colours_each: false,
    };
    let position = BlokusPosition::start('A', seating).expect("a structure");
    let start = StartGame::Blokus3d(Box::new(position), BlokusSeats::default());
    go_to(&mut app, start.table());
    app.world_mut().write_message(start);
    settle(&mut app);
    let pad = connect(&mut app);

    // The D-pad shows the cursor; A with nothing in hand takes a piece.
    press(&mut app, pad, GamepadButton::DPadUp);
    press(&mut app, pad, GamepadButton::South);
    let hand = |app: &App| *app.world().resource::<BlokusHand>();
    let piece = hand(&app).piece.expect("a piece in hand");

    // X turns it until it has somewhere to go as it is turned.
    let fitting = |app: &App| {
        let hand = hand(app);
        let session = app.world().resource::<BlokusSession>();
        session
            .position
            .legal_placements()
            .into_iter()
            .find(|p| p.piece == piece && p.orientation == hand.orientation)
    };
    for _ in 0..8 {
        if fitting(&app).is_some() {
            break;
        }
        press(&mut app, pad, GamepadButton::West);
    }
    let placement = fitting(&app).expect("a way to turn it that fits");
    walk_to::<BlokusSession>(&mut app, pad, aimed_column(placement));
    assert_eq!(hand(&app).placement(), Some(placement), "held there");
    press(&mut app, pad, GamepadButton::South);
    settle(&mut app);
    let session = app.world().resource::<BlokusSession>();
    assert_eq!(session.position.history(), [placement]);
}

#[test]
fn a_controller_places_the_rolled_blocks_with_the_dpad_and_is_done_from_the_menu() {
    let mut app = app_in_a_window();
    resize(&mut app, SIZES[1], Language::English);
    let plan = SetupPlan {
        first: Player::Gold,
        seed: 7,
        placing: Placing::ByHand,
        animate: false,
    };
    let start = StartGame::Deblockle(
        DeblockleRequest::NewGame {
            rules: RulesOptions::default(),
            start: Start::Setup(plan),
        },
        DeblockleSeats::default(),
    );
    go_to(&mut app, start.table());
    app.world_mut().write_message(start);
    frames_until(&mut app, "Gold places", |app| {
        placing_for(app.world(), Player::Gold)
    });
    let pad = connect(&mut app);

    // The D-pad puts the first block on the first free square and moves
    // it along them; the shoulder chooses the next block, the D-pad puts
    // it down too.
    press(&mut app, pad, GamepadButton::DPadRight);
    settle(&mut app);
    let first = placement(&app).square(0).expect("block 0 placed");
    press(&mut app, pad, GamepadButton::DPadRight);
    settle(&mut app);
    let moved = placement(&app).square(0).expect("still placed");
    assert!(moved > first, "{first:?} → {moved:?}");
    press(&mut app, pad, GamepadButton::DPadLeft);
    settle(&mut app);
    assert_eq!(placement(&app).square(0), Some(first), "and back");
    for block in 1..placement(&app).faces().len() {
        press(&mut app, pad, GamepadButton::RightTrigger);
        press(&mut app, pad, GamepadButton::DPadUp);
        settle(&mut app);
        assert!(placement(&app).square(block).is_some(), "block {block}");
    }
    assert!(placement(&app).is_complete());
    assert_eq!(
        shown_text(&mut app, "setup-hint-all-placed"),
        "All placed. Turn any block with X, move it with the D-pad, or press A (Done)."
    );

    // Start opens the bar's buttons; the D-pad goes to Done and A presses it.
    press(&mut app, pad, GamepadButton::Start);
    let done = button_labelled(&mut app, "setup-done");
    focus_with_the_dpad(&mut app, pad, done);
    press(&mut app, pad, GamepadButton::South);
    settle(&mut app);
    assert!(!placing_for(app.world(), Player::Gold), "Gold is done");
}
