//! A fourth game is a folder: noughts and crosses, written here on the
//! rules' `Game` trait and the table's `TableGame`, gets the computer,
//! undo with its reply, hints, the evaluation, clocks and the autosave's
//! announcements from the table layer by implementing `TableGame` and its
//! extensions alone (as ARCHITECTURE.md's steps say). What it is judged
//! against is noughts and crosses itself: a line of three wins, a threat
//! must be blocked.

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop::screens::Screen;
use tabletop::table::Pending;
use tabletop::table::activity::TableActivity;
use tabletop::table::autosave::{Autosaved, Autosaving};
use tabletop::table::clock::{Clocked, TableClock};
use tabletop::table::evaluation::{AnalysisWork, Evaluated, Evaluates, EvaluationShown};
use tabletop::table::game::{TableGame, add_table_game};
use tabletop::table::hint::{AskForHint, HINT_THINKING, HintWork, Hints, ShownHint};
use tabletop::table::opponent::{Opponents, Work};
use tabletop::table::review::{AnalystMaker, Line, Reviews};
use tabletop::table::seats::{Seat, Seats, Side};
use tabletop::testing::{frames_until, headless_app};
use tabletop_ai::Level;
use tabletop_ai::analysis::{Analyst, Effort, SearchAnalyst};
use tabletop_ai::search::{Evaluator, Exact};
use tabletop_i18n::Message;
use tabletop_rules::clock::{ClockRecord, TimeControl};
use tabletop_rules::{Finished, Game};

/// The nine squares (0 top left, row by row): 0 empty, 1 X's, 2 O's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Grid([u8; 9]);

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl Game for Grid {
    type Move = u8;
    tabletop_rules::copy_make!();

    fn to_move(&self) -> usize {
        self.0.iter().filter(|&&square| square != 0).count() % 2
    }

    fn legal_moves(&self, moves: &mut Vec<u8>) {
        if self.finished().is_none() {
            moves.extend((0..9).filter(|&square| self.0[usize::from(square)] == 0));
        }
    }

    fn play(&self, square: u8) -> Grid {
        let mut next = *self;
        next.0[usize::from(square)] = self.to_move() as u8 + 1;
        next
    }

    fn finished(&self) -> Option<Finished> {
        let won = LINES.iter().find(|line| {
            let [a, b, c] = line.map(|square| self.0[square]);
            a != 0 && a == b && b == c
        });
        match won {
            Some(line) => Some(Finished::Won(usize::from(self.0[line[0]] - 1))),
            None if !self.0.contains(&0) => Some(Finished::Drawn),
            None => None,
        }
    }

    fn key(&self) -> u64 {
        self.0
            .iter()
            .fold(0, |key, &square| key * 3 + u64::from(square))
    }
}

/// No judgement of its own: the search sees every game to its end.
struct ToTheEnd;

impl Evaluator<Grid> for ToTheEnd {
    fn evaluate(&self, _: &Grid) -> i32 {
        0
    }

    fn three_in_four(&self) -> i32 {
        100
    }
}

fn analyst(stop: std::sync::Arc<std::sync::atomic::AtomicBool>) -> SearchAnalyst<Grid, ToTheEnd> {
    SearchAnalyst::new(ToTheEnd, stop)
}

/// X (seat 0) or O (seat 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Mark(usize);

impl Side for Mark {
    fn seat_index(self) -> usize {
        self.0
    }

    fn name(self) -> Message {
        Message::new("seat").with("n", self.0)
    }
}

#[derive(Message, Clone, Debug, PartialEq)]
enum Request {
    Play(u8),
    Undo,
    TimeOut(usize),
}

#[derive(Message, Clone, Debug, PartialEq)]
enum Change {
    Played,
    Undone,
}

/// A request the rules refused (its tests make none).
#[derive(Message, Clone, Debug)]
struct Refused;

/// The game at the table: every grid so far, the first empty.
#[derive(Resource, Clone, Debug, Default)]
struct Noughts {
    grids: Vec<Grid>,
    moves: Vec<u8>,
    timed_out: Option<usize>,
}

impl Noughts {
    fn grid(&self) -> &Grid {
        self.grids.last().expect("a grid")
    }
}

