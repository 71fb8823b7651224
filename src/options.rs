//! The command line of `tabletop`.

use std::path::PathBuf;

use bevy::prelude::*;
use clap::Parser;
use tabletop_rules::deblockle::{Move, Position, RulesOptions};

use crate::deblockle::session::{Request, Start};
use crate::frame_timing::MeasurePlan;
use crate::screens::Screen;
use crate::screenshot::ScreenshotPlan;
use crate::script::ScriptedMoves;

/// Play Deblockle at one screen. With no options the main menu opens.
#[derive(Parser, Clone, Debug, Default)]
#[command(name = "tabletop", version, about)]
pub struct AppOptions {
    /// Start a game from this position (Deblockle notation).
    #[arg(long, value_parser = parse_position)]
    pub position: Option<Position>,
    /// Start a game with a quick setup from this seed.
    #[arg(long, conflicts_with = "position")]
    pub seed: Option<u64>,
    /// Play these moves, comma separated, with their animations.
    #[arg(long, value_delimiter = ',', value_parser = parse_move)]
    pub moves: Vec<Move>,
    /// Save a screenshot here once nothing is moving, then quit.
    #[arg(long)]
    pub screenshot: Option<PathBuf>,
    /// Take the screenshot this many seconds after start instead.
    #[arg(long, requires = "screenshot")]
    pub screenshot_after: Option<f32>,
    /// Print the time to the first frame and the frame rate over this many
    /// seconds, then quit.
    #[arg(long)]
    pub measure: Option<f32>,
}

fn parse_position(text: &str) -> Result<Position, String> {
    text.parse().map_err(|error| format!("{error}"))
}

fn parse_move(text: &str) -> Result<Move, String> {
    text.parse().map_err(|error| format!("{error}"))
}

impl AppOptions {
    /// The request that starts the game these options ask for, if any.
    pub fn start_request(&self) -> Option<Request> {
        let rules = RulesOptions::default();
        let start = match (self.position, self.seed) {
            (Some(position), _) => Start::Position(position),
            (None, Some(seed)) => Start::QuickSetup {
                first: tabletop_rules::deblockle::Player::Gold,
                seed,
            },
            (None, None) if !self.moves.is_empty() => Start::Position(Position::example_start()),
            (None, None) => return None,
        };
        Some(Request::NewGame { rules, start })
    }

    /// Starts the game, queues the moves and plans the screenshot.
    pub fn apply(&self, app: &mut App) {
        if let Some(request) = self.start_request() {
            app.world_mut().write_message(request);
            app.insert_state(Screen::Playing);
        }
        app.insert_resource(ScriptedMoves(self.moves.iter().copied().collect()));
        if let Some(seconds) = self.measure {
            app.insert_resource(MeasurePlan {
                seconds,
                built: std::time::Instant::now(),
            });
        }
        if let Some(path) = &self.screenshot {
            app.insert_resource(ScreenshotPlan {
                path: path.clone(),
                after_seconds: self.screenshot_after,
            });
        }
    }
}
