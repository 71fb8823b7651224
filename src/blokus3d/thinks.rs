//! Blokus 3D's engine at the table: the computer's placement (greedy at
//! once, Monte Carlo tree search in about half a second, on a clock what
//! its colour's clock allows), hints, the evaluation and reviews. The tree search thinks about the
//! structure at the table; a hinted placement is shown the way a player
//! makes one: the piece taken in hand, turned and held over where it goes
//! (its ghost shows where it lands); a drop plays it. The evaluation
//! shares the wins the playouts expect between the players.

use std::sync::Arc;

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand_chacha::ChaCha8Rng;
use tabletop_ai::analysis::{Effort, Hint};
use tabletop_ai::blokus3d::{Blokus3dPlayer, MctsAnalyst};
use tabletop_ai::clock::thinking_time;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::blokus3d::{Colour, Placement, Position};
use tabletop_rules::tree::Cell;

use super::layout::column_cell;
use super::placing::{BlokusPick, aimed_column};
use super::plastic::plastic;
use super::session::{BlokusSession, Person};
use crate::table::clock::TableClock;
use crate::table::evaluation::{AnalysisWork, EVALUATION_THINKING};
use crate::table::hint::{HINT_THINKING, HintWork};
use crate::table::opponent::Work;
use crate::table::palette::Palette;
use crate::table::random::TableRng;
use crate::table::review::{AnalystMaker, Line};
use crate::table::seats::{Seat, Side as _};
use crate::table::thinks::Thinks;

/// The most tree search thinks about a placement on a clock.
const THINKING_ON_A_CLOCK: std::time::Duration = std::time::Duration::from_secs(3);

/// The engine at Blokus 3D's table.
impl Thinks for BlokusSession {
    type Thinkers = (ResMut<'static, TableRng>, Option<Res<'static, TableClock>>);
    type Helpers = (ResMut<'static, TableRng>, Option<Res<'static, Palette>>);
    type Pick = BlokusPick;
    type Position = Position;

    /// The computer's placement: on a clock, what its colour's clock allows.
    fn think(
        &self,
        (rng, clock): &mut SystemParamItem<Self::Thinkers>,
        seat: &Seat,
    ) -> Option<Work<Placement>> {
        let position = &self.position;
        let Seat::Computer(level) = *seat else {
            // Blokus 3D has no engine protocol.
            return Some(Box::new(|_| Err("not a Blokus 3D player".to_owned())));
        };
        let seed = rng.next_seed();
        let snapshot = position.clone();
        // On a clock, tree search thinks what its colour's clock allows.
        let time = clock.as_ref().map(|clock| {
            let seat = position.seat_to_move();
            thinking_time(
                clock.clocks.control(),
                clock.clocks.left(seat),
                THINKING_ON_A_CLOCK,
            )
        });
        let work: Work<Placement> = Box::new(move |_| {
            let mut random = StdRng::seed_from_u64(seed);
            let player = Blokus3dPlayer::at(level);
            match time {
                Some(time) => player.choose_within(&snapshot, &mut random, time),
                None => player.choose(&snapshot, &mut random),
            }
            .ok_or_else(|| "no placement to make".to_owned())
        });
        Some(work)
    }

    fn hint_work(&self, (rng, _): &mut SystemParamItem<Self::Helpers>) -> HintWork<Placement> {
        let snapshot = self.position.clone();
        let random = ChaCha8Rng::seed_from_u64(rng.next_seed());
        Box::new(move |stop| {
            let effort = Effort::Time(HINT_THINKING);
            tabletop_ai::blokus3d::hint(&snapshot, effort, random, Arc::clone(stop))
        })
    }

    fn shown(&mut self, hint: &Hint<Placement>) -> Message {
        self.position.count_hints(1);
        Message::new("hint-move")
            .with("move", hint.mv.to_string())
            .with("reason", hint.reason.clone())
    }

    fn prepare(mv: Placement) -> BlokusPick {
        BlokusPick::Prepare(mv)
    }

    fn last_cell(mv: Placement) -> Option<Cell> {
        Some(column_cell(aimed_column(mv)))
    }

    fn analysis_work(
        &self,
        (rng, _): &mut SystemParamItem<Self::Helpers>,
    ) -> Option<AnalysisWork<Placement>> {
        let snapshot = self.position.clone();
        let random = ChaCha8Rng::seed_from_u64(rng.next_seed());
        Some(Box::new(move |stop| {
            let effort = Effort::Time(EVALUATION_THINKING);
            tabletop_ai::blokus3d::analyse(&snapshot, effort, random, Arc::clone(stop))
        }))
    }

    /// A player by their colour, or by their number where they play two,
    /// in the colour of the first of their seats round the board (a
    /// player's first seat is their number's).
    fn seat(
        &self,
        (_, palette): &SystemParamItem<Self::Helpers>,
        player: usize,
    ) -> (Message, Color) {
        let colour = Colour::of_seat(player);
        let two_colours = self.position.seating().two_colours_each;
        let name = if two_colours {
            Person(player).name()
        } else {
            colour.message()
        };
        let palette = palette.as_deref().copied().unwrap_or_default();
        (name, plastic(colour, palette))
    }

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
