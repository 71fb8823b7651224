//! The move tree at each table, in the whole app without a window: a move played where
//! the line goes on makes a variation and the line stays; the moves panel
//! lists both and a click on a move goes there (the rules replaying the
//! way); a symbol clicked and a comment written stay with their move and
//! the comment field follows the move the game is at; Ctrl+↓ goes to the
//! variation beside; a variation promoted, the
//! old line deleted, and the variation the game is in deleted (the game
//! going back out of it first). Through every step the game at the table
//! is the tree's line to where it is.

use bevy::input::ButtonState;
use bevy::prelude::*;
use bevy::text::EditableText;
use tabletop::blokus3d::session::{BlokusSeats, BlokusSession};
use tabletop::deblockle::seats::DeblockleSeats;
use tabletop::deblockle::session::{DeblockleRequest, DeblockleSession, Start};
use tabletop::game_start::StartGame;
use tabletop::hive::seats::HiveSeats;
use tabletop::hive::session::HiveSession;
use tabletop::saved_game::{GameAutosave, SavedGame};
use tabletop::table::game::TableGame;
use tabletop::table::tree::{MoveEntry, TreeEdit, TreeRequest};
use tabletop::testing::headless_app;
use tabletop_rules::blokus3d::{Position as BlokusPosition, Seating};
use tabletop_rules::deblockle::{Position, RulesOptions};
use tabletop_rules::hive::HiveGame;
use tabletop_rules::tree::{NodeId, Symbol};

use super::whole::{click, key_event, press_key, whole_app};
use super::{settle, wait_for_autosave};

fn tree_of<G: TableGame>(app: &App) -> &tabletop_rules::tree::MoveTree<G::Move> {
    app.world().resource::<G>().tree()
}

/// The moves the game at the table has played, as its rules keep them
/// (not as its tree does).
trait Played: TableGame {
    fn played(&self) -> Vec<Self::Move>;
}

impl Played for DeblockleSession {
    fn played(&self) -> Vec<Self::Move> {
        self.game.moves().to_vec()
    }
}

impl Played for HiveSession {
    fn played(&self) -> Vec<Self::Move> {
        let game = &self.game;
        let read = game.positions().iter().zip(game.moves());
        read.map(|(before, text)| before.parse_move(text).expect("a move played"))
            .collect()
    }
}

impl Played for BlokusSession {
    fn played(&self) -> Vec<Self::Move> {
        self.position.history().to_vec()
    }
}

/// The game at the table is the tree's line to where it is: the same
/// moves, in the same order.
fn assert_in_step<G: Played>(app: &App) {
    let session = app.world().resource::<G>();
    let (played, tree) = (session.played(), session.tree().moves());
    let words = |moves: &[G::Move]| moves.iter().map(ToString::to_string).collect::<Vec<_>>();
    assert_eq!(words(&played), words(&tree));
    assert!(played == tree);
    assert_eq!(session.moves_played(), session.tree().moves().len());
}

fn request<G: Played>(app: &mut App, request: G::Request) {
    app.world_mut().write_message(request);
    settle(app);
    assert_in_step::<G>(app);
}

fn edit<G: Played>(app: &mut App, edit: TreeEdit) {
    app.world_mut().write_message(TreeRequest::<G>::new(edit));
    settle(app);
    assert_in_step::<G>(app);
}

/// The moves panel's entry of `node`.
fn entry(app: &mut App, node: NodeId) -> Entity {
    let world = app.world_mut();
    let mut entries = world.query::<(Entity, &MoveEntry)>();
    entries
        .iter(world)
        .find(|(_, entry)| entry.0 == node)
        .map(|(entity, _)| entity)
        .expect("the move is listed")
}

/// The entity whose text child says `text` (a symbol's button).
fn labelled(app: &mut App, text: &str) -> Entity {
    let world = app.world_mut();
    let mut texts = world.query::<(&Text, &ChildOf)>();
    texts
        .iter(world)
        .find(|(shown, _)| shown.0 == text)
        .map(|(_, parent)| parent.parent())
        .unwrap_or_else(|| panic!("nothing says {text}"))
}

