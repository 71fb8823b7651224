//! What a match between two players says: the first one's score with its
//! 95 % interval, the Elo difference that score means, and a sequential
//! test (Wald's SPRT, in the generalised form engine testers use) that
//! stops a match as soon as its games show one of two Elo differences far
//! likelier than the other.
//!
//! Each game's result (1, ½ or 0) is taken as drawn from fixed chances of
//! a win, a draw and a loss (the "trinomial" model). The interval takes the
//! mean of the games as normal, with the match's own spread; the test
//! weighs, for each Elo difference, the chances that fit the games best
//! with the mean score that difference means (a generalised likelihood
//! ratio), exactly rather than by the normal approximation, which a
//! sweep of one result would break.

use crate::{NINETY_FIVE, POINTS};

/// A match so far, from the first player's side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct MatchScore {
    /// Games the first player won.
    pub won: u32,
    /// Games drawn.
    pub drawn: u32,
    /// Games the first player lost.
    pub lost: u32,
}

impl MatchScore {
    /// Games played.
    pub const fn games(self) -> u32 {
        self.won + self.drawn + self.lost
    }

    /// The first player's mean score, a win 1 and a draw ½; none before a
    /// game.
    pub fn score(self) -> Option<f64> {
        let games = f64::from(self.games());
        (games > 0.0).then(|| (f64::from(self.won) + f64::from(self.drawn) / 2.0) / games)
    }

    /// The games won, drawn and lost, in the order of [`RESULTS`].
    fn counts(self) -> [f64; 3] {
        [self.won, self.drawn, self.lost].map(f64::from)
    }

    /// The spread of one game's result around the mean score (its variance).
    fn variance(self) -> Option<f64> {
        (self.games() > 0).then(|| mean_and_variance(self.counts()).1)
    }

    /// The score's 95 % interval, within 0 and 1; none before a game.
    pub fn score_interval(self) -> Option<(f64, f64)> {
        let score = self.score()?;
        let error = (self.variance()? / f64::from(self.games())).sqrt();
        let half = NINETY_FIVE * error;
        Some(((score - half).max(0.0), (score + half).min(1.0)))
    }

    /// The Elo difference the score means (400 points: ten times the score
    /// of the other), infinite when every game went one way; none before a
    /// game.
    pub fn elo(self) -> Option<f64> {
        self.score().map(elo_of)
    }

    /// The Elo differences of the score interval's ends.
    pub fn elo_interval(self) -> Option<(f64, f64)> {
        let (low, high) = self.score_interval()?;
        Some((elo_of(low), elo_of(high)))
    }
}

/// The mean result (a win 1, a draw ½) of games won, drawn and lost
/// `counts` times, and the variance of one game's result.
fn mean_and_variance(counts: [f64; 3]) -> (f64, f64) {
    let [won, drawn, lost] = counts;
    let games = won + drawn + lost;
    let mean = (won + drawn / 2.0) / games;
    let share = |count: f64, result: f64| count / games * (result - mean).powi(2);
    (mean, share(won, 1.0) + share(drawn, 0.5) + share(lost, 0.0))
}

/// The expected score of a player `elo` points stronger than the other.
fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + (-elo / POINTS).exp())
}

/// The Elo difference a mean score means (±∞ at 0 and 1).
fn elo_of(score: f64) -> f64 {
    POINTS * (score / (1.0 - score)).ln()
}

/// A sequential test of "the first player is `elo0` stronger" (what is
/// feared: no better) against "it is `elo1` stronger" (what is hoped),
/// wrong either way at most 5 % of the time.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Sprt {
    /// The Elo difference of the hypothesis to reject.
    pub elo0: f64,
    /// The Elo difference of the hypothesis to show.
    pub elo1: f64,
}

/// What a sequential test has shown so far.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SprtVerdict {
    /// Not enough yet: play on.
    Undecided,
    /// The first player is `elo1` stronger rather than `elo0`.
    Elo1,
    /// The first player is `elo0` stronger rather than `elo1`.
    Elo0,
}

/// The chance of each kind of wrong verdict.
const ERROR_RATE: f64 = 0.05;

/// The results' values: a win, a draw, a loss.
const RESULTS: [f64; 3] = [1.0, 0.5, 0.0];

