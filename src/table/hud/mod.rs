//! The HUD every table shows, written once: the status panel (whose turn,
//! the clock, the game's own lines, what to do next, notices, the
//! evaluation), the bar of buttons (undo and redo, the game's own, hint,
//! save, menu), the keys that undo and redo, the last move read out, and
//! the end-of-game banner with Rematch, Review and Menu. A game says what
//! its lines read, how it ended and what a rematch is ([`TableHud`]); its
//! own lines and buttons go in through the hooks there.

use bevy::ecs::system::{StaticSystemParam, SystemParam, SystemParamItem};
use bevy::prelude::*;
use tabletop_i18n::Message;

use super::TableSystems;
use super::for_game::ForGame;
use super::keys::{HistoryKey, history_key, keys_free};
use super::opponent::Thinking;
use super::set_up::{PositionBeingSetUp, not_setting_up};
use super::thinks::Thinks;
use crate::accessible::last_move_line;
use crate::language::Localized;
use crate::screens::Screen;
use crate::theme::{
    BUTTON_TEXT, TEXT, WARNING_TEXT, bottom_bar, button, button_sized, corner_panel, label, panel,
    set_texts, shown_if,
};

pub mod notices;
pub(super) mod rematch;

pub use notices::{NOTICE_SECONDS, NOTICE_TICK, NoticeLine};

/// What a game's status panel reads now.
pub struct HudLines {
    /// Whose turn it is, or how the game stands (read out as it changes).
    pub turn: Message,
    /// The turn line's colour (the player's own), or the text's.
    pub turn_colour: Option<Color>,
    /// What the player to move should do next.
    pub hint: Message,
}

impl HudLines {
    /// The turn line in the text's colour, and the hint.
    pub fn new(turn: Message, hint: Message) -> HudLines {
        HudLines {
            turn,
            turn_colour: None,
            hint,
        }
    }
}

/// The sizes of a table's HUD.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HudLook {
    /// The status panel's width.
    pub width: f32,
    /// The turn line's text size.
    pub turn_size: f32,
    /// The other lines' text size.
    pub line_size: f32,
    /// The room between the bar's buttons.
    pub button_gap: f32,
    /// The bar's buttons' text size.
    pub button_size: f32,
}

impl HudLook {
    /// A table with a few buttons of its own.
    pub const ROOMY: HudLook = HudLook {
        width: 470.0,
        turn_size: 26.0,
        line_size: 17.0,
        button_gap: 10.0,
        button_size: BUTTON_TEXT,
    };
    /// A table with many buttons and lines of its own (a piece's turns,
    /// aids, four scores).
    pub const DENSE: HudLook = HudLook {
        width: 480.0,
        turn_size: 24.0,
        line_size: 16.0,
        button_gap: 8.0,
        button_size: 16.0,
    };

    /// A button in the bar.
    pub fn button(self, message: impl Into<Message>) -> impl Bundle {
        button_sized(message, self.button_size)
    }
}

/// Where a game's own buttons stand in the bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BarPlace {
    /// After Undo and Redo: what changes the game or the view of it.
    AfterHistory,
    /// After Save: what writes the game somewhere else.
    AfterSave,
}

/// Where the banner stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BannerPlace {
    /// In the middle of the window.
    Middle,
    /// Low, above the buttons, so the table that decided it stays in view.
    Low,
}

/// What every table knows that a HUD's lines may say.
pub struct AtTheTable<'a, G: Thinks> {
    /// The program thinking about its move, if one is.
    pub thinking: Option<&'a Thinking<G>>,
    /// The position being set up, if one is.
    pub setting_up: Option<&'a PositionBeingSetUp>,
}

