//! Criterion benches of Deblockle move generation and perft.
//!
//! `cargo bench -p tabletop-rules --bench deblockle`; figures in BENCHMARKS.md.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tabletop_rules::deblockle::{Position, perft};

/// A middlegame with blocks spread out: more Slider and Hoops room than the start.
const MIDDLEGAME: &str = "1tHC3tXH1/3*3/2tLS4/1gCP2gXL2/4tPC2/3*1gSH1/7 g";

fn perft_benches(c: &mut Criterion) {
    let start = Position::example_start();
    let mut group = c.benchmark_group("perft");
    for (depth, nodes) in [(3, 53_056), (4, 1_747_439)] {
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("example start depth {depth}"), |b| {
            b.iter(|| perft(black_box(&start), depth))
        });
    }
    group.finish();
}

fn movegen_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("movegen");
    for (name, notation) in [
        ("example start", Position::EXAMPLE_START),
        ("middlegame", MIDDLEGAME),
    ] {
        let position: Position = notation.parse().expect("a valid position");
        group.throughput(Throughput::Elements(position.legal_moves().len() as u64));
        group.bench_function(format!("legal_moves {name}"), |b| {
            b.iter(|| black_box(&position).legal_moves())
        });
        group.bench_function(format!("count_legal_moves {name}"), |b| {
            b.iter(|| black_box(&position).count_legal_moves())
        });
        let mv = position.legal_moves()[0];
        group.bench_function(format!("play {name}"), |b| {
            b.iter(|| black_box(&position).play(black_box(mv)))
        });
    }
    group.finish();
}

criterion_group!(benches, perft_benches, movegen_benches);
criterion_main!(benches);
