//! The heads-up display at the table: whose turn, blocks off the board,
//! what to do next, notices, the move list, undo/redo, and the banner when
//! the game ends. Every rule text comes from the rules crate.

use bevy::prelude::*;
use tabletop_rules::deblockle::{Face, Move, Outcome, Player, Position};

use super::computer::{ComputerTurn, Thinking};
use super::input::send_history_request;
use super::pieces::Blocks;
use super::selection::{Pick, Selection};
use super::session::{Change, Rejected, Request, Session, Start};
use crate::hud_parts::{Banner, BannerPlace, BannerText, go_to_menu, spawn_banner};
use crate::menu::NewGameSettings;
use crate::motion::Animating;
use crate::screens::Screen;
use crate::table::Notice;
use crate::theme::{
    FAINT_TEXT, TEXT, WARNING_TEXT, bottom_bar, button, capitalised, corner_panel, label, panel,
    shown_if,
};
use crate::tutorial::{ActiveLesson, TutorialRequest};

/// How long a notice stays up, in seconds.
const NOTICE_SECONDS: f32 = 5.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NoticeBoard>()
        .add_systems(OnEnter(Screen::Playing), spawn_hud)
        .add_systems(
            Update,
            (show_hud_in_game, collect_notices, update_texts, show_banner)
                .chain()
                .in_set(crate::table::TableSystems::Show)
                .run_if(in_state(Screen::Playing)),
        );
}

#[derive(Resource, Default)]
struct NoticeBoard {
    text: String,
    seconds_left: f32,
}

/// The root of a part of the game's HUD (hidden during a setup).
#[derive(Component)]
struct GameHud;
/// The move list's panel.
#[derive(Component)]
struct MoveListPanel;
#[derive(Component)]
struct TurnText;
#[derive(Component)]
struct OffBoardText;
#[derive(Component)]
struct HintText;
#[derive(Component)]
struct NoticeText;
#[derive(Component)]
struct MoveListText;

fn spawn_hud(mut commands: Commands) {
    commands.spawn((
        Name::new("HUD status"),
        GameHud,
        DespawnOnExit(Screen::Playing),
        corner_panel(460.0),
        children![
            (TurnText, label("", 26.0, TEXT)),
            (OffBoardText, label("", 17.0, FAINT_TEXT)),
            (HintText, label("", 17.0, TEXT)),
            (NoticeText, label("", 17.0, WARNING_TEXT)),
        ],
    ));
    commands.spawn((
        Name::new("HUD moves"),
        GameHud,
        MoveListPanel,
        DespawnOnExit(Screen::Playing),
        panel(Node {
            position_type: PositionType::Absolute,
            right: px(16),
            top: px(16),
            min_width: px(170),
            max_height: percent(70),
            overflow: Overflow::clip_y(),
            ..default()
        }),
        children![
            label("Moves", 20.0, TEXT),
            (MoveListText, label("", 17.0, FAINT_TEXT)),
        ],
    ));
    commands
        .spawn((
            Name::new("HUD buttons"),
            GameHud,
            DespawnOnExit(Screen::Playing),
            bottom_bar(10.0),
        ))
        .with_children(|row| {
            for (text, request) in [
                ("Undo  Ctrl+Z", Request::Undo),
                ("Redo  Ctrl+Y", Request::Redo),
            ] {
                row.spawn(button(text)).observe(
                    move |_: On<Pointer<Click>>,
                          selection: Res<Selection>,
                          mut picks: MessageWriter<Pick>,
                          mut requests: MessageWriter<Request>| {
                        send_history_request(
                            request.clone(),
                            *selection,
                            &mut picks,
                            &mut requests,
                        );
                    },
                );
            }
            for (text, to_end) in [("|< Start", false), ("End >|", true)] {
                row.spawn(button(text)).observe(
                    move |_: On<Pointer<Click>>,
                          session: Option<Res<Session>>,
                          mut requests: MessageWriter<Request>| {
                        let at = match (to_end, session) {
                            (true, Some(session)) => session.line().len(),
                            _ => 0,
                        };
                        requests.write(Request::JumpTo(at));
                    },
                );
            }
            row.spawn(button("Save")).observe(crate::save_dialog::open);
            row.spawn(button("Menu")).observe(go_to_menu);
        });
    spawn_banner(&mut commands, Screen::Playing, BannerPlace::Middle, rematch);
}

