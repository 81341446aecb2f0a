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

use std::collections::{HashMap, HashSet, VecDeque};
use std::io::{BufWriter, Read, Write};
use std::net::{SocketAddr, TcpListener};
use std::path::PathBuf;
use std::process::{Child, ChildStdin};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::thread;
use std::time::{Duration, Instant};

use mcpsift::manifest::{
    AuditRecord, AuditSink, ChangeKind, Decision, Gate, ItemKind as GateKind, Lockfile, Manifest,
    Policy, Provenance, ScannerFindings, ServerKey, ServerPin, canonical_sha256, escape_identity,
    pin_form, sha256_hex,
};
use mcpsift::{Scanner, Scratch, Severity, Verdict};
use serde::Deserialize;
use serde_json::value::RawValue;
use serde_json::{Value, json};

use crate::McpError;
use crate::transport::{
    EXIT_GRACE, MAX_MESSAGE_BYTES, StdioCommand, kill_group, read_lines, read_lines_limited,
    spawn_server,
};

/// What to do with tool results that carry findings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ResultScan {
    /// Results are not scanned.
    Off,
    /// Results are scanned; findings are logged and counted.
    Flag,
    /// Results at the threshold are replaced by an error.
    Block,
}

/// The proxy's configuration (the TOML file, then command-line overrides).
#[derive(Clone, Debug)]
pub struct ProxyConfig {
    /// Withhold items (and block results) at or above this severity.
    pub threshold: Severity,
    /// Reject manifest changes at or above this severity.
    pub policy: Policy,
    /// A lockfile whose pin the first manifest is checked against.
    pub lock: Option<PathBuf>,
    /// Where audit lines go.
    pub audit: Option<PathBuf>,
    /// Tool-result scanning.
    pub scan_results: ResultScan,
    /// Loopback address for the Prometheus endpoint.
    pub metrics: Option<SocketAddr>,
    /// Re-fetch the tool list this often even without a notification.
    pub list_ttl: Option<Duration>,
    /// Longest wait for the server's answer to the proxy's own requests.
    pub request_timeout: Duration,
    /// Longest wait for the server's answer to a forwarded client request
    /// ([`DEFAULT_CALL_TIMEOUT`] unless configured; `None`: no limit).
    pub call_timeout: Option<Duration>,
    /// The server key used for pins and the lockfile lookup.
    pub server: ServerKey,
}

/// How long a forwarded request waits for the server's answer unless
/// configured (5 minutes): long enough for slow tools, short enough that a
/// server that never answers cannot hang the client for good.
pub const DEFAULT_CALL_TIMEOUT: Duration = Duration::from_secs(300);

/// The TOML configuration file (`mcpsift proxy --config FILE`). Unknown
/// keys and undefined severities are startup errors: a typo must never
/// leave the gateway running with a weaker policy than the file reads.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConfigFile {
    /// `low`, `medium`, `high` (default) or `critical`.
    pub threshold: Option<String>,
    /// `info`, `low`, `medium` (default), `high`, `critical`.
    pub reject_at: Option<String>,
    /// Lockfile path.
    pub lock: Option<PathBuf>,
    /// Audit log path.
    pub audit: Option<PathBuf>,
    /// `off` (default), `flag` or `block`.
    pub scan_results: Option<ResultScan>,
    /// `127.0.0.1:9464`, say.
    pub metrics: Option<String>,
    /// Seconds between unprompted re-fetches of the tool list.
    pub list_ttl_seconds: Option<u64>,
    /// Seconds to wait for the server's answer to the proxy's own requests.
    pub request_timeout_seconds: Option<u64>,
    /// Seconds to wait for the server's answer to a forwarded request
    /// (unset: 300; 0: no limit).
    pub call_timeout_seconds: Option<u64>,
    /// Server key: origin.
    pub origin: Option<String>,
    /// Server key: channel (default `stdio`).
    pub channel: Option<String>,
    /// Server key: principal (default `default`).
    pub principal: Option<String>,
}

impl ConfigFile {
    /// Parses and validates a configuration file's text.
    pub fn parse(text: &str) -> Result<ConfigFile, String> {
        let config: ConfigFile = toml::from_str(text).map_err(|e| e.to_string())?;
        if let Some(t) = &config.threshold {
            t.parse::<Severity>().map_err(|_| {
                format!("threshold {t:?} is not a severity (low, medium, high, critical)")
            })?;
        }
        if let Some(r) = &config.reject_at {
            mcpsift::manifest::ChangeSeverity::parse(r).ok_or_else(|| {
                format!("reject_at {r:?} is not a severity (info, low, medium, high, critical)")
            })?;
        }
        if let Some(m) = &config.metrics {
            parse_metrics_addr(m)?;
        }
        Ok(config)
    }
}

/// A metrics address must be loopback: counters are not for the network.
pub fn parse_metrics_addr(text: &str) -> Result<SocketAddr, String> {
    let addr: SocketAddr = text
        .parse()
        .map_err(|_| format!("metrics address {text:?} is not host:port"))?;
    if !addr.ip().is_loopback() {
        return Err(format!(
            "metrics address {text:?} is not loopback; the endpoint only binds 127.0.0.1 or ::1"
        ));
    }
    Ok(addr)
}

/// Counters exposed on the metrics endpoint.
#[derive(Debug, Default)]
pub struct Metrics {
    /// Items scanned.
    pub scans: AtomicU64,
    /// Findings raised.
    pub findings: AtomicU64,
    /// Tools (and prompts, resources) withheld.
    pub withheld: AtomicU64,
    /// Calls refused.
    pub calls_blocked: AtomicU64,
    /// Manifest changes rejected.
    pub changes_rejected: AtomicU64,
    /// Results withheld or flagged.
    pub results_flagged: AtomicU64,
    /// Messages relayed, both ways.
    pub messages: AtomicU64,
    /// Server requests refused and notifications dropped for their text.
    pub server_messages_refused: AtomicU64,
    /// JSON-RPC batches refused (either side).
    pub batches_refused: AtomicU64,
}

impl Metrics {
    fn render(&self) -> String {
        let mut out = String::new();
        for (name, help, value) in [
            ("mcpsift_scans_total", "Items scanned.", &self.scans),
            ("mcpsift_findings_total", "Findings raised.", &self.findings),
            (
                "mcpsift_items_withheld_total",
                "Tools, prompts and resources withheld.",
                &self.withheld,
            ),
            (
                "mcpsift_calls_blocked_total",
                "Calls refused by the gateway.",
                &self.calls_blocked,
            ),
            (
                "mcpsift_changes_rejected_total",
                "Manifest refreshes rejected.",
                &self.changes_rejected,
            ),
            (
                "mcpsift_results_flagged_total",
                "Tool results with findings.",
                &self.results_flagged,
            ),
            (
                "mcpsift_messages_total",
                "JSON-RPC messages relayed.",
                &self.messages,
            ),
            (
                "mcpsift_server_messages_refused_total",
                "Server requests refused and notifications dropped for the text they carry.",
                &self.server_messages_refused,
            ),
            (
                "mcpsift_batches_refused_total",
                "JSON-RPC batches refused.",
                &self.batches_refused,
            ),
        ] {
            out.push_str(&format!(
                "# HELP {name} {help}\n# TYPE {name} counter\n{name} {}\n",
                value.load(Ordering::Relaxed)
            ));
        }
        out
    }
}

