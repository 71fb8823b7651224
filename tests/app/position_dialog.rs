//! The menu's "From a position", in the whole app: a text the rules cannot
//! read is refused with their reason, the dialog staying open with what was
//! typed; a text they read opens at its table, for each game; Deblockle's
//! board editor puts blocks through the rules.

use bevy::prelude::*;
use bevy::text::EditableText;
use tabletop::blokus3d::session::BlokusSession;
use tabletop::deblockle::session::DeblockleSession;
use tabletop::game_start::ChosenGame;
use tabletop::hive::session::HiveSession;
use tabletop::language::Localized;
use tabletop::position_dialog::{
    EditedPosition, EditorSquare, PositionDialog, PositionField, TurnButton,
};
use tabletop::screens::Screen;
use tabletop_i18n::{Arg, Message};
use tabletop_rules::blokus3d::Position as BlokusPosition;
use tabletop_rules::deblockle::{Player, Position, Square};

use bevy::picking::pointer::PointerButton;

use super::whole::{button_labelled, click, click_with, whole_app};
use super::{ONE_EACH, settle};

/// Opens the dialog for `game` and types `text` into it.
fn type_position(app: &mut App, game: ChosenGame, text: &str) {
    app.insert_resource(game);
    app.update();
    if app
        .world_mut()
        .query::<&PositionDialog>()
        .iter(app.world())
        .next()
        .is_none()
    {
        let open = button_labelled(app, "menu-position");
        click(app, open);
    }
    let world = app.world_mut();
    let field = world
        .query_filtered::<Entity, With<PositionField>>()
        .single(world)
        .expect("the dialog's field");
    world.entity_mut(field).insert(EditableText::new(text));
    let open = button_labelled(app, "position-open");
    click(app, open);
    app.update();
}

/// Why the dialog refused the text, if it is open and says so.
fn refusal(app: &mut App) -> Option<Message> {
    let world = app.world_mut();
    let mut texts = world.query::<&Localized>();
    texts
        .iter(world)
        .find(|text| text.0.key == "position-refused")
        .and_then(|text| match text.0.args.first() {
            Some((_, Arg::Message(reason))) => Some(reason.clone()),
            _ => None,
        })
}

