//! The render tests: the app under Xvfb with Mesa's software Vulkan driver,
//! its screenshots checked by the colours of what should show.

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};

use bevy::prelude::*;
use tabletop_rules::deblockle::Position;

/// Runs `tabletop` under Xvfb with Mesa's software Vulkan driver in `dir`;
/// returns its log.
pub(crate) fn run_under_xvfb(
    args: &[&str],
    dir: &std::path::Path,
    ci_config: Option<&str>,
) -> String {
    run(Command::new("xvfb-run"), args, dir, ci_config)
}

/// Runs `tabletop` in `dir` through `xvfb_run` (xvfb-run itself, or a
/// command that starts it); returns its log.
fn run(xvfb_run: Command, args: &[&str], dir: &std::path::Path, ci_config: Option<&str>) -> String {
    // A launch still running after this long is stuck, not slow (the
    // screenshot itself is taken after three minutes at the latest): it
    // is stopped, and the test fails with the game's log, which nextest's
    // own limit would lose.
    let mut stopped_when_stuck = Command::new("timeout");
    stopped_when_stuck
        .args(["--kill-after=10", "300"])
        .arg(xvfb_run.get_program())
        .args(xvfb_run.get_args());
    let command = &mut stopped_when_stuck;
    command
        .args(["-a", "-n", &first_server_number().to_string()])
        .args(["-s", "-screen 0 1280x720x24"])
        .arg(env!("CARGO_BIN_EXE_tabletop"))
        .args(args)
        .current_dir(dir)
        .env("WGPU_BACKEND", "vulkan")
        // The lessons are read from the package's assets folder; progress
        // goes to the scratch folder, not the user's.
        .env("BEVY_ASSET_ROOT", env!("CARGO_MANIFEST_DIR"))
        .env("XDG_DATA_HOME", dir);
    if let Some(config) = ci_config {
        command.env(
            "CI_TESTING_CONFIG",
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(config),
        );
    }
    // Keep the renderer's chatter out of the test log unless it fails.
    let output = command
        .output()
        .expect("xvfb-run runs (scripts/setup installs it)");
    let log = String::from_utf8_lossy(&output.stderr);
    let from = (log.len().saturating_sub(3_000)..log.len())
        .find(|&i| log.is_char_boundary(i))
        .unwrap_or(0);
    let tail = &log[from..];
    assert!(
        output.status.success(),
        "tabletop exited with {}:\n{tail}",
        output.status
    );
    log.into_owned()
}

/// The X server number `xvfb-run -a` starts looking from, apart for each
/// process and launch: it takes the first number free, so two games
/// started at once (tests run side by side) could take the same one, and
/// the second would then draw on the first's server and lose it when that
/// one goes.
fn first_server_number() -> u32 {
    static LAUNCHED: AtomicU32 = AtomicU32::new(0);
    let launch = LAUNCHED.fetch_add(1, Ordering::Relaxed);
    100 + std::process::id() % 1000 * 16 + launch % 16
}

