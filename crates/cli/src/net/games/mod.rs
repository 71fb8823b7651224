//! Each game as a networked table sees it: where it begins as text, whose
//! turn it is, a move played from its text (the rules say why one is
//! refused), the computer's move, where it stands after a reconnection,
//! and the record at the end.

mod blokus3d;
mod deblockle;
mod hive;

use std::time::Duration;

use tabletop_ai::Level;

pub use blokus3d::Blokus3dAtTable;
pub use deblockle::DeblockleAtTable;
pub use hive::HiveAtTable;

/// A computer level's longest think: each level is a fixed amount of work.
pub(super) const NO_CLOCK: Duration = Duration::from_secs(3600);

/// How long a UHP engine may take over a move before it is given up on.
pub(super) const ENGINE_PATIENCE: Duration = Duration::from_secs(120);

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

    /// How many clocks the game has: a player each (a colour each in
    /// Blokus 3D).
    fn clocks(&self) -> usize {
        self.players()
    }
    /// The clock that runs now.
    fn clock_to_move(&self) -> Option<usize> {
        self.player_to_move()
    }
    /// `clock` ran out: the player who lost the game on it, or `None`
    /// where the game goes on without it (a colour out in Blokus 3D).
    fn time_out(&mut self, clock: usize) -> Option<usize> {
        Some(clock)
    }

    /// The step of the game's preparation to take next and the seat that
    /// takes it, while the game is prepared together before its first move
    /// (Deblockle's setup by hand); `None` once it has begun.
    fn preparing(&self) -> Option<(u32, usize)> {
        None
    }
    /// What the person at this terminal is to do for the next step, and
    /// how to write it.
    fn ask_step(&self) -> String {
        String::new()
    }
    /// The computer's next step.
    fn step_by(&self, _engine: &mut Self::Engine) -> String {
        String::new()
    }
    /// Takes `step` if the rules allow it (`here`: taken at this
    /// terminal): the step as the game writes it.
    ///
    /// # Errors
    /// Why the rules refuse it.
    fn take_step(&mut self, _step: u32, _text: &str, _here: bool) -> Result<String, String> {
        Err("the game has begun".into())
    }
    /// The steps taken so far, for a friend who sits down late.
    fn steps(&self) -> Vec<(u32, String)> {
        Vec::new()
    }
}
/// Only Hive has other programs to play it.
pub(super) fn ours(computer: &Computer) -> Result<Level, String> {
    match computer {
        Computer::Level(level) => Ok(*level),
        Computer::Program(command) => Err(format!(
            "`{command}` is not a level (random, beginner, easy, medium, advanced, hard); only Hive plays other programs"
        )),
    }
}
