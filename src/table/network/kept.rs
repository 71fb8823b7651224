//! A game with friends elsewhere found again after the app was closed:
//! the autosave keeps how it was played across ([`Across`]: the
//! invitation, which side hosted, who sat where), and Continue opens the
//! table again from it ([`ResumeAcross`]). A host opens with the same key
//! (kept in the data folder), secret and port, so that the invitation its
//! friends hold reaches it again and lets them back to their seats; a
//! joiner dials its invitation again. Both then check they hold the same
//! game before play goes on.

use serde::{Deserialize, Serialize};
use tabletop_i18n::Message;
use tabletop_net::{Invitation, Secret};
use tabletop_peer::{Company, HostKey, HostOptions, JoinOptions, Link, ShownNearby, Wake};

use super::{NetTable, NetworkSetup, Rejoin, program};
use crate::screens::Screen;

/// How a game was played with friends elsewhere, as the autosave keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Across {
    /// The invitation: the one this computer sent its friends, or the one
    /// it joined with.
    pub invitation: String,
    /// Whether this computer hosts the table.
    pub hosting: bool,
    /// Each seat's player's name, in turn order.
    pub names: Vec<String>,
}

/// The game Continue starts was played with friends elsewhere: its table
/// opens to them again (taken by the start).
#[derive(bevy::prelude::Resource, Clone, Debug, PartialEq, Eq)]
pub struct ResumeAcross(pub Across);

impl NetTable {
    /// How this table is played across, to keep with the game (once a
    /// host has its invitation).
    pub fn across(&self) -> Option<Across> {
        let invitation = match &self.rejoin {
            Some(rejoin) => rejoin.options.invitation.text(),
            None => self.invitation.clone()?,
        };
        Some(Across {
            invitation,
            hosting: self.rejoin.is_none(),
            names: self.company.names.clone(),
        })
    }

    /// Opens `table` (where `game` is played) again as `across` says,
    /// this computer playing the seats `mine` says: a host waits for its
    /// friends to come back, a joiner dials its host.
    ///
    /// # Errors
    /// The invitation kept does not read, the host's key cannot be kept,
    /// or the network cannot start.
    pub(super) fn reopen(
        setup: &NetworkSetup,
        (across, mine): (&Across, &[bool]),
        (table, game): (Screen, &str),
        wake: Option<Wake>,
    ) -> Result<NetTable, Message> {
        let trouble = |error: String| Message::new("net-failed").with("reason", error);
        let invitation =
            Invitation::read(&across.invitation).map_err(|error| trouble(error.to_string()))?;
        if across.hosting {
            let port = |v4: bool| {
                let mut addresses = invitation.addresses.iter();
                let address = addresses.find(|address| address.is_ipv4() == v4);
                address.map_or(0, std::net::SocketAddr::port)
            };
            let company = Company::hosting_again(mine, &across.names);
            let (secret, ports) = (invitation.secret, [port(true), port(false)]);
            return NetTable::host(setup, company, (secret, ports), (table, game), wake);
        }
        let my_seat = mine.iter().position(|&mine| mine).unwrap_or_default();
        let company = Company::joining_again(my_seat, &across.names);
        let options = JoinOptions {
            reach: setup.reach(),
            invitation,
            program: program(),
            name: across.names.get(my_seat).cloned().unwrap_or_default(),
            patience: super::rejoin::ONE_TRY,
        };
        let link = Link::join_waking(options.clone(), wake.clone())
            .map_err(|error| trouble(error.to_string()))?;
        let rejoin = Rejoin {
            options,
            wake,
            dial_in: None,
        };
        let mut net = NetTable::new(link, company, table, Some(rejoin));
        net.begun = true;
        net.willing = setup.help;
        Ok(net)
    }

    /// Opens `table` to friends as `company` seats them, with `secret` on
    /// `ports` (IPv4's, IPv6's; 0 for any), shown on the local network as
    /// a table of `game`.
    ///
    /// # Errors
    /// The host's key cannot be kept, or the network cannot start.
    pub(super) fn host(
        setup: &NetworkSetup,
        company: Company,
        (secret, ports): (Secret, [u16; 2]),
        (table, game): (Screen, &str),
        wake: Option<Wake>,
    ) -> Result<NetTable, Message> {
        let trouble = |error: String| Message::new("net-failed").with("reason", error);
        let key = match &setup.key_file {
            Some(path) => HostKey::kept_at(path).map_err(|error| trouble(error.to_string()))?,
            None => HostKey::fresh(),
        };
        let options = HostOptions {
            reach: setup.reach(),
            key,
            secret,
            seats: (0..company.seats.len())
                .filter(|&seat| !company.mine(seat))
                .count(),
            ports,
            program: program(),
            nearby: Some(ShownNearby {
                game: game.to_owned(),
                host: company
                    .my_seat()
                    .and_then(|seat| company.names.get(seat))
                    .cloned()
                    .unwrap_or_default(),
            }),
        };
        let link = Link::host_waking(options, wake).map_err(|error| trouble(error.to_string()))?;
        let mut net = NetTable::new(link, company, table, None);
        net.willing = setup.help;
        Ok(net)
    }
}
