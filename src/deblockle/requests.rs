//! Deblockle at the table ([`TableGame`]): its session's sides and move
//! tree, and how its requests meet the rules in the table's request queue
//! (see [`crate::table::requests`]): moves and undo through the rules; a
//! new game opened at once, or its setup begun; a loss on time; a jump
//! along the line.

use bevy::prelude::*;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::concession::Concession;
use tabletop_rules::deblockle::{Game, Move, Player, RulesOptions, Undone};
use tabletop_rules::tree::MoveTree;

use super::phase::DeblockleStage;
use super::refusal::Rejected;
use super::session::{DeblockleChange, DeblockleRequest, DeblockleSession, Start};
use super::setup::Setup;
use crate::table::game::TableGame;
use crate::table::requests::{Asked, TableRequest};

/// What a new game opens with.
enum Opened {
    Game(DeblockleSession),
    Setup(Setup),
}

impl TableGame for DeblockleSession {
    const GAME: &'static str = "deblockle";
    const NAME: &'static str = "lessons-deblockle";
    type Game = Game;
    type Move = Move;
    type Side = Player;
    type Request = DeblockleRequest;
    type Change = DeblockleChange;
    type Rejected = Rejected;
    type Opening = (
        Commands<'static, 'static>,
        ResMut<'static, NextState<DeblockleStage>>,
    );

    fn game(&self) -> &Game {
        &self.game
    }

    fn is_over(&self) -> bool {
        self.game.outcome().is_some()
    }

    fn learner(&self) -> Option<Player> {
        self.learner
    }

