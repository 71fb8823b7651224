//! A little game for the table layer's own tests, solved by hand: players
//! in turn add 1 or 2 to a count from 0, and whoever reaches 4 wins; so a
//! player wins by leaving a count of 1 (then 4 after the reply), and loses
//! by leaving any other. Its session implements the table's traits with an
//! engine whose answers each test lets go.

use std::sync::Mutex;
use std::sync::mpsc::Receiver;

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_ai::analysis::{Analysis, Analyst, Effort, Hint, Verdict};
use tabletop_ai::search::Exact;
use tabletop_i18n::Message;
use tabletop_rules::tree::MoveTree;
use tabletop_rules::{Finished, Game};

use super::evaluation::AnalysisWork;
use super::game::TableGame;
use super::hint::HintWork;
use super::opponent::Work;
use super::requests::{Asked, TableRequest};
use super::review::{AnalystMaker, Line};
use super::seats::{Seat, Side};
use super::thinks::Thinks;
use crate::screens::Screen;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Race {
    count: u8,
    to_move: usize,
}

pub const START: Race = Race {
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

/// A seat of the race.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Runner(usize);

impl Side for Runner {
    fn seat_index(self) -> usize {
        self.0
    }

    fn name(self) -> Message {
        Message::new("seat").with("n", self.0)
    }
}

/// A request at the race's table (its tests send none).
#[derive(Message, Clone, Debug)]
pub struct RaceRequest;

/// A change at the race's table (its tests announce none).
#[derive(Message, Clone, Debug)]
pub struct RaceChange;

/// The race at the table: its line (moves played and to redo), and the
/// hints shown.
#[derive(Resource, Clone, Debug)]
pub struct RaceTable {
    pub line: Line<Race>,
    pub hints: u32,
    /// The moves played (the line's moves beyond are what redo plays).
    tree: MoveTree<u8>,
}

impl RaceTable {
    /// The race along `moves`, the first `played` of them played.
    pub fn at(moves: &[u8], played: usize) -> RaceTable {
        RaceTable {
            line: Line {
                start: START,
                moves: moves.to_vec(),
                played,
            },
            hints: 0,
            tree: MoveTree::from_moves(moves[..played].iter().copied()),
        }
    }
}

impl Default for RaceTable {
    fn default() -> RaceTable {
        RaceTable::at(&[], 0)
    }
}

/// The engine's answers, let go by the test: a hint's go-ahead, and the
/// chances an evaluation gives the first seat.
#[derive(Resource, Default)]
pub struct Engine {
    pub hints: Mutex<Option<Receiver<()>>>,
    pub evaluations: Mutex<Option<Receiver<f64>>>,
}

impl TableGame for RaceTable {
    const SCREEN: Screen = Screen::Menu;
    const GAME: &'static str = "race";
    const NAME: &'static str = "refused";
    /// The game as asked about: how many moves were played.
    type Game = usize;
    type Move = u8;
    type Side = Runner;
    type Request = RaceRequest;
    type Change = RaceChange;
    type Rejected = RaceChange;
    type Opening = ();

    fn game(&self) -> &usize {
        &self.line.played
    }

    fn is_over(&self) -> bool {
        false
    }

    fn tree(&self) -> &MoveTree<u8> {
        &self.tree
    }

    fn tree_mut(&mut self) -> &mut MoveTree<u8> {
        &mut self.tree
    }

    /// The line's moves beyond those played.
    fn can_redo(&self) -> bool {
        self.line.played < self.line.moves.len()
    }

    fn moves_played(&self) -> usize {
        self.line.played
    }

    fn to_move(&self) -> Runner {
        Runner(self.line.played % 2)
    }

    fn play_move(&mut self, _: u8) -> Result<RaceChange, RaceChange> {
        Err(RaceChange)
    }

    fn take_back(&mut self) -> Option<RaceChange> {
        None
    }

    fn other(
        _: RaceRequest,
        _: Option<&mut RaceTable>,
        (): &mut (),
        _: &mut MessageWriter<RaceChange>,
        _: &mut MessageWriter<RaceChange>,
    ) {
    }

    fn timed_out(&self) -> Option<usize> {
        None
    }

    fn flag(_: usize) -> RaceRequest {
        RaceRequest
    }

    fn seat_name(seat: usize) -> Message {
        Runner(seat).name()
    }

    fn undone(_: &RaceChange) -> bool {
        false
    }

    fn started(_: &RaceChange) -> bool {
        false
    }

    fn reason(_: &RaceChange) -> Message {
        Message::new("refused")
    }
}

/// The race's requests as the table's request queue reads them.
impl TableRequest<u8> for RaceRequest {
    fn play(_: u8) -> RaceRequest {
        RaceRequest
    }
    fn undo() -> RaceRequest {
        RaceRequest
    }
    fn redo() -> RaceRequest {
        RaceRequest
    }
    fn asked(self) -> Asked<u8, RaceRequest> {
        Asked::Other(self)
    }
}

impl Thinks for RaceTable {
    type Thinkers = ();
    type Helpers = Res<'static, Engine>;
    type Pick = Prepared;
    type Position = Race;

    /// No program plays the race.
    fn think(&self, (): &mut SystemParamItem<()>, _: &Seat) -> Option<Work<u8>> {
        None
    }

    /// Adds one, once the test lets the engine answer.
    fn hint_work(&self, engine: &mut SystemParamItem<Self::Helpers>) -> HintWork<u8> {
        let wait = engine.hints.lock().ok().and_then(|mut wait| wait.take());
        let now = self.line.played as u8;
        Box::new(move |_| {
            wait?.recv().ok()?;
            Some(Hint {
                mv: now + 1,
                reason: Message::new("hint-draws"),
                verdict: Verdict::Likely(0.5),
                line: vec![now + 1],
            })
        })
    }

    fn shown(&mut self, hint: &Hint<u8>) -> Message {
        self.hints += 1;
        Message::new("hint-move").with("move", hint.mv)
    }

    fn prepare(add: u8) -> Prepared {
        Prepared(add)
    }

    /// The chance the test gives the first seat, once it gives one.
    fn analysis_work(
        &self,
        engine: &mut SystemParamItem<Self::Helpers>,
    ) -> Option<AnalysisWork<u8>> {
        let seat = self.line.played % 2;
        let evaluations = engine.evaluations.lock().ok()?;
        let chance = evaluations.as_ref()?.try_recv().ok()?;
        Some(Box::new(move |_| {
            let expected = vec![chance, 1.0 - chance];
            let verdict = Verdict::Likely(expected[seat]);
            Some(Analysis {
                seat,
                best: Some(1),
                verdict,
                expected,
                line: vec![1],
                depth: 1,
                nodes: 1,
            })
        }))
    }

    fn seat(&self, _: &SystemParamItem<Self::Helpers>, seat: usize) -> (Message, Color) {
        let colours = [Color::WHITE, Color::BLACK];
        (Runner(seat).name(), colours[seat % 2])
    }

    fn start(&self) -> Race {
        self.line.start
    }

    /// The race's own line (its moves beyond those played are redo's).
    fn line(&self) -> Option<Line<Race>> {
        Some(self.line.clone())
    }

    fn analyst(
        &self,
        _: &mut SystemParamItem<Self::Helpers>,
        _: &Line<Race>,
    ) -> AnalystMaker<Race> {
        Box::new(|_| Box::new(Solver))
    }
}

/// A move made ready on the board.
#[derive(Message)]
pub struct Prepared(pub u8);
