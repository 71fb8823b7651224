//! Deblockle's setup by hand played together: both screens throw the same
//! seeded dice, each player places the blocks they rolled on their own
//! computer, and the other screen places them as they were placed (the
//! host's placement made before its friend sat down reaches them too);
//! both games then begin from the same blocks and play to the end alike.
//! A friend that throws no dice (a program) has its roll taken as it
//! wrote it.

use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_net::{Offer, PeerMessage};
use tabletop_peer::Friend;
use tabletop_rules::deblockle::{
    Orientation, PlacedBlock, Player, RulesOptions, SetupByHand, starting_squares, write_placement,
};

use super::peer::bare_friend;
use super::{
    both_until, deblockle_played_out, hosting, hosting_deblockle, next_message, seated_guest,
    trouble_or_notice,
};
use crate::deblockle::new_game::NewGameSettings;
use crate::deblockle::seats::DeblockleSeats;
use crate::deblockle::session::{DeblockleRequest, DeblockleSession};
use crate::deblockle::setup::{Placing, Setup, SetupRequest};
use crate::game_start::StartGame;
use crate::table::network::{EndTalk, NetTable};
use crate::table::seats::Seat;
use crate::testing::frames_until;

/// Whose blocks `app`'s setup places now, once its throw is at rest.
pub(super) fn placing(app: &App) -> Option<Player> {
    let setup = app.world().get_resource::<Setup>()?;
    Some(setup.placement()?.owner())
}

/// How `owner`'s block `block` lies on `app`'s board, once placed.
fn lying(app: &App, owner: Player, block: usize) -> Option<Orientation> {
    let placement = app.world().get_resource::<Setup>()?.placement()?;
    (placement.owner() == owner && placement.square(block).is_some())
        .then(|| placement.orientation(block))
        .flatten()
}

/// Whether the game set up together has begun on both apps.
pub(super) fn begun_on_both(host: &App, guest: &App) -> bool {
    let begun = |app: &App| app.world().contains_resource::<DeblockleSession>();
    begun(host) && begun(guest)
}

/// The person at `app` places `owner`'s blocks on their starting squares
/// in reverse order, the first block turned a quarter, and is done.
pub(super) fn place_by_hand(app: &mut App, owner: Player) {
    let count = RulesOptions::default().blocks[owner];
    let squares = starting_squares(owner, count).expect("the starting squares");
    let world = app.world_mut();
    world.write_message(SetupRequest::Turn {
        block: 0,
        clockwise: true,
    });
    for (block, &square) in squares.iter().rev().enumerate() {
        world.write_message(SetupRequest::Place { block, square });
    }
    app.update();
    app.world_mut().write_message(SetupRequest::Done);
}

#[test]
fn each_player_places_the_blocks_they_rolled_on_their_own_computer() {
    let teal_a_friend = (Player::Teal, Seat::Person);
    let (mut host, invitation) = hosting_deblockle(teal_a_friend, (5, Placing::ByHand));
    // Gold (the host) rolls Teal's blocks and places them before the
    // friend sits down.
    frames_until(&mut host, "the host's throw at rest", |app| {
        placing(app) == Some(Player::Teal)
    });
    // Nothing to resign before the game begins: said, the setup goes on.
    host.world_mut().write_message(EndTalk::Resign);
    host.update();
    assert_eq!(trouble_or_notice(&mut host), "net-not-begun");
    let rolled = host
        .world()
        .resource::<Setup>()
        .placement()
        .and_then(|placement| placement.orientation(0));
    place_by_hand(&mut host, Player::Teal);
    let mut host_placed = None;
    frames_until(&mut host, "Teal's roll on the host", |app| {
        host_placed = host_placed.or_else(|| lying(app, Player::Teal, 0));
        placing(app) == Some(Player::Gold)
    });

    let mut guest = seated_guest(&mut host, invitation);
    // The guest's screen throws the same dice and places the host's
    // placement, turn and all; then its person places Gold's blocks.
    both_until(&mut host, &mut guest, "the friend's placing", |_, guest| {
        placing(guest) == Some(Player::Gold)
    });
    place_by_hand(&mut guest, Player::Gold);
    both_until(&mut host, &mut guest, "the game on both", begun_on_both);
    let guests_gold = guest
        .world()
        .resource::<DeblockleSeats>()
        .of(Player::Gold)
        .clone();
    assert_eq!(guests_gold, Seat::Friend, "the friend's seat stays theirs");
    // Both begin from the blocks as each person placed them.
    let game = |app: &App| app.world().resource::<DeblockleSession>().game.clone();
    assert_eq!(game(&host).positions()[0], game(&guest).positions()[0]);
    assert_ne!(host_placed, rolled, "the host's person turned the block");
    // Block 0 went to the last of Teal's starting squares.
    let count = RulesOptions::default().blocks[Player::Teal];
    let squares = starting_squares(Player::Teal, count).expect("the starting squares");
    let teal_first = *squares.last().expect("a square");
    let standing = game(&guest).positions()[0].board().block_at(teal_first);
    assert_eq!(
        standing.map(|block| block.orientation),
        host_placed,
        "the guest's board has Teal's first block where and as the host put it"
    );

    for app in [&mut host, &mut guest] {
        let mut seats = app.world_mut().resource_mut::<DeblockleSeats>();
        for player in Player::BOTH {
            if *seats.of(player) == Seat::Friend {
                continue;
            }
            seats.set(player, Seat::Computer(Level::Easy));
        }
    }
    // Gold's person (the host's) opens; the computers play on from there.
    let opening = game(&host).position().legal_moves()[0];
    host.world_mut()
        .write_message(DeblockleRequest::Play(opening));
    deblockle_played_out(&mut host, &mut guest);
    let guests_gold = guest
        .world()
        .resource::<DeblockleSeats>()
        .of(Player::Gold)
        .clone();
    assert_eq!(guests_gold, Seat::Friend, "the friend's seat stayed theirs");

    // A rematch is set up by hand again, the seats moved on: the guest's
    // person now rolls Teal's blocks, the host's computer Gold's (the
    // host's rematch is as its menu's options say; a table without a
    // window has none till given them).
    host.init_resource::<NewGameSettings>();
    guest.world_mut().write_message(EndTalk::OfferRematch);
    both_until(&mut host, &mut guest, "the offer heard", |host, _| {
        host.world()
            .resource::<NetTable>()
            .friend_offers_a_rematch()
    });
    host.world_mut().write_message(EndTalk::AnswerRematch(true));
    both_until(&mut host, &mut guest, "the rematch's setup", |_, guest| {
        placing(guest) == Some(Player::Teal)
    });
    place_by_hand(&mut guest, Player::Teal);
    both_until(&mut host, &mut guest, "the rematch on both", begun_on_both);
    assert_eq!(game(&host).positions()[0], game(&guest).positions()[0]);
}