fn serve_metrics(listener: TcpListener, metrics: Arc<Metrics>) {
    for stream in listener.incoming() {
        let Ok(mut stream) = stream else { continue };
        let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
        let mut request = [0u8; 1024];
        let _ = stream.read(&mut request);
        let body = metrics.render();
        let _ = write!(
            stream,
            "HTTP/1.1 200 OK\r\nContent-Type: text/plain; version=0.0.4\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
    }
}

/// The audit log: the gate's `mcpsift.audit/v1` decisions and the proxy's
/// own `mcpsift.proxy/v1` events (withheld items, refused calls, flagged
/// results) — identities, rule codes, pointers and hashes, never text.
struct ProxyAudit {
    file: Option<std::fs::File>,
}

impl ProxyAudit {
    /// One record, one `write` on the append-mode file (other processes
    /// appending to the same log never split it).
    fn line(&mut self, value: &Value) -> std::io::Result<()> {
        match &mut self.file {
            Some(file) => mcpsift::manifest::store::append_line(file, &value.to_string()),
            None => Ok(()),
        }
    }

    fn event(
        &mut self,
        event: &str,
        item: GateKind,
        name: &str,
        rules: &[(String, String)],
        sha256: Option<&str>,
    ) {
        self.event_on(event, item.as_str(), name, rules, sha256);
    }

    /// An event about something that is not a manifest item (`item` says
    /// what: `message` for a server request or notification).
    fn event_on(
        &mut self,
        event: &str,
        item: &str,
        name: &str,
        rules: &[(String, String)],
        sha256: Option<&str>,
    ) {
        let rules: Vec<Value> = rules
            .iter()
            .map(|(rule, pointer)| json!({"rule": rule, "pointer": escape_identity(pointer)}))
            .collect();
        let record = json!({
            "schema": "mcpsift.proxy/v1",
            "time": mcpsift::manifest::now_rfc3339(),
            "event": event,
            "item": item,
            "name": escape_identity(name),
            "rules": rules,
            "sha256": sha256,
        });
        if self.line(&record).is_err() {
            log("cannot write the audit log");
        }
    }
}

impl AuditSink for ProxyAudit {
    fn record(&mut self, record: &AuditRecord) -> std::io::Result<()> {
        self.line(&record.to_json())
    }
}

enum Event {
    Client(Vec<u8>),
    /// A client line over the size limit: its first bytes.
    ClientOversized(Vec<u8>),
    ClientClosed,
    Server(Result<Vec<u8>, String>),
    ServerClosed,
}

#[derive(Deserialize)]
struct Envelope {
    /// `Some("null")` for `"id": null`, `None` when there is no id.
    #[serde(default, deserialize_with = "present")]
    id: Option<Box<RawValue>>,
    #[serde(default)]
    method: Option<String>,
    #[serde(default)]
    params: Option<Box<RawValue>>,
    #[serde(default)]
    result: Option<Box<RawValue>>,
}

/// The first byte that is not JSON whitespace.
fn first_byte(bytes: &[u8]) -> Option<u8> {
    bytes
        .iter()
        .copied()
        .find(|b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
}

/// One JSON-RPC message, which must be a JSON object: serde would read an
/// array positionally into the struct (`[id, method, …]`), and a batch
/// taken for a single message is how a call slips past the gate.
fn parse_envelope(bytes: &[u8]) -> Option<Envelope> {
    if first_byte(bytes) != Some(b'{') {
        return None;
    }
    serde_json::from_slice(bytes).ok()
}

/// Whether a line is a JSON-RPC batch (a JSON array).
fn is_batch(bytes: &[u8]) -> bool {
    first_byte(bytes) == Some(b'[')
}

/// The only protocol revision whose messages may be JSON-RPC batches.
const BATCH_REVISION: &str = "2025-03-26";

/// A member that is there, even as `null` (serde's `Option` reads `null`
/// as absent, which would make `"id": null` look like a notification).
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Box<RawValue>>, D::Error> {
    Box::<RawValue>::deserialize(d).map(Some)
}

/// JSON-RPC error codes the proxy answers with.
const ERR_REFUSED: i64 = -32001;
const ERR_SERVER_GONE: i64 = -32002;
const ERR_RESULT_WITHHELD: i64 = -32003;
const ERR_UNAVAILABLE: i64 = -32004;
const ERR_TIMEOUT: i64 = -32005;
/// JSON-RPC's own "invalid request" (batches the revision does not allow).
const ERR_INVALID_REQUEST: i64 = -32600;

/// How often the slow checks run (the child's state, forwarded requests'
/// time limits): not on every message.
const SLOW_TICK: Duration = Duration::from_millis(100);
/// How long answers still on their way may take once the client has closed
/// its input (`printf '…' | mcpsift proxy -- server` expects them).
const DRAIN_MAX: Duration = Duration::from_secs(10);

/// A list the proxy fetches itself — every page, with its own request ids
/// — before it answers anything that depends on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Coll {
    Tools,
    Prompts,
    Resources,
    Templates,
}

impl Coll {
    fn method(self) -> &'static str {
        match self {
            Coll::Tools => "tools/list",
            Coll::Prompts => "prompts/list",
            Coll::Resources => "resources/list",
            Coll::Templates => "resources/templates/list",
        }
    }

    fn member(self) -> &'static str {
        match self {
            Coll::Tools => "tools",
            Coll::Prompts => "prompts",
            Coll::Resources => "resources",
            Coll::Templates => "resourceTemplates",
        }
    }

    fn kind(self) -> GateKind {
        match self {
            Coll::Tools => GateKind::Tool,
            Coll::Prompts => GateKind::Prompt,
            Coll::Resources => GateKind::Resource,
            Coll::Templates => GateKind::ResourceTemplate,
        }
    }

    fn key_field(self) -> &'static str {
        match self {
            Coll::Resources => "uri",
            Coll::Templates => "uriTemplate",
            _ => "name",
        }
    }
}

/// Why a gated request may not reach the server.
struct Refusal {
    kind: GateKind,
    key: String,
    /// For the log.
    why: String,
    /// For the client's error.
    message: String,
}

/// A client request forwarded to the server, waiting for its answer.
struct Pending {
    method: String,
    id: Box<RawValue>,
    tool: Option<String>,
    sent: Instant,
}

/// One of the proxy's own list fetches in progress.
struct Fetch {
    items: Vec<Value>,
    started: Instant,
}

/// What the scan said about one item definition.
#[derive(Clone, Debug, Default)]
struct ItemVerdict {
    withhold: bool,
    /// (rule code, pointer) of every finding.
    rules: Vec<(String, String)>,
    /// The scanner could not read it (withheld: not scannable is not clean).
    unscannable: bool,
}

impl ItemVerdict {
    /// Not scannable is not clean.
    fn unscannable() -> ItemVerdict {
        ItemVerdict {
            withhold: true,
            rules: Vec::new(),
            unscannable: true,
        }
    }

    /// Adds what the scanner said of one item.
    fn absorb(&mut self, item: &mcpsift::ItemReport) {
        self.withhold |= item.verdict == Verdict::Withhold;
        self.rules.extend(
            item.findings
                .iter()
                .map(|f| (f.code.to_string(), f.pointer.clone())),
        );
    }
}

