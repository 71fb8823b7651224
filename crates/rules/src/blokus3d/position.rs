//! A Blokus 3D position: the built structure as solid columns (a height
//! and a colour per cube), each seat's hand, who is out, and whose turn it is.

use std::sync::Arc;

use super::colour::Colour;
use super::piece::PieceKind;
use super::placement::Placement;
use super::setting_up::SetUp;
use super::structure::{MAX_HEIGHT, SQUARES, Structure};
use crate::concession::Concession;

/// Why [`Position::start`] has no start: no shipped structure `letter` for
/// `seating`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error(
    "no structure {letter} for {} players{} (structures A to D; two colours each is for 2 players)",
    seating.players,
    if seating.two_colours_each { " with two colours each" } else { "" }
)]
pub struct NoSuchStart {
    /// The structure asked for.
    pub letter: char,
    /// The seating asked for.
    pub seating: Seating,
}

/// Who plays which colours.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Seating {
    /// 2, 3 or 4 people.
    pub players: u8,
    /// The two-player variant where each plays two colours (on the
    /// four-player structure; colours alternate A, B, A, B).
    pub two_colours_each: bool,
}

impl Seating {
    /// One colour each.
    pub const fn one_colour_each(players: u8) -> Seating {
        Seating {
            players,
            two_colours_each: false,
        }
    }

    /// How many colours play (seats in the turn order).
    pub const fn colours(self) -> usize {
        if self.two_colours_each {
            4
        } else {
            self.players as usize
        }
    }

    /// The person playing seat `seat`'s colour.
    pub const fn player_of(self, seat: usize) -> usize {
        if self.two_colours_each {
            seat % 2
        } else {
            seat
        }
    }
}

/// Every piece, as a hand's bits.
const FULL_HAND: u16 = (1 << PieceKind::ALL.len()) - 1;

/// The structure being built, the hands, and whose turn it is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(super) structure: Arc<Structure>,
    /// The letter it was chosen by (`A`–`D`), for notation.
    pub(super) letter: char,
    pub(super) seating: Seating,
    /// How many cubes stand on each square (`y * 10 + x`).
    pub(super) heights: [u8; SQUARES],
    /// Each cube's colour index + 1 (0: empty), by `(z * 100) + square`.
    pub(super) cubes: [u8; SQUARES * MAX_HEIGHT],
    /// Each seat's pieces still in hand, a bit per [`PieceKind::index`].
    pub(super) hands: [u16; 4],
    /// Seats out of the game, a bit each.
    pub(super) out: u8,
    /// The seat to move.
    pub(super) to_move: u8,
    /// Pieces placed so far.
    pub(super) placed: u16,
    /// The placements so far, for notation and records.
    pub(super) history: Vec<Placement>,
    /// Hints shown during the game (kept in its record, not its notation).
    pub(super) hints: u32,
    /// Each colour given up (out of time, or its player resigned): the
    /// placements made before, its seat and how (kept in its record, not
    /// its notation).
    pub(super) conceded: Vec<(u16, u8, Concession)>,
    /// The pieces put in by hand before the game's placements, with whose
    /// turn it was and who was out; none for a game from the empty
    /// structure.
    pub(super) set_up: Option<Arc<SetUp>>,
}

impl Position {
    /// The start on the shipped structure `letter` (A–D) for this seating.
    ///
    /// # Errors
    /// There is no such structure for this seating.
    pub fn start(letter: char, seating: Seating) -> Result<Position, NoSuchStart> {
        let players = if seating.two_colours_each {
            4
        } else {
            seating.players
        };
        let no_such_start = NoSuchStart { letter, seating };
        if seating.two_colours_each && seating.players != 2 {
            return Err(no_such_start);
        }
        let structure = Structure::shipped(letter, players).ok_or(no_such_start)?;
        Ok(Position::on(
            structure,
            letter.to_ascii_uppercase(),
            seating,
        ))
    }

