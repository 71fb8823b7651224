//! The setup's words and buttons: who does what now, what was rolled, how
//! to place, the rules' reason when something is refused, Turn and Done.

use bevy::prelude::*;
use tabletop_i18n::{Explained, Message};

use super::handling::SetupChoice;
use super::{Placing, Setup, SetupRequest, Stage};
use crate::deblockle::phase::DeblocklePhase;
use crate::deblockle::refusal::Rejected;
use crate::deblockle::seats::{ComputerTurn, Hand};
use crate::language::{Localized, blank, list};
use crate::table::hud::go_to_menu;
use crate::theme::{
    FAINT_TEXT, TEXT, WARNING_TEXT, bottom_bar, button, corner_panel, display_if, label,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(DeblocklePhase::Setup), spawn_panel)
        .add_systems(
            Update,
            update_panel
                .in_set(crate::table::TableSystems::Show)
                .run_if(in_state(DeblocklePhase::Setup)),
        );
}
#[derive(Component)]
struct TitleText;
#[derive(Component)]
struct RolledText;
#[derive(Component)]
struct HintText;
#[derive(Component)]
struct RefusalText;
/// A button for placing by hand (Turn, Done): hidden at other times.
#[derive(Component)]
struct PlacingButton;

fn spawn_panel(mut commands: Commands) {
    commands.spawn((
        Name::new("Setup panel"),
        DespawnOnExit(DeblocklePhase::Setup),
        corner_panel(540.0),
        children![
            (TitleText, label("", 26.0, TEXT)),
            (RolledText, label("", 18.0, TEXT)),
            (HintText, label("", 16.0, FAINT_TEXT)),
            (RefusalText, label("", 17.0, WARNING_TEXT)),
        ],
    ));
    commands
        .spawn((
            Name::new("Setup buttons"),
            DespawnOnExit(DeblocklePhase::Setup),
            bottom_bar(10.0),
        ))
        .with_children(|row| {
            for (text, clockwise) in [("setup-turn-left", false), ("setup-turn-right", true)] {
                row.spawn((button(text), PlacingButton)).observe(
                    move |_: On<Pointer<Click>>,
                          choice: Res<SetupChoice>,
                          mut requests: MessageWriter<SetupRequest>| {
                        if let Some(block) = choice.block {
                            requests.write(SetupRequest::Turn { block, clockwise });
                        }
                    },
                );
            }
            row.spawn((button("setup-done"), PlacingButton)).observe(
                |_: On<Pointer<Click>>, mut requests: MessageWriter<SetupRequest>| {
                    requests.write(SetupRequest::Done);
                },
            );
            row.spawn(button("hud-menu")).observe(go_to_menu);
        });
}

/// What the panel says now: the title, the rolled faces, and how to go on.
/// `hand`: who rolls and places the blocks.
fn wording(setup: &Setup, choice: &SetupChoice, hand: Hand) -> [Message; 3] {
    let (roller, owner) = (setup.roller.message(), setup.owner().message());
    let (rolling, placing) = match hand {
        Hand::Computer => (
            Message::new("setup-computer-rolls").with("owner", owner.clone()),
            Message::new("setup-computer-places").with("owner", owner.clone()),
        ),
        Hand::Friend => (
            Message::new("setup-friend-rolls").with("owner", owner.clone()),
            Message::new("setup-friend-places").with("owner", owner.clone()),
        ),
        Hand::Here => (
            Message::new("setup-rolls")
                .with("roller", roller.clone())
                .with("owner", owner.clone()),
            Message::new("setup-places")
                .with("roller", roller)
                .with("owner", owner.clone()),
        ),
    };
    match &setup.stage {
        Stage::Throwing(_) | Stage::Rolling { .. } => {
            [rolling, blank(), Message::new("setup-hint-tumble")]
        }
        Stage::Placing { placement, .. } => {
            let faces = placement.faces().iter().map(Explained::message).collect();
            let rolled = Message::new("setup-rolled").with("faces", list(faces, false));
            let hint = if setup.plan.placing == Placing::AtRandom {
                Message::new("setup-hint-at-random")
            } else if hand == Hand::Computer {
                Message::new("setup-hint-watch")
            } else if hand == Hand::Friend {
                Message::new("setup-hint-friend")
            } else if placement.is_complete() {
                Message::new("setup-hint-all-placed")
            } else if choice.block.is_none() {
                Message::new("setup-hint-drag").with("owner", owner)
            } else {
                Message::new("setup-hint-turn")
            };
            [placing, rolled, hint]
        }
    }
}

fn update_panel(
    setup: Option<Res<Setup>>,
    choice: Res<SetupChoice>,
    turn: ComputerTurn,
    mut rejected: MessageReader<Rejected>,
    mut texts: ParamSet<(
        Query<&mut Localized, With<TitleText>>,
        Query<&mut Localized, With<RolledText>>,
        Query<&mut Localized, With<HintText>>,
        Query<&mut Localized, With<RefusalText>>,
    )>,
    mut placing_buttons: Query<&mut Node, With<PlacingButton>>,
) {
    let refusal = rejected.read().last().map(|r| r.reason.clone());
    let Some(setup) = setup else {
        return;
    };
    let hand = turn.hand(setup.roller);
    let [title, rolled, hint] = wording(&setup, &choice, hand);
    if let Ok(text) = texts.p0().single_mut() {
        Localized::show(text, title);
    }
    if let Ok(text) = texts.p1().single_mut() {
        Localized::show(text, rolled);
    }
    if let Ok(text) = texts.p2().single_mut() {
        Localized::show(text, hint);
    }
    if let Ok(text) = texts.p3().single_mut() {
        if let Some(reason) = refusal {
            Localized::show(text, reason);
        } else if setup.is_changed() && setup.placement().is_none() {
            Localized::show(text, blank());
        }
    }
    // Done only where there is something to be done with.
    let placing_by_hand =
        setup.placement().is_some() && setup.plan.placing == Placing::ByHand && hand == Hand::Here;
    for mut node in &mut placing_buttons {
        // Only on a change, so the layout is not redone every frame.
        let wanted = display_if(placing_by_hand);
        if node.display != wanted {
            node.display = wanted;
        }
    }
}
