//! Blokus 3D in the table's reviews: the whole line at the table, reviewed
//! by the tree search (its playouts seeded from the table's randomness),
//! each player's placements summed up.

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tabletop_ai::blokus3d::MctsAnalyst;
use tabletop_rules::blokus3d::Position;

use super::hint::BlokusHints;
use crate::screens::Screen;
use crate::table::review::{AnalystMaker, Line, Reviews, add_reviews};

pub(super) fn plugin(app: &mut App) {
    add_reviews::<BlokusHints>(app, Screen::Blokus3d);
}

impl Reviews for BlokusHints {
    type Position = Position;

    fn line((session, ..): &SystemParamItem<Self::Table>) -> Option<Line<Position>> {
        let session = session.as_ref()?;
        Some(Line {
            start: session.position.restarted(),
            moves: session.line(),
            played: session.position.history().len(),
        })
    }

    fn analyst(
        (_, _, rng, _): &mut SystemParamItem<Self::Table>,
        _: &Line<Position>,
    ) -> AnalystMaker<Position> {
        let random = ChaCha8Rng::seed_from_u64(rng.next_seed());
        Box::new(move |stop| Box::new(MctsAnalyst::stopped_by(random, stop)))
    }

    fn seats(start: &Position) -> usize {
        usize::from(start.seating().players)
    }
}
