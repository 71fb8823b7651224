//! The invitation a host sends its friend by any messenger: one line of
//! text that says which program to dial (its key), where it may be
//! reached directly, and a one-time secret without which a connection is
//! refused; and the relay of the host's own, where it named one, through
//! which its friends reach it whatever relays they use. It is base32 (no
//! letters that look alike in any case, nothing a messenger mangles), with
//! a checksum so that a character lost or changed in the copying is said,
//! not dialled.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use data_encoding::{BASE32_NOPAD, DecodeKind};
use thiserror::Error;

/// What every invitation begins with.
const PREFIX: &str = "tabletop-";

/// The most direct addresses an invitation carries.
const MAX_ADDRESSES: usize = 8;

/// The longest relay address an invitation carries, in bytes.
const MAX_RELAY: usize = 255;

/// A one-time secret: who holds it was invited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Secret(pub [u8; 16]);

impl Secret {
    /// A fresh secret from `random` (the host's random numbers).
    pub fn from_random(random: &mut impl FnMut() -> u64) -> Secret {
        let mut bytes = [0; 16];
        bytes[..8].copy_from_slice(&random().to_le_bytes());
        bytes[8..].copy_from_slice(&random().to_le_bytes());
        Secret(bytes)
    }

    /// The secret as text (what a joiner says in its hello).
    pub fn text(&self) -> String {
        BASE32_NOPAD.encode(&self.0).to_lowercase()
    }

    /// A secret's text read back; `None` if it is not one.
    pub fn read(text: &str) -> Option<Secret> {
        let bytes = BASE32_NOPAD.decode(text.to_uppercase().as_bytes()).ok()?;
        Some(Secret(bytes.try_into().ok()?))
    }
}

/// An invitation to a host's table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// The protocol the host speaks.
    pub protocol: u32,
    /// The host's public key, which its connections are authenticated by.
    pub host: [u8; 32],
    /// Where the host may be reached directly (the engine finds the rest).
    pub addresses: Vec<SocketAddr>,
    /// The one-time secret.
    pub secret: Secret,
    /// The relay of the host's own (its address), where it named one.
    pub relay: Option<String>,
}

/// Why a text is not an invitation.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum InvitationError {
    /// It does not begin as an invitation does.
    #[error("not a tabletop invitation")]
    NotAnInvitation,
    /// A character is not one an invitation uses.
    #[error("an invitation has a character it never uses")]
    BadCharacter,
    /// The checksum does not match: something was lost or changed.
    #[error("the invitation was changed or cut in the copying")]
    Damaged,
    /// It reads, but not as an invitation of any protocol we know.
    #[error("an invitation we cannot read")]
    Unreadable,
}

impl Invitation {
    /// The invitation as one line of text.
    pub fn text(&self) -> String {
        let mut body = Vec::new();
        body.extend_from_slice(&self.protocol.to_be_bytes());
        body.extend_from_slice(&self.host);
        body.extend_from_slice(&self.secret.0);
        let addresses = &self.addresses[..self.addresses.len().min(MAX_ADDRESSES)];
        body.push(addresses.len() as u8);
        for address in addresses {
            match address.ip() {
                IpAddr::V4(ip) => {
                    body.push(4);
                    body.extend_from_slice(&ip.octets());
                }
                IpAddr::V6(ip) => {
                    body.push(6);
                    body.extend_from_slice(&ip.octets());
                }
            }
            body.extend_from_slice(&address.port().to_be_bytes());
        }
        // An address too long for its length's byte is left out: the host
        // is reached as if it had named none.
        if let Some(relay) = self.relay.as_ref().filter(|relay| relay.len() <= MAX_RELAY) {
            body.push(relay.len() as u8);
            body.extend_from_slice(relay.as_bytes());
        }
        body.extend_from_slice(&crc32fast::hash(&body).to_be_bytes());
        format!("{PREFIX}{}", BASE32_NOPAD.encode(&body).to_lowercase())
    }

