//! HUD parts every table shares: the end-of-game banner with Rematch,
//! Review and Menu, the move list's marker, the Menu button's action, and
//! a notice line that clears itself.

use bevy::ecs::system::IntoObserverSystem;
use bevy::prelude::*;
use tabletop_i18n::Message;

use super::Notice;
use super::frames::{DrawsFrames, Frames};
use super::game::TableGame;
use crate::accessible::Announce;
use crate::language::{Localized, blank};
use crate::screens::Screen;
use crate::theme::{TEXT, button, label, panel};

/// How long a notice stays up, in seconds.
pub const NOTICE_SECONDS: f32 = 6.0;

/// A game's move list, which a review's panel takes the place of.
#[derive(Component)]
pub struct MovesPanel;

/// The end-of-game banner (hidden until a game ends).
#[derive(Component)]
pub struct Banner;

/// The banner's line.
#[derive(Component)]
pub struct BannerText;

/// Where the banner stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BannerPlace {
    /// In the middle of the window.
    Middle,
    /// Low, above the buttons, so the table that decided it stays in view.
    Low,
}

/// Back to the main menu.
pub fn go_to_menu(_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Menu);
}

/// Spawns the banner of a table, hidden, with `rematch` on its Rematch
/// button; it goes when the table's state `shown_in` does.
pub fn spawn_banner<S: States, M>(
    commands: &mut Commands,
    shown_in: S,
    place: BannerPlace,
    rematch: impl IntoObserverSystem<Pointer<Click>, (), M>,
) {
    let (align, bottom) = match place {
        BannerPlace::Middle => (AlignSelf::Center, Val::Auto),
        BannerPlace::Low => (AlignSelf::End, px(76)),
    };
    commands
        .spawn((
            Name::new("Banner"),
            Banner,
            DespawnOnExit(shown_in),
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
                    row.spawn(button("hud-rematch")).observe(rematch);
                    row.spawn(button("hud-review"))
                        .observe(super::review::ask_for_review);
                    row.spawn(button("hud-menu")).observe(go_to_menu);
                });
        });
}

/// How often a frame comes while a notice is up, to take it down in time.
pub const NOTICE_TICK: std::time::Duration = std::time::Duration::from_millis(250);

pub(crate) fn plugin(app: &mut App) {
    app.draws(|world| {
        let mut lines = world.query::<&NoticeLine>();
        let up = lines.iter(world).any(|line| line.seconds_left > 0.0);
        up.then_some(Frames::Every(NOTICE_TICK))
    });
}

/// A line of notices: each stays up [`NOTICE_SECONDS`], and is read out.
#[derive(Component, Default)]
#[require(crate::accessible::Announced)]
pub struct NoticeLine {
    seconds_left: f32,
}

/// Reads each move made at `G`'s table out: who made it, in the game's
/// notation.
pub(super) fn announce_moves<G: TableGame>(
    mut changes: MessageReader<G::Change>,
    mut heard: MessageWriter<Announce>,
) {
    for (player, mv) in changes.read().filter_map(G::move_played) {
        let said = Message::new("announce-move")
            .with("player", player)
            .with("move", mv);
        heard.write(Announce(said));
    }
}

/// Shows game `G`'s latest notice on the notice lines of its table: what
/// the table says ([`Notice`]), why the rules refused, what a change means
/// (a player blocked or out, a pass).
pub(super) fn collect_notices<G: TableGame>(
    time: Res<Time>,
    session: Option<Res<G>>,
    mut notices: MessageReader<Notice>,
    mut rejected: MessageReader<G::Rejected>,
    mut changes: MessageReader<G::Change>,
    mut lines: Query<(&mut NoticeLine, &mut Localized)>,
) {
    let mut latest = notices.read().map(|notice| notice.0.clone()).last();
    latest = rejected.read().map(G::reason).last().or(latest);
    for change in changes.read() {
        latest = session
            .as_ref()
            .and_then(|session| session.notice(change))
            .or(latest);
    }
    show_notice(time.delta_secs(), latest, &mut lines);
}

/// Shows `latest` on the notice lines, or clears them once their time is up.
fn show_notice(
    elapsed: f32,
    latest: Option<Message>,
    lines: &mut Query<(&mut NoticeLine, &mut Localized)>,
) {
    for (mut line, text) in lines.iter_mut() {
        line.seconds_left -= elapsed;
        if let Some(latest) = &latest {
            Localized::show(text, latest.clone());
            line.seconds_left = NOTICE_SECONDS;
        } else if line.seconds_left <= 0.0 {
            Localized::show(text, blank());
        }
    }
}
