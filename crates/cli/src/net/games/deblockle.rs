//! Deblockle at a networked table: from one seeded throw or a record begun.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use tabletop_ai::deblockle::ComputerPlayer;
use tabletop_rules::Game as Searched;
use tabletop_rules::deblockle::{Game, GameRecord, GameSetup, Move, Outcome, Player, RulesOptions};

use super::{Computer, EngineSearch, NO_CLOCK, NetGame, ours};

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
            .map_err(|error| {
                format!(
                    "neither a seed nor a record ({error}); a setup by hand is played between apps only: \
                     the host may choose to place the blocks at random"
                )
            })?;
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
