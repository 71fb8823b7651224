//! After a reconnection both sides say where their game stands (the moves
//! played and a hash of the position) and each works out from the other's
//! what to do: nothing, send the moves the other missed, wait for the ones
//! it missed, or say that the two games differ — never settled silently.

/// What a side does on hearing the other's standing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CatchUp {
    /// Both hold the same game: play goes on.
    Even,
    /// The other is behind on the same game: send it the moves from this
    /// ply on.
    SendFrom(u32),
    /// This side is behind: the other sends what it missed.
    Wait,
    /// The two games are not the same game.
    Differ,
}

/// What to do when this side has played `moves` and its position after
/// `ply` moves hashes to `hash_at(ply)`, and the other says it has played
/// `their_moves` to a position hashing to `their_hash`.
pub fn catch_up(
    moves: u32,
    hash_at: impl Fn(u32) -> Option<u64>,
    their_moves: u32,
    their_hash: u64,
) -> CatchUp {
    if their_moves > moves {
        // Their game is longer: theirs to check against ours.
        return CatchUp::Wait;
    }
    if hash_at(their_moves) != Some(their_hash) {
        return CatchUp::Differ;
    }
    if their_moves == moves {
        CatchUp::Even
    } else {
        CatchUp::SendFrom(their_moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game whose position after `ply` moves hashes to `ply * 10`.
    fn line(ply: u32) -> Option<u64> {
        (ply <= 7).then_some(u64::from(ply) * 10)
    }

    #[test]
    fn the_side_ahead_sends_and_the_side_behind_waits() {
        assert_eq!(catch_up(7, line, 7, 70), CatchUp::Even);
        assert_eq!(catch_up(7, line, 5, 50), CatchUp::SendFrom(5));
        assert_eq!(catch_up(7, line, 0, 0), CatchUp::SendFrom(0));
        assert_eq!(
            catch_up(5, |ply| line(ply).filter(|_| ply <= 5), 7, 70),
            CatchUp::Wait
        );
    }

    #[test]
    fn another_game_is_said() {
        assert_eq!(catch_up(7, line, 7, 71), CatchUp::Differ);
        assert_eq!(catch_up(7, line, 3, 31), CatchUp::Differ);
    }

    #[test]
    fn each_side_of_a_reconnection_agrees() {
        // Ours: 9 moves; theirs: the same first 6. We send, they wait.
        let ours = |ply: u32| (ply <= 9).then_some(u64::from(ply) * 3);
        let theirs = |ply: u32| (ply <= 6).then_some(u64::from(ply) * 3);
        assert_eq!(catch_up(9, ours, 6, 18), CatchUp::SendFrom(6));
        assert_eq!(catch_up(6, theirs, 9, 27), CatchUp::Wait);
    }
}
