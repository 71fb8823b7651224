//! Setting up a Hive position at the table, in the whole app without a
//! window: Cancel brings back the game; tiles come from the reserves onto
//! hexes and stacks, are lifted and put elsewhere, go back; the rules say
//! why no game reaches the tiles as they lie (Black before White, the hive
//! in two parts) while the table shows them; played on against the
//! computer from Black's turn, the game keeps where it began through its
//! autosave.

use tabletop::hive::setting_up::pile_cell;
use tabletop::table::set_up::{
    Against, PositionBeingSetUp, SetUpAction, SetUpRequest, SetsUp, SettingUp, Touch,
};
use tabletop::table::tree::MoveEntry;
use tabletop::testing::{flush_autosave, scratch_folder};
use tabletop_rules::hive::Bug;
use tabletop_rules::tree::Cell;

use super::*;
use crate::set_up::said;
use crate::whole::{press_key, whole_app};

fn ask(app: &mut App, action: SetUpAction) {
    app.world_mut()
        .write_message(SetUpRequest::<HiveSession>::new(action));
    settle(app);
}

fn touch_hex(app: &mut App, q: i32, r: i32, touch: Touch) {
    ask(app, SetUpAction::Touch(Cell(q, r, 0), touch));
}

fn take_from(app: &mut App, colour: Colour, bug: Bug) {
    ask(app, SetUpAction::Touch(pile_cell(colour, bug), Touch::Next));
}

/// Why the rules say no game reaches the position set up (a message key).
fn cannot_arise(app: &App) -> Option<String> {
    let setting = &app.world().resource::<SettingUp<HiveSession>>().setup;
    HiveSession::cannot_arise(setting).map(|reason| reason.key.to_string())
}

fn setting_up(app: &App) -> bool {
    app.world().contains_resource::<PositionBeingSetUp>()
}

/// What the moves panel lists, in order.
fn listed_moves(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut texts = world.query::<(&Text, &ChildOf)>();
    let texts: Vec<(String, Entity)> = texts
        .iter(world)
        .map(|(text, parent)| (text.0.clone(), parent.parent()))
        .collect();
    texts
        .into_iter()
        .filter(|(_, parent)| world.get::<MoveEntry>(*parent).is_some())
        .map(|(text, _)| text)
        .collect()
}

const EAST: Hex = Hex { q: 1, r: 0 };
const WEST: Hex = Hex { q: -1, r: 0 };

#[test]
fn a_hive_position_is_set_up_at_the_table_and_played_on() {
    let folder = scratch_folder("set-up", "hive");
    let path = folder.join("autosave.ron");
    let mut app = whole_app();
    app.insert_resource(GameAutosave::at(&path));
    app.world_mut().write_message(StartGame::Hive(
        Box::new(HiveGame::new()),
        HiveSeats::default(),
    ));
    settle(&mut app);
    play(&mut app, "wS1");
    play(&mut app, "bG1 -wS1");
    let before = session(&app).game.clone();

    // F8 and Escape: the game as it was.
    press_key(&mut app, KeyCode::F8);
    settle(&mut app);
    assert!(setting_up(&app));
    touch_hex(&mut app, 0, 0, Touch::Turn);
    assert_eq!(session(&app).game.position().location(piece("wS1")), None);
    press_key(&mut app, KeyCode::Escape);
    settle(&mut app);
    assert!(!setting_up(&app));
    assert_eq!(session(&app).game, before);

    // Again, and both tiles back to their reserves.
    press_key(&mut app, KeyCode::F8);
    settle(&mut app);
    let bg1 = before.position().location(piece("bG1")).expect("placed");
    touch_hex(&mut app, 0, 0, Touch::Turn);
    touch_hex(&mut app, bg1.q.into(), bg1.r.into(), Touch::Turn);
    let empty = |app: &App| {
        let position = session(app).game.position();
        position.pieces().all(|p| position.location(p).is_none())
    };
    assert!(empty(&app));

    // Black's Queen first: shown on the table, but White plays first.
    take_from(&mut app, Colour::Black, Bug::Queen);
    assert!(said(&mut app).contains(&"setting-up-in-hand".to_owned()));
    touch_hex(&mut app, 0, 0, Touch::Next);
    let position = session(&app).game.position();
    assert_eq!(position.location(piece("bQ")), Some(Hex::ORIGIN));
    assert_eq!(
        cannot_arise(&app).as_deref(),
        Some("hive-setup-black-first")
    );
    assert!(said(&mut app).contains(&"setting-up-cannot-arise".to_owned()));
    ask(&mut app, SetUpAction::Play(Against::Friend));
    assert!(setting_up(&app), "no game to play");

    // White's Queen east, Black's Beetle on top of her.
    take_from(&mut app, Colour::White, Bug::Queen);
    touch_hex(&mut app, 1, 0, Touch::Next);
    take_from(&mut app, Colour::Black, Bug::Beetle);
    touch_hex(&mut app, 1, 0, Touch::Next);
    let position = session(&app).game.position();
    assert_eq!(position.height(EAST), 2);
    assert_eq!(position.top(EAST), Some(piece("bB1")));
    assert_eq!(cannot_arise(&app), None);

    // A White Ant apart from the hive: in two parts. Lifted, put west.
    take_from(&mut app, Colour::White, Bug::Ant);
    touch_hex(&mut app, 4, 0, Touch::Next);
    assert_eq!(cannot_arise(&app).as_deref(), Some("hive-setup-in-parts"));
    touch_hex(&mut app, 4, 0, Touch::Next);
    touch_hex(&mut app, -1, 0, Touch::Next);
    assert_eq!(
        session(&app).game.position().location(piece("wA1")),
        Some(WEST)
    );
    assert_eq!(cannot_arise(&app), None);

    // Black to move, against the computer: Black is the person.
    ask(&mut app, SetUpAction::PassTheMove);
    ask(&mut app, SetUpAction::Play(Against::Computer));
    assert!(!setting_up(&app));
    let game = &session(&app).game;
    assert_eq!(game.position().to_move(), Colour::Black);
    let start = game.set_up().expect("begun from the position set up");
    assert_eq!(start.location(piece("wA1")), Some(WEST));
    let seats = app.world().resource::<HiveSeats>();
    assert_eq!(seats.of(Colour::Black), &Seat::Person);
    assert!(seats.of(Colour::White).is_machine());

    // Black plays; the computer answers from the position.
    let first = session(&app).game.legal_moves()[0];
    request(&mut app, HiveRequest::Play(first));
    for _ in 0..2000 {
        if session(&app).game.moves().len() >= 2 {
            break;
        }
        app.update();
    }
    assert_eq!(session(&app).game.moves().len(), 2, "the computer answered");
    // The moves panel writes this game's moves, not the last game's.
    settle(&mut app);
    let moves = session(&app).game.moves().to_vec();
    assert_eq!(
        listed_moves(&mut app),
        [format!("1. {}", moves[0]), format!("2. {}", moves[1])]
    );

    // The autosave carries the game on from where it began.
    flush_autosave(&app);
    let resumed = GameAutosave::at(&path).resumable().map(SavedGame::resume);
    let Some(Ok(StartGame::Hive(game, _))) = resumed else {
        panic!("a Hive game to carry on: {resumed:?}");
    };
    assert_eq!(*game, session(&app).game);
    let _ = std::fs::remove_dir_all(&folder);
}
