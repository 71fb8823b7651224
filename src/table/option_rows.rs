//! The rows of a game's new-game options in the menu: each a button whose
//! click changes that game's settings (its text kept in step by the game's
//! own system).

use bevy::prelude::*;

use crate::theme::{button, button_grid};

/// A line of a game's new-game options: a button whose click changes the
/// settings (its text kept in step by the game's own system).
pub trait OptionRow: Component + Copy {
    /// The settings it changes.
    type Settings: Resource<Mutability = bevy::ecs::component::Mutable>;

    /// Changes the settings as a click does.
    fn change(self, settings: &mut Self::Settings);
}

/// The option rows under `parent`, side by side as the room allows (a
/// column of them would not fit a small window at a large UI scale), with
/// `marker` (to show them only when its game is chosen); more lines can be
/// added to them.
pub fn spawn_option_rows<'a, R: OptionRow>(
    parent: &'a mut ChildSpawnerCommands,
    marker: impl Bundle,
    rows: impl IntoIterator<Item = R>,
) -> EntityCommands<'a> {
    let mut column = parent.spawn((marker, button_grid()));
    column.with_children(|options| {
        for row in rows {
            spawn_option_row(options, row);
        }
    });
    column
}

/// One option row under `options`.
pub fn spawn_option_row<R: OptionRow>(options: &mut ChildSpawnerCommands, row: R) {
    options.spawn((button(""), row)).observe(
        move |_: On<Pointer<Click>>, mut settings: ResMut<R::Settings>| {
            row.change(&mut settings);
        },
    );
}
