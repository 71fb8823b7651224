//! `tabletop-cli hive match`: two UHP engines (ours or anyone's) play each
//! other at a fixed time per move, refereed by our rules, from seeded random
//! openings each played twice with the colours swapped.

use std::io;

use rand::seq::IndexedRandom;
use rand::{SeedableRng, rngs::StdRng};
use tabletop_rules::hive::{Colour, HiveGame, HiveOutcome};
use tabletop_uhp::UhpEngine;

/// What one match is.
pub struct MatchPlan {
    /// The two engines' command lines (program and arguments, split at spaces).
    pub engines: [String; 2],
    /// Games in all (openings are shared by pairs of games).
    pub games: u32,
    /// The UHP command that asks for a move (`bestmove time 00:00:01`).
    pub bestmove: String,
    /// Random plies played before the engines take over.
    pub opening_plies: u32,
    /// Seed of the openings.
    pub seed: u64,
    /// Plies after which a game is called a draw.
    pub move_cap: u32,
}

/// How one game ended.
enum Ending {
    WhiteWon,
    BlackWon,
    Drawn,
}

/// Plays the match, printing a line per game and the tally last.
pub fn run(plan: &MatchPlan) -> io::Result<[u32; 3]> {
    let mut engines = [
        UhpEngine::start(&plan.engines[0])?,
        UhpEngine::start(&plan.engines[1])?,
    ];
    let mut random = StdRng::seed_from_u64(plan.seed);
    let mut tally = [0; 3];
    let mut opening = String::new();
    for game in 0..plan.games {
        if game % 2 == 0 {
            opening = random_opening(&mut random, plan.opening_plies);
        }
        // Engine 0 is White in even games.
        let white = (game % 2) as usize;
        let (result, plies) = play_game(&mut engines, white, &opening, plan)?;
        let winner = match result {
            Ending::WhiteWon => Some(white),
            Ending::BlackWon => Some(1 - white),
            Ending::Drawn => None,
        };
        tally[winner.unwrap_or(2)] += 1;
        println!(
            "game {}: {} (White) vs {}: {} after {plies} plies",
            game + 1,
            engines[white].name(),
            engines[1 - white].name(),
            winner.map_or("draw".to_owned(), |w| format!("{} won", engines[w].name())),
        );
    }
    Ok(tally)
}

/// A game string of `plies` random legal moves from the start.
fn random_opening(random: &mut StdRng, plies: u32) -> String {
    let mut game = HiveGame::new();
    for _ in 0..plies {
        let position = game.position();
        let Some(&mv) = game.legal_moves().choose(random) else {
            break;
        };
        let text = position.move_string(mv);
        if game.play(&text).is_err() {
            break;
        }
    }
    game.to_string()
}

fn play_game(
    engines: &mut [UhpEngine; 2],
    white: usize,
    opening: &str,
    plan: &MatchPlan,
) -> io::Result<(Ending, u32)> {
    let mut referee = HiveGame::parse(opening).map_err(io::Error::other)?;
    // An engine that refuses a legal command (say, it calls a draw by its own
    // idea of repetition) ends the game drawn, with the reason on stderr.
    let refused = |reason: String, plies| {
        eprintln!("{reason}: the game is called a draw");
        Ok((Ending::Drawn, plies))
    };
    for engine in engines.iter_mut() {
        if let Err(reason) = engine.ask(&format!("newgame {opening}"))? {
            return refused(reason, 0);
        }
    }
    loop {
        let plies = referee.position().ply();
        if let Some(outcome) = referee.outcome() {
            let result = match outcome {
                HiveOutcome::Win(Colour::White) => Ending::WhiteWon,
                HiveOutcome::Win(Colour::Black) => Ending::BlackWon,
                HiveOutcome::Draw => Ending::Drawn,
            };
            return Ok((result, plies));
        }
        if plies >= plan.move_cap {
            return Ok((Ending::Drawn, plies));
        }
        let mover = match referee.position().to_move() {
            Colour::White => white,
            Colour::Black => 1 - white,
        };
        let answer = match engines[mover].ask(&plan.bestmove)? {
            Ok(answer) => answer,
            Err(reason) => return refused(reason, plies),
        };
        let text = answer.lines().last().unwrap_or_default().trim().to_owned();
        if referee.play(&text).is_err() {
            // An illegal move loses, as in any tournament.
            eprintln!("{} played an illegal move: {text}", engines[mover].name());
            let result = if mover == white {
                Ending::BlackWon
            } else {
                Ending::WhiteWon
            };
            return Ok((result, plies));
        }
        for engine in engines.iter_mut() {
            if let Err(reason) = engine.ask(&format!("play {text}"))? {
                return refused(reason, plies + 1);
            }
        }
    }
}
