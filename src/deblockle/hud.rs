//! The heads-up display at the table: whose turn, blocks off the board,
//! what to do next, notices, the move list, undo/redo, and the banner when
//! the game ends. Every rule text comes from the rules crate.

use bevy::prelude::*;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::deblockle::{Face, Game, Outcome, Player, Position};

use super::input::send_history_request;
use super::new_game::NewGameSettings;
use super::phase::DeblocklePhase;
use super::seats::ComputerTurn;
use super::selection::{Pick, Selection};
use super::session::{DeblockleRequest, DeblockleSession, Start};
use crate::accessible::last_move_line;
use crate::deblockle::guided::{Guided, LeaveGuide};
use crate::language::{Localized, blank};
use crate::table::game::TableGame as _;
use crate::table::hint::ask_for_hint;
use crate::table::hud_parts::{
    Banner, BannerPlace, BannerText, NoticeLine, go_to_menu, spawn_banner,
};
use crate::table::motion::Animating;
use crate::table::opponent::Thinking;
use crate::table::random::TableRng;
use crate::table::set_up::{PositionBeingSetUp, how_to_set_up};
use crate::theme::{
    FAINT_TEXT, TEXT, WARNING_TEXT, bottom_bar, button, corner_panel, label, shown_if,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(DeblocklePhase::Play), spawn_hud)
        .add_systems(
            Update,
            (update_texts, show_banner)
                .chain()
                .in_set(crate::table::TableSystems::Show)
                .run_if(in_state(DeblocklePhase::Play)),
        );
}

/// Whose turn it is (read out as it changes).
#[derive(Component)]
#[require(crate::accessible::Announced)]
struct TurnText;
#[derive(Component)]
struct OffBoardText;
#[derive(Component)]
struct HintText;

fn spawn_hud(mut commands: Commands) {
    commands.spawn(last_move_line(DeblocklePhase::Play));
    commands.spawn((
        Name::new("HUD status"),
        DespawnOnExit(DeblocklePhase::Play),
        corner_panel(460.0),
        children![
            (TurnText, label("", 26.0, TEXT)),
            crate::table::clock::clock_line(),
            (OffBoardText, label("", 17.0, FAINT_TEXT)),
            (HintText, label("", 17.0, TEXT)),
            (NoticeLine::default(), label("", 17.0, WARNING_TEXT)),
            crate::table::evaluation::evaluation_line(),
            super::endgames::progress_line(),
        ],
    ));
    commands
        .spawn((
            Name::new("HUD buttons"),
            DespawnOnExit(DeblocklePhase::Play),
            bottom_bar(10.0),
        ))
        .with_children(|row| {
            for (text, request) in [
                ("hud-undo", DeblockleRequest::Undo),
                ("hud-redo", DeblockleRequest::Redo),
            ] {
                row.spawn(button(text)).observe(
                    move |_: On<Pointer<Click>>,
                          selection: Res<Selection>,
                          mut picks: MessageWriter<Pick>,
                          mut requests: MessageWriter<DeblockleRequest>| {
                        send_history_request(
                            request.clone(),
                            *selection,
                            &mut picks,
                            &mut requests,
                        );
                    },
                );
            }
            for (text, to_end) in [("hud-start", false), ("hud-end", true)] {
                row.spawn(button(text)).observe(
                    move |_: On<Pointer<Click>>,
                          session: Option<Res<DeblockleSession>>,
                          mut requests: MessageWriter<DeblockleRequest>| {
                        let at = match (to_end, session) {
                            (true, Some(session)) => session.whole_line().len(),
                            _ => 0,
                        };
                        requests.write(DeblockleRequest::JumpTo(at));
                    },
                );
            }
            row.spawn(button("hud-hint")).observe(ask_for_hint);
            row.spawn(button("hud-save"))
                .observe(crate::table::save_dialog::open);
            row.spawn(button("hud-menu")).observe(go_to_menu);
        });
    spawn_banner(
        &mut commands,
        DeblocklePhase::Play,
        BannerPlace::Middle,
        rematch,
    );
}

/// A new game with the same rules and the same kind of setup: the winner
/// moves first, as in the seeds' custom; after a draw, the same player as
/// before.
fn rematch(
    _: On<Pointer<Click>>,
    session: Option<Res<DeblockleSession>>,
    settings: Res<NewGameSettings>,
    mut requests: MessageWriter<DeblockleRequest>,
    mut guides: MessageWriter<LeaveGuide>,
    mut rng: ResMut<TableRng>,
) {
    guides.write(LeaveGuide);
    let Some(session) = session else {
        return;
    };
    let game = &session.game;
    requests.write(DeblockleRequest::NewGame {
        rules: *game.rules(),
        start: Start::Setup(settings.plan(game.rematch_first(), rng.next_seed())),
    });
}

