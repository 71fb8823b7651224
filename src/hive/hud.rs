//! The Hive table's words in the HUD: whose turn and who plays it, what
//! to do next, how the game ended, a rematch, and its own buttons (the
//! Queens' free sides, pass when nothing else is legal, the record for
//! other Hive programs).

use bevy::ecs::system::{SystemParam, SystemParamItem};
use bevy::prelude::*;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::concession::Concession;
use tabletop_rules::hive::{Colour, DrawReason, HiveOutcome, Move, write_annotated_pgn, write_pgn};

use super::scene::ShowQueenSides;
use super::seats::HiveSeats;
use super::selection::HiveSelection;
use super::session::{HiveRequest, HiveSession};
use crate::screens::Screen;
use crate::table::Notice;
use crate::table::TableSystems;
use crate::table::game::TableGame as _;
use crate::table::hud::{AtTheTable, BarPlace, HudLines, TableHud};
use crate::table::records::{default_name, games_folder, record_date, save_text};
use crate::table::set_up::how_to_set_up;
use crate::table::tree::tree_words;
use crate::theme::display_if;

pub(super) fn plugin(app: &mut App) {
    crate::table::hud::add_table_hud::<HiveSession>(app);
    app.add_systems(
        Update,
        offer_the_pass
            .in_set(TableSystems::Show)
            .run_if(in_state(crate::hive::TABLE)),
    );
}

#[derive(Component)]
struct PassButton;

/// What the HUD's lines read besides the session.
#[derive(SystemParam)]
pub struct HiveLooks<'w> {
    seats: Res<'w, HiveSeats>,
    selection: Res<'w, HiveSelection>,
}

impl TableHud for HiveSession {
    type ShownIn = Screen;
    const SHOWN_IN: Screen = crate::hive::TABLE;
    type Looks = HiveLooks<'static>;
    type Rematching = ();

    fn lines(&self, at: &AtTheTable<Self>, looks: &SystemParamItem<Self::Looks>) -> HudLines {
        let game = &self.game;
        let position = game.position();
        let to_move = position.to_move();
        let over = game.outcome().is_some();
        let machine = looks.seats.of(to_move).is_machine();
        let turn = if over {
            Message::new("game-over")
        } else {
            Message::new("hive-turn")
                .with("player", player_line(&looks.seats, to_move))
                .with("turn", position.turn_number())
        };
        let colour = to_move.message();
        let how = how_to_set_up::<HiveSession>(at.setting_up);
        let hint = match (over, machine, must_pass(self), looks.selection.piece) {
            _ if let Some(how) = how => how,
            (true, ..) => Message::new("hint-game-over"),
            (_, true, ..) if at.thinking.is_some() => Message::new("thinking")
                .with("player", colour)
                .with("dots", "..."),
            (_, true, ..) => Message::new("waiting-for").with("player", colour),
            (_, _, true, _) => Message::new("hive-hint-must-pass").with("player", colour),
            (_, _, _, Some(piece)) => Message::new("hive-hint-picked")
                .with("piece", piece.to_string())
                .with("count", looks.selection.moves.len()),
            _ => Message::new("hive-hint-idle"),
        };
        HudLines::new(turn, hint)
    }

    fn banner(&self, _: &SystemParamItem<Self::Looks>) -> Option<Message> {
        let game = &self.game;
        let conceded = game.conceded().map(|(_, how)| how);
        Some(match game.outcome()? {
            HiveOutcome::Win(colour) if conceded == Some(Concession::OnTime) => {
                Message::new("wins-on-time").with("player", colour.message())
            }
            HiveOutcome::Win(colour) if conceded == Some(Concession::Resigned) => {
                Message::new("wins-by-resignation")
                    .with("player", colour.message())
                    .with("loser", colour.other().message())
            }
            HiveOutcome::Win(colour) => Message::new("hive-wins")
                .with("player", colour.message())
                .with("loser", colour.other().message()),
            HiveOutcome::Draw => match game.draw_reason() {
                Some(DrawReason::BothSurrounded) => Message::new("hive-draw-queens"),
                Some(DrawReason::Agreement) => Message::new("hive-draw-agreed"),
                _ => Message::new("hive-draw-repetition"),
            },
        })
    }

    /// A new game under the same rules (from the same position, where one
    /// was set up), the same players in the same seats.
    fn rematch(&self, (): &mut SystemParamItem<()>) -> HiveRequest {
        HiveRequest::NewGame(Box::new(self.game.restarted()))
    }

    fn own_buttons(row: &mut ChildSpawnerCommands, place: BarPlace) {
        match place {
            BarPlace::AfterHistory => {
                row.spawn(Self::LOOK.button("hive-queen-sides")).observe(
                    |_: On<Pointer<Click>>, mut shown: ResMut<ShowQueenSides>| {
                        shown.0 = !shown.0;
                    },
                );
                row.spawn((PassButton, Self::LOOK.button("hive-pass")))
                    .observe(
                        |_: On<Pointer<Click>>, mut requests: MessageWriter<HiveRequest>| {
                            requests.write(HiveRequest::Play(Move::Pass));
                        },
                    );
            }
            BarPlace::AfterSave => {
                row.spawn(Self::LOOK.button("hive-export"))
                    .observe(export_record);
            }
        }
    }
}

