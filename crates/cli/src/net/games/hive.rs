//! Hive at a networked table: from a game string, played by ours or by a
//! UHP engine.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use tabletop_ai::hive::HivePlayer;
use tabletop_rules::Game as Searched;
use tabletop_rules::hive::{HiveGame, HiveOutcome};
use tabletop_uhp::UhpEngine;

use super::{Computer, ENGINE_PATIENCE, EngineSearch, NO_CLOCK, NetGame};

/// Hive, from a game string.
pub struct HiveAtTable(HiveGame);

impl NetGame for HiveAtTable {
    const NAME: &'static str = "hive";
    fn default_opening() -> String {
        "Base".into()
    }

    type Engine = HiveComputer;

    fn from_opening(text: &str) -> Result<Self, String> {
        HiveGame::parse(text)
            .map(HiveAtTable)
            .map_err(|error| error.to_string())
    }

    fn opening(&self) -> String {
        let mut start = self.0.clone();
        start.undo(start.moves().len());
        start.to_string()
    }

    fn players(&self) -> usize {
        2
    }

    fn player_to_move(&self) -> Option<usize> {
        match self.0.outcome() {
            None => Some(self.0.position().to_move().index()),
            Some(_) => None,
        }
    }

    fn played(&self) -> usize {
        self.0.moves().len()
    }

    fn play(&mut self, text: &str) -> Result<String, String> {
        self.0.play(text).map_err(|error| error.to_string())?;
        Ok(self.0.moves().last().cloned().unwrap_or_default())
    }

    fn engine(
        computer: &Computer,
        seed: u64,
        search: &EngineSearch,
    ) -> Result<HiveComputer, String> {
        Ok(match computer {
            Computer::Level(level) => HiveComputer::Ours(Box::new(HivePlayer::new(*level, seed))),
            Computer::Program(command) => {
                let engine = UhpEngine::start(command)
                    .map_err(|error| format!("the engine `{command}`: {error}"))?;
                HiveComputer::Uhp(engine, format!("bestmove {}", search.0))
            }
        })
    }

    fn think(&self, engine: &mut HiveComputer) -> Option<String> {
        match engine {
            HiveComputer::Ours(player) => {
                let stop = Arc::new(AtomicBool::new(false));
                let mv = player.choose_move(&self.0, NO_CLOCK, &stop)?;
                Some(self.0.position().move_string(mv))
            }
            HiveComputer::Uhp(engine, bestmove) => {
                // The engine is told the whole game each turn: it need
                // remember nothing between them.
                let game = self.0.played_string();
                let asked = engine
                    .ask(&format!("newgame {game}"))
                    .and_then(|_| engine.ask_within(bestmove, ENGINE_PATIENCE));
                match asked {
                    Ok(Ok(answer)) => Some(answer.trim().to_owned()),
                    Ok(Err(refused)) => {
                        eprintln!("error: {} refused: {refused}", engine.name());
                        None
                    }
                    Err(error) => {
                        eprintln!("error: {}: {error}", engine.name());
                        None
                    }
                }
            }
        }
    }

    fn hash_at(&self, ply: usize) -> Option<u64> {
        self.0.positions().get(ply).map(Searched::key)
    }

    fn move_at(&self, ply: usize) -> Option<String> {
        self.0.moves().get(ply).cloned()
    }

    fn result(&self) -> String {
        match self.0.outcome() {
            Some(HiveOutcome::Win(colour)) => format!("{colour:?} wins"),
            Some(HiveOutcome::Draw) => "drawn".into(),
            None => "unfinished".into(),
        }
    }

    fn record(&self) -> String {
        self.0.to_string()
    }
}

/// Hive's computer: ours at a level, or a UHP engine with the command
/// that asks it for a move.
pub enum HiveComputer {
    /// Ours (boxed: it is far larger than a handle on a program).
    Ours(Box<HivePlayer>),
    /// Another program.
    Uhp(UhpEngine, String),
}
