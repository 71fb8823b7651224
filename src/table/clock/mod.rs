//! Game clocks at every table. A timed game's [`TableClock`] runs the
//! clock of the side to move by the real time between frames (the app may
//! sleep half a second between two while a clock runs), and only while the game
//! is on screen and waiting for a move: not while pieces move or requests
//! wait, not while a dialog or the rules are open (what pauses it says so
//! with [`PausesClocks::pauses_clocks`]), not during a setup or once the
//! game is over. A move made stops its mover's clock (adding the
//! increment); a move taken back restores the clocks as they stood when
//! that position came up; when a clock runs out the game ends on time
//! through the game's own rules ([`TableGame::flag`]). At a table with
//! friends elsewhere each move is charged the thinking time its player's
//! computer measured ([`TableClock::charge`]), and only this computer's
//! players' clocks run out here (a friend's says so itself).

//!
//! In its modules: the HUD's line of clocks (`face`), and the menu's
//! choice of a time control (`menu`).

mod face;
mod menu;

use std::time::Duration;

use bevy::prelude::*;
use tabletop_rules::clock::{ClockRecord, Clocks, TimeControl};

use super::TableSystems;
use super::frames::{DrawsFrames, Frames};
use super::game::TableGame;
use super::motion::Animating;
use super::network::NetTable;
use super::save_dialog::SaveDialog;
use super::seats::Side as _;
use crate::screens::Screen;
pub use face::{ClockLine, clock_face, clock_line};
pub use menu::{ClockChoice, ClockRow, spawn_clock_row};

/// The clocks the next game to start is played on: put there by the
/// menu's Play or Continue or the command line, taken by the start (a
/// game started any other way is untimed).
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct ClockNextGame(pub ClockStart);

/// How a game's clocks start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockStart {
    /// Afresh, under this time control.
    Fresh(TimeControl),
    /// Where a saved game's stood.
    Resumed(ClockRecord),
    /// A recorded game looked through: its clocks as each position came
    /// up, never running.
    Replay(ClockRecord),
}

/// The clocks of the timed game at a table.
#[derive(Resource, Clone, Debug)]
pub struct TableClock {
    /// The clocks.
    pub clocks: Clocks,
    /// The table whose game it times.
    pub screen: Screen,
    /// The clocks as they stood when each position of the game came up
    /// (the start's first).
    history: Vec<Clocks>,
    /// How long each move took.
    pub spent: Vec<Duration>,
    /// The sides warned of low time (as many as there are clocks).
    pub(super) warned: Vec<bool>,
    /// Whether the game was over on time when last seen.
    ended_on_time: bool,
    /// A recorded game looked through: the clocks show its record.
    replaying: bool,
    /// Whether the clock ran last frame (the time since then is its own;
    /// after a pause or a stop it is not).
    ran: bool,
}

impl TableClock {
    /// Clocks under `control` for a game of `seats` sides at `screen`;
    /// `None` untimed.
    pub fn new(control: TimeControl, seats: usize, screen: Screen) -> Option<TableClock> {
        let clocks = Clocks::new(control, seats)?;
        Some(TableClock {
            history: vec![clocks.clone()],
            clocks,
            screen,
            spent: Vec::new(),
            warned: vec![false; seats],
            ended_on_time: false,
            replaying: false,
            ran: false,
        })
    }

    /// The clocks of a saved game at `screen`: where they stood when it was
    /// saved, or, `replaying` a recorded game, as each position it steps to
    /// came up; `None` if its record does not hold together.
    pub fn from_record(
        record: &ClockRecord,
        screen: Screen,
        replaying: bool,
    ) -> Option<TableClock> {
        let (history, spent) = record.history()?;
        let clocks = history.last()?.clone();
        Some(TableClock {
            warned: vec![false; clocks.sides()],
            clocks,
            screen,
            history,
            spent,
            ended_on_time: false,
            replaying,
            ran: false,
        })
    }

    /// What a saved game keeps of these clocks.
    pub fn record(&self) -> Option<ClockRecord> {
        ClockRecord::of(&self.history, &self.spent)
    }

    /// What a saved game of `screen`'s table keeps of `clock`, if it times
    /// that table's game (another table's may stand).
    pub fn record_at(clock: Option<&TableClock>, screen: Screen) -> Option<ClockRecord> {
        clock.filter(|clock| clock.screen == screen)?.record()
    }

