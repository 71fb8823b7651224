//! The Join screen's list of tables on this network: kept to this
//! computer it says nothing is looked for; a table listed joins with a
//! click, as its invitation would. (Finding tables on a real network is
//! the command line's test, inside network namespaces of its own.)

use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use tabletop_net::Invitation;
use tabletop_peer::{Nearby, NearbyTable};

use super::{both_until, hosting_hive, local_app, ready};
use crate::join_friend::nearby::{Looking, NearbyList};
use crate::language::Localized;
use crate::screens::Screen;

/// What `app`'s list of tables on this network says, line by line (a
/// button's words, or the line in its place).
fn listed(app: &mut App) -> Vec<Localized> {
    let world = app.world_mut();
    let mut lists = world.query_filtered::<Entity, With<NearbyList>>();
    let list = lists.single(world).expect("the list");
    let mut words = world.query::<(Entity, &Localized)>();
    let said: Vec<(Entity, Localized)> = words
        .iter(world)
        .map(|(entity, said)| (entity, said.clone()))
        .collect();
    said.into_iter()
        .filter(|(entity, _)| {
            std::iter::successors(Some(*entity), |&entity| {
                world.get::<ChildOf>(entity).map(ChildOf::parent)
            })
            .any(|above| above == list)
        })
        .map(|(_, said)| said)
        .collect()
}

#[test]
fn a_table_listed_on_this_network_joins_with_a_click() {
    let (mut host, invitation) = hosting_hive();
    let mut guest = local_app();
    // The screen's field takes the focus (the window's plugins keep it).
    guest.init_resource::<bevy::input_focus::InputFocus>();
    guest
        .world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::JoinFriend);
    guest.update();
    guest.update();
    let keys = |app: &mut App| -> Vec<String> {
        listed(app)
            .iter()
            .map(|said| said.0.key.to_string())
            .collect()
    };
    assert_eq!(keys(&mut guest), ["join-nearby-off"]);

    // The host's table, as the local network would list it.
    let table = NearbyTable {
        game: "hive".into(),
        host: "Ana".into(),
        invitation: Invitation::read(&invitation).expect("it reads"),
    };
    guest.world_mut().resource_mut::<Looking>().nearby = Nearby::found(vec![table]);
    guest.update();
    guest.update();
    let lines = listed(&mut guest);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(lines[0].0.key, "join-nearby-table");
    assert!(format!("{:?}", lines[0].0).contains("Ana"), "{lines:?}");

    let button = {
        let world = guest.world_mut();
        let mut buttons = world.query_filtered::<(Entity, &ChildOf), With<Button>>();
        let list = world
            .query_filtered::<Entity, With<NearbyList>>()
            .single(world)
            .expect("the list");
        buttons
            .iter(world)
            .find(|(_, parent)| parent.parent() == list)
            .map(|(button, _)| button)
            .expect("the table's button")
    };
    guest
        .world_mut()
        .trigger(crate::button_keys::click_of(button, PointerButton::Primary));
    both_until(&mut host, &mut guest, "both at the table", |host, guest| {
        ready(host) && ready(guest)
    });
}