impl TableGame for Noughts {
    // A game of its own would add its screen to `Screen`.
    const SCREEN: Screen = Screen::Menu;
    type Game = Vec<u8>;
    type Move = u8;
    type Side = Mark;
    type Request = Request;
    type Change = Change;
    type Rejected = Refused;

    fn game(&self) -> &Vec<u8> {
        &self.moves
    }
    fn is_over(&self) -> bool {
        self.grid().finished().is_some() || self.timed_out.is_some()
    }
    fn still_plays(&self, moves: &Vec<u8>) -> bool {
        self.moves == *moves
    }
    fn can_redo(&self) -> bool {
        false
    }
    fn moves_played(&self) -> usize {
        self.moves.len()
    }
    fn to_move(&self) -> Mark {
        Mark(self.grid().to_move())
    }
    fn play(square: u8) -> Request {
        Request::Play(square)
    }
    fn undo() -> Request {
        Request::Undo
    }
    fn undone(change: &Change) -> bool {
        *change == Change::Undone
    }
    fn reason(_: &Refused) -> Message {
        Message::new("refused")
    }
}

impl Opponents for Noughts {
    type Thinkers = ();

    fn think(&self, (): &mut SystemParamItem<()>, _: &Seat) -> Option<Work<u8>> {
        let grids = self.grids.clone();
        Some(Box::new(move |stop| {
            let analysis = analyst(stop.clone()).analyse(&grids, Effort::Fixed(9));
            analysis
                .and_then(|a| a.best)
                .ok_or_else(|| "no move".to_owned())
        }))
    }
}

#[derive(Message)]
struct Prepared(u8);

impl Hints for Noughts {
    type Pick = Prepared;
    type Helpers = ();

    fn hint_work(&self, (): &mut SystemParamItem<()>) -> HintWork<u8> {
        let grids = self.grids.clone();
        Box::new(move |stop| {
            analyst(stop.clone())
                .analyse(&grids, Effort::Time(HINT_THINKING))?
                .hint()
        })
    }
    fn shown(&mut self, hint: &tabletop_ai::analysis::Hint<u8>) -> Message {
        hint.reason.clone()
    }
    fn prepare(square: u8) -> Prepared {
        Prepared(square)
    }
}

impl Evaluates for Noughts {
    fn analysis_work(&self, (): &mut SystemParamItem<()>) -> Option<AnalysisWork<u8>> {
        let grids = self.grids.clone();
        Some(Box::new(move |stop| {
            analyst(stop.clone()).analyse(&grids, Effort::Fixed(9))
        }))
    }
    fn seat(&self, (): &SystemParamItem<()>, seat: usize) -> (Message, Color) {
        (Mark(seat).name(), Color::WHITE)
    }
}

impl Reviews for Noughts {
    type Position = Grid;

    fn line(&self) -> Option<Line<Grid>> {
        Some(Line {
            start: Grid::default(),
            moves: self.moves.clone(),
            played: self.moves.len(),
        })
    }
    fn analyst(&self, (): &mut SystemParamItem<()>, _: &Line<Grid>) -> AnalystMaker<Grid> {
        Box::new(|stop| Box::new(analyst(stop)))
    }
}

impl Clocked for Noughts {
    fn timed_out(&self) -> Option<usize> {
        self.timed_out
    }
    fn flag(seat: usize) -> Request {
        Request::TimeOut(seat)
    }
    fn seat_name(seat: usize) -> Message {
        Mark(seat).name()
    }
}

impl Autosaved for Noughts {
    type Saved = Vec<u8>;
    type Record = Vec<u8>;

    fn saved(&self, _: &Seats<Mark>) -> Vec<u8> {
        self.moves.clone()
    }
    fn record(&self, _: &Seats<Mark>, _: Option<ClockRecord>) -> Vec<u8> {
        self.moves.clone()
    }
}

/// The game's own part: how each request meets its rules.
fn apply_next_request(
    mut pending: ResMut<Pending<Request>>,
    mut session: ResMut<Noughts>,
    mut changes: MessageWriter<Change>,
) {
    let Some(request) = pending.0.pop_front() else {
        return;
    };
    let mut legal = Vec::new();
    session.grid().legal_moves(&mut legal);
    match request {
        Request::Play(square) if legal.contains(&square) && session.timed_out.is_none() => {
            let next = session.grid().play(square);
            session.grids.push(next);
            session.moves.push(square);
            changes.write(Change::Played);
        }
        Request::Undo if session.moves.pop().is_some() => {
            session.grids.pop();
            changes.write(Change::Undone);
        }
        Request::TimeOut(seat) => session.timed_out = Some(seat),
        _ => {}
    }
}

