//! Which puzzles are solved, and the streak, kept between runs in the data
//! folder (see [`crate::kept`]: versioned, atomic, a bad file reported and
//! left alone). The progress by level is counted from what is solved.

use std::collections::BTreeSet;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabletop_rules::deblockle::Puzzle;

use super::PuzzleNews;
use crate::kept::{Kept, KeptFile, add_kept};

pub(super) fn plugin(app: &mut App) {
    add_kept::<PuzzleProgress>(app);
    app.add_systems(Update, record_news);
}

/// The puzzles solved and the streak.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleProgress {
    /// The format's version.
    pub version: u32,
    /// The ids of the puzzles solved.
    pub solved: BTreeSet<String>,
    /// Puzzles solved in a row at the first try, with no help.
    pub streak: u32,
    /// The longest streak so far.
    pub best_streak: u32,
}

impl Kept for PuzzleProgress {
    const FILE: &'static str = "puzzle-progress.ron";
    const WHAT: &'static str = "puzzle progress";
    const VERSION: u32 = 1;

    fn fresh() -> PuzzleProgress {
        PuzzleProgress {
            version: Self::VERSION,
            ..PuzzleProgress::default()
        }
    }
}

/// How far a level has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelProgress {
    /// The level (the puzzles' difficulty, 1–5).
    pub level: u8,
    /// Its puzzles solved.
    pub solved: usize,
    /// Its puzzles.
    pub total: usize,
}

impl PuzzleProgress {
    /// Takes in what happened to a puzzle; whether anything changed.
    pub fn record(&mut self, news: &PuzzleNews) -> bool {
        match news {
            PuzzleNews::Solved { id, clean } => {
                let new = self.solved.insert(id.clone());
                if *clean {
                    self.streak = self.streak.saturating_add(1);
                    self.best_streak = self.best_streak.max(self.streak);
                }
                new || *clean
            }
            PuzzleNews::Stumbled => std::mem::take(&mut self.streak) > 0,
        }
    }

    /// Each level of `puzzles`, easiest first, with how much of it is solved.
    pub fn levels(&self, puzzles: &[Puzzle]) -> Vec<LevelProgress> {
        let levels: BTreeSet<u8> = puzzles.iter().map(|p| p.difficulty).collect();
        levels
            .into_iter()
            .map(|level| {
                let of_level = puzzles.iter().filter(|p| p.difficulty == level);
                LevelProgress {
                    level,
                    solved: of_level
                        .clone()
                        .filter(|p| self.solved.contains(&p.id))
                        .count(),
                    total: of_level.count(),
                }
            })
            .collect()
    }

    /// The next puzzle to play after puzzle `after` (from the start when
    /// `None`): the next unsolved one of `level` (any level when `None`),
    /// going round; if all of those are solved, the next of the level.
    pub fn next(
        &self,
        puzzles: &[Puzzle],
        level: Option<u8>,
        after: Option<usize>,
    ) -> Option<usize> {
        let start = after.map_or(0, |index| index + 1);
        let count = puzzles.len();
        let in_level = (0..count)
            .map(|step| (start + step) % count.max(1))
            .filter(|&index| level.is_none_or(|level| puzzles[index].difficulty == level));
        in_level
            .clone()
            .find(|&index| !self.solved.contains(&puzzles[index].id))
            .or_else(|| in_level.clone().next())
    }
}

fn record_news(
    mut news: MessageReader<PuzzleNews>,
    progress: Option<ResMut<PuzzleProgress>>,
    file: Option<Res<KeptFile<PuzzleProgress>>>,
) {
    let (Some(mut progress), Some(file)) = (progress, file) else {
        return;
    };
    for item in news.read() {
        if progress.record(item) {
            file.keep(&*progress);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(id: &str, difficulty: u8) -> Puzzle {
        Puzzle {
            id: id.to_owned(),
            position: "3tHC3/3*3/7/7/7/3*3/3gLC3 g".parse().expect("a position"),
            goal: tabletop_rules::deblockle::Goal::WinIn(1),
            solution: Vec::new(),
            difficulty,
        }
    }

    fn solved(id: &str, clean: bool) -> PuzzleNews {
        PuzzleNews::Solved {
            id: id.to_owned(),
            clean,
        }
    }

    #[test]
    fn the_streak_counts_clean_solutions_in_a_row_and_a_stumble_ends_it() {
        let mut progress = PuzzleProgress::fresh();
        assert!(progress.record(&solved("a", true)));
        assert!(progress.record(&solved("b", true)));
        assert_eq!((progress.streak, progress.best_streak), (2, 2));
        assert!(progress.record(&PuzzleNews::Stumbled));
        assert!(
            !progress.record(&PuzzleNews::Stumbled),
            "nothing left to end"
        );
        assert!(progress.record(&solved("c", false)), "solved with help");
        assert_eq!((progress.streak, progress.best_streak), (0, 2));
        assert!(!progress.record(&solved("c", false)), "already solved");
        assert_eq!(progress.solved.len(), 3);
    }

    #[test]
    fn levels_count_what_is_solved_and_next_finds_the_first_unsolved_going_round() {
        let puzzles = [
            puzzle("a", 1),
            puzzle("b", 1),
            puzzle("c", 2),
            puzzle("d", 1),
        ];
        let mut progress = PuzzleProgress::fresh();
        progress.record(&solved("b", true));
        let levels = progress.levels(&puzzles);
        assert_eq!(
            levels,
            [
                LevelProgress {
                    level: 1,
                    solved: 1,
                    total: 3
                },
                LevelProgress {
                    level: 2,
                    solved: 0,
                    total: 1
                },
            ]
        );
        assert_eq!(progress.next(&puzzles, None, None), Some(0));
        assert_eq!(
            progress.next(&puzzles, Some(1), Some(0)),
            Some(3),
            "b is solved"
        );
        assert_eq!(
            progress.next(&puzzles, Some(1), Some(3)),
            Some(0),
            "round again"
        );
        assert_eq!(progress.next(&puzzles, Some(2), None), Some(2));
        progress.record(&solved("c", true));
        assert_eq!(
            progress.next(&puzzles, Some(2), Some(2)),
            Some(2),
            "all solved: replay"
        );
        assert_eq!(
            progress.next(&puzzles, Some(4), None),
            None,
            "no such level"
        );
        assert_eq!(progress.next(&[], None, None), None);
    }

    #[test]
    fn progress_round_trips_and_a_bad_file_stays_as_it_was() {
        let path = crate::testing::scratch_folder("puzzles", "round-trip").join("progress.ron");
        assert_eq!(
            PuzzleProgress::load(&path).unwrap(),
            PuzzleProgress::fresh()
        );
        let mut progress = PuzzleProgress::fresh();
        progress.record(&solved("w1", true));
        progress.save(&path).unwrap();
        assert_eq!(PuzzleProgress::load(&path).unwrap(), progress);
        for text in [
            "garbage",
            "(version: 2, solved: [], streak: 0, best_streak: 0)",
        ] {
            std::fs::write(&path, text).unwrap();
            assert!(PuzzleProgress::load(&path).is_err(), "{text}");
            assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        }
    }
}
