//! Killer moves: by ply, the last two moves that cut the search off there,
//! tried early in sibling positions, where they often cut again.

/// The killers of every ply searched so far.
pub(super) struct Killers<M> {
    by_ply: Vec<[Option<M>; 2]>,
}

impl<M> Default for Killers<M> {
    fn default() -> Killers<M> {
        Killers { by_ply: Vec::new() }
    }
}

impl<M: Copy + PartialEq> Killers<M> {
    /// Forgets them all (a new search).
    pub(super) fn clear(&mut self) {
        self.by_ply.clear();
    }

    /// Where `mv` stands among `ply`'s killers: 0 or 1, or `None`.
    pub(super) fn rank(&self, ply: u32, mv: M) -> Option<usize> {
        self.by_ply
            .get(ply as usize)
            .and_then(|killers| killers.iter().position(|&k| k == Some(mv)))
    }

    /// Keeps `mv`, which cut the search off at `ply`, as its first killer.
    pub(super) fn remember(&mut self, ply: u32, mv: M) {
        let ply = ply as usize;
        if self.by_ply.len() <= ply {
            self.by_ply.resize(ply + 1, [None, None]);
        }
        let killers = &mut self.by_ply[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
    }
}
