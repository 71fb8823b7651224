//! The tests' own network: namespaces joined to this one by veth links
//! (no route between them), and a forwarder that loses and delays the
//! datagrams it carries between them.

use std::io::{BufRead as _, BufReader};
use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4, UdpSocket};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use rand::{Rng as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;
use tabletop_net::Invitation;

use super::super::stderr;

/// What the forwarder does to every datagram.
const LOSS: f64 = 0.1;
const DELAY: Duration = Duration::from_millis(200);

/// A namespace with one veth link to the test's own, and its address.
pub struct Namespace {
    pub name: String,
    pub inside: Ipv4Addr,
    pub outside: Ipv4Addr,
}

/// `ip`, as root.
fn ip_command() -> Command {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let root = status
        .lines()
        .find_map(|line| line.strip_prefix("Uid:"))
        .and_then(|ids| ids.split_whitespace().nth(1))
        == Some("0");
    if root {
        Command::new("ip")
    } else {
        let mut sudo = Command::new("sudo");
        sudo.args(["-n", "ip"]);
        sudo
    }
}

pub fn ip(args: &[&str]) {
    let output = ip_command()
        .args(args)
        .output()
        .expect("`ip` runs (iproute2)");
    assert!(
        output.status.success(),
        "ip {}: {} (network namespaces need root)",
        args.join(" "),
        stderr(&output)
    );
}

impl Namespace {
    /// A namespace `name`, its side of the link at `.2` of `subnet`, this
    /// side at `.1`.
    pub fn new(name: &str, subnet: [u8; 3]) -> Namespace {
        let [a, b, c] = subnet;
        let (inside, outside) = (Ipv4Addr::new(a, b, c, 2), Ipv4Addr::new(a, b, c, 1));
        let here = format!("{name}o");
        let there = format!("{name}i");
        ip(&["netns", "add", name]);
        ip(&["link", "add", &here, "type", "veth", "peer", "name", &there]);
        ip(&["link", "set", &there, "netns", name]);
        ip(&["addr", "add", &format!("{outside}/24"), "dev", &here]);
        ip(&["link", "set", &here, "up"]);
        ip(&[
            "-n",
            name,
            "addr",
            "add",
            &format!("{inside}/24"),
            "dev",
            &there,
        ]);
        ip(&["-n", name, "link", "set", &there, "up"]);
        ip(&["-n", name, "link", "set", "lo", "up"]);
        Namespace {
            name: name.to_owned(),
            inside,
            outside,
        }
    }

    /// Two namespaces `names` on one link between them alone (no link to
    /// this one): a local network of two computers, at `.2` and `.3` of
    /// `subnet`. Each routes everything over the link, as a home network's
    /// computers do, so that the local discovery finds its way.
    pub fn lan(names: [&str; 2], subnet: [u8; 3]) -> [Namespace; 2] {
        let [a, b, c] = subnet;
        let addresses = [Ipv4Addr::new(a, b, c, 2), Ipv4Addr::new(a, b, c, 3)];
        let links = names.map(|name| format!("{name}l"));
        for name in names {
            ip(&["netns", "add", name]);
        }
        ip(&[
            "link", "add", &links[0], "type", "veth", "peer", "name", &links[1],
        ]);
        for (index, name) in names.into_iter().enumerate() {
            let link = links[index].as_str();
            ip(&["link", "set", link, "netns", name]);
            let address = format!("{}/24", addresses[index]);
            ip(&["-n", name, "addr", "add", &address, "dev", link]);
            ip(&["-n", name, "link", "set", link, "up"]);
            ip(&["-n", name, "link", "set", "lo", "up"]);
            ip(&["-n", name, "route", "add", "default", "dev", link]);
        }
        [0, 1].map(|index| Namespace {
            name: names[index].to_owned(),
            inside: addresses[index],
            outside: addresses[1 - index],
        })
    }

    /// `tabletop-cli net …` run inside, free to use its interfaces (no
    /// relay: the namespace has nowhere else to go).
    pub fn tabletop(&self, args: &[&str]) -> Command {
        let mut command = self.net(args);
        command.args(["--relay", "none"]);
        command
    }

    /// A host inside, the computer playing, called `name`, `more` added
    /// (the game, a clock, where its record goes), started: it, its output
    /// after the first line, and the invitation that line holds.
    pub fn computer_host(
        &self,
        name: &str,
        more: &[&str],
    ) -> (Child, BufReader<ChildStdout>, Invitation) {
        let host = ["host", "--engine", "easy", "--name", name];
        let mut host = self
            .tabletop(&[&host[..], more].concat())
            .spawn()
            .expect("the host runs");
        let mut out = BufReader::new(host.stdout.take().expect("its output"));
        let mut first = String::new();
        out.read_line(&mut first).expect("the invitation");
        let invitation = Invitation::read(first.trim()).expect("an invitation");
        (host, out, invitation)
    }

    /// `tabletop-cli net …` run inside as `args` say, free to use its
    /// interfaces.
    pub fn net(&self, args: &[&str]) -> Command {
        let mut command = Command::new("ip");
        command
            .args([
                "netns",
                "exec",
                &self.name,
                env!("CARGO_BIN_EXE_tabletop-cli"),
                "net",
            ])
            .args(args)
            .env_remove("TABLETOP_NETWORK")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    }
}

impl Drop for Namespace {
    /// Deleting a namespace deletes its end of the link, and so the link.
    fn drop(&mut self) {
        let _ = Command::new("ip")
            .args(["netns", "del", &self.name])
            .status();
    }
}

/// Carries datagrams between a joiner and a host, losing and delaying
/// them, until stopped.
pub struct Forwarder {
    stop: Arc<AtomicBool>,
    /// How many datagrams it carried, and how many it dropped.
    pub counts: Arc<std::sync::Mutex<(u32, u32)>>,
}

impl Forwarder {
    /// Listens for the joiner at `joiner_side` and passes its datagrams to
    /// `host` from `host_side`, and the host's back to the joiner.
    pub fn start(joiner_side: SocketAddr, host_side: Ipv4Addr, host: SocketAddr) -> Forwarder {
        let from_joiner = UdpSocket::bind(joiner_side).expect("the joiner's side");
        let from_host = UdpSocket::bind(SocketAddrV4::new(host_side, 0)).expect("the host's side");
        let stop = Arc::new(AtomicBool::new(false));
        let counts = Arc::new(std::sync::Mutex::new((0, 0)));
        let joiner = Arc::new(std::sync::Mutex::new(None::<SocketAddr>));
        for (seed, (listen, send)) in [
            (
                from_joiner.try_clone().expect("a socket"),
                from_host.try_clone().expect("a socket"),
            ),
            (from_host, from_joiner),
        ]
        .into_iter()
        .enumerate()
        {
            let towards_host = seed == 0;
            let (stop, counts, joiner) = (stop.clone(), counts.clone(), joiner.clone());
            let (queue, queued) = mpsc::channel::<(Instant, Vec<u8>, SocketAddr)>();
            std::thread::spawn(move || {
                // Sent in order, each when its delay is over.
                for (due, datagram, to) in queued {
                    std::thread::sleep(due.saturating_duration_since(Instant::now()));
                    let _ = send.send_to(&datagram, to);
                }
            });
            std::thread::spawn(move || {
                let mut chance = ChaCha8Rng::seed_from_u64(seed as u64);
                listen
                    .set_read_timeout(Some(Duration::from_millis(100)))
                    .expect("a timeout");
                let mut bytes = vec![0; 65_536];
                while !stop.load(Ordering::Relaxed) {
                    let Ok((count, from)) = listen.recv_from(&mut bytes) else {
                        continue;
                    };
                    let to = if towards_host {
                        *joiner.lock().expect("the joiner") = Some(from);
                        host
                    } else {
                        match *joiner.lock().expect("the joiner") {
                            Some(joiner) => joiner,
                            None => continue,
                        }
                    };
                    let lost = chance.random_bool(LOSS);
                    let mut counts = counts.lock().expect("counts");
                    counts.0 += 1;
                    if lost {
                        counts.1 += 1;
                        continue;
                    }
                    let _ = queue.send((Instant::now() + DELAY, bytes[..count].to_vec(), to));
                }
            });
        }
        Forwarder { stop, counts }
    }
}

impl Drop for Forwarder {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
