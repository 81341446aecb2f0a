//! The proxy's state and its event loop: what is pinned, withheld, pending
//! and held; timeouts; how answers reach the client (whole, or gathered into
//! the batch they belong to).

use std::collections::{HashMap, HashSet, VecDeque};
use std::io::Write;
use std::process::Child;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use mcpsift::manifest::{Gate, ItemKind as GateKind, ScannerFindings, ServerPin, escape_identity};
use mcpsift::{Scanner, Scratch, Verdict};
use serde_json::value::RawValue;
use serde_json::{Value, json};

use super::Event;
use super::{audit::*, config::*, envelope::*, fetch::*, metrics::*};
use crate::transport::EXIT_GRACE;

/// How often the slow checks run (the child's state, forwarded requests'
/// time limits): not on every message.
pub(super) const SLOW_TICK: Duration = Duration::from_millis(100);

/// How long answers still on their way may take once the client has closed
/// its input (`printf '…' | mcpsift proxy -- server` expects them).
pub(super) const DRAIN_MAX: Duration = Duration::from_secs(10);

/// Why a gated request may not reach the server.
pub(super) struct Refusal {
    pub(super) kind: GateKind,
    pub(super) key: String,
    /// For the log.
    pub(super) why: String,
    /// For the client's error.
    pub(super) message: String,
}

/// A client request forwarded to the server, waiting for its answer.
pub(super) struct Pending {
    pub(super) method: String,
    pub(super) id: Box<RawValue>,
    pub(super) tool: Option<String>,
    pub(super) sent: Instant,
}

/// What the scan said about one item definition.
#[derive(Clone, Debug, Default)]
pub(super) struct ItemVerdict {
    pub(super) withhold: bool,
    /// (rule code, pointer) of every finding.
    pub(super) rules: Vec<(String, String)>,
    /// The scanner could not read it (withheld: not scannable is not clean).
    pub(super) unscannable: bool,
}

impl ItemVerdict {
    /// Not scannable is not clean.
    pub(super) fn unscannable() -> ItemVerdict {
        ItemVerdict {
            withhold: true,
            rules: Vec::new(),
            unscannable: true,
        }
    }

    /// Adds what the scanner said of one item.
    pub(super) fn absorb(&mut self, item: &mcpsift::ItemReport) {
        self.withhold |= item.verdict == Verdict::Withhold;
        self.rules.extend(
            item.findings
                .iter()
                .map(|f| (f.code.to_string(), f.pointer.clone())),
        );
    }
}

