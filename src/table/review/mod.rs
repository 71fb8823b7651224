//! Game review at every table, asked for with F5 or the end-of-game
//! banner's Review: the engine goes through the whole line at the table
//! (the moves played and those Redo would play: a saved game looked
//! through from its start is reviewed whole) on a thread of its own, a
//! progress bar filling meanwhile, and marks every move by how much of its
//! player's expected result it gave away. Then, while the table steps
//! along that line with Undo and Redo, the panel tells the next move's mark
//! and, where the engine preferred another, shows that one on the board
//! ready to play, as a hint is; a summary per player. The review goes when
//! the game leaves the line or the panel is closed.

mod kept;
mod panel;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use bevy::ecs::system::StaticSystemParam;
use bevy::prelude::*;
use tabletop_ai::analysis::{Analysis, Analyst, Effort};
use tabletop_ai::review::{Judgement, Mark, Summary, review, summaries};
use tabletop_i18n::Message;
use tabletop_rules::Game;

use super::frames::{DrawsFrames, Frames, Waker};
use super::keys::keys_free;
use super::thinks::Thinks;
use super::worker::{Job, Polled};

use super::{Notice, TableSystems};
pub use kept::{KeepBetterMove, add_kept_in_tree};

pub use panel::ReviewPanel;

/// How long the engine looks at each position of a reviewed game.
pub const REVIEW_THINKING: Duration = Duration::from_millis(300);
/// How often the progress bar moves on while a review runs.
const PROGRESS_TICK: Duration = Duration::from_millis(250);

/// A player asks for a review of the game at the table that is up.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AskForReview;

/// A player closes the review.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CloseReview;

/// The line at a table: its start, every move along it (those played, then
/// those Redo would play), and how many of them are played.
#[derive(Clone, Debug, PartialEq)]
pub struct Line<P: Game> {
    /// Where the game began.
    pub start: P,
    /// Every move along the line.
    pub moves: Vec<P::Move>,
    /// How many of them are played at the table.
    pub played: usize,
}

impl<P: Game> Line<P> {
    /// Every position along the line, its start first.
    pub fn positions(&self) -> Vec<P> {
        let mut positions = vec![self.start.clone()];
        for &mv in &self.moves {
            let next = positions[positions.len() - 1].play(mv);
            positions.push(next);
        }
        positions
    }
}

impl<P: Game + PartialEq> Line<P> {
    /// Whether the game at the table, `now`, stands on this line.
    fn holds(&self, now: &Line<P>) -> bool {
        self.start == now.start
            && now.played <= self.moves.len()
            && self.moves[..now.played] == now.moves[..now.played]
    }
}

/// Makes, on the review's own thread, the engine that reviews (given the
/// flag that stops it).
pub type AnalystMaker<P> = Box<dyn FnOnce(Arc<AtomicBool>) -> Box<dyn Analyst<P>> + Send>;

/// The line at `G`'s table, unless a lesson or a puzzle guides it.
fn line_at<G: Thinks>(session: Option<&G>) -> Option<Line<G::Position>> {
    session.filter(|session| !session.guided())?.line()
}

/// A review under way at a table of game `G`.
#[derive(Resource)]
pub struct Reviewing<G: Thinks> {
    line: Line<G::Position>,
    job: Job<Option<Vec<Judgement<G::Move>>>>,
    done: Arc<AtomicUsize>,
}

impl<G: Thinks> Reviewing<G> {
    /// Positions analysed, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (self.done.load(Ordering::Relaxed), self.line.moves.len() + 1)
    }
}

/// A finished review at a table of game `G`.
#[derive(Resource)]
pub struct Reviewed<G: Thinks> {
    /// The line reviewed.
    pub line: Line<G::Position>,
    /// Every position along it, its start first.
    pub positions: Vec<G::Position>,
    /// Each move's judgement, in order.
    pub judged: Vec<Judgement<G::Move>>,
    /// Each seat's summary.
    pub summaries: Vec<Summary>,
    /// The ply whose move was last made ready on the board.
    shown_at: Option<usize>,
}

/// Adds reviews of `G`'s games to its table.
pub fn add_reviews<G: Thinks>(app: &mut App) {
    let screen = G::SCREEN;
    app.add_message::<AskForReview>()
        .add_message::<CloseReview>()
        .draws(progress_frames::<G>)
        .add_systems(
            Update,
            (start_review::<G>, finish_review::<G>, show_better_move::<G>)
                .chain()
                .in_set(TableSystems::Select)
                .run_if(in_state(screen)),
        )
        .add_systems(OnExit(screen), close::<G>);
    panel::add_panel::<G>(app);
}

/// F5 asks for a review at whichever table is up; V keeps the engine's
/// better move as a variation.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_message::<AskForReview>()
        .add_message::<KeepBetterMove>()
        .add_systems(
            Update,
            (ask_by_key, kept::keep_by_key)
                .in_set(TableSystems::Input)
                .run_if(keys_free),
        );
}

