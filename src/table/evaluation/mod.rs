//! The evaluation at every table, shown or hidden with F4 (and the
//! settings): after each move the engine looks at the game on a thread of
//! its own, and a bar in the status panel splits the expected result
//! between the seats, the side to move first, under a line that says how
//! the game stands (who wins with best play and when, where that is
//! certain; else the side to move's chances). Until the answer for the
//! game as it now stands comes, the last one stays up, faint.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use bevy::ecs::system::StaticSystemParam;
use bevy::prelude::*;
use tabletop_ai::analysis::Analysis;

use super::TableSystems;
use super::frames::{Drawing, Waker};
use super::game::{TableScreens, still_at};
use super::keys::keys_free;
use super::network::{NetTable, helped_at};
use super::thinks::Thinks;
use super::worker::{Job, Polled};
use crate::screens::Screen;

mod line;

use line::show_evaluation;
pub use line::{EvaluationLine, evaluation_line};

/// How long the engine looks at each position for the evaluation.
pub const EVALUATION_THINKING: Duration = Duration::from_millis(1000);

/// The engine's work on how a game stands; it should give up when the
/// flag is raised.
pub type AnalysisWork<M> = Box<dyn FnOnce(&Arc<AtomicBool>) -> Option<Analysis<M>> + Send>;

/// The player asks to show or hide the evaluation (the settings keep it).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ToggleEvaluation;

/// Whether the tables show the evaluation (as the settings say).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EvaluationShown(pub bool);

/// The engine looking at the game at a table of game `G`.
#[derive(Resource)]
pub(super) struct Evaluating<G: Thinks> {
    game: G::Game,
    job: Job<Option<Analysis<G::Move>>>,
}

/// The latest evaluation at a table of game `G`, and the game it is of.
#[derive(Resource)]
pub struct Evaluated<G: Thinks> {
    /// What the engine made of it (`None`: nothing).
    pub analysis: Option<Analysis<G::Move>>,
    game: G::Game,
}

/// Adds the evaluation of `G`'s games to its table.
pub fn add_evaluation<G: Thinks>(app: &mut App) {
    let screen = G::SCREEN;
    app.add_message::<ToggleEvaluation>()
        .init_resource::<EvaluationShown>()
        .add_systems(
            Update,
            (
                evaluate::<G>.in_set(TableSystems::Select),
                show_evaluation::<G>.in_set(TableSystems::Show),
            )
                .run_if(in_state(screen)),
        );
}

/// F4 shows or hides the evaluation at whichever table is up.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_message::<ToggleEvaluation>().add_systems(
        Update,
        toggle_by_key
            .in_set(TableSystems::Input)
            .run_if(keys_free)
            .run_if(at_a_table),
    );
}

/// A run condition: a game's table is up.
fn at_a_table(screen: Res<State<Screen>>, tables: Option<Res<TableScreens>>) -> bool {
    tables.is_some_and(|tables| tables.holds(*screen.get()))
}

fn toggle_by_key(keys: Res<ButtonInput<KeyCode>>, mut toggles: MessageWriter<ToggleEvaluation>) {
    if keys.just_pressed(KeyCode::F4) {
        toggles.write(ToggleEvaluation);
    }
}

/// Starts the engine on the game whenever the evaluation shown is not of
/// it; takes its answer; stops it when the game moves on meanwhile or the
/// evaluation is switched off.
fn evaluate<G: Thinks>(
    mut commands: Commands,
    shown: Res<EvaluationShown>,
    session: Option<Res<G>>,
    mut helpers: StaticSystemParam<G::Helpers>,
    evaluating: Option<Res<Evaluating<G>>>,
    evaluated: Option<Res<Evaluated<G>>>,
    (waker, friends): (Res<Waker>, Option<Res<NetTable>>),
    mut drawing: ResMut<Drawing>,
) {
    // No engine weighs a game against friends elsewhere, unless both
    // players agreed.
    let shown = shown.0 && helped_at(friends.as_deref(), G::SCREEN);
    if let Some(evaluating) = evaluating {
        if !shown || !still_at(session.as_deref(), &evaluating.game) {
            // Let go, the job gives up.
            commands.remove_resource::<Evaluating<G>>();
            return;
        }
        let analysis = match evaluating.job.poll() {
            Polled::Waiting => return,
            Polled::Ready(analysis) => analysis,
            Polled::Gone => None,
        };
        // The line changes over the next frames.
        drawing.input_came();
        commands.remove_resource::<Evaluating<G>>();
        commands.insert_resource(Evaluated::<G> {
            analysis,
            game: evaluating.game.clone(),
        });
        return;
    }
    let up_to_date = evaluated
        .as_ref()
        .is_some_and(|evaluated| still_at(session.as_deref(), &evaluated.game));
    if !shown || up_to_date {
        return;
    }
    let unguided = session
        .as_deref()
        .filter(|session| session.unguided().is_some());
    let work = unguided.and_then(|session| Some((session, session.analysis_work(&mut helpers)?)));
    let Some((session, work)) = work else {
        // Nothing to evaluate (a lesson, no game): the last one goes.
        let waits = unguided.is_some_and(|session| session.waiting(&helpers).is_some());
        if evaluated.is_some() && !waits {
            commands.remove_resource::<Evaluated<G>>();
        }
        return;
    };
    let game = session.game().clone();
    commands.insert_resource(Evaluating::<G> {
        game,
        job: Job::start(waker.clone(), work),
    });
}

#[cfg(test)]
mod tests;
