//! Setting up a position at the table itself, written once for every
//! game: F8 (or Set up under the moves) turns the table into an editor.
//! A click on a cell puts the next piece there (or takes it away), a
//! right-click or R turns the piece last touched, T passes the move; the
//! rules answer every step, refusing what cannot be with their reason,
//! and say whether a game can reach the position at all. The table shows
//! each step as the game would be there. **Play a friend** or **Play the
//! computer** plays on from the position; **Cancel** (Esc) brings back
//! the game as it was, its move tree included.
//!
//! While a position is set up the game's own input rests, no program
//! moves (every seat is a person's until the players choose), and the
//! autosave keeps the game that was being played.

mod input;
mod panel;

use std::marker::PhantomData;

use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_i18n::Message;
use tabletop_rules::tree::{Cell, MoveTree};

use super::TableSystems;
use super::for_game::ForGame;
use super::game::{SeatsOf, TableGame};
use super::marks::BoardCells;
use super::opponent::{EverySideAPerson, LastComputerLevel};
use super::seats::{Seat, Side};
use super::tree::KeptTree;

/// What a touch of a cell asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touch {
    /// The next piece there (the last of them: none).
    Next,
    /// The piece there turned.
    Turn,
}

/// The keys of a game's set-up, and the words of the buttons that name
/// them (a game whose own keys are R, T or Esc at its table names others).
pub struct SetUpKeys {
    /// Turns the piece last touched, if a key does.
    pub turn: Option<KeyCode>,
    /// Gives the move to the next side.
    pub pass: KeyCode,
    /// The pass button's words.
    pub pass_words: &'static str,
    /// Gives up the set-up, if a key does.
    pub cancel: Option<KeyCode>,
    /// The cancel button's words.
    pub cancel_words: &'static str,
    /// For a game whose sides may be out of it (Blokus 3D's colours), the
    /// key and the button's words that put the side to move out or back in.
    pub out: Option<(KeyCode, &'static str)>,
}

impl SetUpKeys {
    /// R turns, T passes the move, Esc cancels.
    pub const USUAL: SetUpKeys = SetUpKeys {
        turn: Some(KeyCode::KeyR),
        pass: KeyCode::KeyT,
        pass_words: "setting-up-pass",
        cancel: Some(KeyCode::Escape),
        cancel_words: "setting-up-cancel",
        out: None,
    };
}

/// How a game's position is set up at its table.
pub trait SetsUp: BoardCells {
    /// A position being set up (one the rules may say no game reaches).
    type Setup: Clone + PartialEq + Send + Sync + 'static;
    /// How to set up, in a player's words (a message key).
    const HOW: &'static str;
    /// The set-up's keys.
    const KEYS: SetUpKeys = SetUpKeys::USUAL;

    /// The position at the table, to set up from.
    fn setup(&self) -> Self::Setup;
    /// Changes `setup` at `cell` as `touch` asks.
    ///
    /// # Errors
    /// The rules' reason, in a player's words, when it cannot be.
    fn touch(setup: &mut Self::Setup, cell: Cell, touch: Touch) -> Result<(), Message>;
    /// The side to move in `setup`.
    fn side_to_move(setup: &Self::Setup) -> Self::Side;
    /// Gives the move to the next side.
    fn pass_the_move(setup: &mut Self::Setup);
    /// Who moves in `setup`, in a player's words: the side's name, or
    /// where a side plays more than one colour, the colour's.
    fn to_move_words(setup: &Self::Setup) -> Message {
        Self::side_to_move(setup).name()
    }
    /// Why no game reaches `setup`, if none does.
    fn cannot_arise(setup: &Self::Setup) -> Option<Message>;
    /// The request that opens the table at `setup`, if it can be shown.
    fn open(setup: &Self::Setup) -> Option<Self::Request>;
    /// The request that opens `game` at the table again.
    fn reopen(game: &Self::Game) -> Self::Request;

    /// The cell a touch at `point` (in the board's frame) sets up: the
    /// board's own, or for a game with pieces to take from beside the
    /// board (Hive's reserves) those places too.
    fn cell_to_set_up(&self, point: Vec3) -> Option<Cell> {
        self.cell_at(point)
    }

