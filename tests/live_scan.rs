//! End-to-end tests of `mcpsift scan` against live MCP servers: the
//! offline test server (`mcpsift-testserver`) over stdio and streamable
//! HTTP (JSON and SSE answers), the 2026-07-28 handshake, pagination, a
//! noisy stdout, servers that fail, client configs, `--save-manifest` and
//! the scrubbed environment of server children.
//!
//! Both binaries live in other packages, so `CARGO_BIN_EXE_*` is not
//! available here: `common.rs` builds them once per test run (a no-op when
//! fresh) into the target directory of this test, or uses `MCPSIFT_BIN` /
//! `MCPSIFT_TESTSERVER_BIN`.
//!
//! Every wait is bounded: children are killed on drop, outputs are read by
//! threads, and a child that outlives its deadline fails the test with
//! what it printed so far.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io::{BufRead, BufReader, Read};
use std::net::TcpListener;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc::channel;
use std::thread;
use std::time::{Duration, Instant};

use mcpsift_tests::process_alive;
use serde_json::{Value, json};

#[path = "common.rs"]
mod common;
use common::*;

impl Sandbox {
    /// `mcpsift scan --format jsonl --timeout SECS --stdio -- COMMAND…`.
    fn scan_stdio(&self, timeout: &str, command: &[&str]) -> Run {
        let mut args = vec![
            "scan",
            "--format",
            "jsonl",
            "--timeout",
            timeout,
            "--stdio",
            "--",
        ];
        args.extend_from_slice(command);
        self.run(&args)
    }
}

// ---------------------------------------------------------------------------
// A test server on a loopback port
// ---------------------------------------------------------------------------

/// `mcpsift-testserver ARGS --http 0`: the server binds a free loopback
/// port itself and names it in its `listening on` line, so no port is
/// guessed and none can be taken in between.
#[derive(Debug)]
struct HttpServer {
    _child: Guard,
    port: u16,
}

impl HttpServer {
    fn start(args: &[&str]) -> HttpServer {
        let mut child = Guard(
            Command::new(&bins().testserver)
                .args(args)
                .args(["--http", "0"])
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .expect("start mcpsift-testserver"),
        );
        let stdout = child.0.stdout.take().expect("piped stdout");
        let (tx, rx) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = rx.recv_timeout(left).unwrap_or_else(|e| {
                panic!("mcpsift-testserver {args:?} --http 0 never said it listens ({e})")
            });
            if let Some(addr) = line.trim().strip_prefix("listening on ") {
                let port = addr
                    .rsplit(':')
                    .next()
                    .and_then(|p| p.parse().ok())
                    .unwrap_or_else(|| panic!("no port in {line:?}"));
                return HttpServer {
                    _child: child,
                    port,
                };
            }
        }
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}/mcp", self.port)
    }
}

// ---------------------------------------------------------------------------
// Reading scan records
// ---------------------------------------------------------------------------

fn rules(record: &Value) -> Vec<String> {
    record["findings"]
        .as_array()
        .map(|f| {
            f.iter()
                .filter_map(|f| f["rule"].as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

fn str_of<'a>(record: &'a Value, field: &str) -> &'a str {
    record[field].as_str().unwrap_or("")
}

/// The records that are errors (`verdict: error`).
fn errors(records: &[Value]) -> Vec<&Value> {
    records
        .iter()
        .filter(|r| str_of(r, "verdict") == "error")
        .collect()
}

#[track_caller]
fn find<'a>(records: &'a [Value], kind: &str, name: &str) -> &'a Value {
    records
        .iter()
        .find(|r| str_of(r, "kind") == kind && str_of(r, "name") == name)
        .unwrap_or_else(|| panic!("no {kind} {name:?} among the records:\n{records:#?}"))
}

/// The six poisoned tools and the rule codes each must carry.
const POISONED: [(&str, &[&str]); 11] = [
    ("add", &["MS103", "MS108", "MS109"]),
    ("save_note", &["MS101"]),
    ("format_text", &["MS001"]),
    ("translate", &["MS003"]),
    ("send_report", &["MS106"]),
    ("render", &["MS110"]),
    // Output escapes the lookalike letter.
    ("\\u{0435}cho", &["MS202"]),
    ("encode", &["MS010", "MS101"]),
    ("lookup", &["MS101"]),
    ("reverse_text", &["MS002"]),
    ("delete_records", &["MS132"]),
];

