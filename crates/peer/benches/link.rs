//! A move's trip between two programs on loopback: the host sends it, the
//! joiner's game polls it out of its link and answers with its own, and
//! the host polls that: one round trip, two moves' journeys (each way as
//! the app's frame or the terminal's turn sees it, through both network
//! threads and the engine's encrypted QUIC).

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use tabletop_net::PeerMessage;
use tabletop_peer::{Event, Friend, PATIENCE};

#[path = "../tests/pair/mod.rs"]
mod pair;

fn a_move(ply: u32) -> PeerMessage {
    PeerMessage::Move {
        ply,
        notation: "wA1 -bQ".into(),
        thinking_ms: 1500,
    }
}

fn round_trip(c: &mut Criterion) {
    let (host, ben, friend) = pair::connected();
    let answer = std::thread::spawn(move || {
        // The joiner answers every move with one of its own until the host goes.
        while let Some(event) = friend.wait(Duration::from_secs(30)) {
            match event {
                Event::Message {
                    message: PeerMessage::Move { ply, .. },
                    ..
                } => {
                    friend.send(Friend::HOST, a_move(ply + 1));
                }
                Event::Lost(_) => break,
                _ => {}
            }
        }
    });
    let mut ply = 0;
    let mut group = c.benchmark_group("link");
    group.sample_size(30);
    group.bench_function("a move there and one back, on loopback", |b| {
        b.iter_custom(|trips| {
            let mut timed = Duration::ZERO;
            for _ in 0..trips {
                // Moves as players make them: a peer's rate (20 a second
                // after a burst) never holds these back.
                std::thread::sleep(Duration::from_millis(60));
                let sent = Instant::now();
                host.send(ben, a_move(ply));
                ply += 2;
                loop {
                    match host.wait(PATIENCE) {
                        Some(Event::Message { .. }) => break,
                        Some(_) => {}
                        None => panic!("no answer"),
                    }
                }
                timed += sent.elapsed();
            }
            timed
        });
    });
    group.finish();
    host.close();
    answer.join().expect("the joiner ends");
}

criterion_group!(benches, round_trip);
criterion_main!(benches);
