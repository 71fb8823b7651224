//! The HUD at the Blokus 3D table: whose turn and who plays it, the live
//! scores (what the view from above shows now), the piece in hand and the
//! rules' verdict on it, notices (a refusal, a colour out of the game), the
//! buttons, and the final scores when nobody can place any more.

use bevy::prelude::*;
use tabletop_rules::blokus3d::{Colour, Position};

use super::computer::BlokusThinking;
use super::placing::{BlokusHand, BlokusPick, verdict};
use super::scene::BlokusAids;
use super::session::{BlokusChange, BlokusRejected, BlokusRequest, BlokusSeats, BlokusSession};
use crate::hud_parts::{
    Banner, BannerPlace, BannerText, NoticeLine, go_to_menu, show_notice, spawn_banner,
};
use crate::screens::Screen;
use crate::table::Notice;
use crate::table::TableSystems;
use crate::theme::{
    FAINT_TEXT, TEXT, WARNING_TEXT, bottom_bar, button, corner_panel, label, set_texts, shown_if,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Blokus3d), spawn_hud)
        .add_systems(
            Update,
            (collect_notices, update_texts, show_banner)
                .chain()
                .in_set(TableSystems::Show)
                .run_if(in_state(Screen::Blokus3d)),
        );
}

#[derive(Component)]
struct TurnText;
#[derive(Component)]
struct ScoreText;
#[derive(Component)]
struct HintText;

/// Each colour in play and its score now: its squares seen from above,
/// less one for each piece it still holds (the rules' count).
pub fn scoreboard(position: &Position) -> Vec<(Colour, i32)> {
    position
        .colour_scores()
        .into_iter()
        .enumerate()
        .map(|(seat, score)| (Colour::of_seat(seat), score))
        .collect()
}

fn spawn_hud(mut commands: Commands) {
    commands.spawn((
        Name::new("Blokus status"),
        DespawnOnExit(Screen::Blokus3d),
        corner_panel(480.0),
        children![
            (TurnText, label("", 24.0, TEXT)),
            (ScoreText, label("", 18.0, FAINT_TEXT)),
            (HintText, label("", 16.0, TEXT)),
            (NoticeLine::default(), label("", 16.0, WARNING_TEXT)),
        ],
    ));
    commands
        .spawn((
            Name::new("Blokus buttons"),
            DespawnOnExit(Screen::Blokus3d),
            bottom_bar(8.0),
        ))
        .with_children(|row| {
            for (text, request) in [("Undo", BlokusRequest::Undo), ("Redo", BlokusRequest::Redo)] {
                row.spawn(button(text)).observe(
                    move |_: On<Pointer<Click>>, mut requests: MessageWriter<BlokusRequest>| {
                        requests.write(request.clone());
                    },
                );
            }
            for (text, axis) in [("Turn R", 2), ("Tip F", 0), ("Roll G", 1)] {
                row.spawn(button(text)).observe(
                    move |_: On<Pointer<Click>>, mut picks: MessageWriter<BlokusPick>| {
                        picks.write(BlokusPick::Turn(axis));
                    },
                );
            }
            row.spawn(button("Spots H")).observe(
                |_: On<Pointer<Click>>, mut aids: ResMut<BlokusAids>| {
                    aids.legal_spots = !aids.legal_spots;
                },
            );
            row.spawn(button("Limits L")).observe(
                |_: On<Pointer<Click>>, mut aids: ResMut<BlokusAids>| {
                    aids.limits = !aids.limits;
                },
            );
            row.spawn(button("Top T")).observe(
                |_: On<Pointer<Click>>, mut aids: ResMut<BlokusAids>| {
                    aids.top_view = !aids.top_view;
                },
            );
            row.spawn(button("Save")).observe(crate::save_dialog::open);
            row.spawn(button("Menu")).observe(go_to_menu);
        });
    spawn_banner(&mut commands, Screen::Blokus3d, BannerPlace::Low, rematch);
}

/// The same structure and players, from the start.
fn rematch(
    _: On<Pointer<Click>>,
    session: Option<Res<BlokusSession>>,
    mut requests: MessageWriter<BlokusRequest>,
    mut aids: ResMut<BlokusAids>,
) {
    let Some(session) = session else {
        return;
    };
    let mut start = session.position.clone();
    while let Some((before, _)) = start.before_last() {
        start = before;
    }
    aids.top_view = false;
    requests.write(BlokusRequest::NewGame(Box::new(start)));
}

