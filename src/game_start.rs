//! One way to start a game of any kind — from the menu, the Games screen,
//! the command line or Continue: a [`StartGame`] message seats the players,
//! sends the game its new-game request and opens its table.

use bevy::prelude::*;
use tabletop_rules::blokus3d::{Placement, Position};
use tabletop_rules::hive::HiveGame;
use tabletop_rules::tree::MoveTree;

use crate::blokus3d::session::{BlokusRequest, BlokusSeats, BlokusSession};
use crate::deblockle::guided::LeaveGuide;
use crate::deblockle::seats::DeblockleSeats;
use crate::deblockle::session::{DeblockleRequest, DeblockleSession};
use crate::hive::seats::HiveSeats;
use crate::hive::session::{HiveRequest, HiveSession};
use crate::screens::Screen;
use crate::table::clock::{ClockNextGame, ClockStart, TableClock};
use crate::table::tree::KeptTree;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<StartGame>()
        .add_systems(PreUpdate, start_games);
}

/// The game the menu starts.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ChosenGame {
    /// Deblockle.
    #[default]
    Deblockle,
    /// Hive.
    Hive,
    /// Blokus 3D.
    Blokus3d,
}

impl ChosenGame {
    /// The game's name (a trade name: the same in every language).
    pub fn name(self) -> &'static str {
        match self {
            ChosenGame::Deblockle => "Deblockle",
            ChosenGame::Hive => "Hive",
            ChosenGame::Blokus3d => "Blokus 3D",
        }
    }

    /// Tells its table that the game about to start there is played on
    /// from a position set up by hand (the history rates nobody by it).
    pub fn played_from_set_up(self, commands: &mut Commands) {
        use crate::table::set_up::PlayedFromSetUp;
        match self {
            ChosenGame::Deblockle => commands.init_resource::<PlayedFromSetUp<DeblockleSession>>(),
            ChosenGame::Hive => commands.init_resource::<PlayedFromSetUp<HiveSession>>(),
            ChosenGame::Blokus3d => commands.init_resource::<PlayedFromSetUp<BlokusSession>>(),
        };
    }
}

/// A saved game's move tree (its variations, symbols and comments), for
/// the game it is opened with to take on once it starts.
#[derive(Clone, Debug, PartialEq)]
pub enum SavedTree {
    /// Deblockle's.
    Deblockle(MoveTree<tabletop_rules::deblockle::Move>),
    /// Hive's.
    Hive(MoveTree<tabletop_rules::hive::Move>),
    /// Blokus 3D's.
    Blokus3d(MoveTree<Placement>),
}

impl SavedTree {
    /// Leaves the tree for its game's table.
    pub fn keep(self, world: &mut World) {
        match self {
            SavedTree::Deblockle(tree) => world.insert_resource(KeptTree(tree)),
            SavedTree::Hive(tree) => world.insert_resource(KeptTree(tree)),
            SavedTree::Blokus3d(tree) => world.insert_resource(KeptTree(tree)),
        }
    }
}

/// A game to start, with who plays it.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum StartGame {
    /// A Deblockle game (or setup): its new-game request and who plays
    /// each side.
    Deblockle(DeblockleRequest, DeblockleSeats),
    /// A Hive game (new, or carried on) and who plays each colour.
    Hive(Box<HiveGame>, HiveSeats),
    /// A Blokus 3D game (new, or carried on) and who plays each seat.
    Blokus3d(Box<Position>, BlokusSeats),
}

impl StartGame {
    /// The table it is played at.
    pub fn table(&self) -> Screen {
        match self {
            StartGame::Deblockle(..) => crate::deblockle::TABLE,
            StartGame::Hive(..) => crate::hive::TABLE,
            StartGame::Blokus3d(..) => crate::blokus3d::TABLE,
        }
    }

    /// How many clocks the game has: a side each (a colour each in
    /// Blokus 3D).
    pub fn sides(&self) -> usize {
        match self {
            StartGame::Deblockle(..) | StartGame::Hive(..) => 2,
            StartGame::Blokus3d(position, _) => position.seating().colours(),
        }
    }
}

fn start_games(
    mut commands: Commands,
    mut starts: MessageReader<StartGame>,
    mut requests: MessageWriter<DeblockleRequest>,
    mut hive_requests: MessageWriter<HiveRequest>,
    mut blokus_requests: MessageWriter<BlokusRequest>,
    mut guides: MessageWriter<LeaveGuide>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    clock: Option<Res<ClockNextGame>>,
) {
    for start in starts.read().cloned() {
        // The clocks put there for this game, or none.
        commands.remove_resource::<ClockNextGame>();
        let table_clock = match clock.as_ref().map(|c| &c.0) {
            Some(ClockStart::Fresh(control)) => {
                TableClock::new(*control, start.sides(), start.table())
            }
            Some(ClockStart::Resumed(record)) => {
                TableClock::from_record(record, start.table(), false)
            }
            Some(ClockStart::Replay(record)) => {
                TableClock::from_record(record, start.table(), true)
            }
            None => None,
        };
        match table_clock {
            Some(clock) => commands.insert_resource(clock),
            None => commands.remove_resource::<TableClock>(),
        }
        // The command line opens the table before the first frame.
        if *screen.get() != start.table() {
            next.set(start.table());
        }
        match start {
            StartGame::Deblockle(request, seats) => {
                guides.write(LeaveGuide);
                commands.insert_resource(seats);
                requests.write(request);
            }
            StartGame::Hive(game, seats) => {
                commands.insert_resource(seats);
                hive_requests.write(HiveRequest::NewGame(game));
            }
            StartGame::Blokus3d(position, seats) => {
                commands.insert_resource(seats);
                blokus_requests.write(BlokusRequest::NewGame(position));
            }
        }
    }
}
