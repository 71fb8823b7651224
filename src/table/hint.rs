//! Hints, one life cycle for every table: asked for with the HUD's button
//! or F3, the engine thinks about the position at the table on a
//! thread of its own (the table stays smooth; the notice line says so);
//! its answer is shown the way the game shows moves, with its one-line
//! reason on the notice line, only while the game at the table is still
//! the one asked about; each hint shown is counted in the game's record.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use bevy::ecs::system::StaticSystemParam;
use bevy::prelude::*;
use tabletop_ai::analysis::Hint;
use tabletop_i18n::Message;

use super::board_cursor::BoardCursor;
use super::frames::{Drawing, Waker};
use super::game::{SeatsOf, still_at};
use super::keys::keys_free;
use super::network::{NetTable, helped_at};
use super::thinks::Thinks;
use super::worker::{Job, Polled};
use super::{Notice, TableSystems};

/// How long the engine thinks about a hint.
pub const HINT_THINKING: Duration = Duration::from_millis(1000);

/// The engine's work on a hint: the move and why, or none (nothing to
/// play); it should give up when the flag is raised.
pub type HintWork<M> = Box<dyn FnOnce(&Arc<AtomicBool>) -> Option<Hint<M>> + Send>;

/// A player asks for a hint at the table that is up.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AskForHint;

/// The engine thinking about a hint at a table of game `G`.
#[derive(Resource)]
pub struct HintThinking<G: Thinks> {
    game: G::Game,
    job: Job<Option<Hint<G::Move>>>,
}

/// The hint shown at a table of game `G`, while its game is the one asked
/// about (the game's view shows it).
#[derive(Resource)]
pub struct ShownHint<G: Thinks> {
    /// The engine's move and its reason.
    pub hint: Hint<G::Move>,
    game: G::Game,
}

/// Adds the life cycle of `G`'s hints to its table.
pub fn add_hints<G: Thinks>(app: &mut App) {
    let screen = G::SCREEN;
    // The notice line shows the thinking (and ticks while it is up); the
    // answer wakes the app.
    app.add_message::<AskForHint>().add_systems(
        Update,
        (
            start_hint::<G>,
            finish_hint::<G>,
            forget_hint::<G>,
            prepare_hinted_move::<G>.run_if(resource_added::<ShownHint<G>>),
        )
            .chain()
            .in_set(TableSystems::Select)
            .run_if(in_state(screen)),
    );
}

/// F3 asks for a hint at whichever table is up.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_message::<AskForHint>().add_systems(
        Update,
        ask_by_key.in_set(TableSystems::Input).run_if(keys_free),
    );
}

/// The HUD's hint button (each table's).
pub fn ask_for_hint(_: On<Pointer<Click>>, mut asks: MessageWriter<AskForHint>) {
    asks.write(AskForHint);
}

fn ask_by_key(keys: Res<ButtonInput<KeyCode>>, mut asks: MessageWriter<AskForHint>) {
    if keys.just_pressed(KeyCode::F3) {
        asks.write(AskForHint);
    }
}

/// Starts the engine on the position at the table when a hint is asked for.
fn start_hint<G: Thinks>(
    mut commands: Commands,
    mut asked: MessageReader<AskForHint>,
    session: Option<Res<G>>,
    seats: Option<Res<SeatsOf<G>>>,
    mut helpers: StaticSystemParam<G::Helpers>,
    thinking: Option<Res<HintThinking<G>>>,
    (waker, friends): (Res<Waker>, Option<Res<NetTable>>),
    mut notices: MessageWriter<Notice>,
) {
    if asked.read().count() == 0 || thinking.is_some() {
        return;
    }
    if !helped_at(friends.as_deref(), G::SCREEN) {
        notices.write(Notice(Message::new("net-no-help")));
        return;
    }
    // No hint while the game is over, guided (a lesson or a puzzle has
    // hints of its own), or a program's to move.
    let Some(session) = session.filter(|session| session.free_play().is_some()) else {
        return;
    };
    if seats.is_some_and(|seats| seats.of(session.to_move()).is_machine()) {
        return;
    }
    let (game, work) = (session.game().clone(), session.hint_work(&mut helpers));
    notices.write(Notice(Message::new("hint-thinking")));
    commands.remove_resource::<ShownHint<G>>();
    commands.insert_resource(HintThinking::<G> {
        game,
        job: Job::start(waker.clone(), work),
    });
}

