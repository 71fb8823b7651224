//! The review's panel, in the move list's place while it is up: its
//! progress while the engine works; then each player's summary, the next
//! move along the line with its mark (and the engine's move where it
//! preferred another), and the moves round it marked as annotators do
//! (?! an inaccuracy, ? a mistake, ?? a blunder).

use bevy::ecs::system::{StaticSystemParam, SystemParamItem};
use bevy::prelude::*;
use tabletop_ai::review::{Judgement, Mark};
use tabletop_i18n::Message;

use super::{CloseReview, Reviewed, Reviewing};
use crate::language::{Localized, blank};
use crate::screens::Screen;
use crate::table::TableSystems;
use crate::table::hud::MovesPanel;
use crate::table::thinks::Thinks;
use crate::theme::{FAINT_TEXT, TEXT, WARNING_TEXT, button, label, plain_label, right_panel};

/// The most players a summary names (Blokus 3D's four).
const MOST_SEATS: usize = 4;
/// The marked moves listed before the next one, and after.
const LISTED_BEFORE: usize = 4;
const LISTED_AFTER: usize = 6;

/// The review's panel (laid out only while a review is up).
#[derive(Component, Default)]
pub struct ReviewPanel(Option<View>);

/// The parts of the panel that change.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
pub(super) enum Part {
    Progress,
    ProgressTrack,
    ProgressFill,
    Summary(usize),
    Next,
    Better,
    Moves,
}

/// What the panel shows.
#[derive(Clone, Debug, PartialEq)]
struct View {
    up: bool,
    /// Positions analysed, in percent, while the engine works.
    progress: Option<(Message, f32)>,
    summaries: Vec<Message>,
    next: Message,
    better: Message,
    moves: String,
}

impl View {
    /// No review: the panel takes no room.
    fn down() -> View {
        View {
            up: false,
            progress: None,
            summaries: Vec::new(),
            next: blank(),
            better: blank(),
            moves: String::new(),
        }
    }
}

pub(super) fn add_panel<G: Thinks>(app: &mut App) {
    let screen = G::SCREEN;
    app.add_systems(OnEnter(screen), move |commands: Commands| {
        spawn_panel(commands, screen)
    })
    .add_systems(
        Update,
        show_review::<G>
            .in_set(TableSystems::Show)
            .run_if(in_state(screen)),
    );
}

fn spawn_panel(mut commands: Commands, screen: Screen) {
    let summary = |n| (Part::Summary(n), label("", 16.0, FAINT_TEXT));
    commands
        .spawn((
            Name::new("Review"),
            ReviewPanel::default(),
            DespawnOnExit(screen),
            right_panel(Node {
                width: px(340),
                max_height: percent(80),
                display: Display::None,
                ..default()
            }),
        ))
        .with_children(|panel| {
            panel
                .spawn(Node {
                    justify_content: JustifyContent::SpaceBetween,
                    align_items: AlignItems::Center,
                    ..default()
                })
                .with_children(|title| {
                    title.spawn(label("review-title", 20.0, TEXT));
                    title.spawn(button("review-close")).observe(
                        |_: On<Pointer<Click>>, mut close: MessageWriter<CloseReview>| {
                            close.write(CloseReview);
                        },
                    );
                });
            panel.spawn((Part::Progress, label("", 16.0, TEXT)));
            panel.spawn((
                Part::ProgressTrack,
                Node {
                    width: percent(100),
                    height: px(8),
                    border_radius: BorderRadius::all(px(4)),
                    overflow: Overflow::clip(),
                    ..default()
                },
                BackgroundColor(Color::srgba(1.0, 1.0, 1.0, 0.12)),
                children![(
                    Part::ProgressFill,
                    Node {
                        height: percent(100),
                        width: percent(0),
                        ..default()
                    },
                    BackgroundColor(TEXT),
                )],
            ));
            for n in 0..MOST_SEATS {
                panel.spawn(summary(n));
            }
            panel.spawn((Part::Next, label("", 17.0, TEXT)));
            panel.spawn((Part::Better, label("", 16.0, WARNING_TEXT)));
            panel.spawn((Part::Moves, plain_label("", 16.0, FAINT_TEXT)));
        });
}