/// What a scan of `mcpsift-testserver poisoned` must report, whichever the
/// transport: one record per item, every kind, every poisoned tool
/// withheld with its rules, the clean ones allowed, the instructions
/// withheld. `records` may hold other servers' records too: only those
/// whose id starts with `prefix` are checked.
#[track_caller]
fn assert_poisoned_scan(records: &[Value], prefix: &str) {
    let mine: Vec<Value> = records
        .iter()
        .filter(|r| str_of(r, "id").starts_with(prefix))
        .cloned()
        .collect();
    assert!(
        errors(&mine).is_empty(),
        "unexpected error records: {:#?}",
        errors(&mine)
    );
    for r in &mine {
        assert_eq!(str_of(r, "schema"), "mcpsift.scan/v1", "{r}");
    }
    let kinds: BTreeSet<&str> = mine.iter().map(|r| str_of(r, "kind")).collect();
    for kind in [
        "tool",
        "prompt",
        "resource",
        "resource_template",
        "instructions",
        "server",
    ] {
        assert!(kinds.contains(kind), "no {kind} record in {mine:#?}");
    }
    // One line per item: 13 tools, 2 prompts, 2 resources, 2 templates, the
    // instructions and serverInfo; no item twice.
    assert_eq!(mine.len(), 21, "expected 21 records, got {mine:#?}");
    let distinct: BTreeSet<(&str, &str)> = mine
        .iter()
        .map(|r| (str_of(r, "kind"), str_of(r, "name")))
        .collect();
    assert_eq!(distinct.len(), 21, "an item was reported twice: {mine:#?}");
    assert_eq!(
        mine.iter().filter(|r| str_of(r, "kind") == "tool").count(),
        13,
        "all 13 tools must be scanned"
    );
    for (name, expected) in POISONED {
        let record = find(&mine, "tool", name);
        assert_eq!(str_of(record, "verdict"), "withhold", "{record}");
        let got = rules(record);
        for code in expected {
            assert!(
                got.iter().any(|g| g == code),
                "tool {name}: expected rule {code}, got {got:?}"
            );
        }
    }
    for name in ["get_weather", "echo"] {
        let record = find(&mine, "tool", name);
        assert_eq!(str_of(record, "verdict"), "allow", "{record}");
        assert!(rules(record).is_empty(), "{record}");
    }
    for (kind, name) in [
        ("prompt", "weather_report"),
        ("resource", "readme"),
        ("resource_template", "city"),
        ("server", "mcpsift-testserver"),
    ] {
        assert_eq!(str_of(find(&mine, kind, name), "verdict"), "allow");
    }
    for (kind, name) in [
        ("prompt", "summarize"),
        ("resource", "notes"),
        ("resource_template", "tables"),
    ] {
        let record = find(&mine, kind, name);
        assert_eq!(str_of(record, "verdict"), "withhold", "{record}");
    }
    let instructions = find(&mine, "instructions", "instructions");
    assert_eq!(
        str_of(instructions, "verdict"),
        "withhold",
        "{instructions}"
    );
    assert!(rules(instructions).iter().any(|r| r == "MS101"));
}

/// (kind, name) → (verdict, sorted rules), for comparing two scans.
fn verdicts(records: &[Value]) -> BTreeMap<(String, String), (String, Vec<String>)> {
    records
        .iter()
        .map(|r| {
            let mut rules = rules(r);
            rules.sort();
            (
                (str_of(r, "kind").to_owned(), str_of(r, "name").to_owned()),
                (str_of(r, "verdict").to_owned(), rules),
            )
        })
        .collect()
}

// ---------------------------------------------------------------------------
// 1-3. The poisoned server over every transport and handshake
// ---------------------------------------------------------------------------

#[test]
fn stdio_scan_of_the_poisoned_server_withholds_every_attack() {
    let sb = Sandbox::new("stdio");
    let ts = testserver();
    let run = sb.run(&[
        "scan", "--format", "jsonl", "--stdio", "--", &ts, "poisoned",
    ]);
    run.expect(1);
    assert_poisoned_scan(&run.records(), "stdio:mcpsift-testserver");
}

#[test]
fn http_scan_with_json_answers() {
    let server = HttpServer::start(&["poisoned"]);
    let sb = Sandbox::new("http-json");
    let url = server.url();
    let run = sb.run(&["scan", "--format", "jsonl", "--url", &url]);
    run.expect(1);
    assert_poisoned_scan(&run.records(), &url);
}

#[test]
fn http_scan_with_event_stream_answers() {
    let server = HttpServer::start(&["poisoned", "--sse"]);
    let sb = Sandbox::new("http-sse");
    let url = server.url();
    let run = sb.run(&["scan", "--format", "jsonl", "--url", &url]);
    run.expect(1);
    assert_poisoned_scan(&run.records(), &url);
}

#[test]
fn stdio_and_http_scans_agree() {
    let server = HttpServer::start(&["poisoned", "--sse"]);
    let sb = Sandbox::new("agree");
    let ts = testserver();
    let stdio = sb.run(&[
        "scan", "--format", "jsonl", "--stdio", "--", &ts, "poisoned",
    ]);
    let http = sb.run(&["scan", "--format", "jsonl", "--url", &server.url()]);
    assert_eq!(
        verdicts(&stdio.expect(1).records()),
        verdicts(&http.expect(1).records())
    );
}