/// For games won, drawn and lost `counts` times: how far the
/// log-likelihood of one game under the chances fitting them best with
/// mean score `mean` falls below its best under any chances.
///
/// Those chances are each result's share of the games over
/// 1 + λ(result − mean), and the shortfall is the greatest value of the
/// concave Σ share × ln(1 + λ(result − mean)) over the λ that keep every
/// chance between 0 and 1 (Owen's empirical likelihood); bisection on its
/// slope finds the λ. Where the games hold no result on one side of
/// `mean`, the greatest value is at the range's end, and the chance of the
/// result not seen makes up the mean.
fn best_fit_shortfall(counts: [f64; 3], mean: f64) -> f64 {
    let games: f64 = counts.iter().sum();
    let seen = || {
        counts
            .into_iter()
            .zip(RESULTS)
            .filter(|&(count, _)| count > 0.0)
            .map(move |(count, result)| (count / games, result - mean))
    };
    let slope = |lambda: f64| -> f64 {
        seen()
            .map(|(share, off)| share * off / (1.0 + lambda * off))
            .sum()
    };
    let (mut low, mut high) = (-1.0 / (1.0 - mean), 1.0 / mean);
    for _ in 0..BISECTIONS {
        let middle = (low + high) / 2.0;
        if slope(middle) > 0.0 {
            low = middle;
        } else {
            high = middle;
        }
    }
    let lambda = (low + high) / 2.0;
    seen()
        .map(|(share, off)| share * (lambda * off).ln_1p())
        .sum()
}

/// Halvings of the range in [`best_fit_shortfall`]: well past a double's
/// precision.
const BISECTIONS: usize = 100;

impl Sprt {
    /// The log-likelihood ratio at which the test stops: below the first,
    /// it shows `elo0`; above the second, `elo1` (Wald's bounds).
    pub fn bounds(self) -> (f64, f64) {
        (
            (ERROR_RATE / (1.0 - ERROR_RATE)).ln(),
            ((1.0 - ERROR_RATE) / ERROR_RATE).ln(),
        )
    }

    /// How much likelier the games are under `elo1` than under `elo0`, as
    /// a log-likelihood ratio; none before a game.
    pub fn log_likelihood_ratio(self, score: MatchScore) -> Option<f64> {
        let games = f64::from(score.games());
        (games > 0.0).then(|| {
            let counts = score.counts();
            let fitted = |elo| best_fit_shortfall(counts, expected_score(elo));
            games * (fitted(self.elo0) - fitted(self.elo1))
        })
    }

