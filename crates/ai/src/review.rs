//! Going through a game: every position analysed, each move marked by how
//! much of its player's expected result it gave away against the engine's
//! choice, and a summary for each player.

use tabletop_rules::Game;

use crate::analysis::{Analysis, Analyst, Effort, Verdict};
use crate::search::Exact;

/// How good a move was, by what it gave away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mark {
    /// The engine's move, or one as good.
    Best,
    /// Gave away a little (under 5 % of a game).
    Good,
    /// Gave away 5–10 % of a game.
    Inaccuracy,
    /// Gave away 10–20 % of a game.
    Mistake,
    /// Gave away more, or turned a certain win into a draw or a loss (or a
    /// draw into a loss).
    Blunder,
}

impl Mark {
    /// Every mark, best first.
    pub const ALL: [Mark; 5] = [
        Mark::Best,
        Mark::Good,
        Mark::Inaccuracy,
        Mark::Mistake,
        Mark::Blunder,
    ];

    /// The mark's name in messages (`review-mark-<name>`) and on the CLI.
    pub const fn name(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// Less than this given away is as good as the engine's move.
const AS_GOOD: f64 = 0.005;
/// The most given away by a good move, an inaccuracy, a mistake.
const GOOD: f64 = 0.05;
const INACCURACY: f64 = 0.10;
const MISTAKE: f64 = 0.20;

/// The mark of a move that took its player's prospects from `before` to
/// `after` (both for the player who moved); `engines` when it was the move
/// the engine chose.
pub fn mark(engines: bool, before: Verdict, after: Verdict) -> Mark {
    let class = |verdict| match verdict {
        Verdict::Exact(Exact::Win(plies)) => Some((2, plies)),
        Verdict::Exact(Exact::Draw) => Some((1, 0)),
        Verdict::Exact(Exact::Loss(plies)) => Some((0, plies)),
        Verdict::Likely(_) => None,
    };
    if let (Some((was, before_plies)), Some((is, after_plies))) = (class(before), class(after)) {
        // Certain both ways: the result decides, then how quickly it comes.
        return match (was, is) {
            (was, is) if is < was => Mark::Blunder,
            (2, 2) if engines || after_plies < before_plies => Mark::Best,
            (2, 2) => Mark::Good,
            (0, 0) if engines || after_plies + 1 >= before_plies => Mark::Best,
            (0, 0) => Mark::Inaccuracy,
            _ => Mark::Best,
        };
    }
    if engines {
        return Mark::Best;
    }
    match (before.expected() - after.expected()).max(0.0) {
        lost if lost < AS_GOOD => Mark::Best,
        lost if lost < GOOD => Mark::Good,
        lost if lost < INACCURACY => Mark::Inaccuracy,
        lost if lost < MISTAKE => Mark::Mistake,
        _ => Mark::Blunder,
    }
}

/// One move of a game, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement<M> {
    /// The seat that moved.
    pub seat: usize,
    /// The move played.
    pub played: M,
    /// The engine's move there.
    pub best: Option<M>,
    /// The mover's prospects before the move (with the engine's move).
    pub before: Verdict,
    /// The mover's prospects after the move played.
    pub after: Verdict,
    /// Its mark.
    pub mark: Mark,
}

/// Goes through the game from `start` along `moves`: each position is
/// analysed with `effort`, and `progress` hears how many of how many are
/// done. `None` if a move is not legal where it is played.
pub fn review<G: Game>(
    analyst: &mut impl Analyst<G>,
    start: &G,
    moves: &[G::Move],
    effort: Effort,
    mut progress: impl FnMut(usize, usize),
) -> Option<Vec<Judgement<G::Move>>> {
    let mut positions = vec![start.clone()];
    let mut legal = Vec::new();
    for &mv in moves {
        let now = positions.last()?;
        legal.clear();
        now.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return None;
        }
        positions.push(now.play(mv));
    }
    let total = positions.len();
    let mut analyses: Vec<Analysis<G::Move>> = Vec::with_capacity(total);
    for done in 1..=total {
        analyses.push(analyst.analyse(&positions[..done], effort)?);
        progress(done, total);
    }
    let judged = moves.iter().enumerate().map(|(ply, &played)| {
        let (here, next) = (&analyses[ply], &analyses[ply + 1]);
        let engines = here.best == Some(played);
        let before = here.verdict;
        let after = next.verdict_for(here.seat);
        Judgement {
            seat: here.seat,
            played,
            best: here.best,
            before,
            after,
            mark: mark(engines, before, after),
        }
    });
    Some(judged.collect())
}

/// A player's game in short.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    /// How many moves got each mark, in [`Mark::ALL`]'s order.
    pub marks: [usize; 5],
    /// The expected result given away on average a move.
    pub average_loss: f64,
}

/// Each of `seats` seats' summary of the judged moves.
pub fn summaries<M>(judged: &[Judgement<M>], seats: usize) -> Vec<Summary> {
    (0..seats)
        .map(|seat| {
            let mine: Vec<_> = judged.iter().filter(|j| j.seat == seat).collect();
            let mut summary = Summary::default();
            for judgement in &mine {
                summary.marks[judgement.mark as usize] += 1;
                summary.average_loss +=
                    (judgement.before.expected() - judgement.after.expected()).max(0.0);
            }
            if !mine.is_empty() {
                summary.average_loss /= mine.len() as f64;
            }
            summary
        })
        .collect()
}
