//! The puzzle's guide at the table: judges the player's moves (the game
//! says when its goal is reached), plays the other side's replies of the
//! line, refutes a move that misses (the engine's answer plays, a pause,
//! then both go back), and carries out Hint and Solution. The moves played
//! are always a prefix of the line (a miss is taken back), so the game's
//! length says how far the puzzle has got.

use bevy::ecs::system::{StaticSystemParam, SystemParamItem};
use bevy::prelude::*;
use tabletop_i18n::Message;

use super::{
    ActivePuzzle, PuzzleAsk, PuzzleEvent, PuzzleNews, PuzzleRequest, PuzzleState, Puzzled,
    Refutation,
};
use crate::table::frames::Waker;
use crate::table::seats::Side as _;
use crate::table::thinks::Thinks;
use crate::table::worker::{Job, Polled};

/// How long a refuting answer stays on the board before it goes back.
const REFUTATION_PAUSE_SECONDS: f32 = 1.2;

/// What the engine's thread needs to refute a move.
type Refuter<'w, 's, G> = (
    Res<'w, Waker>,
    StaticSystemParam<'w, 's, <G as Thinks>::Helpers>,
);

/// Judges each move played, answers it, and carries out Hint and Solution.
pub(super) fn judge<G: Puzzled>(
    mut commands: Commands,
    mut changes: MessageReader<G::Change>,
    mut asked: MessageReader<PuzzleRequest<G>>,
    session: Option<ResMut<G>>,
    active: Option<ResMut<ActivePuzzle<G>>>,
    (waker, mut helpers): Refuter<G>,
    mut requests: MessageWriter<G::Request>,
    mut news: MessageWriter<PuzzleNews>,
) {
    let (Some(mut session), Some(mut active)) = (session, active) else {
        changes.clear();
        asked.clear();
        return;
    };
    for request in asked.read() {
        match request.what {
            PuzzleAsk::Hint if active.open() => {
                let played = active.progress(session.moves_played());
                let line = &active.puzzle.line;
                if let Some(&next) = played.and_then(|played| line.get(played)) {
                    active.lit = session.mover(next).into_iter().collect();
                    active.remark = Some(Message::new("puzzle-hint-given"));
                    stumble(&mut active, &mut news);
                }
            }
            PuzzleAsk::Solution if active.open() => {
                stumble(&mut active, &mut news);
                active.showing = true;
                active.lit.clear();
                play_on(&*session, &active, &mut requests);
            }
            _ => {}
        }
    }
    let solver = active.puzzle.solver.seat_index();
    for change in changes.read() {
        if G::started(change) {
            // A game of the players' own: the puzzle is left.
            if session.learner().is_none() {
                commands.remove_resource::<ActivePuzzle<G>>();
                return;
            }
            continue;
        }
        if G::undone(change) {
            // The refutation being taken back, or the player's own undo:
            // once the solver is to move again the player is at it again,
            // and the miss is not there to redo.
            if active.refuting() {
                if session.to_move().seat_index() == solver {
                    active.refutation = None;
                    session.tree_mut().forget_ahead();
                } else {
                    active.refutation = Some(Refutation::TakingBack);
                }
            }
            continue;
        }
        let Some((side, mv)) = G::played(change) else {
            continue;
        };
        if side.seat_index() == solver {
            active.lit.clear();
            let refuter = (&*waker, &mut *helpers);
            if !judge_move(
                &*session,
                &mut active,
                mv,
                refuter,
                &mut requests,
                &mut news,
            ) {
                continue;
            }
        } else if matches!(active.refutation, Some(Refutation::Answering(answer)) if answer == mv) {
            active.refutation = Some(Refutation::Pausing(REFUTATION_PAUSE_SECONDS));
            continue;
        }
        if active.state == PuzzleState::Solving {
            play_on(&*session, &active, &mut requests);
        }
    }
}

