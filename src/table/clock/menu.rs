//! The menu's choice of a time control, in each game's new-game options:
//! no clock, the presets players know, or one typed in as they write it
//! (`7+2`), a field under the row saying when what is typed does not read.

use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::text::EditableText;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::clock::{PRESETS, TimeControl};

use crate::language::{Localized, blank};
use crate::screens::Screen;
use crate::table::option_rows::{OptionRow, spawn_option_row};
use crate::theme::{FAINT_TEXT, WARNING_TEXT, display_if, label, set_button_text, text_field};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ClockChoice>()
        .add_systems(Update, show_clock_rows.run_if(in_state(Screen::Menu)));
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

/// The menu's row that chooses the time control (in each game's new-game
/// options).
#[derive(Component, Clone, Copy, Debug)]
pub struct ClockRow;

impl OptionRow for ClockRow {
    type Settings = ClockChoice;

    /// No clock, then each preset in turn, then one typed in, then no clock
    /// again.
    fn change(self, choice: &mut ClockChoice) {
        if choice.custom {
            *choice = ClockChoice {
                typed: std::mem::take(&mut choice.typed),
                ..ClockChoice::default()
            };
            return;
        }
        let next = PRESETS
            .iter()
            .position(|&preset| preset == choice.control)
            .map_or(0, |i| i + 1);
        match PRESETS.get(next) {
            Some(&preset) => choice.control = preset,
            None => {
                choice.custom = true;
                choice.control = choice.typed.parse().unwrap_or_default();
            }
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

/// Adds the clock's row, and the line to type one in, to a game's column
/// of new-game options.
pub fn spawn_clock_row(column: &mut EntityCommands) {
    column.with_children(|options| {
        spawn_option_row(options, ClockRow);
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
    });
}

/// Keeps the rows' texts in step with the choice, and a typed-in time
/// control with its field.
fn show_clock_rows(
    mut choice: ResMut<ClockChoice>,
    rows: Query<&Children, With<ClockRow>>,
    mut lines: Query<&mut Node, With<CustomLine>>,
    fields: Query<Ref<EditableText>, With<CustomField>>,
    mut problems: Query<&mut Localized, With<CustomProblem>>,
    mut texts: Query<&mut Localized, Without<CustomProblem>>,
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
    for children in &rows {
        let words = if choice.custom {
            Message::new("menu-clock").with(
                "control",
                Message::new("clock-custom").with("control", choice.control.to_string()),
            )
        } else {
            control_words(choice.control)
        };
        set_button_text(children, &mut texts, words);
    }
}

/// The time control in words, for the menu: `5+3` as players write it.
pub fn control_words(control: TimeControl) -> Message {
    let control = match control {
        TimeControl::Untimed => Message::new("clock-none"),
        TimeControl::PerMove(limit) => {
            Message::new("clock-per-move").with("seconds", limit.as_secs_f64().to_string())
        }
        TimeControl::Fischer { .. } => {
            Message::new("clock-fischer").with("control", control.to_string())
        }
    };
    Message::new("menu-clock").with("control", control)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_row_goes_from_no_clock_through_the_presets_to_one_typed_in_and_back() {
        let mut choice = ClockChoice {
            typed: "7+2".into(),
            ..ClockChoice::default()
        };
        let mut seen = Vec::new();
        for _ in 0..=PRESETS.len() + 1 {
            ClockRow.change(&mut choice);
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
