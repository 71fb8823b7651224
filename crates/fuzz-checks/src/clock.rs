//! The clocks' readers, shared by every game: a time control as players
//! type it, and the clocks a saved game keeps.

use std::time::Duration;

use tabletop_rules::clock::{ClockRecord, TimeControl};

use crate::text;

/// A time control as typed (`5+3`, `10`, `0+30`): what reads writes back
/// to the same control.
pub fn time_control(data: &[u8]) {
    let Some(text) = text(data) else {
        return;
    };
    let Ok(control) = text.parse::<TimeControl>() else {
        return;
    };
    let written = control.to_string();
    assert_eq!(written.parse::<TimeControl>(), Ok(control), "{text:?}");
}

/// A saved game's clocks (RON, as every game's records and the autosave
/// hold them): clocks that hold together run, tick, flag and take moves
/// without a panic, and write back the same.
pub fn record(data: &[u8]) {
    let Some(text) = text(data) else {
        return;
    };
    let Ok(record) = ron::from_str::<ClockRecord>(text) else {
        return;
    };
    let Some((history, spent)) = record.history() else {
        return;
    };
    assert_eq!(ClockRecord::of(&history, &spent).as_ref(), Some(&record));
    for mut clocks in history {
        for seat in 0..clocks.sides() {
            clocks.start(seat);
            clocks.tick(Duration::from_millis(1500));
            clocks.is_low(seat);
            clocks.moved();
        }
        clocks.start(0);
        clocks.tick(Duration::MAX);
    }
}