#[test]
fn a_friend_at_either_side_is_seated_for_a_setup_by_hand() {
    for friend in Player::BOTH {
        // As the menu starts it: the friend's side alone is set.
        let settings = NewGameSettings {
            opponent: Seat::Friend,
            computer_side: friend,
            ..NewGameSettings::default()
        };
        let start = StartGame::Deblockle(settings.request(5), settings.seats());
        let (host, _) = hosting(start);
        let company = &host.world().resource::<NetTable>().company;
        let theirs = friend.seat();
        assert_eq!(company.seats.len(), 2, "{friend:?}");
        assert!(
            !company.mine(theirs) && company.mine(1 - theirs),
            "{friend:?}"
        );
    }
}

#[test]
fn a_friend_who_throws_no_dice_has_their_roll_taken_and_placed_as_they_wrote_it() {
    // The host's person plays Gold; the friend is a program (as
    // `tabletop-cli net join` is), rolling from the seed without dice.
    let (mut host, invitation) =
        hosting_deblockle((Player::Teal, Seat::Person), (5, Placing::ByHand));
    let friend = bare_friend(&invitation, "Ben");
    let PeerMessage::Welcome { game, .. } = next_message(&mut host, &friend) else {
        panic!("no welcome");
    };
    let offer = Offer::read(&game).expect("an offer");
    let plan: SetupByHand = ron::from_str(&offer.opening).expect("a setup by hand offered");
    assert_eq!((plan.seed, plan.first), (5, Player::Gold));

    frames_until(&mut host, "the host's throw at rest", |app| {
        placing(app) == Some(Player::Teal)
    });
    place_by_hand(&mut host, Player::Teal);
    let teal = loop {
        if let PeerMessage::Prepared { step, text } = next_message(&mut host, &friend) {
            assert_eq!(step, 0, "Gold rolls first");
            break plan
                .read_placement(Player::Teal, &text)
                .expect("the host's placement reads with the rules");
        }
    };

    // A placement off Gold's squares is refused and said; the setup waits.
    let wrong = "c7SC e7XH c5PL e5LS".to_owned();
    friend.send(
        Friend::HOST,
        PeerMessage::Prepared {
            step: 1,
            text: wrong,
        },
    );
    frames_until(&mut host, "the refusal", |app| {
        app.world()
            .resource::<Messages<crate::table::Notice>>()
            .iter_current_update_messages()
            .any(|notice| notice.0.key == "net-setup-refused")
    });
    assert_eq!(placing(&host), Some(Player::Gold));

    let roll = plan.roll_of(Player::Gold);
    let squares = starting_squares(Player::Gold, roll.faces.len() as u8).expect("squares");
    let gold: Vec<PlacedBlock> = roll
        .faces
        .iter()
        .zip(squares.iter().rev())
        .map(|(&face, &square)| PlacedBlock {
            square,
            orientation: Orientation::with_top(face)[2],
        })
        .collect();
    let text = write_placement(&gold);
    friend.send(Friend::HOST, PeerMessage::Prepared { step: 1, text });
    frames_until(&mut host, "the game", |app| {
        app.world().contains_resource::<DeblockleSession>()
    });
    let game = host.world().resource::<DeblockleSession>().game.clone();
    let setup = game.setup().expect("set up by hand");
    assert_eq!(
        setup.placements[Player::Gold],
        gold,
        "as the friend wrote it"
    );
    assert_eq!(setup.rolls[Player::Gold], roll.faces, "the friend's roll");
    assert_eq!(
        setup.placements[Player::Teal],
        teal,
        "as the host's person placed it"
    );
    assert_eq!(game.position().turn(), Player::Gold);
}
