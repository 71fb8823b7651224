//! Puzzles at the table, headless: one of each kind solved by sending only
//! the solver's moves (the opponent's replies play themselves); a move that
//! misses answered by the engine and both taken back; Hint lighting the
//! block that moves next; Solution playing the line out; undo taking back
//! a reply with the move it answered.

use bevy::prelude::*;
use tabletop::deblockle::guided::Guided;
use tabletop::deblockle::puzzles::book::shipped_book;
use tabletop::deblockle::session::{DeblockleRequest, DeblockleSession};
use tabletop::screens::Screen;

type ActivePuzzle = tabletop::table::puzzles::ActivePuzzle<DeblockleSession>;
use tabletop::table::game::TableGame as _;
use tabletop::table::hint::AskForHint;
use tabletop::table::puzzles::{
    PuzzleAsk, PuzzleEvent, PuzzleNews, PuzzleRequest, PuzzleState, Puzzled as _,
};
use tabletop::testing::headless_app;
use tabletop_rules::deblockle::{Goal, Puzzle};

use super::settle;
use super::setup::run_until;

/// The news sent so far.
#[derive(Resource, Default)]
struct News(Vec<PuzzleNews>);

fn keep_news(mut news: MessageReader<PuzzleNews>, mut kept: ResMut<News>) {
    kept.0.extend(news.read().cloned());
}

fn ask(ask: PuzzleAsk) -> PuzzleRequest<DeblockleSession> {
    PuzzleRequest::<DeblockleSession>::new(ask)
}

fn news_of(what: PuzzleEvent) -> PuzzleNews {
    PuzzleNews {
        game: "deblockle".into(),
        what,
    }
}

fn book() -> Vec<Puzzle> {
    shipped_book().unwrap_or_else(|error| panic!("{error}")).0
}

fn app_with(puzzles: Vec<Puzzle>) -> App {
    let mut app = headless_app();
    let at_the_table = puzzles.into_iter().map(DeblockleSession::at_the_table);
    app.insert_resource(tabletop::table::puzzles::Puzzles::<DeblockleSession>(
        at_the_table.collect(),
    ))
    .init_resource::<News>()
    .add_systems(Update, keep_news);
    app
}

fn start(app: &mut App, index: usize) {
    app.world_mut()
        .write_message(PuzzleRequest::<DeblockleSession>::start(index));
    settle(app);
}

fn active(app: &App) -> &ActivePuzzle {
    app.world().resource::<ActivePuzzle>()
}

fn played(app: &App) -> usize {
    app.world()
        .resource::<DeblockleSession>()
        .game
        .moves()
        .len()
}

/// The first puzzle of the book with this goal (and the index to start it).
fn first_with(puzzles: &[Puzzle], wanted: impl Fn(&Goal) -> bool) -> usize {
    puzzles
        .iter()
        .position(|p| wanted(&p.goal))
        .expect("a puzzle of that kind")
}

#[test]
fn one_puzzle_of_each_kind_is_solved_by_the_solvers_moves_alone() {
    let puzzles = book();
    let kinds: [fn(&Goal) -> bool; 5] = [
        |g| *g == Goal::WinIn(1),
        |g| *g == Goal::WinIn(6),
        |g| matches!(g, Goal::TakeOff { .. }),
        |g| *g == Goal::Escape,
        |g| *g == Goal::SaveTheDraw,
    ];
    let mut app = app_with(puzzles.clone());
    for kind in kinds {
        let index = first_with(&puzzles, kind);
        let puzzle = &puzzles[index];
        start(&mut app, index);
        assert_eq!(
            app.world().resource::<DeblockleSession>().game.start(),
            &puzzle.position
        );
        while active(&app).state == PuzzleState::Solving {
            let next = puzzle.solution[played(&app)];
            app.world_mut().write_message(DeblockleRequest::Play(next));
            settle(&mut app);
        }
        assert_eq!(active(&app).state, PuzzleState::Solved, "{}", puzzle.id);
        let game = &app.world().resource::<DeblockleSession>().game;
        assert_eq!(game.moves(), puzzle.solution, "{}", puzzle.id);
        let news = &app.world().resource::<News>().0;
        assert_eq!(
            news.last(),
            Some(&news_of(PuzzleEvent::Solved {
                id: puzzle.id.clone(),
                clean: true
            }))
        );
    }
}

