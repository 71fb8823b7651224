//! Setting up a Hive position at the table (see [`crate::table::set_up`]):
//! a click on a reserve's pile takes its next tile in hand, a click on a
//! hex puts it there (on top of what lies there); a click on a hex with
//! nothing in hand lifts its top tile into the hand, to be put elsewhere; a
//! right-click or R sends the top tile back to its reserve. T passes the
//! move. The rules say why no game reaches the tiles as they lie (the hive
//! in parts, a tile that cannot climb on another, no Queen by the fourth
//! tile, Black before White), and the table shows them meanwhile.

use bevy::prelude::*;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::hive::{Bug, Colour, HiveGame, HiveSetup};
use tabletop_rules::tree::Cell;

use super::cursor::pale_ring;
use super::layout::{TILE_HEIGHT, hex_at, hex_cell, hex_of, pile_at, resting_place};
use super::session::{HiveRequest, HiveSession};
use crate::table::TableSystems;
use crate::table::set_up::{SetsUp, SettingUp, Touch, add_set_up};

/// The third coordinate of a reserve pile's cell (a hex's is its level,
/// from 0): `Cell(colour, bug, RESERVE)`.
const RESERVE: i32 = -1;

pub(super) fn plugin(app: &mut App) {
    add_set_up::<HiveSession>(app);
    app.add_systems(
        Update,
        show_the_hand
            .in_set(TableSystems::Show)
            .run_if(in_state(crate::hive::TABLE).and_then(resource_exists::<Assets<Mesh>>)),
    );
}

/// A Hive position being set up, and the kind of tile in hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HiveSetting {
    /// The tiles and who moves.
    pub setup: HiveSetup,
    /// The player and bug of the tile to put down next (the next of the
    /// kind in that reserve).
    pub in_hand: Option<(Colour, Bug)>,
}

/// The cell of `colour`'s reserve pile of `bug`.
pub fn pile_cell(colour: Colour, bug: Bug) -> Cell {
    let bug = Bug::ALL.iter().position(|&b| b == bug).unwrap_or(0);
    Cell(colour.index() as i32, bug as i32, RESERVE)
}

/// The reserve pile a cell names, if it names one.
fn pile_of(Cell(colour, bug, level): Cell) -> Option<(Colour, Bug)> {
    let colour = match colour {
        0 => Colour::White,
        1 => Colour::Black,
        _ => return None,
    };
    let bug = *Bug::ALL.get(usize::try_from(bug).ok()?)?;
    (level == RESERVE).then_some((colour, bug))
}

impl SetsUp for HiveSession {
    type Setup = HiveSetting;
    const HOW: &'static str = "setting-up-how-hive";

    fn setup(&self) -> HiveSetting {
        HiveSetting {
            setup: HiveSetup::of(self.game.position()),
            in_hand: None,
        }
    }

    fn touch(setting: &mut HiveSetting, cell: Cell, touch: Touch) -> Result<(), Message> {
        if let Some(pile) = pile_of(cell) {
            if touch == Touch::Next {
                setting.in_hand = (setting.in_hand != Some(pile)).then_some(pile);
            }
            return Ok(());
        }
        let Some(hex) = hex_of(cell) else {
            return Ok(());
        };
        let setup = &mut setting.setup;
        match (touch, setting.in_hand.take()) {
            (Touch::Next, Some((colour, bug))) => {
                if let Some(piece) = setup.next_in_reserve(colour, bug) {
                    setup.put(piece, hex).map_err(|reason| reason.message())?;
                }
            }
            // Lifted into the hand: back in its reserve, the next of its
            // kind to put down.
            (Touch::Next, None) => {
                setting.in_hand = setup.take(hex).map(|piece| (piece.colour, piece.bug));
            }
            (Touch::Turn, _) => {
                setup.take(hex);
            }
        }
        Ok(())
    }

    fn side_to_move(setting: &HiveSetting) -> Colour {
        setting.setup.to_move
    }

    fn pass_the_move(setting: &mut HiveSetting) {
        setting.setup.to_move = setting.setup.to_move.other();
    }

    fn cannot_arise(setting: &HiveSetting) -> Option<Message> {
        setting.setup.check().err().map(|reason| reason.message())
    }

    /// The tiles as they lie, shown whether or not a game reaches them
    /// (play on from them waits for the rules' yes).
    fn open(setting: &HiveSetting) -> Option<HiveRequest> {
        let game = HiveGame::from_position(setting.setup.laid_out());
        Some(HiveRequest::NewGame(Box::new(game)))
    }

    fn reopen(game: &HiveGame) -> HiveRequest {
        HiveRequest::NewGame(Box::new(game.clone()))
    }

    /// A reserve's pile as well as the hexes: any hex (the rules say
    /// which are out of reach), a tile may be put apart from the hive on
    /// the way to a position.
    fn cell_to_set_up(&self, point: Vec3) -> Option<Cell> {
        let position = self.game.position();
        if let Some((colour, bug)) = pile_at(position, point) {
            return Some(pile_cell(colour, bug));
        }
        Some(hex_cell(hex_at(point)))
    }

    fn holding(setting: &HiveSetting) -> Option<Message> {
        let (colour, bug) = setting.in_hand?;
        Some(
            Message::new("setting-up-in-hand")
                .with("player", colour.message())
                .with("bug", bug.message()),
        )
    }
}

