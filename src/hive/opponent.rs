//! Hive's players that are programs, in the table's life cycle of
//! opponents (see [`crate::table::opponent`]): our computer (a search) and
//! external UHP engines (each a process spoken to by a worker thread,
//! started the first time it is to move; an illegal move is its failure).

use std::collections::HashMap;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use tabletop_ai::clock::thinking_time;
use tabletop_ai::hive::HivePlayer;
use tabletop_rules::hive::{HiveGame, Move};
use tabletop_uhp::{UhpEngine, uhp_time};

use super::session::HiveSession;
use crate::table::clock::TableClock;
use crate::table::opponent::{Work, level_threads};
use crate::table::random::TableRng;
use crate::table::seats::{Seat, Side as _};

/// How long our computer thinks at most (Hard uses all of it).
const COMPUTER_SECONDS: Duration = Duration::from_millis(1000);
/// How long an engine is given per move (UHP counts whole seconds).
const ENGINE_SECONDS: Duration = Duration::from_secs(1);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EngineWorkers>();
}

/// One engine process and the thread that talks to it.
struct EngineWorker {
    questions: Sender<Question>,
}

/// The engines started this run, by command line.
#[derive(Resource, Default)]
pub struct EngineWorkers(HashMap<String, EngineWorker>);

impl EngineWorkers {
    /// Asks the engine `command` for its move in `game`, thinking `time`.
    fn ask(
        &mut self,
        command: &str,
        game: &HiveGame,
        time: Duration,
    ) -> Receiver<Result<String, String>> {
        let worker = self
            .0
            .entry(command.to_owned())
            .or_insert_with(|| spawn_engine_worker(command.to_owned()));
        let (reply, answer) = channel();
        if worker
            .questions
            .send((game.to_string(), time, reply.clone()))
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
    let (questions, incoming) = channel::<Question>();
    std::thread::spawn(move || {
        let mut engine: Option<UhpEngine> = None;
        while let Ok((game, time, reply)) = incoming.recv() {
            let answer = best_move(&mut engine, &command, &game, time);
            if answer.is_err() {
                // Start afresh next time: it may have crashed.
                engine = None;
            }
            let _ = reply.send(answer);
        }
    });
    EngineWorker { questions }
}

/// A game string, the time to think about it, and where the answer goes.
type Question = (String, Duration, Sender<Result<String, String>>);

fn best_move(
    engine: &mut Option<UhpEngine>,
    command: &str,
    game: &str,
    time: Duration,
) -> Result<String, String> {
    if engine.is_none() {
        *engine = Some(UhpEngine::start(command).map_err(|error| error.to_string())?);
    }
    let Some(engine) = engine.as_mut() else {
        return Err("the engine did not start".into());
    };
    let ask = |engine: &mut UhpEngine, question: &str, patience: Duration| {
        engine
            .ask_within(question, patience)
            .map_err(|error| error.to_string())
            .and_then(|answer| answer)
    };
    ask(engine, &format!("newgame {game}"), Duration::from_secs(10))?;
    // Three times its time and ten seconds more, then it is given up on.
    let answer = ask(
        engine,
        &format!("bestmove time {}", uhp_time(time)),
        time * 3 + Duration::from_secs(10),
    )?;
    answer
        .lines()
        .last()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(str::to_owned)
        .ok_or_else(|| "the engine answered no move".into())
}

/// What the computer uses besides the session.
pub(super) type Thinkers = (
    ResMut<'static, EngineWorkers>,
    ResMut<'static, TableRng>,
    Option<Res<'static, TableClock>>,
);

/// Hive's programs in the table's life cycle of opponents.
pub(super) fn think(
    session: &HiveSession,
    (workers, rng, clock): &mut SystemParamItem<Thinkers>,
    seat: &Seat,
) -> Option<Work<Move>> {
    let game = &session.game;
    let snapshot = game.clone();
    // On a clock, what the clock allows (a UHP engine is told so).
    let on_clock = |usual: Duration| {
        clock.as_ref().map_or(usual, |clock| {
            let seat = game.position().to_move().seat_index();
            thinking_time(clock.clocks.control(), clock.clocks.left(seat), usual)
        })
    };
    let work: Work<Move> = match seat {
        Seat::Computer(level) => {
            let threads = level_threads(clock.is_some());
            let mut player = HivePlayer::new(*level, rng.next_seed()).with_threads(threads);
            let movetime = on_clock(COMPUTER_SECONDS);
            Box::new(move |stop| {
                let chosen = player.choose_move(&snapshot, movetime, stop);
                chosen.ok_or_else(|| "no move to play".to_owned())
            })
        }
        Seat::Engine(_) if let Err(reason) = game.check_for_other_programs() => {
            let reason = reason.to_string();
            Box::new(move |_| Err(reason))
        }
        Seat::Engine(command) => {
            let text = workers.ask(command, game, on_clock(ENGINE_SECONDS));
            // Read the engine's move string in the position it was asked about.
            Box::new(move |_| {
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
        Seat::Person => Box::new(|_| Err("a person's seat".to_owned())),
    };
    Some(work)
}