pub(super) fn rule_list(rules: &[(String, String)]) -> String {
    rules
        .iter()
        .map(|(r, p)| format!("{r}@{}", escape_identity(p)))
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) struct Proxy<'a, W: Write> {
    pub(super) config: &'a ProxyConfig,
    /// The server process, watched itself: its stdout may stay open after
    /// it exits (a helper it started inherited the pipe).
    pub(super) child: Option<Child>,
    /// When the server process was seen to have exited.
    pub(super) child_exited: Option<Instant>,
    pub(super) last_slow_tick: Instant,
    /// When the client closed its input with requests unanswered.
    pub(super) draining_since: Option<Instant>,
    pub(super) scanner: &'a Scanner,
    pub(super) findings: ScannerFindings<'a>,
    pub(super) scratch: Scratch,
    pub(super) client: W,
    /// The server's stdin (a buffer in the in-process harness).
    pub(super) server: Box<dyn Write + Send>,
    pub(super) metrics: Arc<Metrics>,
    pub(super) audit: ProxyAudit,
    pub(super) gate: Option<Gate>,
    /// Pin from the lockfile, before the first fetch is judged.
    pub(super) lock_pin: Option<ServerPin>,
    /// Withheld by the scanner: (collection, key).
    pub(super) withheld: HashSet<(GateKind, String)>,
    /// Tool definitions (hashes) whose scan was counted already.
    pub(super) tools_counted: HashSet<String>,
    /// Scan verdicts of prompts, resources and templates, by kind and hash.
    pub(super) item_scans: HashMap<String, ItemVerdict>,
    /// Definition hashes of the prompts and resources last listed.
    pub(super) item_shas: HashMap<(GateKind, String), String>,
    /// The last tool list judged (hash of the manifest it made): the same
    /// list again — a TTL tick, a repeated list_changed — is not re-judged,
    /// re-logged or re-counted.
    pub(super) last_judged: Option<String>,
    /// Definitions already logged, audited and counted: (kind, key, hash).
    pub(super) reported: HashSet<(GateKind, String, String)>,
    /// Client requests forwarded, by id text.
    pub(super) pending: HashMap<String, Pending>,
    /// The proxy's own requests, by id text: a separate namespace, with
    /// ids no client can predict, and client ids that collide refused.
    pub(super) own: HashMap<String, Coll>,
    pub(super) own_prefix: String,
    pub(super) own_id: u64,
    pub(super) fetches: HashMap<Coll, Fetch>,
    /// Lists fetched and judged at least once since the last change.
    pub(super) fetched: HashSet<Coll>,
    /// Prompts and resources seen in a scanned list and not withheld.
    pub(super) vetted: HashSet<(GateKind, String)>,
    /// Client requests waiting for a fetch.
    pub(super) held: VecDeque<(Coll, Vec<u8>)>,
    /// A list_changed waiting for the fetch it started.
    pub(super) notify_after_fetch: bool,
    pub(super) last_fetch: Option<Instant>,
    /// The protocol revision the server answered `initialize` with.
    pub(super) revision: Option<String>,
    /// Client batches still collecting their answers, by number.
    pub(super) batches: HashMap<u64, Batch>,
    /// Which open batch a request id (key) belongs to.
    pub(super) batch_of: HashMap<String, u64>,
    pub(super) next_batch: u64,
}

/// A client batch whose answers go back together, as one array.
#[derive(Debug, Default)]
pub(super) struct Batch {
    /// Requests of the batch not answered yet.
    pub(super) waiting: usize,
    pub(super) answers: Vec<Value>,
}

pub(super) fn log(message: &str) {
    eprintln!("mcpsift proxy: {message}");
}

/// A prefix for the proxy's own request ids that a client cannot guess
/// (std's per-process random hash keys).
pub(super) fn unpredictable_prefix() -> String {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u32(std::process::id());
    format!("mcpsift-{:016x}", hasher.finish())
}

impl<'a, W: Write> Proxy<'a, W> {
    /// A proxy in its first state: nothing fetched, pinned or pending.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn new(
        config: &'a ProxyConfig,
        scanner: &'a Scanner,
        client: W,
        server: Box<dyn Write + Send>,
        child: Option<Child>,
        metrics: Arc<Metrics>,
        audit: ProxyAudit,
        lock_pin: Option<ServerPin>,
    ) -> Proxy<'a, W> {
        Proxy {
            config,
            child,
            child_exited: None,
            last_slow_tick: Instant::now(),
            draining_since: None,
            scanner,
            findings: ScannerFindings::new(scanner),
            scratch: scanner.scratch(),
            client,
            server,
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
        }
    }
}

