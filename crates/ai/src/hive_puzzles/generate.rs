//! Finding puzzles: games between two computer players (one of them
//! stumbling now and then), every position of them asked whether the side
//! to move wins by force within [`LONGEST_WIN`] turns with one first move
//! only; each one kept with its line (the longest defence).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop_rules::Game as _;
use tabletop_rules::hive::{HiveGame, HivePuzzle, HiveRules, Move, Position};

use super::proof::WinProver;
use crate::Level;
use crate::hive::HivePlayer;

/// The most of the solver's turns a puzzle asks for.
pub const LONGEST_WIN: u8 = 4;

/// The most positions a prover makes for one candidate before it is
/// dropped (a win it cannot show in time is no puzzle).
const BUDGET: u64 = 400_000;

/// The longest a game is played for positions.
const LONGEST_GAME: usize = 120;

/// What a generation looked at.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct Report {
    /// Games played.
    pub games: u64,
    /// Positions asked.
    pub positions: u64,
    /// Positions dropped because the proof ran out of budget.
    pub dropped: u64,
    /// Positions made by the provers.
    pub nodes: u64,
    /// Puzzles found in the records.
    pub from_records: u64,
}

/// Finds up to `per_level[n - 1]` puzzles winning in `n` turns under
/// `rules`: first in the positions of `records` (real games, replayed under
/// their own rules), then in at most `games` games drawn with `seed`;
/// `progress` hears the count so far and the count wanted.
pub fn generate(
    rules: HiveRules,
    per_level: [usize; LONGEST_WIN as usize],
    seed: u64,
    games: u64,
    records: &[HiveGame],
    mut progress: impl FnMut(usize, usize),
) -> (Vec<HivePuzzle>, Report) {
    let mut finder = Finder {
        per_level,
        found: Vec::new(),
        seen: std::collections::HashSet::new(),
        report: Report::default(),
    };
    let wanted: usize = per_level.iter().sum();
    for record in records {
        let mut replay = HiveGame::with_rules(record.rules());
        for text in record.moves() {
            if finder.consider(&replay) {
                finder.report.from_records += 1;
                progress(finder.found.len(), wanted);
            }
            if replay.play(text).is_err() {
                break;
            }
        }
        // Where a player resigned, the winner to move may have a win by force.
        if replay.outcome().is_none() && finder.consider(&replay) {
            finder.report.from_records += 1;
            progress(finder.found.len(), wanted);
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let stop = Arc::new(AtomicBool::new(false));
    while finder.found.len() < wanted && finder.report.games < games {
        finder.report.games += 1;
        let levels = [Level::Easy, Level::Medium];
        let mut players =
            [0, 1].map(|_| HivePlayer::new(levels[rng.random_range(0..2)], rng.random()));
        let mut game = HiveGame::with_rules(rules);
        while game.outcome().is_none() && game.moves().len() < LONGEST_GAME {
            if finder.consider(&game) {
                progress(finder.found.len(), wanted);
            }
            let side = game.position().to_move().index();
            // A stumble now and then, so that wins come about.
            let mv = if rng.random_range(0..8) == 0 {
                let moves = game.legal_moves();
                moves[rng.random_range(0..moves.len())]
            } else {
                match players[side].choose_move(&game, Duration::from_millis(20), &stop) {
                    Some(mv) => mv,
                    None => break,
                }
            };
            if game.play_move(mv).is_err() {
                break;
            }
        }
    }
    let Finder {
        mut found, report, ..
    } = finder;
    found.sort_by(|a, b| (a.win_in, &a.id).cmp(&(b.win_in, &b.id)));
    (found, report)
}

/// The puzzles found so far, and the positions already asked.
struct Finder {
    per_level: [usize; LONGEST_WIN as usize],
    found: Vec<HivePuzzle>,
    seen: std::collections::HashSet<u64>,
    report: Report,
}

impl Finder {
    /// Asks `game`'s position, if it is new and past the opening; whether
    /// it made a puzzle.
    fn consider(&mut self, game: &HiveGame) -> bool {
        let position = game.position();
        if position.ply() < 8 || !self.seen.insert(position.key()) {
            return false;
        }
        self.report.positions += 1;
        match ask(game, &self.per_level, &self.found, &mut self.report) {
            Some(puzzle) => {
                self.found.push(puzzle);
                true
            }
            None => false,
        }
    }
}

/// The puzzle `game` makes, if its side to move wins in `n` turns with
/// one first move only and the level of `n` wants more.
fn ask(
    game: &HiveGame,
    per_level: &[usize; LONGEST_WIN as usize],
    found: &[HivePuzzle],
    report: &mut Report,
) -> Option<HivePuzzle> {
    let position = game.position();
    let solver = position.to_move();
    position.queen(solver.other())?;
    let mut prover = WinProver::new(solver).with_budget(BUDGET);
    let fastest = prover.fastest(position, LONGEST_WIN);
    report.nodes += prover.nodes();
    if prover.exhausted() {
        report.dropped += 1;
        return None;
    }
    let turns = fastest?;
    let level = usize::from(turns - 1);
    if found.iter().filter(|p| p.win_in == turns).count() >= per_level[level] {
        return None;
    }
    let winning = prover.winning_moves(position, turns);
    if winning.len() != 1 || prover.exhausted() {
        return None;
    }
    let line = line_of(&mut prover, position, turns)?;
    if prover.exhausted() {
        report.dropped += 1;
        return None;
    }
    Some(HivePuzzle {
        id: format!("win{turns}-{:016x}", position.key()),
        game: game.to_string(),
        win_in: turns,
        solution: written(position, &line),
    })
}

/// The winning line from `position`, the solver to move and winning in
/// `turns`: its first winning move, then the defence that holds out
/// longest, and so on to the win.
pub fn line_of(prover: &mut WinProver, position: &Position, turns: u8) -> Option<Vec<Move>> {
    let mut position = position.clone();
    let mut line = Vec::new();
    let mut turns = turns;
    loop {
        let mv = *prover.winning_moves(&position, turns).first()?;
        line.push(mv);
        position = position.play_unchecked(mv);
        if position.outcome().is_some() {
            return Some(line);
        }
        let mut replies = Vec::new();
        position.generate_moves(&mut replies);
        let (reply, lasts) = replies
            .into_iter()
            .map(|reply| {
                let after = position.play_unchecked(reply);
                let lasts = if after.outcome().is_some() {
                    0
                } else {
                    prover.fastest(&after, turns - 1).unwrap_or(u8::MAX)
                };
                (reply, lasts)
            })
            .max_by_key(|&(_, lasts)| lasts)?;
        if lasts == 0 || lasts == u8::MAX {
            // Every defence loses at once, or one holds: no line to show.
            return None;
        }
        line.push(reply);
        position = position.play_unchecked(reply);
        turns = lasts;
    }
}

/// `line` from `position` in UHP move strings.
fn written(position: &Position, line: &[Move]) -> Vec<String> {
    let mut position = position.clone();
    line.iter()
        .map(|&mv| {
            let text = position.move_string(mv);
            position = position.play_unchecked(mv);
            text
        })
        .collect()
}
