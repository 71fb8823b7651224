//! The Games screen: the saved games of every game (and records copied
//! into the games folder), newest first. One click opens a Deblockle game
//! at its start to look through it move by move, a Hive or Blokus 3D game
//! where it stopped (undo steps back through it); any can be carried on.

use bevy::prelude::*;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::clock::ClockRecord;
use tabletop_rules::deblockle::{Game, Outcome};
use tabletop_rules::hive::{HiveGame, HiveOutcome};

use crate::blokus3d::records::BlokusRecord;
use crate::blokus3d::session::BlokusSeats;
use crate::deblockle::seats::DeblockleSeats;
use crate::deblockle::session::{DeblockleRequest, Start};
use crate::game_start::StartGame;
use crate::hive::seats::HiveSeats;
use crate::records::{Recorded, Unreadable, list_games};
use crate::screens::Screen;
use crate::table::clock::{ClockNextGame, ClockStart};
use crate::table::records::games_folder;
use crate::theme::{FAINT_TEXT, TEXT, WARNING_TEXT, button, card, centred_screen, label};

/// At most this many games are listed (the newest).
const LISTED: usize = 10;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Games), spawn_screen);
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

fn spawn_screen(mut commands: Commands) {
    let folder = games_folder();
    let listed = folder.as_deref().map(list_games).unwrap_or_default();
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
                    if listed.is_empty() {
                        list.spawn(label("games-none", 17.0, FAINT_TEXT));
                    }
                    for entry in listed.into_iter().take(LISTED) {
                        let name = entry
                            .path
                            .file_stem()
                            .map_or_else(String::new, |stem| stem.to_string_lossy().into_owned());
                        let hive = match entry.game {
                            Ok(Recorded::Hive(record)) => record
                                .replay()
                                .map(|game| (game, record.clock.clone()))
                                .map_err(|error| Unreadable::File(error).message(&name)),
                            Ok(Recorded::Blokus3d(record)) => {
                                list_blokus_game(list, &name, *record);
                                continue;
                            }
                            Ok(Recorded::Deblockle(game, clock)) => {
                                list_deblockle_game(list, &name, game, clock);
                                continue;
                            }
                            Err(reason) => Err(reason.message(&name)),
                        };
                        match hive {
                            Ok((game, clock)) => {
                                let text = timed(hive_summary(&name, &game), clock.as_deref());
                                list.spawn(button(text)).observe(
                                    move |_: On<Pointer<Click>>,
                                          mut commands: Commands,
                                          mut starts: MessageWriter<StartGame>| {
                                        replay_clocks(&mut commands, clock.as_deref());
                                        // Looked through and carried on by the people at the screen.
                                        starts.write(StartGame::Hive(
                                            Box::new(game.clone()),
                                            HiveSeats::default(),
                                        ));
                                    },
                                );
                            }
                            Err(reason) => {
                                let problem =
                                    Message::new("games-unreadable").with("detail", reason);
                                list.spawn(label(problem, 14.0, WARNING_TEXT));
                            }
                        }
                    }
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

/// A Deblockle game's button: opens it at its start, to step through (its
/// clocks, if it was played on a clock, showing move by move).
fn list_deblockle_game(
    list: &mut ChildSpawnerCommands,
    name: &str,
    game: Game,
    clock: Option<ClockRecord>,
) {
    list.spawn(button(timed(summary(name, &game), clock.as_ref())))
        .observe(
            move |_: On<Pointer<Click>>,
                  mut commands: Commands,
                  mut starts: MessageWriter<StartGame>| {
                replay_clocks(&mut commands, clock.as_ref());
                // Looked through and carried on by the people at the screen.
                let request = DeblockleRequest::NewGame {
                    rules: *game.rules(),
                    start: Start::Replay(Box::new(game.clone())),
                };
                starts.write(StartGame::Deblockle(request, DeblockleSeats::default()));
            },
        );
}

/// A recorded game's clocks, if it was played on a clock, for the game it
/// opens: shown move by move as it is looked through, never running.
fn replay_clocks(commands: &mut Commands, clock: Option<&ClockRecord>) {
    if let Some(record) = clock {
        commands.insert_resource(ClockNextGame(ClockStart::Replay(record.clone())));
    }
}

/// A Blokus 3D game's button: opens it where it stopped, people in every seat.
fn list_blokus_game(list: &mut ChildSpawnerCommands, name: &str, record: BlokusRecord) {
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
    let clock = record.clock;
    list.spawn(button(timed(text, clock.as_deref()))).observe(
        move |_: On<Pointer<Click>>,
              mut commands: Commands,
              mut starts: MessageWriter<StartGame>| {
            replay_clocks(&mut commands, clock.as_deref());
            let position = Box::new(position.clone());
            starts.write(StartGame::Blokus3d(position, BlokusSeats::default()));
        },
    );
}
