//! The roller's hands on the rolled blocks: drag a block onto a starting
//! square (or click it, then a square), turn the chosen block with R,
//! Shift+R or the mouse wheel. On the keyboard: Tab chooses the next block,
//! Enter puts it on a free square (and, all placed, is Done), Space moves
//! it on to the next free square. A controller's D-pad moves the chosen
//! block along the free squares.
//! Everything becomes a [`SetupRequest`]; the rules crate judges it.

use bevy::input::mouse::{AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use tabletop_rules::deblockle::{Placement, Square};

use super::{Setup, SetupBlock, SetupRequest, Stage};
use crate::deblockle::coords::{BLOCK_SIZE, square_at};
use crate::deblockle::seats::{ComputerTurn, Hand};
use crate::deblockle::selection::Pick;
use crate::table::board_cursor::StepCursor;
use crate::table::camera::WheelCaptured;
use crate::table::motion::Animating;

/// How high a dragged block is held above the board.
const HELD_HEIGHT: f32 = BLOCK_SIZE / 2.0 + 0.45;
/// Wheel travel, in pixels, that turns a block a quarter.
const PIXELS_PER_TURN: f32 = 40.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SetupChoice>()
        .add_observer(make_handleable)
        .add_systems(
            Update,
            (
                forget_choice,
                read_keys_and_wheel,
                step_along_the_free_squares,
                place_on_clicked_square,
            )
                .chain()
                .in_set(crate::table::TableSystems::Input),
        );
}

/// The block the roller has in hand, and the square a dragged block is over.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SetupChoice {
    /// The chosen block: R and the wheel turn it, a square click places it.
    pub block: Option<usize>,
    /// The square under a block being dragged.
    pub over: Option<Square>,
}

/// Whether a person at this screen is placing blocks now (the computer
/// places its own, a friend elsewhere theirs).
fn placing(setup: Option<&Setup>, turn: &ComputerTurn) -> bool {
    setup.is_some_and(|setup| {
        matches!(setup.stage, Stage::Placing { .. }) && turn.hand(setup.roller) == Hand::Here
    })
}

/// The placement under way, when a person makes it.
fn placement_by_hand<'a>(setup: Option<&'a Setup>, turn: &ComputerTurn) -> Option<&'a Placement> {
    setup
        .filter(|setup| placing(Some(setup), turn))?
        .placement()
}

/// Nothing stays chosen outside the placing.
fn forget_choice(setup: Option<Res<Setup>>, turn: ComputerTurn, mut choice: ResMut<SetupChoice>) {
    if !placing(setup.as_deref(), &turn) && *choice != SetupChoice::default() {
        *choice = SetupChoice::default();
    }
}

fn make_handleable(added: On<Add, SetupBlock>, mut commands: Commands) {
    commands
        .entity(added.entity)
        .observe(choose_clicked_block)
        .observe(pick_up)
        .observe(carry_to_pointer)
        .observe(put_down);
}

fn choose_clicked_block(
    click: On<Pointer<Click>>,
    blocks: Query<&SetupBlock>,
    setup: Option<Res<Setup>>,
    turn: ComputerTurn,
    mut choice: ResMut<SetupChoice>,
) {
    if click.button == PointerButton::Primary
        && placing(setup.as_deref(), &turn)
        && let Ok(block) = blocks.get(click.entity)
    {
        choice.block = Some(block.0);
    }
}

fn pick_up(
    drag: On<Pointer<DragStart>>,
    mut commands: Commands,
    blocks: Query<&SetupBlock>,
    setup: Option<Res<Setup>>,
    turn: ComputerTurn,
    mut choice: ResMut<SetupChoice>,
) {
    if drag.button == PointerButton::Primary
        && placing(setup.as_deref(), &turn)
        && let Ok(block) = blocks.get(drag.entity)
    {
        choice.block = Some(block.0);
        commands.entity(drag.entity).remove::<Animating>();
    }
}

/// Where the pointer points on the board's surface (or the table's plane
/// around it): the square a held block would be put on.
fn pointer_on_board(
    viewport_position: Vec2,
    cameras: &Query<(&Camera, &GlobalTransform)>,
) -> Option<Vec3> {
    cameras.iter().find_map(|(camera, transform)| {
        let ray = camera
            .viewport_to_world(transform, viewport_position)
            .ok()?;
        ray.plane_intersection_point(Vec3::ZERO, InfinitePlane3d::new(Vec3::Y))
    })
}

fn carry_to_pointer(
    drag: On<Pointer<Drag>>,
    setup: Option<Res<Setup>>,
    turn: ComputerTurn,
    cameras: Query<(&Camera, &GlobalTransform)>,
    mut blocks: Query<&mut Transform, With<SetupBlock>>,
    mut choice: ResMut<SetupChoice>,
) {
    if drag.button != PointerButton::Primary || !placing(setup.as_deref(), &turn) {
        return;
    }
    let Some(point) = pointer_on_board(drag.pointer_location.position, &cameras) else {
        return;
    };
    // Held above the point aimed at, so the square it would land on is the
    // one under the pointer.
    if let Ok(mut transform) = blocks.get_mut(drag.entity) {
        transform.translation = point + Vec3::Y * HELD_HEIGHT;
        choice.over = square_at(point);
    }
}

