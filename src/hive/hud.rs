//! The heads-up display at the Hive table: whose turn and who plays it,
//! what to do next, notices (the rules' refusals, a forced pass, an
//! engine's trouble), the move list in UHP notation, the buttons (undo,
//! redo, the Queens' free sides, pass, save, export, menu) and the banner
//! when the game ends.

use bevy::prelude::*;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::hive::{Colour, HiveOutcome, Move, write_pgn};

use super::scene::ShowQueenSides;
use super::seats::HiveSeats;
use super::selection::HiveSelection;
use super::session::{HiveChange, HiveRequest, HiveSession};
use crate::accessible::{Announce, last_move_line};
use crate::language::Localized;
use crate::screens::Screen;
use crate::table::Notice;
use crate::table::TableSystems;
use crate::table::hud_parts::{
    Banner, BannerPlace, BannerText, NoticeLine, go_to_menu, spawn_banner,
};
use crate::table::opponent::Thinking;
use crate::table::records::{default_name, games_folder, record_date, save_text};
use crate::theme::{
    TEXT, WARNING_TEXT, bottom_bar, button, corner_panel, display_if, label, set_texts, shown_if,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Hive), spawn_hud)
        .add_systems(
            Update,
            (announce_moves, update_texts, show_banner)
                .chain()
                .in_set(TableSystems::Show)
                .run_if(in_state(Screen::Hive)),
        );
}

/// Whose turn it is (read out as it changes).
#[derive(Component)]
#[require(crate::accessible::Announced)]
struct TurnText;
#[derive(Component)]
struct HintText;
#[derive(Component)]
struct PassButton;

/// Each move played, read out: whose it was, as a move string.
fn announce_moves(mut changes: MessageReader<HiveChange>, mut heard: MessageWriter<Announce>) {
    for change in changes.read() {
        if let HiveChange::Played { before, mv } = change {
            heard.write(Announce(
                Message::new("announce-move")
                    .with("player", before.to_move().message())
                    .with("move", before.move_string(*mv)),
            ));
        }
    }
}

fn spawn_hud(mut commands: Commands) {
    commands.spawn(last_move_line(Screen::Hive));
    commands.spawn((
        Name::new("Hive status"),
        DespawnOnExit(Screen::Hive),
        corner_panel(470.0),
        children![
            (TurnText, label("", 26.0, TEXT)),
            crate::table::clock::clock_line(),
            (HintText, label("", 17.0, TEXT)),
            (NoticeLine::default(), label("", 17.0, WARNING_TEXT)),
            crate::table::evaluation::evaluation_line(),
        ],
    ));
    commands
        .spawn((
            Name::new("Hive buttons"),
            DespawnOnExit(Screen::Hive),
            bottom_bar(10.0),
        ))
        .with_children(|row| {
            for (text, request) in [
                ("hud-undo", HiveRequest::Undo),
                ("hud-redo", HiveRequest::Redo),
            ] {
                row.spawn(button(text)).observe(
                    move |_: On<Pointer<Click>>, mut requests: MessageWriter<HiveRequest>| {
                        requests.write(request.clone());
                    },
                );
            }
            row.spawn(button("hive-queen-sides")).observe(
                |_: On<Pointer<Click>>, mut shown: ResMut<ShowQueenSides>| {
                    shown.0 = !shown.0;
                },
            );
            row.spawn((PassButton, button("hive-pass"))).observe(
                |_: On<Pointer<Click>>, mut requests: MessageWriter<HiveRequest>| {
                    requests.write(HiveRequest::Play(Move::Pass));
                },
            );
            row.spawn(button("hud-hint"))
                .observe(crate::table::hint::ask_for_hint);
            row.spawn(button("hud-save"))
                .observe(crate::table::save_dialog::open);
            row.spawn(button("hive-export")).observe(export_record);
            row.spawn(button("hud-menu")).observe(go_to_menu);
        });
    spawn_banner(&mut commands, Screen::Hive, BannerPlace::Low, rematch);
}

/// A new game under the same rules, the same players in the same seats.
fn rematch(
    _: On<Pointer<Click>>,
    session: Option<Res<HiveSession>>,
    mut requests: MessageWriter<HiveRequest>,
) {
    if let Some(session) = session {
        let game = tabletop_rules::hive::HiveGame::with_rules(session.game.rules());
        requests.write(HiveRequest::NewGame(Box::new(game)));
    }
}

