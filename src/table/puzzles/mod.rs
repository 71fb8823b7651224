//! Puzzles for every game, written once: a game's book (read and checked
//! by the game), played at its table. The player makes the solver's moves
//! and the other side's replies of the line play themselves; a move that
//! misses is refuted (the engine's answer plays, then both are taken back);
//! Hint lights the piece that moves next; Solution plays the rest out.
//! What is solved, and each game's streak, are kept between runs
//! (`progress`); the Puzzles screen has a tab per game (`screen`).
//!
//! A game joins by implementing [`Puzzled`] and calling [`add_puzzles`].

mod guide;
mod panel;
pub mod progress;
mod screen;

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::TableSystems;
use super::for_game::ForGame;
use super::frames::{DrawsFrames, Frames};
use super::hint::AskForHint;
use super::lessons::{ActiveLesson, Taught};
use super::thinks::Thinks;
use super::worker::Job;
use crate::screens::Screen;
pub use screen::{PuzzleShelf, ShownPuzzles};

/// A game with puzzles: its book, and how a puzzle starts and is judged.
pub trait Puzzled: Taught + Thinks {
    /// One puzzle.
    type Puzzle: Clone + Send + Sync + 'static;

    /// The puzzles the game ships whose lines hold, and what is wrong with
    /// the others.
    ///
    /// # Errors
    /// The book cannot be read at all.
    fn shipped_puzzles() -> Result<(Vec<Self::Puzzle>, Vec<String>), Message>;
    /// The puzzle as the table plays it.
    fn at_the_table(puzzle: Self::Puzzle) -> TablePuzzle<Self>;
    /// The request that puts the puzzle's start at the table, guided: made
    /// as it starts, since a shelf of games' starts could be large.
    fn puzzle_start(puzzle: &Self::Puzzle) -> Self::Request;
    /// Whether the game at the table, `played` moves into the puzzle, has
    /// reached its goal.
    fn puzzle_reached(&self, puzzle: &Self::Puzzle, played: usize) -> bool;
    /// The spot a hint lights for `mv`: the piece that moves.
    fn mover(&self, mv: Self::Move) -> Option<Self::Spot>;
    /// `mv` in the game's notation, in the game at the table (before it
    /// is played).
    fn move_words(&self, mv: Self::Move) -> String {
        mv.to_string()
    }
    /// What else the table does as a puzzle starts (a lesson taken down).
    fn puzzle_begins(_commands: &mut Commands, _puzzle: &Self::Puzzle) {}
}

/// Adds game `G`'s puzzles: the book read now, its shelf on the Puzzles
/// screen, and the guide at the table. Runs headless; [`add_puzzle_view`]
/// adds what is seen.
pub fn add_puzzles<G: Puzzled>(app: &mut App) {
    let book = G::shipped_puzzles().map(|(good, bad)| {
        let good: Vec<TablePuzzle<G>> = good.into_iter().map(G::at_the_table).collect();
        (good, bad)
    });
    screen::shelve::<G>(app, &book);
    app.add_message::<PuzzleRequest<G>>()
        .add_message::<PuzzleNews>()
        .insert_resource(Puzzles::<G>(book.map(|(good, _)| good).unwrap_or_default()))
        .add_systems(
            Update,
            (
                give_way_to_lessons::<G>,
                start_puzzles::<G>,
                hint_on_the_tables_key::<G>,
                guide::judge::<G>,
                guide::refute::<G>,
            )
                .chain()
                .after(TableSystems::Rules)
                .before(TableSystems::Animate),
        )
        .draws(|world| {
            // The refutation's pause before it is taken back counts down.
            let pausing = world
                .get_resource::<ActivePuzzle<G>>()
                .is_some_and(ActivePuzzle::refuting);
            pausing.then_some(Frames::Smooth)
        });
}

/// Adds `G`'s puzzle panel at its table, the Puzzles screen and the
/// progress kept in the data folder.
pub fn add_puzzle_view<G: Puzzled>(app: &mut App) {
    screen::add_screen(app);
    progress::add_progress::<G>(app);
    panel::add_panel::<G>(app);
}

/// A puzzle as the table plays it, whatever its game: what the guide, its
/// card and the Puzzles screen read.
pub struct TablePuzzle<G: Puzzled> {
    /// Its id in the progress.
    pub id: String,
    /// Its level (1 the easiest).
    pub level: u8,
    /// Its goal in words, for the solver.
    pub goal: Message,
    /// The side the player plays.
    pub solver: G::Side,
    /// The line: the solver's moves and the replies, to the goal.
    pub line: Vec<G::Move>,
    /// How many moves its game has at its start (a game under way).
    pub moves_before: usize,
    /// The game's own form of it (what judges its goal).
    pub own: G::Puzzle,
}

// Written out: a derive would ask the session itself to be `Clone`.
impl<G: Puzzled> Clone for TablePuzzle<G> {
    fn clone(&self) -> TablePuzzle<G> {
        TablePuzzle {
            id: self.id.clone(),
            level: self.level,
            goal: self.goal.clone(),
            solver: self.solver,
            line: self.line.clone(),
            moves_before: self.moves_before,
            own: self.own.clone(),
        }
    }
}

/// Every puzzle of `G`, easiest first (read from the game's book, or put
/// here by a test).
#[derive(Resource)]
pub struct Puzzles<G: Puzzled>(pub Vec<TablePuzzle<G>>);

