//! The evaluation's line in a table's status panel: a bar whose segments
//! are the seats' shares of the expected result, the side to move's first,
//! each in its seat's colour, and under it how the game stands, faint
//! while the engine looks at a newer position.

use bevy::ecs::system::{StaticSystemParam, SystemParamItem};
use bevy::prelude::*;
use tabletop_ai::analysis::Analysis;
use tabletop_i18n::Message;

use super::{Evaluated, Evaluating, EvaluationShown};
use crate::language::{Localized, blank};
use crate::table::thinks::Thinks;
use crate::theme::{FAINT_TEXT, TEXT, label};

/// The most seats a bar shares out (Blokus 3D's four).
const MOST_SEATS: usize = 4;

/// The evaluation in a table's status panel (hidden while switched off).
#[derive(Component, Default)]
pub struct EvaluationLine(Option<View>);

/// A seat's share of the bar, the `n`th from the side to move.
#[derive(Component)]
pub(super) struct EvaluationSegment(pub(super) usize);

/// The line under the bar.
#[derive(Component)]
pub(super) struct EvaluationText;

/// The engine's expected line, under that.
#[derive(Component)]
pub(super) struct ExpectedLine;

/// What the evaluation line shows.
#[derive(Clone, Debug, PartialEq)]
struct View {
    shown: bool,
    shares: Vec<(f32, Color)>,
    standing: Message,
    expected: Message,
    current: bool,
}

/// The evaluation's line, for a table's status panel.
pub fn evaluation_line() -> impl Bundle {
    let segment = |n| {
        (
            EvaluationSegment(n),
            Node {
                height: percent(100),
                ..default()
            },
            BackgroundColor(Color::NONE),
        )
    };
    (
        Name::new("Evaluation"),
        EvaluationLine::default(),
        Node {
            display: Display::None,
            flex_direction: FlexDirection::Column,
            row_gap: px(4),
            margin: UiRect::top(px(6)),
            ..default()
        },
        children![
            (
                Node {
                    width: percent(100),
                    height: px(12),
                    overflow: Overflow::clip(),
                    border: UiRect::all(px(1)),
                    border_radius: BorderRadius::all(px(6)),
                    ..default()
                },
                // Dark shares (Hive's Black) stay apart from the panel.
                BorderColor::all(FAINT_TEXT),
                children![segment(0), segment(1), segment(2), segment(3)],
            ),
            (EvaluationText, label("", 16.0, TEXT)),
            (ExpectedLine, label("", 15.0, FAINT_TEXT)),
        ],
    )
}

/// What the line shows: each seat's share of the expected result, from
/// the side to move round, and how the game stands (faint until the
/// evaluation is of the game as it stands); what the engine waits for, or
/// that it is looking, before its first answer; nothing when there is
/// nothing to evaluate.
fn view_of<G: Thinks>(
    shown: bool,
    (session, helpers): (&G, &SystemParamItem<G::Helpers>),
    evaluated: Option<&Evaluated<G>>,
    evaluating: bool,
) -> View {
    let current = evaluated.is_some_and(|evaluated| session.still_plays(&evaluated.game));
    let analysis = evaluated.and_then(|evaluated| evaluated.analysis.as_ref());
    let unguided = session.unguided().is_some();
    let waiting = unguided
        .then(|| session.waiting(helpers))
        .flatten()
        .filter(|_| !current);
    let shares = analysis.map(|analysis| shares_of::<G>((session, helpers), analysis));
    let standing = match (waiting, analysis) {
        (Some(waiting), _) => waiting,
        (None, Some(analysis)) => analysis.standing(|seat| session.seat(helpers, seat).0),
        (None, None) if evaluating => Message::new("eval-thinking"),
        (None, None) => blank(),
    };
    let expected = match (evaluated, analysis) {
        (Some(evaluated), Some(analysis)) if current && !analysis.line.is_empty() => {
            Message::new("eval-line").with("line", G::written_line(&evaluated.game, &analysis.line))
        }
        _ => blank(),
    };
    View {
        shown: shown && standing != blank(),
        shares: shares.unwrap_or_default(),
        standing,
        expected,
        current,
    }
}

/// Each seat's share of the bar, in percent, and its colour, from the
/// side to move round.
fn shares_of<G: Thinks>(
    (session, helpers): (&G, &SystemParamItem<G::Helpers>),
    analysis: &Analysis<G::Move>,
) -> Vec<(f32, Color)> {
    let seats = analysis.expected.len().min(MOST_SEATS);
    let total: f64 = analysis.expected.iter().sum();
    (0..seats)
        .map(|n| {
            let seat = (analysis.seat + n) % seats;
            let share = analysis.expected[seat] / total.max(f64::EPSILON);
            (share as f32 * 100.0, session.seat(helpers, seat).1)
        })
        .collect()
}

/// Keeps the evaluation line up to date, touching it only when what it
/// shows changes.
pub(super) fn show_evaluation<G: Thinks>(
    shown: Res<EvaluationShown>,
    session: Option<Res<G>>,
    helpers: StaticSystemParam<G::Helpers>,
    evaluated: Option<Res<Evaluated<G>>>,
    evaluating: Option<Res<Evaluating<G>>>,
    mut lines: Query<(&mut EvaluationLine, &mut Node)>,
    mut segments: Query<
        (&EvaluationSegment, &mut Node, &mut BackgroundColor),
        Without<EvaluationLine>,
    >,
    mut texts: Query<(&mut Localized, &mut TextColor), With<EvaluationText>>,
    mut expected_lines: Query<&mut Localized, (With<ExpectedLine>, Without<EvaluationText>)>,
) {
    let view = match session.as_deref() {
        Some(session) => view_of::<G>(
            shown.0,
            (session, &helpers),
            evaluated.as_deref(),
            evaluating.is_some(),
        ),
        None => View {
            shown: false,
            shares: Vec::new(),
            standing: blank(),
            expected: blank(),
            current: false,
        },
    };
    for (mut line, mut node) in &mut lines {
        if line.0.as_ref() == Some(&view) {
            continue;
        }
        node.display = if view.shown {
            Display::Flex
        } else {
            Display::None
        };
        for (segment, mut node, mut colour) in &mut segments {
            let (width, seat_colour) = view
                .shares
                .get(segment.0)
                .copied()
                .unwrap_or((0.0, Color::NONE));
            node.width = percent(width);
            colour.0 = seat_colour;
        }
        for (text, mut colour) in &mut texts {
            Localized::show(text, view.standing.clone());
            colour.0 = if view.current { TEXT } else { FAINT_TEXT };
        }
        for text in &mut expected_lines {
            Localized::show(text, view.expected.clone());
        }
        line.0 = Some(view.clone());
    }
}
