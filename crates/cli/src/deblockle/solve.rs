//! `tabletop-cli deblockle solve`: the endgames with one block each and
//! with two against one, solved.

use std::error::Error;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use rand::{Rng, SeedableRng};
use tabletop_ai::deblockle::puzzles::random_positions;
use tabletop_ai::deblockle::{Endgame, EndgameTable, Progress, SolvedEndgame, Stage, TooDeep};
use tabletop_rules::deblockle::MoveRules;

use super::MoveRulesArgs;

/// Which endgame to solve.
#[derive(Args)]
pub struct SolveArgs {
    /// The blocks on each side.
    #[arg(long, value_enum)]
    blocks: Blocks,
    /// Solve 1v1 backwards, turn by turn from the ends, as 2v1 is (a second
    /// method: its counts must equal the forward solve's).
    #[arg(long)]
    backwards: bool,
    /// Write the table solved backwards to this file (atomically, with a
    /// checksum).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Read a table stored with --out back instead of solving (its checksum
    /// checked), and count it.
    #[arg(long, value_name = "FILE", conflicts_with = "out")]
    load: Option<PathBuf>,
    /// Threads for a backwards solve (default: one a core; the app leaves
    /// a core free).
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    #[command(flatten)]
    rules: MoveRulesArgs,
}

#[derive(ValueEnum, Clone, Copy)]
enum Blocks {
    /// One block a side.
    #[value(name = "1v1")]
    OneEach,
    /// Two blocks against one (either side the two).
    #[value(name = "2v1")]
    TwoAgainstOne,
}

/// Solves the table with a progress bar on stderr, then prints its counts;
/// the last line is `won W lost L drawn D` for the player to move.
pub fn run(args: &SolveArgs) -> ExitCode {
    crate::exit_code(solve(args))
}

fn solve(args: &SolveArgs) -> Result<(), Box<dyn Error>> {
    let rules = args.rules.move_rules();
    let (endgame, what) = match args.blocks {
        Blocks::OneEach => (Endgame::OneEach, "one block a side"),
        Blocks::TwoAgainstOne => (
            Endgame::TwoAgainstOne,
            "two Gold blocks against one Teal (as many again with the colours swapped)",
        ),
    };
    // 1v1 is solved forwards unless asked otherwise or stored; a table
    // stored or read is always the backwards solver's.
    let stored = args.out.is_some() || args.load.is_some();
    let forwards = endgame == Endgame::OneEach && !args.backwards && !stored;
    let counts = if forwards {
        solve_with_progress(rules).counts()
    } else {
        let table = match &args.load {
            Some(path) => {
                let table = load(path, endgame, rules)?;
                time_probes(&table, endgame, rules);
                table
            }
            None => backwards_with_progress(endgame, rules, args.threads)?,
        };
        eprintln!(
            "{} bytes packed ({:.2} bits a position)",
            table.packed_len(),
            table.packed_len() as f64 * 8.0 / (table.numbered() as f64)
        );
        if let Some(path) = &args.out {
            let started = Instant::now();
            tabletop_store::write_atomically(path, &table.to_bytes())?;
            eprintln!(
                "Wrote {} in {:.2} s",
                path.display(),
                started.elapsed().as_secs_f64()
            );
        }
        table
            .counts()
            .ok_or("a block of the table does not inflate")?
    };
    say!(
        "{} positions with {what}; the longest forced win takes {} plies",
        counts.won + counts.lost + counts.drawn,
        counts.longest
    );
    say!(
        "won {} lost {} drawn {}",
        counts.won,
        counts.lost,
        counts.drawn
    );
    Ok(())
}

fn progress_bar() -> ProgressBar {
    ProgressBar::new(1).with_style(
        ProgressStyle::with_template("{msg:24} [{bar:40}] {percent:>3}% {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    )
}

/// Runs `solve` with a progress bar on stderr (its stages named by
/// `listing` and `solving`), then says how long solving `what` took.
fn with_progress<T>(
    what: &str,
    [listing, solving, packing]: [&'static str; 3],
    solve: impl FnOnce(&(dyn Fn(Progress) + Sync)) -> T,
) -> T {
    let bar = progress_bar();
    let started = Instant::now();
    let solved = solve(&|progress: Progress| {
        bar.set_message(match progress.stage {
            Stage::Listing => listing,
            Stage::Solving => solving,
            Stage::Packing => packing,
        });
        bar.set_length(progress.total);
        bar.set_position(progress.done);
    });
    bar.finish_and_clear();
    eprintln!("Solved {what} in {:.2} s", started.elapsed().as_secs_f64());
    solved
}

/// Solves `endgame` backwards on `threads` (or every core), showing
/// progress on stderr.
fn backwards_with_progress(
    endgame: Endgame,
    rules: MoveRules,
    threads: Option<usize>,
) -> Result<SolvedEndgame, TooDeep> {
    with_progress(
        &format!("{endgame:?} backwards"),
        ["listing positions", "solving (plies)", "packing"],
        |progress| match threads {
            Some(threads) => SolvedEndgame::solve_on(endgame, rules, threads, progress),
            None => SolvedEndgame::solve(endgame, rules, progress),
        },
    )
}

/// Probes for the time a probe takes.
const PROBES: usize = 100_000;

/// Says how long a probe of a random position takes (each inflates a block
/// of the table, unless it was one of the last few read).
fn time_probes(table: &SolvedEndgame, endgame: Endgame, rules: MoveRules) {
    let mut rng = rand::rngs::StdRng::seed_from_u64(1);
    // Blocks by side; either side has the pair.
    let positions = random_positions(&mut rng, PROBES, rules, |rng| match endgame {
        Endgame::OneEach => [1, 1],
        Endgame::TwoAgainstOne if rng.random_bool(0.5) => [2, 1],
        Endgame::TwoAgainstOne => [1, 2],
    });
    let started = Instant::now();
    let answered = positions
        .iter()
        .filter(|position| table.probe(position).is_some())
        .count();
    let each = started.elapsed().as_secs_f64() / PROBES as f64;
    eprintln!(
        "{answered} of {PROBES} random probes answered, {:.1} µs each",
        each * 1e6
    );
}

/// Reads a stored table back, checking it.
pub(super) fn load(
    path: &Path,
    endgame: Endgame,
    rules: MoveRules,
) -> Result<SolvedEndgame, Box<dyn Error>> {
    let started = Instant::now();
    let bytes = std::fs::read(path).map_err(|error| format!("{}: {error}", path.display()))?;
    let table = SolvedEndgame::from_bytes(bytes, endgame, rules)?;
    eprintln!(
        "Read and checked {} in {:.2} s",
        path.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(table)
}

/// Solves the 1v1 table under `rules`, showing progress on stderr.
pub fn solve_with_progress(rules: MoveRules) -> EndgameTable {
    with_progress(
        "the 1v1 endgame",
        [
            "1v1 endgame: moves",
            "1v1 endgame: solving",
            "1v1 endgame: packing",
        ],
        |progress| EndgameTable::solve(rules, progress),
    )
}
