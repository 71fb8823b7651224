//! The lesson list (from the main menu): a tab per game that teaches, and
//! that game's lessons, each marked when done. Each game puts its book on
//! the shelf as it is added ([`shelve`]), so the list names no game.

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::progress::Progress;
use super::{Lesson, LessonError, LessonRequest, Taught};
use crate::kept::KeptFile;
use crate::screens::Screen;
use crate::table::guide_card::{Opener, Shelf, ShownTab, spawn_tabs};
use crate::theme::{
    FAINT_TEXT, TEXT, WARNING_TEXT, button, button_grid, centred_screen, label, panel,
};

/// Every game's lessons as the list shows them, in the order the games
/// were added.
#[derive(Resource, Default, Clone, Debug)]
pub struct LessonShelf(pub Vec<ShelfBook>);

impl Shelf for LessonShelf {
    fn tab_of(&self, game: &str) -> Option<usize> {
        self.0.iter().position(|book| book.game == game)
    }

    fn opener(&self, tab: usize) -> Option<Opener> {
        self.0.get(tab).map(|book| book.start)
    }
}

/// One game's lessons in the list.
#[derive(Clone, Debug)]
pub struct ShelfBook {
    /// The game's lesson folder (its [`TableGame::GAME`](crate::table::game::TableGame::GAME)).
    pub game: &'static str,
    /// Starts one of its lessons at its table (its [`LessonRequest`]).
    pub start: Opener,
    /// The message key of the game's name.
    pub name: &'static str,
    /// The game's table, where its lessons are played.
    pub screen: Screen,
    /// Each lesson's id and the message key of its title, in order.
    pub lessons: Vec<(String, String)>,
    /// Why its lessons could not be read, if they could not.
    pub problem: Option<String>,
}

/// Which game's tab the list shows.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShownBook(pub usize);

impl ShownTab for ShownBook {
    fn show(&mut self, index: usize) {
        self.0 = index;
    }
}

/// The list's systems, once however many games teach.
pub(super) fn add_list(app: &mut App) {
    if !app.world().contains_resource::<ShownBook>() {
        app.init_resource::<ShownBook>()
            .add_systems(OnEnter(Screen::Lessons), spawn_lesson_list)
            .add_systems(
                Update,
                respawn_on_tab
                    .run_if(in_state(Screen::Lessons))
                    .run_if(resource_changed::<ShownBook>),
            );
    }
}

/// Puts `G`'s lessons (or why they could not be read) on the shelf.
pub(super) fn shelve<G: Taught>(app: &mut App, lessons: &Result<Vec<Lesson<G>>, LessonError>) {
    app.init_resource::<LessonShelf>();
    if let Err(error) = lessons {
        warn!("tutorial: {error}");
    }
    let book = ShelfBook {
        game: G::GAME,
        start: |world, index| {
            world.write_message(LessonRequest::<G>::start(index));
        },
        name: G::NAME,
        screen: G::SCREEN,
        lessons: lessons
            .as_ref()
            .map(|lessons| {
                lessons
                    .iter()
                    .map(|lesson| (lesson.id.clone(), lesson.file.title.clone()))
                    .collect()
            })
            .unwrap_or_default(),
        problem: lessons.as_ref().err().map(ToString::to_string),
    };
    app.world_mut().resource_mut::<LessonShelf>().0.push(book);
}

/// The list's root.
#[derive(Component)]
struct LessonList;

fn respawn_on_tab(
    commands: Commands,
    lists: Query<Entity, With<LessonList>>,
    shelf: Res<LessonShelf>,
    shown: Res<ShownBook>,
    progress: Option<Res<Progress>>,
    file: Option<Res<KeptFile<Progress>>>,
) {
    let mut commands = commands;
    for list in &lists {
        commands.entity(list).despawn();
    }
    spawn_lesson_list(commands, shelf, shown, progress, file);
}

fn spawn_lesson_list(
    mut commands: Commands,
    shelf: Res<LessonShelf>,
    shown: Res<ShownBook>,
    progress: Option<Res<Progress>>,
    file: Option<Res<KeptFile<Progress>>>,
) {
    let done = |id: &str| progress.as_ref().is_some_and(|p| p.completed.contains(id));
    let tab = shown.0.min(shelf.0.len().saturating_sub(1));
    let book = shelf.0.get(tab).cloned();
    let tabs: Vec<&'static str> = shelf.0.iter().map(|book| book.name).collect();
    let mut list = commands.spawn((
        Name::new("Lesson list"),
        LessonList,
        DespawnOnExit(Screen::Lessons),
        centred_screen(),
    ));
    list.with_children(|screen| {
        screen
            .spawn(panel(Node {
                align_items: AlignItems::Center,
                padding: UiRect::all(px(28)),
                row_gap: px(8),
                width: percent(92),
                max_width: px(1000),
                ..default()
            }))
            .with_children(|menu| {
                menu.spawn(label("tutorial-title", 40.0, TEXT));
                menu.spawn(label("tutorial-intro", 16.0, FAINT_TEXT));
                spawn_tabs::<ShownBook>(menu, &tabs, tab);
                let problems = [
                    book.as_ref()
                        .and_then(|book| book.problem.clone())
                        .map(|detail| Message::new("tutorial-unreadable").with("detail", detail)),
                    file.as_ref().and_then(|f| f.problem.clone()),
                ];
                for note in problems.into_iter().flatten() {
                    menu.spawn(label(note, 16.0, WARNING_TEXT));
                }
                menu.spawn(button_grid()).with_children(|grid| {
                    let Some(book) = book else {
                        return;
                    };
                    for (index, (id, title)) in book.lessons.iter().enumerate() {
                        let key = if done(id) {
                            "tutorial-lesson-done"
                        } else {
                            "tutorial-lesson"
                        };
                        let entry = Message::new(key)
                            .with("number", index + 1)
                            .with("title", Message::new(title.clone()));
                        let (start, screen) = (book.start, book.screen);
                        grid.spawn(button(entry)).observe(
                            move |_: On<Pointer<Click>>,
                                  mut commands: Commands,
                                  mut next: ResMut<NextState<Screen>>| {
                                commands.queue(move |world: &mut World| start(world, index));
                                next.set(screen);
                            },
                        );
                    }
                });
                menu.spawn(button("back")).observe(
                    |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                        next.set(Screen::Menu);
                    },
                );
            });
    });
}