    /// Charges the move at `ply` (the next the clocks have not taken in) to
    /// `seat`'s clock: the `thinking` its player's computer measured, on
    /// the clocks as the position came up. Returns the seat whose time ran
    /// out, if the move came too late.
    pub fn charge(&mut self, ply: usize, seat: usize, thinking: Duration) -> Option<usize> {
        if self.spent.len() != ply || self.replaying {
            return None;
        }
        let mut clocks = self.history.last()?.clone();
        let (spent, ran_out) = match clocks.charge(seat, thinking) {
            Ok(spent) => (spent, None),
            Err(seat) => (thinking, Some(seat)),
        };
        self.spent.push(spent);
        self.history.push(clocks.clone());
        self.clocks = clocks;
        self.ran = false;
        ran_out
    }

    /// Takes in the game's length and whether it ended on time: moves made
    /// stop their mover's clock (unless `charged_apart`: each move's charge
    /// comes from [`TableClock::charge`]), moves (or a loss on time) taken
    /// back restore the clocks of the position returned to.
    fn follow(&mut self, played: usize, timed_out: bool, charged_apart: bool) {
        if self.replaying {
            let shown = played.min(self.history.len().saturating_sub(1));
            if let Some(stood) = self.history.get(shown) {
                self.clocks = stood.clone();
            }
            return;
        }
        while !charged_apart && self.spent.len() < played {
            self.spent.push(self.clocks.moved());
            self.history.push(self.clocks.clone());
        }
        let flag_taken_back = self.ended_on_time && !timed_out;
        self.ended_on_time = timed_out;
        if played < self.spent.len() || flag_taken_back {
            self.spent.truncate(played);
            self.history.truncate(played + 1);
            if let Some(stood) = self.history.last() {
                self.clocks = stood.clone();
            }
        }
    }
}

/// A side's time is running low (the table plays a warning, once).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LowTime(pub usize);

/// A seat's clock ran out here (the game ends on its time).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RanOutOfTime(pub usize);

/// What stops the clocks while it holds.
#[derive(Resource, Default)]
struct PausedWhen(Vec<fn(&World) -> bool>);

/// Registers what pauses the clocks (an overlay over the table).
pub trait PausesClocks {
    /// The clocks stand still while `paused` holds.
    fn pauses_clocks(&mut self, paused: fn(&World) -> bool) -> &mut Self;
}

impl PausesClocks for App {
    fn pauses_clocks(&mut self, paused: fn(&World) -> bool) -> &mut Self {
        self.init_resource::<PausedWhen>();
        self.world_mut().resource_mut::<PausedWhen>().0.push(paused);
        self
    }
}

/// The clocks' shared part: the menu's choice, the warning, what pauses
/// them, and frames while one runs (often enough for its seconds, or its
/// tenths under ten seconds).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(menu::plugin)
        .add_message::<LowTime>()
        .add_message::<RanOutOfTime>()
        .init_resource::<ClockPaused>()
        .add_systems(Update, note_pauses.before(TableSystems::Input))
        .pauses_clocks(|world| {
            world
                .try_query_filtered::<(), With<SaveDialog>>()
                .is_some_and(|mut dialogs| dialogs.iter(world).next().is_some())
        })
        .draws(|world| {
            let clocks = &world.get_resource::<TableClock>()?.clocks;
            let left = clocks.left(clocks.running()?);
            // Tenths under ten seconds; above, seconds need fewer frames.
            let tick = if left < Duration::from_secs(10) {
                100
            } else {
                500
            };
            Some(Frames::Every(Duration::from_millis(tick)))
        });
}

/// Whether something pauses the clocks this frame.
#[derive(Resource, Default)]
struct ClockPaused(bool);

fn note_pauses(world: &mut World) {
    let paused = world
        .get_resource::<PausedWhen>()
        .is_some_and(|when| when.0.iter().any(|paused| paused(world)));
    world.resource_mut::<ClockPaused>().0 = paused;
}

