//! A Hive move chosen with the keys (a controller's shoulders and A press
//! the same): Tab shows the cursor on the first tile that can move, Tab
//! again goes on and Shift+Tab back, Enter chooses the tile, Tab walks its
//! destinations and Enter plays there; a ring shows the cursor.

use bevy::input::ButtonState;
use bevy::prelude::*;
use tabletop::game_start::StartGame;
use tabletop::hive::cursor::{Choice, HiveCursor, choices};
use tabletop::hive::seats::HiveSeats;
use tabletop::hive::selection::HiveSelection;
use tabletop::hive::session::HiveSession;
use tabletop::table::game::TableGame as _;
use tabletop_rules::hive::{HiveGame, Move};

use crate::settle;
use crate::whole::{key_event, press_key, whole_app};

fn cursor(app: &App) -> HiveCursor {
    *app.world().resource::<HiveCursor>()
}

fn rings(app: &mut App) -> usize {
    let world = app.world_mut();
    let mut named = world.query::<&Name>();
    named
        .iter(world)
        .filter(|name| name.as_str() == "Hive cursor")
        .count()
}

/// The whole app at a new Hive game between two people.
pub(crate) fn hive_hotseat() -> App {
    let mut app = whole_app();
    app.world_mut().write_message(StartGame::Hive(
        Box::new(HiveGame::new()),
        HiveSeats::default(),
    ));
    settle(&mut app);
    app
}

#[test]
fn a_move_is_chosen_and_played_with_tab_and_enter() {
    let mut app = hive_hotseat();
    assert!(!cursor(&app).shown);
    assert_eq!(rings(&mut app), 0);

    // The first Tab shows the cursor on the first tile, the next goes on,
    // Shift+Tab comes back.
    press_key(&mut app, KeyCode::Tab);
    settle(&mut app);
    assert_eq!(
        cursor(&app),
        HiveCursor {
            index: 0,
            shown: true
        }
    );
    assert_eq!(rings(&mut app), 1);
    press_key(&mut app, KeyCode::Tab);
    assert_eq!(cursor(&app).index, 1);
    key_event(&mut app, KeyCode::ShiftLeft, ButtonState::Pressed);
    press_key(&mut app, KeyCode::Tab);
    key_event(&mut app, KeyCode::ShiftLeft, ButtonState::Released);
    assert_eq!(cursor(&app).index, 0);

    // Enter chooses the tile the cursor is on: one of White's.
    let session = app.world().resource::<HiveSession>();
    let selection = app.world().resource::<HiveSelection>();
    let Choice::Tile(first) = choices(&session.game, selection)[0] else {
        panic!("tiles first");
    };
    press_key(&mut app, KeyCode::Enter);
    settle(&mut app);
    let selection = app.world().resource::<HiveSelection>().clone();
    assert_eq!(selection.piece, Some(first));

    // Its destinations (the first tile's: the middle of the table), Enter
    // plays there.
    let session = app.world().resource::<HiveSession>();
    let destinations = choices(&session.game, &selection);
    assert!(matches!(destinations[..], [Choice::Hex(_), ..]));
    press_key(&mut app, KeyCode::Enter);
    settle(&mut app);
    let session = app.world().resource::<HiveSession>();
    assert_eq!(session.moves_played(), 1);
    assert!(matches!(session.game.last_move(), Some(Move::Place(piece, _)) if piece == first));
    assert!(!cursor(&app).shown, "hidden once the move is played");
    assert_eq!(rings(&mut app), 0);
}