/// Whether the player to move has nothing but a pass.
fn must_pass(session: &HiveSession) -> bool {
    let game = &session.game;
    game.outcome().is_none() && game.legal_moves() == [Move::Pass]
}

/// The Pass button, shown only when a person must pass (looked at again
/// when the game, the seats or the button change: the legal moves are not
/// worked out twice a frame).
fn offer_the_pass(
    session: Option<Res<HiveSession>>,
    seats: Res<HiveSeats>,
    new_buttons: Query<(), Added<PassButton>>,
    mut pass_buttons: Query<&mut Node, With<PassButton>>,
) {
    let Some(session) = session else {
        return;
    };
    if !session.is_changed() && !seats.is_changed() && new_buttons.is_empty() {
        return;
    }
    let to_move = session.game.position().to_move();
    let display = display_if(must_pass(&session) && !seats.of(to_move).is_machine());
    for mut node in &mut pass_buttons {
        if node.display != display {
            node.display = display;
        }
    }
}

/// Writes the game as a PGN record (as Mzinga and hivegame.com read and
/// write them) into the games folder, for other Hive programs, and says
/// where; the Games screen lists it too. A game with variations, symbols
/// or comments is written with them (the main line the game).
fn export_record(
    _: On<Pointer<Click>>,
    session: Option<Res<HiveSession>>,
    seats: Res<HiveSeats>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(session) = session else {
        return;
    };
    let [white, black] = [Colour::White, Colour::Black].map(|colour| seats.of(colour).to_string());
    let written = match (session.game.check_for_other_programs(), games_folder()) {
        (Err(reason), _) => Err(reason.message()),
        (Ok(()), Some(folder)) => {
            let text = pgn_of(&session, &white, &black);
            save_text(&text, &folder, &format!("hive-{}", default_name()), "pgn")
                .map_err(|error| Message::new("problem").with("detail", error))
        }
        (Ok(()), None) => Err(Message::new("no-games-folder")),
    };
    notices.write(Notice(match written {
        Ok(path) => Message::new("hive-exported").with("path", path.display().to_string()),
        Err(error) => Message::new("hive-not-exported").with("error", error),
    }));
}

/// The PGN of the game at the table: as played, or, where its tree holds
/// more, its main line with the variations, symbols and comments.
fn pgn_of(session: &HiveSession, white: &str, black: &str) -> String {
    let tree = session.tree();
    if tree.is_plain() {
        return write_pgn(&session.game, white, black, &record_date());
    }
    let words = tree_words(session);
    let written = tree.relabel(|node| words.get(&node).cloned().unwrap_or_default());
    let main_line: Vec<Move> = tree
        .main_line()
        .iter()
        .filter_map(|&node| tree.move_at(node).copied())
        .collect();
    let game = if tree.moves() == main_line {
        Some(session.game.clone())
    } else {
        let mut game = session.game.restarted();
        // Each was played under the rules once: they take it again.
        let replayed = main_line.iter().all(|&mv| game.play_move(mv).is_ok());
        replayed.then_some(game)
    };
    match game {
        Some(game) => write_annotated_pgn(&game, &written, white, black, &record_date()),
        None => write_pgn(&session.game, white, black, &record_date()),
    }
}

/// `colour`'s name and who plays it.
fn player_line(seats: &HiveSeats, colour: Colour) -> Message {
    Message::new("hive-player")
        .with("colour", colour.message())
        .with("seat", seats.of(colour).describe())
}

#[cfg(test)]
mod tests {
    use tabletop_rules::hive::{HiveGame, read_record};
    use tabletop_rules::tree::Symbol;

    use super::*;

    #[test]
    fn a_game_with_a_variation_exports_it_and_reads_back_with_it() {
        let game = HiveGame::parse("Base;InProgress;White[2];wS1;bS1 wS1-").expect("a game");
        let mut session = HiveSession::new(game.clone());
        assert_eq!(
            pgn_of(&session, "Ana", "Ben"),
            write_pgn(&game, "Ana", "Ben", &record_date())
        );
        // Black's other answer, kept beside the game with a comment.
        let position = &game.positions()[1];
        let other = position.parse_move("bS1 -wS1").expect("legal");
        let first = session.tree().main_line()[0];
        let tree = session.tree_mut();
        let added = tree.add_line(first, [other]).expect("in the tree");
        let notes = tree.notes_mut(added).expect("the variation");
        notes.comment = "the mirror".into();
        notes.symbol = Some(Symbol::Dubious);
        let text = pgn_of(&session, "Ana", "Ben");
        assert!(text.contains("{the mirror}"), "{text}");
        let read = read_record(&text).expect("our reader reads it");
        assert_eq!(read.game.moves(), game.moves(), "the main line is the game");
        let after_first = read.tree.children(read.tree.main_line()[0]);
        assert_eq!(after_first.len(), 2, "the variation read back");
        let variation = read.tree.notes(after_first[1]).expect("its notes");
        assert_eq!(variation.comment, "the mirror");
        assert_eq!(variation.symbol, Some(Symbol::Dubious));
        // Opened at a table, the record's tree is the one exported.
        assert_eq!(&read.move_tree(), session.tree());
    }
}
