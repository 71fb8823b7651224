//! What the app's own work costs, apart from the GPU: what it works out at
//! start-up besides Bevy's own (the music loop, the fonts' character maps,
//! the window icon), and a frame at each table, the whole app with no
//! window and no renderer (every system of every screen and table, Bevy's
//! own included: an upper bound on ours), at rest and while a move
//! animates.
//!
//! `cargo bench --bench app`

use std::time::{Duration, Instant};

use bevy::prelude::*;
use criterion::{Criterion, criterion_group, criterion_main};
use tabletop::blokus3d::session::{BlokusRequest, BlokusSeats};
use tabletop::deblockle::opponent::DeblockleSeats;
use tabletop::deblockle::session::{Request, Start};
use tabletop::game_start::StartGame;
use tabletop::hive::seats::HiveSeats;
use tabletop::hive::session::{HiveRequest, HiveSession};
use tabletop::icon::icon_rgba;
use tabletop::language::Coverage;
use tabletop::music::music_wav;
use tabletop::table::motion::Animating;
use tabletop_rules::blokus3d::Position as BlokusPosition;
use tabletop_rules::deblockle::{Position, RulesOptions};
use tabletop_rules::hive::HiveGame;

/// A Hive game with 22 tiles in play (random play from the start).
const HIVE_22: &str = "Base;InProgress;White[12];wB1;bA1 wB1-;wB2 /wB1;bQ bA1\\;wG1 -wB1;bA2 bA1/;wQ wG1/;bG1 bA2\\;wA1 /wB2;bS1 bG1-;wA2 \\wQ;bS2 /bQ;wA3 -wA2;bA3 bS2\\;wG2 -wA1;bB1 bA3-;wG3 \\wG2;bB2 /bB1;wS1 -wG2;bG2 bA2-;wS2 /wA3;bG3 /bB2";
/// A Blokus 3D structure of 144 cubes on D, four players, still going.
const BLOKUS_144: &str = "D-4; T4:3@1,2; T4:2@2,0; L4:9@3,0; I4:2@4,0; I4:2@3,3; Y4:6@0,0; O4:0@2,2; T4:11@6,1; L4:22@4,4; I4:1@0,2; Y4:0@4,1; L4:18@7,1; O4:0@7,5; O4:2@1,5; T4:9@4,2; H4R:5@5,3; S4:3@5,6; L4:13@1,7; I4:2@3,2; H4L:5@4,4; Y4:2@3,6; H4L:2@2,4; H4L:4@3,3; S4:1@4,3; H4R:11@5,6; H4R:7@3,5; S4:1@4,5; V3:1@6,5; H4L:2@7,4; S4:10@1,5; H4R:2@3,3; D2:0@6,1; I3:1@8,6; V3:0@3,4; I3:1@1,3; V3:0@7,7; I3:2@2,6; D2:0@5,4; D2:0@5,6";

fn startup(c: &mut Criterion) {
    let mut group = c.benchmark_group("startup");
    group.sample_size(10);
    group.bench_function("music loop", |b| b.iter(music_wav));
    group.bench_function("font coverage", |b| b.iter(Coverage::default));
    group.bench_function("window icon", |b| b.iter(icon_rgba));
    group.finish();
}

/// A table of the whole app, no window, no renderer, its game started and
/// come to rest; and a way to set a piece moving there (and back).
struct Table {
    name: &'static str,
    app: App,
    /// Sends the request that moves a piece (`true`) or takes it back.
    step: fn(&mut App, bool),
}

fn moving(app: &mut App) -> bool {
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
    Table { name, app, step }
}

fn tables() -> Vec<Table> {
    let deblockle = StartGame::Deblockle(
        Request::NewGame {
            rules: RulesOptions::default(),
            start: Start::Position(Position::EXAMPLE_START.parse().expect("a position")),
        },
        DeblockleSeats::default(),
    );
    let hive = HiveGame::parse(HIVE_22).expect("a game string");
    let blokus = BlokusPosition::parse(BLOKUS_144).expect("a position");
    vec![
        table("Deblockle, mid-game", deblockle, |app, forth| {
            let request = if forth {
                Request::Play("c1N-d3".parse().expect("a move"))
            } else {
                Request::Undo
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
            "Blokus 3D, 144 cubes",
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

/// The time of `iters` frames while a piece moves: a move, then its undo,
/// over and over; the frames in which nothing moves are not counted.
fn frames_while_moving(table: &mut Table, iters: u64) -> Duration {
    let mut total = Duration::ZERO;
    let mut counted = 0;
    let mut forth = true;
    while counted < iters {
        if !moving(&mut table.app) {
            (table.step)(&mut table.app, forth);
            forth = !forth;
            // The rules take the request; the pieces start the frame after.
            table.app.update();
            table.app.update();
            continue;
        }
        let started = Instant::now();
        table.app.update();
        total += started.elapsed();
        counted += 1;
    }
    total
}

fn frames(c: &mut Criterion) {
    let mut group = c.benchmark_group("frame");
    group.sample_size(20);
    for mut table in tables() {
        group.bench_function(format!("{}, at rest", table.name), |b| {
            b.iter(|| table.app.update());
        });
        group.bench_function(format!("{}, a move animating", table.name), |b| {
            b.iter_custom(|iters| frames_while_moving(&mut table, iters));
        });
    }
    group.finish();
}

criterion_group!(benches, startup, frames);
criterion_main!(benches);
