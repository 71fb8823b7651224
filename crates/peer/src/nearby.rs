//! Tables on the local network, through the engine's local discovery
//! (mDNS, under a service name of tabletop's own so that other programs'
//! endpoints are never listed): a host shows its table there with an
//! [`Announcement`]; a friend's Join screen looks for such tables with
//! [`Nearby`], on a thread of its own, and joins one with the invitation
//! the announcement and the host's addresses make up.
//!
//! Nothing is looked for, nor shown, where the program may not reach the
//! local network (`TABLETOP_NETWORK=local`): then [`Nearby`] finds none.

use std::sync::{Arc, Mutex};

use futures_util::StreamExt as _;
use iroh::SecretKey;
use iroh_mdns_address_lookup::{DiscoveryEvent, MdnsAddressLookup, MdnsAddressLookupBuilder};
use tabletop_net::{Announcement, Invitation, Reach};
use tokio::sync::oneshot;

use crate::{LinkError, Wake};

/// The name tabletop's tables are announced under on the local network.
const SERVICE: &str = "tabletop";

/// How a host shows its table on the local network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownNearby {
    /// The game played there, as the wire names it.
    pub game: String,
    /// The host's player's name.
    pub host: String,
}

/// The local discovery of tabletop's tables, to be built (a host's
/// endpoint advertises through it; a [`Nearby`] only listens).
pub(crate) fn lookup() -> MdnsAddressLookupBuilder {
    MdnsAddressLookup::builder().service_name(SERVICE)
}

/// A table found on the local network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NearbyTable {
    /// The game played there, as the wire names it.
    pub game: String,
    /// The host's player's name.
    pub host: String,
    /// What joins it.
    pub invitation: Invitation,
}

/// Looking for tables on the local network, for as long as it is kept.
#[derive(Debug)]
pub struct Nearby {
    tables: Arc<Mutex<Vec<NearbyTable>>>,
    /// Dropped with the [`Nearby`]: its thread ends.
    _stop: Option<oneshot::Sender<()>>,
}

impl Nearby {
    /// Starts looking, if `reach` lets the program reach the local
    /// network; `wake` is called whenever the list changes.
    ///
    /// # Errors
    /// The thread could not be started.
    pub fn look(reach: &Reach, wake: Option<Wake>) -> Result<Nearby, LinkError> {
        let tables = Arc::new(Mutex::new(Vec::new()));
        if !reach.nearby() {
            return Ok(Nearby {
                tables,
                _stop: None,
            });
        }
        let (stop, stopped) = oneshot::channel();
        let found = Arc::clone(&tables);
        std::thread::Builder::new()
            .name("tabletop nearby".to_owned())
            .spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build();
                if let Ok(runtime) = runtime {
                    runtime.block_on(listen(found, wake, stopped));
                }
            })?;
        Ok(Nearby {
            tables,
            _stop: Some(stop),
        })
    }

    /// A list found already (a test's): nothing more is looked for.
    pub fn found(tables: Vec<NearbyTable>) -> Nearby {
        Nearby {
            tables: Arc::new(Mutex::new(tables)),
            _stop: None,
        }
    }

    /// The tables found so far and still there, in the order found.
    pub fn tables(&self) -> Vec<NearbyTable> {
        self.tables
            .lock()
            .map(|tables| tables.clone())
            .unwrap_or_default()
    }
}

/// Listens until `stopped`, keeping `tables` as the network announces
/// and forgets them.
async fn listen(
    tables: Arc<Mutex<Vec<NearbyTable>>>,
    wake: Option<Wake>,
    mut stopped: oneshot::Receiver<()>,
) {
    let listener = SecretKey::generate().public();
    let Ok(discovery) = lookup().advertise(false).build(listener) else {
        return;
    };
    let mut events = discovery.subscribe().await;
    loop {
        let event = tokio::select! {
            _ = &mut stopped => return,
            event = events.next() => match event {
                Some(event) => event,
                None => return,
            },
        };
        let changed = match event {
            DiscoveryEvent::Discovered { endpoint_info, .. } => {
                let Some(announcement) = endpoint_info
                    .user_data()
                    .and_then(|said| Announcement::read(said.as_ref()))
                else {
                    continue;
                };
                let table = NearbyTable {
                    game: announcement.game,
                    host: announcement.host,
                    invitation: Invitation {
                        protocol: announcement.protocol,
                        host: *endpoint_info.endpoint_id.as_bytes(),
                        addresses: endpoint_info.ip_addrs().copied().collect(),
                        secret: announcement.secret,
                        // On the same network, its addresses reach it.
                        relay: None,
                    },
                };
                keep(&tables, table)
            }
            DiscoveryEvent::Expired { endpoint_id } => forget(&tables, endpoint_id.as_bytes()),
            _ => false,
        };
        if let (true, Some(wake)) = (changed, &wake) {
            wake();
        }
    }
}

/// Keeps `table` (in place of what its host announced before); whether
/// the list changed.
fn keep(tables: &Mutex<Vec<NearbyTable>>, table: NearbyTable) -> bool {
    let Ok(mut tables) = tables.lock() else {
        return false;
    };
    match tables
        .iter_mut()
        .find(|known| known.invitation.host == table.invitation.host)
    {
        Some(known) if *known == table => false,
        Some(known) => {
            *known = table;
            true
        }
        None => {
            tables.push(table);
            true
        }
    }
}

/// Forgets the table of `host`; whether the list changed.
fn forget(tables: &Mutex<Vec<NearbyTable>>, host: &[u8; 32]) -> bool {
    let Ok(mut tables) = tables.lock() else {
        return false;
    };
    let before = tables.len();
    tables.retain(|table| &table.invitation.host != host);
    tables.len() != before
}
