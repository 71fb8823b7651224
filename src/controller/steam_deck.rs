//! The Steam Deck: Steam tells a game it runs on one (`SteamDeck=1` in its
//! environment, as SDL reads it), and shows its own on-screen keyboard
//! when asked through a `steam://` link, typing into the game's window as
//! a keyboard would.

use std::process::{Command, Stdio};

use bevy::prelude::*;

/// Whether Steam says the app runs on a Steam Deck.
pub fn on_a_steam_deck() -> bool {
    says_steam_deck(std::env::var("SteamDeck").ok().as_deref())
}

/// Whether the `SteamDeck` variable, if set, says so.
fn says_steam_deck(variable: Option<&str>) -> bool {
    variable.is_some_and(|value| value.trim() == "1")
}

/// The command that opens the system's on-screen keyboard, where the app
/// runs on a machine that has one.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct SystemKeyboard(pub Option<Vec<String>>);

impl Default for SystemKeyboard {
    fn default() -> SystemKeyboard {
        // `-ifrunning` hands the link to the Steam already running (without
        // it, a Steam not running would start).
        let steam = ["steam", "-ifrunning", "steam://open/keyboard"];
        SystemKeyboard(on_a_steam_deck().then(|| steam.map(String::from).to_vec()))
    }
}

impl SystemKeyboard {
    /// Asks for the system's keyboard: whether there is one and the
    /// command to show it could be started (whether it then shows is the
    /// system's affair).
    pub fn open(&self) -> bool {
        let Some((program, arguments)) = self.0.as_ref().and_then(|command| command.split_first())
        else {
            return false;
        };
        let started = Command::new(program)
            .args(arguments)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        match started {
            Ok(mut child) => {
                // Reaped when it ends, which the keyboard does not wait for.
                std::thread::spawn(move || child.wait());
                true
            }
            Err(error) => {
                warn!("The system's keyboard could not be asked for ({program}): {error}");
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_steam_saying_so_makes_a_steam_deck() {
        assert!(says_steam_deck(Some("1")));
        assert!(!says_steam_deck(Some("0")));
        assert!(!says_steam_deck(Some("")));
        assert!(!says_steam_deck(None));
    }

    #[test]
    fn the_keyboard_is_asked_for_only_where_its_command_starts() {
        assert!(!SystemKeyboard(None).open(), "no system keyboard");
        let absent = SystemKeyboard(Some(vec!["/nonexistent/steam".into()]));
        assert!(!absent.open(), "a command that cannot start");
        let started = SystemKeyboard(Some(crate::testing::a_command_that_starts()));
        assert!(started.open());
    }
}
