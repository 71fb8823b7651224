//! `tabletop-cli rate-levels --game G`: the computer's levels of a game on
//! one scale. Every pair of levels at most `--reach` apart plays `--games`
//! games (each beginning half of them), every game from its own stream of
//! the seed, so the same command gives the same table on any computer and
//! any number of threads; the levels are fitted by Bradley–Terry, the
//! random mover anchored at 0, and the table is printed and written where
//! the app reads it.

mod games;

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use tabletop_ai::Level;
use tabletop_rating::{LEVEL_TABLE_VERSION, LevelTable, RatedLevel, Tally, fit_levels};
use tabletop_rules::deblockle::RulesOptions;

pub use games::RatedGame;
use games::{Result, Shared};

use crate::deblockle::solve_with_progress;
use crate::parallel::in_parallel;

/// The levels' rating.
#[derive(Args)]
pub struct RateArgs {
    /// The game whose levels are rated.
    #[arg(long, value_enum)]
    game: RatedGame,
    /// Games between each pair of levels.
    #[arg(long, default_value_t = 200)]
    games: u32,
    /// Pairs of levels at most this many steps apart play each other.
    #[arg(long, default_value_t = 2)]
    reach: usize,
    /// The levels to rate, weakest first (all of them by default; the
    /// first is the anchor at 0).
    #[arg(long, value_delimiter = ',')]
    levels: Option<Vec<Level>>,
    /// Where every game's randomness comes from.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Drawn games given each pair that met, so that a sweep keeps a
    /// finite rating (as BayesElo's prior).
    #[arg(long, default_value_t = 2.0)]
    prior_draws: f64,
    /// Write the table into this folder as `<game>.ron` (the app's is
    /// `assets/levels`).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Games played at once (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
}

/// One game to play: the pair's levels (indices) and its number.
#[derive(Clone, Copy)]
struct Game {
    first: usize,
    second: usize,
    number: u64,
}

/// Rates the levels; the tallies and the table go to stdout.
pub fn run(args: &RateArgs) -> ExitCode {
    crate::exit_code(rate(args))
}

