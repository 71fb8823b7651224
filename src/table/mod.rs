//! What every game at the table shares, importing no game: the order of
//! the table's work within a frame (each game's features join a set rather
//! than ordering themselves against each other), the request queue, and
//! putting the other games' tables away while one is played; in its
//! modules, whether a table is busy, the curtain that hides a table until
//! it is drawn, the autosave, the keys, the lamp, the option rows and the
//! seeded randomness.

pub mod activity;
pub mod autosave;
pub mod camera;
pub mod curtain;
pub mod hud_parts;
pub mod keys;
pub(crate) mod lamp;
pub mod motion;
pub mod option_rows;
pub mod random;
pub mod records;
pub mod replies;
pub mod save_dialog;
pub mod worker;

use std::collections::VecDeque;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(curtain::logic_plugin)
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

/// Queues the requests of type `R` sent this frame (each game's session
/// runs this before it takes the next one).
pub fn queue_requests<R: Message + Clone>(
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

/// Something of another game's table, hidden while this one is played,
/// with the visibility it had.
#[derive(Component)]
pub struct PutAway(Visibility);

/// Hides every 3D thing not marked `Own` (run while a table is up).
pub fn put_other_tables_away<Own: Component>(
    mut commands: Commands,
    others: Query<(Entity, &Visibility), (With<Mesh3d>, Without<Own>, Without<PutAway>)>,
) {
    for (entity, visibility) in &others {
        commands
            .entity(entity)
            .insert((PutAway(*visibility), Visibility::Hidden));
    }
}

/// Shows again what [`put_other_tables_away`] hid (run on leaving a table).
pub fn bring_other_tables_back(mut commands: Commands, put_away: Query<(Entity, &PutAway)>) {
    for (entity, PutAway(visibility)) in &put_away {
        commands
            .entity(entity)
            .insert(*visibility)
            .remove::<PutAway>();
    }
}

/// Leaving a table, the camera goes back to the wooden board that the
/// menus stand over.
pub fn face_the_board_again(mut cameras: Query<&mut crate::table::camera::OrbitCamera>) {
    for mut camera in &mut cameras {
        camera.seat(tabletop_rules::deblockle::Player::Gold);
    }
}
