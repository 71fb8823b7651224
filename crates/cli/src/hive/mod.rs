//! `tabletop-cli hive …`: perft, the UHP engine, engine matches, the
//! engine's analysis and review, and records converted from other programs.

mod analyse;
mod arena;
mod convert;
mod options;
mod puzzles;
pub(crate) mod uhp;

use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Subcommand;
use tabletop_rating::Sprt;
use tabletop_rules::clock::TimeControl;
use tabletop_rules::hive::{Expansions, HiveGame, perft};
use tabletop_uhp::uhp_time_to_the_millisecond;

/// What to do with Hive.
#[derive(Subcommand)]
pub enum Command {
    /// Count the move sequences of a given length; the count is the last line.
    Perft {
        /// How many moves deep.
        depth: u32,
        /// The position as a UHP game string (default: the start).
        #[arg(long)]
        game: Option<String>,
    },
    /// Speak the Universal Hive Protocol on stdin and stdout.
    Uhp {
        /// Threads searching each move (one by default, for fair matches).
        #[arg(long, default_value_t = 1)]
        threads: usize,
    },
    /// What the engine makes of a position: its move, the verdict, the line it expects.
    Analyse(analyse::AnalyseArgs),
    /// Mark each move of a game: best, good, inaccuracy, mistake or blunder.
    Review(analyse::ReviewArgs),
    /// Read a record of hivegame.com, Mzinga (PGN) or BoardSpace (SGF), or a
    /// GameString, and write it as PGN (.pgn) or a GameString (.txt).
    Convert {
        /// The record to read (left as it is).
        input: std::path::PathBuf,
        /// The file to write: its extension says how.
        output: std::path::PathBuf,
    },
    /// Find "win in N" puzzles in computer games, prove each (every
    /// defence, the first move the only one, no shorter win) and write
    /// them as a puzzle book.
    Puzzles(puzzles::PuzzlesArgs),
    /// Let two UHP engines play each other; the tally is the last line.
    Match {
        /// An engine's command line, twice ("self" is this program's `hive uhp`).
        #[arg(long, num_args = 1, required = true)]
        engine: Vec<String>,
        /// Games in all; each random opening is played twice, colours swapped.
        #[arg(long, default_value_t = 2)]
        games: u32,
        /// Play from this game of the series on (from 1), so that a long
        /// match can be split over several runs: the games before it are
        /// not played, but their openings are drawn all the same.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
        first_game: u32,
        /// Seconds per move: once for both engines, or twice, each engine's
        /// own in the order of `--engine` (`--seconds 1 --seconds 4`). A
        /// fraction (`0.2`, for quick matches between two builds) is sent to
        /// the millisecond, which this program's engine and Mzinga's read
        /// and nokamute does not.
        #[arg(long, num_args = 1, default_value = "1", conflicts_with = "depth",
              value_parser = seconds_per_move)]
        seconds: Vec<Duration>,
        /// Search this many plies per move instead (quick, for checks).
        #[arg(long)]
        depth: Option<u32>,
        /// Play on a clock instead: minutes each plus seconds a move (`5+3`;
        /// `0+2` is two seconds a move with nothing banked). Each engine is
        /// asked for `bestmove time` from its clock and loses when it runs
        /// out.
        #[arg(long, value_name = "M+S", conflicts_with_all = ["depth", "seconds"])]
        clock: Option<TimeControl>,
        /// Random plies before the engines take over.
        #[arg(long, default_value_t = 4)]
        opening_plies: u32,
        /// Seed of the random openings.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Plies after which a game is a draw.
        #[arg(long, default_value_t = 300)]
        move_cap: u32,
        /// The UHP game type: Base, or Base+ with any of M, L, P (Base+MLP).
        #[arg(long, default_value = "Base")]
        game_type: String,
        /// Stop once the games show the first engine ELO1 stronger than
        /// the second rather than ELO0, or the other way round (a
        /// sequential test, wrong either way at most 5 % of the time),
        /// checked after each pair of games: `--sprt 0 30`.
        #[arg(long, num_args = 2, value_names = ["ELO0", "ELO1"], allow_negative_numbers = true)]
        sprt: Option<Vec<f64>>,
    },
}

