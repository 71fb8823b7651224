//! The computer's levels on one scale, from games between them: the
//! Bradley–Terry model (level i scores p = 1 / (1 + 10^((rⱼ − rᵢ) / 400))
//! against level j; a draw is half a win), fitted by maximum likelihood
//! with Newton's method, the first level anchored at 0, and each rating's
//! standard error from the curvature of the likelihood at its maximum.
//! A level that won every game it played has no finite maximum, so, as
//! BayesElo does, each pair that met may be given a few drawn games more.

use serde::{Deserialize, Serialize};

use crate::POINTS;
use crate::linear::inverse;

/// Newton's method stops once no rating moves more than this (points).
const SETTLED: f64 = 1e-9;
/// It gives up after this many steps (a fit settles in about ten).
const MOST_STEPS: usize = 200;
/// No step moves a rating further than this (natural units), so the first
/// steps from an even start cannot overshoot wildly.
const LONGEST_STEP: f64 = 2.0;

/// The games between two levels, from the first's side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Tally {
    /// One level (an index into the levels).
    pub first: usize,
    /// The other.
    pub second: usize,
    /// Games the first won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games the first lost.
    pub losses: u32,
}

impl Tally {
    fn games(&self) -> f64 {
        f64::from(self.wins + self.draws + self.losses)
    }

    fn points(&self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }
}

/// A level's rating and its standard error.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Fitted {
    /// The rating, the first level's being 0.
    pub rating: f64,
    /// Its standard error (0 for the anchor).
    pub error: f64,
}

/// Why the levels could not be fitted.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FitError {
    /// A tally names a level past the last.
    NoSuchLevel(usize),
    /// This level is linked to the first by no chain of games.
    Unconnected(usize),
    /// Some level won (or lost) everything: give each pair drawn games.
    NoMaximum,
}

impl std::fmt::Display for FitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FitError::NoSuchLevel(level) => write!(f, "no level {level}"),
            FitError::Unconnected(level) => {
                write!(f, "level {level} never met the others, directly or not")
            }
            FitError::NoMaximum => f.write_str(
                "a level won or lost every game: the ratings have no finite fit without prior draws",
            ),
        }
    }
}

impl std::error::Error for FitError {}

/// The ratings of `count` levels from their `tallies`, each pair that met
/// given `prior_draws` drawn games more, level 0 anchored at 0.
pub fn fit_levels(
    count: usize,
    tallies: &[Tally],
    prior_draws: f64,
) -> Result<Vec<Fitted>, FitError> {
    // games[i][j] and points[i][j]: what i played against j and scored.
    let mut games = vec![vec![0.0; count]; count];
    let mut points = vec![vec![0.0; count]; count];
    for tally in tallies {
        let (first, second) = (tally.first, tally.second);
        for level in [first, second] {
            if level >= count {
                return Err(FitError::NoSuchLevel(level));
            }
        }
        games[first][second] += tally.games();
        games[second][first] += tally.games();
        points[first][second] += tally.points();
        points[second][first] += tally.games() - tally.points();
    }
    for i in 0..count {
        for j in 0..count {
            if games[i][j] > 0.0 {
                games[i][j] += prior_draws;
                points[i][j] += prior_draws / 2.0;
            }
        }
    }
    if let Some(lonely) = unconnected(&games) {
        return Err(FitError::Unconnected(lonely));
    }
    let mut strength = vec![0.0; count];
    for _ in 0..MOST_STEPS {
        let (gradient, curvature) = slopes(&games, &points, &strength);
        let covariance = inverse(curvature).ok_or(FitError::NoMaximum)?;
        let mut moved: f64 = 0.0;
        for level in 1..count {
            let step: f64 = (1..count)
                .map(|other| covariance[level - 1][other - 1] * gradient[other - 1])
                .sum();
            let step = step.clamp(-LONGEST_STEP, LONGEST_STEP);
            strength[level] += step;
            moved = moved.max(step.abs() * POINTS);
        }
        if moved < SETTLED {
            let (_, curvature) = slopes(&games, &points, &strength);
            let covariance = inverse(curvature).ok_or(FitError::NoMaximum)?;
            return Ok((0..count)
                .map(|level| Fitted {
                    rating: strength[level] * POINTS,
                    error: if level == 0 {
                        0.0
                    } else {
                        covariance[level - 1][level - 1].sqrt() * POINTS
                    },
                })
                .collect());
        }
    }
    Err(FitError::NoMaximum)
}