/// What the comment field holds.
fn comment_field(app: &mut App) -> String {
    let world = app.world_mut();
    let mut fields = world.query::<&EditableText>();
    let texts: Vec<String> = fields
        .iter(world)
        .map(|field| field.value().to_string())
        .collect();
    assert_eq!(texts.len(), 1, "one comment field");
    texts[0].clone()
}

fn listed(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query::<&MoveEntry>().iter(world).count()
}

/// Plays a first move and a second, takes the second back and plays
/// another (the first two `legal` moves there): the moves, in that order.
fn make_a_variation<G: Played>(app: &mut App, legal: impl Fn(&G) -> Vec<G::Move>) -> [G::Move; 3] {
    let moves = |app: &App| legal(app.world().resource::<G>());
    let first = moves(app)[0];
    request::<G>(app, G::play(first));
    let (second, other) = (moves(app)[0], moves(app)[1]);
    request::<G>(app, G::play(second));
    request::<G>(app, G::undo());
    request::<G>(app, G::play(other));
    [first, second, other]
}

/// Branches, walks, promotes and deletes at `G`'s table, `legal` giving
/// the moves of the game there.
fn branch_and_walk<G: Played>(mut app: App, legal: impl Fn(&G) -> Vec<G::Move>)
where
    G::Move: std::fmt::Debug,
{
    settle(&mut app);
    let [first, second, other] = make_a_variation(&mut app, legal);

    // A variation beside the line, which stays.
    let tree = tree_of::<G>(&app);
    let (line, at) = (tree.main_line(), tree.at());
    assert_eq!(tree.line(line[1]), [first, second]);
    assert_eq!(tree.moves(), [first, other]);
    assert_eq!(tree.children(line[0]), [line[1], at]);
    let variation = at;
    assert_eq!(listed(&mut app), 3, "{} lists every move", G::GAME);

    // A symbol clicked and a comment written stay with the move.
    let interesting = labelled(&mut app, "!?");
    click(&mut app, interesting);
    settle(&mut app);
    let comment = "the other try, ŠĐ ệ";
    edit::<G>(&mut app, TreeEdit::Comment(variation, comment.into()));
    let notes = tree_of::<G>(&app)
        .notes(variation)
        .cloned()
        .expect("a move");
    assert_eq!(notes.symbol, Some(Symbol::Interesting));
    assert_eq!(notes.comment, comment);
    assert_eq!(comment_field(&mut app), comment);
    labelled(&mut app, comment);

    // A click on the line's move goes there.
    let target = entry(&mut app, line[1]);
    click(&mut app, target);
    settle(&mut app);
    assert_in_step::<G>(&app);
    assert_eq!(tree_of::<G>(&app).at(), line[1]);
    assert_eq!(comment_field(&mut app), "", "the field follows the move");

    // Ctrl+↓: the variation beside it.
    key_event(&mut app, KeyCode::ControlLeft, ButtonState::Pressed);
    press_key(&mut app, KeyCode::ArrowDown);
    key_event(&mut app, KeyCode::ControlLeft, ButtonState::Released);
    settle(&mut app);
    assert_in_step::<G>(&app);
    assert_eq!(tree_of::<G>(&app).at(), variation);
    assert_eq!(comment_field(&mut app), comment);

    // Promoted, it is the line; the old line deleted, one move is left.
    edit::<G>(&mut app, TreeEdit::Promote(variation));
    assert_eq!(tree_of::<G>(&app).main_line(), [line[0], variation]);
    edit::<G>(&mut app, TreeEdit::Delete(line[1]));
    assert_eq!(tree_of::<G>(&app).children(line[0]), [variation]);
    assert_eq!(tree_of::<G>(&app).at(), variation);

    // Deleting the move the game is at takes the game back first.
    edit::<G>(&mut app, TreeEdit::Delete(variation));
    let tree = tree_of::<G>(&app);
    assert_eq!((tree.at(), tree.moves()), (line[0], vec![first]));
    assert_eq!(listed(&mut app), 1);
}

