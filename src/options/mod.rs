//! The command line of `tabletop`.

mod apply;
mod asked;

use std::path::PathBuf;

use bevy::prelude::*;
use clap::{Parser, ValueEnum};
use tabletop_ai::Level;
use tabletop_i18n::Language;
use tabletop_rules::clock::TimeControl;
use tabletop_rules::deblockle::Move;

use crate::settings::UI_SCALE_BOUNDS;
use crate::table::palette::Palette;
use crate::table::seats::Seat;

/// How the rolled blocks are placed.
#[derive(ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SetupKind {
    /// The roller places them by hand.
    #[default]
    Full,
    /// At random, from the seed.
    Quick,
}

/// Which game.
#[derive(ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GameName {
    /// Deblockle (the default).
    #[default]
    Deblockle,
    /// Hive.
    Hive,
    /// Blokus 3D.
    Blokus3d,
}

/// Play board games at one screen. With no options the main menu opens;
/// `--seed` or `--setup` starts a Deblockle game with its setup (the dice
/// roll), `--game hive` a Hive game.
#[derive(Parser, Clone, Debug, Default)]
#[command(name = "tabletop", version, about)]
pub struct AppOptions {
    /// The game: `--game hive` starts a Hive game (from `--position`, a
    /// UHP GameString, if given).
    #[arg(long, value_enum)]
    pub game: Option<GameName>,
    /// Hive: who plays White: person (the default), random, easy, medium,
    /// hard, or engine:COMMAND (a UHP engine's program and arguments).
    #[arg(long, value_name = "PLAYER")]
    pub white: Option<Seat>,
    /// Hive: who plays Black (as --white).
    #[arg(long, value_name = "PLAYER")]
    pub black: Option<Seat>,
    /// Start a game from this position: Deblockle notation; for Hive a UHP
    /// GameString (`Base;InProgress;White[3];wS1;bG1 -wS1;…`); for Blokus
    /// 3D a file holding its position text (`A-2; L4:5@3,2; …`).
    #[arg(long)]
    pub position: Option<String>,
    /// Blokus 3D: the structure, A to D.
    #[arg(long, default_value_t = 'A')]
    pub structure: char,
    /// Blokus 3D: how many play, 2 to 4.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=4))]
    pub players: u8,
    /// Blokus 3D: two players with two colours each.
    #[arg(long)]
    pub two_colours_each: bool,
    /// Start a game whose setup is thrown from this seed; every random
    /// choice of the run (the computer's, a rematch's throw) draws from it too.
    #[arg(long, conflicts_with = "position")]
    pub seed: Option<u64>,
    /// Start a game with this setup: the roller places the blocks (full)
    /// or they are placed at random (quick).
    #[arg(long, value_enum, conflicts_with = "position")]
    pub setup: Option<SetupKind>,
    /// Show the setup's throws at rest, without their motion.
    #[arg(long, conflicts_with = "position")]
    pub instant_roll: bool,
    /// Print the start position (notation) once the setup is done, and quit.
    /// A quick setup is worked out without opening a window.
    #[arg(long, conflicts_with = "position")]
    pub exit_after_setup: bool,
    /// Open lesson N (from 1) of the game's lessons (`--game`: Deblockle's
    /// unless another is named).
    #[arg(long, value_name = "N", conflicts_with_all = ["position", "seed", "setup"])]
    pub lesson: Option<usize>,
    /// Open puzzle N (from 1) of the game's puzzles (`--game`: Deblockle's
    /// unless another is named).
    #[arg(long, value_name = "N", conflicts_with_all = ["position", "seed", "setup", "lesson"])]
    pub puzzle: Option<usize>,
    /// Open the Puzzles screen (levels, streak, the next unsolved puzzle).
    #[arg(long, conflicts_with_all = ["position", "seed", "setup", "lesson", "puzzle"])]
    pub puzzles: bool,
    /// Open the Record screen (every finished game, the players' ratings).
    #[arg(long, conflicts_with_all = ["position", "seed", "setup", "lesson", "puzzle", "puzzles"])]
    pub record: bool,
    /// Open the Games screen (the saved games, newest first).
    #[arg(long, conflicts_with_all = ["position", "seed", "setup", "lesson", "puzzle", "puzzles", "record"])]
    pub games: bool,
    /// Play on a clock, any game: minutes each plus seconds a move, as
    /// players write it (`5+3`, `10`, `0+30`).
    #[arg(long, value_name = "M+S")]
    pub clock: Option<TimeControl>,
    /// The computer plays this side (with `--level`); the other is yours.
    #[arg(long, value_enum)]
    pub computer: Option<Side>,
    /// A friend on another computer plays this side: the table shows the
    /// invitation to send them (and prints it alone on a line).
    #[arg(long, value_enum, conflicts_with = "computer")]
    pub friend: Option<Side>,
    /// The computer's level: random, beginner, easy, medium, advanced or
    /// hard (default medium).
    #[arg(long, requires = "computer", value_parser = parse_level)]
    pub level: Option<Level>,
    /// Play these moves, comma separated, with their animations.
    #[arg(long, value_delimiter = ',', value_parser = parse_move)]
    pub moves: Vec<Move>,
    /// Save a screenshot here once nothing is moving, then quit.
    #[arg(long)]
    pub screenshot: Option<PathBuf>,
    /// Take the screenshot this many seconds after start instead.
    #[arg(long, requires = "screenshot")]
    pub screenshot_after: Option<f32>,
    /// Print the time to the first frame and the frame rate over this many
    /// seconds, then quit.
    #[arg(long)]
    pub measure: Option<f32>,
    /// Carry on the autosaved game, as Continue in the menu does (the menu
    /// says why when there is none).
    #[arg(
        long = "continue",
        conflicts_with_all = ["game", "position", "seed", "setup", "lesson", "puzzle", "clock", "computer", "white", "black"]
    )]
    pub continue_game: bool,
    /// Show the app in this language for this run (en, tl, hr, id, vi, mr),
    /// whatever the settings say.
    #[arg(long, value_name = "CODE", value_parser = parse_language)]
    pub language: Option<Language>,
    /// Make the text and everything on the screens this many times their
    /// size for this run (0.75 to 1.5), whatever the settings say.
    #[arg(long, value_name = "S", value_parser = parse_ui_scale)]
    pub ui_scale: Option<f32>,
    /// The players' colours for this run, whatever the settings say:
    /// `colour-blind` (told apart by every eye, emblems on the pieces) or
    /// `standard`.
    #[arg(long, value_enum)]
    pub palette: Option<Palette>,
    /// Open the rules reference of the game at this page (from 1).
    #[arg(long, value_name = "PAGE")]
    pub rules: Option<usize>,
    /// Join the game a friend's invitation names, as Join a friend in the
    /// menu does.
    #[arg(
        long,
        value_name = "INVITATION",
        conflicts_with_all = ["game", "position", "seed", "setup", "lesson", "puzzle", "clock", "computer", "white", "black", "continue_game"]
    )]
    pub join: Option<String>,
}

