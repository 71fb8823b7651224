//! One game between two computer players, from the roll to the end: the
//! unit of the command line's matches and of the strength tests.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop_rules::clock::{ClockRecord, TimeControl};
use tabletop_rules::deblockle::{ByPlayer, Game, GameSetup, Player, Roll, RulesOptions};

use super::{ComputerPlayer, EndgameTable};
use crate::Level;
use crate::clock::MatchClock;

/// How long a side thought over a game or a match.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Thinking {
    /// Moves chosen.
    pub moves: u32,
    /// Time spent choosing them.
    pub total: Duration,
    /// The longest single choice.
    pub longest: Duration,
}

impl Thinking {
    /// Adds another tally to this one.
    pub fn add(&mut self, other: Thinking) {
        self.moves += other.moves;
        self.total += other.total;
        self.longest = self.longest.max(other.longest);
    }

    fn record(&mut self, took: Duration) {
        self.add(Thinking {
            moves: 1,
            total: took,
            longest: took,
        });
    }
}

/// The settings of a match's games.
#[derive(Clone, Debug)]
pub struct Contest {
    /// Each side's level.
    pub levels: ByPlayer<Level>,
    /// The rules (a move cap keeps games between weak players finite).
    pub rules: RulesOptions,
    /// Where every game's randomness comes from.
    pub seed: u64,
    /// The most a player thinks per move.
    pub movetime: Duration,
    /// The solved endgame, for Hard.
    pub endgame: Option<Arc<EndgameTable>>,
    /// The clocks the games are played on (each side thinks what its
    /// clock allows, `movetime` at most, and loses when it runs out).
    pub clock: TimeControl,
}

/// A game of a contest: the game (its record with the clocks) and how
/// long each side thought.
#[derive(Clone, Debug)]
pub struct Played {
    /// The game.
    pub game: Game,
    /// Each side's thinking.
    pub thinking: ByPlayer<Thinking>,
    /// Its clocks, when played on a clock.
    pub clock: Option<ClockRecord>,
}

impl Contest {
    /// Plays game `number` (from 0): its own rolls and players' choices from
    /// the seed, each player placing the other's blocks, Gold moving first
    /// in even-numbered games and Teal in odd ones.
    pub fn play(&self, number: u64) -> Played {
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        rng.set_stream(number);
        let mut players = ByPlayer::new_with(|player| {
            ComputerPlayer::new(self.levels[player], rng.random(), self.endgame.clone())
        });
        let rolls =
            ByPlayer::new_with(|owner| Roll::random(owner, self.rules.blocks[owner], &mut rng));
        let setup = GameSetup {
            placements: ByPlayer::new_with(|owner| players[owner.opponent()].place(&rolls[owner])),
            rolls: ByPlayer::new_with(|owner| rolls[owner].faces.clone()),
            first: if number.is_multiple_of(2) {
                Player::Gold
            } else {
                Player::Teal
            },
        };
        let mut game =
            Game::from_setup(self.rules, setup).expect("computer players place blocks legally");
        let stop = Arc::new(AtomicBool::new(false));
        let mut thinking = ByPlayer::<Thinking>::default();
        let mut clock = MatchClock::new(self.clock, 2);
        while game.outcome().is_none() {
            let mover = game.position().turn();
            let movetime = clock.as_ref().map_or(self.movetime, |clock| {
                clock.thinking_time(mover.seat(), self.movetime)
            });
            let started = Instant::now();
            let Some(mv) = players[mover].choose_move(&game, movetime, &stop) else {
                break;
            };
            let took = started.elapsed();
            thinking[mover].record(took);
            if let Some(clock) = &mut clock
                && !clock.moved(mover.seat(), took)
            {
                let _ = game.time_out(mover);
                break;
            }
            if game.play(mv).is_err() {
                break;
            }
        }
        Played {
            game,
            thinking,
            clock: clock.and_then(|clock| clock.record()),
        }
    }
}
