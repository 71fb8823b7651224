//! Setting up a Deblockle position at the table, in the whole app without
//! a window: the editor begins over a game under way (by its button or
//! F8; its moves panel giving way, every side a person's), each step is
//! shown on the table as the game there (the autosave keeping the game
//! before), the board's refusals are said, the move passes; Cancel brings
//! back the game, its move tree and its seats; an empty board is one no
//! game reaches, and Play the computer plays on from the position set up,
//! the person to move.

mod blokus3d;

use bevy::prelude::*;
use tabletop::deblockle::seats::DeblockleSeats;
use tabletop::deblockle::session::{DeblockleRequest, DeblockleSession, Start};
use tabletop::game_start::StartGame;
use tabletop::language::Localized;
use tabletop::saved_game::GameAutosave;
use tabletop::table::game::TableGame;
use tabletop::table::history::{History, HistoryFolder};
use tabletop::table::hud::MovesPanel;
use tabletop::table::seats::Seat;
use tabletop::table::set_up::{Against, PositionBeingSetUp, SetUpAction, SetUpRequest, SettingUp};
use tabletop::table::tree::{TreeEdit, TreeRequest};
use tabletop_ai::Level;
use tabletop_rules::deblockle::{
    Block, Board, Game, Move, Orientation, Outcome, Player, Position, RulesOptions, Square,
};
use tabletop_rules::tree::Cell;

use super::settle;
use super::whole::{button_labelled, click, press_key, whole_app};

fn ask(app: &mut App, action: SetUpAction) {
    app.world_mut()
        .write_message(SetUpRequest::<DeblockleSession>::new(action));
    settle(app);
}

fn touch(app: &mut App, name: &str, touch: tabletop::table::set_up::Touch) {
    let square: Square = name.parse().expect("a square");
    let cell = Cell(square.x().into(), square.y().into(), 0);
    ask(app, SetUpAction::Touch(cell, touch));
}

fn session(app: &App) -> &DeblockleSession {
    app.world().resource::<DeblockleSession>()
}

fn owner_at(app: &App, name: &str) -> Option<Player> {
    let square: Square = name.parse().expect("a square");
    let board = *session(app).game.position().board();
    board.block_at(square).map(|block| block.owner)
}

/// The message keys the panel's lines say now.
pub(crate) fn said(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut lines = world.query::<&Localized>();
    lines
        .iter(world)
        .map(|line| line.0.key.to_string())
        .collect()
}

fn moves_panel_shown(app: &mut App) -> bool {
    let world = app.world_mut();
    let mut panels = world.query_filtered::<&Node, With<MovesPanel>>();
    panels.iter(world).any(|node| node.display != Display::None)
}

/// A block each, on d1 and d7.
fn one_block_each() -> Position {
    "3tHC3/3*3/7/7/7/3*3/3gLC3 g".parse().expect("a position")
}

