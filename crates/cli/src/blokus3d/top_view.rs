//! The structure seen from above, for the terminal: each square's top
//! colour and height (`B2`), its limit while empty (`_4`), blank outside.

use std::fmt::Write as _;

use tabletop_rules::blokus3d::{Position, SIDE};

/// The top view, back row (y = 9) first, with coordinates round it.
pub fn draw(position: &Position) -> String {
    let mut text = String::new();
    for y in (0..SIDE).rev() {
        let _ = write!(text, "{y} ");
        for x in 0..SIDE {
            let limit = position.structure().limit(y * SIDE + x);
            let cell = match position.top(x, y) {
                Some(colour) => format!("{}{}", colour.letter(), position.height(x, y)),
                None if limit > 0 => format!("_{limit}"),
                None => "  ".to_owned(),
            };
            let _ = write!(text, " {cell}");
        }
        text.push('\n');
    }
    text.push_str("  ");
    for x in 0..SIDE {
        let _ = write!(text, "  {x}");
    }
    text.push('\n');
    text
}
