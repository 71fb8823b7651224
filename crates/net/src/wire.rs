//! The messages two programs exchange during a game, and their framing: a
//! four-byte big-endian length, then the message as RON text. A frame
//! longer than [`MAX_MESSAGE`] is refused from its length alone (nothing
//! that long is read), and a reader that met one reads nothing more: the
//! connection is to be closed. Text that is not a message is refused the
//! same way, so nothing a peer sends can panic the reader or change more
//! than the game's own checks allow.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::limits::{MAX_CHAT, MAX_NAME, MAX_PREPARED, clean_name};

/// The longest message read, in bytes: a game's opening (its whole record
/// when a game is carried on) fits many times over.
pub const MAX_MESSAGE: usize = 64 * 1024;

/// The bytes of a frame's length.
const LENGTH: usize = 4;

/// What one program says to the other.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PeerMessage {
    /// The joiner's first word: the protocol and program it speaks, the
    /// name its player chose, and the invitation's secret.
    Hello {
        /// Its [`crate::PROTOCOL`].
        protocol: u32,
        /// Its program and version (`tabletop 0.1.0`), named to the other
        /// side when the protocols differ.
        program: String,
        /// The player's name.
        name: String,
        /// The invitation's secret, as its text.
        secret: String,
    },
    /// The host's answer: its protocol, program and player, and the game
    /// to play as text its game reads (the game, its options, the seats).
    Welcome {
        /// Its [`crate::PROTOCOL`].
        protocol: u32,
        /// Its program and version.
        program: String,
        /// The host's name.
        name: String,
        /// The game to play, as the game writes it.
        game: String,
    },
    /// Why the other side will not play, as a message key its screen says
    /// (another protocol, a wrong secret, a table already full), and the
    /// protocol and program of the side that refused (named to a player
    /// whose program is another version).
    Refused {
        /// The reason's message key.
        reason: String,
        /// The refusing side's [`crate::PROTOCOL`].
        #[serde(default)]
        protocol: u32,
        /// The refusing side's program and version.
        #[serde(default)]
        program: String,
    },
    /// A move, numbered from the game's start, in the game's notation, and
    /// the time its player thought about it (their clock is charged that,
    /// never the network's delay).
    Move {
        /// How many moves were played before it.
        ply: u32,
        /// The move as the game writes it.
        notation: String,
        /// Its player's thinking time, in milliseconds.
        thinking_ms: u64,
    },
    /// A step of the game's preparation before its first move, as the
    /// game writes it (Deblockle: the blocks a player rolled, as they
    /// placed them on their friend's squares), numbered from 0.
    Prepared {
        /// Which step.
        step: u32,
        /// The step as the game writes it.
        text: String,
    },
    /// The sender's player ran out of time while to move (their own
    /// computer ran their clock): the game is lost on time.
    OutOfTime {
        /// How many moves were played before.
        ply: u32,
        /// The seat whose clock ran out, as the clocks number them.
        seat: u32,
    },
    /// A request to take the last move back.
    AskUndo,
    /// The answer to [`PeerMessage::AskUndo`].
    Undo {
        /// Whether the move is taken back.
        accepted: bool,
    },
    /// The player at this seat (from 0 in turn order) resigns.
    Resign {
        /// Their seat.
        seat: u32,
    },
    /// The sender's player offers a draw.
    OfferDraw,
    /// The answer to [`PeerMessage::OfferDraw`].
    Draw {
        /// Whether the game is drawn.
        accepted: bool,
    },
    /// The sender's player offers a rematch (the game over, the players
    /// moved on one seat: at a table of two, colours swapped).
    OfferRematch,
    /// The answer to [`PeerMessage::OfferRematch`]; accepted, the host
    /// welcomes each friend to the new game.
    Rematch {
        /// Whether the rematch is played.
        accepted: bool,
    },
    /// A joiner's answer to a host that lets engines help at its table:
    /// whether its player does too (both must).
    Help {
        /// Whether hints and the evaluation are on at the table.
        agreed: bool,
    },
    /// A line of chat.
    Chat(String),
    /// Where the sender's game stands, to check both hold the same game
    /// after a reconnection: its moves and a hash of its position.
    Standing {
        /// The moves played.
        moves: u32,
        /// The position's hash.
        position_hash: u64,
    },
    /// Still here (keeps a quiet connection open).
    Ping,
}

