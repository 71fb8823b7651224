//! The Games screen: the saved games of every game (and records copied
//! into the games folder), newest first. One click opens a Deblockle game
//! at its start to look through it move by move, a Hive or Blokus 3D game
//! where it stopped (undo steps back through it); any can be carried on.
//! The records are read and replayed on a thread of their own, the screen
//! saying how far it has got.

use std::path::PathBuf;
use std::sync::mpsc::channel;

use bevy::prelude::*;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::clock::ClockRecord;
use tabletop_rules::deblockle::{Game, Outcome};
use tabletop_rules::hive::{HiveGame, HiveOutcome};

use crate::blokus3d::session::BlokusSeats;
use crate::deblockle::seats::DeblockleSeats;
use crate::deblockle::session::{DeblockleRequest, Start};
use crate::game_start::{SavedTree, StartGame};
use crate::hive::seats::HiveSeats;
use crate::language::{Localized, blank};
use crate::records::{Listed, Recorded, Unreadable, read_game, record_files};
use crate::screens::Screen;
use crate::table::Notice;
use crate::table::clock::{ClockNextGame, ClockStart};
use crate::table::frames::Waker;
use crate::table::history::OpenRecord;
use crate::table::records::games_folder;
use crate::table::worker::{Answer, Polled};
use crate::theme::{FAINT_TEXT, TEXT, WARNING_TEXT, button, card, centred_screen, label};

/// At most this many games are listed (the newest).
const LISTED: usize = 10;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Games), spawn_screen)
        .add_systems(
            Update,
            show_read_games
                .run_if(in_state(Screen::Games))
                .run_if(resource_exists::<Reading>),
        )
        .add_systems(OnExit(Screen::Games), |mut commands: Commands| {
            commands.remove_resource::<Reading>();
        });
}

/// Records opened from other screens (the game logic: headless apps too).
pub(super) fn opening_plugin(app: &mut App) {
    app.add_systems(Update, open_asked_records);
}

/// What a listed Deblockle game's button says: its file, its length and its end.
fn summary(name: &str, game: &Game) -> Message {
    let end = match game.outcome() {
        Some(Outcome::Win(winner)) => Message::new("games-won").with("player", winner.message()),
        Some(Outcome::Draw(_)) => Message::new("games-drawn"),
        None => Message::new("games-unfinished"),
    };
    entry(name, "Deblockle", game.moves().len(), end)
}

/// The same for a Hive game.
fn hive_summary(name: &str, game: &HiveGame) -> Message {
    let end = match game.outcome() {
        Some(HiveOutcome::Win(winner)) => {
            Message::new("games-won").with("player", winner.message())
        }
        Some(HiveOutcome::Draw) => Message::new("games-drawn"),
        None => Message::new("games-unfinished"),
    };
    entry(name, "Hive", game.moves().len(), end)
}

/// A listed game's words with its time control, when it was played on a
/// clock.
fn timed(entry: Message, clock: Option<&ClockRecord>) -> Message {
    match clock {
        Some(clock) => Message::new("games-timed")
            .with("entry", entry)
            .with("control", clock.control.to_string()),
        None => entry,
    }
}

/// A listed game: its file, which game, how many moves, how it ended.
fn entry(name: &str, game: &str, moves: usize, end: Message) -> Message {
    Message::new("games-entry")
        .with("name", name)
        .with("game", game)
        .with("moves", moves)
        .with("end", end)
}

/// The newest records, read and replayed one by one on a thread of their
/// own: hundreds of kept games must not hold up a frame.
#[derive(Resource)]
struct Reading {
    found: Answer<Found>,
    /// How many files are being read, once the folder is listed.
    total: Option<usize>,
    /// How many are on the screen.
    shown: usize,
}

/// What the reading thread says.
enum Found {
    /// The folder is listed: this many files are read.
    Total(usize),
    /// The next file, newest first.
    Game(Box<Listed>),
}

/// Where the listed games go, in the order they are read.
#[derive(Component)]
struct GamesList;

/// The line that says how far the reading is (then nothing, or that there
/// is no game).
#[derive(Component)]
struct ReadingLine;

