//! Texts for players as message keys and arguments, not English sentences.
//!
//! The rules crate explains itself to players in every language the app
//! speaks, yet knows no language: an error hands out a [`Message`] (a key
//! into the translation files and the values to fill in), and the app's
//! translations turn it into words. `Display` stays English for the command
//! line and logs.

use std::borrow::Cow;

/// A key into the translation files and the values it needs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    /// The translation key, like `deblockle-no-block` (owned when it comes
    /// from a data file, such as a lesson's).
    pub key: Cow<'static, str>,
    /// Named values the text fills in.
    pub args: Vec<(&'static str, Arg)>,
}

/// One value a [`Message`] fills in.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Arg {
    /// Shown as it is: a square, a piece name in notation, a file name.
    Text(String),
    /// A count, which also chooses a plural form.
    Number(i64),
    /// A word that is itself translated first: a face, a colour, a bug.
    Message(Message),
}

impl Message {
    /// A message with no values to fill in.
    pub fn new(key: impl Into<Cow<'static, str>>) -> Message {
        Message {
            key: key.into(),
            args: Vec::new(),
        }
    }

    /// The message with `value` filled in as `name`.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }
}

impl From<&'static str> for Message {
    fn from(key: &'static str) -> Message {
        Message::new(key)
    }
}

impl From<String> for Message {
    /// A key read from a data file.
    fn from(key: String) -> Message {
        Message::new(key)
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<Message> for Arg {
    fn from(message: Message) -> Arg {
        Arg::Message(message)
    }
}

macro_rules! number_args {
    ($($number:ty),*) => {$(
        impl From<$number> for Arg {
            fn from(number: $number) -> Arg {
                Arg::Number(i64::try_from(number).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64);

/// Something the rules can explain to a player in any language.
pub trait Explained {
    /// What to tell the player.
    fn message(&self) -> Message;
}
