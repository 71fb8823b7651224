//! `tabletop-cli deblockle solve`: the endgames with one block each and
//! with two against one, solved.

use std::time::Instant;

use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use tabletop_ai::deblockle::{Counts, Endgame, EndgameTable, Progress, Stage, solve_backwards};
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
pub fn run(args: &SolveArgs) {
    let rules = args.rules.move_rules();
    let one_each = solve_with_progress(rules);
    let (what, counts) = match (args.blocks, args.backwards) {
        (Blocks::OneEach, false) => ("one block a side", one_each.counts()),
        (Blocks::OneEach, true) => (
            "one block a side",
            backwards_with_progress(Endgame::OneEach, rules, &one_each),
        ),
        (Blocks::TwoAgainstOne, _) => (
            "two Gold blocks against one Teal (as many again with the colours swapped)",
            backwards_with_progress(Endgame::TwoAgainstOne, rules, &one_each),
        ),
    };
    println!(
        "{} positions with {what}; the longest forced win takes {} plies",
        counts.won + counts.lost + counts.drawn,
        counts.longest
    );
    println!(
        "won {} lost {} drawn {}",
        counts.won, counts.lost, counts.drawn
    );
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
    [listing, solving]: [&'static str; 2],
    solve: impl FnOnce(&(dyn Fn(Progress) + Sync)) -> T,
) -> T {
    let bar = progress_bar();
    let started = Instant::now();
    let solved = solve(&|progress: Progress| {
        bar.set_message(match progress.stage {
            Stage::Listing => listing,
            Stage::Solving => solving,
        });
        bar.set_length(progress.total);
        bar.set_position(progress.done);
    });
    bar.finish_and_clear();
    eprintln!("Solved {what} in {:.2} s", started.elapsed().as_secs_f64());
    solved
}

/// Solves `endgame` backwards, showing progress on stderr.
fn backwards_with_progress(endgame: Endgame, rules: MoveRules, one_each: &EndgameTable) -> Counts {
    with_progress(
        &format!("{endgame:?} backwards"),
        ["counting moves", "solving (plies)"],
        |progress| solve_backwards(endgame, rules, one_each, &progress),
    )
}

/// Solves the 1v1 table under `rules`, showing progress on stderr.
pub fn solve_with_progress(rules: MoveRules) -> EndgameTable {
    with_progress(
        "the 1v1 endgame",
        ["1v1 endgame: moves", "1v1 endgame: solving"],
        |progress| EndgameTable::solve(rules, progress),
    )
}