/// Frames now and then while a review runs, for its progress bar.
fn progress_frames<G: Thinks>(world: &mut World) -> Option<Frames> {
    world
        .contains_resource::<Reviewing<G>>()
        .then_some(Frames::Every(PROGRESS_TICK))
}

fn ask_by_key(keys: Res<ButtonInput<KeyCode>>, mut asks: MessageWriter<AskForReview>) {
    if keys.just_pressed(KeyCode::F5) {
        asks.write(AskForReview);
    }
}

/// The banner's and the panel's buttons.
pub fn ask_for_review(_: On<Pointer<Click>>, mut asks: MessageWriter<AskForReview>) {
    asks.write(AskForReview);
}

/// Starts the engine on the line at the table when a review is asked for.
fn start_review<G: Thinks>(
    mut commands: Commands,
    mut asked: MessageReader<AskForReview>,
    session: Option<Res<G>>,
    mut helpers: StaticSystemParam<G::Helpers>,
    reviewing: Option<Res<Reviewing<G>>>,
    waker: Res<Waker>,
    mut notices: MessageWriter<Notice>,
) {
    if asked.read().count() == 0 || reviewing.is_some() {
        return;
    }
    let line = line_at(session.as_deref()).filter(|line| !line.moves.is_empty());
    let (Some(line), Some(session)) = (line, session) else {
        notices.write(Notice(Message::new("review-nothing")));
        return;
    };
    let make = session.analyst(&mut helpers, &line);
    let done = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&done);
    let (start, moves) = (line.start.clone(), line.moves.clone());
    let job = Job::start(waker.clone(), move |stop: &Arc<AtomicBool>| {
        let mut analyst = GivesUp {
            analyst: make(Arc::clone(stop)),
            stop: Arc::clone(stop),
        };
        let effort = Effort::Time(REVIEW_THINKING);
        review(&mut analyst, &start, &moves, effort, |positions, _| {
            counter.store(positions, Ordering::Relaxed);
        })
    });
    commands.remove_resource::<Reviewed<G>>();
    commands.insert_resource(Reviewing::<G> { line, job, done });
}

/// An analyst that answers nothing once `stop` is raised, so that a
/// review given up ends at the next position.
struct GivesUp<P> {
    analyst: Box<dyn Analyst<P>>,
    stop: Arc<AtomicBool>,
}

impl<P: Game> Analyst<P> for GivesUp<P> {
    fn analyse(&mut self, positions: &[P], effort: Effort) -> Option<Analysis<P::Move>> {
        if self.stop.load(Ordering::Relaxed) {
            return None;
        }
        self.analyst.analyse(positions, effort)
    }
}

/// Takes the review once it is done; gives it up when the game leaves the
/// line it is of.
fn finish_review<G: Thinks>(
    mut commands: Commands,
    session: Option<Res<G>>,
    reviewing: Option<Res<Reviewing<G>>>,
    reviewed: Option<Res<Reviewed<G>>>,
    mut closed: MessageReader<CloseReview>,
    mut notices: MessageWriter<Notice>,
) {
    let now = line_at(session.as_deref());
    let holds = |line: &Line<G::Position>| now.as_ref().is_some_and(|now| line.holds(now));
    let close = closed.read().count() > 0;
    if let Some(reviewed) = reviewed
        && (close || !holds(&reviewed.line))
    {
        commands.remove_resource::<Reviewed<G>>();
    }
    let Some(reviewing) = reviewing else {
        return;
    };
    if close || !holds(&reviewing.line) {
        // Let go, the job gives up.
        commands.remove_resource::<Reviewing<G>>();
        return;
    }
    let judged = match reviewing.job.poll() {
        Polled::Waiting => return,
        Polled::Ready(judged) => judged,
        Polled::Gone => None,
    };
    commands.remove_resource::<Reviewing<G>>();
    let Some(judged) = judged else {
        notices.write(Notice(Message::new("review-failed")));
        return;
    };
    let seats = G::seats(&reviewing.line.start);
    commands.insert_resource(Reviewed::<G> {
        positions: reviewing.line.positions(),
        line: reviewing.line.clone(),
        summaries: summaries(&judged, seats),
        judged,
        shown_at: None,
    });
}

/// Where the table stands on the reviewed line and the move played there
/// was not the engine's, makes the engine's ready on the board.
fn show_better_move<G: Thinks>(
    session: Option<Res<G>>,
    reviewed: Option<ResMut<Reviewed<G>>>,
    mut picks: MessageWriter<G::Pick>,
) {
    let (Some(mut reviewed), Some(now)) = (reviewed, line_at(session.as_deref())) else {
        return;
    };
    if reviewed.shown_at == Some(now.played) || !reviewed.line.holds(&now) {
        return;
    }
    reviewed.shown_at = Some(now.played);
    if let Some(judgement) = reviewed.judged.get(now.played)
        && judgement.mark != Mark::Best
        && let Some(best) = judgement.best
    {
        picks.write(G::prepare(best));
    }
}

fn close<G: Thinks>(mut commands: Commands) {
    commands.remove_resource::<Reviewing<G>>();
    commands.remove_resource::<Reviewed<G>>();
}

#[cfg(test)]
mod tests;
