//! The two steps of a turn, tip then hop, as geometry on bitboards.
//!
//! Move generation and the legality check both call these, so there is one
//! statement of each rule.

use super::bitboard::Bitboard;
use super::board::STARS;
use super::cube::{Face, Orientation};
use super::legality::IllegalMove;
use super::player::Player;
use super::square::{Direction, Square};

/// Where a tip leaves the block.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Tip {
    /// Star-up onto the target star: the block leaves the board; no hop.
    Removal,
    /// The block now stands on `square`, lying as `orientation`.
    Lands {
        square: Square,
        orientation: Orientation,
    },
}

/// Tips `mover`'s block on `from`, lying as `orientation`, towards `direction`.
/// `others` holds every other block on the board.
#[inline]
pub(super) fn tip(
    mover: Player,
    from: Square,
    orientation: Orientation,
    direction: Direction,
    others: Bitboard,
) -> Result<Tip, IllegalMove> {
    let square = from.step(direction).ok_or(IllegalMove::TipOffBoard)?;
    if others.contains(square) {
        return Err(IllegalMove::SquareTaken(square));
    }
    let orientation = orientation.tipped(direction);
    let top = orientation.top();
    if STARS.contains(square) {
        let target = mover.target_star();
        return if square != target {
            Err(IllegalMove::TipOntoHomeStar {
                star: square,
                target,
            })
        } else if top != Face::Star {
            Err(IllegalMove::TargetNeedsStarUp { top })
        } else {
            Ok(Tip::Removal)
        };
    }
    if top == Face::Star {
        return Err(IllegalMove::StarUpOffTarget);
    }
    Ok(Tip::Lands {
        square,
        orientation,
    })
}

/// The squares a block showing `top` on `from` may hop to, or `None` when
/// the symbol does not hop at all (Stop). `others` holds every other block;
/// the squares the block itself left count as empty.
#[inline]
pub fn hop_destinations(top: Face, from: Square, others: Bitboard) -> Option<Bitboard> {
    let free = !others;
    let landing = free & !STARS;
    let start = Bitboard::from_square(from);
    match top {
        Face::Stop | Face::Star => None,
        Face::Cross => Some(start.orthogonal_neighbours() & landing),
        Face::X => Some(start.diagonal_neighbours() & landing),
        Face::Hoops => {
            // Stars are free to step over but not to end on.
            let one = start.orthogonal_neighbours() & free;
            let two = one.orthogonal_neighbours() & free;
            Some(two.orthogonal_neighbours() & landing)
        }
        Face::Slider => Some(
            Direction::ALL
                .into_iter()
                .fold(Bitboard::EMPTY, |ends, direction| {
                    ends | slider_ends(from, direction, others)
                }),
        ),
    }
}

/// Where a Slider on `from` may stop going `direction`: its natural end
/// (the last free square before the edge or a block) unless that is a star,
/// and the square just before each star it crosses — never `from` itself.
#[inline]
pub(super) fn slider_ends(from: Square, direction: Direction, others: Bitboard) -> Bitboard {
    let mut ends = Bitboard::EMPTY;
    let mut last = from;
    while let Some(next) = last.step(direction) {
        if others.contains(next) {
            break;
        }
        if STARS.contains(next) && last != from {
            ends = ends.with(last);
        }
        last = next;
    }
    if last != from && !STARS.contains(last) {
        ends = ends.with(last);
    }
    ends
}

/// A Hoops path of three single steps from `from` to `end` over free
/// squares (the squares the block left count as free), if there is one.
pub(super) fn hoops_path(from: Square, end: Square, others: Bitboard) -> Option<[Square; 3]> {
    let free = |square: &Square| !others.contains(*square);
    let steps = |square: Square| {
        Direction::ALL
            .into_iter()
            .filter_map(move |d| square.step(d))
    };
    steps(from).filter(free).find_map(|first| {
        steps(first).filter(free).find_map(|second| {
            steps(second)
                .any(|third| third == end)
                .then_some([first, second, end])
        })
    })
}

/// The squares a Slider passes from `from` to `end` (an end it may stop
/// on), `end` included.
pub(super) fn slider_path(from: Square, end: Square) -> Vec<Square> {
    let Some(direction) = Direction::ALL
        .into_iter()
        .find(|&d| (1..7).any(|n| from.offset(d.delta().0 * n, d.delta().1 * n) == Some(end)))
    else {
        return vec![end];
    };
    let mut path = Vec::new();
    let mut square = from;
    while let Some(next) = square.step(direction) {
        path.push(next);
        if next == end {
            break;
        }
        square = next;
    }
    path
}
