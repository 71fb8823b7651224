//! The tutorial's screens: the lesson list (from the main menu) and, at the
//! table, the lesson's narration, the tutor's remarks, Hint, Restart, Next
//! and Lessons.

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::lesson::{Goal, shipped_lessons};
use super::progress::Progress;
use super::{ActiveLesson, Lessons, TutorialRequest};
use crate::deblockle::guided::{guide_buttons, guide_panel};
use crate::kept::KeptFile;
use crate::language::Localized;
use crate::screens::Screen;
use crate::theme::{
    FAINT_TEXT, TEXT, WARNING_TEXT, button, button_grid, centred_screen, display_if, label, panel,
    shown_if,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, read_lessons)
        .add_systems(OnEnter(Screen::Lessons), spawn_lesson_list)
        .add_systems(OnEnter(Screen::Deblockle), spawn_lesson_panel)
        .add_systems(Update, show_lesson.run_if(in_state(Screen::Deblockle)));
}

/// Why the lessons could not be read, to show in the list.
#[derive(Resource)]
struct LessonProblem(String);

fn read_lessons(mut commands: Commands) {
    match shipped_lessons() {
        Ok(lessons) => commands.insert_resource(Lessons(lessons)),
        Err(error) => {
            warn!("tutorial: {error}");
            commands.insert_resource(LessonProblem(error.to_string()));
        }
    }
}

fn spawn_lesson_list(
    mut commands: Commands,
    lessons: Res<Lessons>,
    progress: Option<Res<Progress>>,
    file: Option<Res<KeptFile<Progress>>>,
    problem: Option<Res<LessonProblem>>,
) {
    let done = |id: &str| progress.as_ref().is_some_and(|p| p.completed.contains(id));
    let mut list = commands.spawn((
        Name::new("Lesson list"),
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
                for note in [
                    problem
                        .as_ref()
                        .map(|p| Message::new("tutorial-unreadable").with("detail", p.0.clone())),
                    file.as_ref().and_then(|f| f.problem.clone()),
                ]
                .into_iter()
                .flatten()
                {
                    menu.spawn(label(note, 16.0, WARNING_TEXT));
                }
                menu.spawn(button_grid()).with_children(|grid| {
                    for (index, lesson) in lessons.0.iter().enumerate() {
                        let key = if done(&lesson.id) {
                            "tutorial-lesson-done"
                        } else {
                            "tutorial-lesson"
                        };
                        let entry = Message::new(key)
                            .with("number", index + 1)
                            .with("title", Message::new(lesson.file.title.clone()));
                        grid.spawn(button(entry)).observe(
                            move |_: On<Pointer<Click>>,
                                  mut requests: MessageWriter<TutorialRequest>,
                                  mut next: ResMut<NextState<Screen>>| {
                                requests.write(TutorialRequest::Start(index));
                                next.set(Screen::Deblockle);
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

/// The root of the lesson panel.
#[derive(Component)]
struct LessonPanel;
#[derive(Component)]
struct LessonTitle;
#[derive(Component)]
struct LessonText;
#[derive(Component)]
struct RemarkText;
#[derive(Component)]
struct NextButton;

fn spawn_lesson_panel(mut commands: Commands) {
    commands
        .spawn((
            Name::new("Lesson panel"),
            LessonPanel,
            DespawnOnExit(Screen::Deblockle),
            Visibility::Hidden,
            guide_panel(),
        ))
        .with_children(|card| {
            card.spawn((LessonTitle, label("", 24.0, TEXT)));
            card.spawn((LessonText, label("", 15.0, TEXT)));
            card.spawn((RemarkText, label("", 17.0, WARNING_TEXT)));
            card.spawn(guide_buttons()).with_children(|row| {
                row.spawn(button("tutorial-hint")).observe(
                    |_: On<Pointer<Click>>, mut requests: MessageWriter<TutorialRequest>| {
                        requests.write(TutorialRequest::Hint);
                    },
                );
                row.spawn(button("tutorial-restart")).observe(
                    |_: On<Pointer<Click>>,
                     active: Option<Res<ActiveLesson>>,
                     mut requests: MessageWriter<TutorialRequest>| {
                        if let Some(active) = active {
                            requests.write(TutorialRequest::Start(active.index));
                        }
                    },
                );
                row.spawn((button("tutorial-next"), NextButton)).observe(
                    |_: On<Pointer<Click>>,
                     active: Option<Res<ActiveLesson>>,
                     mut requests: MessageWriter<TutorialRequest>| {
                        if let Some(active) = active {
                            requests.write(TutorialRequest::Start(active.index + 1));
                        }
                    },
                );
                row.spawn(button("tutorial-lessons")).observe(
                    |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                        next.set(Screen::Lessons);
                    },
                );
            });
        });
}

/// The lesson's goal in words.
fn goal_words(goal: &Goal) -> Message {
    match goal {
        Goal::Reach(square) => Message::new("goal-reach").with("square", square.as_str()),
        Goal::Remove(count) => Message::new("goal-remove").with("count", *count),
        Goal::Win => Message::new("goal-win"),
        Goal::Deblockle => Message::new("goal-deblockle"),
    }
}

/// The lesson's narration, a paragraph per key, then its goal.
fn narration(keys: &[String], goal: &Goal) -> Message {
    keys.iter().rev().map(|key| Message::new(key.clone())).fold(
        goal_words(goal),
        |rest, paragraph| {
            Message::new("paragraphs")
                .with("first", paragraph)
                .with("rest", rest)
        },
    )
}

fn show_lesson(
    active: Option<Res<ActiveLesson>>,
    lessons: Res<Lessons>,
    mut roots: Query<&mut Visibility, With<LessonPanel>>,
    mut next_buttons: Query<&mut Node, With<NextButton>>,
    mut texts: ParamSet<(
        Query<&mut Localized, With<LessonTitle>>,
        Query<&mut Localized, With<LessonText>>,
        Query<&mut Localized, With<RemarkText>>,
    )>,
) {
    for mut visibility in &mut roots {
        visibility.set_if_neq(shown_if(active.is_some()));
    }
    let Some(active) = active else {
        return;
    };
    let file = &active.lesson.file;
    if let Ok(text) = texts.p0().single_mut() {
        let title = Message::new("tutorial-lesson-title")
            .with("number", active.index + 1)
            .with("title", Message::new(file.title.clone()));
        Localized::show(text, title);
    }
    if let Ok(text) = texts.p1().single_mut() {
        Localized::show(text, narration(&file.narration, &file.goal));
    }
    if let Ok(text) = texts.p2().single_mut() {
        Localized::show(
            text,
            Message::new(active.remark.clone().unwrap_or_default()),
        );
    }
    let more = active.completed && active.index + 1 < lessons.0.len();
    for mut node in &mut next_buttons {
        // Only on a change, so the layout is not redone every frame.
        let wanted = display_if(more);
        if node.display != wanted {
            node.display = wanted;
        }
    }
}
