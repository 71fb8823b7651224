//! Who plays each side of the Deblockle table: a person or the computer
//! at a level, and whose turn the computer takes (none in a lesson or a
//! puzzle, whose guide plays the learner's opponent).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::deblockle::Player;

use super::guided::Guided;
use crate::table::seats::{Seat, Seats, Side};

/// Who plays Gold and who plays Teal in the game at the table.
pub type DeblockleSeats = Seats<Player>;

impl Side for Player {
    fn seat_index(self) -> usize {
        match self {
            Player::Gold => 0,
            Player::Teal => 1,
        }
    }

    fn name(self) -> Message {
        self.message()
    }
}

/// The seats of a game against the computer at `level` playing `player`.
pub fn against_computer(player: Player, level: Level) -> DeblockleSeats {
    let mut seats = DeblockleSeats::default();
    seats.set(player, Seat::Computer(level));
    seats
}

/// The computer's level when it plays `player` (never in a lesson or a
/// puzzle, whose guide plays the opponent itself).
pub(super) fn computer_level(
    seats: &DeblockleSeats,
    guided: bool,
    player: Player,
) -> Option<Level> {
    match seats.of(player) {
        Seat::Computer(level) if !guided => Some(*level),
        _ => None,
    }
}

/// Who handles a player's blocks in the setup, seen from this screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hand {
    /// A person at this screen.
    Here,
    /// The computer.
    Computer,
    /// A friend on another computer (their placement comes across).
    Friend,
}

/// Whose turn the computer takes: none in a lesson or a puzzle, whose
/// guide plays the opponent itself.
#[derive(SystemParam)]
pub struct ComputerTurn<'w> {
    seats: Res<'w, DeblockleSeats>,
    guide: Option<Res<'w, Guided>>,
}

impl ComputerTurn<'_> {
    /// The computer's level when it plays `player` in this game.
    pub fn level(&self, player: Player) -> Option<Level> {
        computer_level(&self.seats, self.guide.is_some(), player)
    }

    /// Whether `player`'s moves are the computer's.
    pub fn plays(&self, player: Player) -> bool {
        self.level(player).is_some()
    }

    /// Whether `player`'s moves are a program's, not the person's: the
    /// computer's, a guide's opponent's, or any while the guide shows
    /// something (no input is taken for them).
    pub fn program_moves(&self, player: Player) -> bool {
        self.plays(player)
            || self
                .guide
                .as_ref()
                .is_some_and(|guide| guide.paused || guide.learner != player)
    }

    /// The side the person at the screen plays against the computer.
    pub fn person(&self) -> Option<Player> {
        match Player::BOTH.map(|player| self.plays(player)) {
            [true, false] => Some(Player::Teal),
            [false, true] => Some(Player::Gold),
            _ => None,
        }
    }

    /// Whether a friend on another computer plays `player`.
    pub fn elsewhere(&self, player: Player) -> bool {
        *self.seats.of(player) == Seat::Friend
    }

    /// Who handles `player`'s part of the setup, seen from this screen.
    pub fn hand(&self, player: Player) -> Hand {
        if self.plays(player) {
            Hand::Computer
        } else if self.elsewhere(player) {
            Hand::Friend
        } else {
            Hand::Here
        }
    }

    /// Whether the computer plays at Hard on either side.
    pub(super) fn any_hard(&self) -> bool {
        Player::BOTH
            .into_iter()
            .any(|player| self.level(player) == Some(Level::Hard))
    }
}
