//! Blokus 3D in the table's reviews: the whole line at the table, reviewed
//! by the tree search (its playouts seeded from the table's randomness),
//! each player's placements summed up.

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tabletop_ai::blokus3d::MctsAnalyst;
use tabletop_rules::blokus3d::Position;

use super::session::BlokusSession;
use crate::table::review::{AnalystMaker, Line, Reviews};

impl Reviews for BlokusSession {
    type Position = Position;

    fn start(&self) -> Position {
        self.position.restarted()
    }

    fn analyst(
        &self,
        (rng, _): &mut SystemParamItem<Self::Helpers>,
        _: &Line<Position>,
    ) -> AnalystMaker<Position> {
        let random = ChaCha8Rng::seed_from_u64(rng.next_seed());
        Box::new(move |stop| Box::new(MctsAnalyst::stopped_by(random, stop)))
    }

    fn seats(start: &Position) -> usize {
        usize::from(start.seating().players)
    }
}
