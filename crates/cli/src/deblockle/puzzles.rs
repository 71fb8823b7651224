//! `tabletop-cli deblockle puzzles`: puzzles drawn from random positions
//! with the solved tables and proof search, each checked (its answer the
//! only one), written as a puzzle book.

use std::collections::BTreeMap;
use std::error::Error;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use tabletop_ai::deblockle::puzzles::{LONGEST_WIN, Quotas, Sources, generate};
use tabletop_ai::deblockle::{Endgame, EndgameTable};
use tabletop_rules::deblockle::{Goal, MoveRules};

use super::solve::load;

/// The book's file in the folder given.
pub const BOOK_FILE: &str = "deblockle.ron";

/// Where to write the puzzles, and how many of each kind.
#[derive(Args)]
pub struct PuzzlesArgs {
    /// The folder to write the book to (as `deblockle.ron`).
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// The two-against-one table stored by `solve --blocks 2v1 --out`:
    /// longer wins come from it (without it, from one block each only).
    #[arg(long, value_name = "FILE")]
    two_against_one: Option<PathBuf>,
    /// Puzzles of each "win in N", N from 1 to 6.
    #[arg(long, default_value_t = 30)]
    per_win: usize,
    /// Puzzles of each other kind: take-off, escape, save the draw.
    #[arg(long, default_value_t = 30)]
    per_kind: usize,
    /// The seed positions are drawn from.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The most random positions to look at.
    #[arg(long, default_value_t = 2_000_000)]
    attempts: u64,
}

/// Generates the book and prints what it holds; the last line is
/// `puzzles P tried T disagreements D`.
pub fn run(args: &PuzzlesArgs) -> ExitCode {
    crate::exit_code(write_book(args))
}

fn write_book(args: &PuzzlesArgs) -> Result<(), Box<dyn Error>> {
    let rules = MoveRules::default();
    let started = Instant::now();
    let one_each = EndgameTable::solve(rules, |_| {});
    let two_against_one = match &args.two_against_one {
        Some(path) => Some(load(path, Endgame::TwoAgainstOne, rules)?),
        None => None,
    };
    let sources = Sources {
        one_each: &one_each,
        two_against_one: two_against_one.as_ref(),
    };
    let quotas = Quotas {
        win_in: [args.per_win; LONGEST_WIN as usize],
        take_off: args.per_kind,
        escape: args.per_kind,
        save_the_draw: args.per_kind,
    };
    let (book, report) = generate(
        sources,
        quotas,
        args.seed,
        args.attempts,
        |found, wanted| {
            eprint!("\r{found} of {wanted} puzzles found");
        },
    );
    eprintln!(" in {:.1} s", started.elapsed().as_secs_f64());
    let path = args.out.join(BOOK_FILE);
    tabletop_store::save(&book, &path, "puzzle book")?;
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    for puzzle in &book.puzzles {
        let kind = match puzzle.goal {
            Goal::WinIn(turns) => format!("win in {turns}"),
            Goal::TakeOff { turns, .. } => format!("take off in {turns}"),
            Goal::Escape => "escape".to_owned(),
            Goal::SaveTheDraw => "save the draw".to_owned(),
        };
        *kinds.entry(kind).or_default() += 1;
        *kinds
            .entry(format!("difficulty {}", puzzle.difficulty))
            .or_default() += 1;
    }
    for (kind, count) in kinds {
        say!("{kind}: {count}");
    }
    say!("written to {}", path.display());
    say!(
        "puzzles {} tried {} disagreements {}",
        book.puzzles.len(),
        report.tried,
        report.disagreements
    );
    Ok(())
}
