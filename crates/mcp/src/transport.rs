//! Moving JSON-RPC messages to and from a server: a child process over
//! stdio (newline-delimited JSON) or a streamable-HTTP endpoint. Messages
//! stay bytes here; nothing is parsed into types that could drop fields.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use crate::McpError;

/// Longest message accepted from a server (64 MiB): past it the line is an
/// error, not an allocation.
pub const MAX_MESSAGE_BYTES: usize = 64 << 20;
/// How much of a child's stderr is kept (the tail).
const STDERR_TAIL_BYTES: usize = 64 << 10;

/// A bidirectional JSON-RPC channel to one server.
pub trait Transport: Send {
    /// Sends one message (a complete JSON text, no trailing newline).
    fn send(&mut self, message: &[u8]) -> Result<(), McpError>;
    /// The next message from the server, waiting at most `timeout`.
    fn recv(&mut self, timeout: Duration) -> Result<Vec<u8>, McpError>;
    /// What the server wrote to stderr, when it has one (for error reports).
    fn diagnostics(&self) -> String {
        String::new()
    }
    /// The negotiated protocol revision, for transports that send it with
    /// every message (HTTP's `MCP-Protocol-Version`).
    fn set_protocol_version(&mut self, _version: &str) {}
}

/// Environment variables a server child inherits unless told otherwise:
/// enough to find its interpreter and locale, nothing that holds secrets.
pub const ENV_ALLOW_LIST: &[&str] = &[
    "PATH",
    "HOME",
    "USER",
    "LOGNAME",
    "LANG",
    "LC_ALL",
    "LC_CTYPE",
    "TERM",
    "TMPDIR",
    "TZ",
    "SYSTEMROOT",
    "SystemRoot",
    "WINDIR",
    "APPDATA",
    "LOCALAPPDATA",
    "USERPROFILE",
    "NODE_PATH",
    "NPM_CONFIG_CACHE",
    "npm_config_cache",
    "XDG_CACHE_HOME",
    "XDG_CONFIG_HOME",
    "XDG_DATA_HOME",
];

/// How to start a stdio server.
#[derive(Clone, Debug, Default)]
pub struct StdioCommand {
    /// The program.
    pub program: String,
    /// Its arguments.
    pub args: Vec<String>,
    /// Variables set for it (from a client config or `--env NAME=VALUE`).
    pub env: Vec<(String, String)>,
    /// Names passed through from our environment besides the allow-list.
    pub pass_env: Vec<String>,
    /// Working directory.
    pub cwd: Option<std::path::PathBuf>,
}

/// A server child process spoken to over its stdin and stdout.
pub struct StdioTransport {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Result<Vec<u8>, String>>,
    stderr: Arc<Mutex<Vec<u8>>>,
    stderr_reader: Option<thread::JoinHandle<()>>,
    program: String,
    /// When the child was seen to have exited (its stdout may still be
    /// open: a process it started can hold the pipe).
    exited: Option<Instant>,
}

/// How long a server's last lines may take to arrive after its process
/// exited before a wait for an answer (here and in the proxy) gives up.
pub(crate) const EXIT_GRACE: Duration = Duration::from_millis(300);
/// How often a wait for an answer looks at the child's state.
const CHILD_POLL: Duration = Duration::from_millis(100);

impl StdioTransport {
    /// ` (exit status …)` when the child has exited, else nothing.
    fn exit_status(&mut self) -> String {
        self.child
            .try_wait()
            .ok()
            .flatten()
            .map(|s| format!(" ({s})"))
            .unwrap_or_default()
    }
}

impl std::fmt::Debug for StdioTransport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StdioTransport")
            .field("program", &self.program)
            .field("pid", &self.child.id())
            .finish()
    }
}

