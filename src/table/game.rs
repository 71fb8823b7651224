//! A game at the table, defined once: [`TableGame`] is what its session
//! tells the table layer (its screen, its types, the game in free play,
//! who is to move, the requests for a move and an undo). Every capability
//! of the table (replies, opponents, hints, evaluation, review, clocks,
//! autosave) is an extension of it holding only what differs per game,
//! and [`add_table_game`] registers them all with the game's screen.

use bevy::ecs::component::Mutable;
use bevy::ecs::system::{SystemParam, SystemParamItem};
use bevy::prelude::*;
use tabletop_rules::tree::MoveTree;

use super::TableSystems;
use super::autosave::{Recorded, add_autosave};
use super::clock::add_clock;
use super::evaluation::add_evaluation;
use super::hint::add_hints;
use super::history::add_history;
use super::hud::notices::{announce_moves, collect_notices};
use super::marks::{BoardCells, add_marks};
use super::opponent::add_opponents;
use super::requests::{Asked, TableRequest, add_requests};
use super::review::{add_kept_in_tree, add_reviews};
use super::seats::{Seats, Side};
use super::thinks::Thinks;
use super::tree::add_tree;
use crate::screens::{Screen, Table};

/// A game's session at the table: the game being played, the only place
/// it changes (through its requests), and what the table layer asks of it.
pub trait TableGame: Resource + Component<Mutability = Mutable> + Sized {
    /// The game's name in files: its lessons' folder, its puzzles' and
    /// lessons' ids, the history's lines (`hive`).
    const GAME: &'static str;
    /// The screen its table is on.
    const SCREEN: Screen = Screen::Table(Table(Self::GAME));
    /// The message key of its name (on the screens' tabs).
    const NAME: &'static str;
    /// The game as the rules keep it (what programs think about).
    type Game: Clone + PartialEq + Send + Sync + 'static;
    /// A move, as the rules take it.
    type Move: Copy + Eq + std::fmt::Display + Send + Sync + 'static;
    /// Who plays: each side has a seat (a person or a program).
    type Side: Side;
    /// What a player, a program or a test asks of the game.
    type Request: Message + Clone + TableRequest<Self::Move>;
    /// How the game changed, for the table to show.
    type Change: Message;
    /// A request the rules refused.
    type Rejected: Message;
    /// What the game's own requests use (commands to open a new game, its
    /// stages).
    type Opening: SystemParam;

    /// The game at the table.
    fn game(&self) -> &Self::Game;
    /// Whether the game is over.
    fn is_over(&self) -> bool;
    /// The side a lesson's or a puzzle's learner plays while one guides
    /// the game (the guide plays the other sides, and has hints of its own).
    fn learner(&self) -> Option<Self::Side> {
        None
    }
    /// Whether the game at the table is still `game` (the same moves to
    /// the same position): by default, whether it is `game` (a game whose
    /// record counts what changes nothing, such as hints shown, says so).
    fn still_plays(&self, game: &Self::Game) -> bool {
        self.game() == game
    }
    /// The moves played, their variations and what redo would play (kept
    /// beside the game): the tree is at the move the game is at.
    fn tree(&self) -> &MoveTree<Self::Move>;
    /// The tree, to change.
    fn tree_mut(&mut self) -> &mut MoveTree<Self::Move>;
    /// Whether redo has a move to play (the players look back through the
    /// moves).
    fn can_redo(&self) -> bool {
        self.tree().next().is_some()
    }
    /// The moves played and those redo would play, in order: the whole
    /// line being looked through.
    fn whole_line(&self) -> Vec<Self::Move> {
        let tree = self.tree();
        tree.line(tree.end())
    }
    /// How many moves have been played.
    fn moves_played(&self) -> usize;
    /// The side to move.
    fn to_move(&self) -> Self::Side;
    /// How many sides the game has.
    fn sides(&self) -> usize {
        2
    }
    /// The request that plays `mv`.
    fn play(mv: Self::Move) -> Self::Request {
        Self::Request::play(mv)
    }
    /// The request that takes the last move back.
    fn undo() -> Self::Request {
        Self::Request::undo()
    }
    /// The request that plays again the last move taken back.
    fn redo() -> Self::Request {
        Self::Request::redo()
    }
    /// What `request` asks: a move, an undo, a redo, or the game's own.
    fn asked(request: Self::Request) -> Asked<Self::Move, Self::Request> {
        request.asked()
    }

    /// Plays `mv` under the rules: the change, or their refusal.
    ///
    /// # Errors
    /// The rules refuse the move (the refusal says why).
    fn play_move(&mut self, mv: Self::Move) -> Result<Self::Change, Self::Rejected>;

    /// Takes the last move back under the rules: the change, or `None` at
    /// the start.
    fn take_back(&mut self) -> Option<Self::Change>;

    /// Any other request: a new game (with or without a session now), a
    /// time out, a jump.
    fn other(
        request: Self::Request,
        session: Option<&mut Self>,
        opening: &mut SystemParamItem<Self::Opening>,
        changes: &mut MessageWriter<Self::Change>,
        rejected: &mut MessageWriter<Self::Rejected>,
    );

    /// The words of each move of `line`, played from the tree's start (the
    /// move list's).
    fn line_words(&self, line: &[Self::Move]) -> Vec<String> {
        line.iter().map(ToString::to_string).collect()
    }

