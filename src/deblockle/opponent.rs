//! The computer opponent at the table, in the table's life cycle of
//! opponents (see [`crate::table::opponent`]): it plays through the same
//! requests as a person (so its moves animate alike), places the blocks it
//! rolls in the setup, and makes undo take back its reply with the move it
//! answered.

use std::collections::VecDeque;

use bevy::ecs::system::{SystemParam, SystemParamItem};
use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_ai::clock::thinking_time;
use tabletop_ai::deblockle::{ComputerPlayer, DEFAULT_MOVETIME};
use tabletop_i18n::{Explained, Message};
use tabletop_rules::deblockle::{Game, Move, Player, Roll};

use super::endgames::Endgames;
use super::session::{Change, Request, Session};
use super::setup::{Setup, SetupBlock, SetupRequest};
use crate::deblockle::guided::Guided;
use crate::table::TableSystems;
use crate::table::clock::TableClock;
use crate::table::frames::{DrawsFrames, Frames};
use crate::table::motion::Animating;
use crate::table::opponent::{Opponents, Work, add_opponents, thinking_threads};
use crate::table::random::TableRng;
use crate::table::replies::{Replies, take_back_replies};
use crate::table::seats::{Seat, Seats, Side};

/// The pause between the computer's steps when it places blocks in the setup.
const PLACING_STEP_SECONDS: f32 = 0.35;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DeblockleSeats>()
        .add_systems(
            Update,
            take_back_replies::<DeblockleReplies>
                .after(super::endgames::solve_endgames_when_wanted)
                .in_set(TableSystems::Select),
        )
        .add_systems(Update, place_rolled_blocks.in_set(TableSystems::Select))
        .draws(computer_places_blocks);
    add_opponents::<DeblockleOpponents>(app);
}

/// Who plays Gold and who plays Teal in the game at the table.
pub type DeblockleSeats = Seats<Player>;

impl Side for Player {
    fn seat_index(self) -> usize {
        match self {
            Player::Gold => 0,
            Player::Teal => 1,
        }
    }

    fn name(self) -> Message {
        self.message()
    }
}

/// The seats of a game against the computer at `level` playing `player`.
pub fn against_computer(player: Player, level: Level) -> DeblockleSeats {
    let mut seats = DeblockleSeats::default();
    seats.set(player, Seat::Computer(level));
    seats
}

/// The computer's level when it plays `player` (never in a lesson or a
/// puzzle, whose guide plays the opponent itself).
fn computer_level(seats: &DeblockleSeats, guided: bool, player: Player) -> Option<Level> {
    match seats.of(player) {
        Seat::Computer(level) if !guided => Some(*level),
        _ => None,
    }
}

/// Whose turn the computer takes: none in a lesson or a puzzle, whose
/// guide plays the opponent itself.
#[derive(SystemParam)]
pub struct ComputerTurn<'w> {
    seats: Res<'w, DeblockleSeats>,
    guide: Option<Res<'w, Guided>>,
}

impl ComputerTurn<'_> {
    /// The computer's level when it plays `player` in this game.
    pub fn level(&self, player: Player) -> Option<Level> {
        computer_level(&self.seats, self.guide.is_some(), player)
    }

    /// Whether `player`'s moves are the computer's.
    pub fn plays(&self, player: Player) -> bool {
        self.level(player).is_some()
    }

    /// Whether `player`'s moves are a program's, not the person's: the
    /// computer's, a guide's opponent's, or any while the guide shows
    /// something (no input is taken for them).
    pub fn program_moves(&self, player: Player) -> bool {
        self.plays(player)
            || self
                .guide
                .as_ref()
                .is_some_and(|guide| guide.paused || guide.learner != player)
    }

    /// The side the person at the screen plays against the computer.
    pub fn person(&self) -> Option<Player> {
        match Player::BOTH.map(|player| self.plays(player)) {
            [true, false] => Some(Player::Teal),
            [false, true] => Some(Player::Gold),
            _ => None,
        }
    }

    /// Whether the computer plays at Hard on either side.
    pub(super) fn any_hard(&self) -> bool {
        Player::BOTH
            .into_iter()
            .any(|player| self.level(player) == Some(Level::Hard))
    }
}

/// Deblockle's computer in the table's life cycle of opponents.
pub struct DeblockleOpponents;

impl Opponents for DeblockleOpponents {
    type Side = Player;
    type Move = Move;
    type Game = Game;
    type Request = Request;
    type Table = (
        Option<Res<'static, Session>>,
        Option<Res<'static, Guided>>,
        Res<'static, Endgames>,
        ResMut<'static, TableRng>,
        Option<Res<'static, TableClock>>,
    );

    fn to_move((session, guide, ..): &SystemParamItem<Self::Table>) -> Option<(Player, bool)> {
        // A lesson or a puzzle plays the learner's opponent itself.
        let session = session.as_ref().filter(|_| guide.is_none())?;
        let game = &session.game;
        game.outcome()
            .is_none()
            .then(|| (game.position().turn(), session.can_redo()))
    }

