//! A fourth game is a folder: noughts and crosses gets the computer, undo
//! with its reply, hints, the evaluation, clocks and the autosave's
//! announcements from the table layer by implementing `TableGame` and its
//! extensions alone (as ARCHITECTURE.md's steps say); its rules and its
//! engine (what `crates/rules` and `crates/ai` would hold) are in
//! `rules.rs`. It is judged against noughts and crosses itself: a line of
//! three wins, a threat must be blocked.

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop::table::prelude::*;
use tabletop_ai::analysis::{Analyst, Effort, Hint};
use tabletop_i18n::Message;
use tabletop_rules::clock::ClockRecord;
use tabletop_rules::tree::{Cell, MoveTree};
use tabletop_rules::{Finished, Game};

use rules::{Grid, Played, analyst};

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

/// A move, an undo, a redo, or a seat's time run out.
type Request = Asked<u8, usize>;

#[derive(Message, Clone, Debug, PartialEq)]
enum Change {
    Played,
    Undone,
}

/// A request the rules refused, and why.
#[derive(Message, Clone, Debug)]
struct Refused(String);

/// The game at the table, and its moves' tree.
#[derive(Resource, Clone, Debug)]
struct Noughts {
    game: Played,
    tree: MoveTree<u8>,
}

impl TableGame for Noughts {
    const GAME: &'static str = "noughts";
    const NAME: &'static str = "refused";
    type Game = Played;
    type Move = u8;
    type Side = Mark;
    type Request = Request;
    type Change = Change;
    type Rejected = Refused;
    type Opening = ();

    fn game(&self) -> &Played {
        &self.game
    }
    fn is_over(&self) -> bool {
        self.game.is_over()
    }
    fn tree(&self) -> &MoveTree<u8> {
        &self.tree
    }
    fn tree_mut(&mut self) -> &mut MoveTree<u8> {
        &mut self.tree
    }
    fn moves_played(&self) -> usize {
        self.game.moves.len()
    }
    fn to_move(&self) -> Mark {
        Mark(self.game.now().to_move())
    }
    fn undone(change: &Change) -> bool {
        *change == Change::Undone
    }
    fn started(_: &Change) -> bool {
        false
    }
    fn reason(refused: &Refused) -> Message {
        Message::new("problem").with("detail", refused.0.clone())
    }
    fn play_move(&mut self, square: u8) -> Result<Change, Refused> {
        self.game.play(square).map_err(Refused)?;
        Ok(Change::Played)
    }
    fn take_back(&mut self) -> Option<Change> {
        self.game.undo().then_some(Change::Undone)
    }
    /// A seat's time run out.
    fn other(
        request: Request,
        session: Option<&mut Noughts>,
        (): &mut (),
        _: &mut MessageWriter<Change>,
        _: &mut MessageWriter<Refused>,
    ) {
        if let (Asked::Other(seat), Some(session)) = (request, session) {
            session.game.timed_out = Some(seat);
        }
    }
    fn timed_out(&self) -> Option<usize> {
        self.game.timed_out
    }
    fn flag(seat: usize) -> Request {
        Asked::Other(seat)
    }
    fn seat_name(seat: usize) -> Message {
        Mark(seat).name()
    }
}

/// A hinted move made ready on the board.
#[derive(Message)]
struct Prepared(u8);

/// Its engine is the search (to the end of every game): its hints and
/// evaluation are the reviews' engine's.
impl Thinks for Noughts {
    type Thinkers = ();
    type Pick = Prepared;
    type Helpers = ();
    type Position = Grid;

    fn think(&self, (): &mut SystemParamItem<()>, _: &Seat) -> Option<Work<u8>> {
        let grids = self.game.grids.clone();
        Some(Box::new(move |stop| {
            let analysis = analyst(stop.clone()).analyse(&grids, Effort::Fixed(9));
            analysis.and_then(|a| a.best).ok_or("no move".to_owned())
        }))
    }
    fn shown(&mut self, hint: &Hint<u8>) -> Message {
        hint.reason.clone()
    }
    fn prepare(square: u8) -> Prepared {
        Prepared(square)
    }
    fn start(&self) -> Grid {
        Grid::default()
    }
    fn analyst(&self, (): &mut SystemParamItem<()>, _: &Line<Grid>) -> AnalystMaker<Grid> {
        Box::new(|stop| Box::new(analyst(stop)))
    }
}

/// Its autosave and record are its moves; its history says who made a
/// line.
impl Recorded for Noughts {
    type Saved = Vec<u8>;
    type Record = Vec<u8>;

    fn saved(&self, _: &Seats<Mark>) -> Vec<u8> {
        self.game.moves.clone()
    }
    fn record(&self, _: &Seats<Mark>, _: Option<ClockRecord>) -> Vec<u8> {
        self.game.moves.clone()
    }
    fn ending(&self) -> Option<Ending> {
        let (winners, how) = match self.game.now().finished()? {
            Finished::Won(seat) => (vec![seat], "how-won"),
            Finished::Drawn => (Vec::new(), "how-no-moves"),
        };
        Some(Ending { winners, how })
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
