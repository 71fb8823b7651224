//! The Blokus 3D game being played, and the only place it changes.
//!
//! Picks, the menu, the computer and tests send a [`BlokusRequest`];
//! requests wait while pieces drop, then go to the rules one at a time.
//! Each change is announced as a [`BlokusChange`] for the table to show.

use bevy::prelude::*;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::blokus3d::{Colour, Placement, Position};
use tabletop_rules::concession::Concession;
use tabletop_rules::tree::MoveTree;

use crate::language::list;
use crate::table::game::{TableGame, add_table_game};
use crate::table::requests::{Asked, TableRequest};
use crate::table::seats::{Seats, Side};

pub(super) fn plugin(app: &mut App) {
    add_table_game::<BlokusSession>(app);
    crate::table::network::add_network::<BlokusSession>(app);
}

impl TableGame for BlokusSession {
    const GAME: &'static str = "blokus3d";
    const NAME: &'static str = "lessons-blokus3d";
    type Game = Position;
    type Move = Placement;
    type Side = Person;
    type Request = BlokusRequest;
    type Change = BlokusChange;
    type Rejected = BlokusRejected;
    type Opening = Commands<'static, 'static>;

    fn game(&self) -> &Position {
        &self.position
    }

    fn is_over(&self) -> bool {
        self.position.is_over()
    }

    fn learner(&self) -> Option<Person> {
        self.learner
    }

    fn still_plays(&self, game: &Position) -> bool {
        self.position.same_game(game)
    }

    fn tree(&self) -> &MoveTree<Placement> {
        &self.tree
    }

    fn tree_mut(&mut self) -> &mut MoveTree<Placement> {
        &mut self.tree
    }

    fn moves_played(&self) -> usize {
        self.position.history().len()
    }

    fn to_move(&self) -> Person {
        Person(
            self.position
                .seating()
                .player_of(self.position.seat_to_move()),
        )
    }

    fn sides(&self) -> usize {
        usize::from(self.position.seating().players)
    }

    fn undone(change: &BlokusChange) -> bool {
        matches!(change, BlokusChange::Undone)
    }

    fn started(change: &BlokusChange) -> bool {
        matches!(change, BlokusChange::Started)
    }

    fn reason(rejected: &BlokusRejected) -> Message {
        rejected.reason.clone()
    }

    fn move_played(change: &BlokusChange) -> Option<(Message, String)> {
        match change {
            BlokusChange::Placed { before, placement } => Some((
                Colour::of_seat(before.seat_to_move()).message(),
                placement.to_string(),
            )),
            _ => None,
        }
    }

    /// A colour out on time, or put out by a placement (none can follow).
    fn notice(&self, change: &BlokusChange) -> Option<Message> {
        match change {
            BlokusChange::TimedOut(seat) => {
                let colour = Colour::of_seat(*seat).message();
                Some(Message::new("blokus-out-on-time").with("colour", colour))
            }
            BlokusChange::Resigned(seat) => {
                let colour = Colour::of_seat(*seat).message();
                Some(Message::new("blokus-out-resigned").with("colour", colour))
            }
            BlokusChange::Placed { before, .. } => {
                let after = &self.position;
                let out: Vec<Message> = (0..after.seating().colours())
                    .filter(|&seat| after.is_out(seat) && !before.is_out(seat))
                    .map(|seat| Colour::of_seat(seat).message())
                    .collect();
                (!out.is_empty())
                    .then(|| Message::new("blokus-out").with("colours", list(out, true)))
            }
            _ => None,
        }
    }

    fn play_move(&mut self, placement: Placement) -> Result<BlokusChange, BlokusRejected> {
        let before = self.position.clone();
        match self.position.place(placement) {
            Ok(()) => Ok(BlokusChange::Placed {
                before: Box::new(before),
                placement,
            }),
            Err(reason) => Err(BlokusRejected {
                reason: reason.message(),
            }),
        }
    }

    fn take_back(&mut self) -> Option<BlokusChange> {
        let (before, _) = self.position.before_last()?;
        self.position = before;
        Some(BlokusChange::Undone)
    }

