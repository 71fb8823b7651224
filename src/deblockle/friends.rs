//! Deblockle with a friend on another computer. A game whose blocks the
//! throw placed begins from the record of its start (the same on both
//! screens); a setup by hand is played together: both screens throw the
//! same seeded dice, each player places the blocks they rolled on their
//! own computer, and the placement goes across when they press Done, to
//! be placed on the other screen by the same hand that places the
//! computer's (each step checked by the rules). Then each move goes in
//! Deblockle's notation, read and checked here.

use bevy::prelude::*;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::Game as _;
use tabletop_rules::deblockle::{
    GameRecord, Move, PlacedBlock, Player, ROLLERS, SetupByHand, write_placement,
};

use super::seats::{ComputerTurn, DeblockleSeats};
use super::session::{DeblockleChange, DeblockleRequest, DeblockleSession, Start};
use super::setup::{Placing, Setup, SetupPlan};
use crate::table::game::TableGame;
use crate::table::network::{FriendPrepared, NetTable, PlaysAcross, Preparation};
use crate::table::{Notice, TableSystems};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FriendsHand>()
        .add_systems(
            Update,
            prepare_with_friends
                .after(TableSystems::Rules)
                .before(TableSystems::Show),
        )
        .add_systems(Update, tell_own_placements.after(TableSystems::Rules))
        .add_systems(
            Update,
            (hear_friends_placements, take_friends_roll)
                .chain()
                .in_set(TableSystems::Select),
        );
}

/// The game a welcome's opening offers: from a start's record, or a
/// setup by hand played together (its throws `animate`d or not, as this
/// player likes them).
pub fn start_of(opening: &str, animate: bool) -> Option<DeblockleRequest> {
    if let Ok(record) = ron::from_str::<GameRecord>(opening) {
        let game = record.replay().ok()?;
        let rules = *game.rules();
        let start = Start::Game(Box::new(game));
        return Some(DeblockleRequest::NewGame { rules, start });
    }
    let SetupByHand { rules, first, seed } = ron::from_str(opening).ok()?;
    let plan = SetupPlan {
        first,
        seed,
        placing: Placing::ByHand,
        animate,
    };
    Some(DeblockleRequest::NewGame {
        rules,
        start: Start::Setup(plan),
    })
}

/// A friend's placement of the blocks they rolled, come across: it waits
/// for the throw here to come to rest, takes that roll as it fell there,
/// and is then placed by the hand that places the computer's.
#[derive(Resource, Default)]
pub(super) struct FriendsHand {
    /// The friend's step, whose blocks they placed and how, as it came
    /// (read once the throw here is at rest).
    heard: Option<(u32, Player, String)>,
    /// The friend's placement, once the roll here is theirs: the hand may
    /// place it.
    taken: Option<FriendsPlacement>,
}

/// A friend's placement of `owner`'s blocks.
struct FriendsPlacement {
    owner: Player,
    blocks: Vec<PlacedBlock>,
}

impl FriendsHand {
    /// The friend's placement of `owner`'s blocks, once it may be placed.
    pub(super) fn placement_of(&self, owner: Player) -> Option<&[PlacedBlock]> {
        let placed = self.taken.as_ref()?;
        (placed.owner == owner).then_some(placed.blocks.as_slice())
    }
}

/// A setup by hand with a friend's seat begins: it is prepared together,
/// and the table opens to friends with its plan.
fn prepare_with_friends(
    mut commands: Commands,
    mut changes: MessageReader<DeblockleChange>,
    setup: Option<Res<Setup>>,
    seats: Res<DeblockleSeats>,
) {
    if !changes
        .read()
        .any(|change| *change == DeblockleChange::Cleared)
    {
        return;
    }
    let Some(setup) = setup.filter(|setup| setup.plan.placing == Placing::ByHand) else {
        return;
    };
    if !seats.has_friends() {
        return;
    }
    commands.insert_resource(Preparation {
        table: <DeblockleSession as TableGame>::SCREEN,
        opening: ron::to_string(&setup.by_hand()).unwrap_or_default(),
        sides: Player::BOTH.len(),
    });
}

