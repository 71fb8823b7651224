//! What the app's own work costs, apart from the GPU: what it works out at
//! start-up besides Bevy's own (the music loop, the fonts' character maps,
//! the window icon), and a frame at each table, the whole app with no
//! window and no renderer (every system of every screen and table, Bevy's
//! own included: an upper bound on ours), at rest and while a move
//! animates; and the same while the engine thinks on a thread of its own
//! (as it does for a hint, the evaluation, a review or a computer's move),
//! to see that the table's frames do not slow down meanwhile.
//!
//! `cargo bench --bench app`

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use tabletop::icon::icon_rgba;
use tabletop::language::Coverage;
use tabletop::music::music_wav;
use tabletop_ai::analysis::Effort;
use tabletop_rules::hive::HiveGame;

mod tables;
use tables::{HIVE_22, Table, moving, tables};

fn startup(c: &mut Criterion) {
    let mut group = c.benchmark_group("startup");
    group.sample_size(10);
    group.bench_function("music loop", |b| b.iter(music_wav));
    group.bench_function("font coverage", |b| b.iter(Coverage::default));
    group.bench_function("window icon", |b| b.iter(icon_rgba));
    group.finish();
}

/// The time of `iters` frames while a piece moves: a move, then its undo,
/// over and over; the frames in which nothing moves are not counted.
fn frames_while_moving(table: &mut Table, iters: u64) -> Duration {
    let mut total = Duration::ZERO;
    let mut counted = 0;
    while counted < iters {
        if !moving(&mut table.app) {
            table.set_moving();
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

/// The engine thinking on a thread of its own, as the tables run it, until
/// the returned flag is raised: search after search of a 22-tile Hive game.
fn engine_thinking() -> Arc<AtomicBool> {
    let done = Arc::new(AtomicBool::new(false));
    let until = Arc::clone(&done);
    let game = HiveGame::parse(HIVE_22).expect("a game string");
    std::thread::spawn(move || {
        while !until.load(Ordering::Relaxed) {
            let effort = Effort::Time(Duration::from_millis(500));
            tabletop_ai::hive::analyse(&game, effort, Arc::clone(&until));
        }
    });
    done
}

fn frames_while_the_engine_thinks(c: &mut Criterion) {
    let mut group = c.benchmark_group("frame, the engine thinking");
    group.sample_size(20);
    let thinking = engine_thinking();
    for mut table in tables() {
        group.bench_function(format!("{}, at rest", table.name), |b| {
            b.iter(|| table.app.update());
        });
        group.bench_function(format!("{}, a move animating", table.name), |b| {
            b.iter_custom(|iters| frames_while_moving(&mut table, iters));
        });
    }
    thinking.store(true, Ordering::Relaxed);
    group.finish();
}

criterion_group!(benches, startup, frames, frames_while_the_engine_thinks);
criterion_main!(benches);