/// A fresh scratch folder for a render test.
pub(crate) fn render_folder(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Runs `tabletop` with `args` in `dir` under Xvfb, takes its screenshot
/// once the scene is drawn and still, and counts its paint. The game and
/// its X server are held to one core, which the other tests running
/// meanwhile share, as on a player's loaded machine: the picture must wait
/// for the renderer however slow it is, not for a number of seconds.
pub(crate) fn paint_when_drawn(args: &[&str], dir: &std::path::Path) -> Paint {
    let mut on_one_core = Command::new("taskset");
    on_one_core.args(["--cpu-list", &next_core().to_string(), "xvfb-run"]);
    picture(on_one_core, "shot.png", args, dir, None)
}

/// Runs `tabletop` with `args` through `xvfb_run` (as [`run`]), its
/// screenshot saved as `name` in `dir`; what the picture shows.
fn picture(
    xvfb_run: Command,
    name: &str,
    args: &[&str],
    dir: &std::path::Path,
    ci_config: Option<&str>,
) -> Paint {
    let shot = dir.join(name);
    let shot_arg = shot.to_string_lossy().into_owned();
    let args = [args, &["--screenshot", &shot_arg]].concat();
    run(xvfb_run, &args, dir, ci_config);
    paint_in(&shot)
}

/// The core the next game held to one runs on: each this process may use
/// in turn, so that two such tests at once load two cores rather than
/// share one. Under cargo-nextest every test is a process of its own, so
/// the turn is the test's slot among those running (which nextest numbers
/// from 0, each free slot handed to the next test).
fn next_core() -> u32 {
    static TAKEN: AtomicUsize = AtomicUsize::new(0);
    let cores = allowed_cores();
    let turn = std::env::var("NEXTEST_TEST_GLOBAL_SLOT")
        .ok()
        .and_then(|slot| slot.parse().ok())
        .unwrap_or_else(|| TAKEN.fetch_add(1, Ordering::Relaxed));
    cores[turn % cores.len()]
}

/// The cores this process may run on (a CI runner may be given other
/// cores than the first ones), as Linux lists them: `0-3,8,10-11`.
fn allowed_cores() -> Vec<u32> {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let listed = status
        .lines()
        .find_map(|line| line.strip_prefix("Cpus_allowed_list:"))
        .unwrap_or("0");
    let cores: Vec<u32> = listed
        .trim()
        .split(',')
        .filter_map(|range| {
            let (first, last) = range.split_once('-').unwrap_or((range, range));
            Some(first.parse().ok()?..=last.parse().ok()?)
        })
        .flatten()
        .collect();
    if cores.is_empty() { vec![0] } else { cores }
}

/// How many pixels (of every fourth) of a screenshot show each material.
#[derive(Debug, Default)]
pub(crate) struct Paint {
    pub(crate) gold: u32,
    pub(crate) teal: u32,
    pub(crate) wood: u32,
    pub(crate) felt: u32,
    /// Teal pixels in the bottom 40% of the picture, where the roller's
    /// dice tray is (the side trays are higher up).
    pub(crate) teal_in_tray: u32,
    /// White's Hive tiles.
    pub(crate) ivory: u32,
    /// Black's Hive tiles.
    pub(crate) charcoal: u32,
    /// Nearly black: the window's background where nothing is drawn.
    pub(crate) dark: u32,
    /// Blokus 3D's plastic.
    pub(crate) blue: u32,
    pub(crate) red: u32,
    pub(crate) green: u32,
}

/// The screenshot at `path`.
pub(crate) fn read_png(path: &std::path::Path) -> Image {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Image::from_buffer(
        &bytes,
        bevy::image::ImageType::Extension("png"),
        bevy::image::CompressedImageFormats::NONE,
        true,
        bevy::image::ImageSampler::Default,
        bevy::asset::RenderAssetUsages::MAIN_WORLD,
    )
    .expect("a PNG")
}

pub(crate) fn paint_in(path: &std::path::Path) -> Paint {
    let image = read_png(path);
    let mut paint = Paint::default();
    for y in (0..image.height()).step_by(2) {
        for x in (0..image.width()).step_by(2) {
            let Ok(color) = image.get_color_at(x, y) else {
                continue;
            };
            let [r, g, b, _] = color.to_srgba().to_u8_array();
            let (r, g, b) = (i32::from(r), i32::from(g), i32::from(b));
            if r > 170 && g > 110 && b < 90 && r - b > 110 {
                paint.gold += 1;
            }
            if b > 90 && g > 90 && r < 60 {
                paint.teal += 1;
            }
            if y * 5 > image.height() * 3 && b > 80 && g > 80 && r + 30 < b && (g - b).abs() < 40 {
                paint.teal_in_tray += 1;
            }
            if r > 150 && (90..170).contains(&g) && (50..140).contains(&b) && r > g && g > b {
                paint.wood += 1;
            }
            if g > 45 && g > r + 25 && g > b + 10 {
                paint.felt += 1;
            }
            if b > 150 && b > r + 80 && b > g + 40 {
                paint.blue += 1;
            }
            if r > 150 && r > g + 90 && r > b + 90 {
                paint.red += 1;
            }
            if g > 100 && g > r + 50 && g > b + 50 {
                paint.green += 1;
            }
            if r > 200 && g > 190 && b > 165 && r - b < 50 {
                paint.ivory += 1;
            }
            if r.max(g).max(b) < 35 {
                paint.dark += 1;
            }
            if r < 90 && g < 90 && b < 90 && (r - g).abs() < 12 && (g - b).abs() < 12 {
                paint.charcoal += 1;
            }
        }
    }
    paint
}

/// Checks that a screenshot's paint shows the wooden board and blocks of
/// both colours.
fn assert_table_shows(paint: &Paint) {
    assert!(paint.gold > 1_000, "gold blocks show: {paint:?}");
    assert!(paint.teal > 1_000, "teal blocks show: {paint:?}");
    assert!(paint.wood > 20_000, "the board shows: {paint:?}");
}

/// Renders a game in progress with moves from a `CI_TESTING_CONFIG`
/// script, checking that the board and both colours show; then a setup's
/// roll pictured at a time asked for (`--screenshot-after`), checking the
/// board, the dice tray's felt and the rolled Teal blocks; then a lesson
/// played to its end. (Moves from the command line are pictured below.)
#[test]
#[cfg_attr(
    not(target_os = "linux"),
    ignore = "renders under Xvfb, which only Linux has"
)]
fn render_smoke_test() {
    let dir = render_folder("render-smoke");
    let xvfb_run = || Command::new("xvfb-run");
    let moved = picture(
        xvfb_run(),
        "scripted.png",
        &["--position", Position::EXAMPLE_START],
        &dir,
        Some("tests/screens/two-moves.ron"),
    );
    assert_table_shows(&moved);
    let paint = picture(
        xvfb_run(),
        "roll.png",
        &["--seed", "18", "--screenshot-after", "2"],
        &dir,
        None,
    );
    assert!(
        paint.teal_in_tray > 1_000,
        "the rolled blocks show: {paint:?}"
    );
    assert!(paint.felt > 10_000, "the dice tray shows: {paint:?}");
    assert!(paint.wood > 20_000, "the board shows: {paint:?}");
    // A lesson, read from the assets folder by the binary itself, played
    // to its end: the slide leaves the Gold block on d7.
    let paint = picture(
        xvfb_run(),
        "lesson.png",
        &["--lesson", "5", "--moves", "c3E-d7"],
        &dir,
        None,
    );
    assert!(paint.gold > 1_000, "the lesson's block shows: {paint:?}");
    assert!(paint.wood > 20_000, "the board shows: {paint:?}");
}

