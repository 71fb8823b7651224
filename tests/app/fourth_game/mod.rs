//! A fourth game is a folder: noughts and crosses, written here on the
//! rules' `Game` trait and the table's `TableGame`, gets the computer,
//! undo with its reply, hints, the evaluation, clocks and the autosave's
//! announcements from the table layer by implementing `TableGame` and its
//! extensions alone (as ARCHITECTURE.md's steps say); its rules and its
//! engine's judgement (what `crates/rules` and `crates/ai` would hold) are
//! in `rules.rs`. What it is judged
//! against is noughts and crosses itself: a line of three wins, a threat
//! must be blocked.

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop::table::autosave::{Autosaved, Autosaving};
use tabletop::table::clock::TableClock;
use tabletop::table::evaluation::{AnalysisWork, Evaluated, Evaluates, EvaluationShown};
use tabletop::table::game::{TableGame, add_table_game};
use tabletop::table::hint::{AskForHint, HINT_THINKING, HintWork, Hints, ShownHint};
use tabletop::table::history::{Ending, Remembered};
use tabletop::table::marks::BoardCells;
use tabletop::table::opponent::{Opponents, Work};
use tabletop::table::requests::Asked;
use tabletop::table::review::{AnalystMaker, Line, Reviews};
use tabletop::table::seats::{Seat, Seats, Side};
use tabletop::testing::{frames_until, headless_app};
use tabletop_ai::Level;
use tabletop_ai::analysis::{Analyst, Effort};
use tabletop_ai::search::Exact;
use tabletop_i18n::Message;
use tabletop_rules::clock::{ClockRecord, TimeControl};
use tabletop_rules::tree::{Cell, MoveTree};
use tabletop_rules::{Finished, Game};

use rules::{Grid, analyst};

mod plays;
mod rules;

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
    Redo,
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
    tree: MoveTree<u8>,
    timed_out: Option<usize>,
}

impl Noughts {
    fn grid(&self) -> &Grid {
        self.grids.last().expect("a grid")
    }
}

impl TableGame for Noughts {
    const GAME: &'static str = "noughts";
    const NAME: &'static str = "refused";
    type Game = Vec<u8>;
    type Move = u8;
    type Side = Mark;
    type Request = Request;
    type Change = Change;
    type Rejected = Refused;
    type Opening = ();

    fn game(&self) -> &Vec<u8> {
        &self.moves
    }
    fn is_over(&self) -> bool {
        self.grid().finished().is_some() || self.timed_out.is_some()
    }
    fn still_plays(&self, moves: &Vec<u8>) -> bool {
        self.moves == *moves
    }
    fn tree(&self) -> &MoveTree<u8> {
        &self.tree
    }

    fn tree_mut(&mut self) -> &mut MoveTree<u8> {
        &mut self.tree
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
    fn started(_: &Change) -> bool {
        false
    }
    fn reason(_: &Refused) -> Message {
        Message::new("refused")
    }

    fn redo() -> Request {
        Request::Redo
    }
    fn asked(request: Request) -> Asked<u8, Request> {
        match request {
            Request::Play(square) => Asked::Play(square),
            Request::Undo => Asked::Undo,
            Request::Redo => Asked::Redo,
            other => Asked::Other(other),
        }
    }
    fn play_move(&mut self, square: u8) -> Result<Change, Refused> {
        let mut legal = Vec::new();
        self.grid().legal_moves(&mut legal);
        if !legal.contains(&square) || self.timed_out.is_some() {
            return Err(Refused);
        }
        self.grids.push(self.grid().play(square));
        self.moves.push(square);
        Ok(Change::Played)
    }
    fn take_back(&mut self) -> Option<Change> {
        self.moves.pop()?;
        self.grids.pop();
        Some(Change::Undone)
    }
    fn other(
        request: Request,
        session: Option<&mut Noughts>,
        (): &mut (),
        _: &mut MessageWriter<Change>,
        _: &mut MessageWriter<Refused>,
    ) {
        if let (Request::TimeOut(seat), Some(session)) = (request, session) {
            session.timed_out = Some(seat);
        }
    }
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

    fn start(&self) -> Grid {
        Grid::default()
    }
    fn analyst(&self, (): &mut SystemParamItem<()>, _: &Line<Grid>) -> AnalystMaker<Grid> {
        Box::new(|stop| Box::new(analyst(stop)))
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

/// Its games are remembered; with no levels rated, unrated.
impl Remembered for Noughts {
    const LEVEL_TABLE: Option<&'static str> = None;

    fn variant(&self) -> String {
        "3×3".to_owned()
    }
    fn ending(&self) -> Option<Ending> {
        if let Some(loser) = self.timed_out {
            return Some(Ending {
                winners: vec![1 - loser],
                how: "how-time",
            });
        }
        Some(match self.grid().finished()? {
            Finished::Won(seat) => Ending {
                winners: vec![seat],
                how: "how-won",
            },
            Finished::Drawn => Ending {
                winners: Vec::new(),
                how: "how-no-moves",
            },
        })
    }
}

/// Its squares a unit wide round the table's centre.
impl BoardCells for Noughts {
    const CELL_WIDTH: f32 = 1.0;

    fn cell_at(&self, point: Vec3) -> Option<Cell> {
        let (x, y) = ((point.x + 1.5).floor(), (point.z + 1.5).floor());
        let inside = |v: f32| (0.0..3.0).contains(&v);
        (inside(x) && inside(y)).then_some(Cell(x as i32, y as i32, 0))
    }

    fn mark_point(&self, Cell(x, y, _): Cell) -> Vec3 {
        Vec3::new(x as f32 - 1.0, 0.0, y as f32 - 1.0)
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
            tree: MoveTree::from_moves(moves.iter().copied()),
            timed_out: None,
        }
    }
}
