//! Hints, one life cycle for every table: asked for with the HUD's button
//! or F3, the engine thinks about the position at the table on a
//! thread of its own (the table stays smooth; the notice line says so);
//! its answer is shown the way the game shows moves, with its one-line
//! reason on the notice line, only while the game at the table is still
//! the one asked about; each hint shown is counted in the game's record.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use bevy::ecs::system::{StaticSystemParam, SystemParam, SystemParamItem};
use bevy::prelude::*;
use tabletop_ai::analysis::Hint;
use tabletop_i18n::Message;

use super::frames::{Drawing, Waker};
use super::keys::keys_free;
use super::worker::{Job, Polled};
use super::{Notice, TableSystems};
use crate::screens::Screen;

/// How long the engine thinks about a hint.
pub const HINT_THINKING: Duration = Duration::from_millis(1000);

/// The engine's work on a hint: the move and why, or none (nothing to
/// play); it should give up when the flag is raised.
pub type HintWork<M> = Box<dyn FnOnce(&Arc<AtomicBool>) -> Option<Hint<M>> + Send>;

/// A player asks for a hint at the table that is up.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AskForHint;

/// What the hints' life cycle needs to know of a game.
pub trait Hints: Send + Sync + 'static {
    /// A move the engine hints at.
    type Move: Copy + Eq + std::fmt::Display + Send + Sync + 'static;
    /// The game as the engine was asked about it: the hint is shown only
    /// while the table's game is still this one.
    type Game: Clone + Send + Sync + 'static;
    /// What the game's hooks read and change (the session).
    type Table: SystemParam;
    /// The game's picks, one of which shows a move made ready to play.
    type Pick: bevy::ecs::message::Message;

    /// The game as it stands and the engine's work on it; `None` when a
    /// hint makes no sense now (no game, the game over, a program to move).
    fn ask(table: &mut SystemParamItem<Self::Table>) -> Option<(Self::Game, HintWork<Self::Move>)>;

    /// Whether the table's game is still `game`.
    fn is_current(table: &SystemParamItem<Self::Table>, game: &Self::Game) -> bool;

    /// What the notice line says of `hint` (the move in the game's
    /// notation, and its reason); counts it in the game's record.
    fn shown(table: &mut SystemParamItem<Self::Table>, hint: &Hint<Self::Move>) -> Message;

    /// The pick that shows `mv` the way the game shows moves, made ready
    /// for the player to play.
    fn prepare(mv: Self::Move) -> Self::Pick;
}

/// The engine thinking about a hint at a table of game `G`.
#[derive(Resource)]
pub struct HintThinking<G: Hints> {
    game: G::Game,
    job: Job<Option<Hint<G::Move>>>,
}

/// The hint shown at a table of game `G`, while its game is the one asked
/// about (the game's view shows it).
#[derive(Resource)]
pub struct ShownHint<G: Hints> {
    /// The engine's move and its reason.
    pub hint: Hint<G::Move>,
    game: G::Game,
}