fn rule_list(rules: &[(String, String)]) -> String {
    rules
        .iter()
        .map(|(r, p)| format!("{r}@{}", escape_identity(p)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Most items one of the proxy's own fetches accepts.
const MAX_LISTED: usize = 100_000;

struct Proxy<'a, W: Write> {
    config: &'a ProxyConfig,
    /// The server process, watched itself: its stdout may stay open after
    /// it exits (a helper it started inherited the pipe).
    child: Child,
    /// When the server process was seen to have exited.
    child_exited: Option<Instant>,
    last_slow_tick: Instant,
    /// When the client closed its input with requests unanswered.
    draining_since: Option<Instant>,
    scanner: &'a Scanner,
    findings: ScannerFindings<'a>,
    scratch: Scratch,
    client: W,
    server: ChildStdin,
    metrics: Arc<Metrics>,
    audit: ProxyAudit,
    gate: Option<Gate>,
    /// Pin from the lockfile, before the first fetch is judged.
    lock_pin: Option<ServerPin>,
    /// Withheld by the scanner: (collection, key).
    withheld: HashSet<(GateKind, String)>,
    /// Tool definitions (hashes) whose scan was counted already.
    tools_counted: HashSet<String>,
    /// Scan verdicts of prompts, resources and templates, by kind and hash.
    item_scans: HashMap<String, ItemVerdict>,
    /// Definition hashes of the prompts and resources last listed.
    item_shas: HashMap<(GateKind, String), String>,
    /// The last tool list judged (hash of the manifest it made): the same
    /// list again — a TTL tick, a repeated list_changed — is not re-judged,
    /// re-logged or re-counted.
    last_judged: Option<String>,
    /// Definitions already logged, audited and counted: (kind, key, hash).
    reported: HashSet<(GateKind, String, String)>,
    /// Client requests forwarded, by id text.
    pending: HashMap<String, Pending>,
    /// The proxy's own requests, by id text: a separate namespace, with
    /// ids no client can predict, and client ids that collide refused.
    own: HashMap<String, Coll>,
    own_prefix: String,
    own_id: u64,
    fetches: HashMap<Coll, Fetch>,
    /// Lists fetched and judged at least once since the last change.
    fetched: HashSet<Coll>,
    /// Prompts and resources seen in a scanned list and not withheld.
    vetted: HashSet<(GateKind, String)>,
    /// Client requests waiting for a fetch.
    held: VecDeque<(Coll, Vec<u8>)>,
    /// A list_changed waiting for the fetch it started.
    notify_after_fetch: bool,
    last_fetch: Option<Instant>,
    /// The protocol revision the server answered `initialize` with.
    revision: Option<String>,
    /// Client batches still collecting their answers, by number.
    batches: HashMap<u64, Batch>,
    /// Which open batch a request id (key) belongs to.
    batch_of: HashMap<String, u64>,
    next_batch: u64,
}

/// A client batch whose answers go back together, as one array.
#[derive(Debug, Default)]
struct Batch {
    /// Requests of the batch not answered yet.
    waiting: usize,
    answers: Vec<Value>,
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

    let mut proxy = Proxy {
        config,
        child,
        child_exited: None,
        last_slow_tick: Instant::now(),
        draining_since: None,
        scanner,
        findings: ScannerFindings::new(scanner),
        scratch: scanner.scratch(),
        client: BufWriter::new(client_out),
        server: server_in,
        metrics,
        audit,
        gate: None,
        lock_pin,
        withheld: HashSet::new(),
        tools_counted: HashSet::new(),
        item_scans: HashMap::new(),
        item_shas: HashMap::new(),
        last_judged: None,
        reported: HashSet::new(),
        pending: HashMap::new(),
        own: HashMap::new(),
        own_prefix: unpredictable_prefix(),
        own_id: 0,
        fetches: HashMap::new(),
        fetched: HashSet::new(),
        vetted: HashSet::new(),
        held: VecDeque::new(),
        notify_after_fetch: false,
        last_fetch: None,
        revision: None,
        batches: HashMap::new(),
        batch_of: HashMap::new(),
        next_batch: 0,
    };
    let code = proxy.event_loop(&events);
    kill_group(&mut proxy.child);
    Ok(code)
}

fn spawn_reader<R: Read + Send + 'static>(
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
const MAX_STDERR_LINE: usize = 8 << 10;

/// Copies the server's stderr to ours, line by line, prefixed and with
/// control characters escaped (it is the server's text, not ours); a line
/// is cut at 500 characters, and never held whole when it is long.
fn forward_stderr(source: impl Read) {
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

fn log(message: &str) {
    eprintln!("mcpsift proxy: {message}");
}

/// A prefix for the proxy's own request ids that a client cannot guess
/// (std's per-process random hash keys).
fn unpredictable_prefix() -> String {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u32(std::process::id());
    format!("mcpsift-{:016x}", hasher.finish())
}

/// The text an id is known by: re-serialised, so `"\u0061"` and `"a"`
/// (or `1` with spaces around) are one id.
fn id_key(id: &RawValue) -> String {
    serde_json::from_str::<Value>(id.get())
        .map(|v| v.to_string())
        .unwrap_or_else(|_| id.get().to_owned())
}

impl<W: Write> Proxy<'_, W> {
    fn event_loop(&mut self, events: &Receiver<Event>) -> i32 {
        loop {
            // The process is gone and its last lines had time to arrive.
            if self
                .child_exited
                .is_some_and(|at| at.elapsed() >= EXIT_GRACE)
            {
                log(
                    "the server process exited (a process it started still holds its stdout); failing every pending request",
                );
                self.server_gone();
                self.refuse_late_requests(events);
                return 1;
            }
            if let Some(since) = self.draining_since {
                let waiting = self.pending.len() + self.held.len();
                if waiting == 0 {
                    return 0;
                }
                if since.elapsed() >= DRAIN_MAX {
                    log(&format!(
                        "the client closed its input; {waiting} answer(s) did not come within {}s and are dropped",
                        DRAIN_MAX.as_secs()
                    ));
                    return 0;
                }
            }
            let event = match events.recv_timeout(Duration::from_millis(200)) {
                Ok(e) => e,
                Err(RecvTimeoutError::Timeout) => {
                    self.tick();
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => return 1,
            };
            match event {
                Event::Client(line) => {
                    self.metrics.messages.fetch_add(1, Ordering::Relaxed);
                    self.on_client_message(line);
                }
                Event::ClientOversized(head) => self.on_oversized_client_line(&head),
                Event::Server(Ok(line)) => {
                    self.metrics.messages.fetch_add(1, Ordering::Relaxed);
                    self.on_server_message(&line);
                }
                Event::Server(Err(why)) => {
                    log(&format!("dropped a message from the server: {why}"))
                }
                Event::ClientClosed => {
                    let waiting = self.pending.len() + self.held.len();
                    if waiting == 0 {
                        return 0;
                    }
                    // Answers on their way are still delivered (up to
                    // DRAIN_MAX); nothing new can arrive from the client.
                    log(&format!(
                        "the client closed its input with {waiting} request(s) unanswered; waiting up to {}s for their answers",
                        DRAIN_MAX.as_secs()
                    ));
                    self.draining_since = Some(Instant::now());
                }
                Event::ServerClosed => {
                    log("the server exited; failing every pending request");
                    self.server_gone();
                    self.refuse_late_requests(events);
                    return 1;
                }
            }
            self.tick();
        }
    }

    /// The child's state and forwarded requests' time limits.
    fn slow_tick(&mut self) {
        if self.last_slow_tick.elapsed() < SLOW_TICK {
            return;
        }
        self.last_slow_tick = Instant::now();
        if self.child_exited.is_none() {
            if let Ok(Some(status)) = self.child.try_wait() {
                log(&format!("the server process exited ({status})"));
                self.child_exited = Some(Instant::now());
            }
        }
        let Some(limit) = self.config.call_timeout else {
            return;
        };
        let late: Vec<String> = self
            .pending
            .iter()
            .filter(|(_, p)| p.sent.elapsed() > limit)
            .map(|(k, _)| k.clone())
            .collect();
        for key in late {
            let Some(p) = self.pending.remove(&key) else {
                continue;
            };
            log(&format!(
                "the server did not answer a {} within {}s; answered with an error and cancelled",
                escape_identity(&p.method),
                limit.as_secs()
            ));
            let id: Value = serde_json::from_str(p.id.get()).unwrap_or(Value::Null);
            let cancel = json!({"jsonrpc": "2.0", "method": "notifications/cancelled",
                "params": {"requestId": id, "reason": "mcpsift: time limit"}});
            self.send_server(cancel.to_string().as_bytes());
            self.error_to_client(
                &p.id,
                ERR_TIMEOUT,
                &format!(
                    "mcpsift: the server did not answer within {}s",
                    limit.as_secs()
                ),
            );
        }
    }

    /// Timeouts and the TTL.
    fn tick(&mut self) {
        self.slow_tick();
        let late: Vec<Coll> = self
            .fetches
            .iter()
            .filter(|(_, f)| f.started.elapsed() > self.config.request_timeout)
            .map(|(c, _)| *c)
            .collect();
        for coll in late {
            log(&format!(
                "the server did not answer the gateway's {} in time; failing closed",
                coll.method()
            ));
            self.fetches.remove(&coll);
            self.own.retain(|_, c| *c != coll);
            self.fail_held(
                coll,
                &format!("the server did not answer {} in time", coll.method()),
            );
        }
        if let (Some(ttl), Some(last)) = (self.config.list_ttl, self.last_fetch) {
            if last.elapsed() >= ttl && !self.fetches.contains_key(&Coll::Tools) {
                self.start_fetch(Coll::Tools);
            }
        }
    }

    fn send_client(&mut self, message: &Value) {
        let ok = writeln!(self.client, "{message}").and_then(|()| self.client.flush());
        if ok.is_err() {
            log("cannot write to the client");
        }
    }

    fn send_client_raw(&mut self, bytes: &[u8]) {
        let ok = self
            .client
            .write_all(bytes)
            .and_then(|()| self.client.write_all(b"\n"))
            .and_then(|()| self.client.flush());
        if ok.is_err() {
            log("cannot write to the client");
        }
    }

    fn send_server(&mut self, bytes: &[u8]) {
        let ok = self
            .server
            .write_all(bytes)
            .and_then(|()| self.server.write_all(b"\n"))
            .and_then(|()| self.server.flush());
        if ok.is_err() {
            log("cannot write to the server");
        }
    }

    fn error_to_client(&mut self, id: &RawValue, code: i64, message: &str) {
        let id: Value = serde_json::from_str(id.get()).unwrap_or(Value::Null);
        self.answer_client(
            json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}}),
        );
    }

    /// Sends the answer to a client request — into its batch when it was
    /// part of one (the batch goes out when its last answer is in).
    fn answer_client(&mut self, answer: Value) {
        let key = answer.get("id").map(Value::to_string).unwrap_or_default();
        let Some(number) = self.batch_of.remove(&key) else {
            self.send_client(&answer);
            return;
        };
        let Some(batch) = self.batches.get_mut(&number) else {
            self.send_client(&answer);
            return;
        };
        batch.answers.push(answer);
        batch.waiting = batch.waiting.saturating_sub(1);
        if batch.waiting == 0 {
            let batch = self.batches.remove(&number).expect("present");
            self.send_client(&Value::Array(batch.answers));
        }
    }

    /// Relays the server's answer to a client request as it came, unless
    /// it belongs to a batch.
    fn relay_answer(&mut self, id: &RawValue, line: &[u8]) {
        if self.batch_of.contains_key(&id_key(id)) {
            match serde_json::from_slice::<Value>(line) {
                Ok(mut answer) => {
                    // The id as the client sent it.
                    answer["id"] = serde_json::from_str(id.get()).unwrap_or(Value::Null);
                    self.answer_client(answer);
                }
                Err(_) => self.error_to_client(
                    id,
                    ERR_INVALID_REQUEST,
                    "mcpsift: the server's answer was not JSON",
                ),
            }
            return;
        }
        self.send_client_raw(line);
    }

    // ----- client → server ------------------------------------------------

    fn on_client_message(&mut self, line: Vec<u8>) {
        if is_batch(&line) {
            self.on_client_batch(&line);
            return;
        }
        let Some(envelope) = parse_envelope(&line) else {
            log("answered a malformed message from the client with a parse error");
            self.send_client(&json!({"jsonrpc": "2.0", "id": null,
                "error": {"code": -32700, "message": "parse error: not a JSON-RPC message"}}));
            return;
        };
        let Some(method) = envelope.method.as_deref() else {
            // The client's answer to a server request.
            self.send_server(&line);
            return;
        };
        let id = match envelope.id.as_ref() {
            // MCP request ids are strings or integers, never null; a null
            // id must not slip past the gate as if it were a notification.
            Some(id) if id.get() == "null" => {
                log(&format!(
                    "refused a {} request with a null id",
                    escape_identity(method)
                ));
                self.error_to_client(id, -32600, "mcpsift: a request id must not be null");
                return;
            }
            other => other.cloned(),
        };
        if let Some(id) = &id {
            let key = id_key(id);
            if self.pending.contains_key(&key) || self.own.contains_key(&key) {
                log("refused a client request whose id is already in flight");
                self.error_to_client(
                    id,
                    -32600,
                    "mcpsift: a request with this id is already in flight",
                );
                return;
            }
        }
        let gated = matches!(method, "tools/call" | "prompts/get" | "resources/read");
        if id.is_none() && !gated {
            self.send_server(&line);
            return;
        }
        // Nothing is answered before the list it depends on was judged.
        let needs = match method {
            "tools/list" | "tools/call" if self.gate.is_none() => Some(Coll::Tools),
            "prompts/get" if !self.fetched.contains(&Coll::Prompts) => Some(Coll::Prompts),
            "resources/read" if !self.fetched.contains(&Coll::Resources) => Some(Coll::Resources),
            "resources/read" if !self.fetched.contains(&Coll::Templates) => Some(Coll::Templates),
            _ => None,
        };
        if let Some(coll) = needs {
            self.held.push_back((coll, line));
            if !self.fetches.contains_key(&coll) {
                self.start_fetch(coll);
            }
            return;
        }
        let Some(id) = id else {
            // A gated method sent as a notification gets the same checks;
            // refused, it is dropped (there is no id to answer).
            match self.check_gated(method, envelope.params.as_deref()) {
                Ok(_) => self.send_server(&line),
                Err(refusal) => {
                    self.refused(method, &refusal);
                    log(&format!(
                        "dropped a {method} notification (no id to answer)"
                    ));
                }
            }
            return;
        };
        match method {
            "tools/list" => self.answer_tools_list(&id),
            "tools/call" | "prompts/get" | "resources/read" => {
                match self.check_gated(method, envelope.params.as_deref()) {
                    Ok(tool) => {
                        self.pending.insert(
                            id_key(&id),
                            Pending {
                                method: method.to_owned(),
                                id,
                                tool,
                                sent: Instant::now(),
                            },
                        );
                        self.send_server(&line);
                    }
                    Err(refusal) => {
                        self.refused(method, &refusal);
                        self.error_to_client(&id, ERR_REFUSED, &refusal.message);
                    }
                }
            }
            _ => self.forward_request(method, id, &line),
        }
    }

    /// A client line over the message limit never reaches the server; it
    /// is answered with the request's id when the line's head shows it (a
    /// client waiting on that id must not wait forever), else with null.
    fn on_oversized_client_line(&mut self, head: &[u8]) {
        let id = id_from_head(head);
        log(&format!(
            "refused a client message over {MAX_MESSAGE_BYTES} bytes{}",
            if id.is_some() {
                ""
            } else {
                " (its id could not be read)"
            }
        ));
        let message = format!("mcpsift: the message is larger than {MAX_MESSAGE_BYTES} bytes");
        match id {
            Some(id) => self.error_to_client(&id, ERR_INVALID_REQUEST, &message),
            None => self.send_client(&json!({"jsonrpc": "2.0", "id": null,
                "error": {"code": ERR_INVALID_REQUEST, "message": message}})),
        }
    }

    /// Logs, audits and counts a refused `tools/call`, `prompts/get` or
    /// `resources/read`.
    fn refused(&mut self, method: &str, refusal: &Refusal) {
        self.metrics.calls_blocked.fetch_add(1, Ordering::Relaxed);
        log(&format!(
            "refused {method} for {} {}: {}",
            refusal.kind,
            escape_identity(&refusal.key),
            refusal.why
        ));
        let sha = self.pinned_sha(refusal.kind, &refusal.key);
        self.audit.event(
            "call_refused",
            refusal.kind,
            &refusal.key,
            &[],
            sha.as_deref(),
        );
    }

    /// The authorization of a gated request: `Ok(tool name)` (for
    /// `tools/call`) when it may reach the server.
    fn check_gated(
        &self,
        method: &str,
        params: Option<&RawValue>,
    ) -> Result<Option<String>, Refusal> {
        let params: Value = params
            .and_then(|p| serde_json::from_str(p.get()).ok())
            .unwrap_or(Value::Null);
        if method == "tools/call" {
            let name = params
                .get("name")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_owned();
            let arguments = params
                .get("arguments")
                .cloned()
                .unwrap_or_else(|| json!({}));
            return match self.authorize(&name, &arguments) {
                Ok(()) => Ok(Some(name)),
                Err(why) => Err(Refusal {
                    kind: GateKind::Tool,
                    message: format!("mcpsift: call refused: {why}"),
                    key: name,
                    why,
                }),
            };
        }
        let (kind, key) = if method == "prompts/get" {
            (GateKind::Prompt, params.get("name"))
        } else {
            (GateKind::Resource, params.get("uri"))
        };
        let key = key.and_then(Value::as_str).unwrap_or("").to_owned();
        // A prompt must be one the server listed and the scan passed; a
        // resource may also come from a template (its contents are data,
        // like a tool result).
        let unlisted = kind == GateKind::Prompt && !self.vetted.contains(&(kind, key.clone()));
        let from_withheld_template = kind == GateKind::Resource
            && self.withheld.iter().any(|(k, template)| {
                *k == GateKind::ResourceTemplate && template_matches(template, &key)
            });
        if self.withheld.contains(&(kind, key.clone())) || unlisted || from_withheld_template {
            return Err(Refusal {
                kind,
                why: "withheld or not listed by the server".into(),
                message: format!(
                    "mcpsift: {method} refused: the {kind} is withheld or not listed by the server"
                ),
                key,
            });
        }
        Ok(None)
    }

    fn forward_request(&mut self, method: &str, id: Box<RawValue>, line: &[u8]) {
        self.pending.insert(
            id_key(&id),
            Pending {
                method: method.to_owned(),
                id,
                tool: None,
                sent: Instant::now(),
            },
        );
        self.send_server(line);
    }

    fn authorize(&self, name: &str, arguments: &Value) -> Result<(), String> {
        if self.withheld.contains(&(GateKind::Tool, name.to_owned())) {
            return Err("the tool is withheld".into());
        }
        let gate = self.gate.as_ref().ok_or("no admitted tool list")?;
        gate.authorize_call(name, arguments)
            .map_err(|e| e.to_string())
    }

    /// The hash of a pinned item's definition, for audit lines.
    fn pinned_sha(&self, kind: GateKind, key: &str) -> Option<String> {
        if kind != GateKind::Tool {
            return self.item_shas.get(&(kind, key.to_owned())).cloned();
        }
        let gate = self.gate.as_ref()?;
        gate.pin().manifest.get(kind, key).map(|item| item.sha256())
    }

    /// Answers `tools/list` from the pinned snapshot, withheld tools left out.
    fn answer_tools_list(&mut self, id: &RawValue) {
        let tools: Vec<Value> = self
            .gate
            .as_ref()
            .map(|g| {
                g.pin()
                    .manifest
                    .of_kind(GateKind::Tool)
                    .filter(|t| !self.withheld.contains(&(GateKind::Tool, t.key.clone())))
                    .map(|t| t.value.clone())
                    .collect()
            })
            .unwrap_or_default();
        let id: Value = serde_json::from_str(id.get()).unwrap_or(Value::Null);
        self.answer_client(json!({"jsonrpc": "2.0", "id": id, "result": {"tools": tools}}));
    }

    /// Answers every request held for `coll` with an error.
    fn fail_held(&mut self, coll: Coll, why: &str) {
        let (failed, kept): (Vec<_>, Vec<_>) = self.held.drain(..).partition(|(c, _)| *c == coll);
        self.held = kept.into();
        for (_, line) in failed {
            if let Some(envelope) = parse_envelope(&line) {
                if let Some(id) = envelope.id {
                    self.error_to_client(&id, ERR_UNAVAILABLE, &format!("mcpsift: {why}"));
                }
            }
        }
    }

    /// Replays the requests held for `coll` now that it was judged.
    fn release_held(&mut self, coll: Coll) {
        let (ready, kept): (Vec<_>, Vec<_>) = self.held.drain(..).partition(|(c, _)| *c == coll);
        self.held = kept.into();
        for (_, line) in ready {
            self.on_client_message(line);
        }
    }

    // ----- the proxy's own list fetches --------------------------------------

    fn start_fetch(&mut self, coll: Coll) {
        self.fetches.insert(
            coll,
            Fetch {
                items: Vec::new(),
                started: Instant::now(),
            },
        );
        self.request_page(coll, None);
    }

    fn request_page(&mut self, coll: Coll, cursor: Option<&str>) {
        self.own_id += 1;
        let id = format!("{}-{}", self.own_prefix, self.own_id);
        let params = match cursor {
            Some(c) => json!({"cursor": c}),
            None => json!({}),
        };
        self.own.insert(Value::String(id.clone()).to_string(), coll);
        let message =
            json!({"jsonrpc": "2.0", "id": id, "method": coll.method(), "params": params});
        self.send_server(message.to_string().as_bytes());
    }

    fn own_page(&mut self, coll: Coll, envelope: &Envelope) {
        if envelope.result.is_none() && coll == Coll::Templates {
            // A server without templates: none can be withheld, and a
            // client cannot be shown one either.
            self.fetches.remove(&coll);
            self.judge_list(coll, Vec::new());
            return;
        }
        let Some(result) = &envelope.result else {
            log(&format!(
                "the server refused the gateway's {}; failing closed",
                coll.method()
            ));
            self.fetches.remove(&coll);
            self.fail_held(coll, &format!("the server refused {}", coll.method()));
            return;
        };
        let page: Value = serde_json::from_str(result.get()).unwrap_or(Value::Null);
        let items = page
            .get(coll.member())
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let Some(fetch) = self.fetches.get_mut(&coll) else {
            return;
        };
        fetch.items.extend(items);
        if fetch.items.len() > MAX_LISTED {
            log(&format!(
                "the server listed more than {MAX_LISTED} {}; failing closed",
                coll.member()
            ));
            self.fetches.remove(&coll);
            self.fail_held(coll, "the list is too long");
            return;
        }
        match page
            .get("nextCursor")
            .and_then(Value::as_str)
            .filter(|c| !c.is_empty())
        {
            Some(cursor) => {
                let cursor = cursor.to_owned();
                self.request_page(coll, Some(&cursor));
            }
            None => {
                let fetch = self.fetches.remove(&coll).expect("checked above");
                match coll {
                    Coll::Tools => self.judge_fetch(fetch.items),
                    _ => self.judge_list(coll, fetch.items),
                }
            }
        }
    }

    /// Scans a complete prompt or resource list: what passes is vetted,
    /// what reaches the threshold withheld.
    fn judge_list(&mut self, coll: Coll, items: Vec<Value>) {
        let kind = coll.kind();
        self.vetted.retain(|(k, _)| *k != kind);
        self.withheld.retain(|(k, _)| *k != kind);
        for item in items {
            let name = item
                .get(coll.key_field())
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_owned();
            if self.screen(coll.member(), kind, &name, item) {
                self.vetted.insert((kind, name));
            }
        }
        self.fetched.insert(coll);
        self.release_held(coll);
    }

    /// Scans one listed item; true when it may be shown.
    /// Each definition is scanned, logged, audited and counted once (the
    /// client may list the same prompts on every turn).
    fn screen(&mut self, member: &str, kind: GateKind, name: &str, item: Value) -> bool {
        let sha = canonical_sha256(&pin_form(&item));
        let cache_key = format!("{kind}:{sha}");
        if !self.item_scans.contains_key(&cache_key) {
            if self.item_scans.len() >= MAX_LISTED {
                self.item_scans.clear();
            }
            let doc = json!({ member: [item] }).to_string();
            let verdict = self.scan_doc(&doc);
            self.item_scans.insert(cache_key.clone(), verdict);
        }
        let verdict = self.item_scans[&cache_key].clone();
        self.item_shas.insert((kind, name.to_owned()), sha.clone());
        if !verdict.withhold {
            return true;
        }
        self.withheld.insert((kind, name.to_owned()));
        if self.reported.insert((kind, name.to_owned(), sha.clone())) {
            log(&format!(
                "withheld {kind} {}: {}",
                escape_identity(name),
                if verdict.unscannable {
                    "it could not be scanned".to_owned()
                } else {
                    rule_list(&verdict.rules)
                }
            ));
            self.metrics.withheld.fetch_add(1, Ordering::Relaxed);
            self.audit
                .event("withheld", kind, name, &verdict.rules, Some(&sha));
        }
        false
    }

    /// Scans one document, counting the scan and its findings.
    fn scan_doc(&mut self, doc: &str) -> ItemVerdict {
        let verdict = self.judge_doc(doc);
        self.count_scan(&verdict);
        verdict
    }

    /// Scans one document; counts nothing.
    fn judge_doc(&mut self, doc: &str) -> ItemVerdict {
        match self
            .scanner
            .scan_manifest(doc.as_bytes(), &mut self.scratch)
        {
            Ok(report) => {
                let mut verdict = ItemVerdict::default();
                for item in &report.items {
                    verdict.absorb(item);
                }
                verdict
            }
            Err(_) => ItemVerdict::unscannable(),
        }
    }

    fn count_scan(&self, verdict: &ItemVerdict) {
        self.metrics.scans.fetch_add(1, Ordering::Relaxed);
        self.metrics
            .findings
            .fetch_add(verdict.rules.len() as u64, Ordering::Relaxed);
    }

    /// Scans a whole tool list as one document — some rules judge a tool
    /// against the others (a lookalike of another tool's name) — and
    /// returns each tool's verdict by definition hash. Scans and findings
    /// are counted for definitions not judged before.
    fn scan_tool_list(&mut self, tools: &[(String, Value)]) -> HashMap<String, ItemVerdict> {
        let mut verdicts: Vec<Option<ItemVerdict>> = vec![None; tools.len()];
        if !tools.is_empty() {
            let doc = json!({ "tools": tools.iter().map(|(_, v)| v).collect::<Vec<_>>() });
            if let Ok(report) = self
                .scanner
                .scan_manifest(doc.to_string().as_bytes(), &mut self.scratch)
            {
                for item in &report.items {
                    let Some(verdict) = item.index.and_then(|i| verdicts.get_mut(i)) else {
                        continue;
                    };
                    verdict
                        .get_or_insert_with(ItemVerdict::default)
                        .absorb(item);
                }
            }
        }
        let mut out = HashMap::new();
        for ((sha, value), verdict) in tools.iter().zip(verdicts) {
            let verdict = match verdict {
                Some(v) => v,
                // Not in the report (or the list could not be scanned):
                // scanned alone, and unscannable means withheld.
                None => self.judge_doc(&json!({ "tools": [value] }).to_string()),
            };
            if self.tools_counted.insert(sha.clone()) {
                self.count_scan(&verdict);
            }
            out.insert(sha.clone(), verdict);
        }
        out
    }

    /// Scans and gates a complete tool list.
    fn judge_fetch(&mut self, tools: Vec<Value>) {
        self.last_fetch = Some(Instant::now());
        // Only the tool list is judged here: prompts, resources and
        // instructions of the pin are carried over unchanged.
        let base = self
            .gate
            .as_ref()
            .map(|g| g.pin().manifest.clone())
            .or_else(|| self.lock_pin.as_ref().map(|p| p.manifest.clone()));
        let manifest =
            match Manifest::from_value(&json!({ "tools": tools })).map(|fetched| match base {
                Some(mut m) => {
                    m.items.retain(|i| i.kind != GateKind::Tool);
                    m.items.extend(fetched.items);
                    m
                }
                None => fetched,
            }) {
                Ok(m) => m,
                Err(e) => {
                    log(&format!(
                        "the tool list cannot be pinned ({e}); failing closed"
                    ));
                    self.fail_held(Coll::Tools, "the server's tool list is ambiguous");
                    return;
                }
            };
        let first = self.gate.is_none();
        let incoming_sha = manifest.sha256();
        if !first && self.last_judged.as_deref() == Some(incoming_sha.as_str()) {
            // Judged already; the decision stands (and was announced).
            self.notify_after_fetch = false;
            return;
        }
        self.last_judged = Some(incoming_sha);
        // The incoming list is scanned as a whole before the gate decides
        // (the gate itself asks the scanner about changed text).
        let incoming: Vec<(String, Value)> = manifest
            .of_kind(GateKind::Tool)
            .map(|t| (t.sha256(), t.value.clone()))
            .collect();
        let incoming_verdicts = self.scan_tool_list(&incoming);
        let provenance = Provenance {
            key: self.config.server.clone(),
            signature: None,
        };
        let mut admitted_change = false;
        match (self.gate.as_mut(), self.lock_pin.take()) {
            (None, None) => {
                // Trust on first use: pinned after scanning.
                let sha = manifest.sha256();
                self.gate = Some(Gate::new(
                    ServerPin::new(self.config.server.clone(), manifest),
                    self.config.policy,
                ));
                log(&format!(
                    "pinned {} tool(s) as manifest {}",
                    tools_count(&self.gate),
                    &sha[..16]
                ));
            }
            (None, Some(pin)) => {
                let mut gate = Gate::new(pin, self.config.policy);
                let a = gate.admit(manifest, &provenance, &mut self.findings, &mut self.audit);
                self.report_assessment(&a.decision, &a.changes, "lockfile pin");
                self.gate = Some(gate);
            }
            (Some(gate), _) => {
                let before = gate.pin().manifest.sha256();
                let a = gate.admit(manifest, &provenance, &mut self.findings, &mut self.audit);
                admitted_change = a.decision == Decision::Admit && before != a.incoming_sha256;
                let (decision, changes) = (a.decision, a.changes);
                self.report_assessment(&decision, &changes, "refresh");
            }
        }
        let incoming_shas: Vec<String> = incoming.into_iter().map(|(sha, _)| sha).collect();
        self.withhold_pinned_tools(&incoming_shas, incoming_verdicts);
        self.fetched.insert(Coll::Tools);
        if first {
            self.release_held(Coll::Tools);
        }
        if self.notify_after_fetch {
            self.notify_after_fetch = false;
            if admitted_change {
                self.send_client(
                    &json!({"jsonrpc": "2.0", "method": "notifications/tools/list_changed"}),
                );
            }
        } else if admitted_change {
            // A TTL re-fetch found an admitted change: tell the client.
            self.send_client(
                &json!({"jsonrpc": "2.0", "method": "notifications/tools/list_changed"}),
            );
        }
    }

    /// Recomputes the withheld tools from what is pinned **after** the
    /// gate decided — never from the incoming list: a rejected refresh
    /// that drops a withheld tool must not bring the pinned one back.
    /// Each withheld definition is logged, audited and counted once.
    fn withhold_pinned_tools(
        &mut self,
        incoming: &[String],
        incoming_verdicts: HashMap<String, ItemVerdict>,
    ) {
        let pinned: Vec<(String, String, Value)> = match &self.gate {
            Some(gate) => gate
                .pin()
                .manifest
                .of_kind(GateKind::Tool)
                .map(|t| (t.sha256(), t.key.clone(), t.value.clone()))
                .collect(),
            None => Vec::new(),
        };
        // A verdict can depend on the other tools of the list, so the
        // pinned list is judged as a list: the incoming scan when the pin
        // is that list, the pinned list itself otherwise (a rejected
        // refresh, a lockfile pin).
        let same_list = pinned.len() == incoming.len()
            && pinned
                .iter()
                .zip(incoming)
                .all(|((sha, _, _), incoming)| sha == incoming);
        let verdicts = if same_list {
            incoming_verdicts
        } else {
            let list: Vec<(String, Value)> = pinned
                .iter()
                .map(|(sha, _, value)| (sha.clone(), value.clone()))
                .collect();
            self.scan_tool_list(&list)
        };
        let mut withheld = HashSet::new();
        for (sha, key, _) in &pinned {
            let verdict = verdicts
                .get(sha)
                .cloned()
                .unwrap_or_else(ItemVerdict::unscannable);
            let first_sight = self
                .reported
                .insert((GateKind::Tool, key.clone(), sha.clone()));
            if verdict.withhold {
                withheld.insert((GateKind::Tool, key.clone()));
                if first_sight {
                    self.metrics.withheld.fetch_add(1, Ordering::Relaxed);
                    self.audit
                        .event("withheld", GateKind::Tool, key, &verdict.rules, Some(sha));
                    if verdict.unscannable {
                        log(&format!(
                            "tool {} could not be scanned; withheld",
                            escape_identity(key)
                        ));
                    } else {
                        log(&format!(
                            "withheld tool {}: {}",
                            escape_identity(key),
                            rule_list(&verdict.rules)
                        ));
                    }
                }
            } else if first_sight && !verdict.rules.is_empty() {
                log(&format!(
                    "flagged tool {} ({} finding(s))",
                    escape_identity(key),
                    verdict.rules.len()
                ));
            }
        }
        self.withheld.retain(|(kind, _)| *kind != GateKind::Tool);
        self.withheld.extend(withheld);
        // Forget what is neither pinned nor just fetched (a server that
        // keeps changing its list cannot grow these without bound).
        let keep: HashSet<&String> = pinned
            .iter()
            .map(|(sha, _, _)| sha)
            .chain(incoming)
            .collect();
        self.tools_counted.retain(|sha| keep.contains(sha));
        self.reported
            .retain(|(kind, _, sha)| *kind != GateKind::Tool || keep.contains(sha));
    }

    fn report_assessment(
        &mut self,
        decision: &Decision,
        changes: &[mcpsift::manifest::Change],
        what: &str,
    ) {
        let kinds: Vec<String> = changes
            .iter()
            .map(|c| {
                format!(
                    "{}:{}{}",
                    c.kind,
                    escape_identity(&c.name),
                    escape_identity(&c.pointer)
                )
            })
            .collect();
        match decision {
            Decision::Admit if !changes.is_empty() => {
                log(&format!("admitted {what}: {}", kinds.join(", ")));
            }
            Decision::Admit => {}
            Decision::Reject => {
                self.metrics
                    .changes_rejected
                    .fetch_add(1, Ordering::Relaxed);
                log(&format!(
                    "rejected {what}, serving the pinned snapshot: {}",
                    kinds.join(", ")
                ));
                if changes
                    .iter()
                    .any(|c| c.kind == ChangeKind::ProvenanceMismatch)
                {
                    log(
                        "provenance mismatch: check --origin/--channel/--principal against the lockfile",
                    );
                }
            }
        }
    }

    // ----- server → client ------------------------------------------------

    fn on_server_message(&mut self, line: &[u8]) {
        if is_batch(line) {
            self.on_server_batch(line);
            return;
        }
        let Some(envelope) = parse_envelope(line) else {
            log("dropped a malformed line from the server");
            return;
        };
        match (&envelope.method, &envelope.id) {
            (Some(method), None) => {
                if method == "notifications/tools/list_changed" {
                    // Judged first; forwarded only if admitted.
                    self.notify_after_fetch = true;
                    if !self.fetches.contains_key(&Coll::Tools) {
                        self.start_fetch(Coll::Tools);
                    }
                } else {
                    // The next get or read re-vets against the new list.
                    match method.as_str() {
                        "notifications/prompts/list_changed" => {
                            self.fetched.remove(&Coll::Prompts);
                        }
                        "notifications/resources/list_changed" => {
                            self.fetched.remove(&Coll::Resources);
                            self.fetched.remove(&Coll::Templates);
                        }
                        _ => {}
                    }
                    // Log data, progress messages and anything else with
                    // text is scanned; what would be withheld is dropped.
                    let method = method.clone();
                    if self.screen_server_message(&method, None, envelope.params.as_deref()) {
                        self.send_client_raw(line);
                    }
                }
            }
            // A request from the server (sampling, roots, elicitation): its
            // text goes to the client's model or user, so it is scanned;
            // what would be withheld is answered with an error.
            (Some(method), Some(id)) => {
                let (method, id) = (method.clone(), id.clone());
                if self.screen_server_message(&method, Some(&id), envelope.params.as_deref()) {
                    self.send_client_raw(line);
                }
            }
            (None, Some(id)) => {
                let key = id_key(id);
                if let Some(coll) = self.own.remove(&key) {
                    self.own_page(coll, &envelope);
                    return;
                }
                let Some(Pending {
                    method, id, tool, ..
                }) = self.pending.remove(&key)
                else {
                    log("dropped an answer to a request nobody made");
                    return;
                };
                self.client_answer(&method, &id, tool.as_deref(), &envelope, line);
            }
            (None, None) => log("dropped a message with neither method nor id from the server"),
        }
    }

    fn client_answer(
        &mut self,
        method: &str,
        id: &RawValue,
        tool: Option<&str>,
        envelope: &Envelope,
        line: &[u8],
    ) {
        let Some(result) = &envelope.result else {
            self.relay_answer(id, line);
            return;
        };
        match method {
            "initialize" | "server/discover" => {
                let mut value: Value = serde_json::from_str(result.get()).unwrap_or(Value::Null);
                if method == "initialize" {
                    self.revision = value
                        .get("protocolVersion")
                        .and_then(Value::as_str)
                        .map(str::to_owned);
                }
                if let Some(instructions) = value.get("instructions").cloned() {
                    let sha = canonical_sha256(&instructions);
                    // Instructions that are not a string cannot be scanned
                    // as what a model reads: withheld.
                    let verdict = match instructions.as_str() {
                        Some(text) => self.scan_doc(&json!({ "instructions": text }).to_string()),
                        None => ItemVerdict::unscannable(),
                    };
                    if verdict.withhold {
                        let kind = GateKind::Instructions;
                        if self.reported.insert((kind, String::new(), sha.clone())) {
                            log(&format!(
                                "withheld the server's instructions: {}",
                                if verdict.unscannable {
                                    "not a string".to_owned()
                                } else {
                                    rule_list(&verdict.rules)
                                }
                            ));
                            self.audit
                                .event("withheld", kind, "", &verdict.rules, Some(&sha));
                            self.metrics.withheld.fetch_add(1, Ordering::Relaxed);
                        }
                        if let Some(map) = value.as_object_mut() {
                            map.remove("instructions");
                        }
                    }
                }
                if let Some(info) = value.get_mut("serverInfo") {
                    self.screen_server_info(info);
                }
                if let Some(info) = value
                    .get_mut("_meta")
                    .and_then(|m| m.get_mut("io.modelcontextprotocol/serverInfo"))
                {
                    self.screen_server_info(info);
                }
                self.send_result(id, value);
            }
            "prompts/list" | "resources/list" | "resources/templates/list" => {
                let (member, kind, key) = match method {
                    "prompts/list" => ("prompts", GateKind::Prompt, "name"),
                    "resources/list" => ("resources", GateKind::Resource, "uri"),
                    _ => (
                        "resourceTemplates",
                        GateKind::ResourceTemplate,
                        "uriTemplate",
                    ),
                };
                let mut value: Value = serde_json::from_str(result.get()).unwrap_or(Value::Null);
                if let Some(items) = value.get_mut(member).and_then(Value::as_array_mut) {
                    let mut kept = Vec::new();
                    for item in items.drain(..) {
                        let name = item
                            .get(key)
                            .and_then(Value::as_str)
                            .unwrap_or("")
                            .to_owned();
                        if self.screen(member, kind, &name, item.clone()) {
                            self.vetted.insert((kind, name));
                            kept.push(item);
                        }
                    }
                    *items = kept;
                }
                self.send_result(id, value);
            }
            "tools/call" if self.config.scan_results != ResultScan::Off => {
                let report = self
                    .scanner
                    .scan_manifest(result.get().as_bytes(), &mut self.scratch);
                let withhold = match &report {
                    Ok(r) => {
                        let findings: usize = r.items.iter().map(|i| i.findings.len()).sum();
                        if findings > 0 {
                            self.metrics.results_flagged.fetch_add(1, Ordering::Relaxed);
                            let rules: Vec<String> = r
                                .items
                                .iter()
                                .flat_map(|i| i.findings.iter().map(|f| f.code.to_string()))
                                .collect();
                            log(&format!(
                                "result of tool {} has findings: {}",
                                escape_identity(tool.unwrap_or("")),
                                rules.join(", ")
                            ));
                        }
                        r.verdict() == Verdict::Withhold
                    }
                    Err(_) => true,
                };
                if let Ok(r) = &report {
                    let rules: Vec<(String, String)> = r
                        .items
                        .iter()
                        .flat_map(|i| {
                            i.findings
                                .iter()
                                .map(|f| (f.code.to_string(), f.pointer.clone()))
                        })
                        .collect();
                    if !rules.is_empty() {
                        let event = if withhold && self.config.scan_results == ResultScan::Block {
                            "result_blocked"
                        } else {
                            "result_flagged"
                        };
                        let sha = sha256_hex(result.get().as_bytes());
                        self.audit.event(
                            event,
                            GateKind::Tool,
                            tool.unwrap_or(""),
                            &rules,
                            Some(&sha),
                        );
                    }
                }
                if withhold && self.config.scan_results == ResultScan::Block {
                    self.error_to_client(id, ERR_RESULT_WITHHELD, "mcpsift: the tool result was withheld (it carries instructions aimed at the model)");
                } else {
                    self.relay_answer(id, line);
                }
            }
            _ => self.relay_answer(id, line),
        }
    }

    /// Scans the text of a server request or notification (all of its
    /// params' strings and keys but image and audio payloads); true when
    /// it may reach the client. Refused, a request is answered with an
    /// error to the server and a notification dropped, both logged,
    /// audited and counted.
    fn screen_server_message(
        &mut self,
        method: &str,
        id: Option<&RawValue>,
        params: Option<&RawValue>,
    ) -> bool {
        let Some(params) = params else {
            return true;
        };
        let verdict = match serde_json::from_str::<Value>(params.get()) {
            Ok(value) => {
                let mut text = String::new();
                collect_text(&value, &mut text);
                if text.is_empty() {
                    return true;
                }
                self.scan_doc(&json!({ "instructions": text }).to_string())
            }
            Err(_) => ItemVerdict::unscannable(),
        };
        if !verdict.withhold {
            return true;
        }
        let why = if verdict.unscannable {
            "it could not be scanned".to_owned()
        } else {
            rule_list(&verdict.rules)
        };
        let sha = sha256_hex(params.get().as_bytes());
        self.metrics
            .server_messages_refused
            .fetch_add(1, Ordering::Relaxed);
        match id {
            Some(id) => {
                log(&format!(
                    "refused the server's {} request: {why}",
                    escape_identity(method)
                ));
                self.audit.event_on(
                    "request_refused",
                    "message",
                    method,
                    &verdict.rules,
                    Some(&sha),
                );
                let id: Value = serde_json::from_str(id.get()).unwrap_or(Value::Null);
                let refusal = json!({"jsonrpc": "2.0", "id": id, "error": {"code": ERR_REFUSED,
                    "message": "mcpsift: request refused: it carries text aimed at the model"}});
                self.send_server(refusal.to_string().as_bytes());
            }
            None => {
                log(&format!(
                    "dropped the server's {} notification: {why}",
                    escape_identity(method)
                ));
                self.audit.event_on(
                    "notification_dropped",
                    "message",
                    method,
                    &verdict.rules,
                    Some(&sha),
                );
            }
        }
        false
    }

    /// Scans `serverInfo` (under `initialize`'s result or `server/discover`'s
    /// `_meta`) and removes each member that would be withheld, counting it.
    fn screen_server_info(&mut self, info: &mut Value) {
        let Some(members) = info.as_object() else {
            // Not an object: nothing a client should read.
            if !info.is_null() {
                log("removed a serverInfo that is not an object");
                self.metrics.withheld.fetch_add(1, Ordering::Relaxed);
                *info = json!({});
            }
            return;
        };
        if !self
            .judge_doc(&json!({ "serverInfo": info }).to_string())
            .withhold
        {
            return;
        }
        let names: Vec<String> = members.keys().cloned().collect();
        let mut kept = serde_json::Map::new();
        for name in names {
            let value = info[&name].clone();
            let mut one = serde_json::Map::new();
            one.insert(name.clone(), value.clone());
            let mut verdict = self.judge_doc(&json!({ "serverInfo": one }).to_string());
            if !verdict.withhold {
                // Judged beside the members kept so far (a rule may need
                // two of them).
                let mut with = kept.clone();
                with.insert(name.clone(), value.clone());
                verdict = self.judge_doc(&json!({ "serverInfo": with }).to_string());
            }
            if verdict.withhold {
                let sha = canonical_sha256(&value);
                log(&format!(
                    "removed serverInfo.{} from the server's answer: {}",
                    escape_identity(&name),
                    if verdict.unscannable {
                        "it could not be scanned".to_owned()
                    } else {
                        rule_list(&verdict.rules)
                    }
                ));
                self.count_scan(&verdict);
                self.metrics.withheld.fetch_add(1, Ordering::Relaxed);
                self.audit.event(
                    "withheld",
                    GateKind::Server,
                    &format!("serverInfo.{name}"),
                    &verdict.rules,
                    Some(&sha),
                );
            } else {
                kept.insert(name, value);
            }
        }
        *info = Value::Object(kept);
    }

    fn send_result(&mut self, id: &RawValue, result: Value) {
        let id: Value = serde_json::from_str(id.get()).unwrap_or(Value::Null);
        self.answer_client(json!({"jsonrpc": "2.0", "id": id, "result": result}));
    }

    /// Requests the client sent before it could know the server died may
    /// still be in the channel (the reader thread races the server's exit):
    /// answer each with the same error rather than closing on them silently.
    /// Stops when the client closes or goes quiet for a moment.
    fn refuse_late_requests(&mut self, events: &Receiver<Event>) {
        const QUIET: Duration = Duration::from_millis(300);
        const AT_MOST: Duration = Duration::from_secs(2);
        let started = Instant::now();
        while started.elapsed() < AT_MOST {
            match events.recv_timeout(QUIET) {
                Ok(Event::Client(line)) => {
                    for element in batch_elements(&line) {
                        let Some(envelope) = parse_envelope(element.as_bytes()) else {
                            continue;
                        };
                        if let (Some(_), Some(id)) =
                            (envelope.method.as_deref(), envelope.id.as_ref())
                        {
                            let id = id.clone();
                            self.error_to_client(
                                &id,
                                ERR_SERVER_GONE,
                                "mcpsift: the server exited",
                            );
                        }
                    }
                }
                Ok(Event::ClientClosed) | Err(_) => return,
                Ok(_) => {}
            }
        }
    }

    // ----- JSON-RPC batches --------------------------------------------------

    fn batches_allowed(&self) -> bool {
        self.revision.as_deref() == Some(BATCH_REVISION)
    }

    /// A client batch: on the revision that allows batches, every element
    /// gets exactly the checks a single message gets and the answers go
    /// back as one array; otherwise every request in it is answered with
    /// an error and nothing reaches the server.
    fn on_client_batch(&mut self, line: &[u8]) {
        let Ok(elements) = serde_json::from_slice::<Vec<Box<RawValue>>>(line) else {
            log("answered a malformed batch from the client with a parse error");
            self.send_client(&json!({"jsonrpc": "2.0", "id": null,
                "error": {"code": -32700, "message": "parse error: not a JSON-RPC message"}}));
            return;
        };
        let envelopes: Vec<Option<Envelope>> = elements
            .iter()
            .map(|e| parse_envelope(e.get().as_bytes()))
            .collect();
        // Requests of the batch, by id key.
        let mut ids: Vec<(String, Box<RawValue>)> = Vec::new();
        for envelope in envelopes.iter().flatten() {
            if let (Some(_), Some(id)) = (&envelope.method, &envelope.id) {
                ids.push((id_key(id), id.clone()));
            }
        }
        let why = if !self.batches_allowed() {
            Some(format!(
                "JSON-RPC batches are not allowed on protocol revision {} (only on {BATCH_REVISION})",
                self.revision.as_deref().unwrap_or("(not negotiated yet)")
            ))
        } else if elements.is_empty() {
            Some("an empty batch".to_owned())
        } else if envelopes.iter().any(|e| {
            e.as_ref()
                .is_some_and(|e| e.method.as_deref() == Some("initialize"))
        }) {
            Some("initialize must not be part of a batch".to_owned())
        } else {
            let mut seen = HashSet::new();
            ids.iter()
                .find(|(key, _)| {
                    !seen.insert(key.clone())
                        || key == "null"
                        || self.pending.contains_key(key)
                        || self.own.contains_key(key)
                        || self.batch_of.contains_key(key)
                        || self.held.iter().any(|(_, l)| {
                            parse_envelope(l)
                                .and_then(|e| e.id)
                                .is_some_and(|id| id_key(&id) == *key)
                        })
                })
                .map(|(key, _)| {
                    format!(
                        "request id {} is null, repeated or already in flight",
                        escape_identity(key)
                    )
                })
        };
        if let Some(why) = why {
            log(&format!(
                "refused a batch of {} message(s): {why}",
                elements.len()
            ));
            self.metrics.batches_refused.fetch_add(1, Ordering::Relaxed);
            let message = format!("mcpsift: batch refused: {why}");
            let mut answered = HashSet::new();
            for (key, id) in &ids {
                if key != "null" && answered.insert(key.clone()) {
                    let id: Value = serde_json::from_str(id.get()).unwrap_or(Value::Null);
                    self.send_client(&json!({"jsonrpc": "2.0", "id": id,
                        "error": {"code": ERR_INVALID_REQUEST, "message": message}}));
                }
            }
            if answered.is_empty() || answered.len() < ids.len() {
                self.send_client(&json!({"jsonrpc": "2.0", "id": null,
                    "error": {"code": ERR_INVALID_REQUEST, "message": message}}));
            }
            return;
        }
        let number = self.next_batch;
        self.next_batch += 1;
        if !ids.is_empty() {
            self.batches.insert(
                number,
                Batch {
                    waiting: ids.len(),
                    answers: Vec::new(),
                },
            );
            for (key, _) in &ids {
                self.batch_of.insert(key.clone(), number);
            }
        }
        for element in elements {
            let bytes = element.get().as_bytes().to_vec();
            if first_byte(&bytes) != Some(b'{') {
                // Not a message: JSON-RPC answers it with an error of its own.
                self.answer_invalid_element();
                continue;
            }
            self.on_client_message(bytes);
        }
    }

    /// An element of a client batch that is not an object.
    fn answer_invalid_element(&mut self) {
        log("answered a batch element that is not a JSON-RPC message");
        self.send_client(&json!({"jsonrpc": "2.0", "id": null,
            "error": {"code": ERR_INVALID_REQUEST, "message": "mcpsift: a batch element is not a JSON-RPC message"}}));
    }

    /// A server batch: on the revision that allows batches each element is
    /// handled as a single message would be; otherwise nothing in it
    /// reaches the client, the client requests it answers fail and the
    /// server's own requests in it get an error.
    fn on_server_batch(&mut self, line: &[u8]) {
        let Ok(elements) = serde_json::from_slice::<Vec<Box<RawValue>>>(line) else {
            log("dropped a malformed batch from the server");
            return;
        };
        if self.batches_allowed() {
            for element in elements {
                if first_byte(element.get().as_bytes()) == Some(b'{') {
                    self.on_server_message(element.get().as_bytes());
                } else {
                    log("dropped a server batch element that is not a JSON-RPC message");
                }
            }
            return;
        }
        self.metrics.batches_refused.fetch_add(1, Ordering::Relaxed);
        let revision = self
            .revision
            .clone()
            .unwrap_or_else(|| "(not negotiated yet)".into());
        log(&format!(
            "refused a batch of {} message(s) from the server: batches are not allowed on protocol revision {revision}",
            elements.len()
        ));
        let message = format!(
            "mcpsift: the server answered in a JSON-RPC batch, which protocol revision {revision} does not allow"
        );
        for element in elements {
            let Some(envelope) = parse_envelope(element.get().as_bytes()) else {
                continue;
            };
            let Some(id) = envelope.id.as_ref() else {
                continue;
            };
            let key = id_key(id);
            if envelope.method.is_some() {
                let id: Value = serde_json::from_str(id.get()).unwrap_or(Value::Null);
                let refusal = json!({"jsonrpc": "2.0", "id": id, "error": {"code": ERR_INVALID_REQUEST,
                    "message": "mcpsift: JSON-RPC batches are not allowed on this protocol revision"}});
                self.send_server(refusal.to_string().as_bytes());
            } else if let Some(coll) = self.own.remove(&key) {
                log(&format!(
                    "the gateway's {} failed; failing closed",
                    coll.method()
                ));
                self.fetches.remove(&coll);
                self.fail_held(
                    coll,
                    &format!("the server answered {} in a batch", coll.method()),
                );
            } else if let Some(p) = self.pending.remove(&key) {
                self.error_to_client(&p.id, ERR_INVALID_REQUEST, &message);
            }
        }
    }

    fn server_gone(&mut self) {
        let pending: Vec<Pending> = self.pending.drain().map(|(_, p)| p).collect();
        for p in pending {
            self.error_to_client(&p.id, ERR_SERVER_GONE, "mcpsift: the server exited");
        }
        for coll in [Coll::Tools, Coll::Prompts, Coll::Resources, Coll::Templates] {
            self.fail_held(coll, "the server exited");
        }
    }
}