/// What the player to move should do next.
fn hint(selection: Selection, position: &Position) -> Message {
    match selection {
        Selection::Idle => Message::new("deblockle-hint-idle"),
        Selection::Block(_) => Message::new("deblockle-hint-block"),
        Selection::Tipped(from, tip) => {
            let top = position
                .board()
                .block_at(from)
                .map_or(Face::Stop, |b| b.orientation.tipped(tip).top());
            Message::new("deblockle-hint-tipped").with("face", top.message())
        }
    }
}

fn off_board(game: &Game) -> Message {
    let [gold, teal] = [Player::Gold, Player::Teal].map(|player| game.blocks_off(player));
    Message::new("deblockle-off-board")
        .with("gold", gold.off)
        .with("gold-total", gold.of)
        .with("teal", teal.off)
        .with("teal-total", teal.of)
}

fn update_texts(
    session: Option<Res<DeblockleSession>>,
    computer: ComputerTurn,
    thinking: Option<Res<Thinking<DeblockleSession>>>,
    selection: Res<Selection>,
    setting_up: Option<Res<PositionBeingSetUp>>,
    mut texts: ParamSet<(
        Query<(&mut Localized, &mut TextColor), With<TurnText>>,
        Query<&mut Localized, With<OffBoardText>>,
        Query<&mut Localized, With<HintText>>,
    )>,
) {
    let Some(session) = session else {
        return;
    };
    let game = &session.game;
    let position = game.position();
    let turn = position.turn();
    if let Ok((text, mut color)) = texts.p0().single_mut() {
        let (wanted, colour_of) = match game.outcome() {
            None if computer.plays(turn) => (thinking_sign(turn, thinking.as_deref()), turn),
            None => (Message::new("to-move").with("player", turn.message()), turn),
            Some(Outcome::Win(winner)) => (
                Message::new("wins").with("player", winner.message()),
                winner,
            ),
            Some(Outcome::Draw(_)) => (Message::new("drawn"), turn),
        };
        Localized::show(text, wanted);
        let paint = super::textures::paint_of(colour_of).map(|c| f32::from(c) / 255.0);
        color.0 = Color::srgb(paint[0], paint[1], paint[2]).lighter(0.15);
    }
    if let Ok(text) = texts.p1().single_mut() {
        Localized::show(text, off_board(game));
    }
    if let Ok(text) = texts.p2().single_mut() {
        let wanted = if let Some(how) = how_to_set_up::<DeblockleSession>(setting_up.as_deref()) {
            how
        } else if game.outcome().is_some() {
            blank()
        } else if session.can_redo() && *selection == Selection::Idle {
            Message::new("hint-looking-through")
        } else if computer.plays(turn) {
            Message::new("hint-watch-computer")
        } else {
            hint(*selection, position)
        };
        Localized::show(text, wanted);
    }
}

/// "Teal is thinking..." with the dots counting while the computer thinks.
fn thinking_sign(player: Player, thinking: Option<&Thinking<DeblockleSession>>) -> Message {
    match thinking {
        Some(thinking) => {
            let dots = 1 + (thinking.seconds * 3.0) as usize % 3;
            Message::new("thinking")
                .with("player", player.message())
                .with("dots", format!("{:<3}", ".".repeat(dots)))
        }
        None => Message::new("computer-to-move").with("player", player.message()),
    }
}

/// Shows how the game ended once the last move has finished moving.
fn show_banner(
    session: Option<Res<DeblockleSession>>,
    guide: Option<Res<Guided>>,
    moving: Query<(), With<Animating>>,
    mut banner: Query<&mut Visibility, With<Banner>>,
    mut banner_text: Query<&mut Localized, With<BannerText>>,
) {
    let game = session.as_ref().map(|s| &s.game);
    let outcome = game.and_then(Game::outcome).filter(|_| moving.is_empty());
    if let Ok(mut visibility) = banner.single_mut() {
        // A guide's own panel says when it is done.
        visibility.set_if_neq(shown_if(outcome.is_some() && guide.is_none()));
    }
    if let (Some(outcome), Ok(text)) = (outcome, banner_text.single_mut()) {
        let words = match game.and_then(Game::timed_out) {
            Some(loser) => Message::new("wins-on-time").with("player", loser.opponent().message()),
            None => outcome.message(),
        };
        Localized::show(text, words);
    }
}