#[test]
fn modern_server_over_stdio_is_scanned_via_server_discover() {
    let sb = Sandbox::new("modern-stdio");
    let ts = testserver();
    let run = sb.run(&[
        "scan", "--format", "jsonl", "--stdio", "--", &ts, "poisoned", "--modern",
    ]);
    run.expect(1);
    let records = run.records();
    assert_poisoned_scan(&records, "stdio:");
    // serverInfo comes from `_meta` in 2026-07-28.
    find(&records, "server", "mcpsift-testserver");
}

#[test]
fn modern_server_over_http_is_scanned_via_server_discover() {
    let server = HttpServer::start(&["poisoned", "--modern"]);
    let sb = Sandbox::new("modern-http");
    let url = server.url();
    let run = sb.run(&["scan", "--format", "jsonl", "--url", &url]);
    run.expect(1);
    let records = run.records();
    assert_poisoned_scan(&records, &url);
    find(&records, "server", "mcpsift-testserver");
}

/// A server that refuses `initialize` with HTTP 400 and a JSON-RPC error
/// (id null) is refused, not silent: auto mode falls back to
/// `server/discover`, and a forced legacy handshake says what it answered.
#[test]
fn an_http_400_with_a_json_rpc_error_is_a_refusal() {
    let server = HttpServer::start(&["poisoned", "--modern", "--http-errors"]);
    let sb = Sandbox::new("http-400");
    let url = server.url();
    let started = Instant::now();
    let run = sb.run(&[
        "scan",
        "--format",
        "jsonl",
        "--timeout",
        "20",
        "--url",
        &url,
    ]);
    run.expect(1);
    assert_poisoned_scan(&run.records(), &url);
    let run = sb.run(&[
        "scan",
        "--format",
        "jsonl",
        "--timeout",
        "20",
        "--protocol",
        "legacy",
        "--url",
        &url,
    ]);
    run.expect(3);
    let records = run.records();
    let error = str_of(&records[0], "error");
    assert!(
        error.contains("HTTP 400") && error.contains("initialize was removed"),
        "{records:#?}"
    );
    assert!(
        started.elapsed() < Duration::from_secs(15),
        "refusals must not wait for the timeout: {:?}",
        started.elapsed()
    );
}

#[test]
fn protocol_choice_is_honoured() {
    let sb = Sandbox::new("protocol");
    let ts = testserver();
    // Only `initialize` against a server that removed it: an error, not clean.
    let run = sb.run(&[
        "scan",
        "--format",
        "jsonl",
        "--protocol",
        "legacy",
        "--stdio",
        "--",
        &ts,
        "poisoned",
        "--modern",
    ]);
    run.expect(3);
    let records = run.records();
    assert_eq!(errors(&records).len(), 1, "{records:#?}");
    assert!(
        str_of(&records[0], "error").contains("initialize"),
        "{records:#?}"
    );
    // Only `server/discover` against a legacy server.
    let run = sb.run(&[
        "scan",
        "--format",
        "jsonl",
        "--protocol",
        "modern",
        "--stdio",
        "--",
        &ts,
        "poisoned",
    ]);
    run.expect(3);
    let records = run.records();
    assert_eq!(errors(&records).len(), 1, "{records:#?}");
    assert!(
        str_of(&records[0], "error").contains("server/discover"),
        "{records:#?}"
    );
    // Asked for explicitly, the modern handshake works.
    sb.run(&[
        "scan",
        "--format",
        "jsonl",
        "--protocol",
        "modern",
        "--stdio",
        "--",
        &ts,
        "poisoned",
        "--modern",
    ])
    .expect(1);
}

/// A loopback relay in front of an HTTP test server that keeps the head
/// of every request it passes on (one request per connection: the test
/// server closes each).
#[derive(Debug)]
struct Recorder {
    port: u16,
    heads: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
}

impl Recorder {
    fn start(upstream: u16) -> Recorder {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind a loopback port");
        let port = listener.local_addr().expect("address").port();
        let heads = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let sink = std::sync::Arc::clone(&heads);
        thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { break };
                let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
                if let Some(head) = relay_one(stream, upstream) {
                    sink.lock().unwrap_or_else(|e| e.into_inner()).push(head);
                }
            }
        });
        Recorder { port, heads }
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}/mcp", self.port)
    }

    fn heads(&self) -> Vec<String> {
        self.heads.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}

