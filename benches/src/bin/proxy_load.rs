//! Load test of `mcpsift proxy` on loopback: a client loop against the
//! proxy in front of the offline test server, beside the same loop against
//! the server directly, in one run. Prints a Markdown table of p50/p99
//! latency per method and the message rate a pipelined client sustains.
//!
//! Through the proxy, `tools/list` is answered from the pinned snapshot
//! without asking the server, so it is reported as such; what the pin
//! costs is the *first* `tools/list` of a session (the proxy fetches every
//! page, scans each tool and pins the list before it answers), measured
//! apart over fresh sessions.
//!
//! ```text
//! cargo build --release -p mcpsift-cli -p mcpsift-testserver -p mcpsift-benches
//! target/release/proxy_load [--iterations N] [--pipelined N] [--sessions N] [--max-seconds S]
//! ```
//!
//! `--max-seconds` bounds the whole run (each of its eight phases gets an
//! equal share and stops early, after at least a few samples, when that
//! is spent): CI runs a few seconds of it.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    next_id: u64,
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Session {
    fn start(program: &Path, args: &[&str]) -> Session {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", program.display()));
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut s = Session {
            child,
            stdin,
            lines,
            next_id: 0,
        };
        s.call(
            "initialize",
            json!({"protocolVersion": "2025-06-18", "capabilities": {},
                                    "clientInfo": {"name": "proxy_load", "version": "1"}}),
        );
        writeln!(
            s.stdin,
            "{}",
            json!({"jsonrpc": "2.0", "method": "notifications/initialized"})
        )
        .expect("write");
        s
    }

    fn send(&mut self, method: &str, params: Value) -> u64 {
        self.next_id += 1;
        let id = self.next_id;
        writeln!(
            self.stdin,
            "{}",
            json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
        )
        .expect("write");
        id
    }

    fn wait(&mut self, id: u64) -> Value {
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(30))
                .unwrap_or_else(|_| panic!("no answer to request {id} within 30 s"));
            let v: Value = serde_json::from_str(&line).expect("json");
            if v["id"] == id {
                return v;
            }
        }
    }

    fn call(&mut self, method: &str, params: Value) -> Value {
        let id = self.send(method, params);
        self.stdin.flush().expect("flush");
        self.wait(id)
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// p50, p99 and the sample count.
#[derive(Clone, Copy)]
struct Latency {
    p50: Duration,
    p99: Duration,
    n: usize,
}

impl Latency {
    fn of(mut samples: Vec<Duration>) -> Latency {
        samples.sort();
        Latency {
            p50: percentile(&samples, 0.5),
            p99: percentile(&samples, 0.99),
            n: samples.len(),
        }
    }
}

struct Figures {
    first_list: Latency,
    list: Latency,
    call: Latency,
    rate: f64,
    pipelined: usize,
}

/// Fewest samples a phase takes even when its time share is spent.
const MIN_SAMPLES: usize = 20;

/// How long each phase may run.
struct Budget {
    phase: Option<Duration>,
}

impl Budget {
    fn spent(&self, started: Instant, samples: usize) -> bool {
        self.phase
            .is_some_and(|p| samples >= MIN_SAMPLES && started.elapsed() >= p)
    }
}

struct Plan {
    iterations: usize,
    pipelined: usize,
    sessions: usize,
    budget: Budget,
}

fn measure(program: &Path, args: &[&str], plan: &Plan) -> Figures {
    // The first tools/list of fresh sessions: for the proxy, the fetch,
    // scan and pin of the whole list before the answer.
    let started = Instant::now();
    let mut first = Vec::new();
    while first.len() < plan.sessions && !plan.budget.spent(started, first.len()) {
        let mut session = Session::start(program, args);
        let start = Instant::now();
        let r = session.call("tools/list", json!({}));
        first.push(start.elapsed());
        assert!(r.get("result").is_some(), "tools/list failed: {r}");
    }
    let mut session = Session::start(program, args);
    let mut time = |method: &str, params: &Value| -> Latency {
        // Warm-up, then timed round trips.
        for _ in 0..plan.iterations / 10 {
            let r = session.call(method, params.clone());
            assert!(r.get("result").is_some(), "{method} failed: {r}");
        }
        let started = Instant::now();
        let mut samples = Vec::with_capacity(plan.iterations);
        while samples.len() < plan.iterations && !plan.budget.spent(started, samples.len()) {
            let start = Instant::now();
            let r = session.call(method, params.clone());
            samples.push(start.elapsed());
            assert!(r.get("result").is_some(), "{method} failed: {r}");
        }
        Latency::of(samples)
    };
    let list = time("tools/list", &json!({}));
    let call = time(
        "tools/call",
        &json!({"name": "echo", "arguments": {"text": "hello"}}),
    );
    // Pipelined: batches of requests in flight, then every answer.
    let started = Instant::now();
    let mut done = 0;
    while done < plan.pipelined && !plan.budget.spent(started, done) {
        let batch = (plan.pipelined - done).min(500);
        let ids: Vec<u64> = (0..batch)
            .map(|_| {
                session.send(
                    "tools/call",
                    json!({"name": "echo", "arguments": {"text": "hello"}}),
                )
            })
            .collect();
        session.stdin.flush().expect("flush");
        for id in ids {
            session.wait(id);
        }
        done += batch;
    }
    let rate = (2 * done) as f64 / started.elapsed().as_secs_f64();
    Figures {
        first_list: Latency::of(first),
        list,
        call,
        rate,
        pipelined: done,
    }
}

fn us(d: Duration) -> String {
    format!("{:.1} µs", d.as_secs_f64() * 1e6)
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let value = |name: &str| -> Option<usize> {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
    };
    let max_seconds = value("--max-seconds");
    let plan = Plan {
        iterations: value("--iterations").unwrap_or(2000),
        pipelined: value("--pipelined").unwrap_or(5000),
        sessions: value("--sessions").unwrap_or(30),
        // Eight phases: first lists, lists, calls, pipelined; both paths.
        budget: Budget {
            phase: max_seconds.map(|s| Duration::from_secs_f64(s as f64 / 8.0)),
        },
    };
    let dir = std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(PathBuf::from))
        .expect("binary directory");
    let mcpsift = dir.join("mcpsift");
    let server = dir.join("mcpsift-testserver");
    for bin in [&mcpsift, &server] {
        assert!(
            bin.is_file(),
            "{} is missing: cargo build --release -p mcpsift-cli -p mcpsift-testserver",
            bin.display()
        );
    }
    // A server that never changes its list during the run.
    let server_args = ["benign", "--after", "1000000000"];
    let direct = measure(&server, &server_args, &plan);
    let server_text = server.display().to_string();
    let mut proxy_args = vec!["proxy", "--", server_text.as_str()];
    proxy_args.extend(server_args);
    let proxied = measure(&mcpsift, &proxy_args, &plan);

    println!(
        "stdio on one machine; per path: first tools/list of {} fresh sessions, {} sequential round \
         trips per method after {} warm-up, {} pipelined calls{}\n",
        direct.first_list.n.min(proxied.first_list.n),
        direct.list.n.min(proxied.list.n),
        plan.iterations / 10,
        direct.pipelined.min(proxied.pipelined),
        max_seconds.map_or(String::new(), |s| format!(" (bounded to about {s} s)")),
    );
    println!(
        "| path | first tools/list p50 | p99 | tools/list p50 | p99 | tools/call p50 | p99 | messages/s (pipelined) |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for (name, f) in [
        ("direct to the server", &direct),
        (
            "through mcpsift proxy (tools/list from the pin; first one fetches, scans, pins)",
            &proxied,
        ),
    ] {
        println!(
            "| {name} | {} | {} | {} | {} | {} | {} | {:.0} |",
            ms(f.first_list.p50),
            ms(f.first_list.p99),
            us(f.list.p50),
            us(f.list.p99),
            us(f.call.p50),
            us(f.call.p99),
            f.rate
        );
    }
    // Signed: a proxied figure below the direct one is noise (or, for
    // tools/list, the pin answering without the server) and shows as such.
    let added = |a: Duration, b: Duration, scale: f64, unit: &str| {
        format!(
            "{:+.*} {unit}",
            if scale > 1e3 { 1 } else { 2 },
            (b.as_secs_f64() - a.as_secs_f64()) * scale
        )
    };
    println!(
        "| added by the proxy | {} | {} | {} | {} | {} | {} | {:.0}% of direct |",
        added(direct.first_list.p50, proxied.first_list.p50, 1e3, "ms"),
        added(direct.first_list.p99, proxied.first_list.p99, 1e3, "ms"),
        added(direct.list.p50, proxied.list.p50, 1e6, "µs"),
        added(direct.list.p99, proxied.list.p99, 1e6, "µs"),
        added(direct.call.p50, proxied.call.p50, 1e6, "µs"),
        added(direct.call.p99, proxied.call.p99, 1e6, "µs"),
        100.0 * proxied.rate / direct.rate
    );
}
