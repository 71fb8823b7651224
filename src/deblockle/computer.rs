//! The computer opponent at the table: it thinks on Bevy's async compute
//! pool while the table stays smooth, plays through the same requests as a
//! person (so its moves animate alike), places the blocks it rolls in the
//! setup, and makes undo take back its reply with the move it answered.

use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_ai::deblockle::{ComputerPlayer, DEFAULT_MOVETIME, EndgameTable};
use tabletop_rules::deblockle::{Move, Player, Position, Roll};

use super::session::{Change, Request, Session};
use super::setup::{Setup, SetupBlock, SetupRequest};
use crate::deblockle::tutorial::ActiveLesson;
use crate::table::activity::still;
use crate::table::motion::Animating;
use crate::table::random::TableRng;
use crate::table::replies::{Replies, take_back_replies};
use crate::table::worker::{Answer, Polled, on_its_own_thread};

/// However quickly the computer decides, it shows that it is thinking this
/// long, so that its move does not land on top of the one it answers.
const SHOWN_THINKING_SECONDS: f32 = 0.6;
/// The pause between the computer's steps when it places blocks in the setup.
const PLACING_STEP_SECONDS: f32 = 0.35;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Computer>()
        .init_resource::<Endgame>()
        .add_systems(
            Update,
            (
                solve_endgame_for_hard,
                take_back_replies::<DeblockleReplies>,
                finish_thinking,
                start_thinking.run_if(still::<Request>),
                place_rolled_blocks,
            )
                .chain()
                .in_set(crate::table::TableSystems::Select),
        );
}

/// Which side the computer plays, and how well.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ComputerSeat {
    /// The side.
    pub player: Player,
    /// The level.
    pub level: Level,
}

/// The computer opponent of the games started from the menu or the command
/// line; `None` when two people play.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Computer(pub Option<ComputerSeat>);

/// Whose turn the computer takes: none in a lesson, whose opponent the
/// lesson plays itself.
#[derive(SystemParam)]
pub struct ComputerTurn<'w> {
    computer: Res<'w, Computer>,
    lesson: Option<Res<'w, ActiveLesson>>,
}

impl ComputerTurn<'_> {
    /// The computer's seat, if it plays in this game.
    pub fn seat(&self) -> Option<ComputerSeat> {
        self.computer.0.filter(|_| self.lesson.is_none())
    }

    /// Whether `player`'s moves are the computer's.
    pub fn plays(&self, player: Player) -> bool {
        self.seat().is_some_and(|seat| seat.player == player)
    }
}

/// The computer's thinking under way.
#[derive(Resource)]
pub struct Thinking {
    answer: Answer<Option<Move>>,
    /// The position it is thinking about: a move for any other is dropped.
    position: Position,
    moves_played: usize,
    stop: Arc<AtomicBool>,
    /// How long it has been thinking.
    pub seconds: f32,
}

/// The solved one-block-each endgame, which Hard plays perfectly: solved
/// in the background (a few seconds) the first time Hard sits down.
#[derive(Resource, Default)]
struct Endgame {
    table: Option<Arc<EndgameTable>>,
    solving: Option<JoinHandle<EndgameTable>>,
}

fn solve_endgame_for_hard(
    turn: ComputerTurn,
    session: Option<Res<Session>>,
    setup: Option<Res<Setup>>,
    mut endgame: ResMut<Endgame>,
) {
    if let Some(handle) = &endgame.solving
        && handle.is_finished()
        && let Some(handle) = endgame.solving.take()
    {
        match handle.join() {
            Ok(table) => endgame.table = Some(Arc::new(table)),
            Err(_) => error!("solving the endgame failed; Hard plays on without it"),
        }
    }
    if !turn.seat().is_some_and(|seat| seat.level == Level::Hard) {
        return;
    }
    let rules = match (&session, &setup) {
        (Some(session), _) => session.game.rules().move_rules(),
        (None, Some(setup)) => setup.rules.move_rules(),
        (None, None) => return,
    };
    let solved = endgame.table.as_ref().is_some_and(|t| t.rules() == rules);
    if !solved && endgame.solving.is_none() {
        // A thread of its own: the solver spreads over every core itself.
        let handle = std::thread::spawn(move || EndgameTable::solve(rules, |_| {}));
        endgame.solving = Some(handle);
    }
}

