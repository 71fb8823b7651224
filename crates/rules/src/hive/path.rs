//! The way a move goes, hex by hex, for whoever shows it: crawlers slide
//! round the hive along a legal path, the Ladybug over it, a thrown tile
//! over its Pillbug, the others go straight.

use super::hex::Hex;
use super::piece::{Bug, Piece};
use super::position::{Move, Position};

impl Position {
    /// The hexes `mv` passes through, its start and end included: a slide
    /// path for the Queen, Spider, Ant and Pillbug (the Ant's shortest, the
    /// Spider's three steps), the Ladybug's three steps over the hive, the
    /// start and end for a jump, a Beetle's step or a placement (the end
    /// only); a Mosquito's as the first bug it copies that gets there; a
    /// tile thrown by a Pillbug goes over the thrower (start, the
    /// thrower's hex, end). Empty for a pass, or where nothing can take the
    /// tile to `to` (ask [`Position::check`] for legality).
    pub fn path(&self, mv: Move) -> Vec<Hex> {
        let (piece, to) = match mv {
            Move::Pass => return Vec::new(),
            Move::Place(_, to) => return vec![to],
            Move::Move(piece, to) => (piece, to),
        };
        let Some(from) = self.location(piece) else {
            return Vec::new();
        };
        let stacked = self.height(from) > 1;
        let own = if stacked {
            self.own_path(Bug::Beetle, from, to)
        } else if piece.bug == Bug::Mosquito {
            Bug::ALL
                .into_iter()
                .filter(|&bug| bug != Bug::Mosquito && self.touches_bug(from, bug))
                .map(|bug| self.own_path(bug, from, to))
                .find(|path| !path.is_empty())
                .unwrap_or_default()
        } else {
            self.own_path(piece.bug, from, to)
        };
        if !own.is_empty() {
            return own;
        }
        self.thrower(piece, to)
            .map(|by| vec![from, by, to])
            .unwrap_or_default()
    }

    /// Where a tile of `bug` on the ground at `from` passes to reach `to`
    /// by that bug's own way of moving; empty if it cannot.
    fn own_path(&self, bug: Bug, from: Hex, to: Hex) -> Vec<Hex> {
        let mut reaches = false;
        self.own_moves(
            bug,
            from,
            bug == Bug::Beetle && self.height(from) > 1,
            |end| {
                reaches |= end == to;
            },
        );
        if !reaches {
            return Vec::new();
        }
        match bug {
            Bug::Queen | Bug::Ant | Bug::Pillbug => self.shortest_slides(from, to),
            Bug::Spider => self.spider_path(from, to),
            Bug::Ladybug => self.ladybug_path(from, to),
            Bug::Grasshopper | Bug::Beetle | Bug::Mosquito => vec![from, to],
        }
    }

    /// The hex of a tile of the player to move that can throw `piece` to
    /// `to` now, if one can.
    pub fn thrower(&self, piece: Piece, to: Hex) -> Option<Hex> {
        self.throws()
            .into_iter()
            .find(|throw| throw.piece == piece && throw.to == to)
            .and_then(|throw| self.location(throw.by))
    }

    /// The fewest slides from `from` to `to` with the tile lifted from `from`.
    fn shortest_slides(&self, from: Hex, to: Hex) -> Vec<Hex> {
        // Breadth first; each reached hex remembers the hex it came from.
        let mut came_from = vec![(from, from)];
        let mut next = 0;
        while next < came_from.len() {
            let (at, _) = came_from[next];
            next += 1;
            if at == to {
                let mut path = vec![to];
                let mut step = to;
                while step != from {
                    step = came_from
                        .iter()
                        .find(|(hex, _)| *hex == step)
                        .map_or(from, |p| p.1);
                    path.push(step);
                }
                path.reverse();
                return path;
            }
            for slide in self.slides(at, from) {
                if !came_from.iter().any(|(hex, _)| *hex == slide) {
                    came_from.push((slide, at));
                }
            }
        }
        Vec::new()
    }

    /// Up, along and down, ending on `to` (the Ladybug).
    fn ladybug_path(&self, from: Hex, to: Hex) -> Vec<Hex> {
        let mut path = Vec::new();
        self.climbs(from, from, |first| {
            self.climbs(first, from, |second| {
                self.climbs(second, from, |third| {
                    let on_hive = |hex: Hex| hex != from && self.occupied(hex);
                    if path.is_empty() && third == to && on_hive(first) && on_hive(second) {
                        path = vec![from, first, second, third];
                    }
                });
            });
        });
        path
    }

    /// Three slides through four different hexes, ending on `to`.
    fn spider_path(&self, from: Hex, to: Hex) -> Vec<Hex> {
        for first in self.slides(from, from) {
            for second in self.slides(first, from).filter(|&hex| hex != from) {
                for third in self.slides(second, from) {
                    if third == to && third != first {
                        return vec![from, first, second, third];
                    }
                }
            }
        }
        Vec::new()
    }
}
