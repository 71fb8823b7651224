//! Arrows and circles on each table, in the whole app without a window: a
//! circle and an arrow drawn at a move are kept in the tree with it and
//! drawn on the table (on Blokus 3D's turntable, turning with it); drawn
//! again, a mark goes away; another move shows its own marks (none), and
//! going back to the move shows its marks again; the autosave keeps them.

use bevy::prelude::*;
use tabletop::blokus3d::session::{BlokusSeats, BlokusSession};
use tabletop::deblockle::seats::DeblockleSeats;
use tabletop::deblockle::session::{DeblockleRequest, DeblockleSession, Start};
use tabletop::game_start::StartGame;
use tabletop::hive::seats::HiveSeats;
use tabletop::hive::session::HiveSession;
use tabletop::saved_game::GameAutosave;
use tabletop::table::game::TableGame;
use tabletop::table::marks::{BoardFrame, DrawnMark};
use tabletop::table::tree::{TreeEdit, TreeRequest};
use tabletop_rules::blokus3d::{Position as BlokusPosition, Seating};
use tabletop_rules::deblockle::{Position, RulesOptions};
use tabletop_rules::hive::HiveGame;
use tabletop_rules::tree::{Cell, Mark};

use super::whole::whole_app;
use super::{settle, wait_for_autosave};

fn drawn(app: &mut App) -> Vec<Mark> {
    let world = app.world_mut();
    sorted(
        world
            .query::<&DrawnMark>()
            .iter(world)
            .map(|m| m.0)
            .collect(),
    )
}

fn sorted(mut marks: Vec<Mark>) -> Vec<Mark> {
    marks.sort_by_key(|mark| format!("{mark:?}"));
    marks
}

fn toggle<G: TableGame>(app: &mut App, mark: Mark) {
    let at = app.world().resource::<G>().tree().at();
    app.world_mut()
        .write_message(TreeRequest::<G>::new(TreeEdit::Mark(at, mark)));
    settle(app);
}

/// Marks at `G`'s table between `a` and `b`; the autosave in `folder`.
fn mark_a_move<G: TableGame>(
    app: &mut App,
    folder: &std::path::Path,
    [a, b]: [Cell; 2],
    legal: impl Fn(&G) -> Vec<G::Move>,
) {
    let moves = |app: &App| legal(app.world().resource::<G>());
    let first = moves(app)[0];
    app.world_mut().write_message(G::play(first));
    settle(app);
    let marked = app.world().resource::<G>().tree().at();
    let (circle, arrow) = (Mark::Circle(a), Mark::Arrow { from: a, to: b });
    toggle::<G>(app, circle);
    toggle::<G>(app, arrow);
    assert_eq!(drawn(app), sorted(vec![circle, arrow]), "{}", G::GAME);
    let notes = |app: &App| {
        let tree = app.world().resource::<G>().tree();
        tree.notes(marked).cloned().expect("the move").marks
    };
    assert_eq!(notes(app), [circle, arrow]);

    // Drawn again, the circle goes.
    toggle::<G>(app, circle);
    assert_eq!(drawn(app), [arrow]);
    assert_eq!(notes(app), [arrow]);

    // Kept by the autosave with its move.
    wait_for_autosave(app, &folder.join("autosave.ron"), |saved| {
        format!("{saved:?}").contains("Arrow")
    });

    // The next move has marks of its own (none); back at the move, its
    // arrow shows again.
    let next = moves(app)[0];
    app.world_mut().write_message(G::play(next));
    settle(app);
    assert_eq!(drawn(app), []);
    app.world_mut()
        .write_message(TreeRequest::<G>::new(TreeEdit::GoTo(marked)));
    settle(app);
    assert_eq!(drawn(app), [arrow], "{}", G::GAME);
}

#[test]
fn marks_are_drawn_on_every_table_with_the_move_they_belong_to() {
    let folder = tabletop::testing::scratch_folder("marks", "table");
    let mut app = whole_app();
    app.insert_resource(GameAutosave::at(&folder.join("autosave.ron")));
    app.world_mut().write_message(StartGame::Hive(
        Box::new(HiveGame::new()),
        HiveSeats::default(),
    ));
    settle(&mut app);
    mark_a_move::<HiveSession>(&mut app, &folder, [Cell(0, 0, 0), Cell(1, 0, 0)], |s| {
        s.game.legal_moves()
    });

    app.world_mut().write_message(StartGame::Deblockle(
        DeblockleRequest::NewGame {
            rules: RulesOptions::default(),
            start: Start::Position(Position::example_start()),
        },
        DeblockleSeats::default(),
    ));
    settle(&mut app);
    assert_eq!(drawn(&mut app), [], "another table, other marks");
    mark_a_move::<DeblockleSession>(&mut app, &folder, [Cell(3, 0, 0), Cell(3, 3, 0)], |s| {
        s.game.legal_moves().to_vec()
    });

    let seating = Seating {
        players: 2,
        two_colours_each: false,
    };
    let position = BlokusPosition::start('A', seating).expect("a structure");
    app.world_mut().write_message(StartGame::Blokus3d(
        Box::new(position),
        BlokusSeats::default(),
    ));
    settle(&mut app);
    mark_a_move::<BlokusSession>(&mut app, &folder, [Cell(0, 0, 0), Cell(5, 5, 0)], |s| {
        s.position.legal_placements()
    });
    // On the turntable: they turn with it.
    let world = app.world_mut();
    let turntable = world
        .query_filtered::<Entity, With<BoardFrame>>()
        .single(world)
        .expect("the turntable");
    let mut marks = world.query_filtered::<&ChildOf, With<DrawnMark>>();
    assert!(marks.iter(world).all(|parent| parent.parent() == turntable));
}
