//! What two tabletop programs say to each other when friends play on two
//! computers, whatever carries the bytes: the messages ([`wire`]), framed
//! and read with a cap and without panicking whatever arrives; the
//! invitation a host sends its friend ([`invitation`]); who is let in
//! ([`admit`]) and the game offered them ([`offer`]); how two sides
//! catch up after a reconnection ([`standing`]); what a peer is held to
//! ([`limits`]: a name cleaned, a rate of messages); what a host shows
//! the local network ([`nearby`]); and how far a
//! program reaches out ([`reach`]: relays, publishing, the local network,
//! or nothing beyond direct addresses). No sockets, no Bevy.

pub mod admit;
pub mod invitation;
pub mod limits;
pub mod nearby;
pub mod offer;
pub mod reach;
pub mod standing;
pub mod wire;

pub use admit::{Refusal, admit};
pub use invitation::{Invitation, InvitationError, Secret};
pub use limits::{RateLimit, clean_name};
pub use nearby::Announcement;
pub use offer::Offer;
pub use reach::{NETWORK_ENV, Reach, Relay};
pub use standing::{CatchUp, catch_up};
pub use wire::{FrameReader, MAX_MESSAGE, PeerMessage, WireError, encode};

/// The protocol's version: two programs play only when they speak the same
/// one (a different one is named in the refusal).
pub const PROTOCOL: u32 = 3;
