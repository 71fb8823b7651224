//! The controls on an option's line — a stepper (– value +), a switch (a
//! knob that stands left of its word for off and right for on), a
//! list (the chosen value; a click opens the others under it, see
//! [`super::lists`]) — and how each shows the settings. Every click asks for a value
//! ([`ChooseOption`]); none changes the settings itself.

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::keys::{FocusedOption, OpenList};
use super::lists::{self, ListItem, ValueList};
use super::{ChooseOption, ControlKind, OptionLine, OptionRow, OptionState};
use crate::language::{Localized, blank};
use crate::theme::{BUTTON, FAINT_TEXT, TEXT, display_if, label};

/// The size of an option's words.
pub(super) const TEXT_SIZE: f32 = 16.0;

/// The text that shows a line's chosen value.
#[derive(Component)]
pub(super) struct ValueText(Entity);

/// A switch: its knob stands left (off) or right (on) of its word.
#[derive(Component)]
pub(super) struct Knob(Entity);

/// A switch's knob, bright when on.
#[derive(Component)]
pub(super) struct KnobDot(Entity);

/// A stepper's – (`false`) or + (`true`), dimmed at its end.
#[derive(Component)]
pub(super) struct StepButton(Entity, bool);

/// The value a press of a control asks for, given the line as it is.
type Pick = fn(&OptionLine, &OptionState) -> usize;

/// The value one step along from the chosen one (`by` −1 or +1), kept
/// within the values; a switch turns over whichever way.
pub(super) fn stepped(line: &OptionLine, state: &OptionState, by: isize) -> usize {
    match line.kind {
        ControlKind::Switch => 1 - state.chosen.min(1),
        ControlKind::Stepper | ControlKind::Choice => state
            .chosen
            .saturating_add_signed(by)
            .min(state.values.len().saturating_sub(1)),
    }
}

/// Asks for the value `pick` gives `line` as it is (a control's click).
fn ask(
    line: Entity,
    pick: Pick,
    lines: &Query<(&OptionLine, &OptionState)>,
    asked: &mut MessageWriter<ChooseOption>,
) {
    if let Ok((options, state)) = lines.get(line) {
        asked.write(ChooseOption {
            line,
            index: pick(options, state),
        });
    }
}

/// Observes a control's clicks: each asks for the value `pick` gives.
fn asking(commands: &mut EntityCommands, line: Entity, pick: Pick) {
    commands.observe(
        move |_: On<Pointer<Click>>,
              lines: Query<(&OptionLine, &OptionState)>,
              mut asked: MessageWriter<ChooseOption>| {
            ask(line, pick, &lines, &mut asked);
        },
    );
}

/// The text that shows `line`'s chosen value, on one line (a value such as
/// "75 %" never breaks at its space).
pub(super) fn value_text(line: Entity) -> impl Bundle {
    (
        ValueText(line),
        label(blank(), TEXT_SIZE, TEXT),
        TextLayout::no_wrap(),
    )
}