/// The main menu over its board, a setup once the roll has settled, a game
/// with moves from the command line and a lesson at the Deblockle table,
/// each pictured as soon as it is drawn and still while
/// the game has one core, shared with other work: the board and its
/// blocks, never a black table or the roll. (The Hive and Blokus 3D tables
/// are pictured the same way by their own render tests.)
#[test]
#[cfg_attr(
    not(target_os = "linux"),
    ignore = "renders under Xvfb, which only Linux has"
)]
fn screens_are_drawn_on_one_busy_core() {
    let dir = render_folder("render-drawn");
    // The menu's panel dims the board behind it; undrawn, all around it
    // would be the window's near-black background.
    let menu = paint_when_drawn(&[], &dir);
    assert!(
        menu.dark < 2_000,
        "the table around the menu shows: {menu:?}"
    );
    assert!(menu.ivory > 2_000, "the menu's words show: {menu:?}");
    let setup = paint_when_drawn(&["--seed", "18"], &dir);
    assert!(setup.wood > 20_000, "the board shows: {setup:?}");
    assert!(setup.felt > 10_000, "the dice tray shows: {setup:?}");
    assert!(
        setup.teal_in_tray > 1_000,
        "the rolled blocks show: {setup:?}"
    );
    assert_table_shows(&paint_when_drawn(
        &[
            "--position",
            Position::EXAMPLE_START,
            "--moves",
            "c1N-d3,c5N",
        ],
        &dir,
    ));
    let lesson = paint_when_drawn(&["--lesson", "2"], &dir);
    assert!(lesson.wood > 20_000, "the lesson's board shows: {lesson:?}");
    assert!(lesson.dark < 2_000, "nothing is left undrawn: {lesson:?}");
}
