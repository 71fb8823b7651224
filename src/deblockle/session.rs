//! The Deblockle game being played, and the only place it changes.
//!
//! Input, menus, scripts and tests all send a [`DeblockleRequest`]; requests wait
//! while blocks are moving, then go to the rules crate one at a time. Each
//! change is announced as a [`DeblockleChange`] for the view to animate.

use bevy::prelude::*;

use tabletop_rules::deblockle::{Game, Move, Player, Position, RulesOptions, Turn};
use tabletop_rules::tree::MoveTree;

pub use super::refusal::Rejected;
use super::setup::{SetupFinished, SetupPlan, SetupSnapshot};
use crate::table::TableSystems;
use crate::table::game::add_table_game;
use crate::table::set_up::add_set_up;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, begin_when_set_up.before(TableSystems::Rules));
    add_table_game::<DeblockleSession>(app);
    crate::table::network::add_network::<DeblockleSession>(app);
    add_set_up::<DeblockleSession>(app);
}

/// How a new game starts.
#[derive(Clone, Debug, PartialEq)]
pub enum Start {
    /// From this position.
    Position(Position),
    /// With the setup at the table: the rolls and the placing.
    Setup(SetupPlan),
    /// Carrying on a game already under way (a saved one).
    Game(Box<Game>),
    /// A lesson's or a puzzle's position, where the guide plays the
    /// learner's opponent.
    Guided(Position, Player),
    /// Carrying on a setup that was under way (a saved one).
    ResumeSetup(Box<SetupSnapshot>),
    /// Looking through a recorded game from its start: its moves wait to
    /// be stepped through with redo (and back with undo); a move of one's
    /// own plays on from there.
    Replay(Box<Game>),
}

/// Something a player, a script or a test wants done to the game.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum DeblockleRequest {
    /// Play this move.
    Play(Move),
    /// Take back the last move.
    Undo,
    /// Play again the last move taken back.
    Redo,
    /// Forget the moves redo would play (a puzzle's refuted miss, taken
    /// back for good).
    ForgetRedo,
    /// This player's clock ran out: the game ends on time.
    TimeOut(Player),
    /// This player resigns: the other wins.
    Resign(Player),
    /// The players agree a draw.
    AgreeDraw,
    /// Go at once to the position after this many moves of the game and
    /// the moves that redo would play (the start, the end, any move).
    JumpTo(usize),
    /// Start a new game.
    NewGame {
        /// The rules options.
        rules: RulesOptions,
        /// The start.
        start: Start,
    },
}

/// How the game changed, for the view to show.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum DeblockleChange {
    /// The game ended off the board: a player's clock ran out, they
    /// resigned, or the players agreed a draw.
    Ended,
    /// The table was cleared for a setup.
    Cleared,
    /// A new game began: lay out the board afresh.
    Started,
    /// A move was played from `before`.
    Played {
        /// The position the move was played in.
        before: Position,
        /// The move and who made it.
        turn: Turn,
    },
    /// A move was taken back; `before` is the position it was played in,
    /// which is the position again now.
    Undone {
        /// The position before the move, and now.
        before: Position,
        /// The move taken back.
        mv: Move,
    },
}

/// The game, its move tree (the variations, what redo would play again),
/// and the learner while a lesson or a puzzle guides it.
#[derive(Resource, Debug)]
pub struct DeblockleSession {
    /// The game, as the rules crate keeps it.
    pub game: Game,
    pub(super) tree: MoveTree<Move>,
    /// The side a lesson's or a puzzle's learner plays (the guide plays
    /// the other).
    pub learner: Option<Player>,
}

impl DeblockleSession {
    /// A session of `game`, its moves the tree's line, nothing to redo, not
    /// guided.
    pub fn new(game: Game) -> DeblockleSession {
        DeblockleSession {
            tree: MoveTree::from_moves(game.moves().iter().copied()),
            game,
            learner: None,
        }
    }

    /// The game as it began (after its setup, if it had one): the tree's
    /// start.
    pub(super) fn fresh_game(&self) -> Option<Game> {
        let rules = *self.game.rules();
        match self.game.setup() {
            Some(setup) => Game::from_setup(rules, setup.clone()).ok(),
            None => Some(Game::new(rules, *self.game.start())),
        }
    }

    /// The same tree with the first `at` moves of the line looked through
    /// played (all of them if it is shorter) and the rest left for redo;
    /// `None` if the rules refuse the line (they never do for a line a
    /// session has played).
    pub fn at_move(&self, at: usize) -> Option<DeblockleSession> {
        let mut tree = self.tree.clone();
        tree.go_to(tree.on_line(at).unwrap_or(tree.end()));
        let mut game = self.fresh_game()?;
        for mv in tree.moves() {
            game.play(mv).ok()?;
        }
        Some(DeblockleSession {
            game,
            tree,
            learner: self.learner,
        })
    }
}

/// Once the setup is done, the game begins as any game does: through a
/// request.
fn begin_when_set_up(
    mut finished: MessageReader<SetupFinished>,
    mut requests: MessageWriter<DeblockleRequest>,
) {
    for SetupFinished(game) in finished.read() {
        requests.write(DeblockleRequest::NewGame {
            rules: *game.rules(),
            start: Start::Game(game.clone()),
        });
    }
}