    /// The start on any structure (say, one read from a file).
    pub fn on(structure: Structure, letter: char, seating: Seating) -> Position {
        let mut hands = [0; 4];
        for hand in hands.iter_mut().take(seating.colours()) {
            *hand = FULL_HAND;
        }
        Position {
            structure: Arc::new(structure),
            letter,
            seating,
            heights: [0; SQUARES],
            cubes: [0; SQUARES * MAX_HEIGHT],
            hands,
            out: 0,
            to_move: 0,
            placed: 0,
            history: Vec::new(),
            hints: 0,
            conceded: Vec::new(),
            set_up: None,
        }
    }

    /// How many hints were shown during the game.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Counts `count` more hints shown.
    pub fn count_hints(&mut self, count: u32) {
        self.hints = self.hints.saturating_add(count);
    }

    /// Whether this is still the game `other` was: the same placements on
    /// the same structure from the same start (hints shown meanwhile change
    /// nothing).
    pub fn same_game(&self, other: &Position) -> bool {
        self.letter == other.letter
            && self.seating == other.seating
            && self.set_up == other.set_up
            && self.history == other.history
    }

    /// The same game at its start: this structure and seating, nothing
    /// placed but the pieces put in by hand, if any (the turn then with the
    /// first colour still able to place, as after any turn).
    pub fn restarted(&self) -> Position {
        let mut start = self.empty();
        if let Some(set_up) = &self.set_up {
            start.lay_out(set_up);
            start.settle();
        }
        start
    }

    /// The position after the first `ply` placements of this game, if it
    /// has had that many.
    pub fn after(&self, ply: usize) -> Option<Position> {
        let mut position = self.restarted();
        for &placement in self.history().get(..ply)? {
            position.place(placement).ok()?;
        }
        Some(position)
    }

    /// This structure and seating with nothing in it.
    pub(super) fn empty(&self) -> Position {
        let mut empty = Position::on(Structure::clone(&self.structure), self.letter, self.seating);
        // The same structure, shared rather than copied.
        empty.structure = Arc::clone(&self.structure);
        empty
    }

    /// The position before the last placement, and that placement (its
    /// placements played again from the start); `None` at the start.
    pub fn before_last(&self) -> Option<(Position, Placement)> {
        let (&last, earlier) = self.history.split_last()?;
        let mut before = self.restarted();
        for &placement in earlier {
            before.place(placement).ok()?;
        }
        Some((before, last))
    }

    /// The structure.
    pub fn structure(&self) -> &Structure {
        &self.structure
    }

    /// Who plays which colours.
    pub const fn seating(&self) -> Seating {
        self.seating
    }

    /// The seat (colour index) to move.
    pub const fn seat_to_move(&self) -> usize {
        self.to_move as usize
    }

    /// The colour to move.
    pub const fn colour_to_move(&self) -> Colour {
        Colour::of_seat(self.to_move as usize)
    }

    /// How many cubes stand on `(x, y)`.
    pub const fn height(&self, x: usize, y: usize) -> u8 {
        self.heights[y * 10 + x]
    }

    /// The colour of the cube at `(x, y, z)`, if there is one.
    pub fn cube(&self, x: usize, y: usize, z: usize) -> Option<Colour> {
        if x >= 10 || y >= 10 || z >= MAX_HEIGHT {
            return None;
        }
        match self.cubes[z * SQUARES + y * 10 + x] {
            0 => None,
            colour => Some(Colour::ALL[usize::from(colour) - 1]),
        }
    }

    /// The top cube's colour on `(x, y)`, as seen from above.
    pub fn top(&self, x: usize, y: usize) -> Option<Colour> {
        let height = usize::from(self.height(x, y));
        height.checked_sub(1).and_then(|z| self.cube(x, y, z))
    }

    /// Whether `seat` still holds `piece`.
    pub const fn holds(&self, seat: usize, piece: PieceKind) -> bool {
        self.hands[seat] & (1 << piece.index()) != 0
    }

    /// How many pieces `seat` still holds.
    pub const fn pieces_left(&self, seat: usize) -> u32 {
        self.hands[seat].count_ones()
    }

    /// Whether `seat` is out (could not place on its turn, or has no pieces).
    pub const fn is_out(&self, seat: usize) -> bool {
        self.out & (1 << seat) != 0
    }

    /// `seat`'s clock ran out: it is out, as if it could not place, and
    /// the turn passes on if it was its; false if it was out already.
    /// (A placement taken back replays the placements before it, so the
    /// seat is back in with them.)
    pub fn time_out(&mut self, seat: usize) -> bool {
        self.concede(seat, Concession::OnTime)
    }