/// Starts thinking when it is the computer's turn in a game still going.
fn start_thinking(
    mut commands: Commands,
    turn: ComputerTurn,
    session: Option<Res<Session>>,
    thinking: Option<Res<Thinking>>,
    endgame: Res<Endgame>,
    mut rng: ResMut<TableRng>,
) {
    let (Some(session), None) = (session, thinking) else {
        return;
    };
    let game = &session.game;
    let Some(seat) = turn.seat() else {
        return;
    };
    // Looking through moves to redo is for people, not for the computer.
    if game.outcome().is_some() || game.position().turn() != seat.player || session.can_redo() {
        return;
    }
    let table = endgame
        .table
        .clone()
        .filter(|table| table.rules() == game.rules().move_rules());
    let mut player = ComputerPlayer::new(seat.level, rng.next_seed(), table);
    let stop = Arc::new(AtomicBool::new(false));
    let snapshot = game.clone();
    let task_stop = Arc::clone(&stop);
    let answer =
        on_its_own_thread(move || player.choose_move(&snapshot, DEFAULT_MOVETIME, &task_stop));
    commands.insert_resource(Thinking {
        answer,
        position: *game.position(),
        moves_played: game.moves().len(),
        stop,
        seconds: 0.0,
    });
}

/// Plays the computer's move once it is chosen and has been shown thinking
/// a moment; drops it if the game moved on meanwhile (undo, a new game).
fn finish_thinking(
    mut commands: Commands,
    time: Res<Time>,
    session: Option<Res<Session>>,
    thinking: Option<ResMut<Thinking>>,
    mut requests: MessageWriter<Request>,
) {
    let Some(mut thinking) = thinking else {
        return;
    };
    let still_current = session.is_some_and(|session| {
        session.game.moves().len() == thinking.moves_played
            && *session.game.position() == thinking.position
    });
    if !still_current {
        thinking.stop.store(true, Ordering::Relaxed);
        commands.remove_resource::<Thinking>();
        return;
    }
    thinking.seconds += time.delta_secs();
    if thinking.seconds < SHOWN_THINKING_SECONDS {
        return;
    }
    match thinking.answer.poll() {
        Polled::Waiting => {}
        Polled::Ready(chosen) => {
            if let Some(mv) = chosen {
                requests.write(Request::Play(mv));
            }
            commands.remove_resource::<Thinking>();
        }
        Polled::Gone => {
            error!("the computer's thinking stopped without a move");
            commands.remove_resource::<Thinking>();
        }
    }
}

/// Deblockle's programs, for undo: the computer, or a lesson's opponent
/// (see [`take_back_replies`]).
pub struct DeblockleReplies;

impl Replies for DeblockleReplies {
    type Change = Change;
    type Request = Request;
    type Table = (
        Option<Res<'static, Session>>,
        Res<'static, Computer>,
        Option<Res<'static, ActiveLesson>>,
    );

    fn undone(change: &Change) -> bool {
        matches!(change, Change::Undone { .. })
    }

    fn program_to_move(
        (session, computer, lesson): &<Self::Table as SystemParam>::Item<'_, '_>,
    ) -> bool {
        let Some(session) = session else {
            return false;
        };
        let game = &session.game;
        let to_move = game.position().turn();
        // In a lesson the learner is the one to move again.
        let program = match lesson {
            Some(active) => to_move != active.lesson.learner(),
            None => computer.0.is_some_and(|seat| seat.player == to_move),
        };
        program && !game.moves().is_empty()
    }

    fn undo() -> Request {
        Request::Undo
    }
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
    let Some(seat) = turn.seat().filter(|seat| seat.player != placement.owner()) else {
        return;
    };
    if steps.owner != Some(placement.owner()) {
        let roll = Roll {
            owner: placement.owner(),
            faces: placement.faces(),
        };
        let chosen = ComputerPlayer::new(seat.level, rng.next_seed(), None).place(&roll);
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
