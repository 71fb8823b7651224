//! `tabletop-cli hive …`: perft and the UHP engine.

mod uhp;

use std::process::ExitCode;
use std::time::Instant;

use clap::Subcommand;
use tabletop_rules::hive::{HiveGame, perft};

/// What to do with Hive.
#[derive(Subcommand)]
pub enum Command {
    /// Count the move sequences of a given length; the count is the last line.
    Perft {
        /// How many moves deep.
        depth: u32,
        /// The position as a UHP game string (default: the start).
        #[arg(long)]
        game: Option<String>,
    },
    /// Speak the Universal Hive Protocol on stdin and stdout.
    Uhp,
}

/// Runs one Hive command.
pub fn run(command: Command) -> ExitCode {
    match command {
        Command::Uhp => match uhp::run(std::io::stdin().lock(), std::io::stdout().lock()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("error: {error}");
                ExitCode::FAILURE
            }
        },
        Command::Perft { depth, game } => {
            let game = match game.as_deref().map(HiveGame::parse) {
                None => HiveGame::new(),
                Some(Ok(game)) => game,
                Some(Err(error)) => {
                    eprintln!("error: invalid --game: {error}");
                    return ExitCode::from(2);
                }
            };
            let started = Instant::now();
            let nodes = perft(game.position(), depth);
            let seconds = started.elapsed().as_secs_f64();
            eprintln!(
                "perft({depth}) = {nodes} in {seconds:.3} s ({:.2} M nodes/s)",
                nodes as f64 / seconds.max(1e-9) / 1e6
            );
            println!("{nodes}");
            ExitCode::SUCCESS
        }
    }
}
