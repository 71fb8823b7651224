//! The app in the player's language: the translations as a resource, texts
//! that name a message instead of holding words, and fonts that have every
//! glyph those words need.
//!
//! A text on screen carries [`Localized`] (a [`Message`]); one system turns
//! it into words whenever the message or the language changes, so choosing
//! another language in the settings re-words every text at once and no
//! screen has to know which language it speaks.
//!
//! While a controller is in use, a message that has a controller's wording
//! (its key with `-pad` after it: "press A on a green square" for "click a
//! green square") says that instead, naming the controller's buttons.

mod fonts;

use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_i18n::{Arg, Language, Message, Words};

pub use fonts::Coverage;

pub(super) fn plugin(app: &mut App) {
    fonts::plugin(app);
    words_plugin(app);
}

/// The translations and the system that words every [`Localized`] text,
/// without fonts: the headless test apps use this part alone.
pub fn words_plugin(app: &mut App) {
    app.init_resource::<Translations>()
        .init_resource::<Coverage>()
        .init_resource::<PadWording>()
        .add_systems(PostUpdate, word_texts.before(bevy::ui::UiSystems::Prepare));
}

/// The words of the chosen language (with English behind them).
#[derive(Resource, Deref)]
pub struct Translations(pub Words);

impl Default for Translations {
    fn default() -> Translations {
        Translations(Words::new(Language::default()))
    }
}

/// While a controller is in use, the names of its buttons that its
/// wordings fill in (`a`, `b`, `shoulders`…); none with the keys and the
/// mouse.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct PadWording(pub Option<Vec<(&'static str, Arg)>>);

impl PadWording {
    /// What `message` says now: with a controller in use, its controller's
    /// wording where it has one, and so for each message it fills in (the
    /// paragraphs of a lesson's narration).
    fn of(&self, message: &Message, translations: &Translations) -> Option<Message> {
        let buttons = self.0.as_ref()?;
        Some(worded(message, buttons, translations))
    }
}

/// `message` and every message it fills in, each in its controller's
/// wording where it has one, `buttons` named.
fn worded(
    message: &Message,
    buttons: &[(&'static str, Arg)],
    translations: &Translations,
) -> Message {
    let args = message.args.iter().map(|(name, arg)| match arg {
        Arg::Message(inner) => (*name, Arg::Message(worded(inner, buttons, translations))),
        other => (*name, other.clone()),
    });
    let key = format!("{}-pad", message.key);
    if translations.has(&key) {
        let mut worded = Message::new(key);
        worded.args = args.chain(buttons.iter().cloned()).collect();
        worded
    } else {
        Message {
            key: message.key.clone(),
            args: args.collect(),
        }
    }
}

/// A text that shows `Message` in the player's language.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Localized(pub Message);

/// The message that shows nothing (a line with nothing to say now).
pub fn blank() -> Message {
    Message::new("")
}

impl Localized {
    /// Shows `message` from now on, touching the component only when it
    /// differs, so the text is not re-worded and re-laid out every frame.
    pub fn show(mut this: Mut<Localized>, message: Message) {
        if this.0 != message {
            this.0 = message;
        }
    }
}

/// "on" or "off", for a switch.
pub fn on_off(flag: bool) -> Message {
    Message::new(if flag { "on" } else { "off" })
}

/// A computer level's name.
pub fn level_name(level: Level) -> Message {
    Message::new(match level {
        Level::Random => "level-random",
        Level::Beginner => "level-beginner",
        Level::Easy => "level-easy",
        Level::Medium => "level-medium",
        Level::Advanced => "level-advanced",
        Level::Hard => "level-hard",
    })
}

/// Who plays a side, as the menu offers it: someone at the screen
/// (`None`) or the computer at a level.
pub fn player_choice(level: Option<Level>) -> Message {
    match level {
        None => Message::new("options-person"),
        Some(level) => Message::new("options-computer").with("level", level_name(level)),
    }
}

/// `items` as one list: "A, B and C" (`and_last`), or "A, B, C".
pub fn list(items: Vec<Message>, and_last: bool) -> Message {
    let mut items = items.into_iter().rev();
    let Some(mut joined) = items.next() else {
        return blank();
    };
    for (index, item) in items.enumerate() {
        let key = if index == 0 && and_last {
            "list-and"
        } else {
            "list-comma"
        };
        joined = Message::new(key).with("first", item).with("rest", joined);
    }
    joined
}

/// A text showing `message` (fill in size and colour beside it).
pub fn localized(message: impl Into<Message>) -> (Text, Localized) {
    (Text::default(), Localized(message.into()))
}

/// Words every text whose message changed, or all of them when the
/// language did; says so in the log when a text has a character no font
/// can show (it would show as a box).
fn word_texts(
    translations: Res<Translations>,
    wording: Res<PadWording>,
    coverage: Res<Coverage>,
    mut texts: Query<(Ref<Localized>, &mut Text)>,
    mut missing: Local<Vec<String>>,
) {
    let all = translations.is_changed() || wording.is_changed();
    for (localized, mut text) in &mut texts {
        if !(all || localized.is_changed()) {
            continue;
        }
        let message = &localized.0;
        let words = if message.key.is_empty() {
            String::new()
        } else {
            if !translations.has(&message.key)
                && !missing.iter().any(|known| *known == *message.key)
            {
                warn!("no text for the message key {:?}", message.key);
                missing.push(message.key.to_string());
            }
            match wording.of(message, &translations) {
                Some(worded) => translations.say(&worded),
                None => translations.say(message),
            }
        };
        let boxes: String = words.chars().filter(|&c| !coverage.shows(c)).collect();
        if !boxes.is_empty() {
            warn!("no glyph for {boxes:?} in {words:?}");
        }
        if text.0 != words {
            text.0 = words;
        }
    }
}
