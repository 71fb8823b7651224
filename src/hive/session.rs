//! The Hive game being played, and the only place it changes.
//!
//! Clicks, the menu, the opponents and tests send a [`HiveRequest`];
//! requests wait while tiles move, then go to the rules one at a time.
//! Each change is announced as a [`HiveChange`] for the table to animate.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::hive::{Colour, HiveGame, Move, Position};

use super::seats::HiveSeats;
use crate::table::activity::TableActivity;
use crate::table::replies::{Replies, take_back_replies};
use crate::table::{Pending, TableSystems};

pub(super) fn plugin(app: &mut App) {
    app.add_table_requests::<HiveRequest, _>(apply_next_request)
        .add_message::<HiveChange>()
        .add_message::<HiveRejected>()
        .init_resource::<HiveSeats>()
        .add_systems(
            Update,
            take_back_replies::<HiveReplies>.in_set(TableSystems::Select),
        );
}

/// Hive's programs, for undo: the computer and UHP engines (see
/// [`take_back_replies`]).
pub struct HiveReplies;

impl Replies for HiveReplies {
    type Change = HiveChange;
    type Request = HiveRequest;
    type Table = (Option<Res<'static, HiveSession>>, Res<'static, HiveSeats>);

    fn undone(change: &HiveChange) -> bool {
        matches!(change, HiveChange::Undone { .. })
    }

    fn program_to_move((session, seats): &<Self::Table as SystemParam>::Item<'_, '_>) -> bool {
        session.as_ref().is_some_and(|session| {
            let game = &session.game;
            seats.program_against_person(game.position().to_move(), 2) && game.last_move().is_some()
        })
    }

    fn undo() -> HiveRequest {
        HiveRequest::Undo
    }
}

/// Something a player, an opponent or a test wants done to the game.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum HiveRequest {
    /// Play this move.
    Play(Move),
    /// Take back the last move (and an opponent's reply with it, so that
    /// the person is to move again).
    Undo,
    /// Play again the last move taken back.
    Redo,
    /// Start this game (new, or carried on from its moves).
    NewGame(Box<HiveGame>),
    /// This colour's clock ran out: the game ends on time.
    TimeOut(Colour),
}

/// How the game changed, for the table to show.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum HiveChange {
    /// A game began: lay the tiles out afresh.
    Started,
    /// `mv` was played in `before`.
    Played {
        /// The position it was played in.
        before: Position,
        /// The move.
        mv: Move,
    },
    /// `mv` was taken back: `before` is the position it had been played
    /// in, which is the position again now.
    Undone {
        /// The position before the move, and now.
        before: Position,
        /// The move taken back.
        mv: Move,
    },
}

/// A request the rules refused, with their reason.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct HiveRejected {
    /// Why, in a player's words.
    pub reason: Message,
}

/// The game and the moves that redo would play again.
#[derive(Resource, Debug)]
pub struct HiveSession {
    /// The game, as the rules keep it.
    pub game: HiveGame,
    redo: Vec<Move>,
}

impl HiveSession {
    /// A session of `game`, nothing to redo.
    pub fn new(game: HiveGame) -> HiveSession {
        HiveSession {
            game,
            redo: Vec::new(),
        }
    }

    /// Whether the game at the table is still `game` (the same moves to
    /// the same position; hints shown meanwhile change nothing).
    pub fn still_plays(&self, game: &HiveGame) -> bool {
        let now = &self.game;
        now.moves().len() == game.moves().len() && now.position() == game.position()
    }

    /// Whether redo has a move to play.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The moves played and those redo would play, in order: the whole
    /// line being looked through.
    pub fn line(&self) -> Vec<Move> {
        let game = &self.game;
        let played = game.moves().iter().zip(game.positions());
        // Every move played reads back where it was played.
        played
            .filter_map(|(text, position)| position.parse_move(text).ok())
            .chain(self.redo.iter().rev().copied())
            .collect()
    }
}

fn apply_next_request(
    mut commands: Commands,
    mut pending: ResMut<Pending<HiveRequest>>,
    session: Option<ResMut<HiveSession>>,
    mut changes: MessageWriter<HiveChange>,
    mut rejected: MessageWriter<HiveRejected>,
) {
    let Some(request) = pending.0.pop_front() else {
        return;
    };
    if let HiveRequest::NewGame(game) = request {
        commands.insert_resource(HiveSession::new(*game));
        changes.write(HiveChange::Started);
        return;
    }
    let Some(mut session) = session else {
        return;
    };
    match request {
        HiveRequest::Play(mv) => {
            let before = session.game.position().clone();
            match session.game.play_move(mv) {
                Ok(_) => {
                    // A new move forks history: what was undone is gone.
                    if session.redo.last() == Some(&mv) {
                        session.redo.pop();
                    } else {
                        session.redo.clear();
                    }
                    changes.write(HiveChange::Played { before, mv });
                }
                Err(reason) => {
                    rejected.write(HiveRejected {
                        reason: reason.message(),
                    });
                }
            }
        }
        HiveRequest::Undo => {
            if let Some(mv) = session.game.last_move() {
                session.game.undo(1);
                session.redo.push(mv);
                let before = session.game.position().clone();
                changes.write(HiveChange::Undone { before, mv });
            }
        }
        HiveRequest::Redo => {
            if let Some(&mv) = session.redo.last() {
                pending.0.push_front(HiveRequest::Play(mv));
            }
        }
        HiveRequest::TimeOut(colour) => {
            // Nothing moves: the banner says it.
            let _ = session.game.time_out(colour);
        }
        HiveRequest::NewGame(_) => {}
    }
}