/// The `id` of a JSON-RPC object from the first bytes of its text: the
/// top-level members are walked until `id` (a string or a number) is
/// found; `None` when it is not among the members the head holds whole, or
/// the text is not an object.
fn id_from_head(head: &[u8]) -> Option<Box<RawValue>> {
    let mut at = skip_ws(head, 0);
    if head.get(at) != Some(&b'{') {
        return None;
    }
    at += 1;
    loop {
        at = skip_ws(head, at);
        match head.get(at)? {
            b'}' => return None,
            b',' => {
                at += 1;
                continue;
            }
            b'"' => {}
            _ => return None,
        }
        let key_end = skip_string(head, at)?;
        let key: String = serde_json::from_slice(&head[at..key_end]).ok()?;
        at = skip_ws(head, key_end);
        if head.get(at) != Some(&b':') {
            return None;
        }
        at = skip_ws(head, at + 1);
        let value_end = skip_value(head, at)?;
        if key == "id" {
            let raw = std::str::from_utf8(&head[at..value_end]).ok()?;
            let value: Value = serde_json::from_str(raw).ok()?;
            return (value.is_string() || value.is_number())
                .then(|| RawValue::from_string(value.to_string()).ok())
                .flatten();
        }
        at = value_end;
    }
}

fn skip_ws(text: &[u8], mut at: usize) -> usize {
    while matches!(text.get(at), Some(b' ' | b'\t' | b'\n' | b'\r')) {
        at += 1;
    }
    at
}