    /// Reads an invitation as pasted: spaces and line breaks around and
    /// inside it (a messenger's wrapping) and either case.
    ///
    /// # Errors
    /// Why the text is not an invitation.
    pub fn read(text: &str) -> Result<Invitation, InvitationError> {
        let joined: String = text.split_whitespace().collect();
        let lower = joined.to_lowercase();
        let encoded = lower
            .strip_prefix(PREFIX)
            .ok_or(InvitationError::NotAnInvitation)?;
        let bytes = BASE32_NOPAD
            .decode(encoded.to_uppercase().as_bytes())
            .map_err(|error| match error.kind {
                DecodeKind::Symbol => InvitationError::BadCharacter,
                // A character lost, or the last one changed: its spare
                // bits no longer zero.
                _ => InvitationError::Damaged,
            })?;
        let split = bytes.len().checked_sub(4).ok_or(InvitationError::Damaged)?;
        let (body, sum) = bytes.split_at(split);
        if crc32fast::hash(body).to_be_bytes() != sum {
            return Err(InvitationError::Damaged);
        }
        Reader(body).invitation().ok_or(InvitationError::Unreadable)
    }
}

/// The body of an invitation, read from the front.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> Option<[u8; N]> {
        let (taken, rest) = self.0.split_first_chunk::<N>()?;
        self.0 = rest;
        Some(*taken)
    }

    fn invitation(mut self) -> Option<Invitation> {
        let protocol = u32::from_be_bytes(self.take()?);
        let host = self.take()?;
        let secret = Secret(self.take()?);
        let [count] = self.take()?;
        if usize::from(count) > MAX_ADDRESSES {
            return None;
        }
        let addresses = (0..count)
            .map(|_| self.address())
            .collect::<Option<Vec<_>>>()?;
        let relay = match self.take() {
            None => None,
            Some([length]) => {
                let (relay, rest) = self.0.split_at_checked(usize::from(length))?;
                self.0 = rest;
                Some(String::from_utf8(relay.to_vec()).ok()?)
            }
        };
        self.0.is_empty().then_some(Invitation {
            protocol,
            host,
            addresses,
            secret,
            relay,
        })
    }

    fn address(&mut self) -> Option<SocketAddr> {
        let ip = match self.take()? {
            [4] => IpAddr::V4(Ipv4Addr::from(self.take::<4>()?)),
            [6] => IpAddr::V6(Ipv6Addr::from(self.take::<16>()?)),
            _ => return None,
        };
        Some(SocketAddr::new(ip, u16::from_be_bytes(self.take()?)))
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use rand::{RngCore, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;

    fn invitation() -> Invitation {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut host = [0; 32];
        rng.fill_bytes(&mut host);
        Invitation {
            protocol: crate::PROTOCOL,
            host,
            addresses: vec![
                "127.0.0.1:4433".parse().expect("an address"),
                "[::1]:4434".parse().expect("an address"),
            ],
            secret: Secret::from_random(&mut || rng.next_u64()),
            relay: None,
        }
    }

    #[test]
    fn an_invitation_reads_back_as_pasted_wrapped_or_shouted() {
        let sent = invitation();
        let text = sent.text();
        assert!(text.starts_with("tabletop-"), "{text}");
        assert!(text.len() < 160, "short enough to send: {}", text.len());
        assert_eq!(Invitation::read(&text), Ok(sent.clone()));
        let wrapped = format!("  {}\n{}  ", &text[..40], &text[40..]);
        assert_eq!(Invitation::read(&wrapped), Ok(sent.clone()));
        assert_eq!(Invitation::read(&text.to_uppercase()), Ok(sent));
    }

    #[test]
    fn a_changed_cut_or_foreign_text_is_said_not_dialled() {
        let text = invitation().text();
        let mut changed = text.clone().into_bytes();
        let last = changed.len() - 5;
        changed[last] = if changed[last] == b'a' { b'b' } else { b'a' };
        let changed = String::from_utf8(changed).expect("text");
        assert_eq!(Invitation::read(&changed), Err(InvitationError::Damaged));
        let cut = &text[..text.len() - 8];
        assert!(Invitation::read(cut).is_err());
        assert_eq!(
            Invitation::read("https://example.org"),
            Err(InvitationError::NotAnInvitation)
        );
        assert_eq!(
            Invitation::read("tabletop-0189!!0a"),
            Err(InvitationError::BadCharacter)
        );
    }

    #[test]
    fn a_last_character_changed_is_damage_whatever_bits_it_carries() {
        // Ten bytes end in a character of which only the first two bits
        // are the data's: `ae` (01 then zeros) becomes `af`, a spare bit set.
        let text = format!("{PREFIX}{}", BASE32_NOPAD.encode(&[7; 11]).to_lowercase());
        let mut changed = text.clone();
        let last = changed.pop().expect("a character");
        changed.push(if last == 'a' { 'b' } else { 'a' });
        assert_eq!(Invitation::read(&changed), Err(InvitationError::Damaged));
    }

    #[test]
    fn an_invitation_built_by_another_base32_and_crc32_reads() {
        // Built with Python's `base64.b32encode` and `zlib.crc32`: protocol
        // 1, key bytes 0 to 31, secret bytes 100 to 115, 127.0.0.1:4433 and
        // [::1]:4434.
        let text = "tabletop-aaaaaaiaaebagbafaydqqcikbmga2dqpcaireeyuculbogazdinryhi6d5sgkzthnbuwu23mnvxg64drojzqebd7aaaacekrayaaaaaaaaaaaaaaaaaaaaaaaaarcuwui2ca4";
        let read = Invitation::read(text).expect("it reads");
        assert_eq!(read.protocol, 1);
        assert_eq!(read.host, std::array::from_fn(|n| n as u8));
        assert_eq!(read.secret.0, std::array::from_fn(|n| 100 + n as u8));
        let addresses: Vec<String> = read.addresses.iter().map(ToString::to_string).collect();
        assert_eq!(addresses, ["127.0.0.1:4433", "[::1]:4434"]);
        assert_eq!(read.text(), text, "and writes back the same");
    }

    #[test]
    fn a_relay_of_the_hosts_own_rides_in_the_invitation() {
        // Built as above, one address, and `https://relay.example.org`
        // after it, its length first.
        let text = "tabletop-aaaaaaiaaebagbafaydqqcikbmga2dqpcaireeyuculbogazdinryhi6d5sgkzthnbuwu23mnvxg64drojzqcbd7aaaacekrdfuhi5dqom5c6l3smvwgc6jomv4gc3lqnrss433sm7urgavy";
        let read = Invitation::read(text).expect("it reads");
        assert_eq!(read.relay.as_deref(), Some("https://relay.example.org"));
        assert_eq!(read.addresses.len(), 1);
        assert_eq!(read.text(), text, "and writes back the same");
        let unnamed = Invitation {
            relay: Some("x".repeat(MAX_RELAY + 1)),
            ..invitation()
        };
        assert_eq!(
            Invitation::read(&unnamed.text()).expect("it reads").relay,
            None,
            "too long an address is left out"
        );
    }

    #[test]
    fn two_secrets_differ_and_read_as_text() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let one = Secret::from_random(&mut || rng.next_u64());
        let two = Secret::from_random(&mut || rng.next_u64());
        assert_ne!(one, two);
        assert_eq!(one.text().len(), 26);
    }

    proptest! {
        #[test]
        fn any_text_is_an_invitation_or_a_reason(text in ".{0,200}") {
            if let Ok(read) = Invitation::read(&text) {
                prop_assert_eq!(Invitation::read(&read.text()), Ok(read));
            }
        }
    }
}
