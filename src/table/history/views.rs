//! The views of a game's record on the Record screen: everyone side by
//! side, one person's rating over time, their results by opponent, the
//! latest games; and the words each line is made of.

use bevy::ecs::hierarchy::ChildSpawnerCommands;
use bevy::prelude::*;
use tabletop_i18n::Message;
use tabletop_rating::LevelTable;

use super::OpenRecord;
use super::book::{HistoryLine, Player};
use super::chart::spawn_chart;
use super::players::even_level;
use super::screen::{RecordData, RecordView, ShownRecord};
use super::stats::{PersonRecord, latest};
use crate::language::level_name;
use crate::table::seats::Seat;
use crate::theme::{FAINT_TEXT, TEXT, button, label};

/// How many of the latest games the screen lists.
const LATEST_GAMES: usize = 4;

/// The game shown and what is known of it.
pub(super) struct Shown<'a> {
    /// The game's name in files.
    pub game: &'static str,
    /// Whose rating and opponents are shown (an index into `records`).
    pub person: usize,
    /// Everyone who played it.
    pub records: &'a [PersonRecord],
    /// Its levels' ratings, if it has them.
    pub table: Option<&'a LevelTable>,
}

/// Spawns `view` of the game `shown`.
pub(super) fn spawn_view(
    page: &mut ChildSpawnerCommands,
    view: RecordView,
    shown: &Shown,
    kept: &RecordData,
    images: Option<&mut Assets<Image>>,
) {
    match view {
        RecordView::Players => {
            page.spawn(label("record-intro", 14.0, FAINT_TEXT));
            for record in shown.records {
                let rating = kept
                    .players
                    .profile(&record.name)
                    .and_then(|profile| profile.ratings.get(shown.game));
                page.spawn(label(
                    person_line(record, rating.copied(), shown.table),
                    16.0,
                    TEXT,
                ));
            }
        }
        RecordView::Rating => {
            let Some(record) = shown.records.get(shown.person) else {
                return;
            };
            spawn_next_person(page, record, shown);
            match shown.table {
                Some(table) => spawn_chart(page, &record.ratings, table, images),
                None => {
                    page.spawn(label("record-chart-empty", 15.0, TEXT));
                }
            }
        }
        RecordView::Opponents => {
            let Some(record) = shown.records.get(shown.person) else {
                return;
            };
            spawn_next_person(page, record, shown);
            for (opponent, results) in &record.by_opponent {
                let words = Message::new("record-against")
                    .with("opponent", player_words(opponent))
                    .with("won", results.won)
                    .with("drawn", results.drawn)
                    .with("lost", results.lost);
                page.spawn(label(words, 15.0, FAINT_TEXT));
            }
        }
        RecordView::Latest => {
            for line in latest(&kept.history.games, shown.game, LATEST_GAMES) {
                let record = kept.folder.0.as_ref().zip(line.record.as_ref());
                match record.map(|(folder, file)| folder.join(file)) {
                    // A game whose record is kept opens at its table.
                    Some(path) if path.is_file() => {
                        page.spawn(button(game_line(line))).observe(
                            move |_: On<Pointer<Click>>, mut open: MessageWriter<OpenRecord>| {
                                open.write(OpenRecord(path.clone()));
                            },
                        );
                    }
                    _ => {
                        page.spawn(label(game_line(line), 15.0, FAINT_TEXT));
                    }
                }
            }
        }
    }
}

/// The button naming whose record is shown; a click shows the next
/// person's.
fn spawn_next_person(page: &mut ChildSpawnerCommands, record: &PersonRecord, shown: &Shown) {
    let words = Message::new("record-of").with("name", record.name.clone());
    let next = (shown.person + 1) % shown.records.len().max(1);
    page.spawn(button(words)).observe(
        move |_: On<Pointer<Click>>, mut record: ResMut<ShownRecord>| {
            record.person = next;
        },
    );
}

/// A person's line: rating and margin (or unrated), results, streak, and
/// the level of even chances.
fn person_line(
    record: &PersonRecord,
    rating: Option<tabletop_rating::Rating>,
    table: Option<&LevelTable>,
) -> Message {
    let results = Message::new("record-results")
        .with("won", record.results.won)
        .with("drawn", record.results.drawn)
        .with("lost", record.results.lost)
        .with("streak", record.streak)
        .with("best", record.best_streak);
    match (rating, table) {
        (Some(rating), Some(table)) => {
            let (low, high) = rating.interval();
            let level = even_level(rating, table)
                .map_or_else(|| Message::new("record-no-level"), level_name);
            Message::new("record-person-rated")
                .with("name", record.name.clone())
                .with("rating", rating.rating.round() as i64)
                .with("margin", ((high - low) / 2.0).round() as i64)
                .with("results", results)
                .with("level", level)
        }
        _ => Message::new("record-person")
            .with("name", record.name.clone())
            .with("results", results),
    }
}

/// A player in words: a person's name, the computer's level, an engine.
fn player_words(player: &Player) -> Message {
    match player {
        Player::Person(name) => Message::new("record-name").with("name", name.clone()),
        Player::Computer(level) => Seat::Computer(*level).describe(),
        Player::Engine(name) => Message::new("seat-engine").with("name", name.clone()),
    }
}

/// One game of the latest: when, who, the result and how, the moves.
fn game_line(line: &HistoryLine) -> Message {
    // `2026-12-04-153012` as `2026-12-04 15:30`.
    let when = match (
        line.ended.get(..10),
        line.ended.get(11..13),
        line.ended.get(13..15),
    ) {
        (Some(day), Some(hour), Some(minute)) => format!("{day} {hour}:{minute}"),
        _ => line.ended.clone(),
    };
    let sides: Vec<Message> = line.seats.iter().map(player_words).collect();
    let how = Message::new(line.how.clone());
    let result = match line.winners[..] {
        [winner] => Message::new("record-won")
            .with(
                "name",
                line.seats
                    .get(winner)
                    .map_or_else(|| Message::new("record-no-level"), player_words),
            )
            .with("how", how),
        // A draw's own words say it was one.
        _ => how,
    };
    let mut players = sides.into_iter();
    let first = players
        .next()
        .unwrap_or_else(|| Message::new("record-no-level"));
    let versus = players.fold(first, |so_far, next| {
        Message::new("record-versus")
            .with("first", so_far)
            .with("second", next)
    });
    Message::new("record-game")
        .with("when", when)
        .with("players", versus)
        .with("result", result)
        .with("moves", line.moves)
}
