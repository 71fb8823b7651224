//! What every game at the table shares, importing no game: the order of
//! the table's work within a frame (each game's features join a set rather
//! than ordering themselves against each other), the requests waiting, and
//! keeping a game's scene out of sight away from its table. A game joins
//! through its session's `TableGame` (`game`), which `add_table_game`
//! gives every capability of its modules: the request queue, whether a
//! table is busy, the seats and the programs that play them, hints, the
//! evaluation and reviews, clocks, the autosave, records and the save
//! dialog, the notice line; and the table top, the lamp and the camera,
//! the curtain that hides a table until it is drawn, the keys, the
//! new-game options' controls and the seeded randomness; and, for a game
//! that joins it, play with friends on other computers (`network`).

pub mod activity;
pub mod autosave;
pub mod board_cursor;
pub mod camera;
pub mod clock;
pub mod curtain;
pub mod evaluation;
pub mod for_game;
pub mod frames;
pub mod game;
pub mod glow;
pub mod guide_card;
pub mod hint;
pub mod history;
pub mod hud;
pub mod keys;
pub(crate) mod lamp;
pub mod lessons;
pub mod marks;
pub mod motion;
pub mod network;
pub mod opponent;
pub mod options;
pub mod palette;
pub mod prelude;
pub mod puzzles;
#[cfg(test)]
mod race;
pub mod random;
pub mod records;
pub mod replies;
pub mod requests;
pub mod review;
pub mod save_dialog;
pub mod seats;
pub mod set_up;
pub mod thinks;
pub mod top;
pub mod tree;
pub mod turn;
pub mod worker;

use std::collections::VecDeque;

use bevy::prelude::*;

use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        curtain::logic_plugin,
        frames::logic_plugin,
        clock::plugin,
        palette::plugin,
        options::plugin,
        guide_card::plugin,
        network::plugin,
    ))
    .init_resource::<random::TableRng>();
    app.add_message::<Notice>().configure_sets(
        Update,
        (
            TableSystems::Input,
            TableSystems::Select,
            TableSystems::Pieces,
            TableSystems::Rules,
            TableSystems::Animate,
            TableSystems::Show,
        )
            .chain(),
    );
}

/// Something to tell the player, at any table: why a choice is refused, a
/// blocked player, an engine's trouble, where a game was saved.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Notice(pub tabletop_i18n::Message);

/// A game's requests (moves, undo, a new game) waiting for the pieces to
/// stop moving before they go to the rules, oldest first.
#[derive(Resource)]
pub struct Pending<R>(pub VecDeque<R>);

impl<R> Default for Pending<R> {
    fn default() -> Pending<R> {
        Pending(VecDeque::new())
    }
}

/// Queues the requests of type `R` sent this frame (before the session
/// takes the next one: see [`activity::TableActivity::add_table_requests`]).
fn queue_requests<R: Message + Clone>(
    mut requests: MessageReader<R>,
    mut pending: ResMut<Pending<R>>,
) {
    pending.0.extend(requests.read().cloned());
}

/// The steps of a frame at the table, in order.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableSystems {
    /// Keys and clicks become picks.
    Input,
    /// Picks become choices, previews and move requests.
    Select,
    /// Changes and previews set pieces in motion.
    Pieces,
    /// One waiting request goes to the rules.
    Rules,
    /// Pieces move.
    Animate,
    /// Highlights, texts and the camera follow.
    Show,
}

/// Something of a game's table put out of sight while another screen is
/// up, with the visibility it had.
#[derive(Component)]
pub struct PutAway(Visibility);

/// Keeps the 3D things marked `M` (a game's scene that lives on between
/// its games, such as a board and its pieces) out of sight while `screen`
/// is not up, and brings them back as they were when it is.
pub fn show_only_at<M: Component>(app: &mut App, screen: Screen) {
    app.add_systems(OnEnter(screen), bring_back::<M>)
        .add_systems(OnExit(screen), put_away::<M>)
        .add_systems(Update, put_away::<M>.run_if(not(in_state(screen))));
}

fn put_away<M: Component>(
    mut commands: Commands,
    things: Query<(Entity, &Visibility), (With<M>, Without<PutAway>)>,
) {
    for (entity, visibility) in &things {
        commands
            .entity(entity)
            .insert((PutAway(*visibility), Visibility::Hidden));
    }
}

fn bring_back<M: Component>(mut commands: Commands, things: Query<(Entity, &PutAway), With<M>>) {
    for (entity, PutAway(visibility)) in &things {
        commands
            .entity(entity)
            .insert(*visibility)
            .remove::<PutAway>();
    }
}

/// Leaving a table, the camera goes back to the view over the table that
/// the menus stand over.
pub fn face_the_table_again(mut cameras: Query<&mut camera::OrbitCamera>) {
    for mut camera in &mut cameras {
        camera.frame(0.0, camera::TABLE_VIEW);
    }
}
