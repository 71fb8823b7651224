//! Legal moves: placements, then (once the mover's Queen is down) each
//! free tile's moves by its bug; a pass only when there is nothing else.

use std::collections::{HashMap, HashSet, VecDeque};

use super::hex::Hex;
use super::piece::{Bug, Colour, Piece};
use super::position::{Move, Position};

impl Position {
    /// Every legal move of the player to move (none once the game is over).
    /// Placements offer the next tile of each kind only, so each move is a
    /// distinct (piece, destination) pair.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let me = self.to_move();
        let mut moves = Vec::new();
        self.placements(me, &mut moves);
        if self.queen_placed(me) {
            self.movements(me, &mut moves);
        }
        if moves.is_empty() {
            moves.push(Move::Pass);
        }
        moves
    }

    fn placements(&self, me: Colour, moves: &mut Vec<Move>) {
        let turn = self.turn_number();
        let queen_due = turn == 4 && !self.queen_placed(me);
        let bugs = Bug::ALL.into_iter().filter(|&bug| {
            if queen_due {
                bug == Bug::Queen
            } else {
                // The tournament rule: no Queen on a player's first turn.
                !(turn == 1 && bug == Bug::Queen)
            }
        });
        let hexes = self.placement_hexes(me);
        for piece in bugs.filter_map(|bug| self.next_in_hand(me, bug)) {
            moves.extend(hexes.iter().map(|&hex| Move::Place(piece, hex)));
        }
    }

    /// Where `me` may put a new tile: anywhere at first, next to the one
    /// tile on the second turn, then touching their own colour (a stack
    /// counts as its top tile's) and not the other.
    fn placement_hexes(&self, me: Colour) -> Vec<Hex> {
        let mut occupied = self.occupied_hexes();
        let Some(first) = occupied.next() else {
            return vec![Hex::ORIGIN];
        };
        if occupied.next().is_none() {
            return first.neighbours().to_vec();
        }
        let touches = |hex: Hex, colour: Colour| {
            hex.neighbours()
                .iter()
                .any(|&n| self.top(n).is_some_and(|p| p.colour == colour))
        };
        let mut hexes: Vec<Hex> = self
            .occupied_hexes()
            .filter(|&hex| self.top(hex).is_some_and(|p| p.colour == me))
            .flat_map(Hex::neighbours)
            .filter(|&hex| !self.occupied(hex) && !touches(hex, me.other()))
            .collect();
        hexes.sort_unstable();
        hexes.dedup();
        hexes
    }

    fn movements(&self, me: Colour, moves: &mut Vec<Move>) {
        let pinned = self.articulation_points();
        let mut mine: Vec<(Piece, Hex)> = self
            .locations
            .iter()
            .filter(|(piece, hex)| piece.colour == me && self.top(**hex) == Some(**piece))
            .map(|(&piece, &hex)| (piece, hex))
            .collect();
        mine.sort_unstable();
        for (piece, from) in mine {
            // Lifting a ground tile that holds the hive together splits it.
            if self.height(from) == 1 && pinned.contains(&from) {
                continue;
            }
            let mut ends = match piece.bug {
                Bug::Queen => self.slides(from),
                Bug::Beetle => self.beetle_steps(from),
                Bug::Grasshopper => self.jumps(from),
                Bug::Spider => self.spider_walks(from),
                Bug::Ant => self.ant_walks(from),
            };
            ends.sort_unstable();
            ends.dedup();
            moves.extend(ends.into_iter().map(|to| Move::Move(piece, to)));
        }
    }

    /// Whether `hex` has a tile once the ground tile on `lifted` is lifted.
    fn occupied_without(&self, hex: Hex, lifted: Hex) -> bool {
        hex != lifted && self.occupied(hex)
    }

    /// The hexes a ground tile lifted from `lifted` can slide to from `at`:
    /// empty, and with exactly one of the two hexes beside both occupied
    /// (both is a gate; neither would leave the hive).
    fn slides_from(&self, at: Hex, lifted: Hex) -> impl Iterator<Item = Hex> + '_ {
        (0..6).filter_map(move |d| {
            let to = at.step(d);
            let left = self.occupied_without(at.step(d + 5), lifted);
            let right = self.occupied_without(at.step(d + 1), lifted);
            (!self.occupied_without(to, lifted) && left != right).then_some(to)
        })
    }

    /// One slide (the Queen).
    fn slides(&self, from: Hex) -> Vec<Hex> {
        self.slides_from(from, from).collect()
    }

    /// Any number of slides, never back to the start (the Ant).
    fn ant_walks(&self, from: Hex) -> Vec<Hex> {
        let mut seen = HashSet::from([from]);
        let mut queue = VecDeque::from([from]);
        while let Some(at) = queue.pop_front() {
            for to in self.slides_from(at, from) {
                if seen.insert(to) {
                    queue.push_back(to);
                }
            }
        }
        seen.remove(&from);
        seen.into_iter().collect()
    }

    /// Exactly three slides through four different hexes (the Spider).
    fn spider_walks(&self, from: Hex) -> Vec<Hex> {
        let mut ends = Vec::new();
        let mut path = vec![from];
        self.spider_step(&mut path, &mut ends);
        ends
    }

    fn spider_step(&self, path: &mut Vec<Hex>, ends: &mut Vec<Hex>) {
        let (Some(&at), Some(&from)) = (path.last(), path.first()) else {
            return;
        };
        if path.len() == 4 {
            ends.push(at);
            return;
        }
        let next: Vec<Hex> = self.slides_from(at, from).collect();
        for to in next {
            if !path.contains(&to) {
                path.push(to);
                self.spider_step(path, ends);
                path.pop();
            }
        }
    }

    /// Straight over one or more tiles to the first empty hex (the
    /// Grasshopper; no sliding, so gates do not stop it).
    fn jumps(&self, from: Hex) -> Vec<Hex> {
        (0..6)
            .filter_map(|d| {
                let mut at = from.step(d);
                if !self.occupied(at) {
                    return None;
                }
                while self.occupied(at) {
                    at = at.step(d);
                }
                Some(at)
            })
            .collect()
    }

    /// One hex, on the ground or over the hive (the Beetle). At height the
    /// gate is: blocked if both flanking stacks are higher than both the
    /// source (after lifting) and the destination.
    fn beetle_steps(&self, from: Hex) -> Vec<Hex> {
        let source = self.height(from) - 1;
        let height_without = |hex: Hex| {
            if hex == from {
                source
            } else {
                self.height(hex)
            }
        };
        (0..6)
            .filter_map(|d| {
                let to = from.step(d);
                let (left, right) = (
                    height_without(from.step(d + 5)),
                    height_without(from.step(d + 1)),
                );
                let destination = self.height(to);
                let open = if source == 0 && destination == 0 {
                    (left > 0) != (right > 0)
                } else {
                    left.min(right) <= source.max(destination)
                };
                open.then_some(to)
            })
            .collect()
    }

    /// The hexes whose (ground) tile holds the hive together: removing it
    /// would split the hive in two.
    pub fn articulation_points(&self) -> HashSet<Hex> {
        let hexes: Vec<Hex> = self.occupied_hexes().collect();
        let index: HashMap<Hex, usize> = hexes.iter().enumerate().map(|(i, &h)| (h, i)).collect();
        let mut found = HashSet::new();
        let Some(&root) = hexes.first() else {
            return found;
        };
        let mut order = vec![usize::MAX; hexes.len()];
        let mut low = vec![0; hexes.len()];
        let mut counter = 0;
        self.cut_vertices(
            root,
            None,
            &index,
            &mut order,
            &mut low,
            &mut counter,
            &mut found,
        );
        found
    }

    /// Tarjan's depth-first search for cut vertices (the hive has at most
    /// 22 tiles, so recursion is shallow).
    #[allow(clippy::too_many_arguments)]
    fn cut_vertices(
        &self,
        at: Hex,
        parent: Option<Hex>,
        index: &HashMap<Hex, usize>,
        order: &mut [usize],
        low: &mut [usize],
        counter: &mut usize,
        found: &mut HashSet<Hex>,
    ) {
        let i = index[&at];
        order[i] = *counter;
        low[i] = *counter;
        *counter += 1;
        let mut children = 0;
        for next in at
            .neighbours()
            .into_iter()
            .filter(|h| index.contains_key(h))
        {
            let j = index[&next];
            if order[j] == usize::MAX {
                children += 1;
                self.cut_vertices(next, Some(at), index, order, low, counter, found);
                low[i] = low[i].min(low[j]);
                if parent.is_some() && low[j] >= order[i] {
                    found.insert(at);
                }
            } else if Some(next) != parent {
                low[i] = low[i].min(order[j]);
            }
        }
        if parent.is_none() && children > 1 {
            found.insert(at);
        }
    }
}
