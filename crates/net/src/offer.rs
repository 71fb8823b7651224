//! What a host offers a joiner in its welcome: which game, where it
//! begins (the game's own text: a Hive game string, a Blokus 3D setup, a
//! Deblockle throw), which seat the joiner takes and who sits at each.
//! Whatever program hosts — the app or `tabletop-cli net host` — writes
//! it so, and whatever program joins reads it so.

use serde::{Deserialize, Serialize};

use crate::limits::clean_name;
use crate::wire::WireError;

/// A game offered to a joiner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    /// The game, as the command line names it (`deblockle`, `hive`,
    /// `blokus3d`).
    pub game: String,
    /// Where it begins, as the game writes it.
    pub opening: String,
    /// The joiner's seat, from 0 in turn order.
    pub seat: usize,
    /// Who sits at each seat, in turn order.
    pub players: Vec<String>,
    /// The time control, as players write it (`5+3`); none untimed. Each
    /// side runs every clock, charging a move's player the thinking time
    /// sent with it.
    #[serde(default)]
    pub clock: Option<String>,
    /// Whether the host lets engines help at the table (hints, the
    /// evaluation) if its friend does too (who answers with
    /// [`crate::PeerMessage::Help`]); only at a table of two.
    #[serde(default)]
    pub help: bool,
}

impl Offer {
    /// The offer as the welcome carries it.
    pub fn text(&self) -> String {
        ron::to_string(self).expect("an offer writes as RON")
    }

    /// The offer a welcome carries: its names cleaned as any peer's are.
    ///
    /// # Errors
    /// It is not an offer, or its seat is none of its players'.
    pub fn read(text: &str) -> Result<Offer, WireError> {
        let mut offer: Offer =
            ron::from_str(text).map_err(|error| WireError::Unreadable(error.code.to_string()))?;
        if offer.seat >= offer.players.len() {
            return Err(WireError::Unreadable("a seat nobody sits at".into()));
        }
        for player in &mut offer.players {
            *player = clean_name(player);
        }
        Ok(offer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_offer_reads_back_with_its_names_cleaned() {
        let offer = Offer {
            game: "hive".into(),
            opening: "Base+MLP;NotStarted;White[1]".into(),
            seat: 1,
            players: vec!["Ana".into(), "Ben\u{7}".into()],
            clock: Some("5+3".into()),
            help: true,
        };
        let read = Offer::read(&offer.text()).expect("it reads");
        assert_eq!(read.players, ["Ana", "Ben"]);
        assert_eq!((&read.game, read.seat), (&offer.game, 1));
        let nobody = Offer { seat: 2, ..offer };
        assert!(Offer::read(&nobody.text()).is_err());
        assert!(Offer::read("(game: 3)").is_err());
        let untimed = r#"(game:"hive",opening:"Base",seat:1,players:["A","B"])"#;
        let read = Offer::read(untimed).map(|offer| (offer.clock, offer.help));
        assert_eq!(read, Ok((None, false)), "untimed, and no help unless said");
    }
}