/// What a game's HUD says: the table layer builds the panel, the bar and
/// the banner, and asks the game for their words.
pub trait TableHud: Thinks {
    /// The kind of state the HUD is up in.
    type ShownIn: States;
    /// The state the HUD is up in: the table's screen, or the stage of it
    /// where the game is played.
    const SHOWN_IN: Self::ShownIn;
    /// The HUD's sizes.
    const LOOK: HudLook = HudLook::ROOMY;
    /// Where the banner stands.
    const BANNER: BannerPlace = BannerPlace::Low;
    /// What the lines and the banner read besides the session and the
    /// table (its seats, its selection).
    type Looks: SystemParam;
    /// What a rematch takes besides the session.
    type Rematching: SystemParam;

    /// What the status panel reads now.
    fn lines(&self, at: &AtTheTable<Self>, looks: &SystemParamItem<Self::Looks>) -> HudLines;
    /// How the game ended, once the banner should say it (`None` hides it).
    fn banner(&self, looks: &SystemParamItem<Self::Looks>) -> Option<Message>;
    /// The request that starts a rematch.
    fn rematch(&self, with: &mut SystemParamItem<Self::Rematching>) -> Self::Request;
    /// The game's own lines in the status panel, after the clock.
    fn own_lines(_panel: &mut ChildSpawnerCommands, _images: &mut Assets<Image>) {}
    /// The game's own buttons at `place` in the bar (each
    /// `Self::LOOK.button`).
    fn own_buttons(_row: &mut ChildSpawnerCommands, _place: BarPlace) {}
}

/// Undo or redo asked of game `G`'s table (its bar's buttons, its keys).
pub type HistoryAsked<G> = ForGame<G, HistoryKey>;

/// Adds game `G`'s HUD.
pub fn add_table_hud<G: TableHud>(app: &mut App) {
    app.add_message::<HistoryAsked<G>>()
        .add_systems(OnEnter(G::SHOWN_IN), spawn_hud::<G>)
        .add_systems(
            Update,
            (
                read_history_keys::<G>.run_if(keys_free.and_then(not_setting_up)),
                ask_history::<G>,
            )
                .chain()
                .in_set(TableSystems::Input)
                .run_if(in_state(G::SCREEN)),
        )
        .add_systems(
            Update,
            show_hud::<G>
                .in_set(TableSystems::Show)
                .run_if(in_state(G::SHOWN_IN)),
        );
}

/// Whose turn it is (read out as it changes).
#[derive(Component)]
#[require(crate::accessible::Announced)]
struct TurnLine;

/// What to do next.
#[derive(Component)]
struct HintLine;

/// A game's move list, which a review's panel takes the place of.
#[derive(Component)]
pub struct MovesPanel;

/// The end-of-game banner (hidden until a game ends).
#[derive(Component)]
pub struct Banner;

/// The banner's line.
#[derive(Component)]
struct BannerText;

/// Back to the main menu.
pub fn go_to_menu(_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Menu);
}

fn spawn_hud<G: TableHud>(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let look = G::LOOK;
    commands.spawn(last_move_line(G::SHOWN_IN));
    commands
        .spawn((
            Name::new("HUD status"),
            DespawnOnExit(G::SHOWN_IN),
            corner_panel(look.width),
        ))
        .with_children(|status| {
            status.spawn((TurnLine, label("", look.turn_size, TEXT)));
            status.spawn(super::clock::clock_line());
            G::own_lines(status, &mut images);
            status.spawn((HintLine, label("", look.line_size, TEXT)));
            status.spawn((
                NoticeLine::default(),
                label("", look.line_size, WARNING_TEXT),
            ));
            status.spawn(super::evaluation::evaluation_line());
        });
    commands
        .spawn((
            Name::new("HUD buttons"),
            DespawnOnExit(G::SHOWN_IN),
            bottom_bar(look.button_gap),
        ))
        .with_children(|row| {
            for (text, key) in [
                ("hud-undo", HistoryKey::Undo),
                ("hud-redo", HistoryKey::Redo),
            ] {
                row.spawn(look.button(text)).observe(
                    move |_: On<Pointer<Click>>, mut asked: MessageWriter<HistoryAsked<G>>| {
                        asked.write(ForGame::new(key));
                    },
                );
            }
            G::own_buttons(row, BarPlace::AfterHistory);
            row.spawn(look.button("hud-hint"))
                .observe(super::hint::ask_for_hint);
            row.spawn(look.button("hud-save"))
                .observe(super::save_dialog::open);
            G::own_buttons(row, BarPlace::AfterSave);
            row.spawn(look.button("hud-menu")).observe(go_to_menu);
        });
    spawn_banner::<G>(&mut commands);
}

