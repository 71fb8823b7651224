//! A request the Deblockle table refused (a move, a step of the setup),
//! with the rules' reason.

use bevy::prelude::*;
use tabletop_i18n::Message;
use tabletop_rules::deblockle::Move;

/// A request the rules refused, with their reason in a player's words.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Rejected {
    /// The move refused, if the request was a move.
    pub mv: Option<Move>,
    /// Why.
    pub reason: Message,
}