impl StdioTransport {
    /// Starts the server with a scrubbed environment, in its own process
    /// group (so everything it spawns dies with it), stderr captured apart.
    pub fn spawn(command: &StdioCommand) -> Result<StdioTransport, McpError> {
        let mut child = spawn_server(command)
            .map_err(|e| McpError::start(format!("cannot start `{}`: {e}", command.program)))?;
        let stdout = child.stdout.take().expect("piped stdout");
        let stderr_pipe = child.stderr.take().expect("piped stderr");
        let stdin = child.stdin.take();
        let (tx, lines) = sync_channel(64);
        thread::Builder::new()
            .name("mcp-stdout".into())
            .spawn(move || read_lines(stdout, |line| tx.send(line).is_ok()))
            .map_err(|e| McpError::start(format!("cannot start a reader thread: {e}")))?;
        let stderr = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&stderr);
        let stderr_reader = thread::Builder::new()
            .name("mcp-stderr".into())
            .spawn(move || keep_tail(stderr_pipe, &sink))
            .map_err(|e| McpError::start(format!("cannot start a reader thread: {e}")))?;
        Ok(StdioTransport {
            child,
            stdin,
            lines,
            stderr,
            stderr_reader: Some(stderr_reader),
            program: command.program.clone(),
            exited: None,
        })
    }

    /// Kills the server and everything in its process group.
    pub fn kill(&mut self) {
        self.stdin = None;
        kill_group(&mut self.child);
    }

    /// Kills the server and waits until everything it wrote to stderr has
    /// been read, so [`Transport::diagnostics`] is complete.
    pub fn close(&mut self) {
        self.kill();
        if let Some(reader) = self.stderr_reader.take() {
            // The group is dead, so the pipe closes and the reader ends.
            let _ = reader.join();
        }
    }
}

impl Drop for StdioTransport {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The command for a server child: piped stdio, a scrubbed environment, its
/// own process group (so everything it spawns can be killed with it).
pub(crate) fn build_command(command: &StdioCommand) -> Command {
    let mut cmd = Command::new(&command.program);
    cmd.args(&command.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .env_clear();
    for (name, value) in std::env::vars_os() {
        let keep = name.to_str().is_some_and(|n| {
            ENV_ALLOW_LIST.contains(&n) || command.pass_env.iter().any(|p| p == n)
        });
        if keep {
            cmd.env(name, value);
        }
    }
    for (name, value) in &command.env {
        cmd.env(name, value);
    }
    if let Some(dir) = &command.cwd {
        cmd.current_dir(dir);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        cmd.process_group(0);
    }
    cmd
}

/// Process groups of the server children alive now: a signal that stops
/// us kills them first (they are in their own groups, so a terminal's
/// Ctrl-C or a supervisor's SIGTERM never reaches them).
static GROUPS: Mutex<Vec<i32>> = Mutex::new(Vec::new());

/// Starts a server child (see [`build_command`]) and records its process
/// group for the signal handler.
pub(crate) fn spawn_server(command: &StdioCommand) -> std::io::Result<Child> {
    install_signal_cleanup();
    // Held across the spawn: a signal now waits for the group to be known.
    let mut groups = GROUPS.lock().unwrap_or_else(|e| e.into_inner());
    let child = build_command(command).spawn()?;
    groups.push(child.id() as i32);
    Ok(child)
}

/// On SIGINT, SIGTERM or SIGHUP: kill every server's process group, then
/// exit 128 + the signal, as the default action would have.
fn install_signal_cleanup() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    #[cfg(unix)]
    ONCE.call_once(|| {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
        let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGHUP, SIGINT, SIGTERM]) else {
            return;
        };
        let _ = thread::Builder::new()
            .name("mcpsift-signals".into())
            .spawn(move || {
                if let Some(signal) = signals.forever().next() {
                    let groups = GROUPS.lock().unwrap_or_else(|e| e.into_inner());
                    for &pgid in groups.iter() {
                        kill_pgid(pgid);
                    }
                    eprintln!(
                        "mcpsift: stopped by signal {signal}; killed {} server process group(s)",
                        groups.len()
                    );
                    std::process::exit(128 + signal);
                }
            });
    });
}

/// SIGKILL to a process group.
fn kill_pgid(pgid: i32) {
    #[cfg(unix)]
    let _ = nix::sys::signal::killpg(
        nix::unistd::Pid::from_raw(pgid),
        nix::sys::signal::Signal::SIGKILL,
    );
}