    /// The same moves to the same position (hints shown meanwhile change
    /// nothing).
    fn still_plays(&self, game: &Game) -> bool {
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

    fn to_move(&self) -> Player {
        self.game.position().turn()
    }

    fn undone(change: &DeblockleChange) -> bool {
        matches!(change, DeblockleChange::Undone { .. })
    }

    fn started(change: &DeblockleChange) -> bool {
        matches!(change, DeblockleChange::Started)
    }

    fn reason(rejected: &Rejected) -> Message {
        rejected.reason.clone()
    }

    fn move_played(change: &DeblockleChange) -> Option<(Message, String)> {
        match change {
            DeblockleChange::Played { turn, .. } => {
                Some((turn.player.message(), turn.mv.to_string()))
            }
            _ => None,
        }
    }

    /// The opponent blocked: the mover goes again.
    fn notice(&self, change: &DeblockleChange) -> Option<Message> {
        match change {
            DeblockleChange::Played { turn, .. } => turn.blocked_message(),
            _ => None,
        }
    }

    fn play_move(&mut self, mv: Move) -> Result<DeblockleChange, Rejected> {
        let before = *self.game.position();
        match self.game.play(mv) {
            Ok(turn) => Ok(DeblockleChange::Played { before, turn }),
            Err(reason) => Err(Rejected {
                mv: Some(mv),
                reason: reason.message(),
            }),
        }
    }

    /// A loss on time goes back with the move before it, so that the clocks
    /// return to a position with time on them.
    fn take_back(&mut self) -> Option<DeblockleChange> {
        let mut undone = self.game.undo();
        if matches!(undone, Some(Undone::TimeOut | Undone::Resignation)) {
            undone = self.game.undo();
        }
        let Some(Undone::Move(mv)) = undone else {
            return None;
        };
        let before = *self.game.position();
        Some(DeblockleChange::Undone { before, mv })
    }

    fn other(
        request: DeblockleRequest,
        session: Option<&mut DeblockleSession>,
        (commands, stage): &mut (Commands, ResMut<NextState<DeblockleStage>>),
        changes: &mut MessageWriter<DeblockleChange>,
        rejected: &mut MessageWriter<Rejected>,
    ) {
        match (request, session) {
            (DeblockleRequest::NewGame { rules, start }, _) => {
                open(rules, start, commands, stage, changes, rejected);
            }
            (DeblockleRequest::ForgetRedo, Some(session)) => session.tree.forget_ahead(),
            (
                ending @ (DeblockleRequest::TimeOut(_)
                | DeblockleRequest::Resign(_)
                | DeblockleRequest::AgreeDraw),
                Some(session),
            ) => {
                let ended = match ending {
                    DeblockleRequest::TimeOut(player) => session.game.time_out(player),
                    DeblockleRequest::Resign(loser) => {
                        session.game.concede(loser, Concession::Resigned)
                    }
                    _ => session.game.agree_draw(),
                };
                if ended.is_ok() {
                    changes.write(DeblockleChange::Ended);
                }
            }
            (DeblockleRequest::JumpTo(at), Some(session)) => {
                if let Some(jumped) = session.at_move(at) {
                    *session = jumped;
                    changes.write(DeblockleChange::Started);
                }
            }
            _ => {}
        }
    }

    /// A move as the notation writes it (the rules replay the line: each
    /// of its moves is one they took).
    fn line_words(&self, line: &[Move]) -> Vec<String> {
        let mut game = self.fresh_game();
        line.iter()
            .map_while(|&mv| {
                game.as_mut()?.play(mv).ok()?;
                Some(mv.to_string())
            })
            .collect()
    }

    fn timed_out(&self) -> Option<usize> {
        Some(self.game.timed_out()?.seat())
    }

    fn flag(seat: usize) -> DeblockleRequest {
        DeblockleRequest::TimeOut(Player::from_seat(seat))
    }

    fn resigned(&self) -> Option<usize> {
        Some(self.game.resigned()?.seat())
    }

    fn seat_name(seat: usize) -> Message {
        Player::from_seat(seat).message()
    }
}

/// Deblockle's requests as the table's request queue reads them.
impl TableRequest<Move> for DeblockleRequest {
    fn play(mv: Move) -> DeblockleRequest {
        DeblockleRequest::Play(mv)
    }
    fn undo() -> DeblockleRequest {
        DeblockleRequest::Undo
    }
    fn redo() -> DeblockleRequest {
        DeblockleRequest::Redo
    }
    fn asked(self) -> Asked<Move, DeblockleRequest> {
        match self {
            DeblockleRequest::Play(mv) => Asked::Play(mv),
            DeblockleRequest::Undo => Asked::Undo,
            DeblockleRequest::Redo => Asked::Redo,
            other => Asked::Other(other),
        }
    }
}

/// Opens a new game: a game starts at once; a setup clears the table for
/// the dice.
fn open(
    rules: RulesOptions,
    start: Start,
    commands: &mut Commands,
    stage: &mut NextState<DeblockleStage>,
    changes: &mut MessageWriter<DeblockleChange>,
    rejected: &mut MessageWriter<Rejected>,
) {
    let opened = match start {
        Start::Position(position) => Ok(Opened::Game(DeblockleSession::new(Game::new(
            rules, position,
        )))),
        Start::Guided(position, learner) => Ok(Opened::Game(DeblockleSession {
            learner: Some(learner),
            ..DeblockleSession::new(Game::new(rules, position))
        })),
        Start::Game(game) => Ok(Opened::Game(DeblockleSession::new(*game))),
        Start::Replay(game) => match DeblockleSession::new(*game).at_move(0) {
            Some(session) => Ok(Opened::Game(session)),
            None => return,
        },
        Start::ResumeSetup(snapshot) => Setup::resume(*snapshot).map(Opened::Setup),
        Start::Setup(plan) => Setup::new(rules, plan).map(Opened::Setup),
    };
    match opened {
        Ok(Opened::Game(session)) => {
            commands.remove_resource::<Setup>();
            commands.insert_resource(session);
            stage.set(DeblockleStage::Play);
            changes.write(DeblockleChange::Started);
        }
        Ok(Opened::Setup(setup)) => {
            commands.remove_resource::<DeblockleSession>();
            commands.insert_resource(setup);
            stage.set(DeblockleStage::Setup);
            changes.write(DeblockleChange::Cleared);
        }
        Err(reason) => {
            rejected.write(Rejected {
                mv: None,
                reason: reason.message(),
            });
        }
    }
}
