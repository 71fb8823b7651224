//! What a good Hive position looks like, for the alpha-beta search.
//!
//! The game is won by filling the six hexes round the other Queen, so the
//! heart of it is the Queens' liberties (and a Pillbug beside one's Queen,
//! which can lift her out of danger); then the tiles that can still move
//! (mobility: the side with more free tiles brings more to the other Queen
//! and answers more threats), tiles in hand (placed later, where needed).
//! Pinned, buried and walled-in tiles are worth nothing until freed.
//!
//! Deliberately cheap (no move generation): a faster evaluation searches a
//! ply deeper in the same time, which is worth more than counting each
//! Ant's every hex.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use tabletop_rules::hive::{Bug, Colour, Freedom, Hex, HiveGame, Move, Position};

use crate::Level;
use crate::analysis::{Analysis, Analyst as _, Effort, Hint, SearchAnalyst};
use crate::player::{LevelPlayer, LevelTuning};
use crate::search::Evaluator;

/// Each occupied hex round a Queen, against its owner.
const QUEEN_SIDE: i32 = 30;
/// A tile of the other side's round a Queen costs her more: unlike one of
/// her own, it will not step away to give her air (nokamute's weighting;
/// 100 games against it, BENCHMARKS.md).
const ENEMY_ON_QUEEN_SIDE: i32 = 36;
/// An own tile next to one's Queen that can step away costs less.
const OWN_FREE_NEIGHBOUR: i32 = 15;
/// A free tile counts its bug's worth this many times; one in hand, once.
const FREE_TILE_FACTOR: i32 = 2;
/// A Queen on the ground beside her own free Pillbug (or a Mosquito acting
/// as one) with a hole to be thrown into can be lifted out of danger.
const PILLBUG_DEFENCE: i32 = 2 * QUEEN_SIDE;

/// What a free tile of each bug is worth: Ants go anywhere, Beetles climb
/// and pin, the Queen's own steps save games, a Mosquito is what it
/// touches, the Ladybug reaches over the hive and the Pillbug moves others;
/// Spiders and Grasshoppers reach less.
const fn worth(bug: Bug) -> i32 {
    match bug {
        Bug::Queen => 12,
        Bug::Ant => 7,
        Bug::Beetle | Bug::Mosquito => 6,
        Bug::Ladybug => 5,
        Bug::Pillbug => 4,
        Bug::Grasshopper | Bug::Spider => 2,
    }
}

/// What a free tile on `hex` is worth: its bug's, but a Mosquito is worth
/// the best bug it touches (a Beetle's on top of the hive).
fn tile_worth(position: &Position, bug: Bug, hex: Hex) -> i32 {
    if bug != Bug::Mosquito {
        return worth(bug);
    }
    if position.height(hex) > 1 {
        return worth(Bug::Beetle);
    }
    hex.neighbours()
        .into_iter()
        .filter_map(|next| position.top(next))
        .filter(|top| top.bug != Bug::Mosquito)
        .map(|top| worth(top.bug))
        .max()
        .unwrap_or(0)
}

/// Whether `colour`'s Queen, on the ground, touches a Pillbug of hers (or a
/// Mosquito beside a Pillbug) that the last turn did not move and that has
/// an empty hex beside it to set the Queen down in.
fn pillbug_can_lift_queen(position: &Position, colour: Colour) -> bool {
    let Some(queen) = position.queen(colour).filter(|&q| position.height(q) == 1) else {
        return false;
    };
    queen.neighbours().into_iter().any(|hex| {
        let Some(top) = position.top(hex) else {
            return false;
        };
        let powers = match top.bug {
            Bug::Pillbug => true,
            Bug::Mosquito => hex
                .neighbours()
                .into_iter()
                .any(|next| position.top(next).is_some_and(|t| t.bug == Bug::Pillbug)),
            _ => false,
        };
        top.colour == colour
            && powers
            && position.height(hex) == 1
            && position.last_moved() != Some(top)
            && hex
                .neighbours()
                .into_iter()
                .any(|next| !position.occupied(next))
    })
}

/// Hive's evaluation.
#[derive(Clone, Copy, Default)]
pub struct HiveEvaluation;

