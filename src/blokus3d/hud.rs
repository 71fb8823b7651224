//! The Blokus 3D table's words in the HUD: whose turn and who plays it,
//! the live scores (what the view from above shows now), the piece in hand
//! and the rules' verdict on it, its own buttons (a piece's turns, the
//! aids), and the final scores when nobody can place any more.

use bevy::ecs::system::{SystemParam, SystemParamItem};
use bevy::prelude::*;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::blokus3d::{Colour, Position};

use super::emblems::icon_image;
use super::placing::{BlokusHand, BlokusPick, verdict};
use super::scene::BlokusAids;
use super::session::{BlokusRequest, BlokusSeats, BlokusSession, Person};
use crate::language::{Localized, list};
use crate::screens::Screen;
use crate::table::TableSystems;
use crate::table::hud::{AtTheTable, BarPlace, HudLines, HudLook, TableHud};
use crate::table::palette::Palette;
use crate::table::set_up::how_to_set_up;
use crate::theme::{FAINT_TEXT, label, shown_if};

pub(super) fn plugin(app: &mut App) {
    crate::table::hud::add_table_hud::<BlokusSession>(app);
    app.add_systems(
        Update,
        (show_scores, view_the_final_scoring)
            .in_set(TableSystems::Show)
            .run_if(in_state(crate::blokus3d::TABLE)),
    );
}

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

/// What the HUD's lines read besides the session.
#[derive(SystemParam)]
pub struct BlokusLooks<'w> {
    seats: Res<'w, BlokusSeats>,
    hand: Res<'w, BlokusHand>,
}

impl TableHud for BlokusSession {
    type ShownIn = Screen;
    const SHOWN_IN: Screen = crate::blokus3d::TABLE;
    const LOOK: HudLook = HudLook::DENSE;
    type Looks = BlokusLooks<'static>;
    type Rematching = ResMut<'static, BlokusAids>;

    fn lines(&self, at: &AtTheTable<Self>, looks: &SystemParamItem<Self::Looks>) -> HudLines {
        let position = &self.position;
        let seat = position.seat_to_move();
        let colour = Colour::of_seat(seat);
        let person = position.seating().player_of(seat);
        let turn = if position.is_over() {
            Message::new("blokus-game-over")
        } else {
            Message::new("blokus-turn")
                .with("colour", colour.message())
                .with("player", person + 1)
                .with("seat", looks.seats.of(Person(person)).describe())
        };
        let by_hand = at.setting_up;
        let hand = &looks.hand;
        let hint = match (
            at.thinking.is_some(),
            hand.piece,
            verdict(hand, position, by_hand.is_some()),
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
        HudLines::new(turn, hint)
    }

    /// The winners (or those sharing the win) and every player's score.
    fn banner(&self, _: &SystemParamItem<Self::Looks>) -> Option<Message> {
        let position = &self.position;
        if !position.is_over() {
            return None;
        }
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
        Some(
            Message::new(key)
                .with("winners", list(names, true))
                .with("scores", list(line, false)),
        )
    }

    /// The same structure and players, from the start, seen from the side
    /// again.
    fn rematch(&self, aids: &mut SystemParamItem<Self::Rematching>) -> BlokusRequest {
        aids.top_view = false;
        BlokusRequest::NewGame(Box::new(self.position.restarted()))
    }

    fn own_lines(panel: &mut ChildSpawnerCommands, images: &mut Assets<Image>) {
        panel.spawn(score_line(images));
    }

    /// A piece's turns, and the aids: where it fits, the height limits,
    /// the view from above.
    fn own_buttons(row: &mut ChildSpawnerCommands, place: BarPlace) {
        if place != BarPlace::AfterHistory {
            return;
        }
        for (text, axis) in [
            ("blokus-turn-r", 2),
            ("blokus-tip-f", 0),
            ("blokus-roll-g", 1),
        ] {
            row.spawn(Self::LOOK.button(text)).observe(
                move |_: On<Pointer<Click>>, mut picks: MessageWriter<BlokusPick>| {
                    picks.write(BlokusPick::Turn(axis));
                },
            );
        }
        type Aid = fn(&mut BlokusAids) -> &mut bool;
        let aids: [(&str, Aid); 3] = [
            ("blokus-spots", |aids| &mut aids.legal_spots),
            ("blokus-limits", |aids| &mut aids.limits),
            ("blokus-top", |aids| &mut aids.top_view),
        ];
        for (text, aid) in aids {
            row.spawn(Self::LOOK.button(text)).observe(
                move |_: On<Pointer<Click>>, mut aids: ResMut<BlokusAids>| {
                    let shown = aid(&mut aids);
                    *shown = !*shown;
                },
            );
        }
    }
}

/// Each colour's score, its chip shown only for colours in play, and
/// the emblems with the colour-blind palette.
fn show_scores(
    session: Option<Res<BlokusSession>>,
    palette: Res<Palette>,
    mut chips: Query<(&ScoreChip, &mut Node)>,
    mut emblems: Query<&mut Visibility, With<ScoreEmblem>>,
    mut texts: Query<(&ScoreText, &mut Localized)>,
) {
    let Some(session) = session else {
        return;
    };
    let scores = scoreboard(&session.position);
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
    for (seat, text) in &mut texts {
        if let Some(&(colour, score)) = scores.get(seat.0) {
            let wanted = Message::new("blokus-score")
                .with("colour", colour.message())
                .with("score", score);
            Localized::show(text, wanted);
        }
    }
}

/// The final scoring is shown from above, once, when nobody can place any
/// more.
fn view_the_final_scoring(
    session: Option<Res<BlokusSession>>,
    mut aids: ResMut<BlokusAids>,
    mut shown: Local<bool>,
) {
    let over = session.as_ref().is_some_and(|s| s.position.is_over());
    if over && !*shown {
        aids.top_view = true;
    }
    *shown = over;
}