/// Why bytes from a peer were refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum WireError {
    /// A frame longer than [`MAX_MESSAGE`].
    #[error("a message of {0} bytes, over the {MAX_MESSAGE} allowed")]
    TooLong(usize),
    /// A frame that is not UTF-8 text.
    #[error("a message that is not text")]
    NotText,
    /// Text that is not a message.
    #[error("a message that does not read: {0}")]
    Unreadable(String),
    /// A message whose words run past their limit (a name, a chat line).
    #[error("a {0} too long")]
    Overlong(&'static str),
}

impl PeerMessage {
    /// The message as a peer may send it: its player's name cleaned, and
    /// refused when a chat line or a move's text runs past its limit.
    ///
    /// # Errors
    /// A chat line, a move or a reason longer than allowed.
    pub fn checked(mut self) -> Result<PeerMessage, WireError> {
        let within = |text: &str, limit: usize, what| {
            if text.chars().count() > limit {
                Err(WireError::Overlong(what))
            } else {
                Ok(())
            }
        };
        match &mut self {
            PeerMessage::Hello { program, name, .. }
            | PeerMessage::Welcome { program, name, .. } => {
                within(program, MAX_NAME * 2, "program")?;
                *name = clean_name(name);
            }
            PeerMessage::Chat(line) => {
                within(line, MAX_CHAT, "chat line")?;
                *line = clean_line(line);
            }
            PeerMessage::Move { notation, .. } => within(notation, MAX_CHAT, "move")?,
            PeerMessage::Prepared { text, .. } => within(text, MAX_PREPARED, "setup step")?,
            PeerMessage::Refused {
                reason, program, ..
            } => {
                within(reason, MAX_NAME * 2, "reason")?;
                within(program, MAX_NAME * 2, "program")?;
            }
            _ => {}
        }
        Ok(self)
    }
}

/// A chat line with its control characters gone.
fn clean_line(line: &str) -> String {
    line.chars().filter(|c| !c.is_control()).collect()
}

/// `message` framed to send: its length, then its text.
pub fn encode(message: &PeerMessage) -> Vec<u8> {
    let text = ron::to_string(message).expect("every message writes as RON");
    let mut frame = Vec::with_capacity(LENGTH + text.len());
    let length = u32::try_from(text.len()).expect("a message is under 4 GiB");
    frame.extend_from_slice(&length.to_be_bytes());
    frame.extend_from_slice(text.as_bytes());
    frame
}

/// Reads messages out of the bytes as they come, in any pieces.
#[derive(Debug, Default)]
pub struct FrameReader {
    buffer: Vec<u8>,
    /// A refusal that ended the reading: nothing more is read.
    broken: Option<WireError>,
}

impl FrameReader {
    /// A reader with nothing read yet.
    pub fn new() -> FrameReader {
        FrameReader::default()
    }

    /// Takes the bytes that came; they are read by [`FrameReader::next`].
    pub fn push(&mut self, bytes: &[u8]) {
        if self.broken.is_none() {
            self.buffer.extend_from_slice(bytes);
        }
    }

    /// The next whole message, a refusal (after which the reader reads no
    /// more: the connection is to close), or `None` until more bytes come.
    pub fn next_message(&mut self) -> Option<Result<PeerMessage, WireError>> {
        if let Some(broken) = &self.broken {
            return Some(Err(broken.clone()));
        }
        let header: [u8; LENGTH] = self.buffer.get(..LENGTH)?.try_into().ok()?;
        let length = u32::from_be_bytes(header) as usize;
        if length > MAX_MESSAGE {
            return Some(self.break_off(WireError::TooLong(length)));
        }
        let frame = self.buffer.get(LENGTH..LENGTH + length)?;
        let read = match std::str::from_utf8(frame) {
            Err(_) => Err(WireError::NotText),
            Ok(text) => ron::from_str::<PeerMessage>(text)
                .map_err(|error| WireError::Unreadable(error.code.to_string()))
                .and_then(PeerMessage::checked),
        };
        self.buffer.drain(..LENGTH + length);
        Some(match read {
            Ok(message) => Ok(message),
            Err(error) => self.break_off(error),
        })
    }

