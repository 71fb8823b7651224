//! The engine's endpoint as far as the player lets it reach: the default
//! relays with the engine's address publishing and lookup, a relay the
//! player named, or none; bound everywhere, or to loopback alone when the
//! program must not reach beyond the machine; a host's table shown on the
//! local network when the player lets the program reach it.

use std::time::Duration;

use iroh::endpoint::{BindOpts, Builder, IdleTimeout, QuicTransportConfig, presets};
use iroh::endpoint_info::UserData;
use iroh::{Endpoint, RelayMode, RelayUrl, SecretKey};
use tabletop_net::{Announcement, Reach, Relay};

use crate::ALPN;
use crate::nearby::lookup;

/// How long a connection hears nothing (the engine's heartbeat comes every
/// 5 s) before it counts as lost and the game pauses for a reconnection.
const GONE_AFTER: Duration = Duration::from_secs(10);

/// How long ports asked for are waited for while they are taken: the app
/// that held them a moment ago (closed, and started again to carry its
/// game on) may still be letting them go.
const PORTS_FREED_WITHIN: Duration = Duration::from_secs(3);

/// How often ports taken are tried again.
const PORTS_TRIED_EVERY: Duration = Duration::from_millis(100);

/// An endpoint bound as `reach` allows, known by `key`, listening on the
/// `ports` (IPv4's, IPv6's) where they are free within a moment (else on
/// any: 0 asks for any); a host's table `shown` on the local network,
/// where `reach` lets it look there.
///
/// # Errors
/// The relay's address does not read, or no socket could be bound: in
/// the engine's words.
pub async fn bind(
    reach: &Reach,
    key: SecretKey,
    ports: [u16; 2],
    shown: Option<&Announcement>,
) -> Result<Endpoint, String> {
    if ports != [0, 0] {
        let given_up = tokio::time::Instant::now() + PORTS_FREED_WITHIN;
        loop {
            match bind_at(reach, key.clone(), ports, shown).await {
                Ok(endpoint) => return Ok(endpoint),
                Err(_) if tokio::time::Instant::now() < given_up => {
                    tokio::time::sleep(PORTS_TRIED_EVERY).await;
                }
                Err(_) => break,
            }
        }
    }
    bind_at(reach, key, [0, 0], shown).await
}

async fn bind_at(
    reach: &Reach,
    key: SecretKey,
    [v4_port, v6_port]: [u16; 2],
    shown: Option<&Announcement>,
) -> Result<Endpoint, String> {
    let builder = if reach.publish && reach.relay == Relay::Default {
        // The engine's own relays, and its services that publish where an
        // endpoint is and look others up by key.
        Builder::new(presets::N0)
    } else {
        Builder::new(presets::Minimal).relay_mode(relay_mode(&reach.relay)?)
    };
    let quiet = IdleTimeout::try_from(GONE_AFTER).map_err(|error| error.to_string())?;
    let transport = QuicTransportConfig::builder()
        .max_idle_timeout(Some(quiet))
        .build();
    let mut builder = builder
        .secret_key(key)
        .alpns(vec![ALPN.to_vec()])
        .transport_config(transport);
    // Loopback: replaces the sockets bound on every interface (a socket
    // bound to loopback cannot send beyond the machine). Ports asked
    // for: the same sockets, on them.
    let (v4, v6) = if reach.loopback {
        ("127.0.0.1", "[::1]")
    } else {
        ("0.0.0.0", "[::]")
    };
    if reach.loopback || v4_port != 0 || v6_port != 0 {
        builder = builder
            .clear_ip_transports()
            .bind_addr(format!("{v4}:{v4_port}").as_str())
            .map_err(|error| error.to_string())?
            .bind_addr_with_opts(
                format!("{v6}:{v6_port}").as_str(),
                BindOpts::default().set_is_required(false),
            )
            .map_err(|error| error.to_string())?;
    }
    if let Some(shown) = shown.filter(|_| reach.nearby()) {
        let said = UserData::try_from(shown.text()).map_err(|error| error.to_string())?;
        builder = builder
            .address_lookup(lookup().advertise(true))
            .user_data_for_address_lookup(said);
    }
    builder.bind().await.map_err(|error| error.to_string())
}

/// The relays `relay` names.
fn relay_mode(relay: &Relay) -> Result<RelayMode, String> {
    Ok(match relay {
        Relay::Default => RelayMode::Default,
        Relay::None => RelayMode::Disabled,
        Relay::Own(address) => {
            let url: RelayUrl = address
                .parse()
                .map_err(|error| format!("the relay {address}: {error}"))?;
            RelayMode::custom([url])
        }
    })
}
