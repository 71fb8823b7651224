//! The Deblockle table's words in the HUD: whose turn (in the player's
//! colour), blocks off the board, what to do next, the buttons that jump
//! to either end of the moves, how the game ended, and a rematch. Every
//! rule text comes from the rules crate.

use bevy::ecs::system::{SystemParam, SystemParamItem};
use bevy::prelude::*;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::concession::Concession;
use tabletop_rules::deblockle::{Face, Game, Outcome, Player, Position};

use super::TABLE;
use super::new_game::NewGameSettings;
use super::phase::DeblocklePhase;
use super::seats::ComputerTurn;
use super::selection::{Pick, Selection};
use super::session::{DeblockleRequest, DeblockleSession, Start};
use crate::deblockle::guided::{Guided, LeaveGuide};
use crate::language::{Localized, blank};
use crate::table::game::TableGame as _;
use crate::table::hud::{AtTheTable, BannerPlace, BarPlace, HistoryAsked, HudLines, TableHud};
use crate::table::motion::Animating;
use crate::table::network::{NetTable, with_friends};
use crate::table::opponent::Thinking;
use crate::table::random::TableRng;
use crate::table::set_up::how_to_set_up;
use crate::table::{Notice, TableSystems};
use crate::theme::{FAINT_TEXT, label};

pub(super) fn plugin(app: &mut App) {
    crate::table::hud::add_table_hud::<DeblockleSession>(app);
    app.add_systems(
        Update,
        untip_before_history
            .in_set(TableSystems::Input)
            .run_if(in_state(crate::deblockle::TABLE)),
    )
    .add_systems(
        Update,
        show_blocks_off
            .in_set(TableSystems::Show)
            .run_if(in_state(DeblocklePhase::Play)),
    );
}

#[derive(Component)]
struct OffBoardText;

/// What the HUD's lines read besides the session.
#[derive(SystemParam)]
pub struct DeblockleLooks<'w, 's> {
    computer: ComputerTurn<'w>,
    selection: Res<'w, Selection>,
    moving: Query<'w, 's, (), With<Animating>>,
    guide: Option<Res<'w, Guided>>,
}

/// What a rematch takes besides the session.
#[derive(SystemParam)]
pub struct DeblockleRematching<'w> {
    settings: Res<'w, NewGameSettings>,
    guides: MessageWriter<'w, LeaveGuide>,
    rng: ResMut<'w, TableRng>,
}

impl TableHud for DeblockleSession {
    type ShownIn = DeblocklePhase;
    const SHOWN_IN: DeblocklePhase = DeblocklePhase::Play;
    const BANNER: BannerPlace = BannerPlace::Middle;
    type Looks = DeblockleLooks<'static, 'static>;
    type Rematching = DeblockleRematching<'static>;

    fn lines(&self, at: &AtTheTable<Self>, looks: &SystemParamItem<Self::Looks>) -> HudLines {
        let game = &self.game;
        let turn = game.position().turn();
        let (wanted, colour_of) = match game.outcome() {
            None if looks.computer.plays(turn) => (thinking_sign(turn, at.thinking), turn),
            None => (Message::new("to-move").with("player", turn.message()), turn),
            Some(Outcome::Win(winner)) => (
                Message::new("wins").with("player", winner.message()),
                winner,
            ),
            Some(Outcome::Draw(_)) => (Message::new("drawn"), turn),
        };
        let paint = super::textures::paint_of(colour_of).map(|c| f32::from(c) / 255.0);
        let selection = *looks.selection;
        let hint = if let Some(how) = how_to_set_up::<DeblockleSession>(at.setting_up) {
            how
        } else if game.outcome().is_some() {
            blank()
        } else if self.can_redo() && selection == Selection::Idle {
            Message::new("hint-looking-through")
        } else if looks.computer.plays(turn) {
            Message::new("hint-watch-computer")
        } else {
            hint(selection, game.position())
        };
        HudLines {
            turn: wanted,
            turn_colour: Some(Color::srgb(paint[0], paint[1], paint[2]).lighter(0.15)),
            hint,
        }
    }

    /// Once the last move has finished moving; a guide's own panel says
    /// when it is done.
    fn banner(&self, looks: &SystemParamItem<Self::Looks>) -> Option<Message> {
        let outcome = self.game.outcome()?;
        if !looks.moving.is_empty() || looks.guide.is_some() {
            return None;
        }
        Some(match self.game.conceded() {
            Some((loser, Concession::OnTime)) => {
                Message::new("wins-on-time").with("player", loser.opponent().message())
            }
            Some((loser, Concession::Resigned)) => Message::new("wins-by-resignation")
                .with("player", loser.opponent().message())
                .with("loser", loser.message()),
            None => outcome.message(),
        })
    }

    /// A new game with the same rules and the same kind of setup: the
    /// winner moves first, as in the seeds' custom; after a draw, the same
    /// player as before.
    fn rematch(&self, with: &mut SystemParamItem<Self::Rematching>) -> DeblockleRequest {
        with.guides.write(LeaveGuide);
        let game = &self.game;
        let seed = with.rng.next_seed();
        DeblockleRequest::NewGame {
            rules: *game.rules(),
            start: Start::Setup(with.settings.plan(game.rematch_first(), seed)),
        }
    }

    fn own_lines(panel: &mut ChildSpawnerCommands, _: &mut Assets<Image>) {
        panel.spawn((OffBoardText, label("", 17.0, FAINT_TEXT)));
        panel.spawn(super::endgames::progress_line());
    }

    /// Jumps to the start and the end of the moves.
    fn own_buttons(row: &mut ChildSpawnerCommands, place: BarPlace) {
        if place != BarPlace::AfterHistory {
            return;
        }
        for (text, to_end) in [("hud-start", false), ("hud-end", true)] {
            row.spawn(Self::LOOK.button(text)).observe(
                move |_: On<Pointer<Click>>,
                      session: Option<Res<DeblockleSession>>,
                      friends: Option<Res<NetTable>>,
                      mut notices: MessageWriter<Notice>,
                      mut requests: MessageWriter<DeblockleRequest>| {
                    // Both computers stay at the game's last move.
                    if with_friends(friends.as_deref(), TABLE) {
                        notices.write(Notice(Message::new("net-no-jump")));
                        return;
                    }
                    let at = match (to_end, session) {
                        (true, Some(session)) => session.whole_line().len(),
                        _ => 0,
                    };
                    requests.write(DeblockleRequest::JumpTo(at));
                },
            );
        }
    }
}

/// A block shown tipped goes back before the history moves, so that what
/// is drawn matches the rules.
fn untip_before_history(
    mut asked: MessageReader<HistoryAsked<DeblockleSession>>,
    selection: Res<Selection>,
    mut picks: MessageWriter<Pick>,
) {
    if asked.read().count() > 0 && matches!(*selection, Selection::Tipped(..)) {
        picks.write(Pick::Cancel);
    }
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

fn show_blocks_off(
    session: Option<Res<DeblockleSession>>,
    mut texts: Query<&mut Localized, With<OffBoardText>>,
) {
    if let Some(session) = session {
        crate::theme::set_texts(&mut texts, off_board(&session.game));
    }
}