/// Runs the clock of game `G`'s table.
pub fn add_clock<G: TableGame>(app: &mut App) {
    let screen = G::SCREEN;
    app.add_systems(
        Update,
        (run_clock::<G>, face::show_clock_line::<G>)
            .chain()
            .run_if(in_state(screen))
            .in_set(TableSystems::Show),
    );
}

fn run_clock<G: TableGame>(
    time: Res<Time<Real>>,
    clock: Option<ResMut<TableClock>>,
    (screen, paused, net): (Res<State<Screen>>, Res<ClockPaused>, Option<Res<NetTable>>),
    moving: Query<(), With<Animating>>,
    session: Option<Res<G>>,
    mut requests: MessageWriter<G::Request>,
    (mut warnings, mut ran_out): (MessageWriter<LowTime>, MessageWriter<RanOutOfTime>),
) {
    let Some(mut clock) = clock.filter(|clock| clock.screen == *screen.get()) else {
        return;
    };
    let Some(session) = session else {
        return;
    };
    let timed_out = session.timed_out().is_some();
    let net = net.filter(|net| net.table == G::SCREEN);
    clock.follow(session.moves_played(), timed_out, net.is_some());
    if clock.replaying {
        return;
    }
    // No clock runs during a setup, once the game is over, in a lesson or
    // a puzzle, or while the players look back through the moves.
    let under_way = session.free_play().is_some() && !session.can_redo();
    let to_move = under_way
        .then(|| session.clock_to_move())
        .filter(|_| !timed_out);
    match to_move {
        Some(seat) if clock.clocks.running() != Some(seat) => clock.clocks.start(seat),
        Some(_) => {}
        None => clock.clocks.stop(),
    }
    let Some(seat) = to_move else {
        clock.ran = false;
        return;
    };
    let ran = std::mem::replace(&mut clock.ran, !paused.0 && moving.is_empty());
    if !clock.ran || !ran {
        return;
    }
    let mut elapsed = time.delta();
    // The player to move (a Blokus 3D clock is a colour's, not a seat's).
    let player = session.to_move().seat_index();
    if net.is_some_and(|net| !net.company.mine(player)) {
        // A friend's time runs out on their computer, which says so.
        let left = clock.clocks.left(seat);
        elapsed = elapsed.min(left.saturating_sub(Duration::from_millis(1)));
    }
    if let Some(flagged) = clock.clocks.tick(elapsed) {
        requests.write(G::flag(flagged));
        ran_out.write(RanOutOfTime(flagged));
        return;
    }
    if clock.clocks.is_low(seat) && !clock.warned[seat] {
        clock.warned[seat] = true;
        warnings.write(LowTime(seat));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_restores_the_clocks_of_the_position_returned_to() {
        let mut clock =
            TableClock::new(TimeControl::fischer(1, 2), 2, Screen::default()).expect("timed");
        clock.clocks.start(0);
        clock.clocks.tick(Duration::from_secs(10));
        clock.follow(1, false, false);
        clock.clocks.start(1);
        clock.clocks.tick(Duration::from_secs(5));
        clock.follow(2, false, false);
        assert_eq!(
            clock.spent,
            [Duration::from_secs(10), Duration::from_secs(5)]
        );
        let after_two = (clock.clocks.left(0), clock.clocks.left(1));
        assert_eq!(
            after_two,
            (Duration::from_secs(52), Duration::from_secs(57))
        );
        clock.clocks.start(0);
        clock.clocks.tick(Duration::from_secs(20));
        clock.follow(1, false, false);
        assert_eq!(clock.spent, [Duration::from_secs(10)]);
        assert_eq!(clock.clocks.left(0), Duration::from_secs(52));
        assert_eq!(clock.clocks.left(1), Duration::from_secs(60));
        // A flag taken back: the clocks as the position came up.
        clock.clocks.start(1);
        assert_eq!(clock.clocks.tick(Duration::from_secs(61)), Some(1));
        clock.follow(1, false, false);
        assert_eq!(
            clock.clocks.flagged(),
            Some(1),
            "the rules have not ended it yet"
        );
        clock.follow(1, true, false);
        assert_eq!(clock.clocks.left(1), Duration::ZERO, "over on time");
        clock.follow(1, false, false);
        assert_eq!(clock.clocks.flagged(), None);
        assert_eq!(clock.clocks.left(1), Duration::from_secs(60));
    }
}
