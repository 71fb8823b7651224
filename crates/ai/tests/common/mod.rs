//! What the tests of Deblockle's engine share: the solved endgame, random
//! one-block-each positions, and a plain minimax over the rules' moves.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::UNIX_EPOCH;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tabletop_ai::deblockle::EndgameTable;
use tabletop_rules::deblockle::{MoveRules, Player, Position};

/// The one-block-each endgame under the default rules, solved once for
/// this build of the test.
pub fn table() -> &'static Arc<EndgameTable> {
    static TABLE: OnceLock<Arc<EndgameTable>> = OnceLock::new();
    TABLE.get_or_init(|| Arc::new(solved_once()))
}

/// Under cargo-nextest each test is a process of its own, and a dozen of
/// them need the table (seconds to solve): the first solves it and keeps
/// its bytes beside the build, the others read them back. The file is
/// named for this test binary as built (its size and time), so a solver
/// changed and built again solves afresh.
fn solved_once() -> EndgameTable {
    let rules = MoveRules::default();
    let kept = kept_table_path();
    if let Some(table) = kept
        .as_ref()
        .and_then(|path| std::fs::read(path).ok())
        .and_then(|bytes| EndgameTable::from_bytes(&bytes, rules))
    {
        return table;
    }
    let table = EndgameTable::solve(rules, |_| {});
    if let Some(path) = kept {
        forget_earlier_builds(&path);
        // Written whole under another name first: tests that start at once
        // never read half a file.
        let part = path.with_extension(format!("part-{}", std::process::id()));
        if std::fs::write(&part, table.to_bytes()).is_ok() {
            let _ = std::fs::rename(&part, &path);
        }
    }
    table
}

/// Removes the tables kept by earlier builds of this test binary.
fn forget_earlier_builds(kept: &Path) {
    let (Some(folder), Some(name)) = (kept.parent(), kept.file_name()) else {
        return;
    };
    let name = name.to_string_lossy();
    let binary = name.split('-').take(2).collect::<Vec<_>>().join("-");
    for entry in std::fs::read_dir(folder).into_iter().flatten().flatten() {
        let other = entry.file_name().to_string_lossy().into_owned();
        if other != name && other.starts_with(&binary) && other.ends_with(KEPT) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// How a kept table's file name ends.
const KEPT: &str = ".one-each-endgame";

fn kept_table_path() -> Option<PathBuf> {
    let binary = std::env::current_exe().ok()?;
    let built = std::fs::metadata(&binary).ok()?;
    let since = built.modified().ok()?.duration_since(UNIX_EPOCH).ok()?;
    let name = binary.file_name()?.to_string_lossy();
    let file = format!("{name}-{}-{}{KEPT}", built.len(), since.as_nanos());
    Some(PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(file))
}

/// Random one-block-each positions, turn passing settled by the rules.
pub fn samples(count: usize, seed: u64) -> Vec<Position> {
    random_positions(count, seed, |_| [1, 1])
}

/// Random positions with `blocks` (Gold's, Teal's; drawn for each) on
/// random squares, lying at random, turn passing settled by the rules.
pub fn random_positions(
    count: usize,
    seed: u64,
    blocks: impl FnMut(&mut ChaCha8Rng) -> [usize; 2],
) -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    tabletop_ai::deblockle::puzzles::random_positions(&mut rng, count, MoveRules::default(), blocks)
}

/// Whether `winner` can force the removal of their block within `plies`
/// plies, whatever the other side does: minimax over the rules' own moves.
pub fn forces_win(position: &Position, winner: Player, plies: u32) -> bool {
    if let Some(won) = position.winner() {
        return won == winner;
    }
    if plies == 0 {
        return false;
    }
    let moves = position.legal_moves();
    if moves.is_empty() {
        return false;
    }
    let next = |mv| forces_win(&position.play(mv).expect("a legal move"), winner, plies - 1);
    if position.turn() == winner {
        moves.into_iter().any(next)
    } else {
        moves.into_iter().all(next)
    }
}