    fn other(
        request: BlokusRequest,
        session: Option<&mut BlokusSession>,
        commands: &mut Commands,
        changes: &mut MessageWriter<BlokusChange>,
        _: &mut MessageWriter<BlokusRejected>,
    ) {
        match (request, session) {
            (BlokusRequest::NewGame(position), _) => {
                commands.insert_resource(BlokusSession::new(*position));
                changes.write(BlokusChange::Started);
            }
            (BlokusRequest::Guided(position), _) => {
                commands.insert_resource(BlokusSession::guided(*position));
                changes.write(BlokusChange::Started);
            }
            (BlokusRequest::TimeOut(seat), Some(session)) => {
                let out = session.position.time_out(seat);
                if out {
                    changes.write(BlokusChange::TimedOut(seat));
                }
            }
            (BlokusRequest::Resign(Person(person)), Some(session)) => {
                let position = &mut session.position;
                let colours = 0..position.seating().colours();
                let theirs: Vec<usize> = colours
                    .filter(|&seat| position.seating().player_of(seat) == person)
                    .collect();
                for seat in theirs {
                    if position.concede(seat, Concession::Resigned) {
                        changes.write(BlokusChange::Resigned(seat));
                    }
                }
            }
            _ => {}
        }
    }

    /// Each placement as the notation writes it (the rules replay the
    /// line: each is one they took).
    fn line_words(&self, line: &[Placement]) -> Vec<String> {
        let mut position = self.position.restarted();
        line.iter()
            .map_while(|&placement| {
                position.place(placement).ok()?;
                Some(placement.to_string())
            })
            .collect()
    }

    fn clock_to_move(&self) -> usize {
        self.position.seat_to_move()
    }

    /// The game never ends on one colour's time: the others play on.
    fn timed_out(&self) -> Option<usize> {
        None
    }

    fn flag(seat: usize) -> BlokusRequest {
        BlokusRequest::TimeOut(seat)
    }

    fn seat_name(seat: usize) -> Message {
        Colour::of_seat(seat).message()
    }
}

/// Blokus 3D's requests as the table's request queue reads them.
impl TableRequest<Placement> for BlokusRequest {
    fn play(placement: Placement) -> BlokusRequest {
        BlokusRequest::Place(placement)
    }
    fn undo() -> BlokusRequest {
        BlokusRequest::Undo
    }
    fn redo() -> BlokusRequest {
        BlokusRequest::Redo
    }
    fn asked(self) -> Asked<Placement, BlokusRequest> {
        match self {
            BlokusRequest::Place(placement) => Asked::Play(placement),
            BlokusRequest::Undo => Asked::Undo,
            BlokusRequest::Redo => Asked::Redo,
            other => Asked::Other(other),
        }
    }
}

/// One of the people at a Blokus 3D game (from 0), who plays one colour
/// or two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Person(pub usize);

impl Side for Person {
    fn seat_index(self) -> usize {
        self.0
    }

    fn name(self) -> Message {
        Message::new("blokus-player").with("number", self.0 + 1)
    }
}

/// Who plays for each person of the game at the table.
pub type BlokusSeats = Seats<Person>;

/// Something a player, the computer or a test wants done to the game.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum BlokusRequest {
    /// Make this placement.
    Place(Placement),
    /// Take back the last placement (and the computer's since a person's).
    Undo,
    /// Make again the last placement taken back.
    Redo,
    /// Start from this position.
    NewGame(Box<Position>),
    /// Start from this position guided by a lesson, whose learner is the
    /// person to move.
    Guided(Box<Position>),
    /// This seat's clock ran out: its colour is out of the game.
    TimeOut(usize),
    /// This person resigns: their colours are out of the game.
    Resign(Person),
}

/// How the game changed.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum BlokusChange {
    /// A game began: build the structure afresh.
    Started,
    /// This seat's clock ran out: its colour is out.
    TimedOut(usize),
    /// This seat's player resigned: its colour is out.
    Resigned(usize),
    /// `placement` was made in `before`.
    Placed {
        /// The position it was made in.
        before: Box<Position>,
        /// The placement.
        placement: Placement,
    },
    /// The last placement was taken back.
    Undone,
}

/// A placement the rules refused, with their reason.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct BlokusRejected {
    /// Why, in a player's words.
    pub reason: Message,
}

/// The game, its tree of placements (the variations, what redo would make
/// again), and the learner while a lesson guides it.
#[derive(Resource, Debug)]
pub struct BlokusSession {
    /// The position, as the rules keep it (its history is the game).
    pub position: Position,
    tree: MoveTree<Placement>,
    /// The person a lesson's learner is (the lesson places for the others).
    pub learner: Option<Person>,
}

impl BlokusSession {
    /// A session at `position`, its placements the tree's line, nothing to
    /// redo.
    pub fn new(position: Position) -> BlokusSession {
        BlokusSession {
            tree: MoveTree::from_moves(position.history().iter().copied()),
            position,
            learner: None,
        }
    }

    /// A session at `position` guided by a lesson: the learner is the
    /// person to move.
    pub fn guided(position: Position) -> BlokusSession {
        let learner = Person(position.seating().player_of(position.seat_to_move()));
        BlokusSession {
            learner: Some(learner),
            ..BlokusSession::new(position)
        }
    }
}
