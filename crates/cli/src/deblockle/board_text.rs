//! The board drawn in text for the terminal.

use std::fmt::Write as _;

use tabletop_rules::deblockle::{Board, Player, Square};

/// The board with rank 7 at the top: each block as owner, top face and north
/// face (`gHC`: Gold, Hoops up, Cross to the north), `*` for the stars.
pub fn draw(board: &Board) -> String {
    let mut text = String::from("     a   b   c   d   e   f   g\n");
    for y in (0..7).rev() {
        let _ = write!(text, "  {} ", y + 1);
        for x in 0..7 {
            let Some(square) = Square::new(x, y) else {
                continue;
            };
            let cell = match board.block_at(square) {
                Some(block) => format!("{}{}", block.owner.letter(), block.orientation),
                None if is_star(square) => " * ".to_string(),
                None => " . ".to_string(),
            };
            let _ = write!(text, "{cell} ");
        }
        let _ = writeln!(text, "{}", y + 1);
    }
    text.push_str("     a   b   c   d   e   f   g\n");
    text
}

fn is_star(square: Square) -> bool {
    Player::BOTH
        .into_iter()
        .any(|player| player.home_star() == square)
}

#[cfg(test)]
mod tests {
    use tabletop_rules::deblockle::Position;

    use super::*;

    #[test]
    fn draws_rank_seven_on_top_with_stars() {
        let text = draw(Position::example_start().board());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[1], "  7  .   .  tCL  .  tXH  .   .  7");
        assert_eq!(lines[2], "  6  .   .   .   *   .   .   .  6");
        assert_eq!(lines[7], "  1  .   .  gSC  .  gXL  .   .  1");
    }
}
