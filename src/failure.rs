//! When the game fails, the player is told and the cause is kept.
//!
//! Every run writes its warnings and errors to `tabletop.log` in the data
//! folder (the last run's only: each start begins it again), so a player
//! can say what went wrong. A panic is written there too, before it
//! unwinds (or, in the release build, which ends on a panic rather than
//! unwinding, before it ends the game). If the game stops on an error (no
//! graphics adapter it can draw with, a panic during play), Windows shows
//! a message box saying so and where the log is: the release build there
//! has no console, and would otherwise close without a word. Elsewhere the
//! words go to the terminal.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use bevy::log::tracing_subscriber::Layer;
use bevy::log::tracing_subscriber::filter::LevelFilter;
use bevy::log::tracing_subscriber::fmt;
use bevy::log::{BoxedLayer, LogPlugin};
use bevy::prelude::*;
use tabletop_i18n::{Language, Message, Words};

use crate::language::Translations;

/// The log's name in the data folder.
pub const LOG_FILE: &str = "tabletop.log";

/// Where this run's log is, once it is open.
static LOG: OnceLock<PathBuf> = OnceLock::new();

/// The last panic's message, for the player once the game has stopped.
static LAST_PANIC: Mutex<Option<String>> = Mutex::new(None);

/// The player's language, as an index into [`Language::ALL`] (the system's
/// until the settings are read).
static LANGUAGE: AtomicUsize = AtomicUsize::new(usize::MAX);

/// Bevy's logging with this run's warnings and errors also written to
/// `tabletop.log` in the data folder.
pub fn logging() -> LogPlugin {
    LogPlugin {
        custom_layer: |_| log_in_data_folder(),
        ..default()
    }
}

fn log_in_data_folder() -> Option<BoxedLayer> {
    let path = crate::folders::data_file(LOG_FILE)?;
    match open_log(&path) {
        Ok(layer) => {
            let _ = LOG.set(path);
            Some(layer)
        }
        Err(problem) => {
            eprintln!("no log at {}: {problem}", path.display());
            None
        }
    }
}

/// A layer writing warnings and errors to a new file at `path`.
pub fn open_log(path: &Path) -> std::io::Result<BoxedLayer> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)?;
    }
    let file = File::create(path)?;
    Ok(fmt::layer()
        .with_ansi(false)
        .with_writer(Mutex::new(file))
        .with_filter(LevelFilter::WARN)
        .boxed())
}

/// From now on, a panic is logged as an error (into the log, once it is
/// open) and remembered for [`tell_player`]. Where a panic ends the
/// program at once (the release build: no unwinding, so `main` never sees
/// it), the player is told here.
pub fn keep_panics() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |panic| {
        let what = panic.payload_as_str().unwrap_or_default().to_string();
        error!("panicked: {panic}");
        *LAST_PANIC
            .lock()
            .unwrap_or_else(|poison| poison.into_inner()) = Some(what);
        previous(panic);
        if cfg!(panic = "abort") {
            tell_player(Stop::Panicked);
        }
    }));
}

/// Keeps the player's language for the words of a failure.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        note_language.run_if(resource_changed::<Translations>),
    );
}

fn note_language(translations: Res<Translations>) {
    speak(translations.language());
}

/// Words a failure in `language` from now on (the command line's, before
/// the settings are read; the settings' once they are).
pub fn speak(language: Language) {
    let index = Language::ALL.iter().position(|&l| l == language);
    LANGUAGE.store(index.unwrap_or(0), Ordering::Relaxed);
}

/// How the game stopped, for [`tell_player`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// It panicked (the message is the last panic's).
    Panicked,
    /// Bevy ended with an error code.
    Failed,
}