    /// The colour at `seat` is given up (`how`): it is out, as if it
    /// could not place, and the turn passes on if it was its; false if it
    /// was out already.
    pub fn concede(&mut self, seat: usize, how: Concession) -> bool {
        if seat >= self.seating.colours() || self.is_out(seat) {
            return false;
        }
        self.out |= 1 << seat;
        let made = u16::try_from(self.history.len()).unwrap_or(u16::MAX);
        self.conceded.push((made, seat as u8, how));
        if self.seat_to_move() == seat && !self.is_over() {
            self.pass_turn();
        }
        true
    }

    /// Each colour given up `how` so far: how many placements had been
    /// made, and its seat.
    pub fn conceded(&self, how: Concession) -> Vec<(usize, usize)> {
        let widen =
            |&(placed, seat, _): &(u16, u8, Concession)| (usize::from(placed), usize::from(seat));
        let given_up = self.conceded.iter().filter(|(.., given)| *given == how);
        given_up.map(widen).collect()
    }

    /// Each colour out of time so far: how many placements had been made,
    /// and its seat.
    pub fn time_outs(&self) -> Vec<(usize, usize)> {
        self.conceded(Concession::OnTime)
    }

    /// The same game with colours given up as `conceded` says (a record
    /// read back: its notation has only the placements), each after the
    /// placements it counts; `None` if a placement no longer fits once
    /// they are out.
    pub fn with_conceded(&self, conceded: &[(usize, usize, Concession)]) -> Option<Position> {
        let mut game = self.restarted();
        game.hints = self.hints;
        let mut pending: Vec<_> = conceded.to_vec();
        pending.sort_by_key(|&(placed, ..)| placed);
        let mut pending = pending.into_iter().peekable();
        for (placed, &placement) in self.history.iter().enumerate() {
            while let Some((_, seat, how)) = pending.next_if(|(at, ..)| *at == placed) {
                game.concede(seat, how);
            }
            game.place(placement).ok()?;
        }
        for (_, seat, how) in pending {
            game.concede(seat, how);
        }
        Some(game)
    }

    /// Whether nobody can place any more.
    pub fn is_over(&self) -> bool {
        (0..self.seating.colours()).all(|seat| self.is_out(seat))
    }

    /// The placements so far, in order.
    pub fn history(&self) -> &[Placement] {
        &self.history
    }

    /// Whether `seat` has placed its first piece.
    pub(super) const fn started(&self, seat: usize) -> bool {
        self.hands[seat] != FULL_HAND
    }

    /// Puts down `placement` (legal, resting at height `base`) for the seat
    /// to move, then passes the turn on.
    pub(super) fn put(&mut self, placement: Placement, base: u8) {
        self.drop_cubes(self.seat_to_move(), placement, base);
        self.history.push(placement);
        self.pass_turn();
    }

    /// Lays `placement`'s cubes in `seat`'s colour from height `base` and
    /// takes the piece from its hand.
    pub(super) fn drop_cubes(&mut self, seat: usize, placement: Placement, base: u8) {
        let shape = &placement.piece.orientations()[usize::from(placement.orientation)];
        for &[dx, dy, dz] in shape.cubes() {
            let square = (usize::from(placement.y) + dy as usize) * 10
                + usize::from(placement.x)
                + dx as usize;
            let z = usize::from(base) + dz as usize;
            self.cubes[z * SQUARES + square] = seat as u8 + 1;
            self.heights[square] = self.heights[square].max(z as u8 + 1);
        }
        self.hands[seat] &= !(1 << placement.piece.index());
        self.placed += 1;
    }

    /// Moves the turn to the next seat that can place, putting out each
    /// seat on the way that cannot (no pieces, or no legal placement).
    pub(super) fn pass_turn(&mut self) {
        let seats = self.seating.colours();
        for _ in 0..seats {
            self.to_move = ((self.seat_to_move() + 1) % seats) as u8;
            let seat = self.seat_to_move();
            if self.is_out(seat) {
                continue;
            }
            if self.can_place() {
                return;
            }
            self.out |= 1 << seat;
        }
    }
}