/// Shows the answer once it has come, if the game is still the one asked
/// about.
fn finish_hint<G: Thinks>(
    mut commands: Commands,
    mut session: Option<ResMut<G>>,
    thinking: Option<Res<HintThinking<G>>>,
    mut notices: MessageWriter<Notice>,
    mut drawing: ResMut<Drawing>,
) {
    let Some(thinking) = thinking else {
        return;
    };
    if !still_at(session.as_deref(), &thinking.game) {
        // Let go, the job gives up.
        commands.remove_resource::<HintThinking<G>>();
        return;
    }
    let answer = match thinking.job.poll() {
        Polled::Waiting => return,
        Polled::Ready(answer) => answer,
        Polled::Gone => None,
    };
    commands.remove_resource::<HintThinking<G>>();
    match (answer, session.as_mut()) {
        (Some(hint), Some(session)) => {
            // The game shows the move over the next frames.
            drawing.input_came();
            notices.write(Notice(session.shown(&hint)));
            commands.insert_resource(ShownHint::<G> {
                hint,
                game: thinking.game.clone(),
            });
        }
        _ => {
            notices.write(Notice(Message::new("hint-none")));
        }
    }
}

/// Shows the hinted move made ready to play, as the game shows moves.
/// Makes the hint's move ready; a controller's cursor, when shown, goes
/// to its last step.
fn prepare_hinted_move<G: Thinks>(
    shown: Res<ShownHint<G>>,
    mut picks: MessageWriter<G::Pick>,
    cursor: Option<ResMut<BoardCursor>>,
) {
    picks.write(G::prepare(shown.hint.mv));
    if let Some(mut cursor) = cursor.filter(|cursor| cursor.0.is_some())
        && let Some(cell) = G::last_cell(shown.hint.mv)
    {
        cursor.0 = Some(cell);
    }
}

/// Takes the hint down once the game has moved on.
fn forget_hint<G: Thinks>(
    mut commands: Commands,
    session: Option<Res<G>>,
    shown: Option<Res<ShownHint<G>>>,
) {
    if let Some(shown) = shown
        && !still_at(session.as_deref(), &shown.game)
    {
        commands.remove_resource::<ShownHint<G>>();
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;
    use std::sync::mpsc::{Sender, channel};

    use bevy::state::app::StatesPlugin;

    use crate::testing::frames_until;

    use super::*;

    use crate::screens::Screen;
    use crate::table::race::{Engine, Prepared, RaceTable};

    /// The race with `played` moves played.
    fn played(app: &mut App, played: usize) {
        app.world_mut().resource_mut::<RaceTable>().line.played = played;
    }

    fn app() -> (App, Sender<()>) {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .add_message::<Notice>()
            .add_message::<Prepared>()
            .init_resource::<Drawing>()
            .init_resource::<Waker>()
            .init_resource::<RaceTable>();
        let (release, wait) = channel();
        app.insert_resource(Engine {
            hints: Mutex::new(Some(wait)),
            ..Engine::default()
        });
        add_hints::<RaceTable>(&mut app);
        app.update();
        (app, release)
    }

    #[test]
    fn a_hint_is_shown_for_the_game_it_was_asked_about() {
        let (mut app, release) = app();
        app.world_mut().write_message(AskForHint);
        app.update();
        assert!(app.world().contains_resource::<HintThinking<RaceTable>>());
        release.send(()).expect("the engine waits");
        frames_until(&mut app, "the hint", |app| {
            app.world().contains_resource::<ShownHint<RaceTable>>()
        });
        assert_eq!(app.world().resource::<ShownHint<RaceTable>>().hint.mv, 1);
        assert_eq!(app.world().resource::<RaceTable>().hints, 1, "counted");
        // The game was told to make the move ready.
        let prepared = app.world().resource::<Messages<Prepared>>();
        let moves: Vec<u8> = prepared.get_cursor().read(prepared).map(|p| p.0).collect();
        assert_eq!(moves, [1]);
        // The game moves on: the hint goes.
        played(&mut app, 1);
        app.update();
        assert!(!app.world().contains_resource::<ShownHint<RaceTable>>());
    }

    #[test]
    fn a_hint_for_a_game_that_moved_on_meanwhile_is_never_shown() {
        let (mut app, release) = app();
        app.world_mut().write_message(AskForHint);
        app.update();
        assert!(app.world().contains_resource::<HintThinking<RaceTable>>());
        // A move while the engine thinks; then it answers.
        played(&mut app, 1);
        app.update();
        assert!(!app.world().contains_resource::<HintThinking<RaceTable>>());
        // Nobody waits for the answer any more: that is no error.
        let _ = release.send(());
        for _ in 0..10 {
            app.update();
        }
        assert!(!app.world().contains_resource::<ShownHint<RaceTable>>());
        assert_eq!(app.world().resource::<RaceTable>().hints, 0, "never shown");
    }
}
