//! Legal moves: placements, then (once the mover's Queen is down) each
//! free tile's moves by its bug; a pass only when there is nothing else.
//!
//! Written for speed (perft and the search call it millions of times): no
//! allocation beyond the caller's move list, sets of hexes as bit grids.

use super::grid::{HexSet, cell, neighbour_bit, step_cell};
use super::hex::Hex;
use super::piece::{Bug, Colour, Piece};
use super::pins::Pinned;
use super::position::{Move, Position, queen};
use super::throws::Throws;

/// Room for every hex an Ant could still have to visit: each is next to one
/// of the 21 other tiles, and is queued once.
const ANT_QUEUE: usize = 6 * 21 + 1;
/// Room for every placement hex: each is next to one of the mover's 11 tiles.
const PLACEMENTS: usize = 6 * 11;

impl Position {
    /// Every legal move of the player to move (none once the game is over).
    /// Placements offer the next tile of each kind only, so each move is a
    /// distinct (piece, destination) pair.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.generate_moves(&mut moves);
        moves
    }

    /// Appends [`Position::legal_moves`] to `moves`, reusing its room.
    pub fn generate_moves(&self, moves: &mut Vec<Move>) {
        if self.outcome().is_some() {
            return;
        }
        let me = self.to_move();
        let before = moves.len();
        self.placements(me, moves);
        if self.queen_placed(me) {
            self.movements(me, self.pinned(), |mv| moves.push(mv));
        }
        if moves.len() == before {
            moves.push(Move::Pass);
        }
    }

    fn placements(&self, me: Colour, moves: &mut Vec<Move>) {
        let turn = self.turn_number();
        let queen_due = turn == 4 && !self.queen_placed(me);
        // The tiles that may go down, in a fixed array (no allocation).
        let mut pieces = [queen(me); Bug::ALL.len()];
        let mut kinds = 0;
        for bug in Bug::ALL {
            let allowed = if queen_due {
                bug == Bug::Queen
            } else {
                // The tournament rule: no Queen on a player's first turn.
                !(self.rules().tournament && turn == 1 && bug == Bug::Queen)
            };
            if let Some(piece) = self.next_in_hand(me, bug).filter(|_| allowed) {
                pieces[kinds] = piece;
                kinds += 1;
            }
        }
        if kinds == 0 {
            return;
        }
        let mut hexes = [Hex::ORIGIN; PLACEMENTS];
        let count = self.placement_hexes(me, &mut hexes);
        // Piece by piece, so that each extend is one tight loop.
        for &piece in &pieces[..kinds] {
            moves.extend(hexes[..count].iter().map(|&hex| Move::Place(piece, hex)));
        }
    }

    /// Writes each hex where `me` may put a new tile, once; how many there are:
    /// anywhere at first (the origin), next to the one tile on the second
    /// turn, then touching their own colour (a stack counts as its top
    /// tile's) and not the other.
    fn placement_hexes(&self, me: Colour, hexes: &mut [Hex; PLACEMENTS]) -> usize {
        let mut occupied = self.occupied_hexes();
        let Some(first) = occupied.next() else {
            hexes[0] = Hex::ORIGIN;
            return 1;
        };
        if occupied.next().is_none() {
            hexes[..6].copy_from_slice(&first.neighbours());
            return 6;
        }
        let mut count = 0;
        for (_, hex) in self.tops_of(me) {
            for (d, next) in hex.neighbours().into_iter().enumerate() {
                // Offered from its first neighbour of `me`'s colour only, so once.
                let first_mine = self.colour_around(next, me).trailing_zeros() as usize;
                if first_mine == (d + 3) % 6
                    && !self.occupied(next)
                    && self.colour_around(next, me.other()) == 0
                {
                    hexes[count] = next;
                    count += 1;
                }
            }
        }
        count
    }

    /// Each move of `me`'s tiles in the hive, given the hive's cut vertices:
    /// the Pillbugs' throws first, then each tile's own moves (those a
    /// throw already gave left out, so each move comes once).
    pub(super) fn movements(&self, me: Colour, pinned: Pinned, mut found: impl FnMut(Move)) {
        let throws = self.rules().expansions.pillbug.then(|| {
            let mut throws = Throws::default();
            self.each_throw(me, pinned, |_, id, to| throws.add(id, to));
            throws
        });
        if let Some(throws) = &throws {
            for &(id, to) in throws.list() {
                found(Move::Move(Piece::from_id(usize::from(id)), to));
            }
        }
        let stunned = usize::from(self.last_moved_id());
        for (id, from) in self.tops_of(me) {
            let piece = Piece::from_id(id);
            let stacked = self.height(from) > 1;
            // Lifting a ground tile that holds the hive together splits it;
            // the tile moved last turn rests.
            if (!stacked && pinned.contains_id(id)) || id == stunned {
                continue;
            }
            let found = |to| {
                if !throws.as_ref().is_some_and(|t| t.contains(id, to)) {
                    found(Move::Move(piece, to));
                }
            };
            self.own_moves(piece.bug, from, stacked, found);
        }
    }

    /// Where a free tile of `bug` on `from` can go by its own way of
    /// moving (a tile on top of the hive moves as a Beetle).
    pub(super) fn own_moves(&self, bug: Bug, from: Hex, stacked: bool, mut found: impl FnMut(Hex)) {
        match bug {
            _ if stacked => self.climbs(from, from, found),
            Bug::Queen | Bug::Pillbug => self.slides(from, from).for_each(found),
            Bug::Beetle => self.climbs(from, from, found),
            Bug::Grasshopper => self.jumps(from, found),
            Bug::Spider => self.spider_walks(from, found),
            Bug::Ant => self.ant_walks(from, found),
            Bug::Mosquito => self.mosquito_moves(from, &mut found),
            Bug::Ladybug => self.ladybug_walks(from, found),
        }
    }

    /// The hexes a ground tile lifted from `lifted` can slide to from `at`:
    /// empty, and with exactly one of the two hexes beside both occupied
    /// (both is a gate; neither would leave the hive).
    #[inline]
    pub(super) fn slides(&self, at: Hex, lifted: Hex) -> impl Iterator<Item = Hex> {
        let open = self.slide_directions(cell(at), cell(lifted));
        (0..6)
            .filter(move |d| open & (1 << d) != 0)
            .map(move |d| at.step(d))
    }

    /// The directions of [`Position::slides`] as bits, by cells.
    #[inline]
    fn slide_directions(&self, at: usize, lifted: usize) -> u8 {
        let occupied = self.occupied_around_cell(at) & !neighbour_bit(at, lifted);
        // Bit d of each rotation: whether the hex before (or after) d is occupied.
        let before = (occupied << 1 | occupied >> 5) & 0b11_1111;
        let after = (occupied >> 1 | occupied << 5) & 0b11_1111;
        !occupied & (before ^ after) & 0b11_1111
    }

    /// Any number of slides, never back to the start (the Ant). The walk
    /// goes by cells, and its queue keeps each hex as one word: written a
    /// half at a time and read back whole, it stalled the processor on
    /// every hex visited.
    pub(super) fn ant_walks(&self, from: Hex, mut found: impl FnMut(Hex)) {
        let lifted = cell(from);
        let mut seen = HexSet::new();
        seen.insert_cell(lifted);
        let mut queue = [from.to_bits(); ANT_QUEUE];
        let mut queued = 1;
        while queued > 0 {
            queued -= 1;
            let at = Hex::from_bits(queue[queued]);
            let at_cell = cell(at);
            let open = self.slide_directions(at_cell, lifted);
            for d in 0..6 {
                if open & (1 << d) != 0 && seen.insert_cell(step_cell(at_cell, d)) {
                    let to = at.step(d);
                    found(to);
                    queue[queued] = to.to_bits();
                    queued += 1;
                }
            }
        }
    }

    /// Exactly three slides through four different hexes (the Spider).
    pub(super) fn spider_walks(&self, from: Hex, mut found: impl FnMut(Hex)) {
        // Ends already offered, and the start, which a walk may not end on.
        let mut ends = HexSet::new();
        ends.insert(from);
        for first in self.slides(from, from) {
            for second in self.slides(first, from).filter(|&hex| hex != from) {
                for third in self.slides(second, from) {
                    if third != first && ends.insert(third) {
                        found(third);
                    }
                }
            }
        }
    }

    /// Straight over one or more tiles to the first empty hex (the
    /// Grasshopper; no sliding, so gates do not stop it).
    pub(super) fn jumps(&self, from: Hex, mut found: impl FnMut(Hex)) {
        for d in 0..6 {
            let mut at = from.step(d);
            if !self.occupied(at) {
                continue;
            }
            while self.occupied(at) {
                at = at.step(d);
            }
            found(at);
        }
    }

    /// One step from `at`, on the ground or over the hive, for a tile
    /// lifted from `lifted` (the Beetle from its hex; the Ladybug on its way).
    /// At height the gate is: blocked if both flanking stacks are higher
    /// than both the tile's level and the destination.
    pub(super) fn climbs(&self, at: Hex, lifted: Hex, mut found: impl FnMut(Hex)) {
        // Heights with the moving tile taken off its own hex.
        let height = |hex: Hex| self.height(hex) - usize::from(hex == lifted);
        let source = height(at);
        for d in 0..6 {
            let to = at.step(d);
            let left = height(at.step(d + 5));
            let right = height(at.step(d + 1));
            let destination = height(to);
            let open = if source == 0 && destination == 0 {
                (left > 0) != (right > 0)
            } else {
                left.min(right) <= source.max(destination)
            };
            if open {
                found(to);
            }
        }
    }
}
