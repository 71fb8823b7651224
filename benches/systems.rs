//! What our own systems cost per frame, apart from Bevy's and the GPU's.
//! The whole app with no window and no renderer, as `benches/app.rs` opens
//! each table, with Bevy's tracing spans around every system (the
//! `system-timing` feature) and a tracing layer that adds up each system's
//! own time (less the systems it runs itself, such as a schedule's runner)
//! on whichever thread it runs: ours are those whose names start with
//! `tabletop::`. Each table through an idle second (60 frames at rest; the
//! game itself then draws none) and through moves animating (from each
//! request until the table is at rest again).
//!
//! `cargo bench --bench systems --features system-timing --profile dev`

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Debug;
use std::sync::{LazyLock, Mutex};
use std::time::{Duration, Instant};

use bevy::log::tracing::field::{Field, Visit};
use bevy::log::tracing::span::{Attributes, Id};
use bevy::log::tracing::{Subscriber, subscriber};
use bevy::log::tracing_subscriber::layer::{Context, Layer, SubscriberExt};
use bevy::log::tracing_subscriber::registry::{LookupSpan, Registry};

mod tables;
use tables::{Table, moving, tables};

/// How many times a piece is set moving at each table.
const MOVES: usize = 6;
/// Frames at rest: an idle second at 60 frames a second.
const IDLE_FRAMES: usize = 60;

/// The time spent in each system since the last [`take_times`].
static TIMES: LazyLock<Mutex<HashMap<String, Duration>>> = LazyLock::new(Mutex::default);

fn take_times() -> HashMap<String, Duration> {
    std::mem::take(&mut *TIMES.lock().expect("the times"))
}

/// A span Bevy opens around a system (or its commands): its name.
struct SystemSpan(String);

/// The systems running on this thread, innermost last: when each began and
/// how long the systems it ran itself took.
struct Running {
    began: Instant,
    inner: Duration,
}

thread_local! {
    static RUNNING: RefCell<Vec<Running>> = const { RefCell::new(Vec::new()) };
}

struct SystemTimes;

#[derive(Default)]
struct NameField(String);

impl Visit for NameField {
    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == "name" {
            self.0 = value.to_owned();
        }
    }

    fn record_debug(&mut self, field: &Field, value: &dyn Debug) {
        if field.name() == "name" {
            self.0 = format!("{value:?}");
        }
    }
}

impl<S: Subscriber + for<'a> LookupSpan<'a>> Layer<S> for SystemTimes {
    fn on_new_span(&self, attributes: &Attributes<'_>, id: &Id, context: Context<'_, S>) {
        let kind = attributes.metadata().name();
        if kind != "system" && kind != "system_commands" {
            return;
        }
        let mut name = NameField::default();
        attributes.record(&mut name);
        if let Some(span) = context.span(id) {
            span.extensions_mut().insert(SystemSpan(name.0));
        }
    }

    fn on_enter(&self, id: &Id, context: Context<'_, S>) {
        let timed = context
            .span(id)
            .is_some_and(|span| span.extensions().get::<SystemSpan>().is_some());
        if timed {
            RUNNING.with_borrow_mut(|running| {
                running.push(Running {
                    began: Instant::now(),
                    inner: Duration::ZERO,
                });
            });
        }
    }

    fn on_exit(&self, id: &Id, context: Context<'_, S>) {
        let Some(span) = context.span(id) else {
            return;
        };
        let extensions = span.extensions();
        let Some(SystemSpan(name)) = extensions.get::<SystemSpan>() else {
            return;
        };
        let Some(own) = RUNNING.with_borrow_mut(|running| {
            let this = running.pop()?;
            let took = this.began.elapsed();
            if let Some(outer) = running.last_mut() {
                outer.inner += took;
            }
            Some(took.saturating_sub(this.inner))
        }) else {
            return;
        };
        *TIMES
            .lock()
            .expect("the times")
            .entry(name.clone())
            .or_default() += own;
    }
}

/// What some frames cost: ours per frame (mean and most), the whole frame
/// (mean), and our costliest systems.
struct Cost {
    frames: usize,
    ours: Vec<Duration>,
    whole: Duration,
    by_system: HashMap<String, Duration>,
    /// Our systems in the frame where they took longest.
    worst: HashMap<String, Duration>,
}

impl Cost {
    fn new() -> Cost {
        Cost {
            frames: 0,
            ours: Vec::new(),
            whole: Duration::ZERO,
            by_system: HashMap::new(),
            worst: HashMap::new(),
        }
    }

    fn frame(&mut self, table: &mut Table) {
        take_times();
        let began = Instant::now();
        table.app.update();
        self.whole += began.elapsed();
        self.frames += 1;
        let ours: HashMap<String, Duration> = take_times()
            .into_iter()
            .filter(|(name, _)| name.starts_with("tabletop::"))
            .collect();
        let total: Duration = ours.values().sum();
        if self.ours.iter().all(|&other| other < total) {
            self.worst.clone_from(&ours);
        }
        self.ours.push(total);
        for (name, time) in ours {
            *self.by_system.entry(name).or_default() += time;
        }
    }

    fn report(&self, what: &str) {
        let frames = u32::try_from(self.frames).expect("a few frames");
        let mean = self.ours.iter().sum::<Duration>() / frames;
        let most = self.ours.iter().max().copied().unwrap_or_default();
        println!(
            "{what}: {} frames; ours {:.3} ms a frame (most {:.3} ms); the whole frame {:.3} ms",
            self.frames,
            millis(mean),
            millis(most),
            millis(self.whole / frames),
        );
        println!("  costliest on average:");
        for (name, time) in costliest(&self.by_system) {
            println!("    {:.3} ms  {name}", millis(time / frames));
        }
        println!("  costliest in the costliest frame:");
        for (name, time) in costliest(&self.worst) {
            println!("    {:.3} ms  {name}", millis(time));
        }
    }
}

/// The five systems that took longest.
fn costliest(times: &HashMap<String, Duration>) -> Vec<(&str, Duration)> {
    let mut all: Vec<_> = times
        .iter()
        .map(|(name, &time)| (name.as_str(), time))
        .collect();
    all.sort_by_key(|&(_, time)| std::cmp::Reverse(time));
    all.truncate(5);
    all
}

fn millis(time: Duration) -> f64 {
    time.as_secs_f64() * 1000.0
}

fn main() {
    subscriber::set_global_default(Registry::default().with(SystemTimes))
        .expect("the only subscriber");
    for mut table in tables() {
        let mut idle = Cost::new();
        for _ in 0..IDLE_FRAMES {
            idle.frame(&mut table);
        }
        idle.report(&format!("{}, at rest", table.name));
        let mut animating = Cost::new();
        for _ in 0..MOVES {
            table.set_moving();
            // The request is taken, then the pieces move until they rest.
            animating.frame(&mut table);
            animating.frame(&mut table);
            while moving(&mut table.app) {
                animating.frame(&mut table);
            }
        }
        animating.report(&format!("{}, moves animating", table.name));
    }
}
