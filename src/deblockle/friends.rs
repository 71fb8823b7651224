//! Deblockle with a friend on another computer. A game whose blocks the
//! throw placed begins from the record of its start (the same on both
//! screens); a setup by hand is played together: both screens throw the
//! same seeded dice, each player places the blocks they rolled on their
//! own computer, and the placement goes across when they press Done, to
//! be placed on the other screen by the same hand that places the
//! computer's (each step checked by the rules). Then each move goes in
//! Deblockle's notation, read and checked here.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::Game as _;
use tabletop_rules::deblockle::{GameRecord, Move, PlacedBlock, Player, RulesOptions};

use super::seats::{ComputerTurn, DeblockleSeats};
use super::session::{DeblockleChange, DeblockleRequest, DeblockleSession, Start};
use super::setup::{Placing, ROLLERS, Setup, SetupPlan};
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

/// A setup by hand played together, as a welcome offers it.
#[derive(Serialize, Deserialize)]
struct PlannedStart {
    rules: RulesOptions,
    plan: SetupPlan,
}

/// The game a welcome's opening offers: from a start's record, or a
/// setup by hand played together.
pub fn start_of(opening: &str) -> Option<DeblockleRequest> {
    if let Ok(record) = ron::from_str::<GameRecord>(opening) {
        let game = record.replay().ok()?;
        let rules = *game.rules();
        let start = Start::Game(Box::new(game));
        return Some(DeblockleRequest::NewGame { rules, start });
    }
    let PlannedStart { rules, plan } = ron::from_str(opening).ok()?;
    let by_hand = plan.placing == Placing::ByHand;
    by_hand.then_some(DeblockleRequest::NewGame {
        rules,
        start: Start::Setup(plan),
    })
}

/// A friend's placement of the blocks they rolled, come across: it waits
/// for the throw here to come to rest, takes that roll as it fell there,
/// and is then placed by the hand that places the computer's.
#[derive(Resource, Default)]
pub(super) struct FriendsHand {
    waiting: Option<FriendsPlacement>,
    /// Whether the roll here is the friend's now: the hand may place.
    taken: bool,
}

/// A friend's placement of `owner`'s blocks.
struct FriendsPlacement {
    owner: Player,
    blocks: Vec<PlacedBlock>,
}

impl FriendsHand {
    /// The friend's placement of `owner`'s blocks, once it may be placed.
    pub(super) fn placement_of(&self, owner: Player) -> Option<&[PlacedBlock]> {
        let placed = self.waiting.as_ref().filter(|_| self.taken)?;
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
    let planned = PlannedStart {
        rules: setup.rules,
        plan: setup.plan,
    };
    commands.insert_resource(Preparation {
        table: <DeblockleSession as TableGame>::SCREEN,
        opening: ron::to_string(&planned).unwrap_or_default(),
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
            net.tell_prepared(step, ron::to_string(blocks).unwrap_or_default());
        }
    }
}

/// A friend's placement: read, and kept for the hand if it is theirs to
/// make; else refused and said.
fn hear_friends_placements(
    mut heard: MessageReader<FriendPrepared>,
    turn: ComputerTurn,
    mut hand: ResMut<FriendsHand>,
    mut notices: MessageWriter<Notice>,
) {
    for FriendPrepared { step, text } in heard.read() {
        let roller = ROLLERS.get(*step as usize).copied();
        let refusal = match roller {
            Some(roller) if turn.elsewhere(roller) => {
                match ron::from_str::<Vec<PlacedBlock>>(text) {
                    Ok(blocks) => {
                        hand.waiting = Some(FriendsPlacement {
                            owner: roller.opponent(),
                            blocks,
                        });
                        hand.taken = false;
                        continue;
                    }
                    Err(_) => Message::new("net-setup-unreadable"),
                }
            }
            _ => Message::new("net-not-its-turn"),
        };
        notices.write(Notice(
            Message::new("net-setup-refused").with("reason", refusal),
        ));
    }
}

/// Once the throw here has come to rest, the friend's roll is taken as it
/// fell on their computer (said if it fell otherwise here).
fn take_friends_roll(
    setup: Option<ResMut<Setup>>,
    mut hand: ResMut<FriendsHand>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(mut setup) = setup else {
        *hand = FriendsHand::default();
        return;
    };
    let Some(placed) = hand.waiting.as_ref().filter(|_| !hand.taken) else {
        return;
    };
    if setup.placement().map(|placement| placement.owner()) != Some(placed.owner) {
        return;
    }
    let lying: Vec<_> = placed
        .blocks
        .iter()
        .map(|block| block.orientation)
        .collect();
    match setup.take_roll(&lying) {
        Ok(fell_otherwise) => {
            hand.taken = true;
            if fell_otherwise {
                notices.write(Notice(Message::new("setup-fell-otherwise")));
            }
        }
        Err(error) => {
            hand.waiting = None;
            notices.write(Notice(
                Message::new("net-setup-refused").with("reason", error.message()),
            ));
        }
    }
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
