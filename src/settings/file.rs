//! The settings file: where it is, what a first run starts with (larger
//! text on a Steam Deck), reading it, and bringing a hand-written or
//! damaged file's values within bounds.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use tabletop_i18n::{Language, Message, Words};

use super::{Settings, UI_SCALES, VERSION, WHAT};

/// The text size a Steam Deck starts with: the app's text, 14 px and
/// larger, is then 17.5 of the Deck's pixels high or more, its letters'
/// x-height (Noto Sans: 0.536 of the size) 9.4 pixels, above the 9 Valve
/// asks for at arm's length on its 7-inch, 1280×800 screen (the set-up
/// panel's two 13 px warning lines: 8.7). The largest size (150 %) would
/// leave a lesson's card no room beside the table's panel there.
const STEAM_DECK_UI_SCALE: f32 = UI_SCALES[1];
/// The slowest and fastest animation speeds a settings file may ask for.
const SPEED_BOUNDS: (f32, f32) = (0.25, 4.0);
/// The window sizes (logical pixels, each side) a settings file may ask
/// for: a window must be usable, and its surface within what GPUs make.
const WINDOW_SIDES: std::ops::RangeInclusive<u32> = 320..=16384;
/// The least and most UI scale a settings file (or the command line) may
/// ask for: below it text is unreadable, above it the screens do not fit a
/// 1280×720 window.
pub const UI_SCALE_BOUNDS: (f32, f32) = (0.75, 1.5);
/// Where the settings are kept, and why they are not written, if so.
#[derive(Resource, Debug)]
pub struct SettingsFile {
    /// The file, if the platform has a config folder.
    pub path: Option<PathBuf>,
    /// Why the file is not written this run (it could not be read).
    pub problem: Option<Message>,
}

impl Settings {
    /// The settings a first run starts with: the defaults, with larger
    /// text on a Steam Deck's small screen.
    pub fn first_run(on_a_steam_deck: bool) -> Settings {
        let default = Settings::default();
        Settings {
            ui_scale: if on_a_steam_deck {
                STEAM_DECK_UI_SCALE
            } else {
                default.ui_scale
            },
            ..default
        }
    }

    /// The settings at `path`: `first_run` when there is no file; the
    /// defaults and the reason when it cannot be read.
    pub fn load(path: &Path, first_run: Settings) -> (Settings, Option<Message>) {
        match tabletop_store::load::<Settings>(path, WHAT, VERSION) {
            Ok(found) => (found.unwrap_or(first_run).within_bounds(), None),
            Err(error) => (
                Settings::default(),
                Some(Message::new("settings-unreadable").with("error", error.to_string())),
            ),
        }
    }
}

impl Settings {
    /// Reads the settings' text, as if from `path`, as [`Settings::load`]
    /// takes them in.
    ///
    /// # Errors
    /// The text is not settings, or is newer.
    pub fn read(text: &str, path: &Path) -> Result<Settings, tabletop_store::StoreError> {
        tabletop_store::parse(text, path, WHAT, VERSION).map(Settings::within_bounds)
    }

    /// The settings with every value one the app can use: a file written
    /// by hand, or damaged, may say anything (a volume of NaN, a window a
    /// million pixels wide); what is out of bounds is brought in, what has
    /// no meaning takes its default.
    fn within_bounds(self) -> Settings {
        let default = Settings::default();
        let bounded = |value: f32, (least, most): (f32, f32), default: f32| {
            if value.is_finite() {
                value.clamp(least, most)
            } else {
                default
            }
        };
        Settings {
            volume: bounded(self.volume, (0.0, 1.0), default.volume),
            music_volume: bounded(self.music_volume, (0.0, 1.0), default.music_volume),
            animation_speed: bounded(self.animation_speed, SPEED_BOUNDS, default.animation_speed),
            ui_scale: bounded(self.ui_scale, UI_SCALE_BOUNDS, default.ui_scale),
            window_size: self.window_size.filter(|&(width, height)| {
                WINDOW_SIDES.contains(&width) && WINDOW_SIDES.contains(&height)
            }),
            frame_cap: match self.frame_cap {
                0 => 0,
                cap => cap.clamp(10, 1000),
            },
            ..self
        }
    }
}

pub(super) fn load_settings(mut commands: Commands) {
    let path = crate::folders::config_file("settings.ron");
    let first_run = Settings::first_run(crate::controller::steam_deck::on_a_steam_deck());
    let (settings, problem) = match path.as_deref() {
        Some(path) => Settings::load(path, first_run),
        None => (first_run, None),
    };
    if let Some(problem) = &problem {
        warn!("{}", Words::new(Language::English).say(problem));
    }
    commands.insert_resource(settings);
    commands.insert_resource(SettingsFile { path, problem });
}
