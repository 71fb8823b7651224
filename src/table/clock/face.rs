//! The HUD's line of clocks: each side's time, the running one marked,
//! tenths under ten seconds, the colour a warning when it runs low.

use std::time::Duration;

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::TableClock;
use crate::language::Localized;
use crate::screens::Screen;
use crate::table::game::TableGame;
use crate::theme::{TEXT, WARNING_TEXT, display_if, label};

/// The HUD's line of clocks (hidden when the game is untimed).
#[derive(Component)]
pub struct ClockLine;

/// The line of clocks, for a game's HUD.
pub fn clock_line() -> impl Bundle {
    (
        ClockLine,
        label("", 22.0, TEXT),
        Node {
            display: Display::None,
            ..default()
        },
    )
}

/// Each side's clock on the HUD's line, the running one's colour a warning
/// when it is low.
pub(super) fn show_clock_line<G: TableGame>(
    clock: Option<Res<TableClock>>,
    screen: Res<State<Screen>>,
    mut lines: Query<(&mut Localized, &mut TextColor, &mut Node), With<ClockLine>>,
) {
    let clock = clock.filter(|clock| clock.screen == *screen.get());
    for (text, mut colour, mut node) in &mut lines {
        let display = display_if(clock.is_some());
        if node.display != display {
            node.display = display;
        }
        let Some(clock) = &clock else {
            continue;
        };
        let clocks = &clock.clocks;
        let faces = (0..clock.warned.len()).rev().map(|seat| {
            let key = if clocks.running() == Some(seat) {
                "clock-face-running"
            } else {
                "clock-face"
            };
            Message::new(key)
                .with("player", G::seat_name(seat))
                .with("time", clock_face(clocks.left(seat)))
        });
        let line = faces.reduce(|rest, face| {
            Message::new("clock-faces")
                .with("first", face)
                .with("rest", rest)
        });
        Localized::show(text, line.unwrap_or_else(crate::language::blank));
        let low = clocks.running().is_some_and(|seat| clocks.is_low(seat));
        colour.set_if_neq(TextColor(if low { WARNING_TEXT } else { TEXT }));
    }
}

/// A clock as players read it: `4:59`, `1:02:03`, and tenths under ten
/// seconds (`9.3`).
pub fn clock_face(left: Duration) -> String {
    if left < Duration::from_secs(10) {
        let tenths = left.as_millis() / 100;
        return format!("{}.{}", tenths / 10, tenths % 10);
    }
    let seconds = left.as_secs();
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_face_shows_tenths_under_ten_seconds() {
        let face = |ms| clock_face(Duration::from_millis(ms));
        assert_eq!(face(9_349), "9.3");
        assert_eq!(face(0), "0.0");
        assert_eq!(face(10_000), "0:10");
        assert_eq!(face(299_999), "4:59");
        assert_eq!(face(3_723_000), "1:02:03");
    }
}