/// A small button for a control, showing `words`.
fn control_button(words: impl Into<Message>) -> impl Bundle {
    (
        Button,
        Node {
            padding: UiRect::axes(px(10), px(3)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            column_gap: px(8),
            border_radius: BorderRadius::all(px(5)),
            ..default()
        },
        BackgroundColor(BUTTON),
        children![label(words, TEXT_SIZE, TEXT)],
    )
}

/// The line of `row` under `column`: its name, then its control.
pub(super) fn spawn_line<R: OptionRow>(
    column: &mut ChildSpawnerCommands,
    row: R,
    name: Message,
    line: OptionLine,
) {
    let kind = line.kind;
    let mut spawned = column.spawn((
        row,
        line,
        OptionState {
            values: Vec::new(),
            chosen: 0,
            shown: blank(),
            applies: true,
        },
        Node {
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Center,
            column_gap: px(10),
            padding: UiRect::axes(px(6), px(2)),
            border_radius: BorderRadius::all(px(5)),
            ..default()
        },
        BackgroundColor(Color::NONE),
    ));
    let id = spawned.id();
    spawned
        .observe(
            move |_: On<Pointer<Over>>, mut focus: ResMut<FocusedOption>| {
                focus.line = Some(id);
            },
        )
        .with_children(|parts| {
            parts.spawn((
                label(name, TEXT_SIZE, TEXT),
                Node {
                    flex_shrink: 1.0,
                    ..default()
                },
            ));
            match kind {
                ControlKind::Stepper => spawn_stepper(parts, id),
                ControlKind::Switch => spawn_switch(parts, id),
                ControlKind::Choice => lists::spawn_list(parts, id),
            }
        });
}

fn spawn_stepper(parts: &mut ChildSpawnerCommands, line: Entity) {
    parts
        .spawn(Node {
            align_items: AlignItems::Center,
            column_gap: px(6),
            ..default()
        })
        .with_children(|stepper| {
            asking(
                &mut stepper.spawn((StepButton(line, false), control_button("options-less"))),
                line,
                |line, state| stepped(line, state, -1),
            );
            stepper.spawn((
                value_text(line),
                Node {
                    min_width: px(24),
                    justify_content: JustifyContent::Center,
                    ..default()
                },
            ));
            asking(
                &mut stepper.spawn((StepButton(line, true), control_button("options-more"))),
                line,
                |line, state| stepped(line, state, 1),
            );
        });
}

fn spawn_switch(parts: &mut ChildSpawnerCommands, line: Entity) {
    let mut pill = parts.spawn((
        Knob(line),
        Button,
        Node {
            min_width: px(64),
            align_items: AlignItems::Center,
            justify_content: JustifyContent::SpaceBetween,
            column_gap: px(8),
            padding: UiRect::axes(px(4), px(3)),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        },
        BackgroundColor(BUTTON),
        children![
            (
                KnobDot(line),
                Node {
                    width: px(16),
                    height: px(16),
                    border_radius: BorderRadius::all(px(8)),
                    ..default()
                },
                BackgroundColor(FAINT_TEXT),
            ),
            value_text(line),
        ],
    ));
    asking(&mut pill, line, |line, state| stepped(line, state, 1));
}

/// Each line shows whether it applies, its chosen value, and the state
/// of its control; the open list shows.
#[allow(clippy::type_complexity)]
pub(super) fn show_lines(
    mut lines: Query<(&OptionLine, &OptionState, &mut Node)>,
    mut values: Query<(&ValueText, &mut Localized)>,
    mut knobs: Query<(&Knob, &mut Node), Without<OptionLine>>,
    mut dots: Query<(&KnobDot, &mut BackgroundColor)>,
    steps: Query<(&StepButton, &Children)>,
    mut step_texts: Query<&mut TextColor>,
    mut lists: Query<(&ValueList, &mut Node), (Without<OptionLine>, Without<Knob>)>,
    mut items: Query<(&ListItem, &mut BorderColor)>,
    open: Res<OpenList>,
) {
    for (_, state, mut node) in &mut lines {
        let display = display_if(state.applies);
        if node.display != display {
            node.display = display;
        }
    }
    let state_of = |line: Entity| lines.get(line).ok().map(|(_, state, _)| state);
    for (value, text) in &mut values {
        if let Some(state) = state_of(value.0) {
            Localized::show(text, state.shown.clone());
        }
    }
    let on = |line: Entity| state_of(line).is_some_and(|state| state.chosen == 1);
    for (knob, mut node) in &mut knobs {
        // The knob's side says it as well as its brightness and word do.
        let direction = if on(knob.0) {
            FlexDirection::RowReverse
        } else {
            FlexDirection::Row
        };
        if node.flex_direction != direction {
            node.flex_direction = direction;
        }
    }
    for (dot, mut colour) in &mut dots {
        let bright = if on(dot.0) {
            TEXT
        } else {
            FAINT_TEXT.darker(0.3)
        };
        colour.set_if_neq(BackgroundColor(bright));
    }
    for (step, children) in &steps {
        let Ok((_, state, _)) = lines.get(step.0) else {
            continue;
        };
        let at_end = if step.1 {
            state.chosen + 1 >= state.values.len()
        } else {
            state.chosen == 0
        };
        let colour = TextColor(if at_end { FAINT_TEXT.darker(0.3) } else { TEXT });
        for child in children.iter() {
            if let Ok(mut text) = step_texts.get_mut(child) {
                text.set_if_neq(colour);
            }
        }
    }
    for (list, mut node) in &mut lists {
        let display = display_if(open.0 == Some(list.0));
        if node.display != display {
            node.display = display;
        }
    }
    for (item, mut border) in &mut items {
        let chosen = state_of(item.0).is_some_and(|state| state.chosen == item.1);
        border.set_if_neq(BorderColor::all(if chosen { TEXT } else { Color::NONE }));
    }
}