fn rate(args: &RateArgs) -> std::result::Result<(), String> {
    let levels = args.levels.clone().unwrap_or_else(|| Level::ALL.to_vec());
    if levels.len() < 2 {
        return Err("rate at least two levels".to_owned());
    }
    let pairs: Vec<(usize, usize)> = (0..levels.len())
        .flat_map(|second| (second + 1..levels.len()).map(move |first| (first, second)))
        .filter(|&(first, second)| first - second <= args.reach.max(1))
        .collect();
    let schedule: Vec<Game> = pairs
        .iter()
        .flat_map(|&(first, second)| {
            (0..u64::from(args.games)).map(move |number| Game {
                first,
                second,
                number,
            })
        })
        .collect();
    let shared = Shared {
        endgame: (args.game == RatedGame::Deblockle && levels.contains(&Level::Hard))
            .then(|| Arc::new(solve_with_progress(RulesOptions::default().move_rules()))),
    };
    let bar = ProgressBar::new(schedule.len() as u64).with_style(
        ProgressStyle::with_template("games [{bar:40}] {pos}/{len} {elapsed} (about {eta} left)")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    let results = in_parallel(
        schedule.len(),
        args.threads,
        |index| {
            let game = schedule[index];
            let seed = pair_seed(args.seed, game.first, game.second);
            let (first, second) = (levels[game.first], levels[game.second]);
            args.game.play(first, second, seed, game.number, &shared)
        },
        || bar.inc(1),
    );
    bar.finish_and_clear();
    let tallies = tally(&pairs, &schedule, &results);
    for tally in &tallies {
        say!(
            "{} against {}: {} won, {} drawn, {} lost",
            levels[tally.first],
            levels[tally.second],
            tally.wins,
            tally.draws,
            tally.losses
        );
    }
    let fitted =
        fit_levels(levels.len(), &tallies, args.prior_draws).map_err(|error| error.to_string())?;
    let table = LevelTable {
        version: LEVEL_TABLE_VERSION,
        game: args.game.setup(),
        seed: args.seed,
        prior_draws: args.prior_draws,
        levels: levels
            .iter()
            .zip(&fitted)
            .map(|(&level, fitted)| RatedLevel {
                name: level.name().to_owned(),
                plays: args.game.plays(level),
                rating: fitted.rating.round(),
                error: fitted.error.round(),
            })
            .collect(),
        tallies,
    };
    say!("\n| level | plays | rating |\n|---|---|---|");
    for level in &table.levels {
        say!(
            "| {} | {} | {} ± {} |",
            level.name,
            level.plays,
            level.rating,
            level.error
        );
    }
    if let Some(folder) = &args.out {
        let path = folder.join(format!("{}.ron", args.game.name()));
        tabletop_store::write_atomically(&path, table.write().as_bytes())
            .map_err(|error| format!("cannot write {}: {error}", path.display()))?;
        say!("wrote {}", path.display());
    }
    Ok(())
}

/// The seed of one pair's games: each pair its own, whatever else is rated.
fn pair_seed(seed: u64, first: usize, second: usize) -> u64 {
    let pair = (first as u64) << 8 | second as u64;
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(pair)
}

/// Each pair's games, from the stronger (later) level's side.
fn tally(pairs: &[(usize, usize)], schedule: &[Game], results: &[Result]) -> Vec<Tally> {
    pairs
        .iter()
        .map(|&(first, second)| {
            let mut tally = Tally {
                first,
                second,
                wins: 0,
                draws: 0,
                losses: 0,
            };
            let played = schedule
                .iter()
                .zip(results)
                .filter(|(game, _)| (game.first, game.second) == (first, second));
            for (_, result) in played {
                match result {
                    Result::Won => tally.wins += 1,
                    Result::Drawn => tally.draws += 1,
                    Result::Lost => tally.losses += 1,
                }
            }
            tally
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The level tables the app ships, by game.
    const SHIPPED: [(RatedGame, &str); 3] = [
        (
            RatedGame::Deblockle,
            include_str!("../../../../assets/levels/deblockle.ron"),
        ),
        (
            RatedGame::Hive,
            include_str!("../../../../assets/levels/hive.ron"),
        ),
        (
            RatedGame::Blokus3d,
            include_str!("../../../../assets/levels/blokus3d.ron"),
        ),
    ];

    /// A level that plays differently from when it was rated makes its
    /// table wrong: remake it with `rate-levels --out assets/levels`.
    #[test]
    fn the_shipped_level_tables_rate_the_levels_as_they_play_now() {
        for (game, text) in SHIPPED {
            let table = LevelTable::read(text).unwrap_or_else(|error| panic!("{error}"));
            assert_eq!(table.game, game.setup());
            let rated: Vec<(&str, &str)> = table
                .levels
                .iter()
                .map(|level| (level.name.as_str(), level.plays.as_str()))
                .collect();
            let now: Vec<(&str, String)> = Level::ALL
                .iter()
                .map(|&level| (level.name(), game.plays(level)))
                .collect();
            let now: Vec<(&str, &str)> = now.iter().map(|(n, p)| (*n, p.as_str())).collect();
            assert_eq!(rated, now, "{}: remake the table", game.name());
            assert_eq!(table.levels[0].rating, 0.0);
            assert!(
                table
                    .tallies
                    .iter()
                    .all(|t| t.wins + t.draws + t.losses >= 200),
                "{}",
                game.name()
            );
        }
    }

    #[test]
    fn each_pair_of_levels_has_its_own_seed() {
        let seeds: std::collections::HashSet<u64> = (0..6)
            .flat_map(|a| (0..6).map(move |b| pair_seed(1, a, b)))
            .collect();
        assert_eq!(seeds.len(), 36);
    }
}
