//! The client side of `mcpsift proxy` for end-to-end tests: [`Session`], an
//! MCP client spoken through the proxy's stdin and stdout in front of
//! `mcpsift-testserver`, and readers of what it answers. It re-exports
//! `common.rs` (binaries, sandboxes, bounded one-shot runs).
//! Included with `#[path = "proxy_session.rs"] mod session;` by
//! `proxy.rs` and `gateway_attacks.rs`.

#![allow(dead_code)]

use std::collections::HashMap;
use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// The longest wait for any one answer, notification or exit.
pub const WAIT: Duration = Duration::from_secs(10);

#[path = "common.rs"]
pub mod common;
pub use common::*;

// ---------------------------------------------------------------------------
// The client side of a running proxy
// ---------------------------------------------------------------------------

/// `mcpsift proxy ARGS -- mcpsift-testserver SERVER_ARGS`, spoken to as an
/// MCP client. Answers are matched by id; notifications are collected.
#[derive(Debug)]
pub struct Session {
    pub child: Guard,
    pub stdin: Option<ChildStdin>,
    pub lines: Receiver<String>,
    pub stderr: Arc<Mutex<String>>,
    /// Answers received, by id (as compact JSON text), not yet claimed.
    pub answers: HashMap<String, Value>,
    /// Notifications received, in order.
    pub notifications: Vec<Value>,
    /// Requests the proxy relayed from the server.
    pub server_requests: Vec<Value>,
    /// Lines that were not JSON at all.
    pub garbage: Vec<String>,
    /// How many elements each JSON-RPC batch the proxy wrote had (the
    /// elements themselves are filed like single messages).
    pub batches: Vec<usize>,
    /// The proxy's stdout has ended.
    pub closed: bool,
}

