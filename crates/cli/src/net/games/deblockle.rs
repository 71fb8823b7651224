//! Deblockle at a networked table: from one seeded throw, a record begun,
//! or a setup by hand played together (each roller places the blocks they
//! rolled; this program rolls without dice, from the seed).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use tabletop_ai::deblockle::ComputerPlayer;
use tabletop_rules::Game as Searched;
use tabletop_rules::deblockle::{
    ByPlayer, Game, GameRecord, GameSetup, Move, Orientation, Outcome, PlacedBlock, Player,
    ROLLERS, RulesOptions, SetupByHand, check_placement, starting_squares, write_placement,
};

use super::{Computer, EngineSearch, NO_CLOCK, NetGame, ours};

/// Deblockle, from a throw: both sides' blocks rolled and placed from a
/// seed (`7`), a record of a game begun (RON, as the app saves it), or a
/// setup by hand (`hand`, `hand:7`: the seed of the throws).
pub enum DeblockleAtTable {
    /// The setup by hand under way: each roller's placement so far, in
    /// the order they roll.
    Preparing {
        /// The setup.
        plan: SetupByHand,
        /// Each step's placement.
        placed: Vec<Vec<PlacedBlock>>,
    },
    /// The game, once its blocks are placed.
    Playing(Box<Game>),
}

impl DeblockleAtTable {
    fn game(&self) -> Option<&Game> {
        match self {
            DeblockleAtTable::Playing(game) => Some(game),
            DeblockleAtTable::Preparing { .. } => None,
        }
    }

    fn set_up_by_hand(plan: SetupByHand) -> DeblockleAtTable {
        DeblockleAtTable::Preparing {
            plan,
            placed: Vec::new(),
        }
    }

    /// The setup by hand and whose blocks are placed now, while it is
    /// under way.
    fn owner_now(&self) -> Option<(SetupByHand, Player)> {
        let DeblockleAtTable::Preparing { plan, placed } = self else {
            return None;
        };
        let roller = ROLLERS.get(placed.len())?;
        Some((*plan, roller.opponent()))
    }
}

impl NetGame for DeblockleAtTable {
    const NAME: &'static str = "deblockle";
    type Engine = ComputerPlayer;

    fn default_opening() -> String {
        rand::random::<u32>().to_string()
    }

    fn from_opening(text: &str) -> Result<Self, String> {
        let text = text.trim();
        let rules = RulesOptions::default();
        if let Ok(seed) = text.parse::<u64>() {
            let setup = GameSetup::from_seed(&rules, Player::Gold, seed);
            return Game::from_setup(rules, setup)
                .map(|game| DeblockleAtTable::Playing(Box::new(game)))
                .map_err(|error| error.to_string());
        }
        if let Some(seed) = text.strip_prefix("hand") {
            let seed = match seed.strip_prefix(':') {
                Some(seed) => seed
                    .parse()
                    .map_err(|_| format!("`{seed}` is not a seed"))?,
                None if seed.is_empty() => rand::random(),
                None => return Err(format!("`{text}`: by hand is `hand` or `hand:SEED`")),
            };
            return Ok(DeblockleAtTable::set_up_by_hand(SetupByHand {
                rules,
                first: Player::Gold,
                seed,
            }));
        }
        if let Ok(plan) = ron::from_str::<SetupByHand>(text) {
            return Ok(DeblockleAtTable::set_up_by_hand(plan));
        }
        let record: GameRecord = ron::from_str(text).map_err(|error| {
            format!("neither a seed, `hand[:SEED]`, a setup by hand nor a record ({error})")
        })?;
        record
            .replay()
            .map(|game| DeblockleAtTable::Playing(Box::new(game)))
            .map_err(|error| error.to_string())
    }

    fn opening(&self) -> String {
        match self {
            DeblockleAtTable::Preparing { plan, .. } => {
                ron::to_string(plan).expect("a setup writes as RON")
            }
            DeblockleAtTable::Playing(game) => {
                let mut start = (**game).clone();
                while start.undo().is_some() {}
                ron::to_string(&GameRecord::from_game(&start)).expect("a record writes as RON")
            }
        }
    }

    fn players(&self) -> usize {
        2
    }

    fn player_to_move(&self) -> Option<usize> {
        let game = self.game()?;
        if game.outcome().is_some() {
            return None;
        }
        seat_of(game.position().turn())
    }

    fn played(&self) -> usize {
        self.game().map_or(0, |game| game.moves().len())
    }

