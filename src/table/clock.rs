//! Game clocks at every table. A timed game's [`TableClock`] runs the
//! clock of the side to move by the frames' time, and only while the game
//! is on screen and waiting for a move: not while pieces move or requests
//! wait, not while a dialog or the rules are open (what pauses it says so
//! with [`PausesClocks::pauses_clocks`]), not during a setup or once the
//! game is over. A move made stops its mover's clock (adding the
//! increment); a move taken back restores the clocks as they stood when
//! that position came up; when a clock runs out the game ends on time
//! through the game's own rules ([`Clocked::flag`]).

use std::time::Duration;

use bevy::ecs::system::{StaticSystemParam, SystemParam, SystemParamItem};
use bevy::prelude::*;
use tabletop_i18n::Message;
use tabletop_rules::clock::{ClockRecord, Clocks, PRESETS, TimeControl};

use super::TableSystems;
use super::frames::{DrawsFrames, Frames};
use super::motion::Animating;
use super::option_rows::{OptionRow, spawn_option_row};
use super::save_dialog::SaveDialog;
use crate::language::Localized;
use crate::screens::Screen;
use crate::theme::{TEXT, WARNING_TEXT, display_if, label, set_button_text};

/// The time control of the next game, as chosen in the menu.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClockChoice(pub TimeControl);

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

/// The menu's row that chooses the time control (in each timed game's
/// new-game options).
#[derive(Component, Clone, Copy, Debug)]
pub struct ClockRow;

impl OptionRow for ClockRow {
    type Settings = ClockChoice;

    /// No clock, then each preset in turn, then no clock again.
    fn change(self, choice: &mut ClockChoice) {
        let next = PRESETS
            .iter()
            .position(|&preset| preset == choice.0)
            .map_or(0, |i| i + 1);
        choice.0 = PRESETS.get(next).copied().unwrap_or_default();
    }
}

/// Adds the clock's row to a game's column of new-game options.
pub fn spawn_clock_row(column: &mut EntityCommands) {
    column.with_children(|options| {
        spawn_option_row(options, ClockRow);
    });
}