/// Spawns the banner, hidden, with Rematch, Review and Menu.
fn spawn_banner<G: TableHud>(commands: &mut Commands) {
    let (align, bottom) = match G::BANNER {
        BannerPlace::Middle => (AlignSelf::Center, Val::Auto),
        BannerPlace::Low => (AlignSelf::End, px(76)),
    };
    commands
        .spawn((
            Name::new("Banner"),
            Banner,
            DespawnOnExit(G::SHOWN_IN),
            Visibility::Hidden,
            panel(Node {
                position_type: PositionType::Absolute,
                align_self: align,
                justify_self: JustifySelf::Center,
                bottom,
                align_items: AlignItems::Center,
                padding: UiRect::all(px(24)),
                row_gap: px(14),
                ..default()
            }),
        ))
        .with_children(|banner| {
            banner.spawn((BannerText, label("", 32.0, TEXT)));
            banner
                .spawn(Node {
                    column_gap: px(12),
                    ..default()
                })
                .with_children(|row| {
                    row.spawn(button("hud-rematch"))
                        .observe(rematch::rematch::<G>);
                    row.spawn(button("hud-review"))
                        .observe(super::review::ask_for_review);
                    row.spawn(button("hud-menu")).observe(go_to_menu);
                });
        });
}

/// Ctrl+Z and Ctrl+Y (or Shift+Ctrl+Z) at the table.
fn read_history_keys<G: TableHud>(
    keys: Res<ButtonInput<KeyCode>>,
    mut asked: MessageWriter<HistoryAsked<G>>,
) {
    if let Some(key) = history_key(&keys) {
        asked.write(ForGame::new(key));
    }
}

/// Undo and redo asked for, as the game's requests.
fn ask_history<G: TableHud>(
    mut asked: MessageReader<HistoryAsked<G>>,
    mut requests: MessageWriter<G::Request>,
) {
    for asked in asked.read() {
        requests.write(match asked.what {
            HistoryKey::Undo => G::undo(),
            HistoryKey::Redo => G::redo(),
        });
    }
}

/// The status panel's lines and the banner, as the game says them now.
fn show_hud<G: TableHud>(
    session: Option<Res<G>>,
    thinking: Option<Res<Thinking<G>>>,
    setting_up: Option<Res<PositionBeingSetUp>>,
    looks: StaticSystemParam<G::Looks>,
    mut turns: Query<(&mut Localized, &mut TextColor), With<TurnLine>>,
    mut hints: Query<&mut Localized, (With<HintLine>, Without<TurnLine>)>,
    mut banners: Query<&mut Visibility, With<Banner>>,
    mut banner_texts: Query<
        &mut Localized,
        (With<BannerText>, Without<TurnLine>, Without<HintLine>),
    >,
) {
    let Some(session) = session else {
        return;
    };
    let at = AtTheTable {
        thinking: thinking.as_deref(),
        setting_up: setting_up.as_deref(),
    };
    let lines = session.lines(&at, &looks);
    let colour = lines.turn_colour.unwrap_or(TEXT);
    for (text, mut shown) in &mut turns {
        Localized::show(text, lines.turn.clone());
        if shown.0 != colour {
            shown.0 = colour;
        }
    }
    set_texts(&mut hints, lines.hint);
    let ended = session.banner(&looks);
    for mut visibility in &mut banners {
        visibility.set_if_neq(shown_if(ended.is_some()));
    }
    if let Some(ended) = ended {
        set_texts(&mut banner_texts, ended);
    }
}