fn typed(app: &mut App) -> String {
    let world = app.world_mut();
    let mut fields = world.query_filtered::<&EditableText, With<PositionField>>();
    fields.single(world).expect("open").value().to_string()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

#[test]
fn a_position_the_rules_refuse_keeps_the_dialog_and_one_they_read_opens_its_table() {
    let mut app = whole_app();
    // A block on the star d6: the rules say where and why.
    let on_star = "3tHC3/3tHC3/7/7/7/3*3/3gLC3 g";
    type_position(&mut app, ChosenGame::Deblockle, on_star);
    let reason = refusal(&mut app).expect("refused");
    assert_eq!(reason.key, "position-at");
    assert!(
        reason.args.contains(&(
            "reason",
            Arg::Message(Message::new("board-block-on-star").with("square", "d6"))
        )),
        "{reason:?}"
    );
    assert_eq!(typed(&mut app), on_star, "what was typed stays");
    assert_eq!(screen(&app), Screen::Menu);

    type_position(&mut app, ChosenGame::Deblockle, ONE_EACH);
    settle(&mut app);
    assert_eq!(screen(&app), tabletop::deblockle::TABLE);
    let start: Position = ONE_EACH.parse().expect("a position");
    let game = &app.world().resource::<DeblockleSession>().game;
    // (A computer seat of the menu's may have moved since.)
    assert_eq!(game.start().board(), start.board());
}

#[test]
fn hive_game_strings_and_blokus_positions_are_read_by_their_rules() {
    let mut app = whole_app();
    // The Queen on White's first turn is against the rules.
    type_position(&mut app, ChosenGame::Hive, "Base;InProgress;White[1];wQ");
    let reason = refusal(&mut app).expect("refused");
    assert_eq!(reason.key, "hive-illegal-in-game");
    assert!(
        reason.args.contains(&(
            "reason",
            Arg::Message(Message::new("hive-queen-on-first-turn"))
        )),
        "{reason:?}"
    );
    // Off the board.
    type_position(&mut app, ChosenGame::Blokus3d, "A-2; L4:0@9,9");
    let reason = refusal(&mut app).expect("refused");
    assert_eq!(reason.key, "blokus-illegal-placement");

    let game = "Base;InProgress;White[3];wS1;bG1 -wS1;wA1 wS1/;bQ /bG1";
    type_position(&mut app, ChosenGame::Hive, game);
    settle(&mut app);
    assert_eq!(screen(&app), tabletop::hive::TABLE);
    let hive = &app.world().resource::<HiveSession>().game;
    assert_eq!(
        hive.moves()[..4],
        ["wS1", "bG1 -wS1", "wA1 wS1/", "bQ /bG1"]
    );

    let mut app = whole_app();
    let text = "D-4; T4:3@1,2; T4:2@2,0";
    type_position(&mut app, ChosenGame::Blokus3d, text);
    settle(&mut app);
    assert_eq!(screen(&app), tabletop::blokus3d::TABLE);
    let blokus = &app.world().resource::<BlokusSession>().position;
    let pasted = BlokusPosition::parse(text).expect("a position");
    assert_eq!(blokus.history()[..2], *pasted.history());
}

fn square_button(app: &mut App, square: Square) -> Entity {
    let world = app.world_mut();
    let mut squares = world.query::<(Entity, &EditorSquare)>();
    squares
        .iter(world)
        .find(|(_, editor)| editor.0 == square)
        .map(|(entity, _)| entity)
        .expect("the editor's square")
}

fn edited(app: &mut App) -> EditedPosition {
    let world = app.world_mut();
    *world
        .query::<&EditedPosition>()
        .single(world)
        .expect("the editor")
}

#[test]
fn the_deblockle_editor_sets_blocks_through_the_rules_and_opens_its_position() {
    let mut app = whole_app();
    app.insert_resource(ChosenGame::Deblockle);
    app.update();
    let open = button_labelled(&mut app, "menu-position");
    click(&mut app, open);
    let start = edited(&mut app).board;
    assert_eq!(start.count(Player::Gold), 4);

    // A block on the star d6: refused, with the rules' reason.
    let d6: Square = "d6".parse().expect("a square");
    let on_star = square_button(&mut app, d6);
    click(&mut app, on_star);
    let reason = refusal(&mut app).expect("refused");
    assert_eq!(
        reason,
        Message::new("board-block-on-star").with("square", "d6")
    );
    assert_eq!(edited(&mut app).board, start, "nothing placed");

    // A Gold block clicked would turn Teal, a fifth: it goes instead.
    let (gold, _) = start
        .blocks()
        .find(|(_, block)| block.owner == Player::Gold)
        .expect("a Gold block");
    let button = square_button(&mut app, gold);
    click(&mut app, button);
    assert_eq!(edited(&mut app).board.block_at(gold), None);
    // An empty square takes the Gold block then; a right click turns it.
    let empty = Square::ALL
        .into_iter()
        .find(|&square| start.block_at(square).is_none() && square != d6 && square.y() == 3)
        .expect("an empty square");
    let button = square_button(&mut app, empty);
    click(&mut app, button);
    let placed = edited(&mut app).board.block_at(empty).expect("a block");
    assert_eq!(placed.owner, Player::Gold);
    click_with(&mut app, button, PointerButton::Secondary);
    let turned = edited(&mut app).board.block_at(empty).expect("a block");
    assert_eq!(
        turned.orientation.index(),
        (placed.orientation.index() + 1) % 24
    );
    // Teal to move; the text follows the board.
    let world = app.world_mut();
    let turn = world
        .query_filtered::<Entity, With<TurnButton>>()
        .single(world)
        .expect("the turn button");
    click(&mut app, turn);
    app.update();
    let board = edited(&mut app).board;
    assert_eq!(typed(&mut app), format!("{board} t"));

    let open = button_labelled(&mut app, "position-open");
    click(&mut app, open);
    settle(&mut app);
    assert_eq!(screen(&app), tabletop::deblockle::TABLE);
    assert_eq!(
        *app.world()
            .resource::<DeblockleSession>()
            .game
            .start()
            .board(),
        board
    );
}

#[test]
fn a_game_from_a_position_typed_is_remembered_but_rates_nobody() {
    use tabletop::deblockle::seats::DeblockleSeats;
    use tabletop::table::game::TableGame as _;
    use tabletop::table::history::HistoryFolder;

    let mut app = whole_app();
    let folder = tabletop::testing::scratch_folder("position-dialog", "history");
    app.insert_resource(HistoryFolder(Some(folder)));
    let (.., won) = crate::set_up::gold_about_to_win();
    type_position(&mut app, ChosenGame::Deblockle, &won.to_string());
    settle(&mut app);
    assert_eq!(screen(&app), tabletop::deblockle::TABLE);
    let session = app.world().resource::<DeblockleSession>();
    let gold_plays = !app
        .world()
        .resource::<DeblockleSeats>()
        .of(Player::Gold)
        .is_machine();
    if gold_plays {
        let win = crate::set_up::winning_move(&session.game).expect("set up to win");
        app.world_mut().write_message(DeblockleSession::play(win));
    }
    for _ in 0..600 {
        if app.world().resource::<DeblockleSession>().is_over() {
            break;
        }
        app.update();
    }
    settle(&mut app);
    crate::set_up::assert_gold_won_rating_nobody(&app);
}