fn show_clock_rows(
    choice: Res<ClockChoice>,
    rows: Query<&Children, With<ClockRow>>,
    mut texts: Query<&mut Localized>,
) {
    for children in &rows {
        set_button_text(children, &mut texts, control_words(choice.0));
    }
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
    /// The sides warned of low time.
    warned: Vec<bool>,
    /// Whether the game was over on time when last seen.
    ended_on_time: bool,
    /// A recorded game looked through: the clocks show its record.
    replaying: bool,
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
        })
    }

    /// What a saved game keeps of these clocks.
    pub fn record(&self) -> Option<ClockRecord> {
        ClockRecord::of(&self.history, &self.spent)
    }

    /// Takes in the game's length and whether it ended on time: moves made
    /// stop their mover's clock, moves (or a loss on time) taken back
    /// restore the clocks of the position returned to.
    fn follow(&mut self, played: usize, timed_out: bool) {
        if self.replaying {
            let shown = played.min(self.history.len().saturating_sub(1));
            if let Some(stood) = self.history.get(shown) {
                self.clocks = stood.clone();
            }
            return;
        }
        while self.spent.len() < played {
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

/// What the clock needs to know of a game.
pub trait Clocked: Send + Sync + 'static {
    /// What the game's hooks read and change (the session).
    type Table: SystemParam;

    /// The seat whose clock runs: the side to move while the game is under
    /// way (none during a setup, once over, or while looking through moves).
    fn to_move(table: &SystemParamItem<Self::Table>) -> Option<usize>;

    /// How many moves have been played.
    fn played(table: &SystemParamItem<Self::Table>) -> usize;

    /// Whether the game ended with `seat`'s time running out.
    fn timed_out(table: &SystemParamItem<Self::Table>) -> Option<usize>;

    /// `seat`'s time ran out: end the game on time (a request to the rules).
    fn flag(table: &mut SystemParamItem<Self::Table>, seat: usize);

    /// Who plays `seat`, in words (a colour).
    fn seat_name(seat: usize) -> Message;
}

/// A side's time is running low (the table plays a warning, once).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LowTime(pub usize);

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
/// them, and frames while one runs (its tenths tick).
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ClockChoice>()
        .add_message::<LowTime>()
        .init_resource::<ClockPaused>()
        .add_systems(Update, note_pauses.before(TableSystems::Input))
        .add_systems(Update, show_clock_rows.run_if(in_state(Screen::Menu)))
        .pauses_clocks(|world| {
            world
                .try_query_filtered::<(), With<SaveDialog>>()
                .is_some_and(|mut dialogs| dialogs.iter(world).next().is_some())
        })
        .draws(|world| {
            let running = world
                .get_resource::<TableClock>()
                .is_some_and(|clock| clock.clocks.running().is_some());
            running.then_some(Frames::Every(Duration::from_millis(100)))
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

/// Runs the clock of game `G`'s table, `screen` (each game's plugin).
pub fn add_clock<G: Clocked>(app: &mut App, screen: Screen) {
    app.add_systems(
        Update,
        (run_clock::<G>, show_clock_line::<G>)
            .chain()
            .run_if(in_state(screen))
            .in_set(TableSystems::Show),
    );
}

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
fn show_clock_line<G: Clocked>(
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

fn run_clock<G: Clocked>(
    time: Res<Time>,
    clock: Option<ResMut<TableClock>>,
    screen: Res<State<Screen>>,
    paused: Res<ClockPaused>,
    moving: Query<(), With<Animating>>,
    table: StaticSystemParam<G::Table>,
    mut warnings: MessageWriter<LowTime>,
) {
    let Some(mut clock) = clock.filter(|clock| clock.screen == *screen.get()) else {
        return;
    };
    let mut table = table.into_inner();
    let timed_out = G::timed_out(&table).is_some();
    clock.follow(G::played(&table), timed_out);
    if clock.replaying {
        return;
    }
    let to_move = G::to_move(&table).filter(|_| !timed_out);
    match to_move {
        Some(seat) if clock.clocks.running() != Some(seat) => clock.clocks.start(seat),
        Some(_) => {}
        None => clock.clocks.stop(),
    }
    let Some(seat) = to_move else {
        return;
    };
    if paused.0 || !moving.is_empty() {
        return;
    }
    if let Some(flagged) = clock.clocks.tick(time.delta()) {
        G::flag(&mut table, flagged);
        return;
    }
    if clock.clocks.is_low(seat) && !clock.warned[seat] {
        clock.warned[seat] = true;
        warnings.write(LowTime(seat));
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

/// The time control in words, for the menu: `5+3` as players write it.
pub fn control_words(control: TimeControl) -> Message {
    let control = match control {
        TimeControl::Untimed => Message::new("clock-none"),
        TimeControl::PerMove(limit) => {
            Message::new("clock-per-move").with("seconds", limit.as_secs_f64().to_string())
        }
        TimeControl::Fischer { .. } => {
            Message::new("clock-fischer").with("control", control.to_string())
        }
    };
    Message::new("menu-clock").with("control", control)
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

    #[test]
    fn undo_restores_the_clocks_of_the_position_returned_to() {
        let mut clock =
            TableClock::new(TimeControl::fischer(1, 2), 2, Screen::Deblockle).expect("timed");
        clock.clocks.start(0);
        clock.clocks.tick(Duration::from_secs(10));
        clock.follow(1, false);
        clock.clocks.start(1);
        clock.clocks.tick(Duration::from_secs(5));
        clock.follow(2, false);
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
        clock.follow(1, false);
        assert_eq!(clock.spent, [Duration::from_secs(10)]);
        assert_eq!(clock.clocks.left(0), Duration::from_secs(52));
        assert_eq!(clock.clocks.left(1), Duration::from_secs(60));
        // A flag taken back: the clocks as the position came up.
        clock.clocks.start(1);
        assert_eq!(clock.clocks.tick(Duration::from_secs(61)), Some(1));
        clock.follow(1, false);
        assert_eq!(
            clock.clocks.flagged(),
            Some(1),
            "the rules have not ended it yet"
        );
        clock.follow(1, true);
        assert_eq!(clock.clocks.left(1), Duration::ZERO, "over on time");
        clock.follow(1, false);
        assert_eq!(clock.clocks.flagged(), None);
        assert_eq!(clock.clocks.left(1), Duration::from_secs(60));
    }
}
