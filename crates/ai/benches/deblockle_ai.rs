//! Criterion benches of the Deblockle computer player: the evaluation, the
//! search at fixed depths, and solving the one-block-each endgame.
//!
//! `cargo bench -p tabletop-ai --bench deblockle_ai`; figures in BENCHMARKS.md.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use tabletop_ai::deblockle::{EndgameTable, Evaluation};
use tabletop_ai::search::{Evaluator, Limits, Searcher};
use tabletop_rules::deblockle::{MoveRules, Position};

/// The rules crate's middlegame bench position.
const MIDDLEGAME: &str = "1tHC3tXH1/3*3/2tLS4/1gCP2gXL2/4tPC2/3*1gSH1/7 g";

fn evaluation(c: &mut Criterion) {
    let evaluation = Evaluation::default();
    for (name, notation) in [
        ("example start", Position::EXAMPLE_START),
        ("middlegame", MIDDLEGAME),
    ] {
        let position: Position = notation.parse().expect("a valid position");
        c.bench_function(&format!("evaluate {name}"), |b| {
            b.iter(|| evaluation.evaluate(black_box(&position)))
        });
    }
}

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (name, notation) in [
        ("example start", Position::EXAMPLE_START),
        ("middlegame", MIDDLEGAME),
    ] {
        let position: Position = notation.parse().expect("a valid position");
        for depth in [3, 5] {
            group.bench_function(format!("{name} depth {depth}"), |b| {
                b.iter(|| {
                    // A fresh table each time: the first move of a game.
                    let mut searcher = Searcher::new(Evaluation::default());
                    searcher.search(black_box(&position), &[], Limits::depth(depth))
                })
            });
        }
    }
    group.finish();
}

fn endgame(c: &mut Criterion) {
    let mut group = c.benchmark_group("endgame");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(30));
    group.bench_function("solve 1v1", |b| {
        b.iter(|| EndgameTable::solve(MoveRules::default(), |_| {}))
    });
    group.finish();
}

criterion_group!(benches, evaluation, search, endgame);
criterion_main!(benches);