/// Kills a child and its process group (the group once: a second call
/// must not signal a group id the system may have handed out again).
pub(crate) fn kill_group(child: &mut Child) {
    let pgid = child.id() as i32;
    let registered = {
        let mut groups = GROUPS.lock().unwrap_or_else(|e| e.into_inner());
        let before = groups.len();
        groups.retain(|g| *g != pgid);
        groups.len() != before
    };
    if registered {
        kill_pgid(pgid);
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// Reads newline-delimited messages, handing each (or a too-long-line
/// error) to `deliver` until it returns false or the stream ends.
pub(crate) fn read_lines(
    source: impl Read,
    mut deliver: impl FnMut(Result<Vec<u8>, String>) -> bool,
) {
    read_lines_limited(source, MAX_MESSAGE_BYTES, |line| {
        deliver(line.map_err(|e| e.to_string()))
    });
}

/// How much of an over-long line is kept for its error (enough to read a
/// request's `id` when it comes before a huge `params`).
pub(crate) const OVERSIZED_HEAD_BYTES: usize = 4096;

/// A line longer than the limit: dropped, its first bytes kept.
#[derive(Debug)]
pub(crate) struct Oversized {
    /// The first [`OVERSIZED_HEAD_BYTES`] bytes of the line.
    pub(crate) head: Vec<u8>,
    /// The limit it broke.
    pub(crate) limit: usize,
}

impl std::fmt::Display for Oversized {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "a message over {} bytes was dropped", self.limit)
    }
}

/// [`read_lines`] with a line limit of `max` bytes: at most `max + 1`
/// bytes of a line are ever held, the rest of a longer line is skipped a
/// bounded chunk at a time, and the line is delivered as [`Oversized`].
pub(crate) fn read_lines_limited(
    source: impl Read,
    max: usize,
    mut deliver: impl FnMut(Result<Vec<u8>, Oversized>) -> bool,
) {
    let mut reader = BufReader::with_capacity(1 << 16, source);
    loop {
        let mut line = Vec::new();
        // Bounded read: at most max + 1 bytes per line.
        let read = (&mut reader)
            .take(max as u64 + 1)
            .read_until(b'\n', &mut line);
        match read {
            Ok(0) => return,
            Ok(_) => {
                if line.last() != Some(&b'\n') && line.len() > max {
                    // Skip the rest of the oversized line.
                    let mut rest = Vec::new();
                    loop {
                        rest.clear();
                        match (&mut reader).take(1 << 16).read_until(b'\n', &mut rest) {
                            Ok(0) => break,
                            Ok(_) if rest.last() == Some(&b'\n') => break,
                            Ok(_) => continue,
                            Err(_) => break,
                        }
                    }
                    line.truncate(OVERSIZED_HEAD_BYTES);
                    line.shrink_to_fit();
                    if !deliver(Err(Oversized {
                        head: line,
                        limit: max,
                    })) {
                        return;
                    }
                    continue;
                }
                while matches!(line.last(), Some(b'\n' | b'\r')) {
                    line.pop();
                }
                if line.iter().all(u8::is_ascii_whitespace) {
                    continue;
                }
                if !deliver(Ok(line)) {
                    return;
                }
            }
            Err(_) => return,
        }
    }
}

pub(crate) fn keep_tail(mut source: impl Read, sink: &Mutex<Vec<u8>>) {
    let mut buf = [0u8; 8192];
    while let Ok(n) = source.read(&mut buf) {
        if n == 0 {
            break;
        }
        let mut tail = sink.lock().unwrap_or_else(|e| e.into_inner());
        tail.extend_from_slice(&buf[..n]);
        if tail.len() > STDERR_TAIL_BYTES {
            let cut = tail.len() - STDERR_TAIL_BYTES;
            tail.drain(..cut);
        }
    }
}

