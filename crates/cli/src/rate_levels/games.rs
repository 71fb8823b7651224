//! One game between two levels of each game, played from a seed: the unit
//! of the level ratings. Each game's setup is the app's default one.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use clap::ValueEnum;
use rand::{Rng as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;
use tabletop_ai::Level;
use tabletop_ai::blokus3d::{Blokus3dPlayer, play_game};
use tabletop_ai::deblockle::{Contest, EndgameTable};
use tabletop_ai::hive::HivePlayer;
use tabletop_rules::blokus3d::{Position, Seating};
use tabletop_rules::deblockle::{ByPlayer, Outcome, Player, RulesOptions};
use tabletop_rules::hive::{HiveGame, HiveOutcome, HiveRules};

/// A Deblockle game still going after this many turns is drawn.
const DEBLOCKLE_TURNS: u32 = 300;
/// A Hive game still going after this many moves is drawn.
const HIVE_MOVES: usize = 400;
/// Hive's games begin with this many moves at random, the same for the
/// two games of a pair (each side playing White once): its levels above
/// Easy choose without chance, and would otherwise play one game over and
/// over.
const HIVE_OPENING: usize = 4;
/// No level is held to a clock: each is a fixed amount of work, and this
/// is only a guard against a search that never ends.
const NO_CLOCK: Duration = Duration::from_secs(3600);

/// A game whose levels can be rated.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum RatedGame {
    /// Deblockle, four blocks each.
    Deblockle,
    /// Hive, the base game.
    Hive,
    /// Blokus 3D, structure A for two.
    Blokus3d,
}

/// How a game ended for the level that was named first.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Result {
    /// It won.
    Won,
    /// Nobody won.
    Drawn,
    /// It lost.
    Lost,
}

/// What every game of a rating shares: the solved endgame Hard knows.
#[derive(Default)]
pub struct Shared {
    /// Deblockle's one-block-each endgame.
    pub endgame: Option<Arc<EndgameTable>>,
}

impl RatedGame {
    /// The game's name in the level table.
    pub const fn name(self) -> &'static str {
        match self {
            RatedGame::Deblockle => "deblockle",
            RatedGame::Hive => "hive",
            RatedGame::Blokus3d => "blokus3d",
        }
    }

    /// The setup its levels are rated in, for the level table.
    pub fn setup(self) -> String {
        match self {
            RatedGame::Deblockle => {
                format!("deblockle, four blocks each, drawn after {DEBLOCKLE_TURNS} turns")
            }
            RatedGame::Hive => format!(
                "hive, Base, {HIVE_OPENING} moves at random first, drawn after {HIVE_MOVES} moves"
            ),
            RatedGame::Blokus3d => "blokus3d, structure A for two".to_owned(),
        }
    }

    /// What `level` does in this game, in a few words.
    pub fn plays(self, level: Level) -> String {
        match self {
            RatedGame::Deblockle => tabletop_ai::deblockle::level_plays(level),
            RatedGame::Hive => tabletop_ai::hive::level_plays(level),
            RatedGame::Blokus3d => Blokus3dPlayer::at(level).to_string(),
        }
    }

    /// Game `number` of `first` against `second` from `seed`: `first`
    /// begins the even-numbered games, `second` the odd ones.
    pub fn play(
        self,
        first: Level,
        second: Level,
        seed: u64,
        number: u64,
        shared: &Shared,
    ) -> Result {
        match self {
            RatedGame::Deblockle => deblockle(first, second, seed, number, shared),
            RatedGame::Hive => hive(first, second, seed, number),
            RatedGame::Blokus3d => blokus3d(first, second, seed, number),
        }
    }
}

/// Where the openings' randomness comes from, apart from the players'.
const OPENINGS: u64 = 0x0BE7_5EED;

/// The game's randomness: the seed's stream for this game.
fn random(seed: u64, number: u64) -> ChaCha8Rng {
    let mut random = ChaCha8Rng::seed_from_u64(seed);
    random.set_stream(number);
    random
}

fn deblockle(first: Level, second: Level, seed: u64, number: u64, shared: &Shared) -> Result {
    // The contest begins with Gold in even-numbered games.
    let contest = Contest {
        levels: ByPlayer {
            gold: first,
            teal: second,
        },
        rules: RulesOptions {
            move_cap: Some(DEBLOCKLE_TURNS),
            ..RulesOptions::default()
        },
        seed,
        movetime: NO_CLOCK,
        endgame: shared.endgame.clone(),
        clock: Default::default(),
    };
    match contest.play(number).game.outcome() {
        Some(Outcome::Win(Player::Gold)) => Result::Won,
        Some(Outcome::Win(Player::Teal)) => Result::Lost,
        _ => Result::Drawn,
    }
}

fn hive(first: Level, second: Level, seed: u64, number: u64) -> Result {
    let mut chances = random(seed, number);
    let first_is_white = number.is_multiple_of(2);
    let (white, black) = if first_is_white {
        (first, second)
    } else {
        (second, first)
    };
    let mut players = [white, black].map(|level| HivePlayer::new(level, chances.random()));
    let mut game = HiveGame::with_rules(HiveRules::STANDARD);
    let mut opening = random(seed ^ OPENINGS, number / 2);
    while game.moves().len() < HIVE_OPENING {
        let moves = game.legal_moves();
        let Some(&mv) = moves.get(opening.random_range(0..moves.len().max(1))) else {
            break;
        };
        if game.play_move(mv).is_err() {
            break;
        }
    }
    let stop = Arc::new(AtomicBool::new(false));
    while game.outcome().is_none() && game.moves().len() < HIVE_MOVES {
        let mover = game.position().to_move().index();
        let Some(mv) = players[mover].choose_move(&game, NO_CLOCK, &stop) else {
            break;
        };
        if game.play_move(mv).is_err() {
            break;
        }
    }
    let white_result = match game.outcome() {
        Some(HiveOutcome::Win(colour)) if colour.index() == 0 => Result::Won,
        Some(HiveOutcome::Win(_)) => Result::Lost,
        _ => Result::Drawn,
    };
    if first_is_white {
        white_result
    } else {
        white_result.turned()
    }
}

fn blokus3d(first: Level, second: Level, seed: u64, number: u64) -> Result {
    let mut random = random(seed, number);
    let seating = Seating {
        players: 2,
        two_colours_each: false,
    };
    let start = Position::start('A', seating).expect("structure A seats two");
    let first_seat = usize::from(!number.is_multiple_of(2));
    let mut players = [Blokus3dPlayer::at(first), Blokus3dPlayer::at(second)];
    if first_seat == 1 {
        players.swap(0, 1);
    }
    let end = play_game(&start, &players, &mut random);
    match end.winners()[..] {
        [winner] if winner == first_seat => Result::Won,
        [_] => Result::Lost,
        _ => Result::Drawn,
    }
}

impl Result {
    /// The same game from the other side.
    fn turned(self) -> Result {
        match self {
            Result::Won => Result::Lost,
            Result::Drawn => Result::Drawn,
            Result::Lost => Result::Won,
        }
    }
}
