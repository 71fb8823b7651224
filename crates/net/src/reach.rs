//! How far a program reaches out when its player hosts or joins: through
//! the engine's public relays (the default), a relay the player names, or
//! none (the local network and direct addresses only); and whether it
//! publishes its address and looks for tables on the local network. One
//! switch, `TABLETOP_NETWORK=local`, makes it purely local whatever the
//! settings say (tests, screenshots and runs on machines that must not
//! reach out set it). Nothing reaches out until a player hosts or joins.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// The environment variable that keeps the program local.
pub const NETWORK_ENV: &str = "TABLETOP_NETWORK";

/// The relay a program uses where a direct connection cannot be made.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Relay {
    /// The networking engine's public relays.
    #[default]
    Default,
    /// A relay the player runs or trusts, by its address.
    Own(String),
    /// None: the local network and direct addresses only.
    None,
}

/// Why a relay as typed cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("a relay is `default`, `none` or an http(s):// address")]
pub struct NotARelay;

impl FromStr for Relay {
    type Err = NotARelay;

    /// `default`, `none`, or an `https://` (or `http://`) address.
    fn from_str(text: &str) -> Result<Relay, NotARelay> {
        let text = text.trim();
        match text.to_lowercase().as_str() {
            "default" => return Ok(Relay::Default),
            "none" => return Ok(Relay::None),
            _ => {}
        }
        let host = text
            .strip_prefix("https://")
            .or_else(|| text.strip_prefix("http://"))
            .ok_or(NotARelay)?;
        let well_formed = !host.is_empty()
            && !host.starts_with('/')
            && !text.chars().any(|c| c.is_whitespace() || c.is_control());
        if well_formed {
            Ok(Relay::Own(text.to_owned()))
        } else {
            Err(NotARelay)
        }
    }
}

impl fmt::Display for Relay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Relay::Default => f.write_str("default"),
            Relay::Own(address) => f.write_str(address),
            Relay::None => f.write_str("none"),
        }
    }
}

/// How far the program reaches out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reach {
    /// The relay it uses.
    pub relay: Relay,
    /// Whether it publishes its address to the engine's lookup services
    /// and asks them for others' (only with a relay: without one, direct
    /// addresses only).
    pub publish: bool,
    /// Whether it shows its table to, and looks for tables on, the local
    /// network.
    pub local_network: bool,
    /// Whether its sockets are bound to loopback alone, so that nothing it
    /// sends can leave the machine.
    pub loopback: bool,
}

impl Reach {
    /// What the player chose (`relay`), unless the environment's
    /// [`NETWORK_ENV`] (`network`) says `local`: then no relay, nothing
    /// published, no local discovery and loopback alone.
    pub fn chosen(relay: Relay, network: Option<&str>) -> Reach {
        if network.is_some_and(|value| value.trim().eq_ignore_ascii_case("local")) {
            return Reach {
                relay: Relay::None,
                publish: false,
                local_network: false,
                loopback: true,
            };
        }
        Reach {
            publish: relay != Relay::None,
            relay,
            local_network: true,
            loopback: false,
        }
    }

    /// Whether tables are shown on, and looked for on, the local network:
    /// never from sockets bound to loopback alone.
    pub fn nearby(&self) -> bool {
        self.local_network && !self.loopback
    }

    /// What the player chose, as this process's environment allows.
    pub fn from_env(relay: Relay) -> Reach {
        Reach::chosen(relay, std::env::var(NETWORK_ENV).ok().as_deref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_relay_reads_as_typed_and_writes_back() {
        for text in [
            "default",
            "none",
            "https://relay.example.org",
            "http://10.0.0.2:3340",
        ] {
            let relay: Relay = text.parse().expect(text);
            assert_eq!(relay.to_string(), text);
        }
        assert_eq!(" None ".parse(), Ok(Relay::None));
        for bad in [
            "",
            "relay.example.org",
            "https://",
            "https:///path",
            "https://a b",
            "ftp://x",
        ] {
            assert_eq!(bad.parse::<Relay>(), Err(NotARelay), "{bad:?}");
        }
    }

    #[test]
    fn local_keeps_everything_local_whatever_was_chosen() {
        let own = Relay::Own("https://relay.example.org".into());
        let nothing = Reach {
            relay: Relay::None,
            publish: false,
            local_network: false,
            loopback: true,
        };
        for chosen in [Relay::Default, own.clone(), Relay::None] {
            assert_eq!(Reach::chosen(chosen, Some("local")), nothing);
        }
        assert_eq!(Reach::chosen(own.clone(), Some(" LOCAL ")), nothing);
        let chosen = Reach::chosen(own.clone(), None);
        assert_eq!((&chosen.relay, chosen.publish), (&own, true));
        assert_eq!(Reach::chosen(own.clone(), Some("")).relay, own);
    }

    #[test]
    fn no_relay_means_the_local_network_and_direct_addresses_only() {
        let reach = Reach::chosen(Relay::None, None);
        assert!(!reach.publish && reach.local_network && !reach.loopback);
        assert!(reach.nearby(), "tables shown and looked for nearby");
        assert!(!Reach::chosen(Relay::None, Some("local")).nearby());
    }
}
