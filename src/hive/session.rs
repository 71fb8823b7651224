//! The Hive game being played, and the only place it changes.
//!
//! Clicks, the menu, the opponents and tests send a [`HiveRequest`];
//! requests wait while tiles move, then go to the rules one at a time.
//! Each change is announced as a [`HiveChange`] for the table to animate.

use bevy::prelude::*;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::concession::Concession;
use tabletop_rules::hive::{Colour, HiveGame, Move, Position};
use tabletop_rules::tree::MoveTree;

use crate::table::game::{TableGame, add_table_game};
use crate::table::requests::{Asked, TableRequest};
use crate::table::seats::Side as _;

pub(super) fn plugin(app: &mut App) {
    add_table_game::<HiveSession>(app);
    crate::table::network::add_network::<HiveSession>(app);
}

impl TableGame for HiveSession {
    const GAME: &'static str = "hive";
    const NAME: &'static str = "lessons-hive";
    type Game = HiveGame;
    type Move = Move;
    type Side = Colour;
    type Request = HiveRequest;
    type Change = HiveChange;
    type Rejected = HiveRejected;
    type Opening = Commands<'static, 'static>;

    fn game(&self) -> &HiveGame {
        &self.game
    }

    fn is_over(&self) -> bool {
        self.game.outcome().is_some()
    }

    fn learner(&self) -> Option<Colour> {
        self.learner
    }

    /// The same moves to the same position (hints shown meanwhile change
    /// nothing).
    fn still_plays(&self, game: &HiveGame) -> bool {
        let now = &self.game;
        now.moves().len() == game.moves().len() && now.position() == game.position()
    }

    fn tree(&self) -> &MoveTree<Move> {
        &self.tree
    }

    fn tree_mut(&mut self) -> &mut MoveTree<Move> {
        &mut self.tree
    }

    fn moves_played(&self) -> usize {
        self.game.moves().len()
    }

    fn to_move(&self) -> Colour {
        self.game.position().to_move()
    }

    fn undone(change: &HiveChange) -> bool {
        matches!(change, HiveChange::Undone { .. })
    }

    fn started(change: &HiveChange) -> bool {
        matches!(change, HiveChange::Started)
    }

    fn reason(rejected: &HiveRejected) -> Message {
        rejected.reason.clone()
    }

    fn move_played(change: &HiveChange) -> Option<(Message, String)> {
        match change {
            HiveChange::Played { before, mv } => {
                Some((before.to_move().message(), before.move_string(*mv)))
            }
            _ => None,
        }
    }

    /// A colour with no move passed.
    fn notice(&self, change: &HiveChange) -> Option<Message> {
        let HiveChange::Played {
            before,
            mv: Move::Pass,
        } = change
        else {
            return None;
        };
        Some(Message::new("hive-passed").with("player", before.to_move().message()))
    }

    fn play_move(&mut self, mv: Move) -> Result<HiveChange, HiveRejected> {
        let before = self.game.position().clone();
        match self.game.play_move(mv) {
            Ok(_) => Ok(HiveChange::Played { before, mv }),
            Err(reason) => Err(HiveRejected {
                reason: reason.message(),
            }),
        }
    }

    fn take_back(&mut self) -> Option<HiveChange> {
        if self.game.moves().len() <= self.first_move {
            return None;
        }
        let mv = self.game.last_move()?;
        self.game.undo(1);
        let before = self.game.position().clone();
        Some(HiveChange::Undone { before, mv })
    }

    fn other(
        request: HiveRequest,
        session: Option<&mut HiveSession>,
        commands: &mut Commands,
        changes: &mut MessageWriter<HiveChange>,
        _: &mut MessageWriter<HiveRejected>,
    ) {
        match (request, session) {
            (HiveRequest::NewGame(game), _) => {
                commands.insert_resource(HiveSession::new(*game));
                changes.write(HiveChange::Started);
            }
            (HiveRequest::Guided(game), _) => {
                commands.insert_resource(HiveSession::guided(*game));
                changes.write(HiveChange::Started);
            }
            (
                ending
                @ (HiveRequest::TimeOut(_) | HiveRequest::Resign(_) | HiveRequest::AgreeDraw),
                Some(session),
            ) => {
                // Nothing moves: the banner says it.
                let ended = match ending {
                    HiveRequest::TimeOut(colour) => session.game.time_out(colour),
                    HiveRequest::Resign(loser) => session.game.concede(loser, Concession::Resigned),
                    _ => session.game.agree_draw(),
                };
                if ended.is_ok() {
                    changes.write(HiveChange::Ended);
                }
            }
            _ => {}
        }
    }

