//! The HUD at the Blokus 3D table: whose turn and who plays it, the live
//! scores (what the view from above shows now), the piece in hand and the
//! rules' verdict on it, notices (a refusal, a colour out of the game), the
//! buttons, and the final scores when nobody can place any more.

use bevy::prelude::*;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::blokus3d::{Colour, Position};

use super::emblems::icon_image;
use super::placing::{BlokusHand, BlokusPick, verdict};
use super::scene::BlokusAids;
use super::session::{BlokusRequest, BlokusSeats, BlokusSession, Person};
use crate::accessible::last_move_line;
use crate::language::{Localized, list};
use crate::table::TableSystems;
use crate::table::hud_parts::{
    Banner, BannerPlace, BannerText, NoticeLine, go_to_menu, spawn_banner,
};
use crate::table::opponent::Thinking;
use crate::table::palette::Palette;
use crate::table::set_up::{PositionBeingSetUp, how_to_set_up};
use crate::theme::{
    FAINT_TEXT, TEXT, WARNING_TEXT, bottom_bar, button, corner_panel, label, set_texts, shown_if,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(crate::blokus3d::TABLE), spawn_hud)
        .add_systems(
            Update,
            (update_texts, show_banner)
                .chain()
                .in_set(TableSystems::Show)
                .run_if(in_state(crate::blokus3d::TABLE)),
        );
}

/// Whose turn it is (read out as it changes).
#[derive(Component)]
#[require(crate::accessible::Announced)]
struct TurnText;
/// The score of the colour in this seat, beside its emblem.
#[derive(Component, Clone, Copy)]
struct ScoreText(usize);
/// A colour's chip in the score line (hidden for colours not in play).
#[derive(Component, Clone, Copy)]
struct ScoreChip(usize);
/// A colour's emblem beside its score (shown with the colour-blind
/// palette, whose pieces carry it).
#[derive(Component)]
struct ScoreEmblem;
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

/// A line of each colour's emblem and score.
fn score_line(images: &mut Assets<Image>) -> impl Bundle {
    let mut icon = |seat: usize| images.add(icon_image(Colour::of_seat(seat)));
    let icons = [icon(0), icon(1), icon(2), icon(3)];
    let chip = |seat: usize| {
        let icon = icons[seat].clone();
        (
            ScoreChip(seat),
            Node {
                column_gap: px(4),
                align_items: AlignItems::Center,
                ..default()
            },
            children![
                (
                    ScoreEmblem,
                    ImageNode::new(icon),
                    Node {
                        width: px(16),
                        height: px(16),
                        ..default()
                    },
                ),
                (ScoreText(seat), label("", 18.0, FAINT_TEXT)),
            ],
        )
    };
    (
        Node {
            column_gap: px(12),
            flex_wrap: FlexWrap::Wrap,
            align_items: AlignItems::Center,
            ..default()
        },
        children![
            label("blokus-scores-heading", 18.0, FAINT_TEXT),
            chip(0),
            chip(1),
            chip(2),
            chip(3),
        ],
    )
}

fn spawn_hud(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    commands.spawn(last_move_line(crate::blokus3d::TABLE));
    commands.spawn((
        Name::new("Blokus status"),
        DespawnOnExit(crate::blokus3d::TABLE),
        corner_panel(480.0),
        children![
            (TurnText, label("", 24.0, TEXT)),
            crate::table::clock::clock_line(),
            score_line(&mut images),
            (HintText, label("", 16.0, TEXT)),
            (NoticeLine::default(), label("", 16.0, WARNING_TEXT)),
            crate::table::evaluation::evaluation_line(),
        ],
    ));
    commands
        .spawn((
            Name::new("Blokus buttons"),
            DespawnOnExit(crate::blokus3d::TABLE),
            bottom_bar(8.0),
        ))
        .with_children(|row| {
            for (text, request) in [
                ("blokus-undo", BlokusRequest::Undo),
                ("blokus-redo", BlokusRequest::Redo),
            ] {
                row.spawn(button(text)).observe(
                    move |_: On<Pointer<Click>>, mut requests: MessageWriter<BlokusRequest>| {
                        requests.write(request.clone());
                    },
                );
            }
            for (text, axis) in [
                ("blokus-turn-r", 2),
                ("blokus-tip-f", 0),
                ("blokus-roll-g", 1),
            ] {
                row.spawn(button(text)).observe(
                    move |_: On<Pointer<Click>>, mut picks: MessageWriter<BlokusPick>| {
                        picks.write(BlokusPick::Turn(axis));
                    },
                );
            }
            row.spawn(button("blokus-spots")).observe(
                |_: On<Pointer<Click>>, mut aids: ResMut<BlokusAids>| {
                    aids.legal_spots = !aids.legal_spots;
                },
            );
            row.spawn(button("blokus-limits")).observe(
                |_: On<Pointer<Click>>, mut aids: ResMut<BlokusAids>| {
                    aids.limits = !aids.limits;
                },
            );
            row.spawn(button("blokus-top")).observe(
                |_: On<Pointer<Click>>, mut aids: ResMut<BlokusAids>| {
                    aids.top_view = !aids.top_view;
                },
            );
            row.spawn(button("hud-hint"))
                .observe(crate::table::hint::ask_for_hint);
            row.spawn(button("hud-save"))
                .observe(crate::table::save_dialog::open);
            row.spawn(button("hud-menu")).observe(go_to_menu);
        });
    spawn_banner(
        &mut commands,
        crate::blokus3d::TABLE,
        BannerPlace::Low,
        rematch,
    );
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
    aids.top_view = false;
    requests.write(BlokusRequest::NewGame(Box::new(
        session.position.restarted(),
    )));
}