/// Reads the newest records of `folder` on a thread of its own, waking
/// the app as each is read.
fn read_in_background(folder: PathBuf, waker: Waker) -> Reading {
    let (found, answer) = channel();
    std::thread::spawn(move || {
        let files = record_files(&folder);
        let total = files.len().min(LISTED);
        if found.send(Found::Total(total)).is_err() {
            return;
        }
        waker.wake();
        for path in files.into_iter().take(LISTED) {
            // Nobody waits any more (the screen was left): stop.
            if found
                .send(Found::Game(Box::new(Listed::read(path))))
                .is_err()
            {
                return;
            }
            waker.wake();
        }
    });
    Reading {
        found: Answer::new(answer),
        total: None,
        shown: 0,
    }
}

fn spawn_screen(mut commands: Commands, waker: Res<Waker>) {
    let folder = games_folder();
    let reading = folder
        .clone()
        .map(|folder| read_in_background(folder, waker.clone()));
    let first_line = if reading.is_some() {
        Message::new("games-reading")
            .with("read", 0)
            .with("total", "…")
    } else {
        Message::new("games-none")
    };
    if let Some(reading) = reading {
        commands.insert_resource(reading);
    }
    commands
        .spawn((
            Name::new("Games"),
            DespawnOnExit(Screen::Games),
            centred_screen(),
        ))
        .with_children(|screen| {
            screen
                .spawn(card(Node {
                    // A fixed width keeps wrapped lines measured right.
                    width: px(900),
                    ..default()
                }))
                .with_children(|list| {
                    list.spawn(label("games-title", 40.0, TEXT));
                    list.spawn((
                        GamesList,
                        Node {
                            flex_direction: FlexDirection::Column,
                            align_items: AlignItems::Center,
                            row_gap: px(10),
                            ..default()
                        },
                    ));
                    list.spawn((ReadingLine, label(first_line, 17.0, FAINT_TEXT)));
                    if let Some(folder) = &folder {
                        list.spawn(label(
                            Message::new("games-folder")
                                .with("folder", folder.display().to_string()),
                            14.0,
                            FAINT_TEXT,
                        ));
                    }
                    list.spawn(button("back")).observe(
                        |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                            next.set(Screen::Menu);
                        },
                    );
                });
        });
}

/// Lists each game as it is read, and says how far the reading is; once
/// every file is read, the line says nothing (or that there is no game).
fn show_read_games(
    mut commands: Commands,
    mut reading: ResMut<Reading>,
    lists: Query<Entity, With<GamesList>>,
    mut lines: Query<&mut Localized, With<ReadingLine>>,
) {
    let (Ok(list), Ok(line)) = (lists.single(), lines.single_mut()) else {
        return;
    };
    let finished = loop {
        match reading.found.poll() {
            Polled::Ready(Found::Total(total)) => reading.total = Some(total),
            Polled::Ready(Found::Game(listed)) => {
                reading.shown += 1;
                commands
                    .entity(list)
                    .with_children(|list| spawn_entry(list, *listed));
            }
            Polled::Waiting => break false,
            Polled::Gone => break true,
        }
    };
    let said = match (finished, reading.shown) {
        (true, 0) => Message::new("games-none"),
        (true, _) => blank(),
        (false, read) => Message::new("games-reading").with("read", read).with(
            "total",
            reading
                .total
                .map_or_else(|| "…".to_string(), |n| n.to_string()),
        ),
    };
    Localized::show(line, said);
    if finished {
        commands.remove_resource::<Reading>();
    }
}

/// One listed game: a button that opens it, or why it cannot be opened.
fn spawn_entry(list: &mut ChildSpawnerCommands, entry: Listed) {
    let name = entry
        .path
        .file_stem()
        .map_or_else(String::new, |stem| stem.to_string_lossy().into_owned());
    match entry
        .game
        .map_err(|reason| reason.message(&name))
        .and_then(|game| opened(game, &name))
    {
        Ok(opened) => {
            list.spawn(button(opened.words.clone())).observe(
                move |_: On<Pointer<Click>>,
                      mut commands: Commands,
                      mut starts: MessageWriter<StartGame>| {
                    opened.open(&mut commands, &mut starts);
                },
            );
        }
        Err(reason) => {
            let problem = Message::new("games-unreadable").with("detail", reason);
            list.spawn(label(problem, 14.0, WARNING_TEXT));
        }
    }
}

