//! Computer players for Blokus 3D: random, the heuristic (greedy) player,
//! and Monte Carlo tree search; and whole games between them.

mod analyst;
mod greedy;
mod mcts;

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::Rng;
use tabletop_rules::blokus3d::{Placement, Position};

use crate::Level;
use crate::analysis::{Analysis, Analyst as _, Effort, Hint};
use crate::clock::MatchClock;
use tabletop_rules::clock::{ClockRecord, TimeControl};

pub use analyst::MctsAnalyst;
pub use greedy::{greedy_placement, placement_value};
pub use mcts::{Budget, MctsReport, mcts_placement, mcts_search};

/// Medium's playouts a move: about halfway, by rating, between the
/// heuristic player and 300 playouts (60 beats the heuristic 89 games in
/// 100 and loses to 300 as often).
const MEDIUM_PLAYOUTS: u32 = 60;
/// Advanced's playouts a move.
const ADVANCED_PLAYOUTS: u32 = 300;
/// Hard's playouts a move.
const HARD_PLAYOUTS: u32 = 1000;

/// A kind of computer player.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Blokus3dPlayer {
    /// Any legal placement.
    Random,
    /// The heuristic player one move in two, any legal placement the other.
    Careless,
    /// The heuristic player: the most of the view from above now.
    Greedy,
    /// Monte Carlo tree search with this many playouts a move.
    Mcts(u32),
}

impl Blokus3dPlayer {
    /// The player of each level: any placement (Random), the heuristic one
    /// move in two (Beginner) or always (Easy), tree search with 60
    /// playouts (Medium), 300 (Advanced) or 1000 (Hard).
    pub const fn at(level: Level) -> Blokus3dPlayer {
        match level {
            Level::Random => Blokus3dPlayer::Random,
            Level::Beginner => Blokus3dPlayer::Careless,
            Level::Easy => Blokus3dPlayer::Greedy,
            Level::Medium => Blokus3dPlayer::Mcts(MEDIUM_PLAYOUTS),
            Level::Advanced => Blokus3dPlayer::Mcts(ADVANCED_PLAYOUTS),
            Level::Hard => Blokus3dPlayer::Mcts(HARD_PLAYOUTS),
        }
    }

    /// The level this player is nearest to (tree search with fewer
    /// playouts than Advanced's is Medium, with fewer than Hard's Advanced).
    pub const fn level(self) -> Level {
        match self {
            Blokus3dPlayer::Random => Level::Random,
            Blokus3dPlayer::Careless => Level::Beginner,
            Blokus3dPlayer::Greedy => Level::Easy,
            Blokus3dPlayer::Mcts(playouts) if playouts < ADVANCED_PLAYOUTS => Level::Medium,
            Blokus3dPlayer::Mcts(playouts) if playouts < HARD_PLAYOUTS => Level::Advanced,
            Blokus3dPlayer::Mcts(_) => Level::Hard,
        }
    }

    /// Its placement for the seat to move; `None` when the game is over.
    pub fn choose(self, position: &Position, random: &mut impl Rng) -> Option<Placement> {
        match self {
            Blokus3dPlayer::Random => position.random_placement(random),
            Blokus3dPlayer::Careless if random.random_bool(0.5) => {
                position.random_placement(random)
            }
            Blokus3dPlayer::Careless | Blokus3dPlayer::Greedy => greedy_placement(position, random),
            Blokus3dPlayer::Mcts(playouts) => {
                mcts_placement(position, Budget::Playouts(playouts), random)
            }
        }
    }
}

impl Blokus3dPlayer {
    /// Its placement on a clock: tree search thinks `time` (not its
    /// playouts), the others as ever; `None` when the game is over.
    pub fn choose_within(
        self,
        position: &Position,
        random: &mut impl Rng,
        time: std::time::Duration,
    ) -> Option<Placement> {
        match self {
            Blokus3dPlayer::Mcts(_) => {
                let deadline = std::time::Instant::now() + time;
                mcts_placement(position, Budget::Until(deadline), random)
            }
            Blokus3dPlayer::Random | Blokus3dPlayer::Careless | Blokus3dPlayer::Greedy => {
                self.choose(position, random)
            }
        }
    }
}

impl fmt::Display for Blokus3dPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Blokus3dPlayer::Random => f.write_str("random"),
            Blokus3dPlayer::Careless => f.write_str("careless"),
            Blokus3dPlayer::Greedy => f.write_str("greedy"),
            Blokus3dPlayer::Mcts(playouts) => write!(f, "mcts{playouts}"),
        }
    }
}