impl Noughts {
    fn at(moves: &[u8]) -> Noughts {
        let mut grids = vec![Grid::default()];
        for &square in moves {
            grids.push(grids[grids.len() - 1].play(square));
        }
        Noughts {
            grids,
            moves: moves.to_vec(),
            timed_out: None,
        }
    }
}

/// Autosaves announced so far.
#[derive(Resource, Default)]
struct Announced(Vec<Vec<u8>>);

fn listen(mut saves: MessageReader<Autosaving<Vec<u8>>>, mut heard: ResMut<Announced>) {
    heard.0.extend(saves.read().map(|save| save.0.clone()));
}

/// A headless app with noughts and crosses at `moves`, O the computer's.
fn app(moves: &[u8]) -> App {
    let mut app = headless_app();
    app.add_table_requests::<Request, _>(apply_next_request)
        .add_message::<Prepared>()
        .init_resource::<Announced>()
        .add_systems(Update, listen);
    add_table_game::<Noughts>(&mut app);
    app.insert_resource(Noughts::at(moves));
    app.insert_resource(Seats::<Mark>::new(vec![
        Seat::Person,
        Seat::Computer(Level::Hard),
    ]));
    app.update();
    app
}

fn session(app: &App) -> &Noughts {
    app.world().resource::<Noughts>()
}

#[test]
fn the_computer_blocks_undo_takes_its_reply_back_and_every_change_is_announced() {
    // X takes a corner and the middle... O must block at 8.
    let mut app = app(&[0, 1]);
    app.world_mut().write_message(Request::Play(4));
    frames_until(&mut app, "O answers", |app| session(app).moves.len() == 4);
    assert_eq!(session(&app).moves, [0, 1, 4, 8], "O blocks the diagonal");
    app.update();
    let heard = &app.world().resource::<Announced>().0;
    assert_eq!(heard.last(), Some(&vec![0, 1, 4, 8]), "{heard:?}");
    // Undo takes O's reply back with X's move: X is to move again.
    app.world_mut().write_message(Request::Undo);
    frames_until(&mut app, "both taken back", |app| {
        session(app).moves.len() == 2
    });
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(session(&app).moves, [0, 1]);
}

#[test]
fn a_hint_finds_the_win_and_the_evaluation_says_it_is_won() {
    // X has 0 and 4, O has 1 and 2: X wins at 8.
    let mut app = app(&[0, 1, 4, 2]);
    app.insert_resource(EvaluationShown(true));
    app.world_mut().write_message(AskForHint);
    frames_until(&mut app, "the hint", |app| {
        app.world().contains_resource::<ShownHint<Noughts>>()
    });
    assert_eq!(app.world().resource::<ShownHint<Noughts>>().hint.mv, 8);
    // Made ready on the board as the game shows moves.
    let prepared = app.world().resource::<Messages<Prepared>>();
    let made_ready: Vec<u8> = prepared.get_cursor().read(prepared).map(|p| p.0).collect();
    assert_eq!(made_ready, [8]);
    frames_until(&mut app, "the evaluation", |app| {
        app.world().contains_resource::<Evaluated<Noughts>>()
    });
    let evaluated = app.world().resource::<Evaluated<Noughts>>();
    let verdict = evaluated.analysis.as_ref().expect("an analysis").verdict;
    assert_eq!(verdict.exact(), Some(Exact::Win(1)));
}

#[test]
fn a_clock_run_out_ends_the_game_on_time() {
    let mut app = app(&[]);
    let control: TimeControl = "0+0.1".parse().expect("a time control");
    let clock = TableClock::new(control, 2, Noughts::SCREEN).expect("timed");
    app.insert_resource(clock);
    // A tenth of a second is five of the test's frames: X's runs out.
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(session(&app).timed_out, Some(0));
    assert!(session(&app).is_over());
}
