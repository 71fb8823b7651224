//! The programs at a table, one life cycle for every game: when a seat a
//! program plays is to move and the table is still, the program thinks on
//! a thread of its own (so the table stays smooth); its answer is played
//! through the same request as a person's move, after the thinking has
//! shown a moment; an answer for a game that moved on meanwhile (undo, a
//! new game) is dropped and the thinking told to stop; programs never
//! think while there are moves to redo; and a program that fails hands its
//! seat to the person at the screen, saying why.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use bevy::ecs::system::StaticSystemParam;
use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_i18n::Message;

use super::frames::{DrawsFrames, Frames, Waker};
use super::game::{TableGame, still_at};
use super::network::{NetTable, with_friends};
use super::seats::{Seat, Seats, Side, engine_name};
use super::thinks::Thinks;
use super::worker::{Job, Polled};
use super::{Notice, TableSystems};
use crate::language::level_name;
use crate::table::activity::still;

/// However quickly a program decides, its thinking shows this long, so
/// that its move does not land on top of the one it answers.
pub const SHOWN_THINKING_SECONDS: f32 = 0.6;
/// How often the thinking sign moves on (its answer wakes the app itself).
const THINKING_TICK: Duration = Duration::from_millis(110);

/// How many threads a computer player thinks on: every core, since the
/// table itself has little to do while it waits for the move.
pub fn thinking_threads() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// How many threads a computer level thinks on: one off the clock, as its
/// rating was measured (a level is a fixed amount of work; helpers on the
/// other cores would make it stronger than its rating says), every core on
/// a clock, where the time is what it has.
pub fn level_threads(on_clock: bool) -> usize {
    if on_clock { thinking_threads() } else { 1 }
}

/// A program's work: its move, or why it has none. It should give up when
/// the flag is raised (nobody waits for it any more).
pub type Work<M> = Box<dyn FnOnce(&Arc<AtomicBool>) -> Result<M, String> + Send>;

/// The side to move in `G`'s game while programs may play it (a game in
/// free play), and whether there are moves to redo.
fn to_move<G: TableGame>(session: Option<&G>) -> Option<(G::Side, bool)> {
    let session = session?;
    session
        .free_play()
        .map(|_| (session.to_move(), session.can_redo()))
}

/// A program thinking about the game at a table of game `G`.
#[derive(Resource)]
pub struct Thinking<G: Thinks> {
    /// The side it plays.
    pub side: G::Side,
    game: <G as TableGame>::Game,
    job: Job<Result<G::Move, String>>,
    /// How long it has been thinking.
    pub seconds: f32,
}

/// Adds the life cycle of `G`'s programs to the table (each game's plugin).
pub fn add_opponents<G: Thinks>(app: &mut App) {
    app.draws(|world| {
        world
            .contains_resource::<Thinking<G>>()
            .then_some(Frames::Every(THINKING_TICK))
    })
    .add_message::<AnalyseHere>()
    .add_message::<EverySideAPerson>()
    .add_message::<PlayOnAgainstComputer>()
    .init_resource::<LastComputerLevel>()
    .add_systems(
        Update,
        (
            analyse_here::<G>,
            play_on_against_the_computer::<G>,
            finish_thinking::<G>,
            start_thinking::<G>
                .run_if(still::<<G as TableGame>::Request>)
                .run_if(super::network::friends_ready),
        )
            .chain()
            .in_set(TableSystems::Select),
    );
}

/// The players ask to explore the game at the table freely: every side is
/// theirs from now on (F6), so no program answers the moves they try.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalyseHere;

/// Every side is a person's from now on, without a word (a position is
/// being set up): what [`AnalyseHere`] does, unannounced.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct EverySideAPerson;

/// The player to move asks to play on from here against the computer: it
/// takes every other side (F7), at the level it last played at.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayOnAgainstComputer;

/// The level the computer last played at at a table (for F7).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastComputerLevel(pub Level);

impl Default for LastComputerLevel {
    fn default() -> LastComputerLevel {
        LastComputerLevel(Level::Medium)
    }
}

/// F6 makes the table that is up an analysis board; F7 plays on from it
/// against the computer.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_message::<AnalyseHere>()
        .add_message::<PlayOnAgainstComputer>()
        .add_systems(
            Update,
            seat_by_key
                .in_set(TableSystems::Input)
                .run_if(super::keys::keys_free),
        );
}

fn seat_by_key(
    keys: Res<ButtonInput<KeyCode>>,
    mut analyse: MessageWriter<AnalyseHere>,
    mut play_on: MessageWriter<PlayOnAgainstComputer>,
) {
    if keys.just_pressed(KeyCode::F6) {
        analyse.write(AnalyseHere);
    }
    if keys.just_pressed(KeyCode::F7) {
        play_on.write(PlayOnAgainstComputer);
    }
}

