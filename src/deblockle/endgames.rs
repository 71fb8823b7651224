//! The solved endgames that Hard plays from and the hints, evaluation and
//! reviews read. One block each is solved in a second or two whenever it
//! is wanted. Two blocks against one takes minutes and about 2.8 GB while
//! it is solved, so it is solved once, the first time Hard sits down, on
//! every core but one, with its progress at the table, and kept in the
//! data folder (written atomically, with a checksum): later runs read it
//! back and check it in well under a second. A file that does not check
//! out is solved again and replaced: it holds nothing but a computation.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use bevy::prelude::*;
use tabletop_ai::deblockle::{
    Endgame, EndgameTable, Progress, SolvedEndgame, SolvedTables, TooDeep,
};
use tabletop_i18n::Message;
use tabletop_rules::deblockle::MoveRules;

use super::phase::DeblocklePhase;
use super::seats::ComputerTurn;
use super::session::DeblockleSession;
use super::setup::Setup;
use crate::language::{Localized, blank};
use crate::table::TableSystems;
use crate::table::evaluation::EvaluationShown;
use crate::table::frames::Waker;
use crate::table::opponent::thinking_threads;
use crate::table::worker::{Answer, Polled, on_its_own_thread};
use crate::theme::{FAINT_TEXT, label};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Endgames>()
        .add_systems(
            Update,
            solve_endgames_when_wanted.in_set(TableSystems::Select),
        )
        .add_systems(
            Update,
            show_progress
                .in_set(TableSystems::Show)
                .run_if(in_state(DeblocklePhase::Play)),
        );
}

/// Where the deeper table is kept between runs. Only the app inserts it:
/// headless tests solve it only where they ask.
#[derive(Resource, Clone, Debug)]
pub struct EndgameShelf {
    folder: PathBuf,
    /// The endgame kept: two against one in the app. Tests keep one each,
    /// which takes the same path in seconds.
    endgame: Endgame,
}

impl EndgameShelf {
    /// Two against one, in the platform's data folder if it has one.
    pub fn in_data_folder() -> Option<EndgameShelf> {
        let folder = crate::folders::data_file("endgames")?;
        Some(EndgameShelf::at(folder, Endgame::TwoAgainstOne))
    }

    /// `endgame`'s tables, kept in `folder`.
    pub fn at(folder: PathBuf, endgame: Endgame) -> EndgameShelf {
        EndgameShelf { folder, endgame }
    }

    /// The file of the table under `rules`.
    pub fn path(&self, rules: MoveRules) -> PathBuf {
        self.folder
            .join(SolvedEndgame::file_name(self.endgame, rules))
    }
}

/// The solved endgames, and those being solved.
#[derive(Resource, Default)]
pub struct Endgames {
    one_each: Option<Arc<EndgameTable>>,
    solving: Option<Answer<EndgameTable>>,
    /// The shelf's table, once read or solved.
    deeper: Option<Arc<SolvedEndgame>>,
    building: Option<Building>,
    /// Rules whose deeper table could not be made this run: not tried again.
    given_up: Vec<MoveRules>,
}

/// The shelf's table being read, or solved and stored.
struct Building {
    rules: MoveRules,
    answer: Answer<Result<SolvedEndgame, TooDeep>>,
    /// How far it has got, in thousandths (the solving threads raise it).
    thousandths: Arc<AtomicU32>,
}

impl Endgames {
    /// Whether the one-block-each table is solved (for some rules).
    pub fn solved(&self) -> bool {
        self.one_each.is_some()
    }

    /// The tables solved for games under `rules`.
    pub fn tables_for(&self, rules: MoveRules) -> SolvedTables {
        SolvedTables {
            one_each: self.one_each.clone().filter(|t| t.rules() == rules),
            two_against_one: self.deeper.clone().filter(|t| t.rules() == rules),
        }
    }

    /// How far the deeper table has got (from 0 to 1) while it is read or
    /// solved.
    pub fn building(&self) -> Option<f32> {
        let building = self.building.as_ref()?;
        Some(building.thousandths.load(Ordering::Relaxed) as f32 / 1000.0)
    }

    /// Takes up the tables that are ready.
    fn take_answers(&mut self) {
        match self.solving.as_ref().map(Answer::poll) {
            Some(Polled::Ready(table)) => {
                self.one_each = Some(Arc::new(table));
                self.solving = None;
            }
            Some(Polled::Gone) => {
                error!("solving the endgame failed; Hard plays on without it");
                self.solving = None;
            }
            Some(Polled::Waiting) | None => {}
        }
        let Some(building) = &self.building else {
            return;
        };
        match building.answer.poll() {
            Polled::Waiting => return,
            Polled::Ready(Ok(table)) => self.deeper = Some(Arc::new(table)),
            Polled::Ready(Err(too_deep)) => {
                error!("the deeper endgame table cannot be made: {too_deep}");
                self.given_up.push(building.rules);
            }
            Polled::Gone => {
                error!("solving the deeper endgame table failed");
                self.given_up.push(building.rules);
            }
        }
        self.building = None;
    }

    /// Solves the one-block-each table under `rules` in the background,
    /// unless it is solved or being solved.
    fn solve_one_each(&mut self, rules: MoveRules, waker: &Waker) {
        let solved = self.one_each.as_ref().is_some_and(|t| t.rules() == rules);
        if !solved && self.solving.is_none() {
            // The solver spreads over every core itself; the app wakes when
            // it is done, and Hard takes it up at the next frame.
            let solving =
                on_its_own_thread(waker.clone(), move || EndgameTable::solve(rules, |_| {}));
            self.solving = Some(solving);
        }
    }