    /// What the players hold to put down next, in their words, if any.
    fn holding(_setup: &Self::Setup) -> Option<Message> {
        None
    }

    /// The request that plays on from `setup` (a game reaching it: see
    /// [`SetsUp::cannot_arise`]); the one that shows it, unless the game
    /// settles anything as play begins.
    fn play_from(setup: &Self::Setup) -> Option<Self::Request> {
        Self::open(setup)
    }

    /// Puts the side to move out of the game or back in (see
    /// [`SetUpKeys::out`]).
    fn toggle_out(_setup: &mut Self::Setup) {}
}

/// Who the players play from the position set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Against {
    /// Each other, at the screen.
    Friend,
    /// The computer, which takes every side but the one to move.
    Computer,
}

/// What the players ask of the set-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetUpAction {
    /// Set up from the position at the table.
    Begin,
    /// A cell touched.
    Touch(Cell, Touch),
    /// The piece last touched turned.
    TurnLast,
    /// The move to the next side.
    PassTheMove,
    /// The side to move out of the game, or back in.
    ToggleOut,
    /// Play on from the position.
    Play(Against),
    /// Back to the game as it was.
    Cancel,
}

/// A request to game `G`'s set-up.
pub type SetUpRequest<G> = ForGame<G, SetUpAction>;

/// A position is being set up at some table: the games' own input rests.
#[derive(Resource, Default)]
pub struct PositionBeingSetUp;

/// The game about to start at game `G`'s table is played on from a
/// position set up by hand (at the table, or typed in From a position):
/// the history keeps it but rates nobody by it (a won position set up
/// would be a rating for nothing).
#[derive(Resource)]
pub struct PlayedFromSetUp<G>(PhantomData<fn() -> G>);

impl<G> Default for PlayedFromSetUp<G> {
    fn default() -> PlayedFromSetUp<G> {
        PlayedFromSetUp(PhantomData)
    }
}

/// What a table's hint line says while `G`'s position is set up: how to
/// set it up (its panel keeps to who moves and what the rules say).
pub fn how_to_set_up<G: SetsUp>(setting_up: Option<&PositionBeingSetUp>) -> Option<Message> {
    setting_up.map(|_| Message::new(G::HOW))
}

/// Whether no position is being set up (a run condition for a game's input).
pub fn not_setting_up(setting_up: Option<Res<PositionBeingSetUp>>) -> bool {
    setting_up.is_none()
}

/// `G`'s position being set up, and the game and seats to go back to.
#[derive(Resource)]
pub struct SettingUp<G: SetsUp> {
    /// The position as set up so far.
    pub setup: G::Setup,
    /// The cell last touched (R turns its piece).
    pub last: Option<Cell>,
    /// What the rules said of the last step, if they refused it.
    pub refused: Option<Message>,
    before: G::Game,
    tree_before: MoveTree<G::Move>,
    seats_before: Vec<Seat>,
    game: PhantomData<fn(G)>,
}

/// Adds setting up positions at `G`'s table.
pub fn add_set_up<G: SetsUp>(app: &mut App) {
    app.add_message::<SetUpRequest<G>>()
        .add_systems(
            Update,
            (
                (input::click_cells::<G>, input::press_keys::<G>)
                    .in_set(TableSystems::Input)
                    .run_if(resource_exists::<ButtonInput<MouseButton>>),
                input::press_the_cursor::<G>.in_set(TableSystems::Input),
                take_requests::<G>.in_set(TableSystems::Rules),
            )
                .run_if(in_state(G::SCREEN)),
        )
        // Leaving the table leaves the set-up: the autosave kept the game.
        .add_systems(OnExit(G::SCREEN), |mut commands: Commands| {
            stop_setting_up::<G>(&mut commands);
        });
    panel::add_panel::<G>(app);
}

