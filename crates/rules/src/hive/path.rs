//! The way a move goes, hex by hex, for whoever shows it: crawlers slide
//! round the hive along a legal path, the others go straight.

use super::hex::Hex;
use super::piece::Bug;
use super::position::{Move, Position};

impl Position {
    /// The hexes `mv` passes through, its start and end included: a slide
    /// path for the Queen, Spider and Ant (the Ant's shortest, the Spider's
    /// three steps), the start and end for a jump, a Beetle's step or a
    /// placement (the end only). Empty for a pass, or where the tile's way
    /// of moving cannot reach `to` (ask [`Position::check`] for legality).
    pub fn path(&self, mv: Move) -> Vec<Hex> {
        let (piece, to) = match mv {
            Move::Pass => return Vec::new(),
            Move::Place(_, to) => return vec![to],
            Move::Move(piece, to) => (piece, to),
        };
        let Some(from) = self.location(piece) else {
            return Vec::new();
        };
        match piece.bug {
            Bug::Grasshopper | Bug::Beetle => vec![from, to],
            Bug::Queen | Bug::Ant => self.shortest_slides(from, to),
            Bug::Spider => self.spider_path(from, to),
        }
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
