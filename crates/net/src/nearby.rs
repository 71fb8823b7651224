//! A table shown on the local network: what its host announces there (the
//! game, the host's name, the protocol and the invitation's secret, so
//! that a friend in the same room joins with a click, no invitation
//! text needed), as a line short enough for the engine's local discovery
//! (which carries at most [`MAX_ANNOUNCEMENT`] bytes). Anyone on the
//! network can read it, so the line is read as a stranger's words: a
//! reader that never panics, a name cleaned as a hello's is.

use crate::invitation::Secret;
use crate::limits::clean_name;

/// What every announcement begins with: the kind of line, and its form.
const PREFIX: &str = "tabletop1";

/// The longest announcement the local discovery carries, in bytes.
pub const MAX_ANNOUNCEMENT: usize = 245;

/// The longest game name an announcement carries.
const MAX_GAME: usize = 16;

/// A table hosted on the local network, as its host announces it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Announcement {
    /// The protocol the host speaks.
    pub protocol: u32,
    /// The game played there, as the wire names it (`hive`).
    pub game: String,
    /// The host's player's name.
    pub host: String,
    /// The invitation's secret.
    pub secret: Secret,
}

impl Announcement {
    /// The announcement as one line: `tabletop1 PROTOCOL GAME SECRET NAME`
    /// (the name last, as it may hold spaces), never longer than
    /// [`MAX_ANNOUNCEMENT`] bytes.
    pub fn text(&self) -> String {
        let game: String = self
            .game
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .take(MAX_GAME)
            .collect();
        let line = format!(
            "{PREFIX} {} {game} {} {}",
            self.protocol,
            self.secret.text(),
            clean_name(&self.host)
        );
        // A cleaned name is at most 24 characters (96 bytes): the line
        // fits; cut at a character's boundary all the same.
        let mut end = line.len().min(MAX_ANNOUNCEMENT);
        while !line.is_char_boundary(end) {
            end -= 1;
        }
        line[..end].to_owned()
    }

    /// Reads an announcement heard on the local network; `None` for
    /// anything else (another program's, or garbage).
    pub fn read(text: &str) -> Option<Announcement> {
        let mut words = text.splitn(5, ' ');
        if words.next()? != PREFIX {
            return None;
        }
        let protocol = words.next()?.parse().ok()?;
        let game = words.next()?;
        let sane_game = !game.is_empty()
            && game.len() <= MAX_GAME
            && game.chars().all(|c| c.is_ascii_alphanumeric());
        if !sane_game {
            return None;
        }
        let secret = Secret::read(words.next()?)?;
        let host = clean_name(words.next().unwrap_or_default());
        Some(Announcement {
            protocol,
            game: game.to_owned(),
            host,
            secret,
        })
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn announcement(host: &str) -> Announcement {
        Announcement {
            protocol: crate::PROTOCOL,
            game: "blokus3d".into(),
            host: host.into(),
            secret: Secret([7; 16]),
        }
    }

    #[test]
    fn an_announcement_reads_back_with_its_name_cleaned() {
        let sent = announcement("Ana Maria");
        assert_eq!(Announcement::read(&sent.text()), Some(sent));
        let shouting = announcement("  Bob\u{1b}[2J   the\tgreat ");
        let heard = Announcement::read(&shouting.text()).expect("it reads");
        assert_eq!(heard.host, "Bob [2J the great");
    }

    #[test]
    fn the_longest_name_still_fits_the_local_discovery() {
        let wide = announcement(&"\u{1F600}".repeat(100));
        let text = wide.text();
        assert!(text.len() <= MAX_ANNOUNCEMENT, "{}", text.len());
        assert_eq!(
            Announcement::read(&text).map(|heard| heard.host.chars().count()),
            Some(crate::limits::MAX_NAME)
        );
    }

    #[test]
    fn another_programs_line_is_not_a_table() {
        for text in [
            "",
            "tabletop1",
            "tabletop2 2 hive aaaa Ana",
            "tabletop1 two hive aaaaaaaaaaaaaaaaaaaaaaaaaa Ana",
            "tabletop1 2 hi/ve aaaaaaaaaaaaaaaaaaaaaaaaaa Ana",
            "tabletop1 2 hive not-a-secret Ana",
            "irohv1 some endpoint",
        ] {
            assert_eq!(Announcement::read(text), None, "{text:?}");
        }
    }

    proptest! {
        #[test]
        fn any_line_heard_reads_without_panicking(text in ".{0,300}") {
            if let Some(heard) = Announcement::read(&text) {
                prop_assert!(heard.host.chars().count() <= crate::limits::MAX_NAME);
            }
        }
    }
}