/// Where the puzzle at the table stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleState {
    /// The player is at it.
    Solving,
    /// The player reached the goal.
    Solved,
    /// Solution played it out.
    Shown,
}

/// The puzzle being played at `G`'s table.
#[derive(Resource)]
pub struct ActivePuzzle<G: Puzzled> {
    /// Which of [`Puzzles`].
    pub index: usize,
    /// The puzzle.
    pub puzzle: TablePuzzle<G>,
    /// How many moves the game had at the puzzle's start (a Hive puzzle
    /// starts from a game under way).
    pub offset: usize,
    /// Where it stands.
    pub state: PuzzleState,
    /// What the guide says about the last move, if anything.
    pub remark: Option<Message>,
    /// Whether a move missed, or a hint or the solution was asked for: a
    /// puzzle then solved is solved, but it does not carry the streak on.
    pub stumbled: bool,
    /// What a hint lights: the piece that moves next.
    pub lit: Vec<G::Spot>,
    /// Whether Solution is playing the line out.
    showing: bool,
    refutation: Option<Refutation<G::Move>>,
}

/// A missed move being refuted.
enum Refutation<M> {
    /// The engine looks for the answer that beats it.
    Thinking(Job<Option<M>>),
    /// The answer is being played.
    Answering(M),
    /// The answer stands on the board this many more seconds.
    Pausing(f32),
    /// Both moves are being taken back.
    TakingBack,
}

impl<G: Puzzled> ActivePuzzle<G> {
    /// Whether a missed move is being refuted (the player waits).
    pub fn refuting(&self) -> bool {
        self.refutation.is_some()
    }

    /// Whether the guide is showing something (a refutation, the solution):
    /// the player's moves wait.
    pub fn paused(&self) -> bool {
        self.refuting() || self.showing
    }

    /// Whether the player is still at it, with nothing playing by itself.
    fn open(&self) -> bool {
        self.state == PuzzleState::Solving && !self.paused()
    }

    /// How many of the line's moves a game of `moves_played` moves has
    /// played; none while the table still holds the game before the puzzle
    /// (its start waits in the table's queue behind earlier requests).
    fn progress(&self, moves_played: usize) -> Option<usize> {
        moves_played.checked_sub(self.offset)
    }
}

/// Something the player asks of game `G`'s puzzles.
pub type PuzzleRequest<G> = ForGame<G, PuzzleAsk>;

/// What the player asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleAsk {
    /// Start (or restart) puzzle `n` of the game's [`Puzzles`].
    Start(usize),
    /// Light up the piece that moves next.
    Hint,
    /// Play the rest of the solution out.
    Solution,
}

impl<G> PuzzleRequest<G> {
    /// Start puzzle `index` of the game's.
    pub fn start(index: usize) -> PuzzleRequest<G> {
        ForGame::new(PuzzleAsk::Start(index))
    }
}

/// What the progress keeps of a puzzle of `game`.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct PuzzleNews {
    /// The game (its [`TableGame::GAME`]), whose streak it is.
    pub game: String,
    /// What happened.
    pub what: PuzzleEvent,
}

/// What happened to a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleEvent {
    /// Puzzle `id` was solved; `clean` when with no miss, hint or solution.
    Solved {
        /// The puzzle.
        id: String,
        /// Solved at the first try, unhelped.
        clean: bool,
    },
    /// A move missed, or help was asked for: the streak is over.
    Stumbled,
}

fn start_puzzles<G: Puzzled>(
    mut commands: Commands,
    mut requests: MessageReader<PuzzleRequest<G>>,
    puzzles: Res<Puzzles<G>>,
    mut game_requests: MessageWriter<G::Request>,
    mut next: ResMut<NextState<Screen>>,
) {
    for request in requests.read() {
        let PuzzleAsk::Start(index) = request.what else {
            continue;
        };
        // No such puzzle (or none could be read): the Puzzles screen, which
        // says why, rather than an empty board.
        let Some(puzzle) = puzzles.0.get(index) else {
            warn!("{} has no puzzle {}", G::GAME, index + 1);
            next.set(Screen::Puzzles);
            continue;
        };
        let offset = puzzle.moves_before;
        game_requests.write(G::puzzle_start(&puzzle.own));
        // A lesson at the table gives way to the puzzle.
        commands.remove_resource::<ActiveLesson<G>>();
        G::puzzle_begins(&mut commands, &puzzle.own);
        commands.insert_resource(ActivePuzzle::<G> {
            index,
            puzzle: puzzle.clone(),
            offset,
            state: PuzzleState::Solving,
            remark: None,
            stumbled: false,
            lit: Vec::new(),
            showing: false,
            refutation: None,
        });
    }
}

/// A lesson started at the table takes the puzzle down.
fn give_way_to_lessons<G: Puzzled>(mut commands: Commands, lesson: Option<Res<ActiveLesson<G>>>) {
    if lesson.is_some_and(|lesson| lesson.is_added()) {
        commands.remove_resource::<ActivePuzzle<G>>();
    }
}

/// The table's hint (F3, the HUD's button) asks the puzzle, whose hint is
/// the piece that moves next (the engine's hints are off in a puzzle).
fn hint_on_the_tables_key<G: Puzzled>(
    mut asked: MessageReader<AskForHint>,
    active: Option<Res<ActivePuzzle<G>>>,
    mut requests: MessageWriter<PuzzleRequest<G>>,
) {
    if asked.read().count() > 0 && active.is_some() {
        requests.write(PuzzleRequest::new(PuzzleAsk::Hint));
    }
}
