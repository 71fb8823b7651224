//! `tabletop-cli blokus3d analyse` and `review`: what the tree search makes
//! of a position, and the marks of a game's placements.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::Deserialize;
use tabletop_ai::blokus3d::MctsAnalyst;
use tabletop_rules::blokus3d::Position;

use super::SetupArgs;
use crate::analysis::{Notation, PlayoutEffort, print_analysis, print_review, read};

/// The position to analyse.
#[derive(Args)]
pub struct AnalyseArgs {
    #[command(flatten)]
    setup: SetupArgs,
    #[command(flatten)]
    effort: PlayoutEffort,
    /// Seed of the playouts.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// The game to review.
#[derive(Args)]
pub struct ReviewArgs {
    /// A position file (`A-2; L4:5@3,2; …`: its placements are the game),
    /// or a game the app saved.
    file: PathBuf,
    #[command(flatten)]
    effort: PlayoutEffort,
    /// Seed of the playouts.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// What a saved game of the app holds that a review needs.
#[derive(Deserialize)]
struct SavedGame {
    position: Position,
}

/// Players by number, placements in the position format.
const NOTATION: Notation<Position> = Notation {
    seat: |seat| format!("player {}", seat + 1),
    mv: |_, placement| placement.to_string(),
};

/// Analyses the position given.
pub fn analyse(args: &AnalyseArgs) -> ExitCode {
    let position = match args.setup.position() {
        Ok(position) => position,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::from(2);
        }
    };
    let mut analyst = MctsAnalyst::new(StdRng::seed_from_u64(args.seed));
    print_analysis(&mut analyst, &[position], args.effort.effort(), &NOTATION)
}

/// Reviews the game in the file, from its start.
pub fn review(args: &ReviewArgs) -> ExitCode {
    let end = read(&args.file).and_then(|text| {
        ron::from_str::<SavedGame>(&text)
            .map(|saved| saved.position)
            .or_else(|_| Position::parse_file(&text))
            .map_err(|error| format!("{}: {error}", args.file.display()))
    });
    let end = match end {
        Ok(end) => end,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::FAILURE;
        }
    };
    let start = end.restarted();
    let seats = usize::from(start.seating().players);
    let mut analyst = MctsAnalyst::new(StdRng::seed_from_u64(args.seed));
    print_review(
        &mut analyst,
        &start,
        end.history(),
        args.effort.effort(),
        &NOTATION,
        seats,
    )
}