/// Carries out what the players ask of `G`'s set-up.
fn take_requests<G: SetsUp>(
    mut asked: MessageReader<SetUpRequest<G>>,
    mut commands: Commands,
    session: Option<Res<G>>,
    mut setting_up: Option<ResMut<SettingUp<G>>>,
    mut seats: ResMut<SeatsOf<G>>,
    level: Res<LastComputerLevel>,
    mut every_side: MessageWriter<EverySideAPerson>,
    mut requests: MessageWriter<G::Request>,
) {
    for request in asked.read() {
        match (request.what, setting_up.as_deref_mut()) {
            (SetUpAction::Begin, None) => {
                let Some(session) = session.as_deref().filter(|s| !s.guided()) else {
                    continue;
                };
                commands.insert_resource(SettingUp::<G> {
                    setup: session.setup(),
                    last: None,
                    refused: None,
                    before: session.game().clone(),
                    tree_before: session.tree().clone(),
                    seats_before: seats.all().to_vec(),
                    game: PhantomData,
                });
                commands.insert_resource(PositionBeingSetUp);
                // Every side a person's: no program moves meanwhile.
                every_side.write(EverySideAPerson);
            }
            (SetUpAction::Begin, Some(_)) => {}
            (SetUpAction::Cancel, Some(editing)) => {
                *seats = SeatsOf::<G>::new(editing.seats_before.clone());
                commands.insert_resource(KeptTree(editing.tree_before.clone()));
                requests.write(G::reopen(&editing.before));
                stop_setting_up::<G>(&mut commands);
            }
            (SetUpAction::Play(against), Some(editing)) => {
                if G::cannot_arise(&editing.setup).is_some() {
                    continue;
                }
                let Some(open) = G::play_from(&editing.setup) else {
                    continue;
                };
                let sides = session.as_deref().map_or(2, TableGame::sides);
                *seats = seats_against::<G>(&editing.setup, against, sides, level.0);
                commands.insert_resource(PlayedFromSetUp::<G>::default());
                requests.write(open);
                stop_setting_up::<G>(&mut commands);
            }
            (action, Some(editing)) => {
                let step = match action {
                    SetUpAction::ToggleOut => {
                        G::toggle_out(&mut editing.setup);
                        Ok(())
                    }
                    SetUpAction::Touch(cell, touch) => {
                        editing.last = Some(cell);
                        G::touch(&mut editing.setup, cell, touch)
                    }
                    SetUpAction::TurnLast => match editing.last {
                        Some(cell) => G::touch(&mut editing.setup, cell, Touch::Turn),
                        None => Ok(()),
                    },
                    SetUpAction::PassTheMove => {
                        G::pass_the_move(&mut editing.setup);
                        Ok(())
                    }
                    // Taken above.
                    SetUpAction::Begin | SetUpAction::Play(_) | SetUpAction::Cancel => Ok(()),
                };
                show_step(editing, step, &mut requests);
            }
            (_, None) => {}
        }
    }
}

/// Says what the rules refused of a step of the set-up, or shows the
/// position the step made (for a game's own ways of stepping too, such as
/// Blokus 3D's piece in hand).
pub fn show_step<G: SetsUp>(
    editing: &mut SettingUp<G>,
    step: Result<(), Message>,
    requests: &mut MessageWriter<G::Request>,
) {
    editing.refused = step.err();
    if editing.refused.is_none()
        && let Some(open) = G::open(&editing.setup)
    {
        requests.write(open);
    }
}

fn stop_setting_up<G: SetsUp>(commands: &mut Commands) {
    commands.remove_resource::<SettingUp<G>>();
    commands.remove_resource::<PositionBeingSetUp>();
}

/// The seats for playing on from `setup`: everyone a person against a
/// friend; against the computer, the person has the side to move and the
/// computer, at `level`, every other side.
fn seats_against<G: SetsUp>(
    setup: &G::Setup,
    against: Against,
    sides: usize,
    level: Level,
) -> SeatsOf<G> {
    let person = G::side_to_move(setup).seat_index();
    SeatsOf::<G>::new(
        (0..sides)
            .map(|index| match against {
                Against::Computer if index != person => Seat::Computer(level),
                _ => Seat::Person,
            })
            .collect(),
    )
}