/// What the panel shows of the review at the table, where it stands.
fn view_of<G: Thinks>(
    (session, helpers): (&G, &SystemParamItem<G::Helpers>),
    reviewing: Option<&Reviewing<G>>,
    reviewed: Option<&Reviewed<G>>,
) -> View {
    if let Some(reviewing) = reviewing {
        let (done, total) = reviewing.progress();
        let message = Message::new("review-progress")
            .with("done", done)
            .with("total", total);
        return View {
            up: true,
            progress: Some((message, done as f32 * 100.0 / total.max(1) as f32)),
            ..View::down()
        };
    }
    let (Some(reviewed), Some(now)) = (reviewed, session.line()) else {
        return View::down();
    };
    let name = |seat: usize| session.seat(helpers, seat).0;
    let summaries = reviewed
        .summaries
        .iter()
        .take(MOST_SEATS)
        .enumerate()
        .map(|(seat, summary)| {
            Mark::ALL.iter().zip(summary.marks).fold(
                Message::new("review-summary").with("player", name(seat)),
                |message, (mark, count)| message.with(mark.name(), count),
            )
        })
        .collect();
    let positions = &reviewed.positions;
    let (next, better) = match reviewed.judged.get(now.played) {
        Some(judgement) => {
            let here = &positions[now.played];
            let next = Message::new("review-next")
                .with("number", now.played + 1)
                .with("player", name(judgement.seat))
                .with("move", G::notation(here, judgement.played))
                .with(
                    "mark",
                    Message::new(format!("review-mark-{}", judgement.mark.name())),
                );
            let better = match judgement.best {
                Some(best) if judgement.mark != Mark::Best => {
                    Message::new("review-better").with("move", G::notation(here, best))
                }
                _ => blank(),
            };
            (next, better)
        }
        None => (Message::new("review-end"), blank()),
    };
    View {
        up: true,
        progress: None,
        summaries,
        next,
        better,
        moves: marked_moves::<G>(&reviewed.judged, positions, now.played),
    }
}

/// The moves round the next one, numbered and marked, the next one
/// pointed at.
fn marked_moves<G: Thinks>(
    judged: &[Judgement<G::Move>],
    positions: &[G::Position],
    next: usize,
) -> String {
    let first = next.saturating_sub(LISTED_BEFORE);
    let last = (next + LISTED_AFTER).min(judged.len());
    (first..last)
        .map(|ply| {
            let pointer = if ply == next { ">" } else { " " };
            let written = G::notation(&positions[ply], judged[ply].played);
            format!(
                "{pointer} {}. {written} {}",
                ply + 1,
                symbol(judged[ply].mark)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// An annotator's sign for `mark`.
fn symbol(mark: Mark) -> &'static str {
    match mark {
        Mark::Best | Mark::Good => "",
        Mark::Inaccuracy => "?!",
        Mark::Mistake => "?",
        Mark::Blunder => "??",
    }
}

/// Keeps the panel up to date (touching it only when what it shows
/// changes), and the game's move list out of its way while it is up.
fn show_review<G: Thinks>(
    session: Option<Res<G>>,
    helpers: StaticSystemParam<G::Helpers>,
    reviewing: Option<Res<Reviewing<G>>>,
    reviewed: Option<Res<Reviewed<G>>>,
    mut panels: Query<(&mut ReviewPanel, &mut Node)>,
    mut parts: Query<
        (&Part, &mut Node, Option<&mut Localized>, Option<&mut Text>),
        Without<ReviewPanel>,
    >,
    mut move_lists: Query<&mut Node, (With<MovesPanel>, Without<ReviewPanel>, Without<Part>)>,
) {
    // Only while something may have changed: a review runs or is up.
    if reviewing.is_none()
        && reviewed.is_none()
        && panels.iter().all(|(panel, _)| panel.0.is_none())
    {
        return;
    }
    let view = match session.as_deref() {
        Some(session) => view_of::<G>(
            (session, &helpers),
            reviewing.as_deref(),
            reviewed.as_deref(),
        ),
        None => View::down(),
    };
    for (mut panel, mut node) in &mut panels {
        if panel.0.as_ref() == Some(&view) {
            continue;
        }
        node.display = if view.up {
            Display::Flex
        } else {
            Display::None
        };
        for (part, mut node, localized, text) in &mut parts {
            let shown = match *part {
                Part::Progress => view.progress.as_ref().map(|(message, _)| message.clone()),
                Part::Summary(n) => view.summaries.get(n).cloned(),
                Part::Next => (view.progress.is_none()).then(|| view.next.clone()),
                Part::Better => (view.better != blank()).then(|| view.better.clone()),
                Part::ProgressTrack | Part::ProgressFill | Part::Moves => None,
            };
            match (*part, localized, text) {
                (Part::ProgressTrack, ..) => {
                    node.display = if view.progress.is_some() {
                        Display::Flex
                    } else {
                        Display::None
                    };
                }
                (Part::ProgressFill, ..) => {
                    node.width = percent(view.progress.as_ref().map_or(0.0, |(_, fill)| *fill));
                }
                (Part::Moves, _, Some(mut text)) => {
                    text.0.clone_from(&view.moves);
                    node.display = if view.moves.is_empty() {
                        Display::None
                    } else {
                        Display::Flex
                    };
                }
                (_, Some(localized), _) => {
                    node.display = if shown.is_some() {
                        Display::Flex
                    } else {
                        Display::None
                    };
                    Localized::show(localized, shown.unwrap_or_else(blank));
                }
                _ => {}
            }
        }
        for mut list in &mut move_lists {
            list.display = if view.up {
                Display::None
            } else {
                Display::Flex
            };
        }
        panel.0 = Some(view.clone());
    }
}
