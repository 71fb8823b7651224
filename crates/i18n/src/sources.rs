//! The Fluent files, compiled in.

use crate::Language;

/// The Fluent files every language has, by the part of the app they serve.
pub const FILES: [&str; 6] = ["app", "rules", "tutorial", "lessons", "reference", "record"];

macro_rules! language_files {
    ($code:literal) => {
        [
            include_str!(concat!("../locales/", $code, "/app.ftl")),
            include_str!(concat!("../locales/", $code, "/rules.ftl")),
            include_str!(concat!("../locales/", $code, "/tutorial.ftl")),
            include_str!(concat!("../locales/", $code, "/lessons.ftl")),
            include_str!(concat!("../locales/", $code, "/reference.ftl")),
            include_str!(concat!("../locales/", $code, "/record.ftl")),
        ]
    };
}

/// The text of `language`'s Fluent file number `file` (an index into [`FILES`]).
pub fn source(language: Language, file: usize) -> &'static str {
    let files = match language {
        Language::English => language_files!("en"),
        Language::Tagalog => language_files!("tl"),
        Language::Croatian => language_files!("hr"),
        Language::Indonesian => language_files!("id"),
        Language::Vietnamese => language_files!("vi"),
        Language::Marathi => language_files!("mr"),
    };
    files[file]
}