/// Passes one HTTP request to `upstream` and its answer back; the head.
fn relay_one(client: std::net::TcpStream, upstream: u16) -> Option<String> {
    use std::io::Write;
    let mut reader = BufReader::new(client.try_clone().ok()?);
    let mut head = String::new();
    let mut length = 0usize;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).ok()? == 0 {
            return None;
        }
        if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
            length = v.trim().parse().ok()?;
        }
        let end = line.trim().is_empty();
        head.push_str(&line);
        if end {
            break;
        }
    }
    let mut body = vec![0u8; length];
    reader.read_exact(&mut body).ok()?;
    let mut up = std::net::TcpStream::connect(("127.0.0.1", upstream)).ok()?;
    let _ = up.set_read_timeout(Some(Duration::from_secs(10)));
    up.write_all(head.as_bytes()).ok()?;
    up.write_all(&body).ok()?;
    let mut answer = Vec::new();
    let _ = up.read_to_end(&mut answer);
    let mut client = client;
    client.write_all(&answer).ok()?;
    Some(head)
}

fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines().find_map(|l| {
        let (n, v) = l.split_once(':')?;
        n.trim().eq_ignore_ascii_case(name).then(|| v.trim())
    })
}

#[test]
fn http_requests_carry_headers_session_and_protocol_version() {
    let server = HttpServer::start(&["poisoned"]);
    let recorder = Recorder::start(server.port);
    let sb = Sandbox::new("http-headers");
    let url = recorder.url();
    let run = sb.run(&[
        "scan",
        "--format",
        "jsonl",
        "--header",
        "Authorization: Bearer t0ken",
        "--header",
        "X-Trace:  abc ",
        "--url",
        &url,
    ]);
    run.expect(1);
    assert_poisoned_scan(&run.records(), &url);
    assert!(!run.stdout.contains("t0ken"), "{}", run.stdout);
    let heads = recorder.heads();
    // initialize, notifications/initialized and four lists.
    assert_eq!(heads.len(), 6, "{heads:#?}");
    for (i, head) in heads.iter().enumerate() {
        assert!(head.starts_with("POST "), "{head}");
        assert_eq!(
            header(head, "authorization"),
            Some("Bearer t0ken"),
            "{head}"
        );
        assert_eq!(header(head, "x-trace"), Some("abc"), "{head}");
        let accept = header(head, "accept").unwrap_or("");
        assert!(
            accept.contains("application/json") && accept.contains("text/event-stream"),
            "{head}"
        );
        // The session the server named in its first answer, and the
        // negotiated revision, on everything after initialize.
        if i > 0 {
            assert_eq!(
                header(head, "mcp-session-id"),
                Some("test-session"),
                "{head}"
            );
            assert_eq!(
                header(head, "mcp-protocol-version"),
                Some("2025-06-18"),
                "{head}"
            );
        }
    }
}

// ---------------------------------------------------------------------------
// 4-5. Pagination and a noisy stdout
// ---------------------------------------------------------------------------

/// `initialize` declares roots, sampling and elicitation, as real clients
/// do: a server that lists some tools only to such clients (as
/// server-everything does) shows them to the scan too.
#[test]
fn the_scan_declares_client_capabilities_and_sees_what_clients_see() {
    let sb = Sandbox::new("client-caps");
    let ts = testserver();
    let run = sb.run(&[
        "scan",
        "--format",
        "jsonl",
        "--stdio",
        "--",
        &ts,
        "benign",
        "--capability-tools",
    ]);
    run.expect(0);
    let records = run.records();
    for name in ["list_roots", "sample_text", "ask_user"] {
        assert_eq!(str_of(find(&records, "tool", name), "verdict"), "allow");
    }
}

#[test]
fn every_page_of_tools_is_scanned() {
    let sb = Sandbox::new("page");
    let ts = testserver();
    let run = sb.run(&[
        "scan", "--format", "jsonl", "--stdio", "--", &ts, "poisoned", "--page", "2",
    ]);
    run.expect(1);
    assert_poisoned_scan(&run.records(), "stdio:");
}

#[test]
fn every_page_of_tools_is_scanned_over_http() {
    let server = HttpServer::start(&["poisoned", "--page", "3", "--sse"]);
    let sb = Sandbox::new("page-http");
    let url = server.url();
    let run = sb.run(&["scan", "--format", "jsonl", "--url", &url]);
    run.expect(1);
    assert_poisoned_scan(&run.records(), &url);
}

#[test]
fn a_non_json_line_on_stdout_does_not_stop_the_scan() {
    let sb = Sandbox::new("noise");
    let ts = testserver();
    let run = sb.run(&[
        "scan", "--format", "jsonl", "--stdio", "--", &ts, "poisoned", "--noise",
    ]);
    run.expect(1);
    assert_poisoned_scan(&run.records(), "stdio:");
}

// ---------------------------------------------------------------------------
// 6. Failure is never clean
// ---------------------------------------------------------------------------