impl Transport for StdioTransport {
    fn send(&mut self, message: &[u8]) -> Result<(), McpError> {
        let stdin = self
            .stdin
            .as_mut()
            .ok_or_else(|| McpError::closed("the server's stdin is closed"))?;
        stdin
            .write_all(message)
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush())
            .map_err(|e| McpError::closed(format!("cannot write to the server: {e}")))
    }

    fn recv(&mut self, timeout: Duration) -> Result<Vec<u8>, McpError> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left.min(CHILD_POLL)) {
                Ok(Ok(line)) => return Ok(line),
                Ok(Err(why)) => return Err(McpError::protocol(why)),
                Err(RecvTimeoutError::Disconnected) => {
                    let status = self.exit_status();
                    return Err(McpError::closed(format!(
                        "the server closed its stdout{status}"
                    )));
                }
                Err(RecvTimeoutError::Timeout) => {
                    // The child itself is watched: a helper it started may
                    // keep stdout open long after it died.
                    match self.exited {
                        Some(at) if at.elapsed() >= EXIT_GRACE => {
                            let status = self.exit_status();
                            return Err(McpError::closed(format!(
                                "the server exited{status}; a process it started still holds its stdout"
                            )));
                        }
                        Some(_) => {}
                        None => {
                            if let Ok(Some(_)) = self.child.try_wait() {
                                self.exited = Some(Instant::now());
                            }
                        }
                    }
                    if left.is_zero() {
                        return Err(McpError::timeout(timeout));
                    }
                }
            }
        }
    }

    fn diagnostics(&self) -> String {
        let tail = self.stderr.lock().unwrap_or_else(|e| e.into_inner());
        String::from_utf8_lossy(&tail).into_owned()
    }
}

/// A streamable-HTTP server: every message is a POST; the answer is JSON or
/// an SSE stream whose events are queued for `recv`.
pub struct HttpTransport {
    agent: ureq::Agent,
    url: String,
    headers: Vec<(String, String)>,
    session: Option<String>,
    protocol_version: Option<String>,
    queue: VecDeque<Vec<u8>>,
}

impl std::fmt::Debug for HttpTransport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Headers may hold credentials: never printed.
        f.debug_struct("HttpTransport")
            .field("url", &self.url)
            .finish()
    }
}

impl HttpTransport {
    /// A transport to `url` sending `headers` (e.g. `Authorization`) on
    /// every request; `timeout` bounds each exchange.
    pub fn new(url: &str, headers: Vec<(String, String)>, timeout: Duration) -> HttpTransport {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .timeout_global(Some(timeout))
            .http_status_as_error(false)
            .build()
            .into();
        HttpTransport {
            agent,
            url: url.to_owned(),
            headers,
            session: None,
            protocol_version: None,
            queue: VecDeque::new(),
        }
    }
}

impl Transport for HttpTransport {
    fn send(&mut self, message: &[u8]) -> Result<(), McpError> {
        let mut request = self
            .agent
            .post(&self.url)
            .header("Content-Type", "application/json")
            .header("Accept", "application/json, text/event-stream");
        for (name, value) in &self.headers {
            request = request.header(name.as_str(), value.as_str());
        }
        if let Some(session) = &self.session {
            request = request.header("Mcp-Session-Id", session.as_str());
        }
        if let Some(version) = &self.protocol_version {
            request = request.header("MCP-Protocol-Version", version.as_str());
        }
        let mut response = request
            .send(message)
            .map_err(|e| McpError::closed(format!("HTTP request to {} failed: {e}", self.url)))?;
        let status = response.status().as_u16();
        if let Some(id) = response
            .headers()
            .get("mcp-session-id")
            .and_then(|v| v.to_str().ok())
        {
            self.session = Some(id.to_owned());
        }
        let content_type = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_ascii_lowercase();
        let body = response
            .body_mut()
            .with_config()
            .limit(MAX_MESSAGE_BYTES as u64)
            .reader();
        if status == 202 || status == 204 {
            return Ok(());
        }
        if content_type.starts_with("text/event-stream") {
            let queue = &mut self.queue;
            read_sse(body, |data| queue.push_back(data));
            return Ok(());
        }
        let mut bytes = Vec::new();
        body.take(MAX_MESSAGE_BYTES as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| McpError::protocol(format!("cannot read the HTTP response: {e}")))?;
        if !(200..300).contains(&status) {
            // Servers answer a refused method with 4xx and a JSON-RPC error,
            // often with a null id: that is a refusal (auto mode falls back
            // on it), never an answer to wait for.
            return Err(match http_rpc_error(&bytes) {
                Some((code, message)) => McpError::rejected(format!(
                    "HTTP {status} from {}: {message} ({code})",
                    self.url
                )),
                None => McpError::protocol(format!("HTTP {status} from {}", self.url)),
            });
        }
        if !bytes.iter().all(u8::is_ascii_whitespace) {
            self.queue.push_back(bytes);
        }
        Ok(())
    }