/// The game's HUD shows while there is a game (not during its setup).
fn show_hud_in_game(
    session: Option<Res<Session>>,
    lesson: Option<Res<ActiveLesson>>,
    mut roots: Query<(&mut Visibility, Has<MoveListPanel>), With<GameHud>>,
) {
    for (mut visibility, move_list) in &mut roots {
        // A lesson's panel takes the move list's place.
        let shown = session.is_some() && !(move_list && lesson.is_some());
        visibility.set_if_neq(shown_if(shown));
    }
}

/// A new game with the same rules and the same kind of setup: the winner
/// moves first, as in the seeds' custom; after a draw, the same player as
/// before.
fn rematch(
    _: On<Pointer<Click>>,
    session: Option<Res<Session>>,
    settings: Res<NewGameSettings>,
    mut requests: MessageWriter<Request>,
    mut tutorial: MessageWriter<TutorialRequest>,
) {
    tutorial.write(TutorialRequest::Leave);
    let Some(session) = session else {
        return;
    };
    let game = &session.game;
    let first = match game.outcome() {
        Some(Outcome::Win(winner)) => winner,
        _ => game.start().turn(),
    };
    requests.write(Request::NewGame {
        rules: *game.rules(),
        start: Start::Setup(settings.plan(first, rand::random())),
    });
}

fn collect_notices(
    time: Res<Time>,
    mut board: ResMut<NoticeBoard>,
    mut notices: MessageReader<Notice>,
    mut rejected: MessageReader<Rejected>,
    mut changes: MessageReader<Change>,
) {
    board.seconds_left -= time.delta_secs();
    let mut latest = None;
    latest = notices.read().map(|n| n.0.clone()).last().or(latest);
    latest = rejected.read().map(|r| r.reason.clone()).last().or(latest);
    for change in changes.read() {
        if let Change::Played { turn, .. } = change {
            latest = turn.blocked_notice().or(latest);
        }
    }
    if let Some(text) = latest {
        board.text = capitalised(&text);
        board.seconds_left = NOTICE_SECONDS;
    }
}

/// What the player to move should do next.
fn hint(selection: Selection, position: &Position) -> String {
    match selection {
        Selection::Idle => "Click one of your blocks (they glow), or press Tab.".into(),
        Selection::Block(_) => {
            "Click a green square to tip the block onto it. Esc to choose again.".into()
        }
        Selection::Tipped(from, tip) => {
            let top = position
                .board()
                .block_at(from)
                .map_or(Face::Stop, |b| b.orientation.tipped(tip).top());
            format!("{top} on top: click a blue square to hop there. Esc to tip back.")
        }
    }
}

fn off_board(position: &Position, blocks: &Blocks) -> String {
    let line = |player: Player| {
        let off = blocks.trays[player].len();
        let total = off + position.board().count(player) as usize;
        format!("{player} {off}/{total}")
    };
    format!(
        "Off the board: {}, {}",
        line(Player::Gold),
        line(Player::Teal)
    )
}