/// Every placement made at this screen (by its person or its computer,
/// before a restart too) is told to the friends, once.
fn tell_own_placements(
    setup: Option<Res<Setup>>,
    net: Option<ResMut<NetTable>>,
    turn: ComputerTurn,
) {
    let here = <DeblockleSession as TableGame>::SCREEN;
    let (Some(setup), Some(mut net)) = (
        setup,
        net.filter(|net| net.table == here && net.preparing()),
    ) else {
        return;
    };
    for (step, &roller) in ROLLERS.iter().enumerate() {
        let step = step as u32;
        if turn.elsewhere(roller) || net.knows_step(step) {
            continue;
        }
        if let Some(blocks) = setup.finished(roller.opponent()) {
            net.tell_prepared(step, write_placement(blocks));
        }
    }
}

/// A friend's placement: kept until the throw here is at rest, if it is
/// theirs to make; else refused and said.
fn hear_friends_placements(
    mut heard: MessageReader<FriendPrepared>,
    turn: ComputerTurn,
    mut hand: ResMut<FriendsHand>,
    mut notices: MessageWriter<Notice>,
) {
    for FriendPrepared { step, text } in heard.read() {
        match ROLLERS.get(*step as usize) {
            Some(&roller) if turn.elsewhere(roller) => {
                hand.heard = Some((*step, roller.opponent(), text.clone()));
                hand.taken = None;
            }
            _ => {
                notices.write(refused(Message::new("net-not-its-turn")));
            }
        }
    }
}

/// Once the throw here has come to rest, the friend's placement is read
/// with the rules and their roll taken as it fell on their computer (said
/// if it fell otherwise here).
fn take_friends_roll(
    setup: Option<ResMut<Setup>>,
    mut hand: ResMut<FriendsHand>,
    net: Option<ResMut<NetTable>>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(mut setup) = setup else {
        *hand = FriendsHand::default();
        return;
    };
    let placing = setup.placement().map(|placement| placement.owner());
    let Some((step, owner, text)) = hand.heard.take_if(|(_, owner, _)| placing == Some(*owner))
    else {
        return;
    };
    let blocks = setup.by_hand().read_placement(owner, &text);
    let taken = blocks.map_err(|error| error.message()).and_then(|blocks| {
        let lying: Vec<_> = blocks.iter().map(|block| block.orientation).collect();
        let fell_otherwise = setup.take_roll(&lying).map_err(|error| error.message())?;
        Ok((blocks, fell_otherwise))
    });
    match taken {
        Ok((blocks, fell_otherwise)) => {
            hand.taken = Some(FriendsPlacement { owner, blocks });
            if fell_otherwise {
                notices.write(Notice(Message::new("setup-fell-otherwise")));
            }
        }
        Err(reason) => {
            // The friend may take the step again, put right.
            if let Some(mut net) = net {
                net.forget_step(step);
            }
            notices.write(refused(reason));
        }
    }
}

/// A friend's step refused, and why.
fn refused(reason: Message) -> Notice {
    Notice(Message::new("net-setup-refused").with("reason", reason))
}

impl PlaysAcross for DeblockleSession {
    fn opening(&self) -> String {
        let start = self.fresh_game().unwrap_or_else(|| self.game.clone());
        ron::to_string(&GameRecord::from_game(&start)).unwrap_or_default()
    }

    fn written(&self, ply: usize) -> Option<String> {
        self.game.moves().get(ply).map(ToString::to_string)
    }

    fn read_move(&self, text: &str) -> Result<Move, Message> {
        let mv = text.parse::<Move>().map_err(|error| error.message())?;
        self.game
            .position()
            .check(mv)
            .map_err(|error| error.message())?;
        Ok(mv)
    }

    fn hash_at(&self, ply: usize) -> Option<u64> {
        self.game
            .positions()
            .get(ply)
            .map(|position| position.key())
    }

    fn resign(seat: usize) -> DeblockleRequest {
        DeblockleRequest::Resign(Player::from_seat(seat))
    }

    fn agree_draw() -> Option<DeblockleRequest> {
        Some(DeblockleRequest::AgreeDraw)
    }
}
