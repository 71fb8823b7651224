//! Puzzles played at the table: the book shipped in `assets/puzzles` (made
//! by `tabletop-cli deblockle puzzles` from the solved endgames and proof
//! search, each proved again by the ai crate's tests). The player makes the
//! solver's moves and the opponent's best replies play themselves; a move
//! that misses is refuted (the engine's answer to it plays, then both are
//! taken back); Hint lights the block that moves next; Solution plays the
//! rest out. The rules' `Puzzle::progress` is the judge. What is solved,
//! and the streak, are kept between runs (`progress`).

pub mod book;
mod guide;
mod panel;
pub mod progress;
mod screen;

use bevy::prelude::*;
use tabletop_i18n::Message;
use tabletop_rules::deblockle::{Move, Puzzle};

use super::guided::{Guided, clean_up_with, leave_every_guide};
use super::session::{DeblockleRequest, Start};
use crate::screens::Screen;
use crate::table::frames::{DrawsFrames, Frames};
use crate::table::hint::AskForHint;
use crate::table::worker::Job;

/// The puzzles' logic: runs headless.
pub fn logic_plugin(app: &mut App) {
    clean_up_with(app, |world| {
        world.remove_resource::<ActivePuzzle>();
    });
    app.add_message::<PuzzleRequest>()
        .add_message::<PuzzleNews>()
        .init_resource::<Puzzles>()
        .add_systems(
            Update,
            (
                start_puzzles,
                hint_on_the_tables_key,
                guide::judge,
                guide::refute,
            )
                .chain()
                .after(crate::table::TableSystems::Rules)
                .before(crate::table::TableSystems::Animate),
        )
        .draws(|world| {
            // The refutation's pause before it is taken back counts down.
            let pausing = world
                .get_resource::<ActivePuzzle>()
                .is_some_and(ActivePuzzle::refuting);
            pausing.then_some(Frames::Smooth)
        });
}

/// The Puzzles screen, the panel at the table, the book and the progress.
pub fn view_plugin(app: &mut App) {
    app.add_plugins((
        book::plugin,
        screen::plugin,
        panel::plugin,
        progress::plugin,
    ));
}

/// Every puzzle, easiest first (read from `assets/puzzles` by the view, or
/// put here by a test).
#[derive(Resource, Default, Debug)]
pub struct Puzzles(pub Vec<Puzzle>);

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

/// The puzzle being played.
#[derive(Resource)]
pub struct ActivePuzzle {
    /// Which of [`Puzzles`].
    pub index: usize,
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Where it stands.
    pub state: PuzzleState,
    /// What the guide says about the last move, if anything.
    pub remark: Option<Message>,
    /// Whether a move missed, or a hint or the solution was asked for: a
    /// puzzle then solved is solved, but it does not carry the streak on.
    pub stumbled: bool,
    /// Whether Solution is playing the line out.
    showing: bool,
    refutation: Option<Refutation>,
}

/// A missed move being refuted.
enum Refutation {
    /// The engine looks for the answer that beats it.
    Thinking(Job<Option<Move>>),
    /// The answer is being played.
    Answering(Move),
    /// The answer stands on the board this many more seconds.
    Pausing(f32),
    /// Both moves are being taken back.
    TakingBack,
}

impl ActivePuzzle {
    /// Whether a missed move is being refuted (the player waits).
    pub fn refuting(&self) -> bool {
        self.refutation.is_some()
    }

    /// Whether the player is still at it, with nothing playing by itself.
    fn open(&self) -> bool {
        self.state == PuzzleState::Solving && !self.showing && !self.refuting()
    }
}

/// Something the player asks of the puzzles.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleRequest {
    /// Start (or restart) puzzle `n` of [`Puzzles`].
    Start(usize),
    /// Light up the block that moves next.
    Hint,
    /// Play the rest of the solution out.
    Solution,
}

/// What the progress keeps of a puzzle.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum PuzzleNews {
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

fn start_puzzles(
    mut commands: Commands,
    mut requests: MessageReader<PuzzleRequest>,
    puzzles: Res<Puzzles>,
    mut game_requests: MessageWriter<DeblockleRequest>,
    mut next: ResMut<NextState<Screen>>,
) {
    for request in requests.read() {
        let PuzzleRequest::Start(index) = *request else {
            continue;
        };
        // No such puzzle (or none could be read): the Puzzles screen, which
        // says why, rather than an empty board.
        let Some(puzzle) = puzzles.0.get(index) else {
            warn!("there is no puzzle {}", index + 1);
            next.set(Screen::Puzzles);
            continue;
        };
        game_requests.write(DeblockleRequest::NewGame {
            rules: puzzle.rules(),
            start: Start::Guided(puzzle.position, puzzle.solver()),
        });
        leave_every_guide(&mut commands);
        commands.insert_resource(Guided {
            learner: puzzle.solver(),
            highlight: Vec::new(),
            paused: false,
        });
        commands.insert_resource(ActivePuzzle {
            index,
            puzzle: puzzle.clone(),
            state: PuzzleState::Solving,
            remark: None,
            stumbled: false,
            showing: false,
            refutation: None,
        });
    }
}

/// The table's hint (F3, the HUD's button) asks the puzzle, whose hint is
/// the block that moves next (the engine's hints are off in a puzzle).
fn hint_on_the_tables_key(
    mut asked: MessageReader<AskForHint>,
    active: Option<Res<ActivePuzzle>>,
    mut requests: MessageWriter<PuzzleRequest>,
) {
    if asked.read().count() > 0 && active.is_some() {
        requests.write(PuzzleRequest::Hint);
    }
}