/// Exactly one record, an error naming `needle`; exit 3.
#[track_caller]
fn assert_one_error(run: &Run, needle: &str) {
    run.expect(3);
    let records = run.records();
    assert_eq!(records.len(), 1, "expected one error record: {records:#?}");
    let record = &records[0];
    assert_eq!(str_of(record, "verdict"), "error", "{record}");
    assert!(
        str_of(record, "error").contains(needle),
        "the error record should name {needle:?}: {record}"
    );
}

#[test]
fn a_command_that_does_not_exist_is_an_error_record() {
    let sb = Sandbox::new("no-command");
    let missing = "/nonexistent/mcpsift-no-such-server";
    let run = sb.run(&["scan", "--format", "jsonl", "--stdio", "--", missing]);
    assert_one_error(&run, missing);
}

/// A server whose only answer is not JSON-RPC times out, and the error
/// says it did write something (not what: it may be a payload).
#[cfg(unix)]
#[test]
fn a_malformed_answer_is_named_in_the_timeout() {
    let sb = Sandbox::new("malformed-answer");
    let run = sb.scan_stdio(
        "1",
        &[
            "sh",
            "-c",
            "read request; echo '{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {not json'; sleep 10",
        ],
    );
    assert_one_error(&run, "1 message that is not JSON-RPC");
    assert!(
        !run.stdout.contains("not json"),
        "the payload is not repeated"
    );
}

#[test]
fn a_server_that_crashes_while_listing_is_an_error() {
    let sb = Sandbox::new("crash");
    let ts = testserver();
    // initialize, tools/list, then it exits: prompts/list gets no answer.
    let run = sb.run(&[
        "scan",
        "--format",
        "jsonl",
        "--stdio",
        "--",
        &ts,
        "poisoned",
        "--crash-after",
        "2",
    ]);
    // (The tail of its stderr is quoted too, but whether the last line is
    // in it depends on timing, so it is not asserted.)
    assert_one_error(&run, "stdio:mcpsift-testserver");
}

/// A server that dies while a process it started keeps its stdout open
/// is an error as soon as it exits, not after the answer timeout. It
/// dies on reading prompts/list, so the scan is waiting for an answer.
#[test]
fn a_server_that_dies_while_a_helper_holds_its_stdout_is_an_error_at_once() {
    let sb = Sandbox::new("orphan");
    let ts = testserver();
    let started = Instant::now();
    let run = sb.scan_stdio("25", &[&ts, "poisoned", "--orphan", "--crash-before", "3"]);
    assert_one_error(&run, "exited");
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "took {:?}",
        started.elapsed()
    );
}

