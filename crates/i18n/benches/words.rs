//! Loading a language's words (parsing its four Fluent files, and
//! English's behind it) and saying a message with nested words.
//!
//! `cargo bench -p tabletop-i18n --bench words`

use criterion::{Criterion, criterion_group, criterion_main};
use tabletop_i18n::{Language, Message, Words};

fn words(c: &mut Criterion) {
    let mut group = c.benchmark_group("words");
    for language in [Language::English, Language::Marathi] {
        group.bench_function(format!("load {}", language.code()), |b| {
            b.iter(|| Words::new(language))
        });
    }
    let marathi = Words::new(Language::Marathi);
    let refusal = Message::new("deblockle-not-your-block")
        .with("square", "c5")
        .with("owner", Message::new("player-teal"));
    group.bench_function("say a refusal (mr)", |b| b.iter(|| marathi.say(&refusal)));
    group.finish();
}

criterion_group!(benches, words);
criterion_main!(benches);
