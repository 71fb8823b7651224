//! The settings screen: each preference a button that steps through its
//! choices, and why the settings file could not be read, if it could not.

use super::*;

/// One line of the settings screen.
#[derive(Component, Clone, Copy)]
pub(super) enum Preference {
    Volume,
    MusicVolume,
    AnimationSpeed,
    AutoTurn,
    Evaluation,
    Language,
    UiScale,
    Palette,
    Fullscreen,
    FrameCap,
    LowPower,
}

impl Preference {
    const ALL: [Preference; 11] = [
        Preference::Volume,
        Preference::MusicVolume,
        Preference::AnimationSpeed,
        Preference::AutoTurn,
        Preference::Evaluation,
        Preference::Language,
        Preference::UiScale,
        Preference::Palette,
        Preference::Fullscreen,
        Preference::FrameCap,
        Preference::LowPower,
    ];

    fn describe(self, settings: &Settings) -> Message {
        let percent = |volume: f32| (volume * 100.0).round() as i64;
        match self {
            Preference::Volume => {
                Message::new("settings-volume").with("percent", percent(settings.volume))
            }
            Preference::MusicVolume => Message::new("settings-music-volume")
                .with("percent", percent(settings.music_volume)),
            Preference::AnimationSpeed => Message::new("settings-animation-speed")
                .with("speed", settings.animation_speed.to_string()),
            Preference::AutoTurn => {
                Message::new("settings-auto-turn").with("state", on_off(settings.camera_auto_turn))
            }
            Preference::Evaluation => {
                Message::new("settings-evaluation").with("state", on_off(settings.show_evaluation))
            }
            Preference::Language => {
                let name = settings.language().name();
                if settings.language == SYSTEM_LANGUAGE {
                    Message::new("settings-language-system").with("name", name)
                } else {
                    Message::new("settings-language").with("name", name)
                }
            }
            Preference::UiScale => {
                Message::new("settings-ui-scale").with("percent", percent(settings.ui_scale))
            }
            Preference::Palette => match settings.palette {
                Palette::Standard => Message::new("settings-palette-standard"),
                Palette::ColourBlind => Message::new("settings-palette-colour-blind"),
            },
            Preference::Fullscreen => {
                Message::new("settings-fullscreen").with("state", on_off(settings.fullscreen))
            }
            Preference::FrameCap => match settings.frame_cap {
                0 => Message::new("settings-frame-rate-free"),
                cap => Message::new("settings-frame-rate-cap").with("cap", cap),
            },
            Preference::LowPower => {
                Message::new("settings-low-power").with("state", on_off(settings.low_power))
            }
        }
    }

    pub(super) fn change(self, settings: &mut Settings) {
        match self {
            Preference::Volume => settings.volume = next(&VOLUMES, settings.volume),
            Preference::MusicVolume => {
                settings.music_volume = next(&VOLUMES, settings.music_volume);
            }
            Preference::AnimationSpeed => {
                settings.animation_speed = next(&SPEEDS, settings.animation_speed);
            }
            Preference::AutoTurn => settings.camera_auto_turn = !settings.camera_auto_turn,
            Preference::Evaluation => settings.show_evaluation = !settings.show_evaluation,
            // The system's, then each language in turn, then the system's again.
            Preference::Language => {
                settings.language = match Language::ALL
                    .iter()
                    .position(|language| language.code() == settings.language)
                {
                    None => Language::ALL[0].code().to_owned(),
                    Some(at) if at + 1 == Language::ALL.len() => SYSTEM_LANGUAGE.to_owned(),
                    Some(at) => Language::ALL[at + 1].code().to_owned(),
                };
            }
            Preference::UiScale => settings.ui_scale = next(&UI_SCALES, settings.ui_scale),
            Preference::Palette => {
                let at = Palette::ALL.iter().position(|&p| p == settings.palette);
                settings.palette = Palette::ALL[at.map_or(0, |at| (at + 1) % Palette::ALL.len())];
            }
            Preference::Fullscreen => settings.fullscreen = !settings.fullscreen,
            Preference::FrameCap => {
                let at = FRAME_CAPS.iter().position(|&cap| cap == settings.frame_cap);
                settings.frame_cap = FRAME_CAPS[at.map_or(0, |at| (at + 1) % FRAME_CAPS.len())];
            }
            Preference::LowPower => settings.low_power = !settings.low_power,
        }
    }
}

/// The value after `now` in `steps`, round to the first (the first if
/// `now` is none of them).
fn next(steps: &[f32], now: f32) -> f32 {
    let at = steps.iter().position(|&step| (step - now).abs() < 1e-3);
    steps[at.map_or(0, |at| (at + 1) % steps.len())]
}

pub(super) fn spawn_screen(mut commands: Commands, file: Option<Res<SettingsFile>>) {
    let problem = file.and_then(|file| file.problem.clone());
    commands
        .spawn((
            Name::new("Settings"),
            DespawnOnExit(Screen::Settings),
            centred_screen(),
        ))
        .with_children(|screen| {
            screen
                .spawn(card(Node {
                    width: percent(92),
                    max_width: px(1000),
                    ..default()
                }))
                .with_children(|list| {
                    list.spawn(label("settings-title", 40.0, TEXT));
                    list.spawn(button_grid()).with_children(|grid| {
                        for preference in Preference::ALL {
                            grid.spawn((button(""), preference)).observe(
                                move |_: On<Pointer<Click>>, mut settings: ResMut<Settings>| {
                                    preference.change(&mut settings);
                                },
                            );
                        }
                    });
                    if let Some(problem) = problem {
                        list.spawn(label(problem, 15.0, WARNING_TEXT));
                    }
                    list.spawn(button("back")).observe(
                        |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                            next.set(Screen::Menu);
                        },
                    );
                    list.spawn(label("settings-hint", 15.0, FAINT_TEXT));
                });
        });
}

/// Keeps each button's text in step with the settings.
pub(super) fn show_preferences(
    settings: Res<Settings>,
    preferences: Query<(&Preference, &Children)>,
    mut texts: Query<&mut Localized>,
) {
    for (preference, children) in &preferences {
        set_button_text(children, &mut texts, preference.describe(&settings));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_preference_cycles_back_to_where_it_began() {
        for preference in Preference::ALL {
            let mut settings = Settings::default();
            let first = preference.describe(&settings);
            let mut seen = vec![first.clone()];
            for _ in 0..=Language::ALL.len() {
                preference.change(&mut settings);
                seen.push(preference.describe(&settings));
                if seen.last() == Some(&first) {
                    break;
                }
            }
            assert_eq!(seen.last(), Some(&first), "{seen:?}");
        }
    }
}
