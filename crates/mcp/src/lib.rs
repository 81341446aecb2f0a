//! Talking MCP to real servers: a lossless client over stdio and
//! streamable HTTP (live scans), client-config discovery, and the
//! fail-closed stdio gateway (`mcpsift proxy`).
#![forbid(unsafe_code)]

pub mod client;
pub mod config;
pub mod proxy;
pub mod transport;

use std::fmt;
use std::time::Duration;

pub use client::{Client, ClientOptions, ProtocolChoice, Snapshot};
pub use config::{ConfiguredServer, ServerTarget, parse_config, read_config};
pub use transport::{HttpTransport, StdioCommand, StdioTransport, Transport};

/// Connects to a server and fetches everything it advertises. A failure
/// carries the tail of the server's stderr (escaped, cut short) so a server
/// that does not start says why.
pub fn acquire(target: &ServerTarget, options: &ClientOptions) -> Result<Snapshot, McpError> {
    match target {
        ServerTarget::Stdio(command) => {
            let transport = StdioTransport::spawn(command)?;
            let mut client = Client::new(transport, options.clone());
            client.snapshot().map_err(|e| {
                client.transport_mut().close();
                let tail = stderr_tail(&client.transport().diagnostics());
                if tail.is_empty() {
                    e
                } else {
                    McpError::new(e.kind(), format!("{e}; the server's stderr ends: {tail}"))
                }
            })
        }
        ServerTarget::Http { url, headers } => {
            let transport = HttpTransport::new(url, headers.clone(), options.request_timeout);
            Client::new(transport, options.clone()).snapshot()
        }
    }
}

/// The last few hundred bytes of a server's stderr, on one line, with
/// control and invisible characters escaped.
fn stderr_tail(text: &str) -> String {
    let trimmed = text.trim_end();
    let start = trimmed.char_indices().rev().nth(300).map_or(0, |(i, _)| i);
    let mut out = String::new();
    for c in trimmed[start..].chars() {
        match c {
            '\n' => out.push_str(" | "),
            c if c.is_control()
                || mcpsift::manifest::escape_identity(&c.to_string()) != c.to_string() =>
            {
                out.push_str(&format!("\\u{{{:x}}}", c as u32));
            }
            c => out.push(c),
        }
    }
    out
}

/// What kind of failure an [`McpError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The server could not be started or reached.
    Start,
    /// The server stopped answering in time.
    Timeout,
    /// The connection closed.
    Closed,
    /// The server answered with a JSON-RPC error.
    Rejected,
    /// The server sent something that is not valid MCP.
    Protocol,
    /// A client config could not be read.
    Config,
}

/// A failure talking to a server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct McpError {
    kind: ErrorKind,
    message: String,
}

impl McpError {
    pub(crate) fn new(kind: ErrorKind, message: impl Into<String>) -> McpError {
        McpError {
            kind,
            message: message.into(),
        }
    }
    pub(crate) fn start(m: impl Into<String>) -> McpError {
        McpError::new(ErrorKind::Start, m)
    }
    pub(crate) fn closed(m: impl Into<String>) -> McpError {
        McpError::new(ErrorKind::Closed, m)
    }
    pub(crate) fn protocol(m: impl Into<String>) -> McpError {
        McpError::new(ErrorKind::Protocol, m)
    }
    pub(crate) fn rejected(m: impl Into<String>) -> McpError {
        McpError::new(ErrorKind::Rejected, m)
    }
    pub(crate) fn config(m: impl Into<String>) -> McpError {
        McpError::new(ErrorKind::Config, m)
    }
    pub(crate) fn timeout(after: Duration) -> McpError {
        McpError::new(ErrorKind::Timeout, format!("no answer within {after:?}"))
    }
    pub(crate) fn timeout_on(method: &str, after: Duration) -> McpError {
        McpError::new(
            ErrorKind::Timeout,
            format!("no answer to {method} within {after:?}"),
        )
    }

    /// Adds to a timeout that the server did write, only nothing readable
    /// (what it wrote is not repeated: it may be a payload).
    pub(crate) fn noting_unreadable(mut self, messages: usize) -> McpError {
        if messages > 0 {
            self.message.push_str(&format!(
                "; meanwhile the server wrote {messages} message{} that {} not JSON-RPC \
                 (a malformed answer, or logging on stdout)",
                if messages == 1 { "" } else { "s" },
                if messages == 1 { "is" } else { "are" },
            ));
        }
        self
    }

    /// The kind.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// What went wrong, in one line.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for McpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for McpError {}
