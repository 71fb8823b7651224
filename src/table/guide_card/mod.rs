//! What the lessons and the puzzles show alike: the guide's card at the
//! table (a title, a text, a remark, a row of buttons; while a controller
//! is in use, a line saying that its cursor and A do what the guide's
//! clicks do), and the row of game tabs on their screens, opened at a
//! game's tab from its table.

mod room;

use bevy::ecs::component::Mutable;
use bevy::ecs::hierarchy::ChildSpawnerCommands;
use bevy::prelude::*;
use bevy::ui_widgets::ScrollArea;
use tabletop_i18n::Message;

use crate::language::{Localized, PadWording};
use crate::screens::Screen;
use crate::theme::{
    FAINT_TEXT, HudPanel, TEXT, WARNING_TEXT, button, button_grid, display_if, guide_buttons,
    guide_panel, label, shown_if,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            note_the_controller,
            room::fit_the_card,
            room::offer_to_read_on,
            room::read_on_with_the_keys,
            room::start_a_new_text_at_the_top,
        ),
    );
}

/// The card's line for a controller: the guide says "click", the
/// controller presses A on its cursor.
#[derive(Component)]
struct ControllerNote;

/// Shows the controller's line while one is in use.
fn note_the_controller(
    wording: Option<Res<PadWording>>,
    mut notes: Query<&mut Node, With<ControllerNote>>,
) {
    let display = display_if(wording.is_some_and(|wording| wording.0.is_some()));
    for mut note in &mut notes {
        if note.display != display {
            note.display = display;
        }
    }
}

/// The parts of a guide's card, each marked so that its system finds it.
pub struct CardParts<Root, Title, Text, Remark> {
    /// The card (hidden until a guide is up).
    pub root: Root,
    /// Its title's mark.
    pub title: Title,
    /// Its text's mark.
    pub text: Text,
    /// Its remark's mark.
    pub remark: Remark,
}

/// Spawns a guide's card named `name` at `screen`'s table, its text
/// `text_size` high; `buttons` fills its row of buttons.
pub fn spawn_guide_card<Root: Bundle, Title: Bundle, Text: Bundle, Remark: Bundle>(
    commands: &mut Commands,
    name: &'static str,
    screen: Screen,
    parts: CardParts<Root, Title, Text, Remark>,
    text_size: f32,
    buttons: impl FnOnce(&mut ChildSpawnerCommands),
) {
    commands
        .spawn((
            Name::new(name),
            parts.root,
            room::GuideCard,
            // The camera keeps the table clear of it.
            HudPanel::Whole,
            DespawnOnExit(screen),
            Visibility::Hidden,
            guide_panel(),
        ))
        .with_children(|card| {
            card.spawn((parts.title, label("", 24.0, TEXT)));
            // The text (and the line for a controller after it) scrolls
            // when the card has no room for all of it.
            let scroll = card
                .spawn((
                    room::CardScroll,
                    ScrollArea,
                    Node {
                        flex_direction: FlexDirection::Column,
                        row_gap: px(6),
                        overflow: Overflow::scroll_y(),
                        min_height: px(0),
                        flex_shrink: 1.0,
                        ..default()
                    },
                ))
                .with_children(|scroll| {
                    scroll.spawn((parts.text, label("", text_size, TEXT)));
                    scroll.spawn((
                        ControllerNote,
                        label("guide-clicks", 15.0, FAINT_TEXT),
                        Node {
                            display: Display::None,
                            ..default()
                        },
                    ));
                })
                .id();
            card.spawn((
                room::ReadOn(scroll),
                label("guide-read-on", 15.0, FAINT_TEXT),
                Node {
                    display: Display::None,
                    ..default()
                },
            ));
            card.spawn((parts.remark, label("", 17.0, WARNING_TEXT)));
            card.spawn(guide_buttons()).with_children(buttons);
        });
}

/// The resource that says which tab a screen shows.
pub trait ShownTab: Resource + Component<Mutability = Mutable> {
    /// Shows tab `index`.
    fn show(&mut self, index: usize);
}

/// A row of tabs, one per game's name key, tab `shown` marked; a click
/// shows its tab.
pub fn spawn_tabs<R: ShownTab>(
    parent: &mut ChildSpawnerCommands,
    names: &[&'static str],
    shown: usize,
) {
    let row = Node {
        margin: UiRect::vertical(px(8)),
        ..button_grid()
    };
    parent.spawn(row).with_children(|row| {
        for (index, &name) in names.iter().enumerate() {
            row.spawn(button(tab_words(name, index == shown)))
                .observe(move |_: On<Pointer<Click>>, mut tabs: ResMut<R>| tabs.show(index));
        }
    });
}

/// A tab's words (a message key): marked when it is the one shown.
pub fn tab_words(name: &'static str, shown: bool) -> Message {
    if shown {
        Message::new("tutorial-tab-shown").with("game", Message::new(name))
    } else {
        Message::new(name)
    }
}

/// Starts a shelf's lesson or puzzle at an index, for the game whose book
/// it is (the book keeps it, typed for its game).
pub type Opener = fn(&mut World, usize);

/// A screen's shelf of games (the lesson list's, the Puzzles screen's).
pub trait Shelf: Resource {
    /// The tab of the game whose folder is `game`.
    fn tab_of(&self, game: &str) -> Option<usize>;
    /// What starts a lesson or puzzle of the book on `tab`.
    fn opener(&self, tab: usize) -> Option<Opener>;
}

/// Starts lesson or puzzle `index` of the game whose folder is `game`, from
/// shelf `S` (a run's options name the game), if the shelf has that game.
pub fn open_from_shelf<S: Shelf>(world: &mut World, game: &str, index: usize) {
    let opener = world
        .get_resource::<S>()
        .and_then(|shelf| shelf.opener(shelf.tab_of(game)?));
    if let Some(open) = opener {
        open(world, index);
    }
}

/// What a click does to open `screen` (a shelf's) at `game`'s tab.
pub fn open_at<S: Shelf, R: ShownTab>(
    game: &'static str,
    screen: Screen,
) -> impl Fn(On<Pointer<Click>>, Res<S>, ResMut<R>, ResMut<NextState<Screen>>) {
    move |_, shelf, mut shown, mut next| {
        if let Some(tab) = shelf.tab_of(game) {
            shown.show(tab);
        }
        next.set(screen);
    }
}

/// Shows a guide's card (`roots`) while `words` (title, text, remark)
/// are given, and writes them; hides it otherwise.
pub fn show_card<Root: Component, Title: Component, Text: Component, Remark: Component>(
    roots: &mut Query<&mut Visibility, With<Root>>,
    texts: &mut ParamSet<(
        Query<&mut Localized, With<Title>>,
        Query<&mut Localized, With<Text>>,
        Query<&mut Localized, With<Remark>>,
    )>,
    words: Option<[Message; 3]>,
) {
    for mut visibility in roots.iter_mut() {
        visibility.set_if_neq(shown_if(words.is_some()));
    }
    let Some([title, text, remark]) = words else {
        return;
    };
    if let Ok(shown) = texts.p0().single_mut() {
        Localized::show(shown, title);
    }
    if let Ok(shown) = texts.p1().single_mut() {
        Localized::show(shown, text);
    }
    if let Ok(shown) = texts.p2().single_mut() {
        Localized::show(shown, remark);
    }
}
