//! The players that are programs: our computer (a search on a thread of
//! its own) and external UHP engines (each a process spoken to by a worker
//! thread, started the first time it is to move). Both answer through a
//! channel, so the table stays smooth; an answer for a game that moved on
//! meanwhile (undo, a new game) is dropped. An engine that fails or plays
//! an illegal move hands its seat to the person at the screen, saying why.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

use bevy::prelude::*;
use tabletop_ai::hive::HivePlayer;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::hive::{HiveGame, Move};
use tabletop_uhp::{UhpEngine, uhp_time};

use super::seats::{HiveSeats, Seat, engine_name};
use super::session::{HiveRequest, HiveSession};
use crate::table::Notice;
use crate::table::TableSystems;
use crate::table::activity::Still;
use crate::table::random::TableRng;
use crate::table::worker::{Answer, Polled, on_its_own_thread};

/// How long our computer thinks at most (Hard uses all of it).
const COMPUTER_SECONDS: Duration = Duration::from_millis(1000);
/// How long an engine is given per move (UHP counts whole seconds).
const ENGINE_SECONDS: Duration = Duration::from_secs(1);
/// However quickly a move is chosen, the thinking shows this long, so the
/// reply does not land on top of the move it answers.
const SHOWN_THINKING_SECONDS: f32 = 0.6;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EngineWorkers>().add_systems(
        Update,
        (finish_thinking, start_thinking)
            .chain()
            .in_set(TableSystems::Select),
    );
}

/// A program thinking about the game at the table.
#[derive(Resource)]
pub struct HiveThinking {
    /// Moves played when it began: an answer for another game is dropped.
    moves_played: usize,
    game: HiveGame,
    answer: Answer<Result<Move, String>>,
    stop: Arc<AtomicBool>,
    /// How long it has been thinking.
    pub seconds: f32,
}

/// One engine process and the thread that talks to it.
struct EngineWorker {
    questions: Sender<(String, Sender<Result<String, String>>)>,
}

/// The engines started this run, by command line.
#[derive(Resource, Default)]
struct EngineWorkers(HashMap<String, EngineWorker>);

impl EngineWorkers {
    /// Asks the engine `command` for its move in `game`.
    fn ask(&mut self, command: &str, game: &HiveGame) -> Receiver<Result<String, String>> {
        let worker = self
            .0
            .entry(command.to_owned())
            .or_insert_with(|| spawn_engine_worker(command.to_owned()));
        let (reply, answer) = channel();
        if worker
            .questions
            .send((game.to_string(), reply.clone()))
            .is_err()
        {
            self.0.remove(command);
            let _ = reply.send(Err("the engine has stopped".into()));
        }
        answer
    }
}

/// A thread that starts the engine on its first question and then asks it
/// for a move in each game string it is sent.
fn spawn_engine_worker(command: String) -> EngineWorker {
    let (questions, incoming) = channel::<(String, Sender<Result<String, String>>)>();
    std::thread::spawn(move || {
        let mut engine: Option<UhpEngine> = None;
        while let Ok((game, reply)) = incoming.recv() {
            let answer = best_move(&mut engine, &command, &game);
            if answer.is_err() {
                // Start afresh next time: it may have crashed.
                engine = None;
            }
            let _ = reply.send(answer);
        }
    });
    EngineWorker { questions }
}

fn best_move(engine: &mut Option<UhpEngine>, command: &str, game: &str) -> Result<String, String> {
    if engine.is_none() {
        *engine = Some(UhpEngine::start(command).map_err(|error| error.to_string())?);
    }
    let Some(engine) = engine.as_mut() else {
        return Err("the engine did not start".into());
    };
    let ask = |engine: &mut UhpEngine, question: &str| {
        engine
            .ask(question)
            .map_err(|error| error.to_string())
            .and_then(|answer| answer)
    };
    ask(engine, &format!("newgame {game}"))?;
    let answer = ask(
        engine,
        &format!("bestmove time {}", uhp_time(ENGINE_SECONDS)),
    )?;
    answer
        .lines()
        .last()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(str::to_owned)
        .ok_or_else(|| "the engine answered no move".into())
}