    /// The seat whose clock runs now (while the game is in free play and
    /// nobody looks back through the moves): its clocks are its sides'
    /// unless it says otherwise (Blokus 3D's are its colours').
    fn clock_to_move(&self) -> usize {
        self.to_move().seat_index()
    }

    /// Whether the game ended with a seat's time running out, and whose.
    fn timed_out(&self) -> Option<usize>;

    /// The request that ends the game on `seat`'s time.
    fn flag(seat: usize) -> Self::Request;

    /// Whether the game ended with a seat resigning, and whose (Blokus
    /// 3D's resigned colours are out, and the game goes on).
    fn resigned(&self) -> Option<usize> {
        None
    }

    /// Who plays `seat` as the clocks name it, in words (a colour).
    fn seat_name(seat: usize) -> tabletop_i18n::Message;
    /// Whether `change` took a move back.
    fn undone(change: &Self::Change) -> bool;
    /// Whether `change` started a game at the table (a new one, a lesson's,
    /// one opened or carried on).
    fn started(change: &Self::Change) -> bool;
    /// Why the rules refused, in a player's words (the notice line says it).
    fn reason(rejected: &Self::Rejected) -> tabletop_i18n::Message;
    /// Who played the move `change` made, and the move in the game's
    /// notation, to read out to screen readers (`None`: no move was made).
    fn move_played(_change: &Self::Change) -> Option<(tabletop_i18n::Message, String)> {
        None
    }
    /// What the notice line says of `change`, if anything (a player blocked
    /// or out, a pass).
    fn notice(&self, _change: &Self::Change) -> Option<tabletop_i18n::Message> {
        None
    }

    /// Whether a lesson or a puzzle guides the game.
    fn guided(&self) -> bool {
        self.learner().is_some()
    }

    /// The game while the players play it freely: `None` once it is over
    /// or while a lesson or a puzzle guides it.
    fn free_play(&self) -> Option<&Self::Game> {
        (!self.is_over() && !self.guided()).then(|| self.game())
    }

    /// The game unless a lesson or a puzzle guides it (whose moves are the
    /// learner's to find): what the engine may evaluate.
    fn unguided(&self) -> Option<&Self::Game> {
        (!self.guided()).then(|| self.game())
    }

    /// Whether, after an undo, a program (not a person) is to move while a
    /// person plays and there are moves left to take back (a guide plays
    /// every side but the learner's).
    fn program_to_move(&self, seats: &Seats<Self::Side>) -> bool {
        let to_move = self.to_move();
        let program = match self.learner() {
            Some(learner) => to_move.seat_index() != learner.seat_index(),
            None => seats.program_against_person(to_move, self.sides()),
        };
        program && self.moves_played() > 0
    }
}

/// Whether `G`'s session (if any) still plays `game`, the game a program
/// or the engine was asked about.
pub(super) fn still_at<G: TableGame>(session: Option<&G>, game: &G::Game) -> bool {
    session.is_some_and(|session| session.still_plays(game))
}

/// The game's seats at its table.
pub type SeatsOf<G> = Seats<<G as TableGame>::Side>;

/// The screens of the tables added with [`add_table_game`], for what
/// serves every table (the curtain, the evaluation bar).
#[derive(Resource, Default, Clone, Debug)]
pub struct TableScreens(pub Vec<Screen>);

/// A run condition: a game's table is up.
pub fn at_a_table(screen: Option<Res<State<Screen>>>, tables: Option<Res<TableScreens>>) -> bool {
    screen
        .zip(tables)
        .is_some_and(|(screen, tables)| tables.holds(*screen.get()))
}

impl TableScreens {
    /// Whether `screen` is a game's table.
    pub fn holds(&self, screen: Screen) -> bool {
        self.0.contains(&screen)
    }
}

/// Adds game `G`'s table with every capability of the table layer: its
/// screen among the tables, its seats, replies taken back with undo, the
/// programs that play its seats, hints, the evaluation, reviews, clocks,
/// the autosave and the save dialog's record, the history of finished
/// games, its requests' queue and its move tree (with the moves panel and
/// the marks drawn on the table, the controllers' cursor).
pub fn add_table_game<G>(app: &mut App)
where
    G: BoardCells + Thinks + Recorded,
    G::Saved: serde::Serialize,
{
    app.init_resource::<TableScreens>()
        .init_resource::<SeatsOf<G>>()
        .add_message::<G::Change>()
        .add_message::<G::Rejected>()
        .add_message::<crate::accessible::Announce>()
        .add_systems(
            Update,
            (collect_notices::<G>, announce_moves::<G>)
                .in_set(TableSystems::Show)
                .run_if(in_state(G::SCREEN)),
        );
    app.world_mut()
        .resource_mut::<TableScreens>()
        .0
        .push(G::SCREEN);
    add_requests::<G>(app);
    add_tree::<G>(app);
    add_marks::<G>(app);
    super::board_cursor::add_board_cursor::<G>(app);
    super::turn::add_turn::<G>(app);
    super::replies::add_replies::<G>(app);
    add_opponents::<G>(app);
    add_hints::<G>(app);
    add_evaluation::<G>(app);
    add_reviews::<G>(app);
    add_kept_in_tree::<G>(app);
    add_clock::<G>(app);
    add_autosave::<G>(app);
    add_history::<G>(app);
}
