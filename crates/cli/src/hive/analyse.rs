//! `tabletop-cli hive analyse` and `review`: what the engine makes of a
//! game's position, and the marks of its moves.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Args;
use serde::Deserialize;
use tabletop_ai::analysis::SearchAnalyst;
use tabletop_ai::hive::HiveEvaluation;
use tabletop_rules::hive::{Colour, HiveGame, HiveRules, Move, Position};

use crate::analysis::{Notation, SearchEffort, print_analysis, print_review, read};

/// The position to analyse.
#[derive(Args)]
pub struct AnalyseArgs {
    /// The game so far as a UHP GameString (default: the start).
    #[arg(long)]
    game: Option<String>,
    #[command(flatten)]
    effort: SearchEffort,
}

/// The game to review.
#[derive(Args)]
pub struct ReviewArgs {
    /// A file holding a UHP GameString, or a game the app saved.
    file: PathBuf,
    #[command(flatten)]
    effort: SearchEffort,
}

/// What a saved game of the app holds that a review needs.
#[derive(Deserialize)]
struct SavedGame {
    rules: HiveRules,
    game: String,
}

/// Hive's moves and colours as UHP writes them.
const NOTATION: Notation<Position> = Notation {
    seat: |seat| {
        if seat == Colour::White.index() {
            "White".to_owned()
        } else {
            "Black".to_owned()
        }
    },
    mv: |position, mv| position.move_string(mv),
};

fn analyst() -> SearchAnalyst<Position, HiveEvaluation> {
    SearchAnalyst::new(HiveEvaluation, Arc::default())
}

/// Analyses the position the game string reaches.
pub fn analyse(args: &AnalyseArgs) -> ExitCode {
    let game = match args.game.as_deref().map(HiveGame::parse) {
        None => HiveGame::new(),
        Some(Ok(game)) => game,
        Some(Err(error)) => {
            eprintln!("error: invalid --game: {error}");
            return ExitCode::from(2);
        }
    };
    print_analysis(
        &mut analyst(),
        game.positions(),
        args.effort.effort(),
        &NOTATION,
    )
}

/// Reviews the game in the file.
pub fn review(args: &ReviewArgs) -> ExitCode {
    let game = read(&args.file).and_then(|text| {
        let game = match ron::from_str::<SavedGame>(&text) {
            Ok(saved) => HiveGame::parse_under(&saved.game, saved.rules),
            Err(_) => HiveGame::parse(text.trim()),
        };
        game.map_err(|error| format!("{}: {error}", args.file.display()))
    });
    let game = match game {
        Ok(game) => game,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::FAILURE;
        }
    };
    let positions = game.positions();
    let moves: Option<Vec<Move>> = game
        .moves()
        .iter()
        .zip(positions)
        .map(|(text, position)| position.parse_move(text).ok())
        .collect();
    let Some(moves) = moves else {
        eprintln!("error: a move of the game cannot be read back");
        return ExitCode::FAILURE;
    };
    print_review(
        &mut analyst(),
        &positions[0],
        &moves,
        args.effort.effort(),
        &NOTATION,
        2,
    )
}
