//! The setup's physics: how long a throw takes to work out, and how long
//! (in simulated time) the blocks take to come to rest, over many seeds.
//!
//! `cargo bench --bench setup_throw` prints the settling figures for 200
//! seeds, then criterion's timing of one throw.

use std::time::Instant;

use criterion::{Criterion, criterion_group};
use tabletop::deblockle::setup::quick::throw_blocks;
use tabletop::deblockle::setup::throw::STEPS_PER_SECOND;
use tabletop_rules::deblockle::{Player, RulesOptions};

const SEEDS: u64 = 200;

/// Simulated seconds to rest, rethrows and working-out time over `SEEDS` throws.
fn settling_figures() {
    let rules = RulesOptions::default();
    let mut seconds = Vec::new();
    let mut with_rethrow = 0;
    let mut rethrows = 0;
    let started = Instant::now();
    for seed in 0..SEEDS {
        let roll = throw_blocks(&rules, seed, Player::Teal);
        seconds.push(roll.frames.len() as f32 / STEPS_PER_SECOND);
        rethrows += roll.rethrows;
        with_rethrow += usize::from(roll.rethrows > 0);
    }
    let wall = started.elapsed().as_secs_f64() / SEEDS as f64;
    seconds.sort_by(f32::total_cmp);
    let at = |q: f32| seconds[((seconds.len() - 1) as f32 * q) as usize];
    println!(
        "{SEEDS} throws of 4 blocks: at rest after {:.2} s median, {:.2} s at the 90th \
         percentile, {:.2} s at most (simulated); {with_rethrow} needed a rethrow \
         ({rethrows} blocks thrown again); {:.0} ms to work out on average",
        at(0.5),
        at(0.9),
        at(1.0),
        wall * 1000.0
    );
}

fn throw_bench(c: &mut Criterion) {
    let rules = RulesOptions::default();
    // Seed 0 comes to rest without a rethrow, as most throws do.
    c.bench_function("throw 4 blocks, seed 0", |b| {
        b.iter(|| throw_blocks(&rules, 0, Player::Teal))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = throw_bench
}

fn main() {
    settling_figures();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