/// Runs one Hive command.
pub fn run(command: Command) -> ExitCode {
    match command {
        Command::Uhp { threads } => crate::session_exit(uhp::run(
            std::io::stdin().lock(),
            std::io::stdout().lock(),
            threads,
        )),
        Command::Analyse(args) => analyse::analyse(&args),
        Command::Convert { input, output } => convert::convert(&input, &output),
        Command::Review(args) => analyse::review(&args),
        Command::Puzzles(args) => puzzles::run(&args),
        Command::Match {
            engine,
            games,
            first_game,
            seconds,
            depth,
            clock,
            opening_plies,
            seed,
            move_cap,
            game_type,
            sprt,
        } => {
            let [first, second] = &engine[..] else {
                eprintln!("error: give --engine exactly twice");
                return ExitCode::from(2);
            };
            let Some(expansions) = Expansions::parse(&game_type) else {
                eprintln!(
                    "error: '{game_type}' is not a game type: Base, or Base+ with M, L and P"
                );
                return ExitCode::from(2);
            };
            let sprt = match sprt.as_deref() {
                None => None,
                Some(&[elo0, elo1]) if elo0 < elo1 => Some(Sprt { elo0, elo1 }),
                Some(_) => {
                    eprintln!("error: --sprt wants two Elo differences, the smaller first");
                    return ExitCode::from(2);
                }
            };
            if first_game > games {
                eprintln!(
                    "error: --first-game {first_game} is past the last game (--games {games})"
                );
                return ExitCode::from(2);
            }
            let seconds = match seconds[..] {
                [both] => [both; 2],
                [first, second] => [first, second],
                _ => {
                    eprintln!("error: give --seconds once for both engines, or once for each");
                    return ExitCode::from(2);
                }
            };
            let plan = arena::MatchPlan {
                engines: [first, second].map(|command| own_engine_for_self(command)),
                games,
                first_game,
                searches: seconds.map(|seconds| search(depth, seconds)),
                expansions,
                opening_plies,
                seed,
                move_cap,
                clock: clock.unwrap_or_default(),
                sprt,
            };
            match arena::run(&plan) {
                Ok(score) => {
                    say!(
                        "{}",
                        crate::match_summary::score_line("the first engine", score)
                    );
                    say!(
                        "first {} second {} draws {}",
                        score.won,
                        score.lost,
                        score.drawn
                    );
                    ExitCode::SUCCESS
                }
                Err(error) => {
                    eprintln!("error: {error}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Perft { depth, game } => {
            let game = match game.as_deref().map(HiveGame::parse) {
                None => HiveGame::new(),
                Some(Ok(game)) => game,
                Some(Err(error)) => {
                    eprintln!("error: invalid --game: {error}");
                    return ExitCode::from(2);
                }
            };
            let started = Instant::now();
            let nodes = perft(game.position(), depth);
            let seconds = started.elapsed().as_secs_f64();
            eprintln!(
                "perft({depth}) = {nodes} in {seconds:.3} s ({:.2} M nodes/s)",
                nodes as f64 / seconds.max(1e-9) / 1e6
            );
            say!("{nodes}");
            ExitCode::SUCCESS
        }
    }
}

/// A move's time for `--seconds`: a number of seconds from a millisecond to
/// an hour.
fn seconds_per_move(text: &str) -> Result<Duration, String> {
    text.parse::<f64>()
        .ok()
        .filter(|seconds| (0.001..=3600.0).contains(seconds))
        .map(Duration::from_secs_f64)
        .ok_or_else(|| format!("'{text}' is not a number of seconds from 0.001 to 3600"))
}

/// How an engine is asked for its move: to `depth` plies when one is given,
/// else for `time`.
fn search(depth: Option<u32>, time: Duration) -> arena::Search {
    match depth {
        Some(depth) => arena::Search {
            bestmove: format!("bestmove depth {depth}"),
            // A depth search may take long.
            patience: Duration::from_secs(600),
        },
        None => arena::Search {
            bestmove: format!("bestmove time {}", uhp_time_to_the_millisecond(time)),
            // Three times the move's time and ten seconds more.
            patience: 3 * time + Duration::from_secs(10),
        },
    }
}

/// `command`, with "self" standing for this program's own UHP engine.
fn own_engine_for_self(command: &str) -> String {
    if command != "self" {
        return command.to_owned();
    }
    let program = std::env::current_exe().map_or_else(
        |_| "tabletop-cli".to_owned(),
        |path| path.display().to_string(),
    );
    format!("{program} hive uhp")
}
