//! `tabletop-cli`: tabletop's games on the command line — perft, move
//! lists and terminal play. No Bevy: it builds and starts in moments. A
//! library too, so that the fuzz targets can drive its UHP engine the way
//! a program on its standard input does.
#![forbid(unsafe_code)]

/// `println!` for the program's output, except that a reader that went
/// away (`… | head -1`) ends the program quietly, as it ends Unix tools,
/// instead of a panic at the next line.
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::said(std::io::Write::write_fmt(
            &mut std::io::stdout(),
            format_args!("{}\n", format_args!($($arg)*)),
        ))
    };
}

mod analysis;
mod blokus3d;
mod deblockle;
mod hive;
mod match_summary;
mod net;
mod parallel;
mod rate_levels;
mod soak;

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
    /// Play friends on other computers: host a game, or join one.
    #[command(subcommand)]
    Net(net::Command),
    /// Random games of every game, the rules checked against themselves
    /// after every move; stops at the first broken invariant.
    Soak(soak::SoakArgs),
    /// The computer's levels of a game on one rating scale, from games
    /// between them (the random mover is 0).
    RateLevels(rate_levels::RateArgs),
}

/// Where [`say!`] ends: a closed output ends the program quietly (as
/// ripgrep does, with success), another failure to write says why.
fn said(result: std::io::Result<()>) {
    match result {
        Ok(()) => {}
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {
            std::process::exit(0);
        }
        Err(error) => {
            eprintln!("error: cannot write the output: {error}");
            std::process::exit(1);
        }
    }
}

/// The exit code of a command that makes something: its error, if any,
/// said on stderr.
pub(crate) fn exit_code(result: Result<(), impl std::fmt::Display>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// The exit code of a terminal session (play, an engine): an I/O error is
/// reported on stderr; a reader that went away ends it quietly.
fn session_exit(result: std::io::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// The lines a person or a program types, each read whole even where its
/// bytes are not UTF-8 (they become U+FFFD, and the command that holds
/// them is refused like any other wrong one): one bad byte must not end a
/// session.
fn typed_lines(mut input: impl std::io::BufRead) -> impl Iterator<Item = std::io::Result<String>> {
    std::iter::from_fn(move || {
        let mut bytes = Vec::new();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) => None,
            Ok(_) => {
                let line = String::from_utf8_lossy(&bytes);
                Some(Ok(line.trim_end_matches(['\n', '\r']).to_owned()))
            }
            Err(error) => Some(Err(error)),
        }
    })
}

/// Runs the command its arguments give, as the `tabletop-cli` program.
pub fn run_from_arguments() -> ExitCode {
    let cli = Cli::parse();
    match cli.game {
        GameCommand::Deblockle(command) => deblockle::run(command),
        GameCommand::Hive(command) => hive::run(command),
        GameCommand::Blokus3d(command) => blokus3d::run(command),
        GameCommand::Net(command) => net::run(command),
        GameCommand::Soak(args) => soak::run(&args),
        GameCommand::RateLevels(args) => rate_levels::run(&args),
    }
}

/// The UHP engine of `tabletop-cli hive uhp`, reading commands from `input`
/// and answering on `output` until `exit` or the end of input.
///
/// # Errors
/// Reading `input` or writing `output` failed.
pub fn uhp_engine(
    input: impl std::io::BufRead,
    output: impl std::io::Write,
    threads: usize,
) -> std::io::Result<()> {
    hive::uhp::run(input, output, threads)
}
