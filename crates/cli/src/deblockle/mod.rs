//! `tabletop-cli deblockle …`: move lists, perft, terminal play, computer
//! matches, the solved endgame, and the engine's analysis and review.

mod analyse;
mod board_text;
mod matches;
mod play;
mod puzzles;
mod replay;
mod solve;

pub(crate) use solve::solve_with_progress;

use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Subcommand, ValueEnum};
use tabletop_rules::deblockle::{
    ByPlayer, Game, GameSetup, MoveRules, Player, Position, RulesOptions, TipWithoutHop, perft,
    perft_divide,
};

/// What to do with Deblockle.
#[derive(Subcommand)]
pub enum Command {
    /// Print the legal moves of a position, one per line.
    Moves {
        #[command(flatten)]
        position: PositionArgs,
    },
    /// Count the move sequences of a given length; the count is the last line.
    Perft {
        /// How many moves deep.
        depth: u32,
        #[command(flatten)]
        position: PositionArgs,
        /// Also print each legal move with its count.
        #[arg(long)]
        divide: bool,
    },
    /// Two people play at one terminal.
    Play(play::PlayArgs),
    /// Solve an endgame by retrograde analysis and count its results.
    Solve(solve::SolveArgs),
    /// Draw puzzles from the solved tables and proof search, each checked,
    /// and write them as a puzzle book.
    Puzzles(puzzles::PuzzlesArgs),
    /// Computer players play each other; the last line is `gold W teal W draws D`.
    Match(matches::MatchArgs),
    /// Check a game record under the rules; the last line is the final
    /// position. A record carries its own rules (variants included).
    Replay(replay::ReplayArgs),
    /// What the engine makes of a position: its move, the verdict, the line it expects.
    Analyse {
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        effort: crate::analysis::SearchEffort,
        #[command(flatten)]
        tables: analyse::TablesArgs,
    },
    /// Mark each move of a game record: best, good, inaccuracy, mistake or blunder.
    Review(analyse::ReviewArgs),
}

/// A position and the move rules it is played under.
#[derive(Args)]
pub struct PositionArgs {
    /// The position in notation (default: the spec's example start).
    #[arg(long, default_value = Position::EXAMPLE_START)]
    position: String,
    #[command(flatten)]
    rules: MoveRulesArgs,
}

impl PositionArgs {
    fn position(&self) -> Result<Position, UsageError> {
        parse_position(&self.position, self.rules.move_rules())
    }
}

/// Bad input on the command line: reported like clap's own errors, exit code 2.
pub struct UsageError(String);

impl UsageError {
    fn report(self) -> ExitCode {
        eprintln!("error: {}", self.0);
        ExitCode::from(2)
    }
}

fn parse_position(text: &str, rules: MoveRules) -> Result<Position, UsageError> {
    Position::from_notation(text, rules)
        .map_err(|error| UsageError(format!("invalid --position '{text}': {error}")))
}

/// The variants that change which moves are legal.
#[derive(Args, Clone)]
pub struct MoveRulesArgs {
    /// The no-adjacent variant: no turn may end with opposing blocks side by side.
    #[arg(long)]
    no_adjacent: bool,
    /// When a tip leaves a symbol with nowhere to hop: forbid the tip, or let it stay.
    #[arg(long, value_enum, default_value_t = TipWithoutHopArg::Forbid)]
    tip_without_hop: TipWithoutHopArg,
}

impl MoveRulesArgs {
    fn move_rules(&self) -> MoveRules {
        MoveRules {
            no_adjacent: self.no_adjacent,
            tip_without_hop: match self.tip_without_hop {
                TipWithoutHopArg::Forbid => TipWithoutHop::Forbid,
                TipWithoutHopArg::Stay => TipWithoutHop::Stay,
            },
        }
    }
}

#[derive(ValueEnum, Clone, Copy)]
enum TipWithoutHopArg {
    Forbid,
    Stay,
}

/// Runs one Deblockle command.
pub fn run(command: Command) -> ExitCode {
    match execute(command) {
        Ok(code) => code,
        Err(error) => error.report(),
    }
}

fn execute(command: Command) -> Result<ExitCode, UsageError> {
    match command {
        Command::Moves { position } => {
            for mv in position.position()?.legal_moves() {
                say!("{mv}");
            }
        }
        Command::Perft {
            depth,
            position,
            divide,
        } => {
            let position = position.position()?;
            let started = Instant::now();
            let nodes = if divide {
                let counts = perft_divide(&position, depth);
                for (mv, count) in &counts {
                    say!("{mv} {count}");
                }
                counts.iter().map(|(_, count)| count).sum()
            } else {
                perft(&position, depth)
            };
            let seconds = started.elapsed().as_secs_f64();
            eprintln!(
                "perft({depth}) = {nodes} in {seconds:.3} s ({:.1} M nodes/s)",
                nodes as f64 / seconds.max(1e-9) / 1e6
            );
            say!("{nodes}");
        }
        Command::Play(args) => return Ok(play::run(new_game(&args)?)),
        Command::Solve(args) => return Ok(solve::run(&args)),
        Command::Puzzles(args) => return Ok(puzzles::run(&args)),
        Command::Match(args) => return Ok(matches::run(&args)),
        Command::Replay(args) => return Ok(replay::run(&args)),
        Command::Analyse {
            position,
            effort,
            tables,
        } => return analyse::analyse(&position, &effort, &tables),
        Command::Review(args) => return Ok(analyse::review(&args)),
    }
    Ok(ExitCode::SUCCESS)
}

/// Builds the game `play` starts with: a given position, or a quick setup
/// (random roll and placement) from a seed.
fn new_game(args: &play::PlayArgs) -> Result<Game, UsageError> {
    let rules = RulesOptions {
        blocks: ByPlayer {
            gold: args.gold_blocks,
            teal: args.teal_blocks,
        },
        no_adjacent: args.rules.no_adjacent,
        tip_without_hop: args.rules.move_rules().tip_without_hop,
        repetition_draw: !args.strict,
        move_cap: args.move_cap,
    };
    if let Some(position) = &args.position {
        return Ok(Game::new(
            rules,
            parse_position(position, rules.move_rules())?,
        ));
    }
    let seed = args.seed.unwrap_or_else(clock_seed);
    say!("Quick setup with --seed {seed}: both sides' blocks rolled and placed at random.");
    let setup = GameSetup::from_seed(&rules, Player::Gold, seed);
    Game::from_setup(rules, setup).map_err(|error| UsageError(error.to_string()))
}

/// A seed that differs from game to game.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos() as u64)
}