/// Writes the game as a PGN record (as Mzinga and hivegame.com read and
/// write them) into the games folder, for other Hive programs, and says
/// where; the Games screen lists it too.
fn export_record(
    _: On<Pointer<Click>>,
    session: Option<Res<HiveSession>>,
    seats: Res<HiveSeats>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(session) = session else {
        return;
    };
    let [white, black] = [Colour::White, Colour::Black].map(|colour| seats.of(colour).to_string());
    let text = write_pgn(&session.game, &white, &black, &record_date());
    let written = match games_folder() {
        Some(folder) => save_text(&text, &folder, &format!("hive-{}", default_name()), "pgn")
            .map_err(|error| Message::new("problem").with("detail", error)),
        None => Err(Message::new("no-games-folder")),
    };
    notices.write(Notice(match written {
        Ok(path) => Message::new("hive-exported").with("path", path.display().to_string()),
        Err(error) => Message::new("hive-not-exported").with("error", error),
    }));
}

/// `colour`'s name and who plays it.
fn player_line(seats: &HiveSeats, colour: Colour) -> Message {
    Message::new("hive-player")
        .with("colour", colour.message())
        .with("seat", seats.of(colour).describe())
}

fn update_texts(
    session: Option<Res<HiveSession>>,
    seats: Res<HiveSeats>,
    selection: Res<HiveSelection>,
    thinking: Option<Res<Thinking<HiveSession>>>,
    mut texts: ParamSet<(
        Query<&mut Localized, With<TurnText>>,
        Query<&mut Localized, With<HintText>>,
    )>,
    mut pass_buttons: Query<&mut Node, With<PassButton>>,
) {
    let Some(session) = session else {
        return;
    };
    let game = &session.game;
    let position = game.position();
    let to_move = position.to_move();
    let over = game.outcome().is_some();
    let machine = seats.of(to_move).is_machine();
    let must_pass = !over && game.legal_moves() == [Move::Pass];
    let turn = if over {
        Message::new("game-over")
    } else {
        Message::new("hive-turn")
            .with("player", player_line(&seats, to_move))
            .with("turn", position.turn_number())
    };
    let colour = to_move.message();
    let hint = match (over, machine, must_pass, selection.piece) {
        (true, ..) => Message::new("hint-game-over"),
        (_, true, ..) if thinking.is_some() => Message::new("thinking")
            .with("player", colour)
            .with("dots", "..."),
        (_, true, ..) => Message::new("waiting-for").with("player", colour),
        (_, _, true, _) => Message::new("hive-hint-must-pass").with("player", colour),
        (_, _, _, Some(piece)) => Message::new("hive-hint-picked")
            .with("piece", piece.to_string())
            .with("count", selection.moves.len()),
        _ => Message::new("hive-hint-idle"),
    };
    set_texts(&mut texts.p0(), turn);
    set_texts(&mut texts.p1(), hint);
    for mut node in &mut pass_buttons {
        let display = display_if(must_pass && !machine);
        if node.display != display {
            node.display = display;
        }
    }
}

fn show_banner(
    session: Option<Res<HiveSession>>,
    mut banners: Query<&mut Visibility, With<Banner>>,
    mut texts: Query<&mut Localized, With<BannerText>>,
) {
    let outcome = session.as_ref().and_then(|s| s.game.outcome());
    for mut visibility in &mut banners {
        visibility.set_if_neq(shown_if(outcome.is_some()));
    }
    let Some(outcome) = outcome else {
        return;
    };
    let on_time = session.as_ref().and_then(|s| s.game.timed_out());
    let wanted = match outcome {
        HiveOutcome::Win(colour) if on_time.is_some() => {
            Message::new("wins-on-time").with("player", colour.message())
        }
        HiveOutcome::Win(colour) => Message::new("hive-wins")
            .with("player", colour.message())
            .with("loser", colour.other().message()),
        HiveOutcome::Draw if session.is_some_and(|s| both_queens_surrounded(&s)) => {
            Message::new("hive-draw-queens")
        }
        HiveOutcome::Draw => Message::new("hive-draw-repetition"),
    };
    set_texts(&mut texts, wanted);
}

fn both_queens_surrounded(session: &HiveSession) -> bool {
    session.game.position().outcome() == Some(HiveOutcome::Draw)
}
