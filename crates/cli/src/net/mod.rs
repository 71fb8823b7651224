//! `tabletop-cli net …`: a game with friends on other computers, for
//! scripts, tests and a person who plays the app against a program. The
//! host prints its invitation alone on the first line and waits; each
//! side plays its seats from its standard input in the game's notation or
//! with a computer level; both exit 0 after a whole game.

mod games;
mod prepare;
mod reconnect;
mod seating;
mod table;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand, ValueEnum};
use tabletop_net::{Invitation, Reach, Relay, Secret};
use tabletop_peer::{HostKey, HostOptions, JoinOptions, Link, Nearby, ShownNearby};
use tabletop_rules::clock::TimeControl;

use games::{Blokus3dAtTable, Computer, DeblockleAtTable, HiveAtTable, NetGame};
use table::Table;

/// Hosting or joining.
#[derive(Subcommand)]
pub enum Command {
    /// Host a game: prints the invitation alone on the first line, then
    /// waits for friends and plays.
    Host(HostArgs),
    /// Join the game an invitation names.
    Join(JoinArgs),
    /// List the tables hosted on the local network: a line for each,
    /// `GAME<tab>HOST<tab>INVITATION` (the invitation joins it).
    List(ListArgs),
}

/// The games a table is hosted for.
#[derive(Clone, Copy, ValueEnum)]
enum GameName {
    Deblockle,
    Hive,
    Blokus3d,
}

/// What a host chooses.
#[derive(Args)]
pub struct HostArgs {
    /// Which game.
    #[arg(long, value_enum)]
    game: GameName,
    /// Where the game begins, as the game writes it: a Deblockle throw's
    /// seed (`7`; a fresh throw without it) or its setup by hand (`hand`,
    /// `hand:7`: each player places the blocks they rolled, this program
    /// rolling from the seed), a Hive game string (`Base+MLP`), a Blokus
    /// 3D setup (`A-4`).
    #[arg(long)]
    opening: Option<String>,
    /// The host's seat, from 0 in turn order (the others are friends').
    #[arg(long, default_value_t = 0)]
    seat: usize,
    /// Play on clocks: minutes each plus seconds a move (`5+3`). Each
    /// player is charged the thinking time their own computer measured.
    #[arg(long, value_name = "M+S")]
    clock: Option<TimeControl>,
    /// Keep the host's key in this file, so that its invitation still
    /// reaches it after a restart (a fresh key each run without it).
    #[arg(long)]
    key: Option<PathBuf>,
    #[command(flatten)]
    play: PlayArgs,
}

/// What a joiner chooses.
#[derive(Args)]
pub struct JoinArgs {
    /// The invitation the host printed.
    invitation: String,
    #[command(flatten)]
    play: PlayArgs,
}

/// How long to look for tables on the local network.
#[derive(Args)]
pub struct ListArgs {
    /// Seconds to look before the list is printed.
    #[arg(long, default_value_t = 3.0)]
    seconds: f64,
}

/// How a side plays, whichever it is.
#[derive(Args)]
pub struct PlayArgs {
    /// The player's name, as the others see it.
    #[arg(long, default_value = "tabletop-cli")]
    name: String,
    /// Play with the computer at this level (random, beginner, easy,
    /// medium, advanced, hard) instead of moves typed on standard input;
    /// for Hive, anything else is the command of a UHP engine
    /// (`"nokamute uhp"`).
    #[arg(long)]
    engine: Option<Computer>,
    /// How a UHP engine is asked for each move: `depth N` or
    /// `time hh:mm:ss`.
    #[arg(long, default_value = "time 00:00:01")]
    engine_search: String,
    /// Seed of the computer's random choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The relay where a direct connection fails: `default` (the
    /// engine's public relays), `none` (the local network and direct
    /// addresses only) or an `https://` address. `TABLETOP_NETWORK=local`
    /// keeps everything on this machine whatever is chosen.
    #[arg(long, default_value = "default")]
    relay: Relay,
    /// Write the finished game's record to this file.
    #[arg(long)]
    record: Option<PathBuf>,
}

impl PlayArgs {
    fn reach(&self) -> Reach {
        Reach::from_env(self.relay.clone())
    }
}

/// Runs a `net` command.
pub fn run(command: Command) -> ExitCode {
    match command {
        Command::Host(args) => match args.game {
            GameName::Deblockle => host::<DeblockleAtTable>(&args),
            GameName::Hive => host::<HiveAtTable>(&args),
            GameName::Blokus3d => host::<Blokus3dAtTable>(&args),
        },
        Command::Join(args) => join(&args),
        Command::List(args) => list(&args),
    }
}

/// This program as a peer names itself.
fn program() -> String {
    format!("tabletop-cli {}", env!("CARGO_PKG_VERSION"))
}

fn host<G: NetGame>(args: &HostArgs) -> ExitCode {
    let opening = args.opening.clone().unwrap_or_else(G::default_opening);
    let game = match G::from_opening(&opening) {
        Ok(game) => game,
        Err(why) => return usage(&format!("--opening {opening}: {why}")),
    };
    if args.seat >= game.players() {
        return usage(&format!(
            "--seat {}: the game seats {}",
            args.seat,
            game.players()
        ));
    }
    let key = match &args.key {
        Some(path) => match HostKey::kept_at(path) {
            Ok(key) => key,
            Err(error) => return usage(&error.to_string()),
        },
        None => HostKey::fresh(),
    };
    let options = HostOptions {
        reach: args.play.reach(),
        key,
        secret: Secret::from_random(&mut rand::random),
        seats: game.players() - 1,
        ports: [0, 0],
        program: program(),
        nearby: Some(ShownNearby {
            game: G::NAME.to_owned(),
            host: args.play.name.clone(),
        }),
    };
    match Link::host(options) {
        Ok(link) => match Table::hosted(game, link, args.seat, args.clock, &args.play) {
            Ok(table) => table.run(),
            Err(why) => usage(&why),
        },
        Err(error) => failed(&error.to_string()),
    }
}

fn join(args: &JoinArgs) -> ExitCode {
    let invitation = match Invitation::read(args.invitation.trim()) {
        Ok(invitation) => invitation,
        Err(error) => return usage(&format!("the invitation: {error}")),
    };
    let options = JoinOptions {
        reach: args.play.reach(),
        invitation,
        program: program(),
        name: args.play.name.clone(),
        patience: tabletop_peer::PATIENCE,
    };
    match Link::join(options.clone()) {
        Ok(link) => seating::join(link, options, &args.play),
        Err(error) => failed(&error.to_string()),
    }
}

/// Looks for tables on the local network a while, then lists them (none
/// where the program may not reach the local network).
fn list(args: &ListArgs) -> ExitCode {
    let Ok(seconds) = std::time::Duration::try_from_secs_f64(args.seconds) else {
        return usage(&format!("--seconds {}: not a time", args.seconds));
    };
    let nearby = match Nearby::look(&Reach::from_env(Relay::None), None) {
        Ok(nearby) => nearby,
        Err(error) => return failed(&error.to_string()),
    };
    std::thread::sleep(seconds);
    for table in nearby.tables() {
        println!(
            "{}\t{}\t{}",
            table.game,
            table.host,
            table.invitation.text()
        );
    }
    ExitCode::SUCCESS
}

fn usage(why: &str) -> ExitCode {
    eprintln!("error: {why}");
    ExitCode::from(2)
}

fn failed(why: &str) -> ExitCode {
    eprintln!("error: {why}");
    ExitCode::FAILURE
}
