//! Deblockle's lessons, played at its table as every game's are (see
//! [`crate::table::lessons`]); the arrows that show a lesson's way are
//! Deblockle's own.

mod arrows;
pub mod lesson;

use bevy::prelude::*;

use crate::deblockle::guided::clean_up_with;
use crate::deblockle::session::DeblockleSession;
use crate::table::lessons::{ActiveLesson, add_lesson_view, add_lessons};

/// The lessons' logic: runs headless.
pub fn logic_plugin(app: &mut App) {
    // A puzzle started takes the lesson down.
    clean_up_with(app, |world| {
        world.remove_resource::<ActiveLesson<DeblockleSession>>();
    });
    add_lessons::<DeblockleSession>(app, &lesson::SHIPPED);
}

/// The lesson panel, the list and the arrows.
pub fn view_plugin(app: &mut App) {
    add_lesson_view::<DeblockleSession>(app);
    app.add_plugins(arrows::plugin);
}
