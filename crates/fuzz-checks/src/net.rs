//! What a friend's program may send over the network: the wire's frames
//! (the game a host's welcome offers among them), the invitation
//! pasted to reach it, and a table's announcement heard on the local
//! network (anyone's there).

use tabletop_net::{Announcement, FrameReader, Invitation, Offer, PeerMessage, encode};

use crate::text;

/// Bytes as they come from a peer, in pieces of the first byte's size:
/// every message read writes back and reads as the same message (a
/// welcome's offer, when it reads, too), and once the reader refuses it
/// refuses everything after.
pub fn wire(data: &[u8]) {
    let Some((&piece, bytes)) = data.split_first() else {
        return;
    };
    let mut reader = FrameReader::new();
    let mut refused = false;
    for chunk in bytes.chunks(usize::from(piece).max(1)) {
        reader.push(chunk);
        while let Some(read) = reader.next_message() {
            match read {
                Ok(message) => {
                    assert!(!refused, "a message read after a refusal");
                    if let PeerMessage::Welcome { game, .. } = &message
                        && let Ok(offer) = Offer::read(game)
                    {
                        assert_eq!(Offer::read(&offer.text()), Ok(offer));
                    }
                    let mut again = FrameReader::new();
                    again.push(&encode(&message));
                    assert_eq!(again.next_message(), Some(Ok(message)));
                }
                Err(_) => {
                    refused = true;
                    break;
                }
            }
        }
    }
}

/// A pasted invitation, or a line heard on the local network: one that
/// reads writes back as text that reads as the same (an announcement no
/// longer than the local discovery carries).
pub fn invitation(data: &[u8]) {
    let Some(text) = text(data) else {
        return;
    };
    if let Ok(read) = Invitation::read(text) {
        assert_eq!(Invitation::read(&read.text()), Ok(read), "{text:?}");
    }
    if let Some(heard) = Announcement::read(text) {
        let again = heard.text();
        assert!(again.len() <= tabletop_net::nearby::MAX_ANNOUNCEMENT);
        assert_eq!(Announcement::read(&again), Some(heard), "{text:?}");
    }
}
