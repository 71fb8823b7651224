//! Blokus 3D at a networked table: from a structure and seating.

use rand::SeedableRng as _;
use rand_chacha::ChaCha8Rng;
use tabletop_ai::blokus3d::Blokus3dPlayer;
use tabletop_rules::Game as Searched;
use tabletop_rules::blokus3d::Position;

use super::{Computer, EngineSearch, NetGame, ours};

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

    fn clocks(&self) -> usize {
        self.position.seating().colours()
    }

    fn clock_to_move(&self) -> Option<usize> {
        (!self.position.is_over()).then(|| self.position.seat_to_move())
    }

    /// A colour out of time is out, as if it could not place; the others
    /// play on.
    fn time_out(&mut self, clock: usize) -> Option<usize> {
        self.position.time_out(clock);
        None
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
        self.position.after(ply).map(|position| position.key())
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
