//! External UHP engines at the Hive table: each a process spoken to by a
//! worker thread, started the first time it is to move; how long each
//! program may think. (Which program moves, and checking an engine's move,
//! is the engine's part in `thinks`: an illegal move is its failure.)

use std::collections::HashMap;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

use bevy::prelude::*;
use tabletop_rules::hive::HiveGame;
use tabletop_uhp::{UhpEngine, uhp_time};

/// How long our computer thinks at most (Hard uses all of it).
pub(super) const COMPUTER_SECONDS: Duration = Duration::from_millis(1000);
/// How long an engine is given per move (UHP counts whole seconds).
pub(super) const ENGINE_SECONDS: Duration = Duration::from_secs(1);

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
    pub(super) fn ask(
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