fn update_texts(
    session: Option<Res<BlokusSession>>,
    seats: Res<BlokusSeats>,
    hand: Res<BlokusHand>,
    thinking: Option<Res<Thinking<BlokusSession>>>,
    palette: Res<Palette>,
    setting_up: Option<Res<PositionBeingSetUp>>,
    mut chips: Query<(&ScoreChip, &mut Node)>,
    mut emblems: Query<&mut Visibility, With<ScoreEmblem>>,
    mut texts: ParamSet<(
        Query<&mut Localized, With<TurnText>>,
        Query<(&ScoreText, &mut Localized)>,
        Query<&mut Localized, With<HintText>>,
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
        Message::new("blokus-game-over")
    } else {
        Message::new("blokus-turn")
            .with("colour", colour.message())
            .with("player", person + 1)
            .with("seat", seats.of(Person(person)).describe())
    };
    let scores = scoreboard(position);
    for (chip, mut node) in &mut chips {
        let display = if chip.0 < scores.len() {
            Display::Flex
        } else {
            Display::None
        };
        if node.display != display {
            node.display = display;
        }
    }
    for mut emblem in &mut emblems {
        emblem.set_if_neq(shown_if(palette.marks_pieces()));
    }
    for (seat, text) in &mut texts.p1() {
        if let Some(&(colour, score)) = scores.get(seat.0) {
            let wanted = Message::new("blokus-score")
                .with("colour", colour.message())
                .with("score", score);
            Localized::show(text, wanted);
        }
    }
    let by_hand = setting_up.as_deref();
    let hint = match (
        thinking.is_some(),
        hand.piece,
        verdict(&hand, position, by_hand.is_some()),
    ) {
        (_, None, _) if let Some(how) = how_to_set_up::<BlokusSession>(by_hand) => how,
        _ if position.is_over() => Message::new("hint-game-over"),
        (true, ..) => Message::new("thinking")
            .with("player", colour.message())
            .with("dots", "..."),
        (_, None, _) => Message::new("blokus-hint-idle").with("colour", colour.message()),
        (_, Some(piece), None) => {
            Message::new("blokus-hint-in-hand").with("piece", piece.to_string())
        }
        (_, Some(piece), Some((_, Ok(level)))) => Message::new("blokus-hint-fits")
            .with("piece", piece.to_string())
            .with("cubes", level),
        (_, Some(piece), Some((_, Err(reason)))) => Message::new("blokus-hint-refused")
            .with("piece", piece.to_string())
            .with("reason", reason.message()),
    };
    set_texts(&mut texts.p0(), turn);
    set_texts(&mut texts.p2(), hint);
}

fn show_banner(
    session: Option<Res<BlokusSession>>,
    mut banners: Query<&mut Visibility, With<Banner>>,
    mut texts: Query<&mut Localized, With<BannerText>>,
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
    let player = |person: usize| Message::new("blokus-player").with("number", person + 1);
    let names = winners.iter().map(|&w| player(w)).collect();
    let line = scores
        .iter()
        .enumerate()
        .map(|(person, &score)| {
            Message::new("blokus-player-score")
                .with("number", person + 1)
                .with("score", score)
        })
        .collect();
    let key = if winners.len() == 1 {
        "blokus-wins"
    } else {
        "blokus-shared"
    };
    let wanted = Message::new(key)
        .with("winners", list(names, true))
        .with("scores", list(line, false));
    set_texts(&mut texts, wanted);
}