    fn is_current((session, ..): &SystemParamItem<Self::Table>, game: &Game) -> bool {
        session
            .as_ref()
            .is_some_and(|session| session.still_plays(game))
    }

    fn think(
        (session, _, endgames, rng, clock): &mut SystemParamItem<Self::Table>,
        seat: &Seat,
    ) -> Option<(Game, Work<Move>)> {
        let game = session.as_ref()?.game.clone();
        let Seat::Computer(level) = *seat else {
            // Deblockle has no engine protocol.
            return Some((game, Box::new(|_| Err("not a Deblockle player".to_owned()))));
        };
        let tables = endgames.tables_for(game.rules().move_rules());
        let mut player = ComputerPlayer::with_tables(level, rng.next_seed(), tables)
            .with_threads(thinking_threads());
        let snapshot = game.clone();
        // On a clock, what the clock allows; else the level's own time.
        let movetime = clock.as_ref().map_or(DEFAULT_MOVETIME, |clock| {
            let seat = game.position().turn().seat();
            thinking_time(
                clock.clocks.control(),
                clock.clocks.left(seat),
                DEFAULT_MOVETIME,
            )
        });
        let work: Work<Move> = Box::new(move |stop| {
            player
                .choose_move(&snapshot, movetime, stop)
                .ok_or_else(|| "no move to play".to_owned())
        });
        Some((game, work))
    }

    fn play(answer: Move) -> Request {
        Request::Play(answer)
    }
}

/// Deblockle's programs, for undo: the computer, or a guide's opponent
/// (see [`take_back_replies`]).
pub struct DeblockleReplies;

impl Replies for DeblockleReplies {
    type Change = Change;
    type Request = Request;
    type Table = (
        Option<Res<'static, Session>>,
        Res<'static, DeblockleSeats>,
        Option<Res<'static, Guided>>,
    );

    fn undone(change: &Change) -> bool {
        matches!(change, Change::Undone { .. })
    }

    fn program_to_move(
        (session, seats, guide): &<Self::Table as SystemParam>::Item<'_, '_>,
    ) -> bool {
        let Some(session) = session else {
            return false;
        };
        let game = &session.game;
        let to_move = game.position().turn();
        // In a lesson or a puzzle the learner is the one to move again.
        let program = match guide {
            Some(guide) => to_move != guide.learner,
            None => seats.program_against_person(to_move, 2),
        };
        program && !game.moves().is_empty()
    }

    fn undo() -> Request {
        Request::Undo
    }
}

/// Frames while the computer's hand places the blocks it rolled, step by
/// step (it waits a moment between steps).
fn computer_places_blocks(world: &mut World) -> Option<Frames> {
    let placement = world.get_resource::<Setup>()?.placement()?;
    let placer = placement.owner().opponent();
    let seats = world.get_resource::<DeblockleSeats>()?;
    let guided = world.contains_resource::<Guided>();
    computer_level(seats, guided, placer).map(|_| Frames::Smooth)
}

/// The computer's steps in placing the blocks it rolled, one at a time.
#[derive(Default)]
struct PlacingSteps {
    /// Whose blocks the steps place.
    owner: Option<Player>,
    steps: VecDeque<SetupRequest>,
    wait: f32,
}

/// When the computer is the roller, it places the rolled blocks itself:
/// its level decides where (Hard as badly for their owner as it can); the
/// hand carries them one by one, turning each as chosen, then it is done.
fn place_rolled_blocks(
    time: Res<Time>,
    turn: ComputerTurn,
    setup: Option<Res<Setup>>,
    moving: Query<(), (With<SetupBlock>, With<Animating>)>,
    mut steps: Local<PlacingSteps>,
    mut requests: MessageWriter<SetupRequest>,
    mut rng: ResMut<TableRng>,
) {
    let Some(placement) = setup.as_ref().and_then(|setup| setup.placement()) else {
        *steps = PlacingSteps::default();
        return;
    };
    let Some(level) = turn.level(placement.owner().opponent()) else {
        return;
    };
    if steps.owner != Some(placement.owner()) {
        let roll = Roll {
            owner: placement.owner(),
            faces: placement.faces(),
        };
        let chosen = ComputerPlayer::new(level, rng.next_seed(), None).place(&roll);
        let mut planned = VecDeque::new();
        for (block, placed) in chosen.iter().enumerate() {
            planned.push_back(SetupRequest::Place {
                block,
                square: placed.square,
            });
            let mut lying = placement.orientation(block).unwrap_or(placed.orientation);
            while lying != placed.orientation && lying.top() == placed.orientation.top() {
                planned.push_back(SetupRequest::Turn {
                    block,
                    clockwise: true,
                });
                lying = lying.yawed();
            }
        }
        planned.push_back(SetupRequest::Done);
        *steps = PlacingSteps {
            owner: Some(placement.owner()),
            steps: planned,
            wait: PLACING_STEP_SECONDS,
        };
    }
    steps.wait -= time.delta_secs();
    if steps.wait > 0.0 || !moving.is_empty() {
        return;
    }
    if let Some(step) = steps.steps.pop_front() {
        requests.write(step);
        steps.wait = PLACING_STEP_SECONDS;
    }
}