    fn set_protocol_version(&mut self, version: &str) {
        self.protocol_version = Some(version.to_owned());
    }

    fn recv(&mut self, timeout: Duration) -> Result<Vec<u8>, McpError> {
        self.queue
            .pop_front()
            .ok_or_else(|| McpError::timeout(timeout))
    }
}

/// The code and (shortened) message of a JSON-RPC error body.
fn http_rpc_error(body: &[u8]) -> Option<(i64, String)> {
    let value: serde_json::Value = serde_json::from_slice(body).ok()?;
    let error = value.get("error")?;
    let code = error.get("code").and_then(serde_json::Value::as_i64)?;
    let message: String = error
        .get("message")
        .and_then(serde_json::Value::as_str)
        .unwrap_or("")
        .chars()
        .take(200)
        .collect();
    Some((code, message))
}

/// Reads a `text/event-stream` body, handing each event's data (the values
/// of its `data:` lines joined by LF, as the SSE format defines it) to
/// `deliver`. Lines end with LF or CR LF; a lone CR does not end a line (a
/// stream framed with lone CRs reads as one line, whose JSON then fails
/// to parse: the scan fails closed). Other fields (`event:`, `id:`,
/// comments) are skipped; an event whose data is empty is not delivered;
/// an event cut off by the end of the body is delivered. What is read stops
/// after four times [`MAX_MESSAGE_BYTES`]. Public so the fuzz harness can
/// feed it what a hostile server could send.
pub fn read_sse(source: impl Read, mut deliver: impl FnMut(Vec<u8>)) {
    let reader = BufReader::new(source.take(MAX_MESSAGE_BYTES as u64 * 4));
    // `None` until the event's first `data:` line: an empty first value
    // still counts, so `data:` then `data: x` is "\nx".
    let mut data: Option<Vec<u8>> = None;
    let mut dispatch = |data: Option<Vec<u8>>| {
        if let Some(data) = data.filter(|d| !d.is_empty()) {
            deliver(data);
        }
    };
    for line in reader.split(b'\n') {
        let Ok(mut line) = line else {
            break;
        };
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        if line.is_empty() {
            dispatch(data.take());
            continue;
        }
        if let Some(rest) = line.strip_prefix(b"data:") {
            let rest = rest.strip_prefix(b" ").unwrap_or(rest);
            match &mut data {
                Some(data) => {
                    data.push(b'\n');
                    data.extend_from_slice(rest);
                }
                None => data = Some(rest.to_vec()),
            }
        }
    }
    dispatch(data);
}

/// A deadline shared by the phases of one scan.
#[derive(Clone, Copy, Debug)]
pub struct Deadline {
    end: Instant,
}

impl Deadline {
    /// `total` from now.
    pub fn after(total: Duration) -> Deadline {
        Deadline {
            end: Instant::now() + total,
        }
    }

    /// The time left, at most `cap`; zero when passed.
    pub fn left(&self, cap: Duration) -> Duration {
        self.end.saturating_duration_since(Instant::now()).min(cap)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_split_and_blank_lines_skipped() {
        let input = b"{\"a\":1}\r\n\n  \n{\"b\":2}";
        let mut got = Vec::new();
        read_lines(&input[..], |l| {
            got.push(l.expect("short"));
            true
        });
        assert_eq!(got, vec![b"{\"a\":1}".to_vec(), b"{\"b\":2}".to_vec()]);
    }

    #[test]
    fn sse_events_are_joined() {
        let body = b"event: message\ndata: {\"a\":\ndata: 1}\n\n: comment\ndata: {\"b\":2}\r\n\r\n";
        let mut got = Vec::new();
        read_sse(&body[..], |d| got.push(d));
        assert_eq!(got, vec![b"{\"a\":\n1}".to_vec(), b"{\"b\":2}".to_vec()]);
    }

    #[test]
    fn sse_empty_data_lines_count() {
        // An empty first value still starts the data, as the format says;
        // data that is empty after all is no event.
        let body = b"data:\ndata: {}\n\ndata:\n\ndata:\ndata:\n\n";
        let mut got = Vec::new();
        read_sse(&body[..], |d| got.push(d));
        assert_eq!(got, vec![b"\n{}".to_vec(), b"\n".to_vec()]);
    }
}