    /// Reads the shelf's table under `rules` in the background, or solves
    /// and stores it, unless it is there or on its way (one at a time).
    fn build_deeper(&mut self, shelf: &EndgameShelf, rules: MoveRules, waker: &Waker) {
        let there = self.deeper.as_ref().is_some_and(|t| t.rules() == rules);
        if there || self.building.is_some() || self.given_up.contains(&rules) {
            return;
        }
        let thousandths = Arc::new(AtomicU32::new(0));
        let raised = Arc::clone(&thousandths);
        let wake_on_progress = waker.clone();
        let (path, endgame) = (shelf.path(rules), shelf.endgame);
        let answer = on_its_own_thread(waker.clone(), move || {
            read_or_solve(&path, endgame, rules, |progress| {
                let now = (SolvedEndgame::share_done(progress) * 1000.0) as u32;
                let before = raised.fetch_max(now, Ordering::Relaxed);
                // A frame for each whole percent, not one a report.
                if now / 10 > before / 10 {
                    wake_on_progress.wake();
                }
            })
        });
        self.building = Some(Building {
            rules,
            answer,
            thousandths,
        });
    }
}

/// The table of `endgame` under `rules` read from `path`, or, if it is not
/// there or does not check out, solved (reporting `progress`) and written
/// there atomically. A table that cannot be written is still returned.
///
/// # Errors
/// The endgame cannot be solved ([`TooDeep`]).
pub fn read_or_solve(
    path: &Path,
    endgame: Endgame,
    rules: MoveRules,
    progress: impl Fn(Progress) + Sync,
) -> Result<SolvedEndgame, TooDeep> {
    match std::fs::read(path) {
        Ok(bytes) => match SolvedEndgame::from_bytes(bytes, endgame, rules) {
            Ok(table) => return Ok(table),
            Err(error) => warn!("{}: {error}; solving it again", path.display()),
        },
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
        Err(error) => warn!("{}: {error}; solving it again", path.display()),
    }
    // Every core but one: the table stays smooth while it solves.
    let threads = thinking_threads().saturating_sub(1).max(1);
    let table = SolvedEndgame::solve_on(endgame, rules, threads, progress)?;
    if let Err(error) = tabletop_store::write_atomically(path, &table.to_bytes()) {
        warn!("the endgame table is not kept for the next run: {error}");
    }
    Ok(table)
}

/// Hard's tables are solved as it sits down, and the one-block-each table
/// too when the evaluation is shown of a game down to one block each.
pub(super) fn solve_endgames_when_wanted(
    turn: ComputerTurn,
    session: Option<Res<DeblockleSession>>,
    setup: Option<Res<Setup>>,
    evaluation: Res<EvaluationShown>,
    shelf: Option<Res<EndgameShelf>>,
    mut endgames: ResMut<Endgames>,
    waker: Res<Waker>,
) {
    endgames.take_answers();
    let evaluated = evaluation.0
        && session
            .as_ref()
            .is_some_and(|session| EndgameTable::covers(session.game.position()));
    let hard = turn.any_hard();
    if !hard && !evaluated {
        return;
    }
    let rules = match (&session, &setup) {
        (Some(session), _) => session.game.rules().move_rules(),
        (None, Some(setup)) => setup.rules.move_rules(),
        (None, None) => return,
    };
    endgames.solve_one_each(rules, &waker);
    if let (true, Some(shelf)) = (hard, shelf) {
        endgames.build_deeper(&shelf, rules, &waker);
    }
}

/// The line at the table that shows the deeper table's progress.
#[derive(Component)]
struct EndgameProgressText;

/// The progress line, for the HUD's status panel.
pub(super) fn progress_line() -> impl Bundle {
    (EndgameProgressText, label("", 15.0, FAINT_TEXT))
}

fn show_progress(
    endgames: Res<Endgames>,
    mut texts: Query<&mut Localized, With<EndgameProgressText>>,
) {
    let wanted = match endgames.building() {
        Some(share) => Message::new("deblockle-endgames-building")
            .with("percent", (share * 100.0).floor() as u32),
        None => blank(),
    };
    for text in &mut texts {
        Localized::show(text, wanted.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_is_solved_and_kept_once_then_read_back_and_a_damaged_one_solved_again() {
        let rules = MoveRules::default();
        let shelf = EndgameShelf::at(
            crate::testing::scratch_folder("endgames", "kept"),
            Endgame::OneEach,
        );
        let path = shelf.path(rules);
        let reports = AtomicU32::new(0);
        let count = |_: Progress| {
            reports.fetch_add(1, Ordering::Relaxed);
        };
        let solved = read_or_solve(&path, Endgame::OneEach, rules, count).expect("solved");
        assert!(
            reports.load(Ordering::Relaxed) > 0,
            "the solve reports progress"
        );
        let kept = std::fs::read(&path).expect("kept in the folder");
        assert_eq!(kept, solved.to_bytes());

        let solves = reports.load(Ordering::Relaxed);
        let read = read_or_solve(&path, Endgame::OneEach, rules, count).expect("read");
        assert_eq!(reports.load(Ordering::Relaxed), solves, "read, not solved");
        assert_eq!(read.counts(), solved.counts());

        let mut damaged = kept.clone();
        let middle = damaged.len() / 2;
        damaged[middle] ^= 0x10;
        std::fs::write(&path, damaged).expect("written");
        let again = read_or_solve(&path, Endgame::OneEach, rules, count).expect("solved again");
        assert!(reports.load(Ordering::Relaxed) > solves, "solved again");
        assert_eq!(again.counts(), solved.counts());
        assert_eq!(std::fs::read(&path).expect("replaced"), kept);
        let _ = std::fs::remove_dir_all(path.parent().expect("a folder"));
    }
}
