//! tabletop's words in every language it speaks.
//!
//! The texts live in Fluent files, one folder per language under
//! `locales/`, compiled into the binary so that a missing asset can never
//! leave a button blank. [`Words`] looks a [`Message`] up in the chosen
//! language and falls back to English; [`Language`] knows the languages, their
//! names in their own words, and which one the system asks for. No Bevy: the
//! app wraps [`Words`] in a resource.
#![forbid(unsafe_code)]

mod language;
mod sources;
mod words;

pub use language::Language;
pub use sources::{FILES, source};
pub use tabletop_rules::{Arg, Explained, Message};
pub use words::Words;