/// A recorded game ready to open: the game to start, its clocks and its
/// words in the list.
#[derive(Clone)]
struct Opened {
    start: StartGame,
    clock: Option<ClockRecord>,
    tree: Option<SavedTree>,
    words: Message,
}

impl Opened {
    /// Opens the game at its table, its clocks (if it was played on a
    /// clock) shown move by move as it is looked through, never running;
    /// looked through and carried on by the people at the screen.
    fn open(&self, commands: &mut Commands, starts: &mut MessageWriter<StartGame>) {
        if let Some(record) = &self.clock {
            commands.insert_resource(ClockNextGame(ClockStart::Replay(record.clone())));
        }
        if let Some(tree) = self.tree.clone() {
            commands.queue(move |world: &mut World| tree.keep(world));
        }
        starts.write(self.start.clone());
    }
}

/// How `recorded` (the file `name`) opens: a Deblockle game at its start
/// to step through, a Hive or Blokus 3D game where it stopped (undo steps
/// back through it), people in every seat; or why it cannot.
fn opened(recorded: Recorded, name: &str) -> Result<Opened, Message> {
    Ok(match recorded {
        Recorded::Deblockle(game, clock, tree) => Opened {
            words: timed(summary(name, &game), clock.as_ref()),
            start: StartGame::Deblockle(
                DeblockleRequest::NewGame {
                    rules: *game.rules(),
                    start: Start::Replay(Box::new(game)),
                },
                DeblockleSeats::default(),
            ),
            clock,
            tree: tree.map(|tree| SavedTree::Deblockle(*tree)),
        },
        Recorded::Hive(record) => {
            let game = record
                .replay()
                .map_err(|error| Unreadable::File(error).message(name))?;
            let clock = record.clock.as_deref().cloned();
            Opened {
                words: timed(hive_summary(name, &game), clock.as_ref()),
                start: StartGame::Hive(Box::new(game), HiveSeats::default()),
                clock,
                tree: record.tree.map(|tree| SavedTree::Hive(*tree)),
            }
        }
        Recorded::Blokus3d(record) => {
            let position = record.game();
            let end = Message::new(if position.is_over() {
                "games-over"
            } else {
                "games-unfinished"
            });
            let text = Message::new("games-entry-blokus")
                .with("name", name)
                .with("pieces", position.history().len())
                .with("end", end);
            let clock = record.clock.as_deref().cloned();
            Opened {
                words: timed(text, clock.as_ref()),
                start: StartGame::Blokus3d(Box::new(position), BlokusSeats::default()),
                clock,
                tree: record.tree.map(|tree| SavedTree::Blokus3d(*tree)),
            }
        }
    })
}

/// Opens each record asked for from another screen (the Record screen's
/// latest games), as its button here would; one that cannot be read is
/// said at the menu's notice line.
fn open_asked_records(
    mut asked: MessageReader<OpenRecord>,
    mut commands: Commands,
    mut starts: MessageWriter<StartGame>,
    mut notices: MessageWriter<Notice>,
) {
    for OpenRecord(path) in asked.read() {
        let name = path
            .file_stem()
            .map_or_else(String::new, |stem| stem.to_string_lossy().into_owned());
        let read = std::fs::read_to_string(path)
            .map_err(|error| {
                Message::new("problem").with("detail", format!("{}: {error}", path.display()))
            })
            .and_then(|text| read_game(path, &text).map_err(|reason| reason.message(&name)))
            .and_then(|recorded| opened(recorded, &name));
        match read {
            Ok(opened) => opened.open(&mut commands, &mut starts),
            Err(reason) => {
                notices.write(Notice(
                    Message::new("games-unreadable").with("detail", reason),
                ));
            }
        }
    }
}