/// The colours a placement put out of the game.
fn newly_out(before: &Position, after: &Position) -> Vec<Colour> {
    (0..after.seating().colours())
        .filter(|&seat| after.is_out(seat) && !before.is_out(seat))
        .map(Colour::of_seat)
        .collect()
}

fn collect_notices(
    time: Res<Time>,
    session: Option<Res<BlokusSession>>,
    mut notices: MessageReader<Notice>,
    mut rejected: MessageReader<BlokusRejected>,
    mut changes: MessageReader<BlokusChange>,
    mut lines: Query<(&mut NoticeLine, &mut Text)>,
) {
    let mut latest = notices.read().map(|n| n.0.clone()).last();
    latest = rejected
        .read()
        .map(|r| crate::theme::capitalised(&r.reason))
        .last()
        .or(latest);
    for change in changes.read() {
        if let (BlokusChange::Placed { before, .. }, Some(session)) = (change, &session) {
            let out = newly_out(before, &session.position);
            if !out.is_empty() {
                let names: Vec<String> = out.iter().map(|c| format!("{c:?}")).collect();
                latest = Some(format!(
                    "{} cannot place any piece: out of the game.",
                    names.join(" and ")
                ));
            }
        }
    }
    show_notice(time.delta_secs(), latest, &mut lines);
}

fn update_texts(
    session: Option<Res<BlokusSession>>,
    seats: Res<BlokusSeats>,
    hand: Res<BlokusHand>,
    thinking: Option<Res<BlokusThinking>>,
    mut texts: ParamSet<(
        Query<&mut Text, With<TurnText>>,
        Query<&mut Text, With<ScoreText>>,
        Query<&mut Text, With<HintText>>,
    )>,
) {
    let Some(session) = session else {
        return;
    };
    let position = &session.position;
    let seat = position.seat_to_move();
    let colour = Colour::of_seat(seat);
    let person = position.seating().player_of(seat);
    let turn = if position.is_over() {
        "Game over: nobody can place".to_owned()
    } else {
        format!(
            "{colour:?} to place (player {}, {})",
            person + 1,
            seats.of(person).describe()
        )
    };
    let scores: Vec<String> = scoreboard(position)
        .into_iter()
        .map(|(colour, score)| format!("{colour:?} {score}"))
        .collect();
    let scores = format!("Scores: {}", scores.join(", "));
    let hint = match (thinking.is_some(), hand.piece, verdict(&hand, position)) {
        _ if position.is_over() => "Undo to look back, or start a rematch.".to_owned(),
        (true, ..) => format!("{colour:?} is thinking..."),
        (_, None, _) => format!(
            "Click a piece in {colour:?}'s tray (or press 1-9, 0, Tab), then hold it over the turntable."
        ),
        (_, Some(piece), None) => format!("{piece} in hand: hold it over the turntable."),
        (_, Some(piece), Some((_, Ok(level)))) => {
            let resting = match level {
                0 => "on the turntable".to_owned(),
                1 => "on one cube".to_owned(),
                cubes => format!("on {cubes} cubes"),
            };
            format!("{piece} fits here, resting {resting}: click to drop. R, F, G turn it.")
        }
        (_, Some(piece), Some((_, Err(reason)))) => format!("{piece}: {reason}."),
    };
    set_texts(&mut texts.p0(), &turn);
    set_texts(&mut texts.p1(), &scores);
    set_texts(&mut texts.p2(), &hint);
}

fn show_banner(
    session: Option<Res<BlokusSession>>,
    mut banners: Query<&mut Visibility, With<Banner>>,
    mut texts: Query<&mut Text, With<BannerText>>,
    mut aids: ResMut<BlokusAids>,
    mut shown: Local<bool>,
) {
    let over = session.as_ref().is_some_and(|s| s.position.is_over());
    for mut visibility in &mut banners {
        visibility.set_if_neq(shown_if(over));
    }
    // The final scoring is shown from above, once.
    if over && !*shown {
        aids.top_view = true;
    }
    *shown = over;
    let Some(session) = session.filter(|_| over) else {
        return;
    };
    let position = &session.position;
    let scores = position.player_scores();
    let winners = position.winners();
    let names: Vec<String> = winners
        .iter()
        .map(|w| format!("player {}", w + 1))
        .collect();
    let line: Vec<String> = scores
        .iter()
        .enumerate()
        .map(|(person, score)| format!("player {} {score}", person + 1))
        .collect();
    let wanted = match winners.len() {
        1 => crate::theme::capitalised(&format!("{} wins ({})", names[0], line.join(", "))),
        _ => format!("Shared by {} ({})", names.join(" and "), line.join(", ")),
    };
    set_texts(&mut texts, &wanted);
}
