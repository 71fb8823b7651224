//! The menu's choice of a time control, in each game's new-game options:
//! no clock, the presets players know, or one typed in as they write it
//! (`7+2`), a field under its line saying when what is typed does not read.

use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::text::EditableText;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::clock::{PRESETS, TimeControl};

use crate::language::{Localized, blank};
use crate::screens::Screen;
use crate::table::options::{
    ControlKind, OptionGroup, OptionRow, OptionSystems, option_rows_plugin, spawn_option_line,
};
use crate::theme::{FAINT_TEXT, WARNING_TEXT, display_if, label, text_field};

pub(super) fn plugin(app: &mut App) {
    option_rows_plugin::<ClockRow>(app);
    app.init_resource::<ClockChoice>().add_systems(
        Update,
        show_clock_rows
            .in_set(OptionSystems::Apply)
            .run_if(in_state(Screen::Menu)),
    );
}

/// The time control of the next game, as chosen in the menu.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ClockChoice {
    /// The time control (none while what is typed does not read).
    pub control: TimeControl,
    /// Whether it is typed in rather than a preset.
    pub custom: bool,
    /// What is typed, as players write it (`7+2`).
    pub typed: String,
}

/// The menu's line that chooses the time control (in each game's rules).
#[derive(Component, Clone, Copy, Debug)]
pub struct ClockRow;

impl OptionRow for ClockRow {
    type Settings = ClockChoice;
    type Group = OptionGroup;

    fn group(self) -> OptionGroup {
        OptionGroup::Rules
    }

    fn name(self) -> Message {
        Message::new("options-clock")
    }

    fn explanation(self) -> Message {
        Message::new("options-clock-about")
    }

    fn kind(self) -> ControlKind {
        ControlKind::Choice
    }

    /// No clock, the presets, one typed in.
    fn values(self, _: &ClockChoice) -> Vec<Message> {
        std::iter::once(Message::new("clock-none"))
            .chain(PRESETS.iter().map(|&preset| control_value(preset)))
            .chain([Message::new("clock-typed-in")])
            .collect()
    }

    fn chosen(self, choice: &ClockChoice) -> usize {
        if choice.custom {
            return PRESETS.len() + 1;
        }
        PRESETS
            .iter()
            .position(|&preset| preset == choice.control)
            .map_or(0, |at| at + 1)
    }

    /// What was typed stays, for when one is typed in again.
    fn choose(self, choice: &mut ClockChoice, index: usize) {
        let typed = std::mem::take(&mut choice.typed);
        *choice = match index {
            0 => ClockChoice::default(),
            at if at <= PRESETS.len() => ClockChoice {
                control: PRESETS[at - 1],
                ..ClockChoice::default()
            },
            _ => ClockChoice {
                control: typed.parse().unwrap_or_default(),
                custom: true,
                ..ClockChoice::default()
            },
        };
        choice.typed = typed;
    }

    fn shown(self, choice: &ClockChoice) -> Message {
        if choice.custom {
            Message::new("clock-custom").with("control", choice.control.to_string())
        } else {
            control_value(choice.control)
        }
    }
}

/// The line under the row where a time control is typed in.
#[derive(Component)]
struct CustomLine;

/// The field it is typed in.
#[derive(Component)]
struct CustomField;

/// Why what is typed does not read.
#[derive(Component)]
struct CustomProblem;

/// Adds the clock's line, and the line to type one in, to a game's rules
/// (`more` of [`crate::table::options::spawn_option_groups`]).
pub fn spawn_clock_row(group: OptionGroup, options: &mut ChildSpawnerCommands) {
    if group != OptionGroup::Rules {
        return;
    }
    spawn_option_line(options, ClockRow);
    options
        .spawn((
            CustomLine,
            // Out of the layout until chosen: the menu is tall enough.
            Node {
                display: Display::None,
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(4),
                ..default()
            },
        ))
        .with_children(|line| {
            line.spawn(label("clock-custom-hint", 15.0, FAINT_TEXT));
            line.spawn((CustomField, text_field("", 160.0, 18.0)))
                .observe(|click: On<Pointer<Click>>, mut focus: ResMut<InputFocus>| {
                    focus.set(click.entity, FocusCause::Pressed);
                });
            line.spawn((CustomProblem, label("", 15.0, WARNING_TEXT)));
        });
}

/// Keeps the rows' texts in step with the choice, and a typed-in time
/// control with its field.
fn show_clock_rows(
    mut choice: ResMut<ClockChoice>,
    mut lines: Query<&mut Node, With<CustomLine>>,
    fields: Query<Ref<EditableText>, With<CustomField>>,
    mut problems: Query<&mut Localized, With<CustomProblem>>,
) {
    // Each game's column has a field: the one typed in this frame.
    let typed = fields
        .iter()
        .filter(|field| field.is_changed() && !field.is_added())
        .map(|field| field.value().to_string())
        .find(|text| *text != choice.typed);
    if let Some(typed) = typed {
        choice.typed = typed;
    }
    let read = choice.typed.parse::<TimeControl>();
    if choice.custom {
        let control = read.clone().unwrap_or_default();
        if choice.control != control {
            choice.control = control;
        }
    }
    for mut node in &mut lines {
        let display = display_if(choice.custom);
        if node.display != display {
            node.display = display;
        }
    }
    let problem = match &read {
        Err(error) if choice.custom && !choice.typed.trim().is_empty() => error.message(),
        _ => blank(),
    };
    for text in &mut problems {
        Localized::show(text, problem.clone());
    }
}

/// A time control in words, for the menu: `5+3` as players write it.
fn control_value(control: TimeControl) -> Message {
    match control {
        TimeControl::Untimed => Message::new("clock-none"),
        TimeControl::PerMove(limit) => {
            Message::new("clock-per-move").with("seconds", limit.as_secs_f64().to_string())
        }
        TimeControl::Fischer { .. } => {
            Message::new("clock-fischer").with("control", control.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_offers_no_clock_the_presets_and_one_typed_in() {
        let mut choice = ClockChoice {
            typed: "7+2".into(),
            ..ClockChoice::default()
        };
        assert_eq!(ClockRow.values(&choice).len(), PRESETS.len() + 2);
        let mut seen = Vec::new();
        for index in (1..=PRESETS.len() + 1).chain([0]) {
            ClockRow.choose(&mut choice, index);
            assert_eq!(ClockRow.chosen(&choice), index);
            seen.push((choice.control, choice.custom));
        }
        let presets = PRESETS.iter().map(|&preset| (preset, false));
        let expected: Vec<_> = presets
            .chain([
                (TimeControl::fischer(7, 2), true),
                (TimeControl::Untimed, false),
            ])
            .collect();
        assert_eq!(seen, expected);
        assert_eq!(choice.typed, "7+2", "what was typed stays for next time");
    }
}
