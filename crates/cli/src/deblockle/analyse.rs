//! `tabletop-cli deblockle analyse` and `review`: what the engine makes of
//! a position, and the marks of a recorded game's moves. Where a position
//! has one block a side the solved endgame answers exactly (solved first,
//! a few seconds).

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Args;
use tabletop_ai::analysis::SearchAnalyst;
use tabletop_ai::deblockle::{EndgameTable, Evaluation, SolvedTables};
use tabletop_rules::deblockle::{Player, Position};

use super::replay::replayed;
use super::{PositionArgs, UsageError};
use crate::analysis::{Notation, SearchEffort, print_analysis, print_review};

/// The game to review.
#[derive(Args)]
pub struct ReviewArgs {
    /// A game record (RON), as `match --record` and the app write them.
    file: PathBuf,
    #[command(flatten)]
    effort: SearchEffort,
}

/// Deblockle's moves and players as the CLI writes them.
const NOTATION: Notation<Position> = Notation {
    seat: |seat| Player::from_seat(seat).to_string(),
    mv: |_, mv| mv.to_string(),
};

/// An analyst for `positions`, with the solved endgame if any of them
/// has one block a side.
fn analyst(positions: &[Position]) -> SearchAnalyst<Position, Evaluation> {
    let endgame = positions
        .iter()
        .find(|position| EndgameTable::covers(position))
        .map(|position| {
            eprintln!("solving the one-block-each endgame…");
            Arc::new(EndgameTable::solve(position.rules(), |_| {}))
        });
    SearchAnalyst::new(
        Evaluation::with_tables(SolvedTables::one_each(endgame)),
        Arc::default(),
    )
}

/// Analyses the position given.
pub fn analyse(position: &PositionArgs, effort: &SearchEffort) -> Result<ExitCode, UsageError> {
    let positions = [position.position()?];
    let mut analyst = analyst(&positions);
    Ok(print_analysis(
        &mut analyst,
        &positions,
        effort.effort(),
        &NOTATION,
    ))
}

/// Reviews the recorded game.
pub fn review(args: &ReviewArgs) -> ExitCode {
    match replayed(&args.file) {
        Ok(game) => {
            let mut analyst = analyst(game.positions());
            let effort = args.effort.effort();
            print_review(
                &mut analyst,
                game.start(),
                game.moves(),
                effort,
                &NOTATION,
                2,
            )
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
