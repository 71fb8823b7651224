//! `tabletop-cli deblockle analyse` and `review`: what the engine makes of
//! a position, and the marks of a recorded game's moves. Where a position
//! has one block a side the solved endgame answers exactly (solved first,
//! a few seconds); two against one too when its stored table is given.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Args;
use tabletop_ai::analysis::SearchAnalyst;
use tabletop_ai::deblockle::{Endgame, EndgameTable, Evaluation, SolvedTables};
use tabletop_rules::deblockle::{Player, Position};

use super::replay::replayed;
use super::solve::load;
use super::{PositionArgs, UsageError};
use crate::analysis::{Notation, SearchEffort, print_analysis, print_review};

/// The game to review.
#[derive(Args)]
pub struct ReviewArgs {
    /// A game record (RON), as `match --record` and the app write them.
    file: PathBuf,
    #[command(flatten)]
    effort: SearchEffort,
    #[command(flatten)]
    tables: TablesArgs,
}

/// The solved tables to read besides one block each.
#[derive(Args)]
pub struct TablesArgs {
    /// The two-against-one table stored by `solve --blocks 2v1 --out`.
    #[arg(long, value_name = "FILE")]
    two_against_one: Option<PathBuf>,
}

/// Deblockle's moves and players as the CLI writes them.
const NOTATION: Notation<Position> = Notation {
    seat: |seat| Player::from_seat(seat).to_string(),
    mv: |_, mv| mv.to_string(),
};

/// An analyst for `positions`, with the solved endgame if any of them
/// has one block a side, and the two-against-one table if `tables` names
/// one.
fn analyst(
    positions: &[Position],
    tables: &TablesArgs,
) -> Result<SearchAnalyst<Position, Evaluation>, UsageError> {
    let one_each = positions
        .iter()
        .find(|position| EndgameTable::covers(position))
        .map(|position| {
            eprintln!("solving the one-block-each endgame…");
            Arc::new(EndgameTable::solve(position.rules(), |_| {}))
        });
    let rules = positions.first().map(Position::rules).unwrap_or_default();
    let two_against_one = match &tables.two_against_one {
        Some(path) => Some(Arc::new(
            load(path, Endgame::TwoAgainstOne, rules)
                .map_err(|error| UsageError(error.to_string()))?,
        )),
        None => None,
    };
    let tables = SolvedTables {
        one_each,
        two_against_one,
    };
    Ok(SearchAnalyst::new(
        Evaluation::with_tables(tables),
        Arc::default(),
    ))
}

/// Analyses the position given.
pub fn analyse(
    position: &PositionArgs,
    effort: &SearchEffort,
    tables: &TablesArgs,
) -> Result<ExitCode, UsageError> {
    let positions = [position.position()?];
    let mut analyst = analyst(&positions, tables)?;
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
            let mut analyst = match analyst(game.positions(), &args.tables) {
                Ok(analyst) => analyst,
                Err(error) => return error.report(),
            };
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
