//! Messages into words: the chosen language first, then English.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::{Arg, FILES, Language, Message, source};

/// The translations of one language, with English behind them.
pub struct Words {
    language: Language,
    /// The chosen language's bundle, then English's (once, if they differ).
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl Words {
    /// The words of `language`.
    pub fn new(language: Language) -> Words {
        let mut bundles = vec![bundle(language)];
        if language != Language::English {
            bundles.push(bundle(Language::English));
        }
        Words { language, bundles }
    }

    /// The language these words are in.
    pub fn language(&self) -> Language {
        self.language
    }

    /// Whether `key` has a text (in this language or in English).
    pub fn has(&self, key: &str) -> bool {
        self.bundles.iter().any(|b| b.has_message(key))
    }

    /// The text of a message without values.
    pub fn text(&self, key: impl Into<Message>) -> String {
        self.say(&key.into())
    }

    /// The message in words. A key no file has comes back as itself, so a
    /// gap shows on screen as a name to fix, never as a blank.
    pub fn say(&self, message: &Message) -> String {
        let Some((bundle, pattern)) = self.bundles.iter().find_map(|bundle| {
            let pattern = bundle.get_message(&message.key)?.value()?;
            Some((bundle, pattern))
        }) else {
            return message.key.to_string();
        };
        let mut args = FluentArgs::new();
        for (name, value) in &message.args {
            let value = match value {
                Arg::Text(text) => FluentValue::from(text.clone()),
                Arg::Number(number) => FluentValue::from(*number),
                Arg::Message(inner) => FluentValue::from(self.say(inner)),
            };
            args.set(*name, value);
        }
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned()
    }
}

fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = language
        .code()
        .parse()
        .unwrap_or_else(|_| LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Isolation marks (U+2068, U+2069) around values are invisible in a
    // shaping browser but show as boxes in a game font.
    bundle.set_use_isolating(false);
    for file in 0..FILES.len() {
        // A file with a syntax error still yields every entry that parsed;
        // the tests keep the shipped files free of errors.
        let resource = FluentResource::try_new(source(language, file).to_owned())
            .unwrap_or_else(|(partial, _)| partial);
        // A key defined twice keeps its first text (the error says so and
        // is dropped here); the tests forbid duplicates in shipped files.
        let _duplicates = bundle.add_resource(resource);
    }
    bundle
}
