//! `tabletop-cli`: tabletop's games on the command line — perft, move
//! lists and terminal play. No Bevy: it builds and starts in moments.
#![forbid(unsafe_code)]

mod analysis;
mod blokus3d;
mod deblockle;
mod hive;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// tabletop's games on the command line.
#[derive(Parser)]
#[command(name = "tabletop-cli", version, about)]
struct Cli {
    #[command(subcommand)]
    game: GameCommand,
}

#[derive(Subcommand)]
enum GameCommand {
    /// Deblockle: tip and hop symbol cubes across a 7×7 board.
    #[command(subcommand)]
    Deblockle(deblockle::Command),
    /// Hive: hexagonal bug tiles; surround the other Queen.
    #[command(subcommand)]
    Hive(hive::Command),
    /// Blokus 3D: stack polycubes into a structure; own the view from above.
    #[command(subcommand)]
    Blokus3d(blokus3d::Command),
}

/// The exit code of a terminal session (play, an engine): an I/O error is
/// reported on stderr.
fn session_exit(result: std::io::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.game {
        GameCommand::Deblockle(command) => deblockle::run(command),
        GameCommand::Hive(command) => hive::run(command),
        GameCommand::Blokus3d(command) => blokus3d::run(command),
    }
}