#[test]
fn a_deblockle_position_is_set_up_at_the_table_and_played_or_given_up() {
    use tabletop::table::set_up::Touch::{Next, Turn};

    let folder = tabletop::testing::scratch_folder("set-up", "deblockle");
    let mut app = whole_app();
    app.insert_resource(GameAutosave::at(&folder.join("autosave.ron")));
    let mut seats = DeblockleSeats::default();
    seats.set(Player::Teal, Seat::Computer(Level::Easy));
    app.world_mut().write_message(StartGame::Deblockle(
        DeblockleRequest::NewGame {
            rules: RulesOptions::default(),
            start: Start::Position(one_block_each()),
        },
        seats,
    ));
    settle(&mut app);
    let first = session(&app).game.legal_moves()[0];
    app.world_mut().write_message(DeblockleSession::play(first));
    settle(&mut app);
    for _ in 0..600 {
        if session(&app).moves_played() >= 2 {
            break;
        }
        app.update();
    }
    let at = session(&app).tree().at();
    app.world_mut()
        .write_message(TreeRequest::<DeblockleSession>::new(TreeEdit::Comment(
            at,
            "before setting up".into(),
        )));
    settle(&mut app);
    let before = session(&app).game.clone();
    let tree_before = session(&app).tree().clone();
    assert!(moves_panel_shown(&mut app));

    // Set up from here (the button under the moves): the moves panel gives
    // way, every side a person's.
    let begin = button_labelled(&mut app, "setting-up-begin");
    click(&mut app, begin);
    settle(&mut app);
    assert!(app.world().contains_resource::<PositionBeingSetUp>());
    assert!(!moves_panel_shown(&mut app));
    assert!(said(&mut app).contains(&"setting-up-title".to_owned()));
    let seats = app.world().resource::<DeblockleSeats>();
    assert!(seats.all().iter().all(|seat| !seat.is_machine()));

    // The board refuses a block on a star, and says why.
    touch(&mut app, "d2", Next);
    assert_eq!(owner_at(&app, "d2"), None);
    assert!(said(&mut app).contains(&"position-refused".to_owned()));
    // a1: Gold, then Teal, turned; each step is the game at the table.
    touch(&mut app, "a1", Next);
    assert_eq!(owner_at(&app, "a1"), Some(Player::Gold));
    assert!(!said(&mut app).contains(&"position-refused".to_owned()));
    touch(&mut app, "a1", Next);
    assert_eq!(owner_at(&app, "a1"), Some(Player::Teal));
    let a1: Square = "a1".parse().expect("a square");
    let lying = |app: &App| session(app).game.position().board().block_at(a1);
    let unturned = lying(&app);
    touch(&mut app, "a1", Turn);
    assert_ne!(lying(&app), unturned, "turned");
    assert_eq!(session(&app).moves_played(), 0, "a position, no moves");
    // Meanwhile the autosave keeps the game that was being played.
    tabletop::testing::flush_autosave(&app);
    let kept = std::fs::read_to_string(folder.join("autosave.ron")).expect("autosaved");
    assert!(
        kept.contains("before setting up"),
        "the game before is kept"
    );

    // Cancel: the game as it was, its tree and its seats.
    ask(&mut app, SetUpAction::Cancel);
    assert!(!app.world().contains_resource::<PositionBeingSetUp>());
    assert_eq!(session(&app).game, before);
    assert_eq!(session(&app).tree(), &tree_before);
    assert!(moves_panel_shown(&mut app));
    let seats = app.world().resource::<DeblockleSeats>();
    assert_eq!(seats.of(Player::Teal), &Seat::Computer(Level::Easy));

    // F8 begins too. An empty board is one no game reaches: nothing to play.
    press_key(&mut app, KeyCode::F8);
    settle(&mut app);
    assert!(app.world().contains_resource::<PositionBeingSetUp>());
    let squares: Vec<Square> = Square::ALL
        .into_iter()
        .filter(|&square| {
            session(&app)
                .game
                .position()
                .board()
                .block_at(square)
                .is_some()
        })
        .collect();
    let held = |app: &App, square: Square| {
        let setup = &app.world().resource::<SettingUp<DeblockleSession>>().setup;
        setup.board.block_at(square).is_some()
    };
    for square in squares {
        while held(&app, square) {
            touch(&mut app, &square.to_string(), Next);
        }
    }
    let setup = app.world().resource::<SettingUp<DeblockleSession>>().setup;
    assert!(setup.board.occupied().is_empty());
    assert!(said(&mut app).contains(&"setting-up-cannot-arise".to_owned()));
    ask(&mut app, SetUpAction::Play(Against::Friend));
    assert!(
        app.world().contains_resource::<PositionBeingSetUp>(),
        "nothing to play"
    );

    // Gold on c3, Teal on e5, Teal to move: played against the computer.
    touch(&mut app, "c3", Next);
    touch(&mut app, "e5", Next);
    touch(&mut app, "e5", Next);
    ask(&mut app, SetUpAction::PassTheMove);
    ask(&mut app, SetUpAction::Play(Against::Computer));
    assert!(!app.world().contains_resource::<PositionBeingSetUp>());
    let position = session(&app).game.position();
    assert_eq!(position.turn(), Player::Teal);
    assert_eq!(owner_at(&app, "c3"), Some(Player::Gold));
    assert_eq!(owner_at(&app, "e5"), Some(Player::Teal));
    let seats = app.world().resource::<DeblockleSeats>();
    assert_eq!(seats.of(Player::Teal), &Seat::Person);
    assert_eq!(seats.of(Player::Gold), &Seat::Computer(Level::Easy));
}

/// A Gold block that leaves the board by its next move, found with the
/// rules: its square (beside Gold's target star) and how many turns from
/// the first orientation it lies; Teal's block stands in a far corner. And
/// the position, Gold to move.
pub(crate) fn gold_about_to_win() -> (Square, usize, Square, Position) {
    let star = Player::Gold.target_star();
    for square in Square::ALL
        .into_iter()
        .filter(|s| s.manhattan_distance(star) == 1)
    {
        let corner = ["a1", "g1", "a7", "g7"]
            .map(|name| name.parse::<Square>().expect("a square"))
            .into_iter()
            .max_by_key(|corner| corner.manhattan_distance(square))
            .expect("four corners");
        for (turns, orientation) in Orientation::ALL.into_iter().enumerate() {
            let mut board = Board::default();
            let gold = Block {
                owner: Player::Gold,
                orientation,
            };
            let teal = Block {
                owner: Player::Teal,
                orientation: Orientation::ALL[0],
            };
            board.place(square, gold).expect("fits");
            board.place(corner, teal).expect("fits");
            let rules = RulesOptions::default();
            let Ok(position) = Position::new(board, Player::Gold, rules.move_rules()) else {
                continue;
            };
            let game = Game::new(rules, position);
            if winning_move(&game).is_some() {
                return (square, turns, corner, position);
            }
        }
    }
    panic!("no block beside the star leaves the board at once");
}