fn update_texts(
    session: Option<Res<Session>>,
    computer: ComputerTurn,
    thinking: Option<Res<Thinking>>,
    selection: Res<Selection>,
    notices: Res<NoticeBoard>,
    blocks: Res<Blocks>,
    mut texts: ParamSet<(
        Query<(&mut Text, &mut TextColor), With<TurnText>>,
        Query<&mut Text, With<OffBoardText>>,
        Query<&mut Text, With<HintText>>,
        Query<&mut Text, With<NoticeText>>,
        Query<&mut Text, With<MoveListText>>,
    )>,
) {
    let Some(session) = session else {
        return;
    };
    let game = &session.game;
    let position = game.position();
    let turn = position.turn();
    if let Ok((mut text, mut color)) = texts.p0().single_mut() {
        let (wanted, colour_of) = match game.outcome() {
            None if computer.plays(turn) => (thinking_sign(turn, thinking.as_deref()), turn),
            None => (format!("{turn} to move"), turn),
            Some(Outcome::Win(winner)) => (format!("{winner} wins"), winner),
            Some(Outcome::Draw(_)) => ("Drawn".into(), turn),
        };
        set(&mut text, wanted);
        let paint = super::textures::paint_of(colour_of).map(|c| f32::from(c) / 255.0);
        color.0 = Color::srgb(paint[0], paint[1], paint[2]).lighter(0.15);
    }
    if let Ok(mut text) = texts.p1().single_mut() {
        set(&mut text, off_board(position, &blocks));
    }
    if let Ok(mut text) = texts.p2().single_mut() {
        let wanted = if game.outcome().is_some() {
            String::new()
        } else if session.can_redo() && *selection == Selection::Idle {
            "Looking through a game: Redo steps forward, Undo back, Start and End jump. Play a move to carry on from here.".into()
        } else if computer.plays(turn) {
            "Watch its move. Ctrl+Z takes back your last move and its answer.".into()
        } else {
            hint(*selection, position)
        };
        set(&mut text, wanted);
    }
    if let Ok(mut text) = texts.p3().single_mut() {
        let wanted = if notices.seconds_left > 0.0 {
            notices.text.clone()
        } else {
            String::new()
        };
        set(&mut text, wanted);
    }
    if let Ok(mut text) = texts.p4().single_mut() {
        set(&mut text, move_list(game.positions(), game.moves()));
    }
}

/// "Teal is thinking..." with the dots counting while the computer thinks.
fn thinking_sign(player: Player, thinking: Option<&Thinking>) -> String {
    match thinking {
        Some(thinking) => {
            let dots = 1 + (thinking.seconds * 3.0) as usize % 3;
            format!("{player} is thinking{:<3}", ".".repeat(dots))
        }
        None => format!("{player} (computer) to move"),
    }
}

/// The moves, numbered, with who made each (turns can repeat when a
/// player is Deblockle'd), most recent last, at most the last 24.
fn move_list(positions: &[Position], moves: &[Move]) -> String {
    let lines: Vec<String> = moves
        .iter()
        .zip(positions)
        .enumerate()
        .map(|(i, (mv, before))| format!("{:>3}. {} {mv}", i + 1, before.turn()))
        .collect();
    let skip = lines.len().saturating_sub(24);
    lines[skip..].join("\n")
}

/// Writes only when the text differs, so the UI relayouts only on change.
fn set(text: &mut Text, wanted: String) {
    if text.0 != wanted {
        text.0 = wanted;
    }
}

/// Shows how the game ended once the last move has finished moving.
fn show_banner(
    session: Option<Res<Session>>,
    lesson: Option<Res<ActiveLesson>>,
    moving: Query<(), With<Animating>>,
    mut banner: Query<&mut Visibility, With<Banner>>,
    mut banner_text: Query<&mut Text, With<BannerText>>,
) {
    let outcome = session
        .and_then(|s| s.game.outcome())
        .filter(|_| moving.is_empty());
    if let Ok(mut visibility) = banner.single_mut() {
        // A lesson's own panel says when it is done.
        visibility.set_if_neq(shown_if(outcome.is_some() && lesson.is_none()));
    }
    if let (Some(outcome), Ok(mut text)) = (outcome, banner_text.single_mut()) {
        set(&mut text, format!("{outcome}!"));
    }
}