/// SIGTERM to a live scan kills the server's process group (the server
/// and what it started) before the scan exits 143.
#[cfg(target_os = "linux")]
#[test]
fn sigterm_to_a_live_scan_kills_the_servers_process_group() {
    let sb = Sandbox::new("sigterm");
    let mut child = Guard(
        Command::new(&bins().mcpsift)
            .args(["scan", "--format", "jsonl", "--stdio", "--", "sh", "-c"])
            .arg("sleep 60 & echo $! > helper.pid; echo $$ > server.pid; wait")
            .current_dir(&sb.dir)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run mcpsift"),
    );
    let stderr = slurp(child.0.stderr.take().expect("piped stderr"));
    let read_pid = |name: &str| {
        fs::read_to_string(sb.path(name))
            .ok()
            .and_then(|t| t.trim().parse::<u32>().ok())
    };
    let deadline = Instant::now() + Duration::from_secs(10);
    let (server, helper) = loop {
        if let (Some(s), Some(h)) = (read_pid("server.pid"), read_pid("helper.pid")) {
            break (s, h);
        }
        assert!(Instant::now() < deadline, "the server never started");
        thread::sleep(Duration::from_millis(20));
    };
    let sent = Command::new("kill")
        .args(["-TERM", &child.0.id().to_string()])
        .status()
        .expect("run kill");
    assert!(sent.success());
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = child.0.try_wait().expect("wait") {
            break status;
        }
        assert!(
            Instant::now() < deadline,
            "the scan did not stop on SIGTERM"
        );
        thread::sleep(Duration::from_millis(20));
    };
    let said = stderr
        .recv_timeout(Duration::from_secs(5))
        .unwrap_or_default();
    assert_eq!(status.code(), Some(143), "{said}");
    let deadline = Instant::now() + Duration::from_secs(3);
    while process_alive(server) || process_alive(helper) {
        assert!(
            Instant::now() < deadline,
            "the server group outlived the scan: {said}"
        );
        thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_server_that_crashes_between_pages_is_an_error() {
    let sb = Sandbox::new("crash-page");
    let ts = testserver();
    // initialize, two pages of tools, then it exits before the third.
    let run = sb.run(&[
        "scan",
        "--format",
        "jsonl",
        "--stdio",
        "--",
        &ts,
        "poisoned",
        "--page",
        "2",
        "--crash-after",
        "3",
    ]);
    // No partial "allow" records for the pages it did send.
    assert_one_error(&run, "stdio:mcpsift-testserver");
}

#[test]
fn an_http_server_that_goes_away_while_listing_is_an_error() {
    let server = HttpServer::start(&["poisoned", "--crash-after", "2"]);
    let sb = Sandbox::new("crash-http");
    let url = server.url();
    let run = sb.run(&["scan", "--format", "jsonl", "--url", &url]);
    assert_one_error(&run, &url);
}

#[test]
fn a_closed_port_is_an_error_record() {
    let sb = Sandbox::new("closed-port");
    let url = format!("http://127.0.0.1:{}/mcp", free_port());
    let run = sb.run(&["scan", "--format", "jsonl", "--url", &url]);
    assert_one_error(&run, &url);
}

#[cfg(unix)]
#[test]
fn a_silent_stdio_server_times_out_as_an_error() {
    let sb = Sandbox::new("silent-stdio");
    let started = Instant::now();
    let run = sb.scan_stdio("1", &["sleep", "60"]);
    assert_one_error(&run, "no answer");
    assert!(
        started.elapsed() < Duration::from_secs(15),
        "--timeout 1 took {:?}",
        started.elapsed()
    );
}

#[test]
fn a_silent_http_server_times_out_as_an_error() {
    // Connections are accepted by the kernel and never answered.
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind a loopback port");
    let url = format!(
        "http://127.0.0.1:{}/mcp",
        listener.local_addr().expect("address").port()
    );
    let sb = Sandbox::new("silent-http");
    let started = Instant::now();
    let run = sb.run(&["scan", "--format", "jsonl", "--timeout", "1", "--url", &url]);
    assert_one_error(&run, &url);
    assert!(
        started.elapsed() < Duration::from_secs(15),
        "--timeout 1 took {:?}",
        started.elapsed()
    );
    drop(listener);
}

// ---------------------------------------------------------------------------
// 7. Client configs
// ---------------------------------------------------------------------------

const MISSING: &str = "/nonexistent/mcpsift-no-such-server";

#[test]
fn claude_desktop_config_scans_the_good_server_and_reports_the_broken_one() {
    let sb = Sandbox::new("claude-config");
    let config = json!({
        "mcpServers": {
            "weather": {"command": testserver(), "args": ["poisoned"]},
            "broken": {"command": MISSING, "args": ["--stdio"]}
        }
    });
    sb.write(
        "claude_desktop_config.json",
        &serde_json::to_string_pretty(&config).expect("json"),
    );
    let run = sb.run(&[
        "scan",
        "--format",
        "jsonl",
        "--config",
        "claude_desktop_config.json",
    ]);
    run.expect(3);
    let records = run.records();
    assert_poisoned_scan(&records, "claude_desktop_config.json#weather");
    let errs = errors(&records);
    assert_eq!(errs.len(), 1, "{records:#?}");
    assert_eq!(str_of(errs[0], "id"), "claude_desktop_config.json#broken");
    assert!(str_of(errs[0], "error").contains(MISSING), "{}", errs[0]);
}

#[test]
fn vscode_jsonc_config_scans_the_good_server_and_reports_the_broken_ones() {
    let sb = Sandbox::new("vscode-config");
    let ts = serde_json::to_string(&testserver()).expect("json string");
    let text = format!(
        r#"{{
  // MCP servers of this workspace (JSON with comments)
  "servers": {{
    /* the test server, two tools a page */
    "weather": {{
      "type": "stdio",
      "command": {ts},
      "args": ["poisoned", "--page", "2",],
    }},
    "missing": {{"type": "stdio", "command": "{MISSING}",}},
    // only the editor can fill inputs
    "needs-input": {{
      "type": "stdio",
      "command": {ts},
      "args": ["poisoned"],
      "env": {{"API_KEY": "${{input:api-key}}"}},
    }},
  }},
  "inputs": [],
}}
"#
    );
    sb.write(".vscode/mcp.json", &text);
    let run = sb.run(&["scan", "--format", "jsonl", "--config", ".vscode/mcp.json"]);
    run.expect(3);
    let records = run.records();
    assert_poisoned_scan(&records, ".vscode/mcp.json#weather");
    let errs = errors(&records);
    assert_eq!(errs.len(), 2, "{records:#?}");
    let missing = errs
        .iter()
        .find(|r| str_of(r, "id") == ".vscode/mcp.json#missing")
        .unwrap_or_else(|| panic!("no error for #missing: {errs:#?}"));
    assert!(str_of(missing, "error").contains(MISSING), "{missing}");
    let input = errs
        .iter()
        .find(|r| str_of(r, "id") == ".vscode/mcp.json#needs-input")
        .unwrap_or_else(|| panic!("no error for #needs-input: {errs:#?}"));
    assert!(str_of(input, "error").contains("input"), "{input}");
}

