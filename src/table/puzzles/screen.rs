//! The Puzzles screen (from the main menu, beside Tutorial): a tab per
//! game with puzzles, and for the game shown its streak, the next unsolved
//! puzzle, and each level with how much of it is solved (a click plays
//! that level's next unsolved puzzle). Each game puts its book on the
//! shelf as it is added ([`shelve`]), so the screen names no game.

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::progress::PuzzleProgress;
use super::{PuzzleRequest, Puzzled, TablePuzzle};
use crate::kept::KeptFile;
use crate::screens::Screen;
use crate::table::guide_card::{Opener, Shelf, ShownTab, spawn_tabs};
use crate::theme::{
    FAINT_TEXT, TEXT, WARNING_TEXT, button, button_grid, centred_screen, label, panel,
};

/// Every game's puzzles as the screen shows them, in the order the games
/// were added.
#[derive(Resource, Default, Clone, Debug)]
pub struct PuzzleShelf(pub Vec<PuzzleBook>);

impl Shelf for PuzzleShelf {
    fn tab_of(&self, game: &str) -> Option<usize> {
        self.0.iter().position(|book| book.game == game)
    }

    fn opener(&self, tab: usize) -> Option<Opener> {
        self.0.get(tab).map(|book| book.start)
    }
}

/// One game's puzzles on the screen.
#[derive(Clone, Debug)]
pub struct PuzzleBook {
    /// The game's folder (its [`TableGame::GAME`](crate::table::game::TableGame::GAME)).
    pub game: &'static str,
    /// Starts one of its puzzles at its table (its [`PuzzleRequest`]).
    pub start: Opener,
    /// The message key of the game's name.
    pub name: &'static str,
    /// The game's table, where its puzzles are played.
    pub screen: Screen,
    /// Each puzzle's id and level, in order.
    pub puzzles: Vec<(String, u8)>,
    /// Why puzzles are missing, if some are.
    pub problem: Option<Message>,
}

/// Which game's tab the screen shows.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShownPuzzles(pub usize);

impl ShownTab for ShownPuzzles {
    fn show(&mut self, index: usize) {
        self.0 = index;
    }
}

/// The screen's systems, once however many games have puzzles.
pub(super) fn add_screen(app: &mut App) {
    if !app.world().contains_resource::<ShownPuzzles>() {
        app.init_resource::<ShownPuzzles>()
            .add_systems(OnEnter(Screen::Puzzles), spawn_puzzle_list)
            .add_systems(
                Update,
                respawn_on_tab
                    .run_if(in_state(Screen::Puzzles))
                    .run_if(resource_changed::<ShownPuzzles>),
            );
    }
}

/// Puts `G`'s puzzles (or why they could not be read) on the shelf.
pub(super) fn shelve<G: Puzzled>(
    app: &mut App,
    book: &Result<(Vec<TablePuzzle<G>>, Vec<String>), Message>,
) {
    app.init_resource::<PuzzleShelf>();
    let (puzzles, problem) = match book {
        Ok((good, bad)) => {
            for error in bad {
                warn!("{} puzzles: {error}", G::GAME);
            }
            let problem = bad
                .first()
                .map(|detail| Message::new("puzzles-unreadable").with("detail", detail.clone()));
            let puzzles = good.iter().map(|p| (p.id.clone(), p.level)).collect();
            (puzzles, problem)
        }
        Err(problem) => (Vec::new(), Some(problem.clone())),
    };
    let book = PuzzleBook {
        game: G::GAME,
        start: |world, index| {
            world.write_message(PuzzleRequest::<G>::start(index));
        },
        name: G::NAME,
        screen: G::SCREEN,
        puzzles,
        problem,
    };
    app.world_mut().resource_mut::<PuzzleShelf>().0.push(book);
}

/// Plays puzzle `index` of `book`, or stays on the screen when there is none.
fn play(
    book: &PuzzleBook,
    index: Option<usize>,
) -> impl Fn(On<Pointer<Click>>, Commands, ResMut<NextState<Screen>>) + use<> {
    let (start, screen) = (book.start, book.screen);
    move |_, mut commands, mut next| {
        if let Some(index) = index {
            commands.queue(move |world: &mut World| start(world, index));
            next.set(screen);
        }
    }
}

/// The screen's root.
#[derive(Component)]
struct PuzzleList;