impl<W: Write> Proxy<'_, W> {
    pub(super) fn event_loop(&mut self, events: &Receiver<Event>) -> i32 {
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
    pub(super) fn slow_tick(&mut self) {
        if self.last_slow_tick.elapsed() < SLOW_TICK {
            return;
        }
        self.last_slow_tick = Instant::now();
        if self.child_exited.is_none() {
            if let Some(Ok(Some(status))) = self.child.as_mut().map(Child::try_wait) {
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
    pub(super) fn tick(&mut self) {
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

    pub(super) fn send_client(&mut self, message: &Value) {
        let ok = writeln!(self.client, "{message}").and_then(|()| self.client.flush());
        if ok.is_err() {
            log("cannot write to the client");
        }
    }

    pub(super) fn send_client_raw(&mut self, bytes: &[u8]) {
        let ok = self
            .client
            .write_all(bytes)
            .and_then(|()| self.client.write_all(b"\n"))
            .and_then(|()| self.client.flush());
        if ok.is_err() {
            log("cannot write to the client");
        }
    }

    pub(super) fn send_server(&mut self, bytes: &[u8]) {
        let ok = self
            .server
            .write_all(bytes)
            .and_then(|()| self.server.write_all(b"\n"))
            .and_then(|()| self.server.flush());
        if ok.is_err() {
            log("cannot write to the server");
        }
    }

    pub(super) fn error_to_client(&mut self, id: &RawValue, code: i64, message: &str) {
        let id: Value = serde_json::from_str(id.get()).unwrap_or(Value::Null);
        self.answer_client(
            json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}}),
        );
    }

    /// Sends the answer to a client request — into its batch when it was
    /// part of one (the batch goes out when its last answer is in).
    pub(super) fn answer_client(&mut self, answer: Value) {
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
    pub(super) fn relay_answer(&mut self, id: &RawValue, line: &[u8]) {
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

    pub(super) fn send_result(&mut self, id: &RawValue, result: Value) {
        let id: Value = serde_json::from_str(id.get()).unwrap_or(Value::Null);
        self.answer_client(json!({"jsonrpc": "2.0", "id": id, "result": result}));
    }

    /// Requests the client sent before it could know the server died may
    /// still be in the channel (the reader thread races the server's exit):
    /// answer each with the same error rather than closing on them silently.
    /// Stops when the client closes or goes quiet for a moment.
    pub(super) fn refuse_late_requests(&mut self, events: &Receiver<Event>) {
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

    pub(super) fn server_gone(&mut self) {
        let pending: Vec<Pending> = self.pending.drain().map(|(_, p)| p).collect();
        for p in pending {
            self.error_to_client(&p.id, ERR_SERVER_GONE, "mcpsift: the server exited");
        }
        for coll in [Coll::Tools, Coll::Prompts, Coll::Resources, Coll::Templates] {
            self.fail_held(coll, "the server exited");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::harness::Harness;
    use serde_json::Value;

    fn json_lines(lines: Vec<Vec<u8>>) -> Vec<Value> {
        lines
            .iter()
            .map(|l| serde_json::from_slice(l).expect("JSON"))
            .collect()
    }

    #[test]
    fn answers_to_a_batch_go_back_together_when_the_last_is_in() {
        let mut h = Harness::new();
        h.proxy.revision = Some(super::BATCH_REVISION.into());
        h.client(br#"[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":"b","method":"ping"}]"#);
        let forwarded = json_lines(h.server_lines());
        assert_eq!(forwarded.len(), 2, "each element alone: {forwarded:?}");
        h.server(br#"{"jsonrpc":"2.0","id":"b","result":{}}"#);
        assert!(
            h.client_lines().is_empty(),
            "the batch waits for its last answer"
        );
        h.server(br#"{"jsonrpc":"2.0","id":1,"result":{}}"#);
        let out = json_lines(h.client_lines());
        assert_eq!(out.len(), 1);
        let ids: Vec<String> = out[0]
            .as_array()
            .expect("a batch")
            .iter()
            .map(|a| a["id"].to_string())
            .collect();
        assert_eq!(ids, ["\"b\"", "1"]);
    }

    #[test]
    fn a_dead_server_fails_every_pending_request_once() {
        let mut h = Harness::new();
        h.client(br#"{"jsonrpc":"2.0","id":9,"method":"ping"}"#);
        h.server_gone();
        h.server_gone();
        let out = json_lines(h.client_lines());
        assert_eq!(out.len(), 1);
        assert_eq!(out[0]["error"]["code"], -32002);
    }
}
