//! `tabletop-cli hive puzzles`: "win in N" puzzles found in real records
//! and computer games, and proven (every defence, the first move the only one, no shorter
//! win), written as a puzzle book for the game to ship.

use std::error::Error;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use tabletop_ai::hive_puzzles::{LONGEST_WIN, generate};
use tabletop_rules::hive::{
    Expansions, HIVE_PUZZLE_BOOK_VERSION, HiveGame, HivePuzzleBook, HiveRules, read_record,
};

/// The book's file in the folder given.
pub const BOOK_FILE: &str = "hive.ron";

/// Where to write the puzzles, and how many.
#[derive(Args)]
pub struct PuzzlesArgs {
    /// The folder to write the book to (as `hive.ron`).
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// Puzzles of "win in 1", "in 2", "in 3" and "in 4" for each game
    /// type (fewer where the games hold fewer).
    #[arg(long, value_delimiter = ',', default_values_t = [35, 35, 25, 20])]
    per_win: Vec<usize>,
    /// The game types to draw puzzles from, comma separated.
    #[arg(long, value_delimiter = ',', default_value = "Base,Base+MLP")]
    game_types: Vec<String>,
    /// The seed of the games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The most games to play for each game type.
    #[arg(long, default_value_t = 250)]
    games: u64,
    /// A folder of real games (SGF from BoardSpace, PGN from hivegame.com
    /// or Mzinga, GameStrings) whose positions are asked first.
    #[arg(long, value_name = "DIR")]
    records: Option<PathBuf>,
}

/// Generates the book and prints what it holds; the last line is
/// `puzzles P games G positions Q dropped D from records R`.
pub fn run(args: &PuzzlesArgs) -> ExitCode {
    crate::exit_code(write_book(args))
}

fn write_book(args: &PuzzlesArgs) -> Result<(), Box<dyn Error>> {
    let started = Instant::now();
    let mut types = Vec::new();
    for game_type in &args.game_types {
        let expansions = Expansions::parse(game_type)
            .ok_or_else(|| format!("'{game_type}' is not a game type (Base, Base+MLP)"))?;
        types.push((game_type.as_str(), expansions));
    }
    let per_level: [usize; LONGEST_WIN as usize] = args
        .per_win
        .clone()
        .try_into()
        .map_err(|_| "--per-win takes four counts: win in 1, 2, 3 and 4")?;
    let records = match &args.records {
        Some(folder) => read_records(folder)?,
        None => Vec::new(),
    };
    // Each game type on a thread of its own, from its own seed: the same
    // puzzles however many there are.
    let found = std::thread::scope(|scope| {
        let workers: Vec<_> = types
            .iter()
            .enumerate()
            .map(|(index, &(game_type, expansions))| {
                let rules = HiveRules {
                    expansions,
                    ..HiveRules::default()
                };
                let seed = args.seed.wrapping_add(index as u64);
                let records: Vec<HiveGame> = records
                    .iter()
                    .filter(|record| record.rules().expansions == expansions)
                    .cloned()
                    .collect();
                scope.spawn(move || {
                    let progress = |found, wanted| {
                        if found % 10 == 0 || found == wanted {
                            eprintln!("{game_type}: {found}/{wanted} puzzles");
                        }
                    };
                    let found = generate(rules, per_level, seed, args.games, &records, progress);
                    (game_type, found)
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| worker.join().expect("a generator thread"))
            .collect::<Vec<_>>()
    });
    let mut puzzles = Vec::new();
    let (mut games, mut positions, mut dropped, mut from_records) = (0, 0, 0, 0);
    for (game_type, (found, report)) in found {
        for turns in 1..=LONGEST_WIN {
            let count = found.iter().filter(|p| p.win_in == turns).count();
            println!("{game_type} win in {turns}: {count}");
        }
        games += report.games;
        positions += report.positions;
        dropped += report.dropped;
        from_records += report.from_records;
        puzzles.extend(found);
    }
    puzzles.sort_by(|a, b| (a.win_in, &a.id).cmp(&(b.win_in, &b.id)));
    let book = HivePuzzleBook {
        version: HIVE_PUZZLE_BOOK_VERSION,
        puzzles,
    };
    let text = ron::ser::to_string_pretty(&book, ron::ser::PrettyConfig::default())?;
    // What is written reads back, every puzzle replayed under the rules.
    HivePuzzleBook::read(&text)?;
    std::fs::create_dir_all(&args.out)?;
    let path = args.out.join(BOOK_FILE);
    tabletop_store::write_atomically(&path, text.as_bytes())?;
    println!("wrote {} in {:.1?}", path.display(), started.elapsed());
    println!(
        "puzzles {} games {games} positions {positions} dropped {dropped} from records {from_records}",
        book.puzzles.len()
    );
    Ok(())
}

/// Every record in `folder` that reads (in name order); a record that does
/// not is named on stderr and left out.
fn read_records(folder: &Path) -> Result<Vec<HiveGame>, Box<dyn Error>> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(folder)
        .map_err(|error| format!("cannot read {}: {error}", folder.display()))?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.is_file())
        .collect();
    paths.sort();
    let mut games = Vec::new();
    for path in paths {
        let read = std::fs::read_to_string(&path)
            .map_err(|error| error.to_string())
            .and_then(|text| read_record(&text).map_err(|error| error.to_string()));
        match read {
            Ok(record) => games.push(record.game),
            Err(error) => eprintln!("{}: {error}", path.display()),
        }
    }
    println!("{} records read from {}", games.len(), folder.display());
    Ok(games)
}