/// After the solver's `mv`: whether the line goes on (the move is the
/// line's). A move that reaches the goal finishes the puzzle; one that
/// misses is refuted, or simply taken back when nobody can answer it.
fn judge_move<G: Puzzled>(
    session: &G,
    active: &mut ActivePuzzle<G>,
    mv: G::Move,
    (waker, helpers): (&Waker, &mut SystemParamItem<G::Helpers>),
    requests: &mut MessageWriter<G::Request>,
    news: &mut MessageWriter<PuzzleNews>,
) -> bool {
    let Some(played) = active.progress(session.moves_played()) else {
        return false;
    };
    if session.puzzle_reached(&active.puzzle.own, played) {
        if active.showing {
            active.state = PuzzleState::Shown;
            active.remark = Some(Message::new("puzzle-shown"));
        } else {
            active.state = PuzzleState::Solved;
            active.remark = Some(Message::new("puzzle-solved"));
            news.write(PuzzleNews {
                game: G::GAME.into(),
                what: PuzzleEvent::Solved {
                    id: active.puzzle.id.clone(),
                    clean: !active.stumbled,
                },
            });
        }
        active.showing = false;
        return false;
    }
    let line = &active.puzzle.line;
    if played > 0 && line.get(played - 1) == Some(&mv) {
        active.remark = None;
        return true;
    }
    stumble(active, news);
    active.remark = Some(Message::new("puzzle-missed"));
    let solver = active.puzzle.solver.seat_index();
    if session.is_over() || session.to_move().seat_index() == solver {
        // The game is over or the other side is shut in: nothing to show.
        requests.write(G::undo());
        active.refutation = Some(Refutation::TakingBack);
        return false;
    }
    let work = session.hint_work(helpers);
    let job = Job::start(waker.clone(), move |stop| work(stop).map(|hint| hint.mv));
    active.refutation = Some(Refutation::Thinking(job));
    false
}

/// The streak ends at the first miss or help.
fn stumble<G: Puzzled>(active: &mut ActivePuzzle<G>, news: &mut MessageWriter<PuzzleNews>) {
    if !active.stumbled {
        active.stumbled = true;
        news.write(PuzzleNews {
            game: G::GAME.into(),
            what: PuzzleEvent::Stumbled,
        });
    }
}

/// Plays the line's next move when it is the guide's: the other side's
/// reply, or any move while Solution plays the line out.
fn play_on<G: Puzzled>(
    session: &G,
    active: &ActivePuzzle<G>,
    requests: &mut MessageWriter<G::Request>,
) {
    let solver = active.puzzle.solver.seat_index();
    let solver_to_move = session.to_move().seat_index() == solver;
    if session.is_over() || (solver_to_move && !active.showing) {
        return;
    }
    let played = active.progress(session.moves_played());
    if let Some(&next) = played.and_then(|played| active.puzzle.line.get(played)) {
        requests.write(G::play(next));
    }
}

/// Carries a refutation on: the engine's answer played once it comes, then
/// after a pause taken back (the undo of the table's replies takes the
/// missed move back with it).
pub(super) fn refute<G: Puzzled>(
    time: Res<Time>,
    session: Option<Res<G>>,
    active: Option<ResMut<ActivePuzzle<G>>>,
    mut requests: MessageWriter<G::Request>,
) {
    let (Some(session), Some(mut active)) = (session, active) else {
        return;
    };
    let active = &mut *active;
    let next = match &mut active.refutation {
        Some(Refutation::Thinking(job)) => match job.poll() {
            Polled::Waiting => return,
            Polled::Ready(Some(answer)) => {
                requests.write(G::play(answer));
                let written = session.move_words(answer);
                active.remark = Some(Message::new("puzzle-refuted").with("move", written));
                Refutation::Answering(answer)
            }
            // No answer came (the engine found none, or gave up): the miss
            // simply goes back.
            Polled::Ready(None) | Polled::Gone => {
                requests.write(G::undo());
                Refutation::TakingBack
            }
        },
        Some(Refutation::Pausing(left)) => {
            *left -= time.delta_secs();
            if *left > 0.0 {
                return;
            }
            requests.write(G::undo());
            Refutation::TakingBack
        }
        Some(Refutation::Answering(_) | Refutation::TakingBack) | None => return,
    };
    active.refutation = Some(next);
}
