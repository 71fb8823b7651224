//! A game at the table with friends on other computers, written once for
//! every game that joins it ([`PlaysAcross`]): a seat that is
//! [`Seat::Friend`](super::seats::Seat::Friend) opens the table to friends
//! when the game starts and shows the invitation to send them; a friend's
//! move arrives in the game's notation, is read and checked by the rules
//! here and played through the same request as a click; a move made here
//! goes to the friends with the time its player thought about it. Until
//! every friend is seated (and while one is away) nothing is played here.
//! Nothing is sent anywhere until a game with a friend's seat starts or a
//! player joins one.

mod chat;
mod claim;
mod endings;
mod kept;
mod open;
pub mod panel;
mod play;
mod prepare;
mod question;
mod rejoin;
mod rematch;
mod tell;
mod undo;

pub use claim::{CLAIM_AFTER, ClaimGame};
pub use endings::EndTalk;
pub use kept::{Across, ResumeAcross};
pub use prepare::{FriendPrepared, Preparation, step_waits};
pub use rematch::{RematchOffered, StartRematch};
pub use undo::AnswerUndo;

use std::path::PathBuf;

use bevy::prelude::*;
use tabletop_i18n::Message;
use tabletop_net::{Offer, PeerMessage, Reach, Relay};
use tabletop_peer::{Company, Friend, JoinOptions, Link, Wake};

use rejoin::Rejoin;

use super::TableSystems;
use super::clock::PausesClocks;
use super::frames::{DrawsFrames, Frames};
use super::game::TableGame;
use super::hud::TableHud;
use crate::screens::Screen;

/// A game played with friends elsewhere: its moves as text both ways.
pub trait PlaysAcross: TableGame {
    /// Where the game began, as a welcome offers it (the game's own text:
    /// a Hive game string, a Blokus 3D setup).
    fn opening(&self) -> String;
    /// The move played at `ply` (from 0), as the game writes it.
    fn written(&self, ply: usize) -> Option<String>;
    /// A friend's move, read and checked here by the rules.
    ///
    /// # Errors
    /// Why the rules refuse it.
    fn read_move(&self, text: &str) -> Result<Self::Move, Message>;
    /// A hash of the position after the first `ply` moves (what two sides
    /// compare to know they hold the same game).
    fn hash_at(&self, ply: usize) -> Option<u64>;
    /// The request by which the player at `seat` (as turns number them)
    /// resigns: the others win (Blokus 3D: their colours are out).
    fn resign(seat: usize) -> Self::Request;
    /// The request that ends the game drawn by agreement; `None` in a game
    /// without draws by agreement (Blokus 3D: the others play on).
    fn agree_draw() -> Option<Self::Request>;
}

/// How this computer reaches its friends: the relay chosen in Settings,
/// whether it stays on this machine whatever is chosen (tests, and
/// `TABLETOP_NETWORK=local`), and where the host's key is kept (so that
/// an invitation outlives a restart).
#[derive(Resource, Clone, Debug, Default)]
pub struct NetworkSetup {
    /// The relay chosen.
    pub relay: Relay,
    /// Only loopback: no relay, nothing published, whatever is chosen.
    pub local_only: bool,
    /// The host's key file; a fresh key each game without one.
    pub key_file: Option<PathBuf>,
    /// Whether this player lets engines help (hints, the evaluation) at a
    /// table with a friend who does too.
    pub help: bool,
}

impl NetworkSetup {
    /// How far a host or a joiner reaches out now.
    pub fn reach(&self) -> Reach {
        let local = self.local_only.then_some("local");
        match local {
            Some(local) => Reach::chosen(self.relay.clone(), Some(local)),
            None => Reach::from_env(self.relay.clone()),
        }
    }

    /// The host's key kept in the player's data folder.
    pub fn in_data_folder() -> NetworkSetup {
        NetworkSetup {
            key_file: crate::folders::data_file("host-key.ron"),
            ..NetworkSetup::default()
        }
    }
}

/// This program and its version, as the other side is told.
pub fn program() -> String {
    format!("tabletop {}", env!("CARGO_PKG_VERSION"))
}

/// A friend's move on its way to the rules: its ply and who sent it, the
/// time its player thought about it, and whose clock it is charged to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Heard {
    ply: usize,
    friend: Friend,
    thinking_ms: u64,
    clock: usize,
}

