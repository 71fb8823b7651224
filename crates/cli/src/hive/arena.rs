//! `tabletop-cli hive match`: two UHP engines (ours or anyone's) play each
//! other at a fixed time per move (each engine its own) or on a clock,
//! refereed by our rules, from seeded random openings each played twice
//! with the colours swapped. An engine that dies or hangs loses that game
//! (the reason on stderr), is started again, and the match goes on.

use std::io;
use std::time::{Duration, Instant};

use rand::seq::IndexedRandom;
use rand::{SeedableRng, rngs::StdRng};
use tabletop_ai::clock::MatchClock;
use tabletop_rating::{MatchScore, Sprt, SprtVerdict};
use tabletop_rules::clock::TimeControl;
use tabletop_rules::hive::{Colour, Expansions, HiveGame, HiveOutcome, HiveRules};
use tabletop_uhp::{UhpEngine, uhp_time};

/// What one match is.
pub struct MatchPlan {
    /// The two engines' command lines (program and arguments, split at spaces).
    pub engines: [String; 2],
    /// Games in all (openings are shared by pairs of games).
    pub games: u32,
    /// The first game to play, from 1: the games before it only have their
    /// openings drawn, so that a long match split over several runs plays
    /// the games one run would.
    pub first_game: u32,
    /// How each engine, in the order of `engines`, is asked for its moves
    /// (when the match is not on a clock).
    pub searches: [Search; 2],
    /// The expansions played with.
    pub expansions: Expansions,
    /// Random plies played before the engines take over.
    pub opening_plies: u32,
    /// Seed of the openings.
    pub seed: u64,
    /// Plies after which a game is called a draw.
    pub move_cap: u32,
    /// The clocks (when timed, each engine is asked for `bestmove time`
    /// from its own clock, and loses when it runs out).
    pub clock: TimeControl,
    /// A sequential test of the first engine against the second: the match
    /// stops after the pair of games that decides it.
    pub sprt: Option<Sprt>,
}

/// How an engine is asked for a move.
pub struct Search {
    /// The UHP command (`bestmove time 00:00:01`).
    pub bestmove: String,
    /// How long the engine may take to answer it before it is given up on.
    pub patience: Duration,
}

/// How one game ended.
enum Ending {
    WhiteWon,
    BlackWon,
    Drawn,
    /// This colour's clock ran out.
    OnTime(Colour),
}

/// An engine that died or hung during a game: which, and what happened.
struct Failed {
    engine: usize,
    error: io::Error,
}

/// Plays the match, printing a line per game; the first engine's score.
pub fn run(plan: &MatchPlan) -> io::Result<MatchScore> {
    let mut engines = [
        UhpEngine::start(&plan.engines[0])?,
        UhpEngine::start(&plan.engines[1])?,
    ];
    let mut random = StdRng::seed_from_u64(plan.seed);
    let mut score = MatchScore::default();
    let mut on_time = 0;
    let mut opening = String::new();
    for game in 0..plan.games {
        if game % 2 == 0 {
            opening = random_opening(&mut random, plan);
        }
        if game + 1 < plan.first_game {
            continue;
        }
        // Where a game starts from, to play it again.
        eprintln!("game {} opens with {opening}", game + 1);
        // Engine 0 is White in even games.
        let white = (game % 2) as usize;
        let (winner, plies) = match play_game(&mut engines, white, &opening, plan) {
            Ok((ending, record)) => {
                // The whole game, to play it again or learn from it.
                eprintln!("game {} went {record}", game + 1);
                let plies = record.position().ply();
                let winner = match ending {
                    Ending::WhiteWon | Ending::OnTime(Colour::Black) => Some(white),
                    Ending::BlackWon | Ending::OnTime(Colour::White) => Some(1 - white),
                    Ending::Drawn => None,
                };
                if let Ending::OnTime(colour) = ending {
                    on_time += 1;
                    eprintln!("game {}: {colour:?}'s clock ran out", game + 1);
                }
                (winner, plies)
            }
            Err(Failed { engine, error }) => {
                eprintln!(
                    "game {}: {} lost it: {error}; starting it again",
                    game + 1,
                    engines[engine].name()
                );
                engines[engine] = UhpEngine::start(&plan.engines[engine])?;
                (Some(1 - engine), 0)
            }
        };
        match winner {
            Some(0) => score.won += 1,
            Some(_) => score.lost += 1,
            None => score.drawn += 1,
        }
        say!(
            "game {}: {} (White) vs {}: {} after {plies} plies",
            game + 1,
            engines[white].name(),
            engines[1 - white].name(),
            winner.map_or("draw".to_owned(), |w| format!("{} won", engines[w].name())),
        );
        // A test decides after a pair of games, each colour played once.
        if let Some(sprt) = plan.sprt.filter(|_| game % 2 == 1)
            && decided(sprt, score)
        {
            break;
        }
    }
    if plan.clock.is_timed() {
        say!("lost on time: {on_time}");
    }
    Ok(score)
}

