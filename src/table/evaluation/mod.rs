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

use bevy::ecs::system::{StaticSystemParam, SystemParamItem};
use bevy::prelude::*;
use tabletop_ai::analysis::Analysis;
use tabletop_i18n::Message;

use super::TableSystems;
use super::frames::{Drawing, Waker};
use super::hint::Hints;
use super::keys::keys_free;
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

/// What the evaluation needs to know of a game, beyond its hints'.
pub trait Evaluates: Hints {
    /// The game as it stands and the engine's work on it; `None` when
    /// there is nothing to evaluate now (no game, a lesson, a table the
    /// engine still waits for).
    fn evaluate(
        table: &mut SystemParamItem<Self::Table>,
    ) -> Option<(Self::Game, AnalysisWork<Self::Move>)>;

    /// What the engine waits for before it can evaluate the game as it
    /// stands, if anything (the line says so meanwhile).
    fn waiting(_table: &SystemParamItem<Self::Table>) -> Option<Message> {
        None
    }

    /// The engine's expected `line` from `game`, written as the game
    /// writes moves.
    fn written_line(_game: &Self::Game, line: &[Self::Move]) -> String {
        let moves: Vec<String> = line.iter().map(ToString::to_string).collect();
        moves.join("  ")
    }

    /// What seat `seat` is called and its colour on the bar.
    fn seat(table: &SystemParamItem<Self::Table>, seat: usize) -> (Message, Color);
}

/// The engine looking at the game at a table of game `G`.
#[derive(Resource)]
pub(super) struct Evaluating<G: Hints> {
    game: G::Game,
    job: Job<Option<Analysis<G::Move>>>,
}

/// The latest evaluation at a table of game `G`, and the game it is of.
#[derive(Resource)]
pub struct Evaluated<G: Hints> {
    /// What the engine made of it (`None`: nothing).
    pub analysis: Option<Analysis<G::Move>>,
    game: G::Game,
}

/// Adds the evaluation of `G`'s games to its table, `screen` (each game's
/// plugin).
pub fn add_evaluation<G: Evaluates>(app: &mut App, screen: Screen) {
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
fn at_a_table(screen: Res<State<Screen>>) -> bool {
    matches!(
        screen.get(),
        Screen::Deblockle | Screen::Hive | Screen::Blokus3d
    )
}

fn toggle_by_key(keys: Res<ButtonInput<KeyCode>>, mut toggles: MessageWriter<ToggleEvaluation>) {
    if keys.just_pressed(KeyCode::F4) {
        toggles.write(ToggleEvaluation);
    }
}

/// Starts the engine on the game whenever the evaluation shown is not of
/// it; takes its answer; stops it when the game moves on meanwhile or the
/// evaluation is switched off.
fn evaluate<G: Evaluates>(
    mut commands: Commands,
    shown: Res<EvaluationShown>,
    mut table: StaticSystemParam<G::Table>,
    evaluating: Option<Res<Evaluating<G>>>,
    evaluated: Option<Res<Evaluated<G>>>,
    waker: Res<Waker>,
    mut drawing: ResMut<Drawing>,
) {
    if let Some(evaluating) = evaluating {
        if !shown.0 || !G::is_current(&table, &evaluating.game) {
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
        .is_some_and(|evaluated| G::is_current(&table, &evaluated.game));
    if !shown.0 || up_to_date {
        return;
    }
    let Some((game, work)) = G::evaluate(&mut table) else {
        // Nothing to evaluate (a lesson, no game): the last one goes.
        if evaluated.is_some() && G::waiting(&table).is_none() {
            commands.remove_resource::<Evaluated<G>>();
        }
        return;
    };
    commands.insert_resource(Evaluating::<G> {
        game,
        job: Job::start(waker.clone(), work),
    });
}

#[cfg(test)]
mod tests;
