//! What the app works out at start-up besides Bevy's own: the music loop
//! (32 seconds synthesised), the fonts' character maps, the window icon.
//!
//! `cargo bench --bench startup`

use criterion::{Criterion, criterion_group, criterion_main};
use tabletop::icon::icon_rgba;
use tabletop::language::Coverage;
use tabletop::music::music_wav;

fn startup(c: &mut Criterion) {
    let mut group = c.benchmark_group("startup");
    group.sample_size(10);
    group.bench_function("music loop", |b| b.iter(music_wav));
    group.bench_function("font coverage", |b| b.iter(Coverage::default));
    group.bench_function("window icon", |b| b.iter(icon_rgba));
    group.finish();
}

criterion_group!(benches, startup);
criterion_main!(benches);
