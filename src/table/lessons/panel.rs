//! A lesson's panel at its game's table, in the move list's place: the
//! lesson's title, its narration and goal, the tutor's remarks, and Hint,
//! Restart, Next and Lessons.

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::list::{LessonShelf, ShownBook};
use super::{ActiveLesson, LessonAsk, LessonRequest, Lessons, Taught};
use crate::language::Localized;
use crate::screens::Screen;
use crate::table::hud_parts::MovesPanel;
use crate::theme::{
    TEXT, WARNING_TEXT, button, display_if, guide_buttons, guide_panel, label, shown_if,
};

pub(super) fn add_panel<G: Taught>(app: &mut App) {
    app.add_systems(OnEnter(G::SCREEN), spawn_lesson_panel::<G>)
        .add_systems(Update, show_lesson::<G>.run_if(in_state(G::SCREEN)));
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

fn spawn_lesson_panel<G: Taught>(mut commands: Commands) {
    let ask = |ask| LessonRequest {
        game: G::FOLDER,
        ask,
    };
    commands
        .spawn((
            Name::new("Lesson panel"),
            LessonPanel,
            DespawnOnExit(G::SCREEN),
            Visibility::Hidden,
            guide_panel(),
        ))
        .with_children(|card| {
            card.spawn((LessonTitle, label("", 24.0, TEXT)));
            card.spawn((LessonText, label("", 15.0, TEXT)));
            card.spawn((RemarkText, label("", 17.0, WARNING_TEXT)));
            card.spawn(guide_buttons()).with_children(|row| {
                row.spawn(button("tutorial-hint")).observe(
                    move |_: On<Pointer<Click>>, mut requests: MessageWriter<LessonRequest>| {
                        requests.write(ask(LessonAsk::Hint));
                    },
                );
                row.spawn(button("tutorial-restart")).observe(
                    move |_: On<Pointer<Click>>,
                          active: Option<Res<ActiveLesson<G>>>,
                          mut requests: MessageWriter<LessonRequest>| {
                        if let Some(active) = active {
                            requests.write(ask(LessonAsk::Start(active.index)));
                        }
                    },
                );
                row.spawn((button("tutorial-next"), NextButton)).observe(
                    move |_: On<Pointer<Click>>,
                          active: Option<Res<ActiveLesson<G>>>,
                          mut requests: MessageWriter<LessonRequest>| {
                        if let Some(active) = active {
                            requests.write(ask(LessonAsk::Start(active.index + 1)));
                        }
                    },
                );
                row.spawn(button("tutorial-lessons")).observe(
                    |_: On<Pointer<Click>>,
                     shelf: Res<LessonShelf>,
                     mut shown: ResMut<ShownBook>,
                     mut next: ResMut<NextState<Screen>>| {
                        // The list opens at this game's lessons.
                        if let Some(tab) = shelf.0.iter().position(|b| b.game == G::FOLDER) {
                            shown.0 = tab;
                        }
                        next.set(Screen::Lessons);
                    },
                );
            });
        });
}

/// The lesson's narration, a paragraph per key, then its goal.
fn narration(keys: &[String], goal: Message) -> Message {
    keys.iter()
        .rev()
        .map(|key| Message::new(key.clone()))
        .fold(goal, |rest, paragraph| {
            Message::new("paragraphs")
                .with("first", paragraph)
                .with("rest", rest)
        })
}

fn show_lesson<G: Taught>(
    active: Option<Res<ActiveLesson<G>>>,
    lessons: Res<Lessons<G>>,
    mut roots: Query<&mut Visibility, With<LessonPanel>>,
    mut move_lists: Query<&mut Visibility, (With<MovesPanel>, Without<LessonPanel>)>,
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
    // The lesson's panel takes the move list's place.
    for mut visibility in &mut move_lists {
        visibility.set_if_neq(shown_if(active.is_none()));
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
        Localized::show(text, narration(&file.narration, G::goal_words(&file.goal)));
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
