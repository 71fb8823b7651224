//! The review's life cycle and panel on a little game solved by hand (the
//! race to 4: see `table::race`).

use bevy::state::app::StatesPlugin;

use super::panel::Part;
use super::*;
use crate::language::Localized;
use crate::screens::Screen;
use crate::table::race::{Prepared, RaceTable};
use crate::testing::frames_until;

fn line(moves: &[u8], played: usize) -> RaceTable {
    RaceTable::at(moves, played)
}

fn app(table: RaceTable) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .init_state::<Screen>()
        .add_message::<Notice>()
        .add_message::<Prepared>()
        .init_resource::<Waker>()
        .init_resource::<crate::table::race::Engine>()
        .insert_resource(table);
    add_reviews::<RaceTable>(&mut app);
    app.update();
    app
}

/// Runs frames until the review is done (its thread answers meanwhile).
fn reviewed(app: &mut App) {
    app.world_mut().write_message(AskForReview);
    frames_until(app, "the review", |app| {
        app.world().contains_resource::<Reviewed<RaceTable>>()
    });
    app.update();
}

fn said(app: &mut App, wanted: Part) -> Option<Message> {
    let mut parts = app.world_mut().query::<(&Part, &Node, &Localized)>();
    parts
        .iter(app.world())
        .find(|(part, node, _)| **part == wanted && node.display != Display::None)
        .map(|(_, _, text)| text.0.clone())
}

fn panel_up(app: &mut App) -> bool {
    let mut panels = app.world_mut().query::<(&ReviewPanel, &Node)>();
    panels
        .iter(app.world())
        .any(|(_, node)| node.display != Display::None)
}

fn prepared(app: &App) -> Vec<u8> {
    let prepared = app.world().resource::<Messages<Prepared>>();
    prepared.get_cursor().read(prepared).map(|p| p.0).collect()
}

#[test]
fn a_losing_move_is_a_blunder_and_stepping_to_it_shows_the_winning_one() {
    // Gold adds 2 (the reply reaches 4), Teal adds 2 and wins.
    let mut app = app(line(&[2, 2], 2));
    reviewed(&mut app);
    let review = app.world().resource::<Reviewed<RaceTable>>();
    let marks: Vec<Mark> = review.judged.iter().map(|j| j.mark).collect();
    assert_eq!(marks, [Mark::Blunder, Mark::Best]);
    assert_eq!(review.summaries[0].marks, [0, 0, 0, 0, 1]);
    assert_eq!(review.summaries[1].marks, [1, 0, 0, 0, 0]);
    assert!(panel_up(&mut app));
    assert_eq!(said(&mut app, Part::Next), Some(Message::new("review-end")));

    // Undo twice: the first move is next; the engine's is made ready.
    app.insert_resource(line(&[2, 2], 0));
    app.update();
    assert_eq!(prepared(&app), [1]);
    let next = said(&mut app, Part::Next).expect("the next move");
    assert_eq!(next.key, "review-next");
    assert!(
        next.args
            .contains(&("mark", Message::new("review-mark-blunder").into()))
    );
    assert_eq!(
        said(&mut app, Part::Better),
        Some(Message::new("review-better").with("move", "1"))
    );

    // Another move played there leaves the line: the review goes.
    app.insert_resource(line(&[1], 1));
    app.update();
    app.update();
    assert!(!app.world().contains_resource::<Reviewed<RaceTable>>());
    assert!(!panel_up(&mut app));
}

#[test]
fn closing_takes_the_review_down_and_an_empty_line_has_nothing_to_review() {
    let mut app = app(line(&[1, 1, 2], 3));
    reviewed(&mut app);
    let marks: Vec<Mark> = app
        .world()
        .resource::<Reviewed<RaceTable>>()
        .judged
        .iter()
        .map(|j| j.mark)
        .collect();
    assert_eq!(marks, [Mark::Best, Mark::Best, Mark::Best]);
    app.world_mut().write_message(CloseReview);
    app.update();
    app.update();
    assert!(!panel_up(&mut app));

    let mut app = self::app(line(&[], 0));
    app.world_mut().write_message(AskForReview);
    app.update();
    let notices = app.world().resource::<Messages<Notice>>();
    let said: Vec<_> = notices.get_cursor().read(notices).cloned().collect();
    assert_eq!(said, [Notice(Message::new("review-nothing"))]);
    assert!(!app.world().contains_resource::<Reviewing<RaceTable>>());
}
