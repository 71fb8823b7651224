//! A person's rating after each game: Glicko-2 (Glickman, "Example of the
//! Glicko-2 system"), each game a rating period of its own, so the rating
//! moves at once and its deviation says how sure it is.

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

use crate::NINETY_FIVE;

/// How unsure a new player's rating is: Glickman's starting deviation.
const NEW_DEVIATION: f64 = 350.0;
/// How erratic a new player is: Glickman's starting volatility.
const NEW_VOLATILITY: f64 = 0.06;
/// How much the volatility may change (Glickman's τ; his example's 0.5).
const TAU: f64 = 0.5;

/// A player's strength with its uncertainty.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Rating {
    /// The rating itself.
    pub rating: f64,
    /// Its standard deviation: how far it may be from the truth.
    pub deviation: f64,
    /// How erratic the player's results are.
    pub volatility: f64,
}

/// Whom a game was against: their rating and how sure it is.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Opponent {
    /// Their rating.
    pub rating: f64,
    /// Its standard deviation.
    pub deviation: f64,
}

/// How a game ended for the player rated.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Score {
    /// They won.
    Win,
    /// Neither won.
    Draw,
    /// They lost.
    Loss,
}

impl Score {
    fn outcome(self) -> Outcomes {
        match self {
            Score::Win => Outcomes::WIN,
            Score::Draw => Outcomes::DRAW,
            Score::Loss => Outcomes::LOSS,
        }
    }
}

impl Rating {
    /// A player who has not played yet, thought to be about `rating`.
    pub fn new_player(rating: f64) -> Rating {
        Rating {
            rating,
            deviation: NEW_DEVIATION,
            volatility: NEW_VOLATILITY,
        }
    }

    /// The rating after one rating period of `results`.
    pub fn after(self, results: &[(Opponent, Score)]) -> Rating {
        let results: Vec<(Glicko2Rating, Outcomes)> = results
            .iter()
            .map(|&(opponent, score)| (opponent.glicko(), score.outcome()))
            .collect();
        let config = Glicko2Config {
            tau: TAU,
            ..Glicko2Config::new()
        };
        let after = glicko2_rating_period(&self.glicko(), &results, &config);
        Rating {
            rating: after.rating,
            deviation: after.deviation,
            volatility: after.volatility,
        }
    }

    /// The rating after one game.
    pub fn after_game(self, opponent: Opponent, score: Score) -> Rating {
        self.after(&[(opponent, score)])
    }

    /// The share of the points this player is expected to take from
    /// `opponent` (a draw is half), both ratings' uncertainty counted.
    pub fn expected_score(self, opponent: Opponent) -> f64 {
        skillratings::glicko2::expected_score(&self.glicko(), &opponent.glicko()).0
    }

    /// Where the rating lies, 19 times in 20.
    pub fn interval(self) -> (f64, f64) {
        let reach = NINETY_FIVE * self.deviation;
        (self.rating - reach, self.rating + reach)
    }

    /// The same player as an opponent of someone else.
    pub fn as_opponent(self) -> Opponent {
        Opponent {
            rating: self.rating,
            deviation: self.deviation,
        }
    }

    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }
}

impl Opponent {
    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: NEW_VOLATILITY,
        }
    }
}

/// Of `opponents`, the one against whom `player` has the most even chances
/// (expected score nearest a half); `None` when there are none.
pub fn even_opponent<T: Copy>(player: Rating, opponents: &[(T, Opponent)]) -> Option<T> {
    opponents
        .iter()
        .min_by(|a, b| {
            let off = |opponent| (player.expected_score(opponent) - 0.5).abs();
            off(a.1).total_cmp(&off(b.1))
        })
        .map(|&(which, _)| which)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opponent(rating: f64, deviation: f64) -> Opponent {
        Opponent { rating, deviation }
    }

    /// Glickman's worked example ("Example of the Glicko-2 system", 2022):
    /// 1500, RD 200, σ 0.06 beats 1400/30, loses to 1550/100 and 1700/300;
    /// with τ = 0.5 the paper gives r' = 1464.06, RD' = 151.52, σ' = 0.05999.
    fn glickmans_example(offset: f64) -> Rating {
        let player = Rating {
            rating: 1500.0 + offset,
            deviation: 200.0,
            volatility: 0.06,
        };
        player.after(&[
            (opponent(1400.0 + offset, 30.0), Score::Win),
            (opponent(1550.0 + offset, 100.0), Score::Loss),
            (opponent(1700.0 + offset, 300.0), Score::Loss),
        ])
    }

    #[test]
    fn glickmans_worked_example() {
        let after = glickmans_example(0.0);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn only_differences_matter_so_the_levels_scale_may_start_at_zero() {
        let shifted = glickmans_example(-1500.0);
        assert!((shifted.rating - (1464.06 - 1500.0)).abs() < 0.01);
        assert!((shifted.deviation - 151.52).abs() < 0.01);
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_both_make_it_surer() {
        let player = Rating::new_player(1000.0);
        let level = opponent(1000.0, 40.0);
        let won = player.after_game(level, Score::Win);
        let lost = player.after_game(level, Score::Loss);
        let drew = player.after_game(level, Score::Draw);
        assert!(won.rating > 1000.0 && lost.rating < 1000.0);
        assert!((drew.rating - 1000.0).abs() < 1e-9);
        assert!(won.deviation < player.deviation);
        let (low, high) = won.interval();
        assert!(low < won.rating && won.rating < high);
    }

    #[test]
    fn the_even_opponent_is_the_nearest_in_strength() {
        let player = Rating::new_player(730.0);
        let levels = [
            ("random", opponent(0.0, 10.0)),
            ("easy", opponent(500.0, 20.0)),
            ("medium", opponent(800.0, 20.0)),
            ("hard", opponent(1400.0, 30.0)),
        ];
        assert_eq!(even_opponent(player, &levels), Some("medium"));
        assert_eq!(even_opponent::<&str>(player, &[]), None);
        let equal = player.expected_score(player.as_opponent());
        assert!((equal - 0.5).abs() < 1e-9);
    }
}
