//! Each game as a networked table sees it: where it begins as text, whose
//! turn it is, a move played from its text (the rules say why one is
//! refused), the computer's move, where it stands after a reconnection,
//! and the record at the end.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rand::SeedableRng as _;
use rand_chacha::ChaCha8Rng;
use tabletop_ai::Level;
use tabletop_ai::blokus3d::Blokus3dPlayer;
use tabletop_ai::deblockle::ComputerPlayer;
use tabletop_ai::hive::HivePlayer;
use tabletop_rules::Game as Searched;
use tabletop_rules::blokus3d::Position;
use tabletop_rules::deblockle::{Game, GameRecord, GameSetup, Move, Outcome, Player, RulesOptions};
use tabletop_rules::hive::{HiveGame, HiveOutcome};
use tabletop_uhp::UhpEngine;

/// A computer level's longest think: each level is a fixed amount of work.
const NO_CLOCK: Duration = Duration::from_secs(3600);

/// How long a UHP engine may take over a move before it is given up on.
const ENGINE_PATIENCE: Duration = Duration::from_secs(120);

/// The computer that plays this program's seats: one of ours at a level,
/// or (for Hive) another program, by the command that starts it, which
/// speaks the Universal Hive Protocol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Computer {
    /// Ours, at this level.
    Level(Level),
    /// Another program, by its command.
    Program(String),
}

impl std::str::FromStr for Computer {
    type Err = std::convert::Infallible;

    /// A level's name is ours; anything else is a program's command.
    fn from_str(text: &str) -> Result<Computer, Self::Err> {
        Ok(match text.parse() {
            Ok(level) => Computer::Level(level),
            Err(_) => Computer::Program(text.to_owned()),
        })
    }
}

/// How a UHP engine is asked for its move: `depth N` or `time hh:mm:ss`.
#[derive(Clone, Debug)]
pub struct EngineSearch(pub String);

/// A game played across the network.
pub trait NetGame: Sized {
    /// Its name in an offer, as the command line writes it.
    const NAME: &'static str;
    /// Where it begins unless the host says otherwise.
    fn default_opening() -> String;
    /// Its computer player.
    type Engine;

    /// The game from where it begins, as [`NetGame::opening`] writes it.
    ///
    /// # Errors
    /// The text is not a beginning of this game.
    fn from_opening(text: &str) -> Result<Self, String>;
    /// Where it began, for a joiner.
    fn opening(&self) -> String;
    /// How many people play.
    fn players(&self) -> usize;
    /// The player to move, from 0; `None` once the game is over.
    fn player_to_move(&self) -> Option<usize>;
    /// The moves played.
    fn played(&self) -> usize;
    /// Plays `text` if the rules allow it here: the move as the game
    /// writes it.
    ///
    /// # Errors
    /// Why the rules refuse it.
    fn play(&mut self, text: &str) -> Result<String, String>;
    /// `computer`, its chances from `seed` (a program asked with
    /// `search`).
    ///
    /// # Errors
    /// The game has no such computer, or the program does not start.
    fn engine(
        computer: &Computer,
        seed: u64,
        search: &EngineSearch,
    ) -> Result<Self::Engine, String>;
    /// The computer's move here.
    fn think(&self, engine: &mut Self::Engine) -> Option<String>;
    /// A hash of the position after the first `ply` moves, if that many
    /// were played (what two sides compare after a reconnection).
    fn hash_at(&self, ply: usize) -> Option<u64>;
    /// The move played at `ply`, as the game writes it.
    fn move_at(&self, ply: usize) -> Option<String>;
    /// How it ended, in a few words.
    fn result(&self) -> String;
    /// The game's record, as the game's own tools read it.
    fn record(&self) -> String;
}

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

/// Only Hive has other programs to play it.
fn ours(computer: &Computer) -> Result<Level, String> {
    match computer {
        Computer::Level(level) => Ok(*level),
        Computer::Program(command) => Err(format!(
            "`{command}` is not a level (random, beginner, easy, medium, advanced, hard); only Hive plays other programs"
        )),
    }
}

/// Blokus 3D, from a structure and seating (`A-4`) or a position file.
pub struct Blokus3dAtTable {
    position: Position,
}

impl NetGame for Blokus3dAtTable {
    const NAME: &'static str = "blokus3d";
    fn default_opening() -> String {
        "A-2".into()
    }

    type Engine = (Blokus3dPlayer, ChaCha8Rng);

    fn from_opening(text: &str) -> Result<Self, String> {
        Position::parse_file(text)
            .map(|position| Blokus3dAtTable { position })
            .map_err(|error| error.to_string())
    }

    fn opening(&self) -> String {
        self.position.restarted().to_string()
    }