/// A player's name that is not one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParsePlayerError(pub String);

impl fmt::Display for ParsePlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a player: random, careless, greedy, mcts or mcts<playouts> (mcts = mcts1000)",
            self.0
        )
    }
}

impl std::error::Error for ParsePlayerError {}

impl FromStr for Blokus3dPlayer {
    type Err = ParsePlayerError;

    fn from_str(text: &str) -> Result<Blokus3dPlayer, ParsePlayerError> {
        match text.to_ascii_lowercase().as_str() {
            "random" => Ok(Blokus3dPlayer::Random),
            "careless" => Ok(Blokus3dPlayer::Careless),
            "greedy" => Ok(Blokus3dPlayer::Greedy),
            "mcts" => Ok(Blokus3dPlayer::Mcts(1000)),
            other => other
                .strip_prefix("mcts")
                .and_then(|n| n.parse().ok())
                .filter(|&n| n > 0)
                .map(Blokus3dPlayer::Mcts)
                .ok_or_else(|| ParsePlayerError(text.to_owned())),
        }
    }
}

/// Plays a whole game from `start`, player `i` taking every colour of
/// person `i`; the final position.
pub fn play_game(start: &Position, players: &[Blokus3dPlayer], random: &mut impl Rng) -> Position {
    use tabletop_rules::Game as _;
    let mut position = start.clone();
    while !position.is_over() {
        let Some(&player) = players.get(position.to_move()) else {
            break;
        };
        let Some(placement) = player.choose(&position, random) else {
            break;
        };
        if position.place(placement).is_err() {
            break;
        }
    }
    position
}

/// A game from `start` on clocks under `control`, a clock a colour: each
/// colour's player thinks what its clock allows (tree search on time),
/// and a colour whose clock runs out is out. The game, and its clocks.
pub fn play_game_on_clock(
    start: &Position,
    players: &[Blokus3dPlayer],
    random: &mut impl Rng,
    control: TimeControl,
) -> (Position, Option<ClockRecord>) {
    use tabletop_rules::Game as _;
    let Some(mut clock) = MatchClock::new(control, start.seating().colours()) else {
        return (play_game(start, players, random), None);
    };
    let mut position = start.clone();
    while !position.is_over() {
        let seat = position.seat_to_move();
        let Some(&player) = players.get(position.to_move()) else {
            break;
        };
        let think = clock.thinking_time(seat, clock.left(seat));
        let started = std::time::Instant::now();
        let Some(placement) = player.choose_within(&position, random, think) else {
            break;
        };
        if !clock.moved(seat, started.elapsed()) {
            position.time_out(seat);
            continue;
        }
        if position.place(placement).is_err() {
            break;
        }
    }
    (position, clock.record())
}

/// The tree search's hint at `position`, its playouts following `random`:
/// the placement, the chance it leaves the player; `None` when the game is
/// over. Raising `stop` ends a timed search early.
pub fn hint(
    position: &Position,
    effort: Effort,
    random: impl Rng,
    stop: Arc<AtomicBool>,
) -> Option<Hint<Placement>> {
    analyse(position, effort, random, stop)?.hint()
}

/// What the tree search makes of `position`, its playouts following
/// `random`: each seat's share of the wins it expects, and its placement;
/// raising `stop` ends a timed search early.
pub fn analyse(
    position: &Position,
    effort: Effort,
    random: impl Rng,
    stop: Arc<AtomicBool>,
) -> Option<Analysis<Placement>> {
    MctsAnalyst::stopped_by(random, stop).analyse(std::slice::from_ref(position), effort)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_level_has_a_player_and_names_from_records_find_their_level() {
        for level in Level::ALL {
            assert_eq!(Blokus3dPlayer::at(level).level(), level);
        }
        let level_of = |name: &str| name.parse::<Blokus3dPlayer>().map(Blokus3dPlayer::level);
        assert_eq!(level_of("greedy"), Ok(Level::Easy));
        assert_eq!(level_of("mcts1000"), Ok(Level::Hard));
        assert_eq!(level_of("mcts5000"), Ok(Level::Hard));
        assert_eq!(level_of("mcts50"), Ok(Level::Medium));
        assert_eq!(level_of("mcts700"), Ok(Level::Advanced));
        assert_eq!(level_of("careless"), Ok(Level::Beginner));
    }
}
