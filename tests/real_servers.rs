//! Live scans and the proxy against real MCP servers from npm and PyPI:
//! `@modelcontextprotocol/server-everything` (stdio and streamable HTTP),
//! `server-memory`, `server-filesystem`, and the Python `mcp-server-time`
//! and `mcp-server-fetch`.
//!
//! They need the network to install, so they run where
//! `MCPSIFT_REAL_SERVERS` names a directory prepared by
//! `.ci/install-real-servers.sh` (`.ci/run` does this) and are skipped,
//! with a message, everywhere else.

#[path = "binaries.rs"]
mod binaries;

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

fn servers() -> Option<PathBuf> {
    match std::env::var_os("MCPSIFT_REAL_SERVERS") {
        Some(dir) => {
            let dir = PathBuf::from(dir);
            assert!(
                dir.join("node_modules").is_dir(),
                "MCPSIFT_REAL_SERVERS={} has no node_modules; run .ci/install-real-servers.sh {}",
                dir.display(),
                dir.display()
            );
            Some(dir)
        }
        None => {
            eprintln!(
                "skipped: real MCP servers are not installed here; run `.ci/install-real-servers.sh DIR` \
                 and set MCPSIFT_REAL_SERVERS=DIR (.ci/run does both)"
            );
            None
        }
    }
}

fn npm_server(dir: &std::path::Path, package: &str) -> Vec<String> {
    let entry = dir
        .join("node_modules/@modelcontextprotocol")
        .join(package)
        .join("dist/index.js");
    assert!(entry.is_file(), "{} is not installed", entry.display());
    vec!["node".into(), entry.display().to_string()]
}

/// Scans a live server; returns the output records and the exit code.
fn scan(args: &[&str], server: &[String]) -> (Vec<Value>, i32) {
    let out = Command::new(binaries::mcpsift())
        .args(["scan", "--format", "jsonl", "--timeout", "60"])
        .args(args)
        .args(if server.is_empty() {
            vec![]
        } else {
            vec!["--stdio", "--"]
        })
        .args(server)
        .stdin(Stdio::null())
        .output()
        .expect("mcpsift runs");
    let records: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("jsonl"))
        .collect();
    assert!(
        !records.is_empty(),
        "no output; stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    (records, out.status.code().unwrap_or(-1))
}

fn count(records: &[Value], kind: &str) -> usize {
    records.iter().filter(|r| r["kind"] == kind).count()
}

/// Asserts a clean, complete scan and prints its summary (the closing note
/// quotes these lines).
fn summarise(name: &str, records: &[Value], code: i32, min_tools: usize) {
    let errors: Vec<&Value> = records.iter().filter(|r| r["verdict"] == "error").collect();
    assert!(errors.is_empty(), "{name}: scan errors: {errors:?}");
    assert!(code == 0 || code == 1, "{name}: exit code {code}");
    let tools = count(records, "tool");
    assert!(tools >= min_tools, "{name}: only {tools} tools");
    let findings: usize = records
        .iter()
        .map(|r| r["findings"].as_array().map_or(0, Vec::len))
        .sum();
    let withheld = records
        .iter()
        .filter(|r| r["verdict"] == "withhold")
        .count();
    eprintln!(
        "{name}: {} items ({tools} tools, {} prompts, {} resources, {} templates), {findings} findings, {withheld} withheld, exit {code}",
        records.len(),
        count(records, "prompt"),
        count(records, "resource"),
        count(records, "resource_template"),
    );
}

#[test]
fn server_everything_over_stdio() {
    let Some(dir) = servers() else { return };
    let (records, code) = scan(&[], &npm_server(&dir, "server-everything"));
    summarise("server-everything (stdio)", &records, code, 10);
    // Listed only to clients that declare roots, sampling and elicitation,
    // which the scan does (it would see 3 tools fewer than real clients).
    for name in [
        "get-roots-list",
        "trigger-sampling-request",
        "trigger-elicitation-request",
    ] {
        assert!(
            records
                .iter()
                .any(|r| r["kind"] == "tool" && r["name"] == name),
            "server-everything (stdio): no tool {name}"
        );
    }
    assert!(count(&records, "prompt") >= 1 && count(&records, "resource") >= 1);
    assert_eq!(count(&records, "server"), 1);
}

struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

#[test]
fn server_everything_over_streamable_http() {
    let Some(dir) = servers() else { return };
    let port = free_port();
    let mut cmd = npm_server(&dir, "server-everything");
    cmd.push("streamableHttp".into());
    let _server = Killed(
        Command::new(&cmd[0])
            .args(&cmd[1..])
            .env("PORT", port.to_string())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("node runs"),
    );
    let start = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "server-everything did not listen on {port}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let url = format!("http://127.0.0.1:{port}/mcp");
    let (records, code) = scan(&["--url", &url], &[]);
    summarise("server-everything (streamable HTTP)", &records, code, 10);
}

#[test]
fn server_memory_and_filesystem_over_stdio() {
    let Some(dir) = servers() else { return };
    let (records, code) = scan(&[], &npm_server(&dir, "server-memory"));
    summarise("server-memory", &records, code, 5);
    let root = std::env::temp_dir().join(format!("mcpsift-fs-{}", std::process::id()));
    std::fs::create_dir_all(&root).expect("temp dir");
    let mut fs = npm_server(&dir, "server-filesystem");
    fs.push(root.display().to_string());
    let (records, code) = scan(&[], &fs);
    let _ = std::fs::remove_dir_all(&root);
    summarise("server-filesystem", &records, code, 5);
}

#[test]
fn python_servers_over_stdio() {
    let Some(dir) = servers() else { return };
    for name in ["mcp-server-time", "mcp-server-fetch"] {
        let bin = dir.join("venv/bin").join(name);
        assert!(bin.is_file(), "{} is not installed", bin.display());
        let (records, code) = scan(&[], &[bin.display().to_string()]);
        summarise(name, &records, code, 1);
    }
}

#[test]
fn the_proxy_relays_server_everything() {
    let Some(dir) = servers() else { return };
    let (direct, _) = scan(&[], &npm_server(&dir, "server-everything"));
    let allowed = direct
        .iter()
        .filter(|r| r["kind"] == "tool" && r["verdict"] != "withhold")
        .count();
    let server = npm_server(&dir, "server-everything");
    let mut child = Killed(
        Command::new(binaries::mcpsift())
            .arg("proxy")
            .arg("--")
            .args(&server)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("proxy runs"),
    );
    let mut client = Client::new(&mut child.0);
    // The capabilities the scan declares, so both see the same tools.
    let caps = json!({"roots": {"listChanged": false}, "sampling": {}, "elicitation": {}});
    let init = client.call(1, "initialize", json!({"protocolVersion": "2025-11-25", "capabilities": caps, "clientInfo": {"name": "t", "version": "1"}}));
    assert!(init["result"]["serverInfo"].is_object(), "{init}");
    // Like any client: some servers register tools once initialized.
    client.notify("notifications/initialized");
    std::thread::sleep(Duration::from_millis(300));
    let tools = client.call(2, "tools/list", json!({}));
    let listed = tools["result"]["tools"].as_array().map_or(0, Vec::len);
    assert_eq!(
        listed, allowed,
        "the proxy lists exactly the tools the scan allows"
    );
    let echo = client.call(
        3,
        "tools/call",
        json!({"name": "echo", "arguments": {"message": "hello through the gateway"}}),
    );
    assert!(
        echo.to_string().contains("hello through the gateway"),
        "{echo}"
    );
    eprintln!("proxy in front of server-everything: {listed} tools listed, echo relayed");
}

/// A JSON-RPC client over a child's stdin/stdout, every wait bounded.
struct Client {
    stdin: std::process::ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Client {
    fn new(child: &mut Child) -> Client {
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Client { stdin, lines }
    }

    fn notify(&mut self, method: &str) {
        writeln!(
            self.stdin,
            "{}",
            json!({"jsonrpc": "2.0", "method": method})
        )
        .expect("write");
        self.stdin.flush().expect("flush");
    }

    fn call(&mut self, id: u64, method: &str, params: Value) -> Value {
        writeln!(
            self.stdin,
            "{}",
            json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
        )
        .expect("write");
        self.stdin.flush().expect("flush");
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self
                .lines
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no answer to {method}"));
            let v: Value = serde_json::from_str(&line).expect("json");
            if v["id"] == id {
                return v;
            }
        }
    }
}