    fn players(&self) -> usize {
        usize::from(self.position.seating().players)
    }

    fn player_to_move(&self) -> Option<usize> {
        if self.position.is_over() {
            return None;
        }
        Some(
            self.position
                .seating()
                .player_of(self.position.seat_to_move()),
        )
    }

    fn played(&self) -> usize {
        self.position.history().len()
    }

    fn play(&mut self, text: &str) -> Result<String, String> {
        let placement = text.parse().map_err(|error| format!("{error}"))?;
        self.position
            .place(placement)
            .map_err(|error| error.to_string())?;
        Ok(placement.to_string())
    }

    fn engine(computer: &Computer, seed: u64, _: &EngineSearch) -> Result<Self::Engine, String> {
        let level = ours(computer)?;
        Ok((Blokus3dPlayer::at(level), ChaCha8Rng::seed_from_u64(seed)))
    }

    fn think(&self, (player, random): &mut Self::Engine) -> Option<String> {
        player
            .choose(&self.position, random)
            .map(|placement| placement.to_string())
    }

    fn hash_at(&self, ply: usize) -> Option<u64> {
        let history = self.position.history();
        if ply > history.len() {
            return None;
        }
        let mut position = self.position.restarted();
        for &placement in &history[..ply] {
            position.place(placement).ok()?;
        }
        Some(position.key())
    }

    fn move_at(&self, ply: usize) -> Option<String> {
        self.position.history().get(ply).map(ToString::to_string)
    }

    fn result(&self) -> String {
        let winners: Vec<String> = self
            .position
            .winners()
            .iter()
            .map(|player| format!("player {}", player + 1))
            .collect();
        format!("won by {}", winners.join(" and "))
    }

    fn record(&self) -> String {
        self.position.to_string()
    }
}

/// Deblockle, from a throw: both sides' blocks rolled and placed from a
/// seed (`7`), or a record of a game begun (RON, as the app saves it).
pub struct DeblockleAtTable(Game);

impl NetGame for DeblockleAtTable {
    const NAME: &'static str = "deblockle";
    type Engine = ComputerPlayer;

    fn default_opening() -> String {
        rand::random::<u32>().to_string()
    }

    fn from_opening(text: &str) -> Result<Self, String> {
        if let Ok(seed) = text.trim().parse::<u64>() {
            let rules = RulesOptions::default();
            let setup = GameSetup::from_seed(&rules, Player::Gold, seed);
            return Game::from_setup(rules, setup)
                .map(DeblockleAtTable)
                .map_err(|error| error.to_string());
        }
        let record: GameRecord = ron::from_str(text)
            .map_err(|error| format!("neither a seed nor a record ({error})"))?;
        record
            .replay()
            .map(DeblockleAtTable)
            .map_err(|error| error.to_string())
    }

    fn opening(&self) -> String {
        let mut start = self.0.clone();
        while start.undo().is_some() {}
        ron::to_string(&GameRecord::from_game(&start)).expect("a record writes as RON")
    }

    fn players(&self) -> usize {
        2
    }

    fn player_to_move(&self) -> Option<usize> {
        if self.0.outcome().is_some() {
            return None;
        }
        let turn = self.0.position().turn();
        Player::BOTH.iter().position(|&player| player == turn)
    }

    fn played(&self) -> usize {
        self.0.moves().len()
    }

    fn play(&mut self, text: &str) -> Result<String, String> {
        let mv: Move = text.parse().map_err(|error| format!("{error}"))?;
        self.0.play(mv).map_err(|error| error.to_string())?;
        Ok(mv.to_string())
    }

    fn engine(computer: &Computer, seed: u64, _: &EngineSearch) -> Result<ComputerPlayer, String> {
        Ok(ComputerPlayer::new(ours(computer)?, seed, None))
    }

    fn think(&self, engine: &mut ComputerPlayer) -> Option<String> {
        let stop = Arc::new(AtomicBool::new(false));
        engine
            .choose_move(&self.0, NO_CLOCK, &stop)
            .map(|mv| mv.to_string())
    }

    fn hash_at(&self, ply: usize) -> Option<u64> {
        self.0.positions().get(ply).map(Searched::key)
    }

    fn move_at(&self, ply: usize) -> Option<String> {
        self.0.moves().get(ply).map(ToString::to_string)
    }

    fn result(&self) -> String {
        match self.0.outcome() {
            Some(Outcome::Win(player)) => format!("{player} wins"),
            Some(_) => "drawn".into(),
            None => "unfinished".into(),
        }
    }

    fn record(&self) -> String {
        ron::to_string(&GameRecord::from_game(&self.0)).expect("a record writes as RON")
    }
}
