//! Which puzzles are solved, and each game's streak, kept between runs in
//! the data folder (see [`crate::kept`]: versioned, atomic, a bad file
//! reported and left alone). The progress by level is counted from what is
//! solved.

use std::collections::{BTreeMap, BTreeSet};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{PuzzleEvent, PuzzleNews, Puzzled};
use crate::kept::{Kept, KeptFile, add_kept};

/// Reads the progress and keeps it as puzzles are played (once, however
/// many games have puzzles); `G` takes on the first version's streak if
/// it was its.
pub(super) fn add_progress<G: Puzzled>(app: &mut App) {
    if !app.world().contains_resource::<KeptFile<PuzzleProgress>>() {
        add_kept::<PuzzleProgress>(app);
        app.add_systems(Update, record_news);
    }
    if G::KEPT_FIRST
        && let Some(mut progress) = app.world_mut().get_resource_mut::<PuzzleProgress>()
    {
        progress.take_on_streak(G::GAME);
    }
}

/// The puzzles solved and each game's streak.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleProgress {
    /// The format's version.
    pub version: u32,
    /// The ids of the puzzles solved, of every game.
    pub solved: BTreeSet<String>,
    /// Each game's streak, by its lesson folder's name (`hive`).
    #[serde(default)]
    pub streaks: BTreeMap<String, Streak>,
    /// The first version's streak, which was Deblockle's.
    #[serde(default, skip_serializing)]
    streak: u32,
    /// The first version's best streak, Deblockle's.
    #[serde(default, skip_serializing)]
    best_streak: u32,
}

/// Puzzles of a game solved in a row at the first try, with no help.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Streak {
    /// The streak now.
    pub now: u32,
    /// The longest so far.
    pub best: u32,
}

impl Kept for PuzzleProgress {
    const FILE: &'static str = "puzzle-progress.ron";
    const WHAT: &'static str = "puzzle progress";
    const VERSION: u32 = 2;

    fn fresh() -> PuzzleProgress {
        PuzzleProgress {
            version: Self::VERSION,
            ..PuzzleProgress::default()
        }
    }

    /// The first version's streak waits, under no game's name, for the
    /// game it was to take it on ([`PuzzleProgress::take_on_streak`]).
    fn upgraded(mut self) -> PuzzleProgress {
        if self.version < 2 {
            let streak = Streak {
                now: std::mem::take(&mut self.streak),
                best: std::mem::take(&mut self.best_streak),
            };
            self.streaks.insert(UNCLAIMED.into(), streak);
            self.version = Self::VERSION;
        }
        self
    }
}

/// Where the first version's streak waits for its game.
const UNCLAIMED: &str = "";

impl PuzzleProgress {
    /// The first version's streak becomes `game`'s.
    pub fn take_on_streak(&mut self, game: &str) {
        if let Some(streak) = self.streaks.remove(UNCLAIMED) {
            self.streaks.insert(game.into(), streak);
        }
    }
}

/// How far a level has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelProgress {
    /// The level (1 the easiest).
    pub level: u8,
    /// Its puzzles solved.
    pub solved: usize,
    /// Its puzzles.
    pub total: usize,
}

impl PuzzleProgress {
    /// Takes in what happened to a puzzle; whether anything changed.
    pub fn record(&mut self, news: &PuzzleNews) -> bool {
        let streak = self.streaks.entry(news.game.clone()).or_default();
        match &news.what {
            PuzzleEvent::Solved { id, clean } => {
                let new = self.solved.insert(id.clone());
                if *clean {
                    streak.now = streak.now.saturating_add(1);
                    streak.best = streak.best.max(streak.now);
                }
                new || *clean
            }
            PuzzleEvent::Stumbled => std::mem::take(&mut streak.now) > 0,
        }
    }

    /// `game`'s streak.
    pub fn streak(&self, game: &str) -> Streak {
        self.streaks.get(game).copied().unwrap_or_default()
    }

    /// Each level of the puzzles (`(id, level)` each), easiest first, with
    /// how much of it is solved.
    pub fn levels(&self, puzzles: &[(String, u8)]) -> Vec<LevelProgress> {
        let levels: BTreeSet<u8> = puzzles.iter().map(|(_, level)| *level).collect();
        levels
            .into_iter()
            .map(|level| {
                let of_level = puzzles.iter().filter(|(_, l)| *l == level);
                LevelProgress {
                    level,
                    solved: of_level
                        .clone()
                        .filter(|(id, _)| self.solved.contains(id))
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
        puzzles: &[(String, u8)],
        level: Option<u8>,
        after: Option<usize>,
    ) -> Option<usize> {
        let start = after.map_or(0, |index| index + 1);
        let count = puzzles.len();
        let in_level = (0..count)
            .map(|step| (start + step) % count.max(1))
            .filter(|&index| level.is_none_or(|level| puzzles[index].1 == level));
        in_level
            .clone()
            .find(|&index| !self.solved.contains(&puzzles[index].0))
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

    fn puzzle(id: &str, level: u8) -> (String, u8) {
        (id.to_owned(), level)
    }

    fn news(game: &str, what: PuzzleEvent) -> PuzzleNews {
        PuzzleNews {
            game: game.into(),
            what,
        }
    }

    fn solved(id: &str, clean: bool) -> PuzzleNews {
        news(
            "deblockle",
            PuzzleEvent::Solved {
                id: id.to_owned(),
                clean,
            },
        )
    }

    #[test]
    fn the_streak_counts_clean_solutions_in_a_row_and_a_stumble_ends_it() {
        let mut progress = PuzzleProgress::fresh();
        assert!(progress.record(&solved("a", true)));
        assert!(progress.record(&solved("b", true)));
        assert_eq!(progress.streak("deblockle"), Streak { now: 2, best: 2 });
        // Another game's stumble is its own.
        assert!(!progress.record(&news("hive", PuzzleEvent::Stumbled)));
        assert_eq!(progress.streak("deblockle").now, 2);
        assert!(progress.record(&news("deblockle", PuzzleEvent::Stumbled)));
        assert!(
            !progress.record(&news("deblockle", PuzzleEvent::Stumbled)),
            "nothing left to end"
        );
        assert!(progress.record(&solved("c", false)), "solved with help");
        assert_eq!(progress.streak("deblockle"), Streak { now: 0, best: 2 });
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
        for text in ["garbage", "(version: 3, solved: [], streaks: {})"] {
            std::fs::write(&path, text).unwrap();
            assert!(PuzzleProgress::load(&path).is_err(), "{text}");
            assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        }
    }

    #[test]
    fn the_first_versions_streak_is_deblockles() {
        let path = crate::testing::scratch_folder("puzzles", "older").join("progress.ron");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let old = "(version: 1, solved: [\"w7\"], streak: 3, best_streak: 5)";
        std::fs::write(&path, old).unwrap();
        let mut progress = PuzzleProgress::load(&path).unwrap();
        assert_eq!(progress.version, 2);
        progress.take_on_streak("deblockle");
        assert_eq!(progress.streak("deblockle"), Streak { now: 3, best: 5 });
        assert!(progress.solved.contains("w7"));
        assert_eq!(progress.streak("hive"), Streak::default());
    }
}
