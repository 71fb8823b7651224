//! `tabletop-cli hive convert IN OUT`: a Hive record from the Hive world
//! (hivegame.com's or Mzinga's PGN, BoardSpace's SGF, a UHP GameString)
//! replayed under our rules and written as PGN (`.pgn`, its comments, move
//! symbols and variations kept) or as a GameString (`.txt`, the main line).
//! The input is only read; an output that exists is never replaced.

use std::path::Path;
use std::process::ExitCode;

use tabletop_rules::hive::{read_record, write_annotated_pgn};

/// Converts `input` into `output`, by `output`'s extension.
pub fn convert(input: &Path, output: &Path) -> ExitCode {
    let text = match std::fs::read_to_string(input) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("error: cannot read {}: {error}", input.display());
            return ExitCode::FAILURE;
        }
    };
    let record = match read_record(&text) {
        Ok(record) => record,
        Err(error) => {
            eprintln!("error: {}: {error}", input.display());
            return ExitCode::FAILURE;
        }
    };
    let written = match output.extension().and_then(|e| e.to_str()) {
        Some("pgn") => {
            write_annotated_pgn(&record.game, &record.tree, &record.white, &record.black, "")
        }
        Some("txt") => format!("{}\n", record.game),
        _ => {
            eprintln!(
                "error: {}: write a .pgn (PGN) or a .txt (UHP GameString)",
                output.display()
            );
            return ExitCode::from(2);
        }
    };
    if output.exists() {
        eprintln!(
            "error: {} exists; it is not replaced: choose another name",
            output.display()
        );
        return ExitCode::FAILURE;
    }
    if let Err(error) = tabletop_store::write_atomically(output, written.as_bytes()) {
        eprintln!("error: cannot write {}: {error}", output.display());
        return ExitCode::FAILURE;
    }
    say!(
        "{} ({}, {} moves) → {}: {}",
        input.display(),
        record.format,
        record.game.moves().len(),
        output.display(),
        record.game
    );
    ExitCode::SUCCESS
}