    /// Each move as the notation writes it where it was played.
    fn line_words(&self, line: &[Move]) -> Vec<String> {
        let mut game = self.game.restarted();
        line.iter()
            .map_while(|&mv| game.play_move(mv).ok())
            .collect()
    }

    fn timed_out(&self) -> Option<usize> {
        Some(self.game.timed_out()?.seat_index())
    }

    fn flag(seat: usize) -> HiveRequest {
        HiveRequest::TimeOut(colour(seat))
    }

    fn resigned(&self) -> Option<usize> {
        Some(self.game.resigned()?.seat_index())
    }

    fn seat_name(seat: usize) -> Message {
        colour(seat).message()
    }
}

/// Hive's requests as the table's request queue reads them.
impl TableRequest<Move> for HiveRequest {
    fn play(mv: Move) -> HiveRequest {
        HiveRequest::Play(mv)
    }
    fn undo() -> HiveRequest {
        HiveRequest::Undo
    }
    fn redo() -> HiveRequest {
        HiveRequest::Redo
    }
    fn asked(self) -> Asked<Move, HiveRequest> {
        match self {
            HiveRequest::Play(mv) => Asked::Play(mv),
            HiveRequest::Undo => Asked::Undo,
            HiveRequest::Redo => Asked::Redo,
            other => Asked::Other(other),
        }
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
    /// Start this game guided by a lesson or a puzzle, whose learner is
    /// the colour to move.
    Guided(Box<HiveGame>),
    /// This colour's clock ran out: the game ends on time.
    TimeOut(Colour),
    /// This colour resigns: the other wins.
    Resign(Colour),
    /// The players agree a draw.
    AgreeDraw,
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
    /// The game ended off the board (a clock ran out, a resignation, a
    /// draw agreed): nothing moves, the banner says it.
    Ended,
}

/// A request the rules refused, with their reason.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct HiveRejected {
    /// Why, in a player's words.
    pub reason: Message,
}

/// The game, its move tree (the variations, what redo would play again),
/// and the learner while a lesson or a puzzle guides it.
#[derive(Resource, Debug)]
pub struct HiveSession {
    /// The game, as the rules keep it.
    pub game: HiveGame,
    tree: MoveTree<Move>,
    /// The colour a lesson's or a puzzle's learner plays (the guide plays
    /// the other).
    pub learner: Option<Colour>,
    /// How many moves the game had when a lesson or a puzzle handed it over:
    /// the position it starts from, which undo does not go behind.
    first_move: usize,
}

impl HiveSession {
    /// A session of `game`, its moves the tree's line, nothing to redo.
    pub fn new(game: HiveGame) -> HiveSession {
        HiveSession {
            tree: MoveTree::from_moves(played(&game)),
            game,
            learner: None,
            first_move: 0,
        }
    }

    /// A session of `game` guided by a lesson or a puzzle: the learner
    /// plays the colour to move.
    pub fn guided(game: HiveGame) -> HiveSession {
        HiveSession {
            learner: Some(game.position().to_move()),
            first_move: game.moves().len(),
            ..HiveSession::new(game)
        }
    }
}

/// The moves played in `game`: each reads back where it was played.
fn played(game: &HiveGame) -> Vec<Move> {
    let played = game.moves().iter().zip(game.positions());
    played
        .filter_map(|(text, position)| position.parse_move(text).ok())
        .collect()
}

/// The colour in `seat` (White 0, Black 1, as the seats count them).
pub(super) fn colour(seat: usize) -> Colour {
    if seat == 0 {
        Colour::White
    } else {
        Colour::Black
    }
}
