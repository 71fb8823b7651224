//! One connection's two directions: frames written in the order the game
//! sends them, and bytes read into messages — held to the peer's rate,
//! capped and refused without panicking by `tabletop-net`'s reader — and
//! told to the link's loop.

use std::time::{Duration, Instant};

use iroh::endpoint::{Connection, RecvStream, SendStream};
use tabletop_net::{FrameReader, PeerMessage, RateLimit};
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use crate::{Friend, Misdeed};

/// How long what was sent before a connection is dropped may take to be
/// delivered (a refusal's reason, a last move) before it closes anyway.
const LAST_WORDS: Duration = Duration::from_secs(2);

/// How long a game's message over the peer's rate waits for the rate.
const TOKEN_WAIT: Duration = Duration::from_millis(10);

/// The most bytes read from a stream at once.
const READ_AT_ONCE: usize = 16 * 1024;

/// The connections' writers still at work: a link waits for them (its
/// last moves delivered) before it closes its endpoint.
#[derive(Debug)]
pub struct Writers {
    at_work: UnboundedSender<()>,
    done: UnboundedReceiver<()>,
}

impl Writers {
    /// None at work yet.
    pub fn new() -> Writers {
        let (at_work, done) = unbounded_channel();
        Writers { at_work, done }
    }

    /// What a new writer holds while it works.
    pub fn token(&self) -> AtWork {
        AtWork {
            _held: self.at_work.clone(),
        }
    }

    /// Waits until every writer has delivered what it was given (or
    /// [`LAST_WORDS`] has passed).
    pub async fn finished(self) {
        let Writers { at_work, mut done } = self;
        drop(at_work);
        // Each writer holds a sender: the channel ends when all are gone.
        let _ =
            tokio::time::timeout(LAST_WORDS, async { while done.recv().await.is_some() {} }).await;
    }
}

/// Held by a writer while it works.
#[derive(Debug)]
pub struct AtWork {
    _held: UnboundedSender<()>,
}

/// What a connection tells the link's loop, in the order it happened.
#[derive(Debug)]
pub enum Heard {
    /// It is open: frames sent on this are written to it, and dropping it
    /// closes the connection once they are delivered.
    Opened(Friend, UnboundedSender<Vec<u8>>),
    /// A message, within the peer's rate.
    Message(Friend, PeerMessage),
    /// Something the peer should not have done.
    Misbehaved(Friend, Misdeed),
    /// It closed.
    Gone(Friend),
}

/// Carries `friend`'s connection from now on: says it is open, then what
/// it hears until it closes.
pub fn carry(
    connection: Connection,
    (send, receive): (SendStream, RecvStream),
    friend: Friend,
    heard: UnboundedSender<Heard>,
    at_work: AtWork,
) {
    let (frames, to_write) = unbounded_channel();
    // Opened is said before anything is read, so the loop always knows
    // where to answer the first message.
    let _ = heard.send(Heard::Opened(friend, frames));
    let closing = connection.clone();
    tokio::spawn(async move {
        write(send, to_write, closing).await;
        drop(at_work);
    });
    tokio::spawn(read(receive, friend, heard, connection));
}

/// Writes each frame as it comes; when the loop drops the connection,
/// lets the last ones arrive, then closes it.
async fn write(
    mut send: SendStream,
    mut frames: UnboundedReceiver<Vec<u8>>,
    connection: Connection,
) {
    while let Some(frame) = frames.recv().await {
        if send.write_all(&frame).await.is_err() {
            return;
        }
    }
    if send.finish().is_ok() {
        let _ = tokio::time::timeout(LAST_WORDS, send.stopped()).await;
    }
    connection.close(0u32.into(), b"closed");
}

/// Reads messages until the connection ends or the peer breaks the wire's
/// rules. Beyond the peer's rate a chat line or a ping is dropped (said
/// once a flood), and the game's own messages wait their turn: the peer's
/// sending slows, and nothing a game needs is lost.
async fn read(
    mut receive: RecvStream,
    friend: Friend,
    heard: UnboundedSender<Heard>,
    connection: Connection,
) {
    let started = Instant::now();
    let mut limit = RateLimit::for_a_peer(Duration::ZERO);
    let mut reader = FrameReader::new();
    let mut flooding = false;
    let mut bytes = vec![0; READ_AT_ONCE];
    'reading: while let Ok(Some(count)) = receive.read(&mut bytes).await {
        reader.push(&bytes[..count]);
        while let Some(read) = reader.next_message() {
            let message = match read {
                Ok(message) => message,
                Err(error) => {
                    let _ = heard.send(Heard::Misbehaved(friend, Misdeed::Wire(error)));
                    connection.close(1u32.into(), b"unreadable");
                    break 'reading;
                }
            };
            let idle = matches!(message, PeerMessage::Chat(_) | PeerMessage::Ping);
            if idle && !limit.allow(started.elapsed()) {
                if !flooding {
                    let _ = heard.send(Heard::Misbehaved(friend, Misdeed::Flood));
                }
                flooding = true;
                continue;
            }
            while !idle && !limit.allow(started.elapsed()) {
                tokio::time::sleep(TOKEN_WAIT).await;
            }
            flooding = false;
            let _ = heard.send(Heard::Message(friend, message));
        }
    }
    let _ = heard.send(Heard::Gone(friend));
}
