//! The app in the players' languages: texts re-worded when the language
//! changes, the rules reference for each game, and every language on screen
//! under Xvfb with a glyph for every character.

use std::path::PathBuf;

use bevy::prelude::*;
use tabletop::game_start::ChosenGame;
use tabletop::language::{Localized, Translations};
use tabletop::reference::{OpenReference, ReferenceOverlay, ReferenceRequest, pages};
use tabletop::screens::Screen;
use tabletop::testing::headless_app;
use tabletop_i18n::{Language, Message, Words};

use super::render::{paint_in, render_folder, run_under_xvfb};

/// The words on screen now, from the texts that show a message.
fn shown(app: &mut App) -> Vec<(Message, String)> {
    let mut texts = app.world_mut().query::<(&Localized, &Text)>();
    texts
        .iter(app.world())
        .map(|(localized, text)| (localized.0.clone(), text.0.clone()))
        .collect()
}

#[test]
fn choosing_a_language_rewords_every_text() {
    let mut app = headless_app();
    let play = Message::new("menu-play");
    let greeting = Message::new("to-move").with("player", Message::new("player-teal"));
    app.world_mut()
        .spawn((Text::default(), Localized(play.clone())));
    app.world_mut()
        .spawn((Text::default(), Localized(greeting.clone())));
    app.update();
    let english: Vec<String> = shown(&mut app).into_iter().map(|(_, t)| t).collect();
    assert!(english.contains(&"Play".to_owned()), "{english:?}");
    assert!(english.contains(&"Teal to move".to_owned()), "{english:?}");
    app.insert_resource(Translations(Words::new(Language::Croatian)));
    app.update();
    let croatian: Vec<String> = shown(&mut app).into_iter().map(|(_, t)| t).collect();
    assert!(croatian.contains(&"Igraj".to_owned()), "{croatian:?}");
    assert!(
        croatian.contains(&"Na potezu: Tirkizni".to_owned()),
        "{croatian:?}"
    );
}

/// An app with the rules reference and somewhere to keep its pictures.
fn reference_app() -> App {
    let mut app = headless_app();
    app.add_plugins(AssetPlugin::default())
        .init_asset::<Image>()
        .add_plugins(tabletop::reference::plugin);
    app.update();
    app
}

fn ask(app: &mut App, request: ReferenceRequest) {
    app.world_mut().write_message(request);
    app.update();
    app.update();
}

/// The page open, and whether the overlay shows a text with `key`.
fn showing(app: &mut App, key: &str) -> bool {
    shown(app).iter().any(|(message, _)| message.key == key)
}

fn overlays(app: &mut App) -> usize {
    let mut query = app
        .world_mut()
        .query_filtered::<(), With<ReferenceOverlay>>();
    query.iter(app.world()).count()
}

#[test]
fn the_rules_reference_opens_for_each_game_and_turns_its_pages() {
    let mut app = reference_app();
    for game in [
        ChosenGame::Deblockle,
        ChosenGame::Hive,
        ChosenGame::Blokus3d,
    ] {
        ask(&mut app, ReferenceRequest::Open(game));
        assert_eq!(overlays(&mut app), 1, "{game:?}");
        let title = shown(&mut app)
            .into_iter()
            .find(|(message, _)| message.key == "ref-title")
            .map(|(_, text)| text);
        assert_eq!(title, Some(format!("How to play {}", game.name())));
        let all = pages(game);
        for (index, page) in all.iter().enumerate() {
            let open = app.world().resource::<OpenReference>();
            assert_eq!((open.game, open.page), (game, index));
            assert!(
                showing(&mut app, &format!("{}-body", page.key)),
                "{}",
                page.key
            );
            // The page's picture, drawn and kept as an image.
            let mut pictures = app.world_mut().query::<&ImageNode>();
            let handles: Vec<Handle<Image>> = pictures
                .iter(app.world())
                .map(|node| node.image.clone())
                .collect();
            assert_eq!(
                handles.len(),
                usize::from(page.picture.is_some()),
                "{}",
                page.key
            );
            for handle in handles {
                let images = app.world().resource::<Assets<Image>>();
                let size = images.get(&handle).expect("the picture is drawn").size();
                assert!(size.x >= 400 && size.y >= 200, "{}: {size}", page.key);
            }
            ask(&mut app, ReferenceRequest::Turn(1));
        }
        // Past the last page it stays on the last.
        let last = all.len() - 1;
        assert_eq!(app.world().resource::<OpenReference>().page, last);
        ask(&mut app, ReferenceRequest::Page(0));
        assert_eq!(app.world().resource::<OpenReference>().page, 0);
        ask(&mut app, ReferenceRequest::Close);
        assert_eq!(overlays(&mut app), 0);
        assert!(app.world().get_resource::<OpenReference>().is_none());
    }
}

#[test]
fn f2_at_a_table_opens_its_games_rules_and_leaving_closes_them() {
    let mut app = reference_app();
    app.init_resource::<ButtonInput<KeyCode>>();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(tabletop::hive::TABLE);
    app.update();
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::F2);
    app.update();
    // Without the input plugin nothing clears the press: one frame of it.
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .clear();
    app.update();
    let open = *app.world().resource::<OpenReference>();
    assert_eq!((open.game, open.page), (ChosenGame::Hive, 0));
    assert!(showing(&mut app, "ref-hive-goal-body"));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Menu);
    app.update();
    app.update();
    assert!(app.world().get_resource::<OpenReference>().is_none());
    assert_eq!(overlays(&mut app), 0);
}

/// Every language on screen: the menu under the rules reference of a game
/// (many words, and a picture), with no character that no font can show,
/// and the words' ivory paint on the screenshot. The screenshots stay in
/// the test's folder to be looked at.
#[test]
#[cfg_attr(
    not(target_os = "linux"),
    ignore = "renders under Xvfb, which only Linux has"
)]
fn every_language_shows_without_missing_glyphs() {
    let dir = render_folder("languages");
    for language in Language::ALL {
        let shot = dir.join(format!("{}.png", language.code()));
        let shot_arg = shot.to_string_lossy().into_owned();
        let args = [
            "--language",
            language.code(),
            "--rules",
            "3",
            "--screenshot",
            &shot_arg,
        ];
        let log = run_under_xvfb(&args, &dir, None);
        assert!(
            !log.contains("no glyph for"),
            "{}: a character no font shows:\n{}",
            language.code(),
            log.lines()
                .filter(|line| line.contains("no glyph"))
                .collect::<Vec<_>>()
                .join("\n")
        );
        assert!(
            !log.contains("no text for the message key"),
            "{}",
            language.code()
        );
        let paint = paint_in(&shot);
        assert!(
            paint.ivory > 2_000,
            "{}: words show: {paint:?}",
            language.code()
        );
    }
    let listed: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the folder")
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "png"))
        .collect();
    assert_eq!(listed.len(), Language::ALL.len());
}
