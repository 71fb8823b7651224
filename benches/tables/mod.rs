//! The three tables as the frame benches open them: the whole app with no
//! window and no renderer, a game started and come to rest, and a way to
//! set a piece moving there and back.

use bevy::prelude::*;
use tabletop::blokus3d::session::{BlokusRequest, BlokusSeats};
use tabletop::deblockle::seats::DeblockleSeats;
use tabletop::deblockle::session::{DeblockleRequest, Start};
use tabletop::game_start::StartGame;
use tabletop::hive::seats::HiveSeats;
use tabletop::hive::session::{HiveRequest, HiveSession};
use tabletop::table::motion::Animating;
use tabletop_rules::blokus3d::Position as BlokusPosition;
use tabletop_rules::deblockle::{Position, RulesOptions};
use tabletop_rules::hive::HiveGame;

/// A Hive game with 22 tiles in play (random play from the start).
pub const HIVE_22: &str = "Base;InProgress;White[12];wB1;bA1 wB1-;wB2 /wB1;bQ bA1\\;wG1 -wB1;bA2 bA1/;wQ wG1/;bG1 bA2\\;wA1 /wB2;bS1 bG1-;wA2 \\wQ;bS2 /bQ;wA3 -wA2;bA3 bS2\\;wG2 -wA1;bB1 bA3-;wG3 \\wG2;bB2 /bB1;wS1 -wG2;bG2 bA2-;wS2 /wA3;bG3 /bB2";
/// A Blokus 3D structure of 160 cubes, A for four players filled whole:
/// every piece of every colour placed (random play, the largest pieces
/// first, until one game used them all).
const BLOKUS_160: &str = "A-4; H4R:9@3,3; L4:11@5,2; H4R:10@4,4; S4:6@4,5; L4:14@3,2; S4:10@4,2; L4:6@3,4; V3:0@4,4; I4:0@3,5; H4L:10@5,5; Y4:2@3,4; L4:3@3,6; O4:1@4,3; O4:0@6,2; T4:6@5,4; Y4:5@4,4; T4:7@6,3; I4:0@5,6; S4:0@3,4; I4:0@6,5; S4:7@4,2; V3:1@6,2; O4:1@3,6; T4:11@4,2; Y4:2@4,2; H4R:0@4,5; H4L:6@4,5; H4L:7@5,3; H4L:1@4,2; Y4:4@5,4; I4:0@6,4; I3:0@6,6; V3:10@5,2; T4:6@3,2; I3:0@6,6; O4:1@5,2; D2:1@6,3; I3:0@3,6; V3:1@3,2; D2:1@3,2; I3:0@3,2; D2:2@5,6; D2:0@3,3; H4R:7@3,3";

/// A table of the whole app, its game started and come to rest.
pub struct Table {
    /// What is on it, for the report.
    pub name: &'static str,
    /// The app.
    pub app: App,
    /// Sends the request that moves a piece (`true`) or takes it back.
    step: fn(&mut App, bool),
    /// Which way the next step goes.
    forth: bool,
}

impl Table {
    /// Sets a piece moving: the next move, or taking back the last one.
    pub fn set_moving(&mut self) {
        (self.step)(&mut self.app, self.forth);
        self.forth = !self.forth;
    }
}

/// Whether anything on the table moves.
pub fn moving(app: &mut App) -> bool {
    let world = app.world_mut();
    world
        .query_filtered::<(), With<Animating>>()
        .iter(world)
        .next()
        .is_some()
}

fn table(name: &'static str, start: StartGame, step: fn(&mut App, bool)) -> Table {
    let mut app = tabletop::app_without_renderer();
    app.finish();
    app.cleanup();
    app.update();
    app.world_mut().write_message(start);
    // The table opens and its pieces come to rest.
    for _ in 0..600 {
        app.update();
    }
    while moving(&mut app) {
        app.update();
    }
    Table {
        name,
        app,
        step,
        forth: true,
    }
}

/// Deblockle mid-game, Hive with 22 tiles, Blokus 3D with 160 cubes.
pub fn tables() -> Vec<Table> {
    let deblockle = StartGame::Deblockle(
        DeblockleRequest::NewGame {
            rules: RulesOptions::default(),
            start: Start::Position(Position::EXAMPLE_START.parse().expect("a position")),
        },
        DeblockleSeats::default(),
    );
    let hive = HiveGame::parse(HIVE_22).expect("a game string");
    let blokus = BlokusPosition::parse(BLOKUS_160).expect("a position");
    vec![
        table("Deblockle, mid-game", deblockle, |app, forth| {
            let request = if forth {
                DeblockleRequest::Play("c1N-d3".parse().expect("a move"))
            } else {
                DeblockleRequest::Undo
            };
            app.world_mut().write_message(request);
        }),
        table(
            "Hive, 22 tiles",
            StartGame::Hive(Box::new(hive), HiveSeats::default()),
            |app, forth| {
                let request = if forth {
                    let session = app.world().resource::<HiveSession>();
                    HiveRequest::Play(session.game.legal_moves()[0])
                } else {
                    HiveRequest::Undo
                };
                app.world_mut().write_message(request);
            },
        ),
        table(
            "Blokus 3D, 160 cubes",
            StartGame::Blokus3d(Box::new(blokus), BlokusSeats::default()),
            // The last piece taken back and placed again.
            |app, forth| {
                let request = if forth {
                    BlokusRequest::Undo
                } else {
                    BlokusRequest::Redo
                };
                app.world_mut().write_message(request);
            },
        ),
    ]
}