fn started(start: StartGame) -> App {
    let mut app = whole_app();
    app.world_mut().write_message(start);
    app
}

#[test]
fn hive_branches_walks_promotes_and_deletes() {
    let app = started(StartGame::Hive(
        Box::new(HiveGame::new()),
        HiveSeats::default(),
    ));
    branch_and_walk::<HiveSession>(app, |session| session.game.legal_moves());
}

#[test]
fn deblockle_branches_walks_promotes_and_deletes() {
    let app = started(StartGame::Deblockle(
        DeblockleRequest::NewGame {
            rules: RulesOptions::default(),
            start: Start::Position(Position::example_start()),
        },
        DeblockleSeats::default(),
    ));
    branch_and_walk::<DeblockleSession>(app, |session| session.game.legal_moves().to_vec());
}

#[test]
fn blokus3d_branches_walks_promotes_and_deletes() {
    let seating = Seating {
        players: 2,
        two_colours_each: false,
    };
    let position = BlokusPosition::start('A', seating).expect("a structure");
    let app = started(StartGame::Blokus3d(
        Box::new(position),
        BlokusSeats::default(),
    ));
    branch_and_walk::<BlokusSession>(app, |session| session.position.legal_placements());
}

/// Makes a variation at `G`'s table and comments it; the autosave keeps
/// both, and a new app carrying the game on (as Continue does) finds them.
fn kept_by_the_autosave<G: Played>(name: &str, start: StartGame, legal: impl Fn(&G) -> Vec<G::Move>)
where
    G::Move: std::fmt::Debug,
{
    let (mut app, folder) = super::app_with_autosave(name);
    app.world_mut().write_message(start);
    settle(&mut app);
    make_a_variation(&mut app, legal);
    let variation = tree_of::<G>(&app).at();
    edit::<G>(&mut app, TreeEdit::Comment(variation, "why not".into()));
    let saved = wait_for_autosave(&mut app, &folder.join("autosave.ron"), |saved| {
        let saved = SavedGame::from(saved.clone());
        saved
            .tree()
            .is_some_and(|tree| format!("{tree:?}").contains("why not"))
    });
    let kept = tree_of::<G>(&app).clone();

    // Carried on in a new app, as Continue does: the game, then its tree.
    let saved = SavedGame::from(saved);
    let mut app = headless_app();
    let again = folder.join("again.ron");
    app.insert_resource(GameAutosave::at(&again));
    saved.tree().expect("a tree kept").keep(app.world_mut());
    let start = saved.resume().expect("it replays");
    app.world_mut().write_message(start);
    settle(&mut app);
    assert_in_step::<G>(&app);
    let tree = tree_of::<G>(&app);
    assert_eq!(tree, &kept, "{}", G::GAME);
    assert_eq!(tree.main_line().len(), 2, "the line stays beside it");
    let notes = tree.notes(tree.at()).expect("the variation");
    assert_eq!(notes.comment, "why not");
    // The autosave of the game carried on keeps the tree too (not only the
    // moves it started from).
    wait_for_autosave(&mut app, &again, |saved| {
        format!("{saved:?}").contains("why not")
    });
}

#[test]
fn variations_and_comments_are_autosaved_and_continue_finds_them() {
    kept_by_the_autosave::<HiveSession>(
        "tree-hive",
        StartGame::Hive(Box::new(HiveGame::new()), HiveSeats::default()),
        |session| session.game.legal_moves(),
    );
    kept_by_the_autosave::<DeblockleSession>(
        "tree-deblockle",
        StartGame::Deblockle(
            DeblockleRequest::NewGame {
                rules: RulesOptions::default(),
                start: Start::Position(Position::example_start()),
            },
            DeblockleSeats::default(),
        ),
        |session| session.game.legal_moves().to_vec(),
    );
    let seating = Seating {
        players: 2,
        two_colours_each: false,
    };
    let position = BlokusPosition::start('A', seating).expect("a structure");
    kept_by_the_autosave::<BlokusSession>(
        "tree-blokus",
        StartGame::Blokus3d(Box::new(position), BlokusSeats::default()),
        |session| session.position.legal_placements(),
    );
}
