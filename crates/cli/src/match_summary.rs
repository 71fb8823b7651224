//! A two-sided match's result in one line, for the `match` commands of
//! Deblockle and Hive: the first side's score with its 95 % interval and
//! the Elo difference both mean (tabletop-rating works them out).

use tabletop_rating::MatchScore;

/// `first`'s score in `score`'s games, as `gold: 60.0 % (33.0 to 87.0 % at
/// 95 %), Elo +70 (-123 to +330)`; an Elo of every game won is `+inf`.
pub(crate) fn score_line(first: &str, score: MatchScore) -> String {
    let (Some(mean), Some((low, high)), Some(elo), Some((elo_low, elo_high))) = (
        score.score(),
        score.score_interval(),
        score.elo(),
        score.elo_interval(),
    ) else {
        return format!("{first}: no games");
    };
    format!(
        "{first}: {:.1} % ({:.1} to {:.1} % at 95 %), Elo {elo:+.0} ({elo_low:+.0} to {elo_high:+.0})",
        mean * 100.0,
        low * 100.0,
        high * 100.0
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_gives_the_score_its_interval_and_elo() {
        let score = MatchScore {
            won: 5,
            drawn: 2,
            lost: 3,
        };
        assert_eq!(
            score_line("gold", score),
            "gold: 60.0 % (33.0 to 87.0 % at 95 %), Elo +70 (-123 to +330)"
        );
        let swept = MatchScore {
            won: 4,
            drawn: 0,
            lost: 0,
        };
        assert_eq!(
            score_line("ours", swept),
            "ours: 100.0 % (100.0 to 100.0 % at 95 %), Elo +inf (+inf to +inf)"
        );
        assert_eq!(score_line("ours", MatchScore::default()), "ours: no games");
    }
}
