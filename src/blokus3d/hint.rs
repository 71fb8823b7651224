//! Blokus 3D's hints and evaluation: the tree search thinks about the
//! structure at the table; a hinted placement is shown the way a player
//! makes one: the piece taken in hand, turned and held over where it goes
//! (its ghost shows where it lands); a drop plays it. The evaluation
//! shares the wins the playouts expect between the players.

use std::sync::Arc;

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tabletop_ai::analysis::{Effort, Hint};
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::blokus3d::{Colour, Placement, Position};

use super::placing::BlokusPick;
use super::plastic::plastic;
use super::session::{BlokusSeats, BlokusSession, Person};
use crate::screens::Screen;
use crate::table::evaluation::{AnalysisWork, EVALUATION_THINKING, Evaluates, add_evaluation};
use crate::table::hint::{HINT_THINKING, HintWork, Hints, add_hints};
use crate::table::palette::Palette;
use crate::table::random::TableRng;
use crate::table::seats::Side as _;

pub(super) fn plugin(app: &mut App) {
    add_hints::<BlokusHints>(app, Screen::Blokus3d);
    add_evaluation::<BlokusHints>(app, Screen::Blokus3d);
}

/// Blokus 3D in the table's life cycle of hints.
pub struct BlokusHints;

impl Hints for BlokusHints {
    type Move = Placement;
    type Game = Position;
    type Pick = BlokusPick;
    type Table = (
        Option<ResMut<'static, BlokusSession>>,
        Res<'static, BlokusSeats>,
        ResMut<'static, TableRng>,
        Option<Res<'static, Palette>>,
    );

    fn ask(
        (session, seats, rng, _): &mut SystemParamItem<Self::Table>,
    ) -> Option<(Position, HintWork<Placement>)> {
        let position = &session.as_ref()?.position;
        let to_move = Person(position.seating().player_of(position.seat_to_move()));
        if position.is_over() || seats.of(to_move).is_machine() {
            return None;
        }
        let snapshot = position.clone();
        let random = ChaCha8Rng::seed_from_u64(rng.next_seed());
        let work: HintWork<Placement> = Box::new(move |stop| {
            let effort = Effort::Time(HINT_THINKING);
            tabletop_ai::blokus3d::hint(&snapshot, effort, random, Arc::clone(stop))
        });
        Some((position.clone(), work))
    }

    fn is_current((session, ..): &SystemParamItem<Self::Table>, game: &Position) -> bool {
        session
            .as_ref()
            .is_some_and(|session| session.position.same_game(game))
    }

    fn shown((session, ..): &mut SystemParamItem<Self::Table>, hint: &Hint<Placement>) -> Message {
        if let Some(session) = session {
            session.position.count_hints(1);
        }
        Message::new("hint-move")
            .with("move", hint.mv.to_string())
            .with("reason", hint.reason.clone())
    }

    fn prepare(mv: Self::Move) -> BlokusPick {
        BlokusPick::Prepare(mv)
    }
}

impl Evaluates for BlokusHints {
    fn evaluate(
        (session, _, rng, _): &mut SystemParamItem<Self::Table>,
    ) -> Option<(Position, AnalysisWork<Placement>)> {
        let position = session.as_ref()?.position.clone();
        let snapshot = position.clone();
        let random = ChaCha8Rng::seed_from_u64(rng.next_seed());
        let work: AnalysisWork<Placement> = Box::new(move |stop| {
            let effort = Effort::Time(EVALUATION_THINKING);
            tabletop_ai::blokus3d::analyse(&snapshot, effort, random, Arc::clone(stop))
        });
        Some((position, work))
    }

    /// A player by their colour, or by their number where they play two,
    /// in the colour of the first of their seats round the board (a
    /// player's first seat is their number's).
    fn seat(
        (session, .., palette): &SystemParamItem<Self::Table>,
        player: usize,
    ) -> (Message, Color) {
        let colour = Colour::of_seat(player);
        let two_colours = session
            .as_ref()
            .is_some_and(|session| session.position.seating().two_colours_each);
        let name = if two_colours {
            Person(player).name()
        } else {
            colour.message()
        };
        let palette = palette.as_deref().copied().unwrap_or_default();
        (name, plastic(colour, palette))
    }
}
