//! `tabletop-cli deblockle replay FILE`: check a game record move by move.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use tabletop_rules::deblockle::{Game, GameRecord};

/// The record to check.
#[derive(Args)]
pub struct ReplayArgs {
    /// A game record (RON), as `match --record` and the app write them.
    file: PathBuf,
}

/// Replays the record under the rules; the final position in notation is
/// the last line. A record that cannot be read or replayed is reported on
/// stderr with exit code 1, and the file is left as it is.
pub fn run(args: &ReplayArgs) -> ExitCode {
    match replay(&args.file) {
        Ok(lines) => {
            for line in lines {
                say!("{line}");
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn replay(file: &Path) -> Result<Vec<String>, String> {
    let game = replayed(file)?;
    let outcome = game.outcome().map_or_else(
        || "The game goes on".to_owned(),
        |outcome| outcome.to_string(),
    );
    Ok(vec![
        format!("{} moves from {}", game.moves().len(), game.start()),
        format!("{outcome}."),
        game.position().to_string(),
    ])
}

/// The game recorded in `file`, its moves played again under the rules,
/// or why it cannot be.
pub(super) fn replayed(file: &Path) -> Result<Game, String> {
    let record: GameRecord = tabletop_store::load(file, "game record", GameRecord::VERSION)
        .map_err(|error| error.to_string())?
        .ok_or_else(|| format!("{}: no such file", file.display()))?;
    record
        .replay()
        .map_err(|error| format!("{}: {error}", file.display()))
}
