//! A lesson's panel at its game's table, in the move list's place: the
//! lesson's title, its narration and goal, the tutor's remarks, and Hint,
//! Restart, Next and Lessons.

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::list::{LessonShelf, ShownBook};
use super::{ActiveLesson, LessonAsk, LessonRequest, Lessons, Taught};
use crate::language::Localized;
use crate::screens::Screen;
use crate::table::guide_card::{CardParts, open_at, show_card, spawn_guide_card};
use crate::table::hud::MovesPanel;
use crate::theme::{button, display_if, shown_if};

pub(super) fn add_panel<G: Taught>(app: &mut App) {
    app.add_systems(OnEnter(G::SCREEN), spawn_lesson_panel::<G>)
        .add_systems(
            Update,
            (show_lesson::<G>, hide_moves_while_guided::<G>).run_if(in_state(G::SCREEN)),
        );
}

/// A lesson's or a puzzle's panel takes the move list's place.
fn hide_moves_while_guided<G: Taught>(
    session: Option<Res<G>>,
    mut move_lists: Query<&mut Visibility, With<MovesPanel>>,
) {
    let guided = session.is_some_and(|session| session.guided());
    for mut visibility in &mut move_lists {
        visibility.set_if_neq(shown_if(!guided));
    }
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
    let ask = LessonRequest::<G>::new;
    let parts = CardParts {
        root: LessonPanel,
        title: LessonTitle,
        text: LessonText,
        remark: RemarkText,
    };
    spawn_guide_card(
        &mut commands,
        "Lesson panel",
        G::SCREEN,
        parts,
        15.0,
        |row| {
            row.spawn(button("tutorial-hint")).observe(
                move |_: On<Pointer<Click>>, mut requests: MessageWriter<LessonRequest<G>>| {
                    requests.write(ask(LessonAsk::Hint));
                },
            );
            row.spawn(button("tutorial-restart")).observe(
                move |_: On<Pointer<Click>>,
                      active: Option<Res<ActiveLesson<G>>>,
                      mut requests: MessageWriter<LessonRequest<G>>| {
                    if let Some(active) = active {
                        requests.write(ask(LessonAsk::Start(active.index)));
                    }
                },
            );
            row.spawn((button("tutorial-next"), NextButton)).observe(
                move |_: On<Pointer<Click>>,
                      active: Option<Res<ActiveLesson<G>>>,
                      mut requests: MessageWriter<LessonRequest<G>>| {
                    if let Some(active) = active {
                        requests.write(ask(LessonAsk::Start(active.index + 1)));
                    }
                },
            );
            row.spawn(button("tutorial-lessons"))
                .observe(open_at::<LessonShelf, ShownBook>(G::GAME, Screen::Lessons));
        },
    );
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
    mut next_buttons: Query<&mut Node, With<NextButton>>,
    mut texts: ParamSet<(
        Query<&mut Localized, With<LessonTitle>>,
        Query<&mut Localized, With<LessonText>>,
        Query<&mut Localized, With<RemarkText>>,
    )>,
) {
    let words = active.as_ref().map(|active| {
        let file = &active.lesson.file;
        let title = Message::new("tutorial-lesson-title")
            .with("number", active.index + 1)
            .with("title", Message::new(file.title.clone()));
        let remark = Message::new(active.remark.clone().unwrap_or_default());
        [
            title,
            narration(&file.narration, G::goal_words(&file.goal)),
            remark,
        ]
    });
    show_card(&mut roots, &mut texts, words);
    let Some(active) = active else {
        return;
    };
    let more = active.completed && active.index + 1 < lessons.0.len();
    for mut node in &mut next_buttons {
        // Only on a change, so the layout is not redone every frame.
        let wanted = display_if(more);
        if node.display != wanted {
            node.display = wanted;
        }
    }
}
