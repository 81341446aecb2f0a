//! `mcpsift proxy`: a fail-closed stdio gateway between an MCP client and
//! one server.
//!
//! The proxy relays newline-delimited JSON-RPC both ways and owns the one
//! thing that matters: what the model gets to see and call.
//!
//! - Every list the client asks for is scanned; what reaches the threshold
//!   is withheld from the answer.
//! - The tool list is fetched by the proxy itself (all pages, its own
//!   request ids), pinned on first sight (or checked against `--lock`),
//!   and from then on **answered from the pinned snapshot**. A
//!   `notifications/tools/list_changed` (or a TTL expiry) makes the proxy
//!   fetch again and put the change through the manifest gate: admitted,
//!   the snapshot moves and the notification is forwarded; rejected, the
//!   prior snapshot keeps being served and the client never hears of it.
//! - `tools/call`, `prompts/get` and `resources/read` for anything withheld
//!   or not admitted are answered with a JSON-RPC error and never reach the
//!   server; call arguments are validated against the pinned schema.
//! - Logs go to stderr (stdout is the protocol) and name rules, pointers
//!   and hashes, never manifest text.

mod audit;
mod client;
mod config;
mod envelope;
mod fetch;
mod harness;
mod judge;
mod metrics;
mod server;
mod state;

pub use config::{ConfigFile, DEFAULT_CALL_TIMEOUT, ProxyConfig, ResultScan, parse_metrics_addr};
pub use harness::Harness;
pub use metrics::Metrics;

use std::io::{BufWriter, Read, Write};
use std::net::TcpListener;
use std::process::Child;
use std::sync::Arc;
use std::sync::mpsc::{Sender, channel};
use std::thread;

use mcpsift::Scanner;
use mcpsift::manifest::Lockfile;

use self::{audit::*, metrics::*, state::*};
use crate::McpError;
use crate::transport::{
    MAX_MESSAGE_BYTES, StdioCommand, kill_group, read_lines, read_lines_limited, spawn_server,
};

pub(super) enum Event {
    Client(Vec<u8>),
    /// A client line over the size limit: its first bytes.
    ClientOversized(Vec<u8>),
    ClientClosed,
    Server(Result<Vec<u8>, String>),
    ServerClosed,
}

/// Runs the gateway until the client or the server goes away. `client_in`
/// and `client_out` are the client's side (stdin/stdout). Returns the exit
/// code: 0 when the client closed, 1 when the server died under it.
pub fn run(
    config: &ProxyConfig,
    scanner: &Scanner,
    command: &StdioCommand,
    client_in: impl Read + Send + 'static,
    client_out: impl Write,
) -> Result<i32, McpError> {
    let lock_pin = match &config.lock {
        None => None,
        Some(path) => {
            let bytes =
                mcpsift::manifest::read_bounded(path, mcpsift::manifest::store::MAX_LOCKFILE_BYTES)
                    .map_err(|e| McpError::config(format!("lockfile: {e}")))?;
            let lock = Lockfile::parse(&bytes)
                .map_err(|e| McpError::config(format!("{}: {e}", path.display())))?;
            let pin = lock
                .get(&config.server)
                .or_else(|| {
                    lock.servers
                        .iter()
                        .find(|s| s.key.origin == config.server.origin)
                })
                .or_else(|| (lock.servers.len() == 1).then(|| &lock.servers[0]))
                .cloned()
                .ok_or_else(|| {
                    McpError::config(format!(
                        "{} holds no pin for {}",
                        path.display(),
                        config.server
                    ))
                })?;
            Some(pin)
        }
    };
    let audit = match &config.audit {
        Some(path) => {
            let file = mcpsift::manifest::store::open_append(path).map_err(|e| {
                McpError::config(format!("cannot open the audit log {}: {e}", path.display()))
            })?;
            ProxyAudit { file: Some(file) }
        }
        None => ProxyAudit { file: None },
    };
    let metrics = Arc::new(Metrics::default());
    if let Some(addr) = config.metrics {
        let listener = TcpListener::bind(addr)
            .map_err(|e| McpError::config(format!("cannot listen on {addr} for metrics: {e}")))?;
        let m = Arc::clone(&metrics);
        thread::Builder::new()
            .name("mcpsift-metrics".into())
            .spawn(move || serve_metrics(listener, m))
            .map_err(|e| McpError::start(format!("cannot start the metrics thread: {e}")))?;
    }

    let mut child: Child = spawn_server(command)
        .map_err(|e| McpError::start(format!("cannot start `{}`: {e}", command.program)))?;
    let (tx, events) = channel();
    let server_out = child.stdout.take().expect("piped stdout");
    let server_err = child.stderr.take().expect("piped stderr");
    let server_in = child.stdin.take().expect("piped stdin");
    spawn_reader(
        "proxy-server",
        server_out,
        tx.clone(),
        Event::Server,
        Event::ServerClosed,
    )?;
    {
        let tx = tx.clone();
        thread::Builder::new()
            .name("proxy-client".into())
            .spawn(move || {
                read_lines_limited(client_in, MAX_MESSAGE_BYTES, |line| {
                    let event = match line {
                        Ok(l) => Event::Client(l),
                        // Answered with the id read from its head.
                        Err(too_long) => Event::ClientOversized(too_long.head),
                    };
                    tx.send(event).is_ok()
                });
                let _ = tx.send(Event::ClientClosed);
            })
            .map_err(|e| McpError::start(format!("cannot start a reader thread: {e}")))?;
    }
    thread::Builder::new()
        .name("proxy-server-stderr".into())
        .spawn(move || forward_stderr(server_err))
        .map_err(|e| McpError::start(format!("cannot start a thread: {e}")))?;
    drop(tx);

    let mut proxy = Proxy::new(
        config,
        scanner,
        BufWriter::new(client_out),
        Box::new(server_in),
        Some(child),
        metrics,
        audit,
        lock_pin,
    );
    let code = proxy.event_loop(&events);
    if let Some(child) = proxy.child.as_mut() {
        kill_group(child);
    }
    Ok(code)
}

pub(super) fn spawn_reader<R: Read + Send + 'static>(
    name: &str,
    source: R,
    tx: Sender<Event>,
    wrap: fn(Result<Vec<u8>, String>) -> Event,
    closed: Event,
) -> Result<(), McpError> {
    thread::Builder::new()
        .name(name.into())
        .spawn(move || {
            read_lines(source, |line| tx.send(wrap(line)).is_ok());
            let _ = tx.send(closed);
        })
        .map(|_| ())
        .map_err(|e| McpError::start(format!("cannot start a reader thread: {e}")))
}

/// Longest stderr line of the server held in memory; the rest of a longer
/// line is skipped, a bounded chunk at a time.
pub(super) const MAX_STDERR_LINE: usize = 8 << 10;

/// Copies the server's stderr to ours, line by line, prefixed and with
/// control characters escaped (it is the server's text, not ours); a line
/// is cut at 500 characters, and never held whole when it is long.
pub(super) fn forward_stderr(source: impl Read) {
    read_lines_limited(source, MAX_STDERR_LINE, |line| {
        let (bytes, cut) = match &line {
            Ok(l) => (l.as_slice(), false),
            Err(too_long) => (too_long.head.as_slice(), true),
        };
        let text = String::from_utf8_lossy(bytes);
        let shown: String = text
            .chars()
            .take(500)
            .map(|c| if c.is_control() { '?' } else { c })
            .collect();
        let more = if cut || text.chars().count() > 500 {
            " [cut]"
        } else {
            ""
        };
        eprintln!("mcpsift proxy: server: {shown}{more}");
        true
    });
}
