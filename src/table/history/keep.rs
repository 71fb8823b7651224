//! Following a game at its table to its end, and remembering it there: a
//! game counts when it began there to be played (a new game, or one
//! carried on; not a record opened to replay, which starts with moves to
//! redo, nor a game already over, nor a lesson or a puzzle), and it is
//! remembered once, the first time it is over (one played on from a
//! position set up by hand is remembered, but rates nobody).

use std::marker::PhantomData;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::book::{History, HistoryLine, Player};
use super::players::Players;
use super::records::{KEPT_RECORDS, keep_record};
use super::{HistoryFolder, LevelTables, SeatNames};
use crate::kept::KeptFile;
use crate::screens::Screen;
use crate::table::TableSystems;
use crate::table::autosave::Recorded;
use crate::table::clock::TableClock;
use crate::table::game::SeatsOf;
use crate::table::hint::AskForHint;
use crate::table::network::NetTable;
use crate::table::records::now_stamp;
use crate::table::seats::{Seat, engine_name};
use crate::table::set_up::PlayedFromSetUp;

/// The game at `G`'s table as the history follows it.
#[derive(Resource)]
pub struct GameInPlay<G> {
    /// A game began and has not been looked at yet.
    began: bool,
    /// The game is one to remember when it ends.
    counts: bool,
    /// Its players' ratings move by it (not for a game played on from a
    /// position set up by hand).
    rated: bool,
    /// It has been remembered.
    kept: bool,
    /// Hints asked for at the table.
    pub hints: u32,
    /// Moves taken back.
    pub undos: u32,
    /// Seconds played at the table.
    pub seconds: f32,
    game: PhantomData<fn(G)>,
}

impl<G> Default for GameInPlay<G> {
    fn default() -> Self {
        GameInPlay {
            began: false,
            counts: false,
            rated: false,
            kept: false,
            hints: 0,
            undos: 0,
            seconds: 0.0,
            game: PhantomData,
        }
    }
}

pub(super) fn add_keeping<G: Recorded>(app: &mut App) {
    app.init_resource::<GameInPlay<G>>().add_systems(
        Update,
        (follow_game::<G>, remember_the_end::<G>)
            .chain()
            .in_set(TableSystems::Show),
    );
}

/// Notes a game beginning, its undos, hints and time.
fn follow_game<G: Recorded>(
    mut commands: Commands,
    mut changes: MessageReader<G::Change>,
    from_set_up: Option<Res<PlayedFromSetUp<G>>>,
    mut hints: MessageReader<AskForHint>,
    screen: Option<Res<State<Screen>>>,
    time: Res<Time>,
    session: Option<Res<G>>,
    mut play: ResMut<GameInPlay<G>>,
) {
    for change in changes.read() {
        if G::started(change) {
            let set_up = from_set_up.is_some();
            if set_up {
                commands.remove_resource::<PlayedFromSetUp<G>>();
            }
            *play = GameInPlay {
                began: true,
                rated: !set_up,
                ..GameInPlay::default()
            };
        } else if G::undone(change) {
            play.undos += 1;
        }
    }
    let at_table = screen.is_some_and(|screen| *screen.get() == G::SCREEN);
    let asked = hints.read().count() as u32;
    let Some(session) = session else {
        return;
    };
    if play.began {
        play.began = false;
        play.counts = !session.is_over() && !session.can_redo() && !session.guided();
    }
    if at_table && play.counts && !session.is_over() {
        play.hints += asked;
        play.seconds += time.delta_secs();
    }
}

/// Where a finished game is remembered.
#[derive(SystemParam)]
struct Memory<'w> {
    history: ResMut<'w, History>,
    history_file: Res<'w, KeptFile<History>>,
    players: ResMut<'w, Players>,
    players_file: Res<'w, KeptFile<Players>>,
    tables: Res<'w, LevelTables>,
    folder: Res<'w, HistoryFolder>,
    names: Res<'w, SeatNames>,
    friends: Option<Res<'w, NetTable>>,
}

/// The name a friend elsewhere chose, who played `side`.
fn friend_name(friends: Option<&NetTable>, side: usize) -> String {
    let name = friends.and_then(|friends| friends.company.names.get(side));
    name.cloned().unwrap_or_default()
}

/// Remembers the game the first time it is over.
fn remember_the_end<G: Recorded>(
    session: Option<Res<G>>,
    seats: Res<SeatsOf<G>>,
    clock: Option<Res<TableClock>>,
    mut play: ResMut<GameInPlay<G>>,
    mut memory: Memory,
) {
    let Some(session) = session else {
        return;
    };
    if !play.counts || play.kept || !session.is_over() {
        return;
    }
    let Some(ending) = session.how_it_ended() else {
        return;
    };
    play.kept = true;
    let sides = session.sides();
    // The people are named in the order they sit: one person against the
    // computer is the first person (their name chosen under Names) whichever
    // side they take.
    let players: Vec<Player> = (0..sides)
        .map(
            |side| match seats.all().get(side).unwrap_or(&Seat::Person) {
                Seat::Person => Player::Person(memory.names.of(seats.person_place(side))),
                Seat::Computer(level) => Player::Computer(*level),
                Seat::Engine(command) => Player::Engine(engine_name(command).to_owned()),
                Seat::Friend => Player::Person(friend_name(memory.friends.as_deref(), side)),
            },
        )
        .collect();
    // Everyone sharing the top is a draw.
    let winners = if ending.winners.len() >= sides {
        Vec::new()
    } else {
        ending.winners
    };
    let ended = now_stamp();
    let record = memory.folder.0.as_ref().and_then(|folder| {
        let clock = TableClock::record_at(clock.as_deref(), G::SCREEN);
        let record = session.record(&seats, clock);
        keep_record(
            &record,
            folder,
            &format!("{ended}-{}", G::GAME),
            KEPT_RECORDS,
        )
        .inspect_err(|error| warn!("the finished game's record: {error}"))
        .ok()
    });
    let ratings = match memory.tables.0.get(G::GAME).filter(|_| play.rated) {
        Some(table) => memory.players.rate(G::GAME, table, &players, &winners),
        None => vec![None; sides],
    };
    memory.history.games.push(HistoryLine {
        ended,
        game: G::GAME.to_owned(),
        variant: session.variant(),
        seats: players,
        winners,
        how: ending.how.to_owned(),
        moves: session.moves_played(),
        seconds: play.seconds.round() as u64,
        hints: play.hints,
        undos: play.undos,
        record,
        ratings,
    });
    memory.history_file.keep(&memory.history);
    memory.players_file.keep(&memory.players);
}