/// The table's link to its friends, while a game with friends is up.
#[derive(Resource)]
pub struct NetTable {
    link: Link,
    /// Who plays each seat.
    pub company: Company,
    /// The table it belongs to.
    pub table: Screen,
    /// The invitation to send friends (a host's, once the network is up).
    pub invitation: Option<String>,
    /// Whether this side knows the other holds the same game: a joiner
    /// plays nothing until the host has said where the game stands.
    synced: bool,
    /// Whether the game the link was opened for has begun at the table (a
    /// later game started there closes the link).
    begun: bool,
    /// How many moves the friends have been told of (or told this side).
    known: usize,
    /// How many moves the host said its game had: a joiner behind it
    /// plays nothing until it has heard them all.
    behind: usize,
    /// A friend's move on its way to the rules.
    heard: Option<Heard>,
    /// When this side's turn began, on the real clock's count, and whose
    /// clock runs in it.
    turn_began: Option<(std::time::Duration, usize)>,
    /// The time control the game is played on, as players write it.
    clock: Option<String>,
    /// Each move's thinking time, as its player's computer measured it.
    thought: Vec<u64>,
    /// What last went wrong with the network, said on the panel.
    pub trouble: Option<Message>,
    /// A joiner's way back to its host, and how long until it dials again
    /// while the connection is lost.
    rejoin: Option<Rejoin>,
    /// What the sides said of taking a move back.
    undo: undo::UndoTalk,
    /// What the sides said of ending the game off the board.
    endings: endings::Endings,
    /// What the sides said of a rematch.
    rematch: rematch::RematchTalk,
    /// The last lines said at the table.
    chat: chat::ChatLines,
    /// When the table began to wait for a friend away, on the real clock.
    away_since: Option<std::time::Duration>,
    /// Whether this player lets engines help at the table.
    willing: bool,
    /// Whether both players agreed that engines help at the table.
    help: bool,
    /// While the game is prepared together (it has not begun): where it
    /// begins, as a welcome offers it.
    preparing: Option<String>,
    /// The steps of the preparation taken so far, by either side: each
    /// step's number and text.
    prepared: Vec<(u32, String)>,
}

impl NetTable {
    fn new(link: Link, company: Company, table: Screen, rejoin: Option<Rejoin>) -> NetTable {
        let joined = rejoin.is_some();
        NetTable {
            rejoin,
            link,
            company,
            table,
            invitation: None,
            synced: !joined,
            begun: !joined,
            known: 0,
            behind: 0,
            heard: None,
            turn_began: None,
            clock: None,
            thought: Vec::new(),
            trouble: None,
            undo: undo::UndoTalk::default(),
            endings: endings::Endings::default(),
            rematch: rematch::RematchTalk::default(),
            chat: chat::ChatLines::default(),
            away_since: None,
            willing: false,
            help: false,
            preparing: None,
            prepared: Vec::new(),
        }
    }

    /// A joiner's table at `table`, welcomed on `link` (opened with
    /// `options`, events waking the app with `wake`) with `offer`: the game
    /// it offers begins there next. Its player lets engines help if
    /// `willing`.
    pub fn joined(
        (link, options, wake): (Link, JoinOptions, Option<Wake>),
        offer: &Offer,
        table: Screen,
        willing: bool,
    ) -> NetTable {
        let rejoin = Rejoin {
            options,
            wake,
            dial_in: None,
        };
        let mut net = NetTable::new(link, Company::joining(offer), table, Some(rejoin));
        net.clock.clone_from(&offer.clock);
        net.willing = willing;
        net.answer_the_help(offer);
        net
    }

    /// A joiner welcomed with `offer`: engines help at the table if the
    /// host lets them and this player does too, and the host is told.
    fn answer_the_help(&mut self, offer: &Offer) {
        self.help = offer.help && self.willing;
        self.link
            .send(Friend::HOST, PeerMessage::Help { agreed: self.help });
    }

    /// Whether both players agreed that engines help at the table (hints,
    /// the evaluation).
    pub fn helped(&self) -> bool {
        self.help
    }

    /// Says `message` to every friend this side talks to but `not` (who
    /// sent it): a joiner's only friend is the host, which passes it on.
    fn tell_all(&self, message: &PeerMessage, not: Option<Friend>) {
        for friend in self.company.recipients(not) {
            self.link.send(friend, message.clone());
        }
    }

