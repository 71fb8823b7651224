//! `tabletop-cli blokus3d …`: legal placements, terminal play, computer
//! matches, and the tree search's analysis and review.

mod analyse;
mod matches;
mod play;
mod top_view;

use std::process::ExitCode;

use clap::{Args, Subcommand};
use tabletop_rules::blokus3d::{Position, Seating};

/// What to do with Blokus 3D.
#[derive(Subcommand)]
pub enum Command {
    /// List the legal placements of the colour to move, one per line.
    Moves {
        #[command(flatten)]
        setup: SetupArgs,
        /// Print only how many there are.
        #[arg(long)]
        count: bool,
    },
    /// People play at the terminal: placements typed as L4:5@3,2.
    Play {
        #[command(flatten)]
        setup: SetupArgs,
    },
    /// Computer players play each other; the tally is the last line.
    Match {
        #[command(flatten)]
        setup: SetupArgs,
        /// One per person, in seat order: random, greedy, mcts, mcts<playouts>.
        #[arg(long = "player", required = true)]
        lineup: Vec<tabletop_ai::blokus3d::Blokus3dPlayer>,
        /// Games in all; the players take turns at each seat.
        #[arg(long, default_value_t = 10)]
        games: u32,
        /// Seed of the players' random choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Play on clocks, a clock a colour: minutes each plus seconds a
        /// placement (`5+3`; `0+2` is two seconds a placement). A colour
        /// whose clock runs out is out; tree search thinks on time.
        #[arg(long, value_name = "M+S")]
        clock: Option<tabletop_rules::clock::TimeControl>,
    },
    /// What the tree search makes of a position: its placement, each player's chances, the line.
    Analyse(analyse::AnalyseArgs),
    /// Mark each placement of a game: best, good, inaccuracy, mistake or blunder.
    Review(analyse::ReviewArgs),
}

/// Which game: a structure and seating, or a position file.
#[derive(Args)]
pub struct SetupArgs {
    /// The structure: A (Tower), B (Wall), C (Steps) or D (Pyramid).
    #[arg(long, default_value = "A")]
    structure: char,
    /// How many people play (2–4).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=4))]
    players: u8,
    /// Two players with two colours each (on the four-player structure).
    #[arg(long)]
    two_colours_each: bool,
    /// Start from the position in this file (`A-2; L4:5@3,2; …`, or that
    /// text as a RON string); it names its own structure and players.
    #[arg(long)]
    position: Option<std::path::PathBuf>,
}

impl SetupArgs {
    /// The starting position, or a message saying what is wrong.
    fn position(&self) -> Result<Position, String> {
        if let Some(path) = &self.position {
            let text = std::fs::read_to_string(path)
                .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
            return Position::parse_file(&text)
                .map_err(|error| format!("{}: {error}", path.display()));
        }
        let seating = Seating {
            players: self.players,
            two_colours_each: self.two_colours_each,
        };
        Position::start(self.structure, seating).map_err(|refused| refused.to_string())
    }
}

/// Runs one Blokus 3D command.
pub fn run(command: Command) -> ExitCode {
    match command {
        Command::Analyse(args) => analyse::analyse(&args),
        Command::Review(args) => analyse::review(&args),
        Command::Moves { setup, count } => with_position(&setup, |position| {
            let placements = position.legal_placements();
            if count {
                say!("{}", placements.len());
            } else {
                for placement in placements {
                    say!("{placement}");
                }
            }
            ExitCode::SUCCESS
        }),
        Command::Play { setup } => with_position(&setup, play::run),
        Command::Match {
            setup,
            lineup,
            games,
            seed,
            clock,
        } => with_position(&setup, |position| {
            matches::run(&position, &lineup, games, seed, clock.unwrap_or_default())
        }),
    }
}

/// Runs `then` on the position `setup` gives, or says what is wrong with it.
fn with_position(setup: &SetupArgs, then: impl FnOnce(Position) -> ExitCode) -> ExitCode {
    match setup.position() {
        Ok(position) => then(position),
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::from(2)
        }
    }
}
