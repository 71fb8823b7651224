//! The puzzle's guide at the table: judges the player's moves with the
//! rules' `Puzzle::progress`, plays the opponent's replies of the solution,
//! refutes a move that misses (the engine's answer plays, a pause, then
//! both go back), and carries out Hint and Solution. The moves played are
//! always a prefix of the solution (a miss is taken back), so the game's
//! length says how far the puzzle has got.

use std::sync::Arc;

use bevy::prelude::*;
use tabletop_ai::analysis::Effort;
use tabletop_i18n::Message;
use tabletop_rules::deblockle::{Game, Standing};

use super::{ActivePuzzle, PuzzleNews, PuzzleRequest, PuzzleState, Refutation};
use crate::deblockle::endgames::Endgames;
use crate::deblockle::guided::Guided;
use crate::deblockle::session::{DeblockleChange, DeblockleRequest, DeblockleSession};
use crate::table::frames::Waker;
use crate::table::hint::HINT_THINKING;
use crate::table::worker::{Job, Polled};

/// How long a refuting answer stays on the board before it goes back.
const REFUTATION_PAUSE_SECONDS: f32 = 1.2;

/// The puzzle's game and the guide's state, as the guide's systems take
/// them.
type Table<'a> = (
    Res<'a, DeblockleSession>,
    ResMut<'a, ActivePuzzle>,
    ResMut<'a, Guided>,
);

/// What the tables and the engine's thread need to refute a move.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Refuter<'w> {
    endgames: Res<'w, Endgames>,
    waker: Res<'w, Waker>,
}

/// Judges each move played, answers it, and carries out Hint and Solution.
pub(super) fn judge(
    mut changes: MessageReader<DeblockleChange>,
    mut asked: MessageReader<PuzzleRequest>,
    table: Option<Table>,
    refuter: Refuter,
    mut requests: MessageWriter<DeblockleRequest>,
    mut news: MessageWriter<PuzzleNews>,
) {
    let Some((session, mut active, mut guided)) = table else {
        changes.clear();
        asked.clear();
        return;
    };
    let game = &session.game;
    for request in asked.read() {
        match request {
            PuzzleRequest::Hint if active.open() => {
                if let Some(next) = active.puzzle.solution.get(game.moves().len()) {
                    guided.highlight = vec![next.from];
                    active.remark = Some(Message::new("puzzle-hint-given"));
                    stumble(&mut active, &mut news);
                }
            }
            PuzzleRequest::Solution if active.open() => {
                stumble(&mut active, &mut news);
                active.showing = true;
                guided.paused = true;
                guided.highlight.clear();
                play_on(game, &active, &mut requests);
            }
            _ => {}
        }
    }
    for change in changes.read() {
        match change {
            DeblockleChange::Played { turn, .. } if turn.player == active.puzzle.solver() => {
                guided.highlight.clear();
                if !judge_move(game, &mut active, &refuter, &mut requests, &mut news) {
                    guided.paused = active.refuting() || active.showing;
                    continue;
                }
            }
            DeblockleChange::Played { turn, .. } => {
                if matches!(active.refutation, Some(Refutation::Answering(answer)) if answer == turn.mv)
                {
                    active.refutation = Some(Refutation::Pausing(REFUTATION_PAUSE_SECONDS));
                    continue;
                }
            }
            DeblockleChange::Undone { .. } => {
                // The refutation being taken back, or the player's own
                // undo: once the solver is to move again the player is at
                // it again, and the miss is not there to redo.
                if active.refuting() {
                    if game.position().turn() == active.puzzle.solver() {
                        active.refutation = None;
                        guided.paused = false;
                        requests.write(DeblockleRequest::ForgetRedo);
                    } else {
                        active.refutation = Some(Refutation::TakingBack);
                    }
                }
                continue;
            }
            DeblockleChange::Started => {}
            DeblockleChange::Cleared | DeblockleChange::TimedOut(_) => continue,
        }
        if active.state == PuzzleState::Solving {
            play_on(game, &active, &mut requests);
        }
    }
}