/// The ring round the tile in hand.
#[derive(Component)]
struct HandRing;

/// Rings the top tile of the pile in hand, while a position is set up.
fn show_the_hand(
    setting_up: Option<Res<SettingUp<HiveSession>>>,
    session: Option<Res<HiveSession>>,
    rings: Query<Entity, With<HandRing>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut paint: Local<Option<Handle<StandardMaterial>>>,
    mut commands: Commands,
) {
    let changed = setting_up.as_ref().is_none_or(Res::is_changed)
        || session.as_ref().is_some_and(Res::is_changed);
    if !changed {
        return;
    }
    for ring in &rings {
        commands.entity(ring).despawn();
    }
    let (Some(setting_up), Some(session)) = (setting_up, session) else {
        return;
    };
    let position = session.game.position();
    let Some(piece) = setting_up
        .setup
        .in_hand
        .and_then(|(colour, bug)| position.next_in_hand(colour, bug))
    else {
        return;
    };
    let at = resting_place(position, piece) + Vec3::Y * TILE_HEIGHT;
    commands.spawn((
        Name::new("Tile in hand"),
        HandRing,
        pale_ring(at, &mut meshes, &mut materials, &mut paint),
    ));
}

#[cfg(test)]
mod tests {
    use tabletop_rules::hive::{Hex, HiveRules, Piece};

    use super::*;

    fn touch(setting: &mut HiveSetting, cell: Cell) {
        HiveSession::touch(setting, cell, Touch::Next).expect("a tile of the game");
    }

    fn hex_cell(q: i32, r: i32) -> Cell {
        Cell(q, r, 0)
    }

    #[test]
    fn a_pile_then_a_hex_puts_a_tile_down_and_a_hex_alone_lifts_it() {
        let mut setting = HiveSetting {
            setup: HiveSetup::new(HiveRules::STANDARD),
            in_hand: None,
        };
        let queen = pile_cell(Colour::White, Bug::Queen);
        assert_eq!(pile_of(queen), Some((Colour::White, Bug::Queen)));
        assert_eq!(pile_of(hex_cell(0, 1)), None);
        touch(&mut setting, queen);
        assert!(HiveSession::holding(&setting).is_some());
        touch(&mut setting, hex_cell(0, 0));
        assert_eq!(setting.in_hand, None);
        let wq = Piece::parse("wQ").expect("a tile");
        assert_eq!(setting.setup.location(wq), Some(Hex::ORIGIN));
        // Black's ant east of it, then lifted and put west.
        touch(&mut setting, pile_cell(Colour::Black, Bug::Ant));
        touch(&mut setting, hex_cell(1, 0));
        touch(&mut setting, hex_cell(1, 0));
        assert_eq!(setting.in_hand, Some((Colour::Black, Bug::Ant)));
        touch(&mut setting, hex_cell(-1, 0));
        let ba1 = Piece::parse("bA1").expect("a tile");
        assert_eq!(setting.setup.location(ba1), Some(Hex { q: -1, r: 0 }));
        // A pile touched twice is let go.
        touch(&mut setting, queen);
        touch(&mut setting, queen);
        assert_eq!(setting.in_hand, None);
        // The right button sends the top tile back.
        HiveSession::touch(&mut setting, hex_cell(-1, 0), Touch::Turn).expect("taken");
        assert_eq!(setting.setup.location(ba1), None);
        // White's Queen alone: Black's first turn is next.
        assert_eq!(
            HiveSession::cannot_arise(&setting).map(|reason| reason.key),
            Some("hive-setup-black-not-played".into())
        );
        HiveSession::pass_the_move(&mut setting);
        assert_eq!(HiveSession::side_to_move(&setting), Colour::Black);
        assert_eq!(HiveSession::cannot_arise(&setting), None);
        // A hex out of reach: the rules' refusal, and nothing put down.
        touch(&mut setting, pile_cell(Colour::Black, Bug::Queen));
        let far = HiveSession::touch(&mut setting, hex_cell(20, 0), Touch::Next);
        assert_eq!(
            far.map_err(|reason| reason.key),
            Err("hive-setup-out-of-reach".into())
        );
        let bq = Piece::parse("bQ").expect("a tile");
        assert_eq!(setting.setup.location(bq), None);
    }

    #[test]
    fn a_pile_in_the_reserve_is_found_where_its_tiles_lie() {
        let session = HiveSession::new(HiveGame::new());
        let position = session.game.position();
        for colour in [Colour::White, Colour::Black] {
            for bug in position.bugs() {
                let piece = position.next_in_hand(colour, bug).expect("all in hand");
                let on_top = resting_place(position, piece) + Vec3::Y * 0.1;
                assert_eq!(session.cell_to_set_up(on_top), Some(pile_cell(colour, bug)));
            }
        }
        assert_eq!(session.cell_to_set_up(Vec3::ZERO), Some(hex_cell(0, 0)));
        // Beyond reach is the rules' to refuse when a tile is put there.
        let far = crate::hive::layout::hex_centre(Hex { q: 20, r: 0 });
        assert_eq!(session.cell_to_set_up(far), Some(hex_cell(20, 0)));
    }
}
