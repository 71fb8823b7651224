//! What `analyse` and `review` print for every game: the engine's answer
//! in lines that a person reads and a script splits (`best …`, `verdict …`,
//! `expected …`, `line …` with its moves between semicolons as in a UHP
//! GameString; one line per move and a summary per player), the progress
//! of a review on stderr.

use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use tabletop_ai::analysis::{Analysis, Analyst, Effort, Verdict};
use tabletop_ai::review::{Mark, review, summaries};
use tabletop_ai::search::Exact;
use tabletop_rules::Game;

/// How long each position is thought about unless told otherwise.
const DEFAULT_MOVETIME: u64 = 1000;

/// How hard a searching engine thinks about each position.
#[derive(Args)]
pub struct SearchEffort {
    /// Search this many plies (the same answer on any machine).
    #[arg(long, conflicts_with = "movetime")]
    depth: Option<u32>,
    /// Think this many milliseconds about each position.
    #[arg(long, default_value_t = DEFAULT_MOVETIME)]
    movetime: u64,
}

impl SearchEffort {
    /// The effort asked for.
    pub fn effort(&self) -> Effort {
        self.depth.map_or(
            Effort::Time(Duration::from_millis(self.movetime)),
            Effort::Fixed,
        )
    }
}

/// How hard the tree search thinks about each position.
#[derive(Args)]
pub struct PlayoutEffort {
    /// Run this many playouts (the same answer on any machine).
    #[arg(long, conflicts_with = "movetime")]
    playouts: Option<u32>,
    /// Think this many milliseconds about each position.
    #[arg(long, default_value_t = DEFAULT_MOVETIME)]
    movetime: u64,
}

impl PlayoutEffort {
    /// The effort asked for.
    pub fn effort(&self) -> Effort {
        self.playouts.map_or(
            Effort::Time(Duration::from_millis(self.movetime)),
            Effort::Fixed,
        )
    }
}

/// How a game's positions and moves are written.
pub struct Notation<G: Game> {
    /// A seat's name ("Gold", "White", "player 2").
    pub seat: fn(usize) -> String,
    /// A move, written where it is played.
    pub mv: fn(&G, G::Move) -> String,
}

impl<G: Game> Notation<G> {
    /// `moves` from `position` on, each written where it is played.
    fn line(&self, position: &G, moves: &[G::Move]) -> String {
        let mut at = position.clone();
        let mut written = Vec::with_capacity(moves.len());
        for &mv in moves {
            written.push((self.mv)(&at, mv));
            at = at.play(mv);
        }
        written.join("; ")
    }

    /// How `verdict` reads for `seat`.
    fn verdict(&self, seat: usize, verdict: Verdict) -> String {
        let side = (self.seat)(seat);
        match verdict {
            Verdict::Exact(Exact::Win(plies)) => format!("{side} wins in {plies} plies"),
            Verdict::Exact(Exact::Loss(plies)) => format!("{side} loses in {plies} plies"),
            Verdict::Exact(Exact::Draw) => "drawn with best play".to_owned(),
            Verdict::Likely(chance) => format!("{side} {:.0} %", chance * 100.0),
        }
    }
}

/// Prints what the engine says about the last of `positions`.
pub fn print_analysis<G: Game>(
    analyst: &mut impl Analyst<G>,
    positions: &[G],
    effort: Effort,
    notation: &Notation<G>,
) -> ExitCode {
    let (Some(position), Some(analysis)) = (positions.last(), analyst.analyse(positions, effort))
    else {
        return ExitCode::FAILURE;
    };
    let Analysis {
        seat,
        best,
        verdict,
        expected,
        line,
        depth,
        nodes,
    } = analysis;
    match best {
        Some(best) => say!("best {}", (notation.mv)(position, best)),
        None => say!("best none (the game is over)"),
    }
    say!("verdict {}", notation.verdict(seat, verdict));
    let shares: Vec<String> = expected
        .iter()
        .enumerate()
        .map(|(seat, share)| format!("{} {share:.2}", (notation.seat)(seat)))
        .collect();
    say!("expected {}", shares.join(", "));
    say!("line {}", notation.line(position, &line));
    if depth > 0 {
        eprintln!("searched {depth} plies deep, {nodes} positions");
    } else {
        eprintln!("ran {nodes} playouts");
    }
    ExitCode::SUCCESS
}

/// Reviews the game from `start` along `moves`: a line per move (its
/// number, who played it, the move, its mark, and the engine's move where
/// it was better), then a summary per player.
pub fn print_review<G: Game>(
    analyst: &mut impl Analyst<G>,
    start: &G,
    moves: &[G::Move],
    effort: Effort,
    notation: &Notation<G>,
    seats: usize,
) -> ExitCode {
    let bar = ProgressBar::new(moves.len() as u64 + 1).with_style(
        ProgressStyle::with_template("analysing {pos}/{len} positions {bar:30} {eta}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let judged = review(analyst, start, moves, effort, |done, _| {
        bar.set_position(done as u64);
    });
    bar.finish_and_clear();
    let Some(judged) = judged else {
        eprintln!("error: a move of the game is not legal where it is played");
        return ExitCode::FAILURE;
    };
    let mut position = start.clone();
    for (number, judgement) in judged.iter().enumerate() {
        let played = (notation.mv)(&position, judgement.played);
        let better = match judgement.best {
            Some(best) if judgement.mark != Mark::Best => {
                format!(" (better: {})", (notation.mv)(&position, best))
            }
            _ => String::new(),
        };
        say!(
            "{}. {} {played} {}{better}",
            number + 1,
            (notation.seat)(judgement.seat),
            judgement.mark.name()
        );
        position = position.play(judgement.played);
    }
    for (seat, summary) in summaries(&judged, seats).iter().enumerate() {
        let counts: Vec<String> = Mark::ALL
            .iter()
            .zip(summary.marks)
            .map(|(mark, count)| format!("{count} {}", mark.name()))
            .collect();
        say!(
            "{}: {}; gave away {:.1} % a move",
            (notation.seat)(seat),
            counts.join(", "),
            summary.average_loss * 100.0
        );
    }
    ExitCode::SUCCESS
}

/// The text of `path`, or why it cannot be read.
pub fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path)
        .map_err(|error| format!("cannot read {}: {error}", path.display()))
}
