//! Whether a table is busy. Each game's requests wait in a queue until the
//! pieces stop moving; a game is still when its queue is empty and nothing
//! moves. What watches every table at once (the screenshot) asks the
//! registry that each game's requests (and anything else that keeps its
//! table busy) join when the game adds them.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use bevy::ecs::system::ScheduleSystem;

use super::frames::{DecideFrames, Drawing};
use super::{Pending, TableSystems, queue_requests};
use crate::table::motion::Animating;

/// How each game's queue tells whether it holds requests.
#[derive(Resource, Default)]
struct BusyWhen(Vec<fn(&World) -> bool>);

/// What keeps a game's table busy.
pub trait TableActivity {
    /// Adds the request message `R` and its queue: each frame, in
    /// [`TableSystems::Rules`], the requests sent are queued and, while no
    /// piece moves, `apply_next` takes the next one to the rules; waiting
    /// requests count as the table being busy.
    fn add_table_requests<R: Message + Clone, M>(
        &mut self,
        apply_next: impl IntoScheduleConfigs<ScheduleSystem, M>,
    ) -> &mut Self;

    /// Makes the table count as busy while `busy` holds (say, while dice
    /// roll).
    fn busy_while(&mut self, busy: fn(&World) -> bool) -> &mut Self;
}

impl TableActivity for App {
    fn add_table_requests<R: Message + Clone, M>(
        &mut self,
        apply_next: impl IntoScheduleConfigs<ScheduleSystem, M>,
    ) -> &mut Self {
        self.add_message::<R>()
            .init_resource::<Pending<R>>()
            .add_systems(
                Update,
                (queue_requests::<R>, apply_next.run_if(no_piece_moving))
                    .chain()
                    .in_set(TableSystems::Rules),
            )
            // What a request sets off shows in the frames after it.
            .add_systems(Last, frames_after::<R>.before(DecideFrames))
            .busy_while(|world| {
                world
                    .get_resource::<Pending<R>>()
                    .is_some_and(|p| !p.0.is_empty())
            })
    }

    fn busy_while(&mut self, busy: fn(&World) -> bool) -> &mut Self {
        self.init_resource::<BusyWhen>();
        self.world_mut().resource_mut::<BusyWhen>().0.push(busy);
        self
    }
}

/// A request sent this frame (by a person, a program or a script) wants
/// the frames in which the rules take it and its change starts to show.
fn frames_after<R: Message>(mut requests: MessageReader<R>, mut drawing: ResMut<Drawing>) {
    if requests.read().next().is_some() {
        drawing.input_came();
    }
}

/// Whether no piece of any table is moving (a run condition).
pub fn no_piece_moving(moving: Query<(), With<Animating>>) -> bool {
    moving.is_empty()
}

/// Whether the table of the game whose requests are `R` is still: none
/// waiting, no piece moving.
#[derive(SystemParam)]
pub struct Still<'w, 's, R: Send + Sync + 'static> {
    pending: Res<'w, Pending<R>>,
    moving: Query<'w, 's, (), With<Animating>>,
}

impl<R: Send + Sync + 'static> Still<'_, '_, R> {
    /// Nothing waiting and nothing moving.
    pub fn is_still(&self) -> bool {
        self.pending.0.is_empty() && self.moving.is_empty()
    }
}

/// A run condition: [`Still::is_still`] for the game whose requests are `R`.
pub fn still<R: Send + Sync + 'static>(still: Still<R>) -> bool {
    still.is_still()
}

/// Whether any table is busy: a piece moving or a game's requests waiting.
pub fn any_table_busy(world: &mut World) -> bool {
    let moving = world
        .query_filtered::<(), With<Animating>>()
        .iter(world)
        .next()
        .is_some();
    moving
        || world
            .get_resource::<BusyWhen>()
            .is_some_and(|busy| busy.0.iter().any(|waiting| waiting(world)))
}
