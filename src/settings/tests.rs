//! The settings file: defaults, round trips, values out of bounds, a bad
//! file left alone; the text size and the palette; the screen's values.

use super::*;
use crate::table::options::OptionRow;
use preferences::{Preference, percent_of};
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    crate::testing::scratch_folder("settings", name).join("settings.ron")
}

#[test]
fn no_file_means_the_defaults() {
    let (settings, problem) = Settings::load(&scratch("none"), Settings::first_run(false));
    assert_eq!(settings, Settings::default());
    assert_eq!(problem, None);
    assert_eq!(settings.animation_speed, 1.0);
    assert!(!settings.fullscreen);
}

#[test]
fn a_steam_deck_starts_with_larger_text_and_keeps_what_is_chosen() {
    let deck = Settings::first_run(true);
    assert_eq!(deck.ui_scale, 1.25);
    let otherwise = Settings {
        ui_scale: 1.0,
        ..deck.clone()
    };
    assert_eq!(otherwise, Settings::default(), "only the text size differs");
    let path = scratch("deck");
    assert_eq!(Settings::load(&path, deck.clone()).0, deck);
    let chosen = Settings {
        ui_scale: 1.0,
        ..deck.clone()
    };
    tabletop_store::save(&chosen, &path, WHAT).expect("saved");
    assert_eq!(Settings::load(&path, deck).0.ui_scale, 1.0, "the file wins");
}

#[test]
fn settings_round_trip_and_a_missing_field_takes_its_default() {
    let path = scratch("round-trip");
    let mut settings = Settings::default();
    Preference::Volume.choose(&mut settings, 1);
    Preference::Fullscreen.choose(&mut settings, 1);
    tabletop_store::save(&settings, &path, WHAT).expect("saved");
    assert_eq!(Settings::load(&path, Settings::default()), (settings, None));
    std::fs::write(&path, "(version: 1, volume: 0.25)").expect("written");
    let (partial, problem) = Settings::load(&path, Settings::default());
    assert_eq!(problem, None);
    assert_eq!(partial.volume, 0.25);
    assert_eq!(partial.animation_speed, 1.0);
}

#[test]
fn the_relay_chosen_is_kept_and_an_own_relay_that_does_not_read_is_none() {
    let path = scratch("relay");
    let mut settings = Settings::default();
    assert_eq!(settings.relay(), Relay::Default, "iroh's public relays");
    Preference::Relay.choose(&mut settings, 2);
    settings.relay_address = " https://relay.example.org ".into();
    assert_eq!(
        settings.relay(),
        Relay::Own("https://relay.example.org".into())
    );
    tabletop_store::save(&settings, &path, WHAT).expect("saved");
    assert_eq!(
        Settings::load(&path, Settings::default()),
        (settings.clone(), None)
    );
    settings.relay_address = "relay.example.org".into();
    assert_eq!(settings.relay(), Relay::None, "never a relay not chosen");
    Preference::Relay.choose(&mut settings, 1);
    assert_eq!(settings.relay(), Relay::None);
    assert_eq!(Preference::Relay.chosen(&settings), 1);
}

#[test]
fn values_out_of_bounds_are_brought_in_and_meaningless_ones_take_their_defaults() {
    let text = "(version: 1, volume: NaN, music_volume: 7.5, animation_speed: -3, \
                window_size: Some((0, 900)), frame_cap: 4000000000)";
    let settings = Settings::read(text, Path::new("settings.ron")).expect("reads");
    assert_eq!(settings.volume, Settings::default().volume);
    assert_eq!(settings.music_volume, 1.0);
    assert_eq!(settings.animation_speed, 0.25);
    assert_eq!(settings.window_size, None);
    assert_eq!(settings.frame_cap, 1000);
    let text = "(version: 1, ui_scale: 9.0, palette: ColourBlind)";
    let settings = Settings::read(text, Path::new("settings.ron")).expect("reads");
    assert_eq!(settings.ui_scale, UI_SCALE_BOUNDS.1);
    assert_eq!(settings.palette, Palette::ColourBlind);
    let text = "(version: 1, ui_scale: NaN)";
    let settings = Settings::read(text, Path::new("settings.ron")).expect("reads");
    assert_eq!(settings.ui_scale, 1.0);
    let fine = "(version: 1, animation_speed: inf, window_size: Some((1280, 720)))";
    let settings = Settings::read(fine, Path::new("settings.ron")).expect("reads");
    assert_eq!(settings.animation_speed, 1.0);
    assert_eq!(settings.window_size, Some((1280, 720)));
}

#[test]
fn a_bad_file_gives_the_defaults_a_reason_and_stays_as_it_was() {
    let path = scratch("bad");
    std::fs::create_dir_all(path.parent().expect("a folder")).expect("folder");
    for text in ["(volume: \"loud\")", "(version: 5)", "garbage"] {
        std::fs::write(&path, text).expect("written");
        let (settings, problem) = Settings::load(&path, Settings::default());
        assert_eq!(settings, Settings::default(), "{text}");
        assert_eq!(
            problem.map(|p| p.key),
            Some("settings-unreadable".into()),
            "{text}"
        );
        assert_eq!(std::fs::read_to_string(&path).expect("kept"), text);
    }
}

#[test]
fn each_value_a_preference_offers_is_the_one_it_then_holds() {
    for preference in Preference::ALL {
        let count = preference.values(&Settings::default()).len();
        assert!(count >= 2, "{preference:?}");
        for index in (0..count).rev() {
            let mut settings = Settings::default();
            preference.choose(&mut settings, index);
            assert_eq!(preference.chosen(&settings), index, "{preference:?}");
            assert_eq!(
                preference.shown(&settings),
                preference.values(&settings)[index],
                "{preference:?}"
            );
        }
    }
}

#[test]
fn a_value_between_the_steps_is_shown_as_it_is_and_chosen_nearest() {
    let settings = Settings {
        volume: 0.3,
        frame_cap: 1000,
        ..Settings::default()
    };
    assert_eq!(Preference::Volume.shown(&settings), percent_of(0.3));
    assert_eq!(Preference::Volume.chosen(&settings), 1);
    assert_eq!(
        Preference::FrameCap.shown(&settings),
        Message::new("settings-frame-rate-cap").with("cap", 1000u32)
    );
}

#[test]
fn the_language_list_is_the_systems_then_each_language() {
    let mut settings = Settings::default();
    assert_eq!(Preference::Language.chosen(&settings), 0);
    Preference::Language.choose(&mut settings, 2);
    assert_eq!(settings.language, Language::ALL[1].code());
    Preference::Language.choose(&mut settings, 0);
    assert_eq!(settings.language, SYSTEM_LANGUAGE);
}
