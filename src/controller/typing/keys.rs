//! The on-screen keyboard's keys: two layers of characters (letters and
//! digits, and symbols with the accented letters our languages write)
//! over a row of commands, and how the D-pad steps from key to key.

/// The letters and digits, row by row: what positions, engine commands
/// and names are mostly written with (a position's `/` and `*` included).
const LETTERS: [&str; 4] = ["1234567890", "qwertyuiop", "asdfghjkl-", "zxcvbnm/*."];

/// The symbols, and the accented letters of Croatian and Vietnamese.
const SYMBOLS: [&str; 4] = ["!?@#;:+=_~", "()[]{}<>\"'", ",\\&%$|^`", "čćđšžăâêôơư"];

/// The row of commands under the characters.
pub const COMMANDS: [Command; 5] = [
    Command::Shift,
    Command::Layer,
    Command::Space,
    Command::Delete,
    Command::Done,
];

/// The rows of characters, and the row of commands below them.
pub const ROWS: usize = LETTERS.len() + 1;

/// A key that does something other than type its character.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Capitals on or off.
    Shift,
    /// The other layer: symbols, or back to the letters.
    Layer,
    /// A space.
    Space,
    /// The character before the caret deleted.
    Delete,
    /// The text entered (as Enter would), the keyboard closed.
    Done,
}

/// What a key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// Types its character.
    Character(char),
    /// A command.
    Command(Command),
}

/// Which characters the keyboard shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layer {
    /// The symbols (otherwise the letters and digits).
    pub symbols: bool,
    /// Capitals.
    pub shift: bool,
}

impl Layer {
    fn rows(self) -> [&'static str; 4] {
        if self.symbols { SYMBOLS } else { LETTERS }
    }

    /// How many keys `row` has.
    pub fn row_length(self, row: usize) -> usize {
        self.rows()
            .get(row)
            .map_or(COMMANDS.len(), |keys| keys.chars().count())
    }

    /// The key at `row` and `column` (a place on the keyboard).
    pub fn key(self, (row, column): (usize, usize)) -> Key {
        match self.rows().get(row) {
            Some(keys) => {
                let character = keys.chars().nth(column).unwrap_or(' ');
                Key::Character(if self.shift {
                    // Every character here has one capital (or is its own).
                    character.to_uppercase().next().unwrap_or(character)
                } else {
                    character
                })
            }
            None => Key::Command(COMMANDS[column.min(COMMANDS.len() - 1)]),
        }
    }

    /// The place one step from `from` towards `(right, down)` (each -1, 0
    /// or 1): along a row it wraps round; to a row of another length it
    /// keeps the same part of the width; there is nothing above the top
    /// row or below the commands.
    pub fn step(self, from: (usize, usize), (right, down): (i32, i32)) -> (usize, usize) {
        let (row, column) = from;
        let length = self.row_length(row);
        if down == 0 {
            let column = (column as i32 + right).rem_euclid(length as i32) as usize;
            return (row, column);
        }
        let Some(to) = row
            .checked_add_signed(down as isize)
            .filter(|&to| to < ROWS)
        else {
            return from;
        };
        let across = (column as f32 + 0.5) / length as f32;
        let to_length = self.row_length(to);
        let to_column = ((across * to_length as f32) as usize).min(to_length - 1);
        (to, to_column)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_layers_hold_what_positions_commands_and_names_are_written_with() {
        let typed = |layer: Layer| -> String {
            (0..ROWS - 1)
                .flat_map(|row| (0..layer.row_length(row)).map(move |column| (row, column)))
                .filter_map(|place| match layer.key(place) {
                    Key::Character(character) => Some(character),
                    Key::Command(_) => None,
                })
                .collect()
        };
        let letters = Layer::default();
        let capitals = Layer {
            shift: true,
            ..letters
        };
        let symbols = Layer {
            symbols: true,
            ..letters
        };
        let all = [
            letters,
            capitals,
            symbols,
            Layer {
                shift: true,
                ..symbols
            },
        ]
        .map(typed);
        let all = all.concat();
        // Deblockle's and Blokus's positions, Hive's UHP game strings, an
        // engine's command line, names in the languages the app speaks
        // (its Latin scripts; Vietnamese tones and Marathi come from the
        // system's own keyboard).
        for text in [
            "3tHC3/3*3/7/7/7/3*3/3gLC3 g",
            "Base+MLP;InProgress;White[3];wS1;bG1 -wS1",
            "/usr/bin/nokamute uhp --threads=2",
            "Đurđa Čolić, Văn Ơn",
        ] {
            let missing: String = text
                .chars()
                .filter(|character| *character != ' ' && !all.contains(*character))
                .collect();
            assert_eq!(missing, "", "in {text:?}");
        }
        assert_eq!(capitals.key((1, 0)), Key::Character('Q'));
        assert_eq!(
            Layer {
                symbols: true,
                shift: true
            }
            .key((3, 0)),
            Key::Character('Č')
        );
    }

    #[test]
    fn the_dpad_wraps_along_a_row_and_keeps_its_place_across_the_rows() {
        let layer = Layer::default();
        assert_eq!(layer.step((1, 0), (-1, 0)), (1, 9), "q wraps to p");
        assert_eq!(layer.step((1, 9), (1, 0)), (1, 0));
        assert_eq!(layer.step((0, 4), (0, -1)), (0, 4), "nothing above");
        assert_eq!(layer.step((1, 4), (0, 1)), (2, 4), "t down to g");
        // From the middle of the letters to the command row's middle
        // (space), and back up to the middle of the letters.
        assert_eq!(layer.step((3, 5), (0, 1)), (4, 2));
        assert_eq!(layer.key((4, 2)), Key::Command(Command::Space));
        assert_eq!(layer.step((4, 2), (0, -1)), (3, 5));
        assert_eq!(layer.step((4, 4), (0, 1)), (4, 4), "nothing below");
        // The symbols' shorter row: its last key from the longer rows' last.
        let symbols = Layer {
            symbols: true,
            shift: false,
        };
        assert_eq!(symbols.step((1, 9), (0, 1)), (2, 7));
        assert_eq!(symbols.key((2, 7)), Key::Character('`'));
    }
}
