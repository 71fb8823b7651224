//! Who a host lets in: a joiner whose first message is a hello, in the
//! host's protocol, with the invitation's secret. Anything else is refused
//! with a reason both screens can say (another protocol names both
//! programs), and the host is told.

use crate::PROTOCOL;
use crate::invitation::Secret;
use crate::wire::PeerMessage;

/// Why a joiner was not let in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Its first message was not a hello.
    NoHello,
    /// It speaks another protocol: both programs are named.
    OtherProtocol {
        /// The joiner's protocol.
        theirs: u32,
        /// The joiner's program and version.
        their_program: String,
    },
    /// It does not hold the invitation's secret.
    WrongSecret,
    /// Every seat for a friend is taken.
    TableFull,
    /// Back after a lost connection, it holds another game than the
    /// host's (compared by [`crate::standing::catch_up`]).
    OtherGame,
}

impl Refusal {
    /// The message key of the reason, as both screens say it.
    pub fn key(&self) -> &'static str {
        match self {
            Refusal::NoHello => "net-refused-no-hello",
            Refusal::OtherProtocol { .. } => "net-refused-other-version",
            Refusal::WrongSecret => "net-refused-wrong-secret",
            Refusal::TableFull => "net-refused-table-full",
            Refusal::OtherGame => "net-refused-other-game",
        }
    }

    /// What the host, `program`, sends the joiner before closing.
    pub fn message(&self, program: &str) -> PeerMessage {
        PeerMessage::Refused {
            reason: self.key().to_owned(),
            protocol: PROTOCOL,
            program: program.to_owned(),
        }
    }
}

/// The joiner's name when its first message, `hello`, lets it in to a
/// table invited with `secret` that has `free_seats` for friends.
///
/// # Errors
/// Why it is refused.
pub fn admit(hello: &PeerMessage, secret: &Secret, free_seats: usize) -> Result<String, Refusal> {
    let PeerMessage::Hello {
        protocol,
        program,
        name,
        secret: offered,
    } = hello
    else {
        return Err(Refusal::NoHello);
    };
    if *protocol != PROTOCOL {
        return Err(Refusal::OtherProtocol {
            theirs: *protocol,
            their_program: program.clone(),
        });
    }
    if !same_secret(offered, &secret.text()) {
        return Err(Refusal::WrongSecret);
    }
    if free_seats == 0 {
        return Err(Refusal::TableFull);
    }
    Ok(name.clone())
}

/// Whether two secrets' texts are the same, compared whole whatever the
/// first difference (so the time taken says nothing of how much matched).
fn same_secret(offered: &str, ours: &str) -> bool {
    let (offered, ours) = (offered.as_bytes(), ours.as_bytes());
    let differences = offered
        .iter()
        .zip(ours)
        .fold(0u8, |seen, (a, b)| seen | (a ^ b));
    offered.len() == ours.len() && differences == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hello(protocol: u32, secret: &str) -> PeerMessage {
        PeerMessage::Hello {
            protocol,
            program: "tabletop 9.9.9".into(),
            name: "Ben".into(),
            secret: secret.into(),
        }
    }

    #[test]
    fn the_invited_friend_gets_in_and_nobody_else() {
        let secret = Secret([7; 16]);
        let right = secret.text();
        assert_eq!(
            admit(&hello(PROTOCOL, &right), &secret, 1),
            Ok("Ben".into())
        );
        let wrong = Secret([8; 16]).text();
        assert_eq!(
            admit(&hello(PROTOCOL, &wrong), &secret, 1),
            Err(Refusal::WrongSecret)
        );
        assert_eq!(
            admit(&hello(PROTOCOL, &right[..10]), &secret, 1),
            Err(Refusal::WrongSecret),
            "a secret cut short"
        );
        assert_eq!(
            admit(&hello(PROTOCOL, ""), &secret, 1),
            Err(Refusal::WrongSecret)
        );
        assert_eq!(admit(&PeerMessage::Ping, &secret, 1), Err(Refusal::NoHello));
        assert_eq!(
            admit(&hello(PROTOCOL, &right), &secret, 0),
            Err(Refusal::TableFull)
        );
    }

    #[test]
    fn another_version_is_named_in_the_refusal() {
        let secret = Secret([1; 16]);
        let refused = admit(&hello(PROTOCOL + 1, &secret.text()), &secret, 1);
        let Err(refusal) = refused else {
            panic!("refused");
        };
        assert_eq!(
            refusal,
            Refusal::OtherProtocol {
                theirs: PROTOCOL + 1,
                their_program: "tabletop 9.9.9".into()
            }
        );
        assert_eq!(
            refusal.message("tabletop 0.1.0"),
            PeerMessage::Refused {
                reason: "net-refused-other-version".into(),
                protocol: PROTOCOL,
                program: "tabletop 0.1.0".into(),
            }
        );
    }
}