#[test]
fn a_move_that_misses_is_answered_then_taken_back_and_ends_the_streak() {
    let puzzles = book();
    // Win in 2: after a miss the opponent has an answer to show.
    let index = first_with(&puzzles, |g| *g == Goal::WinIn(2));
    let puzzle = puzzles[index].clone();
    let mut app = app_with(puzzles);
    start(&mut app, index);
    let miss = puzzle
        .position
        .legal_moves()
        .iter()
        .copied()
        .find(|&mv| mv != puzzle.solution[0])
        .expect("another move");
    app.world_mut().write_message(DeblockleRequest::Play(miss));
    run_until(&mut app, "the miss is answered", |world| {
        world.resource::<DeblockleSession>().game.moves().len() == 2
    });
    let answer = app.world().resource::<DeblockleSession>().game.moves()[1];
    assert_eq!(
        app.world().resource::<DeblockleSession>().game.moves()[0],
        miss
    );
    assert!(app.world().resource::<Guided>().paused, "the player waits");
    let remark = active(&app).remark.clone().expect("a remark");
    assert_eq!(
        super::in_english(&remark),
        format!("Not that one: {answer} answers it. Try again.")
    );
    run_until(&mut app, "both are taken back", |world| {
        world.resource::<DeblockleSession>().game.moves().is_empty()
            && !world.resource::<ActivePuzzle>().refuting()
    });
    settle(&mut app);
    assert!(!app.world().resource::<Guided>().paused);
    assert!(
        !app.world().resource::<DeblockleSession>().can_redo(),
        "the miss is not there to redo"
    );
    assert!(active(&app).stumbled);
    assert_eq!(
        app.world().resource::<News>().0,
        [news_of(PuzzleEvent::Stumbled)]
    );
    // The right line still solves it, but not cleanly.
    while active(&app).state == PuzzleState::Solving {
        let next = puzzle.solution[played(&app)];
        app.world_mut().write_message(DeblockleRequest::Play(next));
        settle(&mut app);
    }
    assert_eq!(
        app.world().resource::<News>().0.last(),
        Some(&news_of(PuzzleEvent::Solved {
            id: puzzle.id.clone(),
            clean: false
        }))
    );
}

#[test]
fn hint_lights_the_next_block_and_solution_plays_the_line_out() {
    let puzzles = book();
    let index = first_with(&puzzles, |g| *g == Goal::WinIn(3));
    let puzzle = puzzles[index].clone();
    let mut app = app_with(puzzles);
    start(&mut app, index);
    // The table's hint key asks the puzzle (the engine's hints are off).
    app.world_mut().write_message(AskForHint);
    app.update();
    app.update();
    assert_eq!(
        app.world().resource::<Guided>().highlight,
        [puzzle.solution[0].from]
    );
    assert!(active(&app).stumbled);
    // The first move played, the next hint is the block after the reply.
    app.world_mut()
        .write_message(DeblockleRequest::Play(puzzle.solution[0]));
    settle(&mut app);
    assert!(app.world().resource::<Guided>().highlight.is_empty());
    assert_eq!(played(&app), 2);
    app.world_mut().write_message(ask(PuzzleAsk::Hint));
    app.update();
    assert_eq!(
        app.world().resource::<Guided>().highlight,
        [puzzle.solution[2].from]
    );
    app.world_mut().write_message(ask(PuzzleAsk::Solution));
    run_until(&mut app, "the solution is played out", |world| {
        world.resource::<ActivePuzzle>().state != PuzzleState::Solving
    });
    settle(&mut app);
    assert_eq!(active(&app).state, PuzzleState::Shown);
    assert_eq!(
        app.world().resource::<DeblockleSession>().game.moves(),
        puzzle.solution
    );
    let news = &app.world().resource::<News>().0;
    assert_eq!(
        news,
        &[news_of(PuzzleEvent::Stumbled)],
        "shown is not solved"
    );
    // Retry starts it afresh.
    start(&mut app, index);
    assert_eq!(played(&app), 0);
    assert_eq!(active(&app).state, PuzzleState::Solving);
    assert!(!active(&app).stumbled);
}

#[test]
fn undo_takes_back_the_reply_with_the_move_and_a_missing_puzzle_opens_the_list() {
    let puzzles = book();
    let index = first_with(&puzzles, |g| *g == Goal::WinIn(2));
    let puzzle = puzzles[index].clone();
    let mut app = app_with(puzzles);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(tabletop::deblockle::TABLE);
    start(&mut app, index);
    app.world_mut()
        .write_message(DeblockleRequest::Play(puzzle.solution[0]));
    settle(&mut app);
    assert_eq!(played(&app), 2);
    app.world_mut().write_message(DeblockleRequest::Undo);
    settle(&mut app);
    settle(&mut app);
    assert_eq!(played(&app), 0);
    assert_eq!(active(&app).state, PuzzleState::Solving);
    start(&mut app, 9_999);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Puzzles
    );
}

/// Hive's puzzles at its table: solved by the solver's moves alone (the
/// defence plays itself), and a miss answered by the engine and taken back.
mod hive {
    use bevy::prelude::*;
    use tabletop::hive::puzzles::ReadPuzzle;
    use tabletop::hive::session::{HiveRequest, HiveSession};
    use tabletop::table::game::TableGame as _;
    use tabletop::table::puzzles::{PuzzleRequest, PuzzleState, Puzzled as _};
    use tabletop::testing::headless_app;

    use super::super::settle;
    use super::super::setup::run_until;

    type ActivePuzzle = tabletop::table::puzzles::ActivePuzzle<HiveSession>;
    type Puzzles = tabletop::table::puzzles::Puzzles<HiveSession>;