fn put_down(
    drag: On<Pointer<DragEnd>>,
    setup: Option<Res<Setup>>,
    turn: ComputerTurn,
    blocks: Query<&SetupBlock>,
    mut choice: ResMut<SetupChoice>,
    mut requests: MessageWriter<SetupRequest>,
) {
    let Some(placement) = placement_by_hand(setup.as_deref(), &turn) else {
        return;
    };
    let Ok(&SetupBlock(block)) = blocks.get(drag.entity) else {
        return;
    };
    if drag.button != PointerButton::Primary {
        return;
    }
    let over = choice.over.take();
    let fits = over.filter(|square| {
        placement.free_squares().contains(square) || placement.square(block) == Some(*square)
    });
    requests.write(match fits {
        Some(square) => SetupRequest::Place { block, square },
        // Dropped anywhere else, it goes back to the tray.
        None => SetupRequest::Lift(block),
    });
}

fn read_keys_and_wheel(
    keys: Res<ButtonInput<KeyCode>>,
    scroll: Res<AccumulatedMouseScroll>,
    setup: Option<Res<Setup>>,
    turn: ComputerTurn,
    mut choice: ResMut<SetupChoice>,
    mut wheel: ResMut<WheelCaptured>,
    mut wheel_travel: Local<f32>,
    mut requests: MessageWriter<SetupRequest>,
) {
    let placement = placement_by_hand(setup.as_deref(), &turn);
    wheel.0 = placement.is_some() && choice.block.is_some();
    let Some(placement) = placement else {
        return;
    };
    let count = placement.faces().len();
    if keys.just_pressed(KeyCode::Tab) && count > 0 {
        choice.block = Some(choice.block.map_or(0, |block| (block + 1) % count));
    }
    let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]);
    if enter && placement.is_complete() {
        requests.write(SetupRequest::Done);
    }
    let Some(block) = choice.block else {
        return;
    };
    // The keyboard's way to place: Enter puts the chosen block on the first
    // free square, Space moves it on to the next free one.
    let place = (enter && placement.square(block).is_none()) || keys.just_pressed(KeyCode::Space);
    if let (true, Some(square)) = (place, along_the_free_squares(placement, block, true)) {
        requests.write(SetupRequest::Place { block, square });
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if keys.just_pressed(KeyCode::KeyR) {
        requests.write(SetupRequest::Turn {
            block,
            clockwise: !shift,
        });
    }
    *wheel_travel += match scroll.unit {
        MouseScrollUnit::Line => scroll.delta.y * PIXELS_PER_TURN,
        MouseScrollUnit::Pixel => scroll.delta.y,
    };
    while wheel_travel.abs() >= PIXELS_PER_TURN {
        let clockwise = *wheel_travel < 0.0;
        *wheel_travel -= PIXELS_PER_TURN.copysign(*wheel_travel);
        requests.write(SetupRequest::Turn { block, clockwise });
    }
}

/// A controller's D-pad (the board's cursor has no board to walk before
/// the game) moves the chosen block along the free squares, forwards
/// right or up, backwards left or down; a block not yet placed goes onto
/// the first, and with none chosen the first not yet placed is taken.
fn step_along_the_free_squares(
    mut steps: MessageReader<StepCursor>,
    setup: Option<Res<Setup>>,
    turn: ComputerTurn,
    mut choice: ResMut<SetupChoice>,
    mut requests: MessageWriter<SetupRequest>,
) {
    let Some(placement) = placement_by_hand(setup.as_deref(), &turn) else {
        steps.clear();
        return;
    };
    let Some(&StepCursor(step)) = steps.read().last() else {
        return;
    };
    let unplaced = |block: &usize| placement.square(*block).is_none();
    let Some(block) = choice
        .block
        .or_else(|| (0..placement.faces().len()).find(unplaced))
    else {
        return;
    };
    choice.block = Some(block);
    let forwards = step.x + step.y > 0.0;
    if let Some(square) = along_the_free_squares(placement, block, forwards) {
        requests.write(SetupRequest::Place { block, square });
    }
}

/// Where `block` goes next along the free squares, forwards or back,
/// round from the last to the first: a block not yet placed, to the first.
fn along_the_free_squares(placement: &Placement, block: usize, forwards: bool) -> Option<Square> {
    let free = placement.free_squares();
    match placement.square(block) {
        Some(at) if forwards => free.iter().find(|&&square| square > at).or(free.first()),
        Some(at) => free
            .iter()
            .rev()
            .find(|&&square| square < at)
            .or(free.last()),
        None => free.first(),
    }
    .copied()
}

/// A click on a square puts the chosen block there.
fn place_on_clicked_square(
    mut picks: MessageReader<Pick>,
    setup: Option<Res<Setup>>,
    turn: ComputerTurn,
    choice: Res<SetupChoice>,
    mut requests: MessageWriter<SetupRequest>,
) {
    let (Some(_), Some(block)) = (placement_by_hand(setup.as_deref(), &turn), choice.block) else {
        picks.clear();
        return;
    };
    for pick in picks.read() {
        if let Pick::Square(square) = *pick {
            requests.write(SetupRequest::Place { block, square });
        }
    }
}