/// Gold's move that wins at once, if any.
pub(crate) fn winning_move(game: &Game) -> Option<Move> {
    game.legal_moves().iter().copied().find(|&mv| {
        let mut after = game.clone();
        after.play(mv).is_ok() && after.outcome() == Some(Outcome::Win(Player::Gold))
    })
}

#[test]
fn a_game_played_on_from_a_set_up_position_is_remembered_but_rates_nobody() {
    use tabletop::table::set_up::Touch::{Next, Turn};

    let (square, turns, corner, _) = gold_about_to_win();
    let mut app = whole_app();
    let folder = tabletop::testing::scratch_folder("set-up", "history");
    app.insert_resource(HistoryFolder(Some(folder)));
    app.world_mut().write_message(StartGame::Deblockle(
        DeblockleRequest::NewGame {
            rules: RulesOptions::default(),
            start: Start::Position(one_block_each()),
        },
        DeblockleSeats::default(),
    ));
    settle(&mut app);

    // Gold's block beside its star, turned to leave; Teal's in a corner.
    ask(&mut app, SetUpAction::Begin);
    touch(&mut app, "d1", Next);
    touch(&mut app, "d1", Next);
    touch(&mut app, "d7", Next);
    touch(&mut app, &square.to_string(), Next);
    for _ in 0..turns {
        touch(&mut app, &square.to_string(), Turn);
    }
    touch(&mut app, &corner.to_string(), Next);
    touch(&mut app, &corner.to_string(), Next);
    ask(&mut app, SetUpAction::Play(Against::Computer));
    assert_eq!(session(&app).game.position().turn(), Player::Gold);

    // Gold wins at once: remembered, rating nobody.
    let win = winning_move(&session(&app).game).expect("set up to win");
    app.world_mut().write_message(DeblockleSession::play(win));
    settle(&mut app);
    assert_gold_won_rating_nobody(&app);
}

#[test]
fn the_same_win_begun_as_a_new_game_against_a_level_is_rated_up_and_a_loss_down() {
    // The positive control of the games played on from a set-up, which
    // rate nobody: the same position begun as a new game rates the person.
    let (.., won) = gold_about_to_win();
    let mut app = whole_app();
    let folder = tabletop::testing::scratch_folder("set-up", "rated");
    app.insert_resource(HistoryFolder(Some(folder)));
    let begin = |app: &mut App, seats: Vec<Seat>| {
        app.world_mut().write_message(StartGame::Deblockle(
            DeblockleRequest::NewGame {
                rules: RulesOptions::default(),
                start: Start::Position(won),
            },
            DeblockleSeats::new(seats),
        ));
        settle(app);
    };

    // The person plays Gold and wins: their rating rises.
    begin(&mut app, vec![Seat::Person, Seat::Computer(Level::Medium)]);
    let win = winning_move(&session(&app).game).expect("set up to win");
    app.world_mut().write_message(DeblockleSession::play(win));
    settle(&mut app);
    let history = &app.world().resource::<History>().games;
    let [line] = &history[..] else {
        panic!("one line: {history:?}");
    };
    assert_eq!(line.winners, [0]);
    let won_by = line.ratings[0].expect("the person is rated");
    assert!(won_by.after.rating > won_by.before.rating, "{won_by:?}");
    assert_eq!(line.ratings[1], None, "a level is not rated");

    // The person plays Teal and the level wins: their rating falls.
    begin(&mut app, vec![Seat::Computer(Level::Medium), Seat::Person]);
    for _ in 0..600 {
        if session(&app).is_over() {
            break;
        }
        app.update();
    }
    settle(&mut app);
    let history = &app.world().resource::<History>().games;
    let [_, line] = &history[..] else {
        panic!("two lines: {history:?}");
    };
    assert_eq!(line.winners, [0]);
    let lost_by = line.ratings[1].expect("the person is rated");
    assert!(lost_by.after.rating < lost_by.before.rating, "{lost_by:?}");
    assert_eq!(line.ratings[0], None);
}

/// The history has one game, Gold's win, and it moved nobody's rating.
pub(crate) fn assert_gold_won_rating_nobody(app: &App) {
    let history = &app.world().resource::<History>().games;
    let [line] = &history[..] else {
        panic!("one line: {history:?}");
    };
    assert_eq!(line.winners, [0]);
    assert!(
        line.ratings.iter().all(Option::is_none),
        "{:?}",
        line.ratings
    );
}