    fn open(win_in: u8) -> (App, ReadPuzzle) {
        let mut app = headless_app();
        let puzzles = &app.world().resource::<Puzzles>().0;
        let index = puzzles
            .iter()
            .position(|p| p.own.puzzle.win_in == win_in)
            .expect("a puzzle of that level");
        let puzzle = puzzles[index].own.clone();
        app.world_mut()
            .write_message(PuzzleRequest::<HiveSession>::start(index));
        settle(&mut app);
        (app, puzzle)
    }

    fn played(app: &App, puzzle: &ReadPuzzle) -> usize {
        app.world().resource::<HiveSession>().moves_played() - puzzle.moves_before
    }

    #[test]
    fn a_win_in_two_is_solved_by_the_solvers_moves_alone() {
        let (mut app, puzzle) = open(2);
        assert!(app.world().resource::<HiveSession>().guided());
        let active = |app: &App| app.world().resource::<ActivePuzzle>().state;
        while active(&app) == PuzzleState::Solving {
            let next = puzzle.line[played(&app, &puzzle)];
            app.world_mut().write_message(HiveRequest::Play(next));
            settle(&mut app);
        }
        assert_eq!(active(&app), PuzzleState::Solved, "{}", puzzle.puzzle.id);
        assert_eq!(played(&app, &puzzle), puzzle.line.len());
    }

    #[test]
    fn a_miss_is_answered_then_taken_back() {
        let (mut app, puzzle) = open(2);
        let miss = puzzle
            .start()
            .legal_moves()
            .into_iter()
            .find(|&mv| mv != puzzle.line[0])
            .expect("another move");
        app.world_mut().write_message(HiveRequest::Play(miss));
        run_until(&mut app, "the miss is answered", |world| {
            let session = world.resource::<HiveSession>();
            session.moves_played() == puzzle.moves_before + 2
        });
        run_until(&mut app, "both are taken back", |world| {
            world.resource::<HiveSession>().moves_played() == puzzle.moves_before
                && !world.resource::<ActivePuzzle>().refuting()
        });
        settle(&mut app);
        assert!(!app.world().resource::<HiveSession>().can_redo());
        let active = app.world().resource::<ActivePuzzle>();
        assert!(active.stumbled);
        // The hint lights the tile that moves next (or where it goes).
        let session = app.world().resource::<HiveSession>();
        let lit = session.mover(puzzle.line[0]);
        app.world_mut()
            .write_message(PuzzleRequest::<HiveSession>::new(
                tabletop::table::puzzles::PuzzleAsk::Hint,
            ));
        app.update();
        assert_eq!(
            app.world().resource::<ActivePuzzle>().lit,
            lit.into_iter().collect::<Vec<_>>()
        );
    }

    #[test]
    fn undo_stops_at_the_puzzles_start_and_a_hint_waits_for_its_position() {
        let (mut app, puzzle) = open(2);
        let index = app.world().resource::<ActivePuzzle>().index;
        let hint = PuzzleRequest::<HiveSession>::new(tabletop::table::puzzles::PuzzleAsk::Hint);
        // The moves that led to the puzzle are not the player's to take back.
        app.world_mut().write_message(HiveRequest::Undo);
        settle(&mut app);
        assert_eq!(played(&app, &puzzle), 0);
        assert!(!app.world().resource::<HiveSession>().can_redo());

        // A game of one's own, then the puzzle asked for behind two undos:
        // while the table still holds the short game a hint lights nothing.
        app.world_mut()
            .write_message(HiveRequest::NewGame(Box::default()));
        settle(&mut app);
        for _ in 0..2 {
            app.world_mut().write_message(HiveRequest::Undo);
        }
        app.world_mut()
            .write_message(PuzzleRequest::<HiveSession>::start(index));
        app.update();
        app.world_mut().write_message(hint);
        app.update();
        assert!(app.world().resource::<HiveSession>().moves_played() < puzzle.moves_before);
        assert!(app.world().resource::<ActivePuzzle>().lit.is_empty());
        settle(&mut app);
        assert_eq!(played(&app, &puzzle), 0);
        app.world_mut().write_message(hint);
        app.update();
        let session = app.world().resource::<HiveSession>();
        let lit: Vec<_> = session.mover(puzzle.line[0]).into_iter().collect();
        assert_eq!(app.world().resource::<ActivePuzzle>().lit, lit);
    }

    #[test]
    fn a_lesson_or_a_game_of_ones_own_takes_the_puzzle_down() {
        let (mut app, _) = open(1);
        app.world_mut()
            .write_message(tabletop::table::lessons::LessonRequest::<HiveSession>::start(0));
        settle(&mut app);
        assert!(app.world().get_resource::<ActivePuzzle>().is_none());
        let (mut app, _) = open(1);
        app.world_mut()
            .write_message(HiveRequest::NewGame(Box::default()));
        settle(&mut app);
        assert!(app.world().get_resource::<ActivePuzzle>().is_none());
        assert!(!app.world().resource::<HiveSession>().guided());
    }
}