/// Seats the computer at every side but the one to move.
fn play_on_against_the_computer<G: Thinks>(
    mut asked: MessageReader<PlayOnAgainstComputer>,
    session: Option<Res<G>>,
    seats: Option<ResMut<Seats<G::Side>>>,
    (level, friends): (Res<LastComputerLevel>, Option<Res<NetTable>>),
    mut notices: MessageWriter<Notice>,
) {
    let (true, Some(mut seats)) = (asked.read().count() > 0, seats) else {
        return;
    };
    if with_friends(friends.as_deref(), G::SCREEN) {
        notices.write(Notice(Message::new("net-no-help")));
        return;
    }
    let Some((you, _)) = to_move(session.as_deref()) else {
        return;
    };
    let count = session.as_ref().map_or(0, |session| session.sides());
    let sides = (0..count).map(|index| {
        if index == you.seat_index() {
            Seat::Person
        } else {
            Seat::Computer(level.0)
        }
    });
    *seats = Seats::new(sides.collect());
    notices.write(Notice(
        Message::new("play-on").with("level", level_name(level.0)),
    ));
}

/// Seats a person at every side, the program thinking now stopped (its
/// level kept for F7).
fn analyse_here<G: Thinks>(
    mut commands: Commands,
    mut asked: MessageReader<AnalyseHere>,
    mut quietly: MessageReader<EverySideAPerson>,
    seats: Option<ResMut<Seats<G::Side>>>,
    thinking: Option<Res<Thinking<G>>>,
    (mut last_level, friends): (ResMut<LastComputerLevel>, Option<Res<NetTable>>),
    mut notices: MessageWriter<Notice>,
) {
    let said = asked.read().count() > 0;
    let (true, Some(mut seats)) = (said || quietly.read().count() > 0, seats) else {
        return;
    };
    if with_friends(friends.as_deref(), G::SCREEN) {
        // The friends' seats stay theirs.
        notices.write(Notice(Message::new("net-no-help")));
        return;
    }
    if let Some(&Seat::Computer(level)) = seats.all().iter().find(|seat| seat.is_machine()) {
        last_level.0 = level;
    }
    if thinking.is_some() {
        // Let go, the program gives up.
        commands.remove_resource::<Thinking<G>>();
    }
    let people = vec![Seat::Person; seats.all().len()];
    *seats = Seats::new(people);
    if said {
        notices.write(Notice(Message::new("analyse-here")));
    }
}

/// Starts the program whose turn it is, once the table is still.
fn start_thinking<G: Thinks>(
    mut commands: Commands,
    session: Option<Res<G>>,
    mut thinkers: StaticSystemParam<G::Thinkers>,
    seats: Option<Res<Seats<G::Side>>>,
    thinking: Option<Res<Thinking<G>>>,
    waker: Res<Waker>,
) {
    let (None, Some(seats), Some(session)) = (thinking, seats, session) else {
        return;
    };
    // Looking through moves to redo is for people, not for programs.
    let Some((side, false)) = to_move(Some(&*session)) else {
        return;
    };
    let seat = seats.of(side);
    // A friend elsewhere's moves come across; only a program thinks here.
    if !seat.is_program() {
        return;
    }
    let Some(work) = session.think(&mut thinkers, seat) else {
        return;
    };
    commands.insert_resource(Thinking::<G> {
        side,
        game: session.game().clone(),
        job: Job::start(waker.clone(), work),
        seconds: 0.0,
    });
}

/// Plays the answer once it has come and the thinking has shown a moment.
fn finish_thinking<G: Thinks>(
    mut commands: Commands,
    time: Res<Time>,
    session: Option<Res<G>>,
    seats: Option<ResMut<Seats<G::Side>>>,
    thinking: Option<ResMut<Thinking<G>>>,
    mut requests: MessageWriter<<G as TableGame>::Request>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(mut thinking) = thinking else {
        return;
    };
    if !still_at(session.as_deref(), &thinking.game) {
        // Let go, the program gives up.
        commands.remove_resource::<Thinking<G>>();
        return;
    }
    thinking.seconds += time.delta_secs();
    if thinking.seconds < SHOWN_THINKING_SECONDS {
        return;
    }
    let answer = match thinking.job.poll() {
        Polled::Waiting => return,
        Polled::Ready(answer) => answer,
        Polled::Gone => Err("its thread stopped".into()),
    };
    commands.remove_resource::<Thinking<G>>();
    match answer {
        Ok(answer) => {
            requests.write(G::play(answer));
        }
        Err(reason) => {
            let side = thinking.side;
            if let Some(mut seats) = seats {
                notices.write(Notice(failure(seats.of(side), &reason, side.name())));
                seats.set(side, Seat::Person);
            }
        }
    }
}

/// Why a program's seat went to the person at the screen.
fn failure(seat: &Seat, reason: &str, side: Message) -> Message {
    let who = match seat {
        Seat::Engine(command) => Message::new("problem").with("detail", engine_name(command)),
        seat => seat.describe(),
    };
    Message::new("opponent-failed")
        .with("who", who)
        .with("reason", reason)
        .with("colour", side)
}