/// Starts the program whose turn it is, once the table is still.
fn start_thinking(
    mut commands: Commands,
    session: Option<Res<HiveSession>>,
    seats: Res<HiveSeats>,
    thinking: Option<Res<HiveThinking>>,
    still: Still<HiveRequest>,
    mut workers: ResMut<EngineWorkers>,
    mut rng: ResMut<TableRng>,
) {
    let (Some(session), None, true) = (session, thinking, still.is_still()) else {
        return;
    };
    let game = &session.game;
    // Looking through moves to redo is for people, not for programs.
    if game.outcome().is_some() || session.can_redo() {
        return;
    }
    let stop = Arc::new(AtomicBool::new(false));
    let answer = match seats.seat(game.position().to_move()) {
        Seat::Person => return,
        Seat::Computer(level) => {
            let mut player = HivePlayer::new(*level, rng.next_seed());
            let (snapshot, stop) = (game.clone(), Arc::clone(&stop));
            on_its_own_thread(move || {
                let chosen = player.choose_move(&snapshot, COMPUTER_SECONDS, &stop);
                chosen.ok_or_else(|| "no move to play".to_owned())
            })
        }
        Seat::Engine(command) => {
            let text = workers.ask(command, game);
            let snapshot = game.clone();
            // Read the engine's move string in the position it was asked about.
            on_its_own_thread(move || {
                text.recv()
                    .map_err(|_| "the engine has stopped".to_owned())
                    .and_then(|text| text)
                    .and_then(|text| {
                        let position = snapshot.position();
                        let mv = position
                            .parse_move(&text)
                            .map_err(|error| format!("it answered '{text}': {error}"))?;
                        position
                            .check(mv)
                            .map(|()| mv)
                            .map_err(|error| format!("it played '{text}': {error}"))
                    })
            })
        }
    };
    commands.insert_resource(HiveThinking {
        moves_played: game.moves().len(),
        game: game.clone(),
        answer,
        stop,
        seconds: 0.0,
    });
}

/// Plays the answer once it has come and the thinking has shown a moment;
/// a failed engine gives its seat to the person at the screen.
fn finish_thinking(
    mut commands: Commands,
    time: Res<Time>,
    session: Option<Res<HiveSession>>,
    mut seats: ResMut<HiveSeats>,
    thinking: Option<ResMut<HiveThinking>>,
    mut requests: MessageWriter<HiveRequest>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(mut thinking) = thinking else {
        return;
    };
    let current = session.is_some_and(|session| {
        session.game.moves().len() == thinking.moves_played && session.game == thinking.game
    });
    if !current {
        thinking.stop.store(true, Ordering::Relaxed);
        commands.remove_resource::<HiveThinking>();
        return;
    }
    thinking.seconds += time.delta_secs();
    if thinking.seconds < SHOWN_THINKING_SECONDS {
        return;
    }
    let answer = match thinking.answer.poll() {
        Polled::Ready(answer) => answer,
        Polled::Waiting => return,
        Polled::Gone => Err("its thread stopped".into()),
    };
    commands.remove_resource::<HiveThinking>();
    let colour = thinking.game.position().to_move();
    match answer {
        Ok(mv) => {
            requests.write(HiveRequest::Play(mv));
        }
        Err(reason) => {
            let who = match seats.seat(colour) {
                Seat::Engine(command) => {
                    Message::new("problem").with("detail", engine_name(command))
                }
                seat => seat.describe(),
            };
            notices.write(Notice(
                Message::new("hive-engine-failed")
                    .with("who", who)
                    .with("reason", reason)
                    .with("colour", colour.message()),
            ));
            *seats.seat_mut(colour) = Seat::Person;
        }
    }
}
