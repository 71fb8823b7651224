//! Two people play Deblockle at one terminal: moves typed in notation.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use clap::Args;
use tabletop_rules::concession::Concession;
use tabletop_rules::deblockle::{Game, Position, Undone};

use super::MoveRulesArgs;
use super::board_text::draw;

/// How the terminal game starts.
#[derive(Args)]
pub struct PlayArgs {
    /// Start from this position instead of a setup.
    #[arg(long, conflicts_with = "seed")]
    pub position: Option<String>,
    /// Seed of the quick setup's roll and placement (default: the clock).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Gold's blocks, 1–4.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=4))]
    pub gold_blocks: u8,
    /// Teal's blocks, 1–4.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=4))]
    pub teal_blocks: u8,
    /// The printed rules: no draw by threefold repetition.
    #[arg(long)]
    pub strict: bool,
    /// Draw after this many turns.
    #[arg(long)]
    pub move_cap: Option<u32>,
    #[command(flatten)]
    pub rules: MoveRulesArgs,
}

const HELP: &str = "\
Type a move: the block's square, the tip direction (N E S W) and, if it hops,
'-' and where it lands: c1N-d3, e3N. A block is shown as owner, top face and
north face: gHC is Gold with Hoops up and Cross facing north.
Faces: S Star, P Stop, C Cross, X X, L Slider, H Hoops.
Commands: moves (list the legal moves), undo, draw (agree a draw), resign (the
player to move gives up), help, quit.";

/// Plays on stdin and stdout.
pub fn run(game: Game) -> ExitCode {
    crate::session_exit(play(game, io::stdin().lock(), io::stdout().lock()))
}

/// The game loop, over any input and output.
fn play(mut game: Game, input: impl BufRead, mut out: impl Write) -> io::Result<()> {
    writeln!(out, "{HELP}\n")?;
    show(&game, &mut out)?;
    for line in crate::typed_lines(input) {
        let line = line?;
        match line.trim() {
            "" => continue,
            "quit" | "exit" => break,
            "help" | "?" => writeln!(out, "{HELP}")?,
            "moves" => {
                let moves: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
                writeln!(out, "{}", moves.join(" "))?;
            }
            "undo" => {
                match game.undo() {
                    Some(Undone::Move(mv)) => writeln!(out, "Took back {mv}.")?,
                    Some(Undone::DrawAgreement) => writeln!(out, "The draw is called off.")?,
                    Some(Undone::TimeOut) => writeln!(out, "The loss on time is taken back.")?,
                    Some(Undone::Resignation) => writeln!(out, "The resignation is taken back.")?,
                    None => writeln!(out, "Nothing to undo.")?,
                }
                show(&game, &mut out)?;
            }
            "draw" => match game.agree_draw() {
                Ok(()) => show(&game, &mut out)?,
                Err(error) => writeln!(out, "Can't: {error}.")?,
            },
            "resign" => match game.concede(game.position().turn(), Concession::Resigned) {
                Ok(()) => show(&game, &mut out)?,
                Err(error) => writeln!(out, "Can't: {error}.")?,
            },
            text => match text.parse() {
                Err(error) => writeln!(out, "Can't read that move ({error}); type help for how.")?,
                Ok(mv) => match game.play(mv) {
                    Err(error) => writeln!(out, "Illegal: {error}.")?,
                    Ok(turn) => {
                        if let Some(notice) = turn.blocked_notice() {
                            writeln!(out, "{notice}.")?;
                        }
                        show(&game, &mut out)?;
                    }
                },
            },
        }
    }
    Ok(())
}

fn show(game: &Game, out: &mut impl Write) -> io::Result<()> {
    let position: &Position = game.position();
    write!(out, "\n{}", draw(position.board()))?;
    writeln!(out, "{position}")?;
    match game.outcome() {
        None => writeln!(out, "{} to move:", position.turn()),
        Some(outcome) => writeln!(out, "{outcome}."),
    }
}
