//! Options with the keys as well as the mouse: ↑ and ↓ go from line to
//! line (group by group), ← and → change the value, Enter or Space opens a
//! list (↑ and ↓ then go through its values) and Space turns a switch
//! over; the pointer chooses the line it is over. The chosen line stands
//! out, and its explanation is what the screen shows under the options.
//! Escape, Enter or Space closes an open list, as does a press anywhere
//! else.

use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui_widgets::ScrollIntoView;
use tabletop_i18n::Message;

use super::controls::stepped;
use super::lists::{ListItem, ListToggle};
use super::{ChooseOption, ControlKind, OptionLine, OptionState};
use crate::table::keys::typing;
use crate::theme::TEXT;

/// The line the keys or the pointer chose, and what it does.
#[derive(Resource, Default, Debug)]
pub struct FocusedOption {
    pub(super) line: Option<Entity>,
    explanation: Option<Message>,
}

impl FocusedOption {
    /// The chosen line.
    pub fn line(&self) -> Option<Entity> {
        self.line
    }

    /// What the chosen line does, while one shown is chosen.
    pub fn explanation(&self) -> Option<Message> {
        self.explanation.clone()
    }
}

/// The line whose list of values is open.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct OpenList(pub Option<Entity>);

/// A menu left keeps no chosen line nor open list for the next.
pub(super) fn forget_focus(mut focus: ResMut<FocusedOption>, mut open: ResMut<OpenList>) {
    *focus = FocusedOption::default();
    open.0 = None;
}

/// Whether `entity` and everything holding it take part in the layout.
fn displayed(entity: Entity, nodes: &Query<(&Node, Option<&ChildOf>)>) -> bool {
    let mut at = Some(entity);
    while let Some(entity) = at {
        let Ok((node, parent)) = nodes.get(entity) else {
            return false;
        };
        if node.display == Display::None {
            return false;
        }
        at = parent.map(ChildOf::parent);
    }
    true
}

/// −1 for a press of `back`, +1 for one of `on`, 0 for neither (the press
/// used up: an open list's ↓ must not also move to the next line).
fn stepping(keys: &mut ButtonInput<KeyCode>, back: KeyCode, on: KeyCode) -> isize {
    if keys.clear_just_pressed(on) {
        1
    } else if keys.clear_just_pressed(back) {
        -1
    } else {
        0
    }
}