/// What to tell the player when the game stopped so: the title and the
/// text, in their language.
pub fn words(stop: Stop) -> (String, String) {
    let index = LANGUAGE.load(Ordering::Relaxed);
    let language = Language::ALL
        .get(index)
        .copied()
        .unwrap_or_else(Language::of_system);
    let panic = LAST_PANIC
        .lock()
        .unwrap_or_else(|poison| poison.into_inner())
        .clone();
    let log = LOG.get().map(|path| path.display().to_string());
    worded(
        &Words::new(language),
        stop,
        panic.as_deref(),
        log.as_deref(),
    )
}

/// The words of a failure: what stopped the game and where its log is.
fn worded(words: &Words, stop: Stop, panic: Option<&str>, log: Option<&str>) -> (String, String) {
    let what = match (stop, panic) {
        // wgpu finds no adapter: Bevy's message names GPUs and drivers.
        (Stop::Panicked, Some(text)) if text.contains("Unable to find a GPU") => {
            Message::new("failure-no-graphics")
        }
        (Stop::Panicked, Some(text)) => Message::new("failure-panic").with("what", text.trim()),
        _ => Message::new("failure-error"),
    };
    let mut text = words.say(&what);
    if let Some(log) = log {
        text.push_str("\n\n");
        text.push_str(&words.say(&Message::new("failure-log").with("log", log)));
    }
    (words.text("failure-title"), text)
}

/// Tells the player the game stopped: on Windows in a message box (the
/// release build has no console); elsewhere the terminal already has it.
pub fn tell_player(stop: Stop) {
    let (title, text) = words(stop);
    error!("{text}");
    #[cfg(windows)]
    {
        let _ = win_msgbox::error::<win_msgbox::Okay>(&text)
            .title(&title)
            .show();
    }
    #[cfg(not(windows))]
    let _ = title;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_is_worded_in_every_language_with_where_its_log_is() {
        for language in Language::ALL {
            let words = Words::new(language);
            for key in [
                "failure-title",
                "failure-no-graphics",
                "failure-panic",
                "failure-error",
                "failure-log",
            ] {
                let english = Words::new(Language::English).text(key);
                assert!(words.has(key), "{key} in {language:?}");
                if language != Language::English {
                    assert_ne!(
                        words.text(key),
                        english,
                        "{key} not translated to {language:?}"
                    );
                }
            }
            let (_, no_gpu) = worded(
                &words,
                Stop::Panicked,
                Some("Unable to find a GPU! Make sure you have installed required drivers!"),
                Some("/home/player/.local/share/tabletop/tabletop.log"),
            );
            assert!(no_gpu.contains("/home/player/.local/share/tabletop/tabletop.log"));
            assert!(
                !no_gpu.contains("Unable"),
                "said in the player's words: {no_gpu}"
            );
            let (_, panicked) = worded(&words, Stop::Panicked, Some("index out of bounds"), None);
            assert!(panicked.contains("index out of bounds"), "{panicked}");
        }
    }

    #[test]
    fn the_log_keeps_warnings_and_errors_and_begins_again_each_run() {
        use bevy::log::tracing_subscriber::layer::SubscriberExt;

        let folder = std::env::temp_dir().join(format!("tabletop-log-{}", std::process::id()));
        let path = folder.join("logs").join(LOG_FILE);
        for run in ["first", "second"] {
            let subscriber = bevy::log::tracing_subscriber::registry()
                .with(open_log(&path).expect("the log opens"));
            bevy::log::tracing::subscriber::with_default(subscriber, || {
                info!("{run}: the menu opened");
                warn!("{run}: a pipeline was slow");
                error!("{run}: a save could not be written");
            });
        }
        let log = std::fs::read_to_string(&path).expect("the log is there");
        let _ = std::fs::remove_dir_all(&folder);
        assert!(!log.contains("first"), "only the last run: {log}");
        assert!(log.contains("second: a pipeline was slow"), "{log}");
        assert!(log.contains("second: a save could not be written"), "{log}");
        assert!(!log.contains("the menu opened"), "no information: {log}");
    }
}