    fn play(&mut self, text: &str) -> Result<String, String> {
        let DeblockleAtTable::Playing(game) = self else {
            return Err("the blocks are not all placed yet".into());
        };
        let mv: Move = text.parse().map_err(|error| format!("{error}"))?;
        game.play(mv).map_err(|error| error.to_string())?;
        Ok(mv.to_string())
    }

    fn engine(computer: &Computer, seed: u64, _: &EngineSearch) -> Result<ComputerPlayer, String> {
        Ok(ComputerPlayer::new(ours(computer)?, seed, None))
    }

    fn think(&self, engine: &mut ComputerPlayer) -> Option<String> {
        let stop = Arc::new(AtomicBool::new(false));
        engine
            .choose_move(self.game()?, NO_CLOCK, &stop)
            .map(|mv| mv.to_string())
    }

    fn hash_at(&self, ply: usize) -> Option<u64> {
        self.game()?.positions().get(ply).map(Searched::key)
    }

    fn move_at(&self, ply: usize) -> Option<String> {
        self.game()?.moves().get(ply).map(ToString::to_string)
    }

    fn result(&self) -> String {
        match self.game().and_then(Game::outcome) {
            Some(Outcome::Win(player)) => format!("{player} wins"),
            Some(_) => "drawn".into(),
            None => "unfinished".into(),
        }
    }

    fn record(&self) -> String {
        match self.game() {
            Some(game) => {
                ron::to_string(&GameRecord::from_game(game)).expect("a record writes as RON")
            }
            // Stopped before its blocks were placed: where it was to begin.
            None => self.opening(),
        }
    }

    fn preparing(&self) -> Option<(u32, usize)> {
        let DeblockleAtTable::Preparing { placed, .. } = self else {
            return None;
        };
        let roller = ROLLERS.get(placed.len())?;
        Some((placed.len() as u32, seat_of(*roller)?))
    }

    fn ask_step(&self) -> String {
        let Some((plan, owner)) = self.owner_now() else {
            return String::new();
        };
        let roll = plan.roll_of(owner);
        let count = u8::try_from(roll.faces.len()).unwrap_or(u8::MAX);
        let squares = starting_squares(owner, count).unwrap_or_default();
        let words = |all: Vec<String>| all.join(" ");
        let example = squares
            .first()
            .zip(roll.faces.first())
            .map_or(String::new(), |(square, &face)| {
                format!(", like {square}{}", Orientation::with_top(face)[0])
            });
        format!(
            "{owner}'s blocks rolled {}: write where each goes, in that order, as one of the squares {} and its top and north faces{example}",
            words(roll.faces.iter().map(ToString::to_string).collect()),
            words(squares.iter().map(ToString::to_string).collect()),
        )
    }

    fn step_by(&self, engine: &mut ComputerPlayer) -> String {
        let Some((plan, owner)) = self.owner_now() else {
            return String::new();
        };
        write_placement(&engine.place(&plan.roll_of(owner)))
    }

    fn take_step(&mut self, step: u32, text: &str, here: bool) -> Result<String, String> {
        let DeblockleAtTable::Preparing { plan, placed } = self else {
            return Err("the blocks are all placed".into());
        };
        let roller = ROLLERS
            .get(placed.len())
            .filter(|_| placed.len() as u32 == step)
            .ok_or("not the step to take now")?;
        let owner = roller.opponent();
        let blocks = plan
            .read_placement(owner, text)
            .map_err(|error| error.to_string())?;
        if here {
            // This program's roll is the seed's: no other faces.
            check_placement(&plan.rules, owner, &plan.roll_of(owner).faces, &blocks)
                .map_err(|error| error.to_string())?;
        }
        let written = write_placement(&blocks);
        placed.push(blocks);
        if placed.len() == ROLLERS.len() {
            let placements = ByPlayer::new_with(|owner| {
                let step = ROLLERS
                    .iter()
                    .position(|&roller| roller == owner.opponent());
                step.and_then(|step| placed.get(step))
                    .cloned()
                    .unwrap_or_default()
            });
            match plan.game(placements) {
                Ok(game) => *self = DeblockleAtTable::Playing(Box::new(game)),
                Err(error) => {
                    placed.pop();
                    return Err(error.to_string());
                }
            }
        }
        Ok(written)
    }

    fn steps(&self) -> Vec<(u32, String)> {
        match self {
            DeblockleAtTable::Preparing { placed, .. } => (0..)
                .zip(placed.iter().map(|blocks| write_placement(blocks)))
                .collect(),
            DeblockleAtTable::Playing(_) => Vec::new(),
        }
    }
}

/// `player`'s seat, from 0 in the order of play's sides.
fn seat_of(player: Player) -> Option<usize> {
    Player::BOTH.iter().position(|&side| side == player)
}