impl Session {
    pub fn start(sb: &Sandbox, proxy_args: &[&str], server_args: &[&str]) -> Session {
        let mut child = Guard(
            Command::new(&bins().mcpsift)
                .arg("proxy")
                .args(proxy_args)
                .arg("--")
                .arg(&bins().testserver)
                .args(server_args)
                .current_dir(&sb.dir)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("start mcpsift proxy"),
        );
        let stdout = child.0.stdout.take().expect("piped stdout");
        let stderr_pipe = child.0.stderr.take().expect("piped stderr");
        let stdin = child.0.stdin.take();
        let (tx, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let stderr = Arc::new(Mutex::new(String::new()));
        let sink = Arc::clone(&stderr);
        thread::spawn(move || {
            for line in BufReader::new(stderr_pipe).lines() {
                let Ok(line) = line else { break };
                let mut text = sink.lock().unwrap_or_else(|e| e.into_inner());
                text.push_str(&line);
                text.push('\n');
            }
        });
        Session {
            child,
            stdin,
            lines,
            stderr,
            answers: HashMap::new(),
            notifications: Vec::new(),
            server_requests: Vec::new(),
            garbage: Vec::new(),
            batches: Vec::new(),
            closed: false,
        }
    }

    pub fn stderr(&self) -> String {
        self.stderr
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Fails the test with everything the proxy said.
    #[track_caller]
    pub fn fail(&self, why: &str) -> ! {
        panic!(
            "{why}\n--- answers not yet claimed\n{:#?}\n--- notifications\n{:#?}\n--- proxy \
             stderr\n{}",
            self.answers,
            self.notifications,
            self.stderr()
        )
    }

    /// Writes one line (a newline is added) to the proxy's stdin.
    #[track_caller]
    pub fn send_line(&mut self, line: &str) {
        let Some(stdin) = self.stdin.as_mut() else {
            self.fail("stdin already closed")
        };
        let written = stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush());
        if let Err(e) = written {
            self.fail(&format!("cannot write to the proxy: {e}"));
        }
    }

    #[track_caller]
    pub fn send(&mut self, message: &Value) {
        self.send_line(&message.to_string());
    }

    /// Takes one line from the proxy's stdout, waiting at most `limit`.
    /// False on timeout or when stdout has ended.
    pub fn pump(&mut self, limit: Duration) -> bool {
        if self.closed {
            return false;
        }
        match self.lines.recv_timeout(limit) {
            Ok(line) => {
                self.file(line);
                true
            }
            Err(RecvTimeoutError::Timeout) => false,
            Err(RecvTimeoutError::Disconnected) => {
                self.closed = true;
                false
            }
        }
    }

    pub fn file(&mut self, line: String) {
        let Ok(message) = serde_json::from_str::<Value>(&line) else {
            self.garbage.push(line);
            return;
        };
        self.file_message(message);
    }

    pub fn file_message(&mut self, message: Value) {
        if let Value::Array(batch) = message {
            self.batches.push(batch.len());
            for element in batch {
                self.file_message(element);
            }
            return;
        }
        let has_method = message.get("method").is_some();
        match message.get("id") {
            Some(id) if !has_method => {
                self.answers.insert(id.to_string(), message);
            }
            Some(_) => self.server_requests.push(message),
            None => self.notifications.push(message),
        }
    }

    /// The answer to request `id`, waiting at most [`WAIT`].
    #[track_caller]
    pub fn answer(&mut self, id: &Value) -> Value {
        let key = id.to_string();
        let deadline = Instant::now() + WAIT;
        loop {
            if let Some(answer) = self.answers.remove(&key) {
                return answer;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                self.fail(&format!("no answer to request {key} within {WAIT:?}"));
            }
            if !self.pump(left) && self.closed {
                self.fail(&format!(
                    "the proxy closed its stdout without answering request {key}"
                ));
            }
        }
    }

    /// Sends a request and waits for its answer.
    #[track_caller]
    pub fn request(&mut self, id: Value, method: &str, params: Value) -> Value {
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        self.answer(&id)
    }

    /// The `result` of a request that must succeed.
    #[track_caller]
    pub fn ok(&mut self, id: Value, method: &str, params: Value) -> Value {
        let answer = self.request(id, method, params);
        match answer.get("result") {
            Some(result) => result.clone(),
            None => self.fail(&format!("{method} failed: {answer}")),
        }
    }

    /// `tools/call`; the whole answer.
    #[track_caller]
    pub fn call(&mut self, id: u64, tool: &str, arguments: Value) -> Value {
        self.request(
            json!(id),
            "tools/call",
            json!({"name": tool, "arguments": arguments}),
        )
    }

    /// `initialize` then `notifications/initialized`; the initialize result.
    #[track_caller]
    pub fn initialize(&mut self) -> Value {
        let result = self.ok(
            json!(0),
            "initialize",
            json!({"protocolVersion": "2025-06-18", "capabilities": {},
                   "clientInfo": {"name": "mcpsift-proxy-test", "version": "1"}}),
        );
        self.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
        result
    }

    /// Tool names from `tools/list`.
    #[track_caller]
    pub fn tool_names(&mut self, id: u64) -> Vec<String> {
        let result = self.ok(json!(id), "tools/list", json!({}));
        names(&result["tools"])
    }

    /// Waits at most `limit` for a notification with `method`.
    pub fn notification(&mut self, method: &str, limit: Duration) -> Option<Value> {
        let deadline = Instant::now() + limit;
        loop {
            if let Some(n) = self.notifications.iter().find(|n| n["method"] == method) {
                return Some(n.clone());
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() || (!self.pump(left) && self.closed) {
                return None;
            }
        }
    }

    /// Waits at most [`WAIT`] for the proxy to exit on its own.
    #[track_caller]
    pub fn exit_code(&mut self) -> Option<i32> {
        match self.child.wait_for(WAIT) {
            Some(code) => code,
            None => self.fail(&format!("the proxy did not exit within {WAIT:?}")),
        }
    }

    /// Closes the client side; the proxy must exit 0 (the client left).
    #[track_caller]
    pub fn close(mut self) -> String {
        self.stdin = None;
        let code = self.exit_code();
        while self.pump(Duration::from_millis(200)) {}
        if code != Some(0) {
            self.fail(&format!("the proxy exited {code:?} after the client left"));
        }
        assert!(
            self.garbage.is_empty(),
            "the proxy wrote non-JSON to the client: {:?}",
            self.garbage
        );
        self.stderr()
    }
}

pub fn names(list: &Value) -> Vec<String> {
    list.as_array()
        .map(|items| {
            items
                .iter()
                .filter_map(|t| t["name"].as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// The JSON-RPC error code of an answer (panics on a result).
#[track_caller]
pub fn error_code(answer: &Value) -> i64 {
    answer["error"]["code"]
        .as_i64()
        .unwrap_or_else(|| panic!("expected a JSON-RPC error, got {answer}"))
}

/// The text of a `tools/call` result.
#[track_caller]
pub fn result_text(answer: &Value) -> &str {
    answer["result"]["content"][0]["text"]
        .as_str()
        .unwrap_or_else(|| panic!("expected a tool result, got {answer}"))
}

pub fn description_of<'a>(tools: &'a Value, name: &str) -> &'a str {
    tools
        .as_array()
        .and_then(|a| a.iter().find(|t| t["name"] == name))
        .and_then(|t| t["description"].as_str())
        .unwrap_or("")
}

/// Waits at most [`WAIT`] for `path` to hold a gate decision
/// (`mcpsift.audit/v1`) that `wanted` accepts; returns every JSON line of
/// the file.
#[track_caller]
pub fn audit_lines(path: &Path, wanted: impl Fn(&Value) -> bool) -> Vec<Value> {
    let deadline = Instant::now() + WAIT;
    loop {
        let text = fs::read_to_string(path).unwrap_or_default();
        let lines: Vec<Value> = text
            .lines()
            .filter_map(|l| serde_json::from_str(l).ok())
            .collect();
        if lines
            .iter()
            .any(|l| l["schema"] == "mcpsift.audit/v1" && wanted(l))
        {
            return lines;
        }
        assert!(
            Instant::now() < deadline,
            "no gate decision in the audit log {} within {WAIT:?}:\n{text}",
            path.display()
        );
        thread::sleep(Duration::from_millis(20));
    }
}
