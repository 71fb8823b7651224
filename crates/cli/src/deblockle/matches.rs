//! `tabletop-cli deblockle match`: computer players play each other.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use tabletop_ai::Level;
use tabletop_ai::deblockle::{Contest, Played, Thinking};
use tabletop_rules::clock::TimeControl;
use tabletop_rules::deblockle::{ByPlayer, GameRecord, Outcome, Player, RulesOptions};

use super::solve::solve_with_progress;
use crate::parallel::in_parallel;

/// A match between two computer players.
#[derive(Args)]
pub struct MatchArgs {
    /// Gold's level: random, beginner, easy, medium, advanced or hard.
    #[arg(long)]
    gold: Level,
    /// Teal's level: random, beginner, easy, medium, advanced or hard.
    #[arg(long)]
    teal: Level,
    /// How many games.
    #[arg(long, default_value_t = 10)]
    games: usize,
    /// The seed of the rolls and of the players' random choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The most a player thinks per move, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    movetime: u64,
    /// Write each game's record (RON) into this folder, numbered on from
    /// the records already there (none is ever replaced).
    #[arg(long)]
    record: Option<PathBuf>,
    /// A game still going after this many turns is drawn.
    #[arg(long, default_value_t = 300)]
    move_cap: u32,
    /// Games played at once (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Play on a clock: minutes each plus seconds a move (`5+3`; `0+2` is
    /// two seconds a move with nothing banked). Each side thinks what its
    /// clock allows (`--movetime` at most) and loses when it runs out.
    #[arg(long, value_name = "M+S")]
    clock: Option<TimeControl>,
}

/// Plays the match; every game's result and the tally go to stdout.
pub fn run(args: &MatchArgs) -> ExitCode {
    if let Some(folder) = &args.record
        && let Err(error) = fs::create_dir_all(folder)
    {
        eprintln!(
            "error: cannot make the folder {}: {error}",
            folder.display()
        );
        return ExitCode::FAILURE;
    }
    let first_record = match &args.record {
        Some(folder) => match first_free_number(folder) {
            Ok(number) => number,
            Err(error) => {
                eprintln!(
                    "error: cannot read the folder {}: {error}",
                    folder.display()
                );
                return ExitCode::FAILURE;
            }
        },
        None => 1,
    };
    let rules = RulesOptions {
        move_cap: Some(args.move_cap),
        ..RulesOptions::default()
    };
    let contest = Contest {
        levels: ByPlayer {
            gold: args.gold,
            teal: args.teal,
        },
        rules,
        seed: args.seed,
        movetime: Duration::from_millis(args.movetime),
        endgame: [args.gold, args.teal]
            .contains(&Level::Hard)
            .then(|| Arc::new(solve_with_progress(rules.move_rules()))),
        clock: args.clock.unwrap_or_default(),
    };
    let bar = ProgressBar::new(args.games as u64).with_style(
        ProgressStyle::with_template("games [{bar:40}] {pos}/{len} {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    let games = in_parallel(
        args.games,
        args.threads,
        |number| contest.play(number as u64),
        || bar.inc(1),
    );
    bar.finish_and_clear();
    let mut wins = ByPlayer::both(0);
    let mut draws = 0;
    let mut thinking = ByPlayer::<Thinking>::default();
    let mut on_time = 0;
    for (number, played) in games.iter().enumerate() {
        let game = &played.game;
        match game.outcome() {
            Some(Outcome::Win(player)) => wins[player] += 1,
            _ => draws += 1,
        }
        let outcome = match (game.outcome(), game.timed_out()) {
            (_, Some(loser)) => {
                on_time += 1;
                format!(
                    "{} wins on time ({loser}'s clock ran out)",
                    loser.opponent()
                )
            }
            (Some(outcome), None) => outcome.to_string(),
            (None, None) => "unfinished".to_owned(),
        };
        say!(
            "game {}: {outcome} after {} turns",
            number + 1,
            game.moves().len()
        );
        for player in Player::BOTH {
            thinking[player].add(played.thinking[player]);
        }
        if let Some(folder) = &args.record
            && let Err(error) = write_record(folder, first_record + number, played)
        {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    }
    for player in Player::BOTH {
        let side = thinking[player];
        say!(
            "{player} ({}): {} moves, {:.1} ms a move on average, {:.0} ms at most",
            contest.levels[player],
            side.moves,
            side.total.as_secs_f64() * 1000.0 / f64::from(side.moves.max(1)),
            side.longest.as_secs_f64() * 1000.0
        );
    }
    if args.clock.is_some() {
        say!("lost on time: {on_time}");
    }
    let score = tabletop_rating::MatchScore {
        won: wins.gold,
        drawn: draws,
        lost: wins.teal,
    };
    say!("{}", crate::match_summary::score_line("gold", score));
    say!("gold {} teal {} draws {draws}", wins.gold, wins.teal);
    ExitCode::SUCCESS
}

/// The number after the highest `game-NNNN.ron` in `folder` (1 if none):
/// a second match into the same folder keeps the first one's records.
fn first_free_number(folder: &Path) -> std::io::Result<usize> {
    let mut highest = 0;
    for entry in fs::read_dir(folder)? {
        let name = entry?.file_name();
        let number = name
            .to_str()
            .and_then(|name| name.strip_prefix("game-")?.strip_suffix(".ron"))
            .and_then(|digits| digits.parse::<usize>().ok());
        highest = highest.max(number.unwrap_or(0));
    }
    Ok(highest + 1)
}

/// Writes game `number`'s record as `game-NNNN.ron` in `folder`, atomically,
/// unless a file of that name appeared meanwhile.
fn write_record(folder: &Path, number: usize, played: &Played) -> Result<(), String> {
    let path = folder.join(format!("game-{number:04}.ron"));
    if path.exists() {
        return Err(format!("{} exists; it is not replaced", path.display()));
    }
    let record = GameRecord::from_game(&played.game).with_clock(played.clock.clone());
    tabletop_store::save(&record, &path, "game record").map_err(|error| error.to_string())
}