/// Adds the life cycle of `G`'s hints to its table, `screen` (each game's
/// plugin).
pub fn add_hints<G: Hints>(app: &mut App, screen: Screen) {
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
fn start_hint<G: Hints>(
    mut commands: Commands,
    mut asked: MessageReader<AskForHint>,
    mut table: StaticSystemParam<G::Table>,
    thinking: Option<Res<HintThinking<G>>>,
    waker: Res<Waker>,
    mut notices: MessageWriter<Notice>,
) {
    if asked.read().count() == 0 || thinking.is_some() {
        return;
    }
    let Some((game, work)) = G::ask(&mut table) else {
        return;
    };
    notices.write(Notice(Message::new("hint-thinking")));
    commands.remove_resource::<ShownHint<G>>();
    commands.insert_resource(HintThinking::<G> {
        game,
        job: Job::start(waker.clone(), work),
    });
}

/// Shows the answer once it has come, if the game is still the one asked
/// about.
fn finish_hint<G: Hints>(
    mut commands: Commands,
    mut table: StaticSystemParam<G::Table>,
    thinking: Option<Res<HintThinking<G>>>,
    mut notices: MessageWriter<Notice>,
    mut drawing: ResMut<Drawing>,
) {
    let Some(thinking) = thinking else {
        return;
    };
    if !G::is_current(&table, &thinking.game) {
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
    match answer {
        Some(hint) => {
            // The game shows the move over the next frames.
            drawing.input_came();
            notices.write(Notice(G::shown(&mut table, &hint)));
            commands.insert_resource(ShownHint::<G> {
                hint,
                game: thinking.game.clone(),
            });
        }
        None => {
            notices.write(Notice(Message::new("hint-none")));
        }
    }
}

/// Shows the hinted move made ready to play, as the game shows moves.
fn prepare_hinted_move<G: Hints>(shown: Res<ShownHint<G>>, mut picks: MessageWriter<G::Pick>) {
    picks.write(G::prepare(shown.hint.mv));
}

/// Takes the hint down once the game has moved on.
fn forget_hint<G: Hints>(
    mut commands: Commands,
    table: StaticSystemParam<G::Table>,
    shown: Option<Res<ShownHint<G>>>,
) {
    if let Some(shown) = shown
        && !G::is_current(&table, &shown.game)
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

    /// A game that is only a number of moves played, and the hints shown.
    #[derive(Resource, Default)]
    struct Played(u32, u32);

    /// The engine's answers, let go by the test.
    #[derive(Resource, Default)]
    struct Release(Mutex<Option<std::sync::mpsc::Receiver<()>>>);

    struct Counting;

    /// The move a hint made ready.
    #[derive(Message)]
    struct Prepared(u32);

    impl Hints for Counting {
        type Move = u32;
        type Game = u32;
        type Table = (ResMut<'static, Played>, Res<'static, Release>);
        type Pick = Prepared;

        fn ask(
            (played, release): &mut SystemParamItem<Self::Table>,
        ) -> Option<(u32, HintWork<u32>)> {
            let wait = release.0.lock().ok()?.take()?;
            let now = played.0;
            let work: HintWork<u32> = Box::new(move |_| {
                wait.recv().ok()?;
                Some(Hint {
                    mv: now + 1,
                    reason: Message::new("hint-draws"),
                    verdict: tabletop_ai::analysis::Verdict::Likely(0.5),
                    line: vec![now + 1],
                })
            });
            Some((now, work))
        }

        fn is_current((played, _): &SystemParamItem<Self::Table>, game: &u32) -> bool {
            played.0 == *game
        }

        fn shown((played, _): &mut SystemParamItem<Self::Table>, hint: &Hint<u32>) -> Message {
            played.1 += 1;
            Message::new("hint-move").with("move", hint.mv)
        }

        fn prepare(mv: u32) -> Prepared {
            Prepared(mv)
        }
    }

    fn app() -> (App, Sender<()>) {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .add_message::<Notice>()
            .add_message::<Prepared>()
            .init_resource::<Drawing>()
            .init_resource::<Waker>()
            .init_resource::<Played>();
        let (release, wait) = channel();
        app.insert_resource(Release(Mutex::new(Some(wait))));
        add_hints::<Counting>(&mut app, Screen::default());
        app.update();
        (app, release)
    }

    #[test]
    fn a_hint_is_shown_for_the_game_it_was_asked_about() {
        let (mut app, release) = app();
        app.world_mut().write_message(AskForHint);
        app.update();
        assert!(app.world().contains_resource::<HintThinking<Counting>>());
        release.send(()).expect("the engine waits");
        frames_until(&mut app, "the hint", |app| {
            app.world().contains_resource::<ShownHint<Counting>>()
        });
        assert_eq!(app.world().resource::<ShownHint<Counting>>().hint.mv, 1);
        assert_eq!(app.world().resource::<Played>().1, 1, "counted");
        // The game was told to make the move ready.
        let prepared = app.world().resource::<Messages<Prepared>>();
        let moves: Vec<u32> = prepared.get_cursor().read(prepared).map(|p| p.0).collect();
        assert_eq!(moves, [1]);
        // The game moves on: the hint goes.
        app.world_mut().resource_mut::<Played>().0 = 1;
        app.update();
        assert!(!app.world().contains_resource::<ShownHint<Counting>>());
    }

    #[test]
    fn a_hint_for_a_game_that_moved_on_meanwhile_is_never_shown() {
        let (mut app, release) = app();
        app.world_mut().write_message(AskForHint);
        app.update();
        assert!(app.world().contains_resource::<HintThinking<Counting>>());
        // A move while the engine thinks; then it answers.
        app.world_mut().resource_mut::<Played>().0 = 1;
        app.update();
        assert!(!app.world().contains_resource::<HintThinking<Counting>>());
        // Nobody waits for the answer any more: that is no error.
        let _ = release.send(());
        for _ in 0..10 {
            app.update();
        }
        assert!(!app.world().contains_resource::<ShownHint<Counting>>());
        assert_eq!(app.world().resource::<Played>().1, 0, "never shown");
    }
}
