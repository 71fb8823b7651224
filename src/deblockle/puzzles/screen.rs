//! The Puzzles screen (from the main menu, beside Tutorial): the streak,
//! the next unsolved puzzle, and each level with how much of it is solved
//! (a click plays that level's next unsolved puzzle).

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::book::BookProblem;
use super::progress::PuzzleProgress;
use super::{PuzzleRequest, Puzzles};
use crate::kept::KeptFile;
use crate::screens::Screen;
use crate::theme::{FAINT_TEXT, TEXT, WARNING_TEXT, button, centred_screen, label, panel};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Puzzles), spawn_puzzle_list);
}

/// Plays puzzle `index`, or stays on the screen when there is none.
fn play(
    index: Option<usize>,
) -> impl Fn(On<Pointer<Click>>, MessageWriter<PuzzleRequest>, ResMut<NextState<Screen>>) {
    move |_, mut requests, mut next| {
        if let Some(index) = index {
            requests.write(PuzzleRequest::Start(index));
            next.set(Screen::Deblockle);
        }
    }
}

fn spawn_puzzle_list(
    mut commands: Commands,
    puzzles: Res<Puzzles>,
    progress: Option<Res<PuzzleProgress>>,
    file: Option<Res<KeptFile<PuzzleProgress>>>,
    problem: Option<Res<BookProblem>>,
) {
    let progress = progress.map(|p| p.clone()).unwrap_or_default();
    let puzzles = &puzzles.0;
    commands
        .spawn((
            Name::new("Puzzle list"),
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
                    let notes = [
                        problem.as_ref().map(|p| p.0.clone()),
                        file.as_ref().and_then(|f| f.problem.clone()),
                    ];
                    for note in notes.into_iter().flatten() {
                        menu.spawn(label(note, 16.0, WARNING_TEXT));
                    }
                    let streak = Message::new("puzzles-streak")
                        .with("streak", progress.streak)
                        .with("best", progress.best_streak);
                    menu.spawn(label(streak, 18.0, TEXT));
                    let next = progress.next(puzzles, None, None);
                    menu.spawn(button("puzzles-next-unsolved"))
                        .observe(play(next));
                    for level in progress.levels(puzzles) {
                        let words = Message::new("puzzles-level")
                            .with("level", level.level)
                            .with("solved", level.solved)
                            .with("total", level.total);
                        let first = progress.next(puzzles, Some(level.level), None);
                        menu.spawn(button(words)).observe(play(first));
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
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_resource::<Puzzles>();
        // As `--puzzles` opens it: the first screen, entered at the first
        // frame before anything of `Startup`.
        app.insert_state(Screen::Puzzles);
        insert_kept::<PuzzleProgress>(&mut app, Some(path.clone()));
        plugin(&mut app);
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