#[test]
fn config_http_entries_are_scanned_and_legacy_sse_is_reported() {
    let server = HttpServer::start(&["poisoned", "--sse"]);
    let sb = Sandbox::new("config-http");
    let config = json!({
        "mcpServers": {
            "remote": {"type": "http", "url": server.url(),
                       "headers": {"Authorization": "Bearer not-a-secret"}},
            "old": {"type": "sse", "url": server.url()},
            "nothing": {"args": []}
        }
    });
    sb.write(
        ".mcp.json",
        &serde_json::to_string_pretty(&config).expect("json"),
    );
    let run = sb.run(&["scan", "--format", "jsonl", "--config", ".mcp.json"]);
    run.expect(3);
    let records = run.records();
    assert_poisoned_scan(&records, ".mcp.json#remote");
    let errs = errors(&records);
    let ids: BTreeSet<&str> = errs.iter().map(|r| str_of(r, "id")).collect();
    assert_eq!(
        ids,
        BTreeSet::from([".mcp.json#nothing", ".mcp.json#old"]),
        "{errs:#?}"
    );
}

/// VS Code writes (and people keep) a comment after the last entry of an
/// object: `"x": {…}, // note` followed by `}`. That is valid JSONC.
#[test]
fn vscode_config_with_a_comment_after_a_trailing_comma_is_read() {
    let sb = Sandbox::new("vscode-comment-comma");
    let ts = serde_json::to_string(&testserver()).expect("json string");
    sb.write(
        ".vscode/mcp.json",
        &format!(
            "{{\n  \"servers\": {{\n    \"weather\": {{\"command\": {ts}, \"args\": \
             [\"poisoned\", /* mode */]}}, // the test server\n  }}\n}}\n"
        ),
    );
    let run = sb.run(&["scan", "--format", "jsonl", "--config", ".vscode/mcp.json"]);
    run.expect(1);
    assert_poisoned_scan(&run.records(), ".vscode/mcp.json#weather");
}

// ---------------------------------------------------------------------------
// 8. --save-manifest
// ---------------------------------------------------------------------------

#[test]
fn saved_manifests_rescan_offline_to_the_same_verdicts() {
    let server = HttpServer::start(&["rugpull"]);
    let sb = Sandbox::new("save-manifest");
    let ts = testserver();
    let url = server.url();
    let live = sb.run(&[
        "scan",
        "--format",
        "jsonl",
        "--save-manifest",
        "saved.jsonl",
        "--url",
        &url,
        "--stdio",
        "--",
        &ts,
        "poisoned",
    ]);
    live.expect(1);
    let live_records = live.records();
    assert_poisoned_scan(&live_records, "stdio:");

    // One line per live server, in target order: stdio, then --url.
    let saved = fs::read_to_string(sb.path("saved.jsonl")).expect("read saved.jsonl");
    let lines: Vec<Value> = saved
        .lines()
        .map(|l| serde_json::from_str(l).expect("each saved line is one JSON document"))
        .collect();
    assert_eq!(lines.len(), 2, "one line per live server:\n{saved}");
    assert_eq!(lines[0]["tools"].as_array().map(Vec::len), Some(13));
    assert_eq!(lines[1]["tools"].as_array().map(Vec::len), Some(2));
    for line in &lines {
        assert_eq!(line["serverInfo"]["name"], "mcpsift-testserver");
    }

    let offline = sb.run(&["scan", "--format", "jsonl", "saved.jsonl"]);
    offline.expect(1);
    let offline_records = offline.records();
    assert!(errors(&offline_records).is_empty(), "{offline_records:#?}");
    // Per server: live records by target, offline records by line.
    let live_of = |prefix: &str| -> Vec<Value> {
        live_records
            .iter()
            .filter(|r| str_of(r, "id").starts_with(prefix))
            .cloned()
            .collect()
    };
    let offline_of = |line: usize| -> Vec<Value> {
        offline_records
            .iter()
            .filter(|r| {
                let id = str_of(r, "id");
                id.strip_prefix("saved.jsonl:")
                    .and_then(|rest| rest.split(':').next())
                    .and_then(|n| n.parse::<usize>().ok())
                    == Some(line)
            })
            .cloned()
            .collect()
    };
    let stdio_live = live_of("stdio:");
    let http_live = live_of(&url);
    assert_eq!(stdio_live.len() + http_live.len(), live_records.len());
    assert_eq!(
        http_live.len(),
        7,
        "rugpull: 2 tools, 3 others, instructions, server"
    );
    assert_eq!(verdicts(&stdio_live), verdicts(&offline_of(1)));
    assert_eq!(verdicts(&http_live), verdicts(&offline_of(2)));
    assert_eq!(offline_records.len(), live_records.len());
}

