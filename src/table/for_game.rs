//! Messages every game's table shares, addressed to one game by its type:
//! a lesson's, a puzzle's, a move tree's or a set-up's request reaches the
//! systems added for that game alone, so no system compares game names and
//! a new game needs no name to be routed to.

use std::fmt;
use std::marker::PhantomData;

use bevy::prelude::*;

/// `what` is asked of (or said about) game `G`'s table, and of no other.
pub struct ForGame<G, M> {
    /// What is asked or said.
    pub what: M,
    game: PhantomData<fn() -> G>,
}

impl<G, M> ForGame<G, M> {
    /// `what`, for game `G`.
    pub fn new(what: M) -> ForGame<G, M> {
        ForGame {
            what,
            game: PhantomData,
        }
    }
}

impl<G: 'static, M: Send + Sync + 'static> Message for ForGame<G, M> {}

// Written out rather than derived: a derive would ask `G` (a game's
// session) to be `Clone`, `Debug` and so on, as the message never holds one.
impl<G, M: Clone> Clone for ForGame<G, M> {
    fn clone(&self) -> ForGame<G, M> {
        ForGame::new(self.what.clone())
    }
}

impl<G, M: Copy> Copy for ForGame<G, M> {}

impl<G, M: fmt::Debug> fmt::Debug for ForGame<G, M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("ForGame")
            .field(&std::any::type_name::<G>())
            .field(&self.what)
            .finish()
    }
}

impl<G, M: PartialEq> PartialEq for ForGame<G, M> {
    fn eq(&self, other: &ForGame<G, M>) -> bool {
        self.what == other.what
    }
}

impl<G, M: Eq> Eq for ForGame<G, M> {}

#[cfg(test)]
mod tests {
    use super::*;

    struct Noughts;
    struct Crosses;

    #[derive(Resource, Default)]
    struct Heard(Vec<&'static str>);

    fn listen<G: 'static>(
        name: &'static str,
    ) -> impl FnMut(MessageReader<ForGame<G, u8>>, ResMut<Heard>) {
        move |mut asked, mut heard| {
            for _ in asked.read() {
                heard.0.push(name);
            }
        }
    }

    #[test]
    fn a_message_reaches_its_own_game_alone() {
        let mut app = App::new();
        app.init_resource::<Heard>()
            .add_message::<ForGame<Noughts, u8>>()
            .add_message::<ForGame<Crosses, u8>>()
            .add_systems(
                Update,
                (listen::<Noughts>("noughts"), listen::<Crosses>("crosses")),
            );
        app.world_mut()
            .write_message(ForGame::<Crosses, u8>::new(1));
        app.update();
        assert_eq!(app.world().resource::<Heard>().0, ["crosses"]);
        assert_eq!(
            ForGame::<Noughts, u8>::new(3),
            ForGame::<Noughts, u8>::new(3).clone()
        );
    }
}
