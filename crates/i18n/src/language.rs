//! The languages tabletop speaks, and which one the system asks for.

use serde::{Deserialize, Serialize};

/// A language with a full set of translations.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub enum Language {
    /// The fallback for anything missing.
    #[default]
    English,
    /// Tagalog (Filipino).
    Tagalog,
    /// Croatian.
    Croatian,
    /// Indonesian.
    Indonesian,
    /// Vietnamese.
    Vietnamese,
    /// Marathi, in Devanagari.
    Marathi,
}

impl Language {
    /// Every language, in the order the settings cycle through them.
    pub const ALL: [Language; 6] = [
        Language::English,
        Language::Tagalog,
        Language::Croatian,
        Language::Indonesian,
        Language::Vietnamese,
        Language::Marathi,
    ];

    /// The BCP 47 code, which is also the folder of its Fluent files.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Tagalog => "tl",
            Language::Croatian => "hr",
            Language::Indonesian => "id",
            Language::Vietnamese => "vi",
            Language::Marathi => "mr",
        }
    }

    /// The language's name in its own words, as a player looks for it.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Tagalog => "Tagalog",
            Language::Croatian => "Hrvatski",
            Language::Indonesian => "Bahasa Indonesia",
            Language::Vietnamese => "Tiếng Việt",
            Language::Marathi => "मराठी",
        }
    }

    /// The next language in [`Language::ALL`], wrapping round.
    pub fn next(self) -> Language {
        let at = Language::ALL.iter().position(|&l| l == self).unwrap_or(0);
        Language::ALL[(at + 1) % Language::ALL.len()]
    }

    /// The language of a locale tag such as `hr-HR`, `fil_PH` or
    /// `en_US.UTF-8`, if tabletop speaks it.
    pub fn from_locale(tag: &str) -> Option<Language> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Language::English),
            // Filipino is the standardised Tagalog; systems offer either tag.
            "tl" | "fil" => Some(Language::Tagalog),
            "hr" => Some(Language::Croatian),
            // `in` is Indonesian's withdrawn code, still sent by old Java-era systems.
            "id" | "in" => Some(Language::Indonesian),
            "vi" => Some(Language::Vietnamese),
            "mr" => Some(Language::Marathi),
            _ => None,
        }
    }

    /// The first of the system's preferred languages that tabletop speaks;
    /// English when none is.
    pub fn of_system() -> Language {
        sys_locale::get_locales()
            .find_map(|tag| Language::from_locale(&tag))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_tags_as_systems_write_them() {
        assert_eq!(Language::from_locale("hr-HR"), Some(Language::Croatian));
        assert_eq!(Language::from_locale("fil-PH"), Some(Language::Tagalog));
        assert_eq!(Language::from_locale("tl"), Some(Language::Tagalog));
        assert_eq!(
            Language::from_locale("en_US.UTF-8"),
            Some(Language::English)
        );
        assert_eq!(Language::from_locale("in_ID"), Some(Language::Indonesian));
        assert_eq!(Language::from_locale("vi-VN"), Some(Language::Vietnamese));
        assert_eq!(Language::from_locale("mr_IN"), Some(Language::Marathi));
        assert_eq!(Language::from_locale("de-DE"), None);
        assert_eq!(Language::from_locale(""), None);
    }

    #[test]
    fn next_visits_every_language_once() {
        let mut seen = vec![Language::English];
        let mut language = Language::English.next();
        while language != Language::English {
            seen.push(language);
            language = language.next();
        }
        assert_eq!(seen, Language::ALL);
    }
}
