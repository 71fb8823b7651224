//! `tabletop-cli deblockle solve`: the one-block-each endgame, solved.

use std::time::Instant;

use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use tabletop_ai::deblockle::{EndgameTable, Progress, Stage};
use tabletop_rules::deblockle::MoveRules;

use super::MoveRulesArgs;

/// Which endgame to solve.
#[derive(Args)]
pub struct SolveArgs {
    /// The blocks on each side: only one each (1v1) is solved.
    #[arg(long, value_enum)]
    blocks: Blocks,
    #[command(flatten)]
    rules: MoveRulesArgs,
}

#[derive(ValueEnum, Clone, Copy)]
enum Blocks {
    /// One block a side.
    #[value(name = "1v1")]
    OneEach,
}

/// Solves the table with a progress bar on stderr, then prints its counts;
/// the last line is `won W lost L drawn D` for the player to move.
pub fn run(args: &SolveArgs) {
    let Blocks::OneEach = args.blocks;
    let table = solve_with_progress(args.rules.move_rules());
    let counts = table.counts();
    println!(
        "{} positions with one block a side; the longest forced win takes {} plies",
        counts.won + counts.lost + counts.drawn,
        counts.longest
    );
    println!(
        "won {} lost {} drawn {}",
        counts.won, counts.lost, counts.drawn
    );
}

/// Solves the 1v1 table under `rules`, showing progress on stderr.
pub fn solve_with_progress(rules: MoveRules) -> EndgameTable {
    let bar = ProgressBar::new(1).with_style(
        ProgressStyle::with_template("{msg:24} [{bar:40}] {percent:>3}% {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    let started = Instant::now();
    let table = EndgameTable::solve(rules, |progress: Progress| {
        bar.set_message(match progress.stage {
            Stage::Listing => "1v1 endgame: moves",
            Stage::Solving => "1v1 endgame: solving",
        });
        bar.set_length(progress.total);
        bar.set_position(progress.done);
    });
    bar.finish_and_clear();
    eprintln!(
        "Solved the 1v1 endgame in {:.2} s",
        started.elapsed().as_secs_f64()
    );
    table
}
