//! What assistive technology hears, through Bevy's AccessKit integration:
//! every button named by the words it shows and every label's text as its
//! value — kept in step as the language, a setting or a line changes (Bevy
//! names them only when they are made, before our words are in them) —
//! and the lines that say what happens (whose turn, a refusal, the last
//! move) as polite live regions, read out when they change.

use accesskit::Live;
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use bevy::ui::UiSystems;
use bevy::ui::widget::Label;
use tabletop_i18n::Message;

use crate::language::{Localized, localized};
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Announce>()
        .add_systems(
            Update,
            announce_last_move.run_if(not(in_state(Screen::Menu))),
        )
        .add_systems(
            PostUpdate,
            (make_live_regions, keep_names_in_step)
                .chain()
                .after(UiSystems::PostLayout),
        );
}

/// A line read out when it changes (whose turn it is, a refusal).
#[derive(Component, Clone, Copy, Debug, Default)]
#[require(Label)]
pub struct Announced;

/// Something that happened at a table, to be read out: the last move.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Announce(pub Message);

/// The line that reads the last move out: heard, not seen (no size, no
/// paint), beside each table's own list of moves.
#[derive(Component)]
struct LastMoveLine;

/// The last-move line of a table, spawned with its HUD (and gone when
/// `shown_in` ends).
pub fn last_move_line<S: States>(shown_in: S) -> impl Bundle {
    (
        Name::new("Last move (heard)"),
        LastMoveLine,
        Announced,
        DespawnOnExit(shown_in),
        localized(crate::language::blank()),
        Node {
            position_type: PositionType::Absolute,
            width: px(0),
            height: px(0),
            overflow: Overflow::clip(),
            ..default()
        },
    )
}

fn announce_last_move(
    mut announcements: MessageReader<Announce>,
    mut lines: Query<&mut Localized, With<LastMoveLine>>,
) {
    if let Some(latest) = announcements.read().last() {
        for line in &mut lines {
            Localized::show(line, latest.0.clone());
        }
    }
}

fn make_live_regions(
    mut lines: Query<&mut AccessibilityNode, (With<Announced>, Added<AccessibilityNode>)>,
) {
    for mut line in &mut lines {
        line.set_live(Live::Polite);
    }
}

/// Names each button by the texts it holds, and gives each label its text
/// as its value, whenever a text changes.
fn keep_names_in_step(
    changed: Query<(Entity, Option<&ChildOf>), Changed<Text>>,
    texts: Query<&Text>,
    children: Query<&Children>,
    buttons: Query<(), With<Button>>,
    mut nodes: Query<&mut AccessibilityNode>,
) {
    for (entity, parent) in &changed {
        if let Ok(text) = texts.get(entity)
            && let Ok(mut node) = nodes.get_mut(entity)
        {
            node.set_value(text.0.clone());
        }
        let Some(button) = parent.map(ChildOf::parent).filter(|&p| buttons.contains(p)) else {
            continue;
        };
        let words: Vec<&str> = children
            .get(button)
            .map(|held| {
                held.iter()
                    .filter_map(|child| texts.get(child).ok())
                    .map(|text| text.0.as_str())
                    .filter(|words| !words.is_empty())
                    .collect()
            })
            .unwrap_or_default();
        if let Ok(mut node) = nodes.get_mut(button) {
            node.set_label(words.join(" "));
        }
    }
}