/// After the solver's move: whether the line goes on (the move is the
/// solution's). A move that reaches the goal finishes the puzzle; one that
/// misses is refuted, or simply taken back when nobody can answer it.
fn judge_move(
    game: &Game,
    active: &mut ActivePuzzle,
    refuter: &Refuter,
    requests: &mut MessageWriter<DeblockleRequest>,
    news: &mut MessageWriter<PuzzleNews>,
) -> bool {
    let line = game.moves();
    if active.puzzle.progress(line) == Ok(Standing::Reached) {
        if active.showing {
            active.state = PuzzleState::Shown;
            active.remark = Some(Message::new("puzzle-shown"));
        } else {
            active.state = PuzzleState::Solved;
            active.remark = Some(Message::new("puzzle-solved"));
            news.write(PuzzleNews::Solved {
                id: active.puzzle.id.clone(),
                clean: !active.stumbled,
            });
        }
        active.showing = false;
        return false;
    }
    if active.puzzle.solution.get(line.len() - 1) == line.last() {
        active.remark = None;
        return true;
    }
    stumble(active, news);
    active.remark = Some(Message::new("puzzle-missed"));
    let answerable = game.outcome().is_none() && game.position().turn() != active.puzzle.solver();
    if !answerable {
        // The game is over or the opponent is shut in: nothing to show.
        requests.write(DeblockleRequest::Undo);
        active.refutation = Some(Refutation::TakingBack);
        return false;
    }
    let positions = game.positions().to_vec();
    let tables = refuter.endgames.tables_for(game.rules().move_rules());
    let job = Job::start(refuter.waker.clone(), move |stop| {
        let effort = Effort::Time(HINT_THINKING);
        tabletop_ai::deblockle::hint(&positions, tables, effort, Arc::clone(stop))
            .map(|hint| hint.mv)
    });
    active.refutation = Some(Refutation::Thinking(job));
    false
}

/// The streak ends at the first miss or help.
fn stumble(active: &mut ActivePuzzle, news: &mut MessageWriter<PuzzleNews>) {
    if !active.stumbled {
        active.stumbled = true;
        news.write(PuzzleNews::Stumbled);
    }
}

/// Plays the solution's next move when it is the guide's: the opponent's
/// reply, or any move while Solution plays the line out.
fn play_on(game: &Game, active: &ActivePuzzle, requests: &mut MessageWriter<DeblockleRequest>) {
    let solver_to_move = game.position().turn() == active.puzzle.solver();
    if game.outcome().is_some() || (solver_to_move && !active.showing) {
        return;
    }
    if let Some(&next) = active.puzzle.solution.get(game.moves().len()) {
        requests.write(DeblockleRequest::Play(next));
    }
}

/// Carries a refutation on: the engine's answer played once it comes, then
/// after a pause taken back (the undo of the table's replies takes the
/// missed move back with it).
pub(super) fn refute(
    time: Res<Time>,
    active: Option<ResMut<ActivePuzzle>>,
    mut requests: MessageWriter<DeblockleRequest>,
) {
    let Some(mut active) = active else {
        return;
    };
    let active = &mut *active;
    let next = match &mut active.refutation {
        Some(Refutation::Thinking(job)) => match job.poll() {
            Polled::Waiting => return,
            Polled::Ready(Some(answer)) => {
                requests.write(DeblockleRequest::Play(answer));
                active.remark =
                    Some(Message::new("puzzle-refuted").with("move", answer.to_string()));
                Refutation::Answering(answer)
            }
            // No answer came (the engine found none, or gave up): the miss
            // simply goes back.
            Polled::Ready(None) | Polled::Gone => {
                requests.write(DeblockleRequest::Undo);
                Refutation::TakingBack
            }
        },
        Some(Refutation::Pausing(left)) => {
            *left -= time.delta_secs();
            if *left > 0.0 {
                return;
            }
            requests.write(DeblockleRequest::Undo);
            Refutation::TakingBack
        }
        Some(Refutation::Answering(_) | Refutation::TakingBack) | None => return,
    };
    active.refutation = Some(next);
}