/// The log-likelihood's gradient and its negated Hessian in every level's
/// strength but the anchor's.
fn slopes(games: &[Vec<f64>], points: &[Vec<f64>], strength: &[f64]) -> (Vec<f64>, Vec<Vec<f64>>) {
    let free = strength.len() - 1;
    let mut gradient = vec![0.0; free];
    let mut curvature = vec![vec![0.0; free]; free];
    for i in 0..strength.len() {
        for j in (0..strength.len()).filter(|&j| games[i][j] > 0.0) {
            let chance = 1.0 / (1.0 + (strength[j] - strength[i]).exp());
            let information = games[i][j] * chance * (1.0 - chance);
            if i > 0 {
                gradient[i - 1] += points[i][j] - games[i][j] * chance;
                curvature[i - 1][i - 1] += information;
                if j > 0 {
                    curvature[i - 1][j - 1] -= information;
                }
            }
        }
    }
    (gradient, curvature)
}

/// A level no chain of games links to the first, if any.
fn unconnected(games: &[Vec<f64>]) -> Option<usize> {
    let mut reached = vec![false; games.len()];
    let mut waiting = vec![0];
    reached[0] = true;
    while let Some(level) = waiting.pop() {
        for other in 0..games.len() {
            if games[level][other] > 0.0 && !reached[other] {
                reached[other] = true;
                waiting.push(other);
            }
        }
    }
    reached.iter().position(|&was| !was)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(first: usize, second: usize, wins: u32, draws: u32, losses: u32) -> Tally {
        Tally {
            first,
            second,
            wins,
            draws,
            losses,
        }
    }

    fn close(got: f64, want: f64) {
        assert!((got - want).abs() < 1e-6, "{got} is not {want}");
    }

    /// Scoring three in four is odds of 3: 400·log₁₀ 3 = 190.849 points;
    /// the log-odds' standard error over n games at p is 1/√(n·p·(1−p)),
    /// 1/√18.75 for 100 games, × 400/ln 10 = 40.119 points.
    #[test]
    fn two_levels_from_the_odds_by_hand() {
        let fitted = fit_levels(2, &[tally(1, 0, 75, 0, 25)], 0.0).expect("fits");
        close(fitted[0].rating, 0.0);
        close(fitted[0].error, 0.0);
        close(fitted[1].rating, 400.0 * 3f64.log10());
        close(fitted[1].error, POINTS / 18.75f64.sqrt());
        let with_draws = fit_levels(2, &[tally(0, 1, 0, 50, 50)], 0.0).expect("fits");
        close(with_draws[1].rating, 400.0 * 3f64.log10());
    }

    /// Odds of 3 each step and 9 across two steps agree with one another,
    /// so the fit must give 0, 190.85 and 381.70 exactly.
    #[test]
    fn consistent_odds_are_recovered_exactly() {
        let tallies = [
            tally(0, 1, 25, 0, 75),
            tally(1, 2, 25, 0, 75),
            tally(2, 0, 90, 0, 10),
        ];
        let fitted = fit_levels(3, &tallies, 0.0).expect("fits");
        close(fitted[1].rating, 400.0 * 3f64.log10());
        close(fitted[2].rating, 800.0 * 3f64.log10());
        assert!(fitted[2].error > fitted[1].error * 0.5);
    }

    #[test]
    fn a_clean_sweep_needs_prior_draws_and_unmet_levels_are_named() {
        let sweep = [tally(0, 1, 0, 0, 40)];
        assert_eq!(fit_levels(2, &sweep, 0.0), Err(FitError::NoMaximum));
        let fitted = fit_levels(2, &sweep, 2.0).expect("fits with prior draws");
        // 41 of 42 points: odds of 41.
        close(fitted[1].rating, 400.0 * 41f64.log10());
        assert_eq!(
            fit_levels(3, &[tally(0, 1, 5, 0, 5)], 1.0),
            Err(FitError::Unconnected(2))
        );
        assert_eq!(
            fit_levels(2, &[tally(0, 4, 5, 0, 5)], 1.0),
            Err(FitError::NoSuchLevel(4))
        );
    }
}