    /// Each move's thinking time so far, as its player's computer measured
    /// it.
    pub fn thought(&self) -> &[u64] {
        &self.thought
    }

    /// Closes `friend`'s connection (as a network that fails would).
    #[cfg(test)]
    pub(crate) fn drop_friend(&self, friend: Friend) {
        self.link.drop_friend(friend);
    }

    /// Whether a friend seated at this table is away (for a joiner, its
    /// host, until it has said where the game stands).
    fn friend_away(&self) -> bool {
        !self.synced || self.company.waits()
    }

    /// Whether play here waits: for friends to sit down or come back, or
    /// (a joiner) for the host to say where the game stands and for the
    /// moves it missed.
    pub fn holds(&self) -> bool {
        let behind = self.known < self.behind;
        self.friend_away() || behind || !self.company.full()
    }

    /// Once a joiner has every move its host said it missed, it plays on
    /// (and a move taken back later holds nothing).
    fn caught_up(&mut self) {
        if self.known >= self.behind {
            self.behind = 0;
        }
    }

    /// Whether a request at `table` goes to the rules now, or why not: a
    /// move waits while the table holds; a move is taken back only once
    /// both sides agreed (an undo asks the friend).
    ///
    /// # Errors
    /// Why it does not, to say.
    pub(super) fn admit(&mut self, table: Screen, request: Taken) -> Result<(), Message> {
        if self.table != table {
            return Ok(());
        }
        match request {
            Taken::Move if self.heard.is_none() && self.holds() => Err(Message::new("net-waiting")),
            Taken::Move => Ok(()),
            Taken::Back { redo } => self.taking_back(redo),
        }
    }
}

/// What a request does on the board, as the link weighs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Taken {
    /// A move played.
    Move,
    /// A move taken back (or, with `redo`, played again).
    Back {
        /// Whether it is a redo.
        redo: bool,
    },
}

/// Whether `net` is the link of `table`: a game with friends elsewhere is
/// played there (no program is seated in the friends' place; hints and
/// the evaluation only as [`helped_at`] says).
pub fn with_friends(net: Option<&NetTable>, table: Screen) -> bool {
    net.is_some_and(|net| net.table == table)
}

/// Whether engines may help at `table` (hints, the evaluation): no friend
/// elsewhere plays there, or both players agreed.
pub fn helped_at(net: Option<&NetTable>, table: Screen) -> bool {
    net.is_none_or(|net| net.table != table || net.help)
}

/// A run condition: no table waits on its friends (programs may think).
pub fn friends_ready(net: Option<Res<NetTable>>) -> bool {
    net.is_none_or(|net| !net.holds())
}

/// How often a table wakes while a friend is away (every event wakes the
/// app of itself): a joiner dials its host again, and the game may be
/// claimed once the friend has been away long enough.
const AWAY_TICK: std::time::Duration = std::time::Duration::from_millis(500);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<AnswerUndo>()
        .add_message::<ClaimGame>()
        .add_message::<EndTalk>()
        .add_message::<StartRematch>()
        .add_message::<RematchOffered>()
        .add_message::<FriendPrepared>();
    // A friend awaited or away is nobody's thinking.
    app.pauses_clocks(|world| {
        world
            .get_resource::<NetTable>()
            .is_some_and(NetTable::holds)
    });
    app.init_resource::<NetworkSetup>().draws(|world| {
        let net = world.get_resource::<NetTable>();
        net.is_some_and(|net| net.redials() || net.company.waits())
            .then_some(Frames::Every(AWAY_TICK))
    });
}

/// Adds `G`'s table to the games played with friends elsewhere (each
/// game's plugin that does).
pub fn add_network<G: PlaysAcross + TableHud>(app: &mut App) {
    app.add_systems(
        Update,
        (
            (
                play::hear::<G>,
                undo::answer::<G>,
                endings::talk::<G>,
                claim::claim::<G>,
                rematch::hand_on::<G>,
                super::hud::rematch::start_rematch::<G>,
            )
                .chain()
                .in_set(TableSystems::Input),
            (open::open_to_friends::<G>, tell::tell::<G>)
                .chain()
                .in_set(TableSystems::Show),
        )
            .run_if(in_state(G::SCREEN)),
    )
    .add_systems(OnExit(G::SCREEN), open::close_at::<G>);
}