    /// Ends the reading with `error`.
    fn break_off(&mut self, error: WireError) -> Result<PeerMessage, WireError> {
        self.buffer = Vec::new();
        self.broken = Some(error.clone());
        Err(error)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn every_kind() -> Vec<PeerMessage> {
        vec![
            PeerMessage::Hello {
                protocol: crate::PROTOCOL,
                program: "tabletop 0.1.0".into(),
                name: "Ana".into(),
                secret: "k3j5".into(),
            },
            PeerMessage::Welcome {
                protocol: crate::PROTOCOL,
                program: "tabletop 0.1.0".into(),
                name: "Ben".into(),
                game: "Base;NotStarted;White[1]".into(),
            },
            PeerMessage::Refused {
                reason: "net-refused-wrong-secret".into(),
                protocol: crate::PROTOCOL,
                program: "tabletop 0.1.0".into(),
            },
            PeerMessage::Move {
                ply: 3,
                notation: "bS1 wS1-".into(),
                thinking_ms: 2_350,
            },
            PeerMessage::OutOfTime { ply: 7, seat: 1 },
            PeerMessage::AskUndo,
            PeerMessage::Undo { accepted: false },
            PeerMessage::Resign { seat: 1 },
            PeerMessage::OfferDraw,
            PeerMessage::Draw { accepted: true },
            PeerMessage::OfferRematch,
            PeerMessage::Help { agreed: true },
            PeerMessage::Rematch { accepted: false },
            PeerMessage::Chat("good game".into()),
            PeerMessage::Standing {
                moves: 12,
                position_hash: 0xDEAD_BEEF,
            },
            PeerMessage::Ping,
        ]
    }

    #[test]
    fn every_message_reads_back_from_bytes_in_any_pieces() {
        let sent = every_kind();
        let bytes: Vec<u8> = sent.iter().flat_map(encode).collect();
        for piece in [1, 3, 7, bytes.len()] {
            let mut reader = FrameReader::new();
            let mut read = Vec::new();
            for chunk in bytes.chunks(piece) {
                reader.push(chunk);
                while let Some(message) = reader.next_message() {
                    read.push(message.expect("a message we wrote"));
                }
            }
            assert_eq!(read, sent, "in pieces of {piece}");
        }
    }

    #[test]
    fn a_frame_too_long_is_refused_from_its_length_and_ends_the_reading() {
        let mut reader = FrameReader::new();
        let ten_megabytes = 10 * 1024 * 1024_u32;
        reader.push(&ten_megabytes.to_be_bytes());
        reader.push(&[b' '; 100]);
        assert_eq!(
            reader.next_message(),
            Some(Err(WireError::TooLong(ten_megabytes as usize)))
        );
        reader.push(&encode(&PeerMessage::Ping));
        assert!(matches!(reader.next_message(), Some(Err(_))), "no more");
        assert!(reader.buffer.is_empty(), "nothing kept");
    }

    #[test]
    fn garbage_and_wrong_words_are_refused() {
        let frame = |text: &[u8]| {
            let mut bytes = (text.len() as u32).to_be_bytes().to_vec();
            bytes.extend_from_slice(text);
            let mut reader = FrameReader::new();
            reader.push(&bytes);
            reader.next_message().expect("a whole frame")
        };
        assert_eq!(frame(&[0xff, 0xfe]), Err(WireError::NotText));
        assert!(matches!(frame(b"Launch"), Err(WireError::Unreadable(_))));
        let long_chat = PeerMessage::Chat("x".repeat(MAX_CHAT + 1));
        let text = ron::to_string(&long_chat).expect("writes");
        assert_eq!(
            frame(text.as_bytes()),
            Err(WireError::Overlong("chat line"))
        );
    }

    #[test]
    fn a_hellos_name_arrives_cleaned() {
        let hello = PeerMessage::Hello {
            protocol: 1,
            program: "tabletop".into(),
            name: "\u{1b}[31mMallory\u{7}".into(),
            secret: String::new(),
        };
        let mut reader = FrameReader::new();
        reader.push(&encode(&hello));
        let Some(Ok(PeerMessage::Hello { name, .. })) = reader.next_message() else {
            panic!("a hello");
        };
        assert_eq!(name, "[31mMallory");
    }

    proptest! {
        #[test]
        fn any_bytes_are_read_or_refused_never_a_panic(
            bytes in proptest::collection::vec(any::<u8>(), 0..400),
            piece in 1usize..50,
        ) {
            let mut reader = FrameReader::new();
            for chunk in bytes.chunks(piece) {
                reader.push(chunk);
                while let Some(Ok(message)) = reader.next_message() {
                    // What reads is a message that writes back the same.
                    let mut again = FrameReader::new();
                    again.push(&encode(&message));
                    prop_assert_eq!(again.next_message(), Some(Ok(message)));
                }
            }
        }
    }
}
