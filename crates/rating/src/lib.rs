//! How strong a player is, on one scale for people and the computer's
//! levels: the levels are fitted from their games against each other
//! ([`fit_levels`], Bradley–Terry, the random mover anchored at 0), and a
//! person's rating moves after each game against a level or another person
//! ([`Rating::after_game`], Glicko-2). A difference of 400 on the scale
//! means the stronger side scores ten times as much as the weaker. A
//! match between two players is summed up by [`MatchScore`] (the score
//! with its interval, its Elo) and can stop once a [`Sprt`] decides.

mod fit;
mod glicko;
mod linear;
mod match_score;
mod table;

pub use fit::{FitError, Fitted, Tally, fit_levels};
pub use glicko::{Opponent, Rating, Score, even_opponent};
pub use match_score::{MatchScore, Sprt, SprtVerdict};
pub use table::{LEVEL_TABLE_VERSION, LevelTable, RatedLevel};

/// Rating points per unit of natural log-odds: the scale on which 400
/// points are odds of ten to one.
const POINTS: f64 = 400.0 / std::f64::consts::LN_10;

/// A 95 % interval is this many standard deviations each side.
const NINETY_FIVE: f64 = 1.96;