impl Evaluator<Position> for HiveEvaluation {
    fn evaluate(&self, position: &Position) -> i32 {
        // Scores by colour index, each from that side's point of view.
        let mut score = [0; 2];
        let queens = [Colour::White, Colour::Black].map(|colour| position.queen(colour));
        for (piece, hex, freedom) in position.freedoms() {
            if freedom == Freedom::Buried {
                // Its hex counts once, by the tile on top.
                continue;
            }
            let side = piece.colour.index();
            let touches = |queen: Option<_>| queen.is_some_and(|q| hex.neighbours().contains(&q));
            let free = freedom == Freedom::Free;
            if touches(queens[side]) {
                score[side] -= if free { OWN_FREE_NEIGHBOUR } else { QUEEN_SIDE };
            }
            if touches(queens[1 - side]) {
                // Filling a liberty is this tile's job now: no mobility for it.
                score[1 - side] -= ENEMY_ON_QUEEN_SIDE;
            } else if free {
                let on_top = position.height(hex) > 1;
                let worth = tile_worth(position, piece.bug, hex);
                score[side] += worth * FREE_TILE_FACTOR * if on_top { 2 } else { 1 };
            }
        }
        for colour in [Colour::White, Colour::Black] {
            if pillbug_can_lift_queen(position, colour) {
                score[colour.index()] += PILLBUG_DEFENCE;
            }
        }
        for colour in [Colour::White, Colour::Black] {
            for bug in Bug::ALL {
                score[colour.index()] += worth(bug) * i32::from(position.in_hand(colour, bug));
            }
        }
        let me = position.to_move().index();
        score[me] - score[1 - me]
    }

    /// Moves onto the other Queen's sides first, then those that free one's
    /// own Queen's; moves that leave the other Queen's sides last.
    fn move_priority(&self, position: &Position, mv: Move) -> i32 {
        let (Move::Place(piece, to) | Move::Move(piece, to)) = mv else {
            return 0;
        };
        let me = position.to_move();
        let beside =
            |queen: Option<Hex>, hex: Hex| queen.is_some_and(|q| q.direction_to(hex).is_some());
        let (mine, theirs) = (position.queen(me), position.queen(me.other()));
        let from = position.location(piece);
        let mut priority = 0;
        if beside(theirs, to) {
            priority += 2;
        }
        if let Some(from) = from {
            if beside(mine, from) && !beside(mine, to) {
                priority += 1;
            }
            if beside(theirs, from) && !beside(theirs, to) {
                priority -= 2;
            }
        }
        priority
    }

    /// Most of a Hive position's many moves (an Ant's every hex) change
    /// nothing that matters: searching them a ply shallower first is worth
    /// a ply of depth.
    fn reduces_late_moves(&self) -> bool {
        true
    }

    /// Two more hexes filled round the other Queen than round one's own.
    fn three_in_four(&self) -> i32 {
        2 * QUEEN_SIDE
    }
}

/// Easy looks one ply ahead with up to a Queen's side and a half of noise
/// on each move, Beginner with up to five Queen's sides; Medium looks three
/// plies ahead (its move, the reply, its next move), Advanced five; Hard
/// searches 300 000 positions a move.
const TUNING: LevelTuning = LevelTuning {
    easy_depth: 1,
    beginner_noise: 5 * QUEEN_SIDE,
    easy_noise: 3 * QUEEN_SIDE / 2,
    medium_depth: 3,
    advanced_depth: 5,
    hard_positions: 300_000,
};

/// What a Hive level does, in a few words.
pub fn level_plays(level: Level) -> String {
    TUNING.plays(level)
}

/// A Hive computer player at one level; a new one for each game.
pub struct HivePlayer(LevelPlayer<Position, HiveEvaluation>);

impl HivePlayer {
    /// A player at `level` whose random choices follow `seed`.
    pub fn new(level: Level, seed: u64) -> HivePlayer {
        HivePlayer(LevelPlayer::new(level, seed, HiveEvaluation, TUNING))
    }

    /// The same player searching on `threads` threads.
    pub fn with_threads(self, threads: usize) -> HivePlayer {
        HivePlayer(self.0.with_threads(threads))
    }

    /// The move to play now in `game` (a pass when nothing else is legal),
    /// thinking at most `movetime` and stopping early if `stop` is raised;
    /// `None` when the game is over.
    pub fn choose_move(
        &mut self,
        game: &HiveGame,
        movetime: Duration,
        stop: &Arc<AtomicBool>,
    ) -> Option<Move> {
        if game.outcome().is_some() {
            return None;
        }
        self.0.choose_move(game.positions(), movetime, stop)
    }
}

/// The engine's hint in `game` (a pass when nothing else is legal), with
/// its reason; `None` when the game is over.
pub fn hint(game: &HiveGame, effort: Effort, stop: Arc<AtomicBool>) -> Option<Hint<Move>> {
    if game.outcome().is_some() {
        return None;
    }
    analyse(game, effort, stop)?.hint()
}

/// What the engine makes of `game` as it stands; `None` if it was stopped
/// first.
pub fn analyse(game: &HiveGame, effort: Effort, stop: Arc<AtomicBool>) -> Option<Analysis<Move>> {
    SearchAnalyst::new(HiveEvaluation, stop).analyse(game.positions(), effort)
}
