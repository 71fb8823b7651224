//! Scripted play: `--moves` from the command line, and `Custom("move …")`,
//! `Custom("undo")`, `Custom("redo")` events from a `CI_TESTING_CONFIG`
//! script. Moves are played one at a time, each with its animation. A
//! script also plugs in a controller (`Custom("controller NAME")`, its
//! kind from its name) and presses its buttons (`Custom("pad South")`):
//! what a controller shows can be looked at without one.

use std::collections::VecDeque;

use bevy::dev_tools::ci_testing::{CiTestingConfig, CiTestingCustomEvent};
use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::prelude::*;
use tabletop_rules::deblockle::Move;

use crate::deblockle::session::{DeblockleRequest, DeblockleSession, Rejected};
use crate::table::activity::still;
use crate::table::frames::{DrawsFrames, Frames};

pub(super) fn plugin(app: &mut App) {
    // Frames while scripted moves wait, and while a CI_TESTING_CONFIG
    // script has events to come (it counts frames).
    app.draws(|world| {
        let waiting = world.get_resource::<ScriptedMoves>();
        waiting
            .is_some_and(|moves| !moves.0.is_empty())
            .then_some(Frames::Smooth)
    })
    .draws(|world| {
        let config = world.get_resource::<CiTestingConfig>();
        config
            .is_some_and(|config| !config.events.is_empty())
            .then_some(Frames::Smooth)
    })
    .init_resource::<ScriptedMoves>()
    .init_resource::<LastScripted>()
    .init_resource::<ScriptedPad>()
    // Only where there are controllers (not in a headless app's tests).
    .add_systems(
        PreUpdate,
        press_the_scripted_pad.run_if(resource_exists::<Messages<RawGamepadEvent>>),
    )
    .add_systems(
        Update,
        (
            stop_at_a_refusal,
            read_ci_events,
            // Only once there is a game to play them in (a lesson's
            // game starts a frame after the app does).
            play_next_scripted_move
                .run_if(still::<DeblockleRequest>.and_then(resource_exists::<DeblockleSession>)),
        )
            .chain()
            .before(crate::table::TableSystems::Input),
    );
}

/// Moves still to play, in order.
#[derive(Resource, Default, Debug)]
pub struct ScriptedMoves(pub VecDeque<Move>);

/// The scripted move last sent to the game.
#[derive(Resource, Default, Debug)]
struct LastScripted(Option<Move>);

/// A script stops at its first illegal move: what follows it was written
/// for a game that did not happen.
fn stop_at_a_refusal(
    mut rejected: MessageReader<Rejected>,
    mut moves: ResMut<ScriptedMoves>,
    last: Res<LastScripted>,
) {
    for refusal in rejected.read() {
        if refusal.mv.is_some() && refusal.mv == last.0 && !moves.0.is_empty() {
            let skipped = moves.0.len();
            error!(
                "scripted move refused: {}; the {skipped} moves after it are skipped",
                tabletop_i18n::Words::new(tabletop_i18n::Language::English).say(&refusal.reason)
            );
            moves.0.clear();
        }
    }
}

/// The script's controller: its name once plugged in, and the buttons it
/// is still to press.
#[derive(Resource, Default, Debug)]
struct ScriptedPad {
    pad: Option<Entity>,
    name: Option<String>,
    presses: VecDeque<GamepadButton>,
    held: Option<GamepadButton>,
}

/// The buttons a script names.
const SCRIPTED_BUTTONS: [(&str, GamepadButton); 14] = [
    ("South", GamepadButton::South),
    ("East", GamepadButton::East),
    ("West", GamepadButton::West),
    ("North", GamepadButton::North),
    ("DPadUp", GamepadButton::DPadUp),
    ("DPadDown", GamepadButton::DPadDown),
    ("DPadLeft", GamepadButton::DPadLeft),
    ("DPadRight", GamepadButton::DPadRight),
    ("LeftTrigger", GamepadButton::LeftTrigger),
    ("RightTrigger", GamepadButton::RightTrigger),
    ("RightTrigger2", GamepadButton::RightTrigger2),
    ("LeftTrigger2", GamepadButton::LeftTrigger2),
    ("Start", GamepadButton::Start),
    ("Select", GamepadButton::Select),
];

/// Plugs the script's controller in, then presses and lets go of its
/// buttons one after the other.
fn press_the_scripted_pad(
    mut scripted: ResMut<ScriptedPad>,
    mut connections: MessageWriter<GamepadConnectionEvent>,
    mut buttons: MessageWriter<RawGamepadEvent>,
    mut commands: Commands,
) {
    let Some(name) = scripted.name.clone() else {
        return;
    };
    let Some(pad) = scripted.pad else {
        let pad = commands.spawn_empty().id();
        let connected = GamepadConnection::Connected {
            name,
            vendor_id: None,
            product_id: None,
        };
        connections.write(GamepadConnectionEvent::new(pad, connected));
        scripted.pad = Some(pad);
        return;
    };
    // Pressed one frame, let go the next.
    if let Some(button) = scripted.held.take() {
        buttons.write(RawGamepadButtonChangedEvent::new(pad, button, 0.0).into());
    } else if let Some(button) = scripted.presses.pop_front() {
        buttons.write(RawGamepadButtonChangedEvent::new(pad, button, 1.0).into());
        scripted.held = Some(button);
    }
}

fn read_ci_events(
    mut events: MessageReader<CiTestingCustomEvent>,
    mut moves: ResMut<ScriptedMoves>,
    mut pad: ResMut<ScriptedPad>,
    mut requests: MessageWriter<DeblockleRequest>,
) {
    for CiTestingCustomEvent(command) in events.read() {
        let command = command.trim();
        match command.split_once(' ') {
            Some(("controller", name)) => pad.name = Some(name.to_owned()),
            Some(("pad", button)) => {
                let named = SCRIPTED_BUTTONS.iter().find(|(name, _)| *name == button);
                match named {
                    Some(&(_, button)) if pad.name.is_some() => pad.presses.push_back(button),
                    Some(_) => warn!("CI script: {command:?} before a controller"),
                    None => warn!("CI script: no button {button:?}"),
                }
            }
            Some(("move", notation)) => match notation.parse() {
                Ok(mv) => moves.0.push_back(mv),
                Err(error) => warn!("CI script: {command:?}: {error}"),
            },
            _ if command == "undo" => {
                requests.write(DeblockleRequest::Undo);
            }
            _ if command == "redo" => {
                requests.write(DeblockleRequest::Redo);
            }
            _ => warn!("CI script: unknown command {command:?}"),
        }
    }
}

fn play_next_scripted_move(
    mut moves: ResMut<ScriptedMoves>,
    mut last: ResMut<LastScripted>,
    mut requests: MessageWriter<DeblockleRequest>,
) {
    if let Some(mv) = moves.0.pop_front() {
        last.0 = Some(mv);
        requests.write(DeblockleRequest::Play(mv));
    }
}