/// Says where `sprt` stands after `score`'s games; whether it has decided.
fn decided(sprt: Sprt, score: MatchScore) -> bool {
    let (lower, upper) = sprt.bounds();
    let ratio = sprt.log_likelihood_ratio(score).unwrap_or(0.0);
    say!(
        "sprt [{}, {}]: log-likelihood ratio {ratio:.2} of {lower:.2} to {upper:.2}",
        sprt.elo0,
        sprt.elo1
    );
    let (shown, not) = match sprt.verdict(score) {
        SprtVerdict::Undecided => return false,
        SprtVerdict::Elo1 => (sprt.elo1, sprt.elo0),
        SprtVerdict::Elo0 => (sprt.elo0, sprt.elo1),
    };
    say!("sprt: the first engine is {shown} Elo stronger, not {not}");
    true
}

/// A game string of the plan's number of random legal moves from the
/// start of its game type.
fn random_opening(random: &mut StdRng, plan: &MatchPlan) -> String {
    let mut game = HiveGame::with_rules(HiveRules::STANDARD.with_expansions(plan.expansions));
    for _ in 0..plan.opening_plies {
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

/// Asks engine `index`, within `patience`; an engine that dies or hangs
/// is the game's failure.
fn ask(
    engines: &mut [UhpEngine; 2],
    index: usize,
    command: &str,
    patience: Duration,
) -> Result<Result<String, String>, Failed> {
    engines[index]
        .ask_within(command, patience)
        .map_err(|error| Failed {
            engine: index,
            error,
        })
}

/// How long an engine may take over a command that is not a search.
const QUICK: Duration = Duration::from_secs(10);

/// Plays one game from `opening`, engine `white` White: how it ended, and
/// the game as the referee saw it.
fn play_game(
    engines: &mut [UhpEngine; 2],
    white: usize,
    opening: &str,
    plan: &MatchPlan,
) -> Result<(Ending, HiveGame), Failed> {
    let Ok(mut referee) = HiveGame::parse(opening) else {
        let rules = HiveRules::STANDARD.with_expansions(plan.expansions);
        return Ok((Ending::Drawn, HiveGame::with_rules(rules)));
    };
    // An engine that refuses a legal command (say, it calls a draw by its own
    // idea of repetition) ends the game drawn, with the reason on stderr.
    let refused = |reason: String, referee| {
        eprintln!("{reason}: the game is called a draw");
        Ok((Ending::Drawn, referee))
    };
    for index in 0..2 {
        if let Err(reason) = ask(engines, index, &format!("newgame {opening}"), QUICK)? {
            return refused(reason, referee);
        }
    }
    let mut clock = MatchClock::new(plan.clock, 2);
    loop {
        let plies = referee.position().ply();
        if let Some(outcome) = referee.outcome() {
            let result = match outcome {
                HiveOutcome::Win(Colour::White) => Ending::WhiteWon,
                HiveOutcome::Win(Colour::Black) => Ending::BlackWon,
                HiveOutcome::Draw => Ending::Drawn,
            };
            return Ok((result, referee));
        }
        if plies >= plan.move_cap {
            return Ok((Ending::Drawn, referee));
        }
        let colour = referee.position().to_move();
        let mover = match colour {
            Colour::White => white,
            Colour::Black => 1 - white,
        };
        let (bestmove, patience) = match &clock {
            // UHP counts whole seconds: the engine is told its share, and
            // given up on once its clock (and ten seconds' grace) is gone.
            Some(clock) => {
                let seat = colour_seat(colour);
                let share = clock.thinking_time(seat, clock.left(seat));
                let patience = clock.left(seat) + QUICK;
                (format!("bestmove time {}", uhp_time(share)), patience)
            }
            None => {
                let search = &plan.searches[mover];
                (search.bestmove.clone(), search.patience)
            }
        };
        let started = Instant::now();
        let answer = match ask(engines, mover, &bestmove, patience)? {
            Ok(answer) => answer,
            Err(reason) => return refused(reason, referee),
        };
        if let Some(clock) = &mut clock
            && !clock.moved(colour_seat(colour), started.elapsed())
        {
            return Ok((Ending::OnTime(colour), referee));
        }
        let text = answer.lines().last().unwrap_or_default().trim().to_owned();
        if referee.play(&text).is_err() {
            // An illegal move loses, as in any tournament.
            eprintln!("{} played an illegal move: {text}", engines[mover].name());
            let result = if mover == white {
                Ending::BlackWon
            } else {
                Ending::WhiteWon
            };
            return Ok((result, referee));
        }
        for index in 0..2 {
            if let Err(reason) = ask(engines, index, &format!("play {text}"), QUICK)? {
                return refused(reason, referee);
            }
        }
    }
}

/// A colour's clock: White's first.
fn colour_seat(colour: Colour) -> usize {
    match colour {
        Colour::White => 0,
        Colour::Black => 1,
    }
}
