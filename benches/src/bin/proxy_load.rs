//! Load test of `mcpsift proxy` on loopback: a client loop against the
//! proxy in front of the offline test server, beside the same loop against
//! the server directly, in one run. Prints a Markdown table of p50/p99
//! latency per `tools/list` and `tools/call` and the message rate a
//! pipelined client sustains.
//!
//! ```text
//! cargo build --release -p mcpsift-cli -p mcpsift-testserver -p mcpsift-benches
//! target/release/proxy_load [--iterations N] [--pipelined N]
//! ```

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
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
    fn start(program: &PathBuf, args: &[&str]) -> Session {
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

struct Figures {
    list: (Duration, Duration),
    call: (Duration, Duration),
    rate: f64,
}

fn measure(session: &mut Session, iterations: usize, pipelined: usize) -> Figures {
    let mut time = |method: &str, params: &Value| -> (Duration, Duration) {
        // Warm-up, then timed round trips.
        for _ in 0..iterations / 10 {
            let r = session.call(method, params.clone());
            assert!(r.get("result").is_some(), "{method} failed: {r}");
        }
        let mut samples = Vec::with_capacity(iterations);
        for _ in 0..iterations {
            let start = Instant::now();
            let r = session.call(method, params.clone());
            samples.push(start.elapsed());
            assert!(r.get("result").is_some(), "{method} failed: {r}");
        }
        samples.sort();
        (percentile(&samples, 0.5), percentile(&samples, 0.99))
    };
    let list = time("tools/list", &json!({}));
    let call = time(
        "tools/call",
        &json!({"name": "echo", "arguments": {"text": "hello"}}),
    );
    // Pipelined: many requests in flight, then every answer.
    let start = Instant::now();
    let ids: Vec<u64> = (0..pipelined)
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
    let rate = (2 * pipelined) as f64 / start.elapsed().as_secs_f64();
    Figures { list, call, rate }
}

fn us(d: Duration) -> String {
    format!("{:.1} µs", d.as_secs_f64() * 1e6)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let value = |name: &str, default: usize| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let iterations = value("--iterations", 2000);
    let pipelined = value("--pipelined", 5000);
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
    let direct = measure(
        &mut Session::start(&server, &server_args),
        iterations,
        pipelined,
    );
    let server_text = server.display().to_string();
    let mut proxy_args = vec!["proxy", "--", server_text.as_str()];
    proxy_args.extend(server_args);
    let proxied = measure(
        &mut Session::start(&mcpsift, &proxy_args),
        iterations,
        pipelined,
    );

    println!(
        "{iterations} sequential round trips per method after {} warm-up, {pipelined} pipelined calls; stdio on one machine\n",
        iterations / 10
    );
    println!(
        "| path | tools/list p50 | tools/list p99 | tools/call p50 | tools/call p99 | messages/s (pipelined) |"
    );
    println!("|---|---|---|---|---|---|");
    for (name, f) in [
        ("direct to the server", &direct),
        ("through mcpsift proxy", &proxied),
    ] {
        println!(
            "| {name} | {} | {} | {} | {} | {:.0} |",
            us(f.list.0),
            us(f.list.1),
            us(f.call.0),
            us(f.call.1),
            f.rate
        );
    }
    let added = |a: Duration, b: Duration| us(b.saturating_sub(a));
    println!(
        "| added by the proxy | {} | {} | {} | {} | {:.0}% of direct |",
        added(direct.list.0, proxied.list.0),
        added(direct.list.1, proxied.list.1),
        added(direct.call.0, proxied.call.0),
        added(direct.call.1, proxied.call.1),
        100.0 * proxied.rate / direct.rate
    );
}
