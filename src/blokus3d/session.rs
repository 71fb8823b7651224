//! The Blokus 3D game being played, and the only place it changes.
//!
//! Picks, the menu, the computer and tests send a [`BlokusRequest`];
//! requests wait while pieces drop, then go to the rules one at a time.
//! Each change is announced as a [`BlokusChange`] for the table to show.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_ai::blokus3d::Blokus3dPlayer;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::blokus3d::{Placement, Position};

use crate::language::level_name;
use crate::table::activity::{TableActivity, no_piece_moving};
use crate::table::replies::{Replies, take_back_replies};
use crate::table::{Pending, TableSystems, queue_requests};

pub(super) fn plugin(app: &mut App) {
    app.add_table_requests::<BlokusRequest>()
        .add_message::<BlokusChange>()
        .add_message::<BlokusRejected>()
        .init_resource::<BlokusSeats>()
        .add_systems(
            Update,
            (
                queue_requests::<BlokusRequest>,
                apply_next_request.run_if(no_piece_moving),
            )
                .chain()
                .in_set(TableSystems::Rules),
        )
        .add_systems(
            Update,
            take_back_replies::<BlokusReplies>.in_set(TableSystems::Select),
        );
}

/// Blokus 3D's programs, for undo: the computer seats (see
/// [`take_back_replies`]).
pub struct BlokusReplies;

impl Replies for BlokusReplies {
    type Change = BlokusChange;
    type Request = BlokusRequest;
    type Table = (
        Option<Res<'static, BlokusSession>>,
        Res<'static, BlokusSeats>,
    );

    fn undone(change: &BlokusChange) -> bool {
        matches!(change, BlokusChange::Undone)
    }

    fn program_to_move((session, seats): &<Self::Table as SystemParam>::Item<'_, '_>) -> bool {
        session.as_ref().is_some_and(|session| {
            let position = &session.position;
            let seating = position.seating();
            let has_person = (0..usize::from(seating.players))
                .any(|person| seats.of(person) == BlokusSeat::Person);
            let to_move = seating.player_of(position.seat_to_move());
            has_person && seats.of(to_move) != BlokusSeat::Person && !position.history().is_empty()
        })
    }

    fn undo() -> BlokusRequest {
        BlokusRequest::Undo
    }
}

/// Who plays each person's colours: someone at the screen or the computer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BlokusSeat {
    /// Someone at the screen.
    #[default]
    Person,
    /// A computer player.
    Computer(Blokus3dPlayer),
}

impl BlokusSeat {
    /// In a few words.
    pub fn describe(self) -> Message {
        let computer = |level| Message::new("seat-computer").with("level", level_name(level));
        match self {
            BlokusSeat::Person => Message::new("seat-person"),
            BlokusSeat::Computer(Blokus3dPlayer::Greedy) => computer(Level::Easy),
            BlokusSeat::Computer(Blokus3dPlayer::Random) => computer(Level::Random),
            BlokusSeat::Computer(Blokus3dPlayer::Mcts(_)) => computer(Level::Hard),
        }
    }
}

impl std::fmt::Display for BlokusSeat {
    /// `person`, or the computer player's name (`greedy`, `mcts1000`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BlokusSeat::Person => f.write_str("person"),
            BlokusSeat::Computer(player) => write!(f, "{player}"),
        }
    }
}

impl std::str::FromStr for BlokusSeat {
    type Err = String;

    fn from_str(text: &str) -> Result<BlokusSeat, String> {
        match text.trim() {
            "person" => Ok(BlokusSeat::Person),
            player => player
                .parse()
                .map(BlokusSeat::Computer)
                .map_err(|error| format!("{error}")),
        }
    }
}

/// The players of the game at the table, by person (a person with two
/// colours has one seat).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct BlokusSeats(pub Vec<BlokusSeat>);

impl BlokusSeats {
    /// The seat of `person` (a person at the screen when not listed).
    pub fn of(&self, person: usize) -> BlokusSeat {
        self.0.get(person).copied().unwrap_or_default()
    }
}

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
}

/// How the game changed.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum BlokusChange {
    /// A game began: build the structure afresh.
    Started,
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

/// The game and the placements that redo would make again.
#[derive(Resource, Debug)]
pub struct BlokusSession {
    /// The position, as the rules keep it (its history is the game).
    pub position: Position,
    redo: Vec<Placement>,
}

impl BlokusSession {
    /// A session at `position`, nothing to redo.
    pub fn new(position: Position) -> BlokusSession {
        BlokusSession {
            position,
            redo: Vec::new(),
        }
    }

    /// Whether redo has a placement to make.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}

fn apply_next_request(
    mut commands: Commands,
    mut pending: ResMut<Pending<BlokusRequest>>,
    session: Option<ResMut<BlokusSession>>,
    mut changes: MessageWriter<BlokusChange>,
    mut rejected: MessageWriter<BlokusRejected>,
) {
    let Some(request) = pending.0.pop_front() else {
        return;
    };
    if let BlokusRequest::NewGame(position) = request {
        commands.insert_resource(BlokusSession::new(*position));
        changes.write(BlokusChange::Started);
        return;
    }
    let Some(mut session) = session else {
        return;
    };
    match request {
        BlokusRequest::Place(placement) => {
            let before = session.position.clone();
            match session.position.place(placement) {
                Ok(()) => {
                    if session.redo.last() == Some(&placement) {
                        session.redo.pop();
                    } else {
                        session.redo.clear();
                    }
                    changes.write(BlokusChange::Placed {
                        before: Box::new(before),
                        placement,
                    });
                }
                Err(reason) => {
                    rejected.write(BlokusRejected {
                        reason: reason.message(),
                    });
                }
            }
        }
        BlokusRequest::Undo => {
            if let Some((before, placement)) = session.position.before_last() {
                session.position = before;
                session.redo.push(placement);
                changes.write(BlokusChange::Undone);
            }
        }
        BlokusRequest::Redo => {
            if let Some(&placement) = session.redo.last() {
                pending.0.push_front(BlokusRequest::Place(placement));
            }
        }
        BlokusRequest::NewGame(_) => {}
    }
}
