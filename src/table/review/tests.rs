//! The review's life cycle and panel on a little game solved by hand:
//! players in turn add 1 or 2 to a count from 0, and whoever reaches 4
//! wins; so a player wins by leaving a count of 1 (then 4 after the
//! reply), and loses by leaving any other.

use bevy::state::app::StatesPlugin;
use tabletop_ai::analysis::{Hint, Verdict};
use tabletop_ai::search::Exact;
use tabletop_rules::Finished;

use super::panel::Part;
use super::*;
use crate::language::Localized;
use crate::table::evaluation::AnalysisWork;
use crate::table::hint::{HintWork, Hints};
use crate::testing::frames_until;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Race {
    count: u8,
    to_move: usize,
}

const START: Race = Race {
    count: 0,
    to_move: 0,
};

impl Game for Race {
    type Move = u8;
    tabletop_rules::copy_make!();

    fn to_move(&self) -> usize {
        self.to_move
    }

    fn legal_moves(&self, moves: &mut Vec<u8>) {
        if self.finished().is_none() {
            moves.extend([1, 2]);
        }
    }

    fn play(&self, add: u8) -> Race {
        Race {
            count: self.count + add,
            to_move: 1 - self.to_move,
        }
    }

    fn finished(&self) -> Option<Finished> {
        (self.count >= 4).then_some(Finished::Won(1 - self.to_move))
    }

    fn key(&self) -> u64 {
        u64::from(self.count) * 2 + self.to_move as u64
    }
}

/// The hand-solved engine: leave a count of 1, or reach 4.
struct Solver;

impl Analyst<Race> for Solver {
    fn analyse(&mut self, positions: &[Race], _: Effort) -> Option<Analysis<u8>> {
        let now = *positions.last()?;
        if let Some(finished) = now.finished() {
            return Some(Analysis::finished(now.to_move, 2, finished));
        }
        let winning = [1, 2]
            .into_iter()
            .find(|&add| matches!(now.count + add, 1 | 4));
        let verdict = match winning {
            Some(_) => Verdict::Exact(Exact::Win(if now.count == 0 { 3 } else { 1 })),
            None => Verdict::Exact(Exact::Loss(2)),
        };
        let mut expected = vec![1.0 - verdict.expected(); 2];
        expected[now.to_move] = verdict.expected();
        Some(Analysis {
            seat: now.to_move,
            best: Some(winning.unwrap_or(1)),
            verdict,
            expected,
            line: Vec::new(),
            depth: 1,
            nodes: 1,
        })
    }
}

/// The game at the table: its line.
#[derive(Resource)]
struct Table(Line<Race>);

/// Moves made ready on the board.
#[derive(Message)]
struct Prepared(u8);

struct Racing;

impl Hints for Racing {
    type Move = u8;
    type Game = usize;
    type Table = Res<'static, Table>;
    type Pick = Prepared;

    fn ask(_: &mut SystemParamItem<Self::Table>) -> Option<(usize, HintWork<u8>)> {
        None
    }

    fn is_current(table: &SystemParamItem<Self::Table>, played: &usize) -> bool {
        table.0.played == *played
    }

    fn shown(_: &mut SystemParamItem<Self::Table>, hint: &Hint<u8>) -> Message {
        hint.reason.clone()
    }

    fn prepare(add: u8) -> Prepared {
        Prepared(add)
    }
}

impl Evaluates for Racing {
    fn evaluate(_: &mut SystemParamItem<Self::Table>) -> Option<(usize, AnalysisWork<u8>)> {
        None
    }

    fn seat(_: &SystemParamItem<Self::Table>, seat: usize) -> (Message, Color) {
        (Message::new("seat").with("n", seat), Color::WHITE)
    }
}

impl Reviews for Racing {
    type Position = Race;

    fn line(table: &SystemParamItem<Self::Table>) -> Option<Line<Race>> {
        Some(table.0.clone())
    }

    fn analyst(_: &mut SystemParamItem<Self::Table>, _: &Line<Race>) -> AnalystMaker<Race> {
        Box::new(|_| Box::new(Solver))
    }
}

fn line(moves: &[u8], played: usize) -> Table {
    Table(Line {
        start: START,
        moves: moves.to_vec(),
        played,
    })
}

fn app(table: Table) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .init_state::<Screen>()
        .add_message::<Notice>()
        .add_message::<Prepared>()
        .init_resource::<Waker>()
        .insert_resource(table);
    add_reviews::<Racing>(&mut app, Screen::default());
    app.update();
    app
}

/// Runs frames until the review is done (its thread answers meanwhile).
fn reviewed(app: &mut App) {
    app.world_mut().write_message(AskForReview);
    frames_until(app, "the review", |app| {
        app.world().contains_resource::<Reviewed<Racing>>()
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
    let review = app.world().resource::<Reviewed<Racing>>();
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
    assert!(!app.world().contains_resource::<Reviewed<Racing>>());
    assert!(!panel_up(&mut app));
}

#[test]
fn closing_takes_the_review_down_and_an_empty_line_has_nothing_to_review() {
    let mut app = app(line(&[1, 1, 2], 3));
    reviewed(&mut app);
    let marks: Vec<Mark> = app
        .world()
        .resource::<Reviewed<Racing>>()
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
    assert!(!app.world().contains_resource::<Reviewing<Racing>>());
}