/// The end (exclusive) of the string starting at `at`, if the text holds
/// all of it.
fn skip_string(text: &[u8], at: usize) -> Option<usize> {
    let mut i = at + 1;
    while i < text.len() {
        match text[i] {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// The end (exclusive) of the JSON value starting at `at`, if the text
/// holds all of it (strings and nesting respected, iteratively).
fn skip_value(text: &[u8], at: usize) -> Option<usize> {
    match text.get(at)? {
        b'"' => skip_string(text, at),
        b'{' | b'[' => {
            let mut depth = 0usize;
            let mut i = at;
            while i < text.len() {
                match text[i] {
                    b'"' => {
                        i = skip_string(text, i)?;
                        continue;
                    }
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth -= 1;
                        if depth == 0 {
                            return Some(i + 1);
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
            None
        }
        _ => {
            // A number, true, false or null: up to the next delimiter,
            // which the head must hold.
            let end = text[at..]
                .iter()
                .position(|b| matches!(b, b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r'))?;
            Some(at + end)
        }
    }
}

/// Most text gathered from one server message for a scan (64 MiB, the
/// message limit: a message cannot carry more).
const MAX_TEXT: usize = 64 << 20;

/// Appends every string and object key of `value` to `out`, one per line —
/// except the payload of images and audio (`data` beside a `type` of
/// `image` or `audio`) and `blob`s, which are not text.
fn collect_text(value: &Value, out: &mut String) {
    // Iterative: a deep message must not exhaust the stack.
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        if out.len() > MAX_TEXT {
            return;
        }
        match v {
            Value::String(text) => {
                out.push_str(text);
                out.push('\n');
            }
            Value::Array(items) => stack.extend(items.iter().rev()),
            Value::Object(map) => {
                let binary = matches!(
                    map.get("type").and_then(Value::as_str),
                    Some("image" | "audio")
                );
                for (key, member) in map.iter().rev() {
                    if key == "blob" || (binary && key == "data") {
                        continue;
                    }
                    out.push_str(key);
                    out.push('\n');
                    stack.push(member);
                }
            }
            _ => {}
        }
    }
}

/// The elements of a batch line, or the line itself.
fn batch_elements(line: &[u8]) -> Vec<String> {
    if is_batch(line) {
        serde_json::from_slice::<Vec<Box<RawValue>>>(line)
            .map(|v| v.into_iter().map(|e| e.get().to_owned()).collect())
            .unwrap_or_default()
    } else {
        vec![String::from_utf8_lossy(line).into_owned()]
    }
}

/// Whether `uri` could have been made from the RFC 6570 `template`. Every
/// `{expression}` matches any text, so the test errs toward a match: it
/// is used to refuse reads from withheld templates.
fn template_matches(template: &str, uri: &str) -> bool {
    // Literal pieces, split at expressions; an unclosed `{` is literal.
    let mut literals = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        literals.push(&rest[..open]);
        rest = &rest[open + close + 1..];
    }
    literals.push(rest);
    let (first, last) = (literals[0], literals[literals.len() - 1]);
    if literals.len() == 1 {
        return uri == first;
    }
    if !uri.starts_with(first) || uri.len() < first.len() + last.len() || !uri.ends_with(last) {
        return false;
    }
    // Middle pieces in order, each as early as possible (a glob match).
    let mut at = first.len();
    let end = uri.len() - last.len();
    for piece in &literals[1..literals.len() - 1] {
        match uri[at..end].find(piece) {
            Some(i) => at += i + piece.len(),
            None => return false,
        }
    }
    true
}

fn tools_count(gate: &Option<Gate>) -> usize {
    gate.as_ref()
        .map_or(0, |g| g.pin().manifest.of_kind(GateKind::Tool).count())
}

#[cfg(test)]
mod tests {
    use super::{id_from_head, template_matches};

    #[test]
    fn ids_are_read_from_the_head_of_a_line() {
        let id = |text: &str| id_from_head(text.as_bytes()).map(|r| r.get().to_owned());
        assert_eq!(
            id(r#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"#),
            Some("7".into())
        );
        assert_eq!(
            id(r#" { "id" : "a\"b" , "params": "#),
            Some(r#""a\"b""#.into())
        );
        assert_eq!(
            id(
                r#"{"jsonrpc":"2.0","method":"x","params":{"a":[1,{"id":2}],"b":"}"},"id":"late","x":"#
            ),
            Some(r#""late""#.into())
        );
        // The id comes after what the head holds, or is not an id at all.
        assert_eq!(id(r#"{"jsonrpc":"2.0","params":{"text":"aaaa"#), None);
        assert_eq!(id(r#"{"id":12"#), None);
        assert_eq!(id(r#"{"id":null,"x":1}"#), None);
        assert_eq!(id(r#"{"id":{"a":1},"x":1}"#), None);
        assert_eq!(id(r#"[{"id":1}]"#), None);
        assert_eq!(id(""), None);
    }

    #[test]
    fn uris_are_matched_against_templates() {
        assert!(template_matches("db://{table}", "db://users"));
        assert!(template_matches("db://{table}", "db://"));
        assert!(template_matches("test://city/{name}", "test://city/oslo"));
        assert!(template_matches("a/{x}/b/{y}.json", "a/1/b/2.json"));
        assert!(template_matches("a/{x}/b/{y}.json", "a/1/b/c/b/2.json"));
        assert!(template_matches("file:///{+path}", "file:///etc/passwd"));
        assert!(template_matches("exact://uri", "exact://uri"));
        assert!(!template_matches("exact://uri", "exact://uri2"));
        assert!(!template_matches("db://{table}", "test://readme"));
        assert!(!template_matches("a/{x}/b/{y}.json", "a/1/c/2.json"));
        assert!(!template_matches("a/{x}.json", "a/.jso"));
    }
}