    /// What the games so far show.
    pub fn verdict(self, score: MatchScore) -> SprtVerdict {
        let (lower, upper) = self.bounds();
        match self.log_likelihood_ratio(score) {
            Some(ratio) if ratio >= upper => SprtVerdict::Elo1,
            Some(ratio) if ratio <= lower => SprtVerdict::Elo0,
            _ => SprtVerdict::Undecided,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games(won: u32, drawn: u32, lost: u32) -> MatchScore {
        MatchScore { won, drawn, lost }
    }

    #[test]
    fn the_interval_is_the_trinomial_one_worked_by_hand() {
        // 5 won, 2 drawn, 3 lost: mean 0.6; the variance of one game
        // 0.5 × 0.4² + 0.2 × 0.1² + 0.3 × 0.6² = 0.19; its standard error
        // over ten games √0.019 = 0.13784; 1.96 of them 0.27016.
        let score = games(5, 2, 3);
        assert_eq!(score.score(), Some(0.6));
        let (low, high) = score.score_interval().unwrap();
        assert!((low - 0.329_833).abs() < 1e-6, "{low}");
        assert!((high - 0.870_167).abs() < 1e-6, "{high}");
        assert_eq!(games(0, 0, 0).score_interval(), None);
        // All won: no spread and no finite Elo, the interval one point.
        assert_eq!(games(4, 0, 0).score_interval(), Some((1.0, 1.0)));
        assert_eq!(games(4, 0, 0).elo(), Some(f64::INFINITY));
        assert_eq!(games(0, 0, 4).elo(), Some(f64::NEG_INFINITY));
    }

    #[test]
    fn elo_follows_the_logistic_scale() {
        // 400 points: ten times the other's score (10/11); none: even.
        assert!((games(10, 0, 1).elo().unwrap() - 400.0).abs() < 1e-9);
        assert_eq!(games(3, 4, 3).elo(), Some(0.0));
        assert!((expected_score(400.0) - 10.0 / 11.0).abs() < 1e-12);
        let (low, high) = games(5, 2, 3).elo_interval().unwrap();
        // 0.329 833 and 0.870 167 on the scale: −400 log₁₀(2.031 84) and
        // −400 log₁₀(0.149 205).
        assert!((low + 123.16).abs() < 0.01, "{low}");
        assert!((high - 330.49).abs() < 0.01, "{high}");
    }

    /// The ratio a second way, for matches of many games: the normal
    /// approximation, each hypothesis fixing the mean score, the spread
    /// the match's own (n (s₁ − s₀)(2s − s₀ − s₁) / 2σ²).
    fn normal_ratio(sprt: Sprt, score: MatchScore) -> f64 {
        let (mean, variance) = mean_and_variance(score.counts());
        let (feared, hoped) = (expected_score(sprt.elo0), expected_score(sprt.elo1));
        f64::from(score.games()) * (hoped - feared) * (2.0 * mean - feared - hoped)
            / (2.0 * variance)
    }

    #[test]
    fn the_ratio_agrees_with_the_normal_approximation_over_many_games() {
        let sprt = Sprt {
            elo0: 0.0,
            elo1: 10.0,
        };
        for score in [
            games(2677, 4778, 2501),
            games(900, 1200, 1000),
            games(260, 500, 240),
        ] {
            let exact = sprt.log_likelihood_ratio(score).unwrap();
            let normal = normal_ratio(sprt, score);
            assert!(
                (normal - exact).abs() < 0.01 * exact.abs(),
                "{score:?}: {exact} against {normal}"
            );
        }
    }

    #[test]
    fn a_sweep_weighs_as_its_chance_under_each_hypothesis() {
        // n games all won: at best a win's chance is the mean score, so the
        // ratio is n ln(s₁ / s₀); all lost, n ln((1 − s₁) / (1 − s₀)).
        let sprt = Sprt {
            elo0: 0.0,
            elo1: 50.0,
        };
        let (feared, hoped) = (expected_score(0.0), expected_score(50.0));
        let won = sprt.log_likelihood_ratio(games(7, 0, 0)).unwrap();
        assert!((won - 7.0 * (hoped / feared).ln()).abs() < 1e-9, "{won}");
        let lost = sprt.log_likelihood_ratio(games(0, 0, 7)).unwrap();
        let expected = 7.0 * ((1.0 - hoped) / (1.0 - feared)).ln();
        assert!((lost - expected).abs() < 1e-9, "{lost}");
        // ln 19 / ln(s₁ / s₀) = 22.04 wins in a row to show it.
        assert_eq!(sprt.verdict(games(22, 0, 0)), SprtVerdict::Undecided);
        assert_eq!(sprt.verdict(games(23, 0, 0)), SprtVerdict::Elo1);
        // And 19.09 losses.
        assert_eq!(sprt.verdict(games(0, 0, 19)), SprtVerdict::Undecided);
        assert_eq!(sprt.verdict(games(0, 0, 20)), SprtVerdict::Elo0);
    }

    #[test]
    fn a_clear_result_ends_the_test_and_a_close_one_does_not() {
        let sprt = Sprt {
            elo0: 0.0,
            elo1: 50.0,
        };
        let (lower, upper) = sprt.bounds();
        assert!((upper - 2.944_439).abs() < 1e-6 && (lower + 2.944_439).abs() < 1e-6);
        assert_eq!(sprt.verdict(games(150, 20, 30)), SprtVerdict::Elo1);
        // Even after 200 games: closer to 0 than to 50 Elo, but shown only
        // where the games are alike enough (many draws, a small spread).
        assert_eq!(sprt.verdict(games(80, 40, 80)), SprtVerdict::Undecided);
        assert_eq!(sprt.verdict(games(60, 80, 60)), SprtVerdict::Elo0);
        assert_eq!(sprt.verdict(games(30, 20, 150)), SprtVerdict::Elo0);
        assert_eq!(sprt.verdict(games(0, 0, 0)), SprtVerdict::Undecided);
    }
}