/// ↑ and ↓ choose a line among those shown, ← and → ask for the value
/// before or after the chosen one; Enter or Space opens a list, whose
/// values ↑ and ↓ then go through. The chosen line's explanation is kept
/// for the menu.
#[allow(clippy::too_many_arguments)]
pub(super) fn focus_and_change_with_keys(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    fields: Query<(), With<EditableText>>,
    input_focus: Res<InputFocus>,
    mut focus: ResMut<FocusedOption>,
    mut open: ResMut<OpenList>,
    lines: Query<(Entity, &OptionLine, &OptionState, &UiGlobalTransform)>,
    nodes: Query<(&Node, Option<&ChildOf>)>,
    mut asked: MessageWriter<ChooseOption>,
) {
    let mut shown: Vec<_> = lines
        .iter()
        .filter(|(line, ..)| displayed(*line, &nodes))
        .collect();
    // Group by group, each from the top.
    shown.sort_by(|a, b| {
        (a.1.rank, a.3.translation.y)
            .partial_cmp(&(b.1.rank, b.3.translation.y))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let at = focus
        .line
        .and_then(|line| shown.iter().position(|(shown, ..)| *shown == line));
    if at.is_none() && focus.line.is_some() {
        focus.line = None;
    }
    if open.0.is_some_and(|line| !displayed(line, &nodes)) {
        open.0 = None;
    }
    if !typing(&input_focus, &fields) && !shown.is_empty() {
        if let Some(list) = open.0 {
            // An open list takes the keys: ↑ and ↓ go through its values,
            // Escape, Enter or Space close it (and do nothing else: not
            // back to the cards, not Play).
            if let Ok((line, options, state, _)) = lines.get(list) {
                let by = stepping(&mut keys, KeyCode::ArrowUp, KeyCode::ArrowDown);
                if by != 0 {
                    asked.write(ChooseOption {
                        line,
                        index: stepped(options, state, by),
                    });
                }
            }
            if [KeyCode::Escape, KeyCode::Enter, KeyCode::Space]
                .into_iter()
                .any(|key| keys.clear_just_pressed(key))
            {
                open.0 = None;
            }
        } else if let Some((line, options, state, _)) = at.map(|at| shown[at]) {
            // Enter or Space opens the chosen line's list; Space turns a
            // switch over.
            match options.kind {
                ControlKind::Choice
                    if keys.clear_just_pressed(KeyCode::Enter)
                        || keys.clear_just_pressed(KeyCode::Space) =>
                {
                    open.0 = Some(line);
                }
                ControlKind::Switch if keys.clear_just_pressed(KeyCode::Space) => {
                    asked.write(ChooseOption {
                        line,
                        index: stepped(options, state, 1),
                    });
                }
                _ => {}
            }
        }
        let count = shown.len();
        let moved = match stepping(&mut keys, KeyCode::ArrowUp, KeyCode::ArrowDown) {
            1 => Some(at.map_or(0, |at| (at + 1) % count)),
            -1 => Some(at.map_or(count - 1, |at| (at + count - 1) % count)),
            _ => None,
        };
        if let Some(moved) = moved {
            focus.line = Some(shown[moved].0);
        }
        let by = stepping(&mut keys, KeyCode::ArrowLeft, KeyCode::ArrowRight);
        if let (Some(at), true) = (at, by != 0) {
            let (line, options, state, _) = shown[at];
            asked.write(ChooseOption {
                line,
                index: stepped(options, state, by),
            });
        }
    }
    let explanation = focus
        .line
        .and_then(|line| lines.get(line).ok())
        .map(|(_, options, ..)| options.explanation.clone());
    if focus.explanation != explanation {
        focus.explanation = explanation;
    }
}

/// A press anywhere but on the open list (or what opens it) closes it.
pub(super) fn close_lists_clicked_past(
    mouse: Res<ButtonInput<MouseButton>>,
    mut open: ResMut<OpenList>,
    toggles: Query<(&ListToggle, &Interaction)>,
    items: Query<(&ListItem, &Interaction)>,
) {
    let Some(line) = open.0 else {
        return;
    };
    // A press and release in one frame (a slow frame) is a click the
    // controls' observers have already taken: it opened the list, or chose.
    if !mouse.just_pressed(MouseButton::Left) || mouse.just_released(MouseButton::Left) {
        return;
    }
    let on_the_list = toggles
        .iter()
        .any(|(toggle, interaction)| toggle.0 == line && *interaction != Interaction::None)
        || items
            .iter()
            .any(|(item, interaction)| item.0 == line && *interaction != Interaction::None);
    if !on_the_list {
        open.0 = None;
    }
}

/// The chosen line is scrolled into sight (where the options are more
/// than the window holds).
pub(super) fn bring_the_focused_line_into_sight(focus: Res<FocusedOption>, mut commands: Commands) {
    if let (true, Some(line)) = (focus.is_changed(), focus.line) {
        commands.trigger(ScrollIntoView { entity: line });
    }
}

/// The chosen line stands out from the others.
pub(super) fn shade_focused_line(
    focus: Res<FocusedOption>,
    mut lines: Query<(Entity, &mut BackgroundColor), With<OptionLine>>,
) {
    for (line, mut background) in &mut lines {
        let colour = if focus.line == Some(line) {
            TEXT.with_alpha(0.1)
        } else {
            Color::NONE
        };
        background.set_if_neq(BackgroundColor(colour));
    }
}