/// A side of the board.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Gold, at the south edge.
    Gold,
    /// Teal, at the north edge.
    Teal,
}

fn parse_language(text: &str) -> Result<Language, String> {
    Language::ALL
        .into_iter()
        .find(|language| language.code() == text)
        .ok_or_else(|| "expected one of en, tl, hr, id, vi, mr".to_owned())
}

fn parse_ui_scale(text: &str) -> Result<f32, String> {
    let (least, most) = UI_SCALE_BOUNDS;
    text.parse::<f32>()
        .ok()
        .filter(|scale| (least..=most).contains(scale))
        .ok_or_else(|| format!("expected a number from {least} to {most}"))
}

fn parse_level(text: &str) -> Result<Level, String> {
    text.parse().map_err(|error| format!("{error}"))
}

fn parse_move(text: &str) -> Result<Move, String> {
    text.parse().map_err(|error| format!("{error}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(arguments: &[&str]) -> Result<AppOptions, clap::Error> {
        AppOptions::try_parse_from([&["tabletop"], arguments].concat())
    }

    #[test]
    fn the_text_size_and_the_palette_are_chosen_for_one_run() {
        let options = parsed(&["--ui-scale", "1.5", "--palette", "colour-blind"]).expect("parses");
        assert_eq!(options.ui_scale, Some(1.5));
        assert_eq!(options.palette, Some(Palette::ColourBlind));
        assert_eq!(parsed(&[]).expect("parses").palette, None);
        for refused in [
            &["--ui-scale", "2"][..],
            &["--ui-scale", "0.5"],
            &["--ui-scale", "big"],
        ] {
            assert!(parsed(refused).is_err(), "{refused:?}");
        }
        assert!(parsed(&["--palette", "rainbow"]).is_err());
    }
}