#[test]
fn a_failed_server_leaves_no_line_in_the_saved_manifest() {
    let sb = Sandbox::new("save-failed");
    sb.run(&[
        "scan",
        "--format",
        "jsonl",
        "--save-manifest",
        "saved.jsonl",
        "--stdio",
        "--",
        MISSING,
    ])
    .expect(3);
    let saved = fs::read_to_string(sb.path("saved.jsonl")).unwrap_or_default();
    assert!(saved.trim().is_empty(), "{saved}");
}

// ---------------------------------------------------------------------------
// 9. The environment a server child sees
// ---------------------------------------------------------------------------

/// Variables a POSIX shell sets for itself.
#[cfg(unix)]
const SHELL_OWN: &[&str] = &["PWD", "OLDPWD", "SHLVL", "_"];

#[cfg(unix)]
use mcpsift_mcp::transport::ENV_ALLOW_LIST as ALLOWED;

/// The `env` dump a wrapped server wrote: name → value.
#[cfg(unix)]
fn read_env_dump(path: &Path) -> BTreeMap<String, String> {
    let text = fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("the server wrapper wrote no {}: {e}", path.display()));
    text.lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect()
}

#[cfg(unix)]
#[track_caller]
fn assert_scrubbed(env: &BTreeMap<String, String>, extra: &[(&str, &str)]) {
    assert!(env.contains_key("PATH"), "PATH must be passed: {env:#?}");
    assert!(
        !env.contains_key("MCPSIFT_TEST_SECRET"),
        "a secret from mcpsift's environment reached the server: {env:#?}"
    );
    for (name, value) in extra {
        assert_eq!(
            env.get(*name).map(String::as_str),
            Some(*value),
            "{name} must be given to the server: {env:#?}"
        );
    }
    for name in env.keys() {
        assert!(
            ALLOWED.contains(&name.as_str())
                || SHELL_OWN.contains(&name.as_str())
                || extra.iter().any(|(n, _)| n == name),
            "{name} reached the server without being allowed: {env:#?}"
        );
    }
}

/// A wrapper that dumps its environment to `$0` and then becomes the
/// poisoned test server (`$1`): the scan still speaks MCP to a real server.
#[cfg(unix)]
const WRAPPER: &str = "env > \"$0\" && exec \"$1\" poisoned";

#[cfg(unix)]
#[test]
fn stdio_servers_get_a_scrubbed_environment_plus_what_env_gives() {
    let sb = Sandbox::new("env-stdio");
    let dump = path_str(&sb.path("env.txt"));
    let ts = testserver();
    let run = sb.run_env(
        &[
            "scan",
            "--format",
            "jsonl",
            "--env",
            "MCPSIFT_TEST_SET=set-by-flag",
            "--env",
            "MCPSIFT_TEST_PASSED",
            "--stdio",
            "--",
            "sh",
            "-c",
            WRAPPER,
            &dump,
            &ts,
        ],
        &[
            ("MCPSIFT_TEST_SECRET", "hunter2"),
            ("MCPSIFT_TEST_PASSED", "passed-through"),
        ],
    );
    run.expect(1);
    assert_poisoned_scan(&run.records(), "stdio:sh");
    assert_scrubbed(
        &read_env_dump(Path::new(&dump)),
        &[
            ("MCPSIFT_TEST_SET", "set-by-flag"),
            ("MCPSIFT_TEST_PASSED", "passed-through"),
        ],
    );
}

#[cfg(unix)]
#[test]
fn configured_servers_get_their_env_and_nothing_else() {
    let sb = Sandbox::new("env-config");
    let dump = path_str(&sb.path("env.txt"));
    let config = json!({
        "mcpServers": {
            "wrapped": {
                "command": "sh",
                "args": ["-c", WRAPPER, dump, testserver()],
                "env": {"MCPSIFT_TEST_CONFIGURED": "from-config"}
            }
        }
    });
    sb.write(
        "mcp.json",
        &serde_json::to_string_pretty(&config).expect("json"),
    );
    let run = sb.run_env(
        &[
            "scan",
            "--format",
            "jsonl",
            "--env",
            "MCPSIFT_TEST_SET=set-by-flag",
            "--config",
            "mcp.json",
        ],
        &[("MCPSIFT_TEST_SECRET", "hunter2")],
    );
    run.expect(1);
    assert_poisoned_scan(&run.records(), "mcp.json#wrapped");
    assert_scrubbed(
        &read_env_dump(Path::new(&dump)),
        &[
            ("MCPSIFT_TEST_CONFIGURED", "from-config"),
            ("MCPSIFT_TEST_SET", "set-by-flag"),
        ],
    );
}