fn respawn_on_tab(
    mut commands: Commands,
    lists: Query<Entity, With<PuzzleList>>,
    shelf: Option<Res<PuzzleShelf>>,
    shown: Res<ShownPuzzles>,
    progress: Option<Res<PuzzleProgress>>,
    file: Option<Res<KeptFile<PuzzleProgress>>>,
) {
    for list in &lists {
        commands.entity(list).despawn();
    }
    spawn_puzzle_list(commands, shelf, shown, progress, file);
}

fn spawn_puzzle_list(
    mut commands: Commands,
    shelf: Option<Res<PuzzleShelf>>,
    shown: Res<ShownPuzzles>,
    progress: Option<Res<PuzzleProgress>>,
    file: Option<Res<KeptFile<PuzzleProgress>>>,
) {
    let shelf = shelf.map(|s| s.clone()).unwrap_or_default();
    let progress = progress.map(|p| p.clone()).unwrap_or_default();
    let tab = shown.0.min(shelf.0.len().saturating_sub(1));
    let book = shelf.0.get(tab).cloned();
    commands
        .spawn((
            Name::new("Puzzle list"),
            PuzzleList,
            DespawnOnExit(Screen::Puzzles),
            centred_screen(),
        ))
        .with_children(|screen| {
            screen
                .spawn(panel(Node {
                    align_items: AlignItems::Center,
                    padding: UiRect::all(px(28)),
                    row_gap: px(8),
                    // A set width, so that the intro wraps to it and the
                    // panel grows to hold every line.
                    width: px(720),
                    ..default()
                }))
                .with_children(|menu| {
                    menu.spawn(label("puzzles-title", 40.0, TEXT));
                    menu.spawn(label("puzzles-intro", 16.0, FAINT_TEXT));
                    let names: Vec<&'static str> = shelf.0.iter().map(|b| b.name).collect();
                    spawn_tabs::<ShownPuzzles>(menu, &names, tab);
                    let notes = [
                        book.as_ref().and_then(|b| b.problem.clone()),
                        file.as_ref().and_then(|f| f.problem.clone()),
                    ];
                    for note in notes.into_iter().flatten() {
                        menu.spawn(label(note, 16.0, WARNING_TEXT));
                    }
                    if let Some(book) = &book {
                        let streak = progress.streak(book.game);
                        let words = Message::new("puzzles-streak")
                            .with("streak", streak.now)
                            .with("best", streak.best);
                        menu.spawn(label(words, 18.0, TEXT));
                        let next = progress.next(&book.puzzles, None, None);
                        menu.spawn(button("puzzles-next-unsolved"))
                            .observe(play(book, next));
                        // The levels side by side, as many rows as the
                        // room needs (at a large UI scale, two a row).
                        menu.spawn(button_grid()).with_children(|grid| {
                            for level in progress.levels(&book.puzzles) {
                                let words = Message::new("puzzles-level")
                                    .with("level", level.level)
                                    .with("solved", level.solved)
                                    .with("total", level.total);
                                let first = progress.next(&book.puzzles, Some(level.level), None);
                                grid.spawn(button(words)).observe(play(book, first));
                            }
                        });
                    }
                    menu.spawn(button("back")).observe(
                        |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                            next.set(Screen::Menu);
                        },
                    );
                });
        });
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;
    use crate::kept::insert_kept;
    use crate::language::Localized;

    #[test]
    fn a_progress_file_that_cannot_be_read_is_said_on_the_screen_opened_first() {
        let folder = crate::testing::scratch_folder("puzzles", "unreadable");
        std::fs::create_dir_all(&folder).expect("a folder");
        let path = folder.join("puzzle-progress.ron");
        std::fs::write(&path, "garbage(").expect("written");
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin));
        // As `--puzzles` opens it: the first screen, entered at the first
        // frame before anything of `Startup`.
        app.insert_state(Screen::Puzzles);
        insert_kept::<PuzzleProgress>(&mut app, Some(path.clone()));
        add_screen(&mut app);
        app.update();
        let mut texts = app.world_mut().query::<&Localized>();
        let keys: Vec<&str> = texts
            .iter(app.world())
            .map(|text| text.0.key.as_ref())
            .collect();
        assert!(keys.contains(&"progress-unreadable"), "{keys:?}");
        assert_eq!(std::fs::read_to_string(&path).expect("kept"), "garbage(");
    }
}
