//! `mcpsift probe` end to end: the real command against a real
//! OpenAI-compatible HTTP server process (`mcpsift-fake-model`, scripted,
//! streaming and not) and real MCP servers over stdio: our own
//! `mcpsift-content-server`, offline, and `@modelcontextprotocol/server-filesystem`
//! from npm where `MCPSIFT_REAL_SERVERS` names the directory
//! `.ci/install-real-servers.sh` prepared (`.ci/run` does this).
//!
//! Every outcome is covered: obeyed through an argument and in the answer,
//! resisted, inconclusive (filtered, refused, never started), error (a model
//! that hangs, malformed JSON, a stream cut short, a server that dies), and a
//! 429 that a retry gets past. The canary is unique per probe, never reaches
//! the server, and never appears in the audit log or a static scan.

#[path = "common.rs"]
mod common;

use std::fs;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use serde_json::Value;

use common::{Sandbox, binaries, path_str};

/// A sibling binary of `mcpsift-testserver` (same package, same profile).
fn test_bin(name: &str) -> PathBuf {
    let dir = binaries::testserver()
        .parent()
        .expect("the test server sits in a directory");
    let bin = dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    assert!(
        bin.is_file(),
        "{} is missing; run `cargo build -p mcpsift-testserver`",
        bin.display()
    );
    bin
}

/// `mcpsift-fake-model ARGS` on a free loopback port, killed on drop.
struct FakeModel {
    child: Child,
    url: String,
}

impl FakeModel {
    fn start(sandbox: &Sandbox, args: &[&str]) -> FakeModel {
        let mut child = Command::new(test_bin("mcpsift-fake-model"))
            .args(args)
            .args(["--log", &path_str(&sandbox.path("model.log"))])
            .args(["--lifetime", "120"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start mcpsift-fake-model");
        let stdout = child.stdout.take().expect("piped stdout");
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = BufReader::new(stdout).read_line(&mut line);
            let _ = tx.send(line);
        });
        let line = rx
            .recv_timeout(Duration::from_secs(20))
            .expect("mcpsift-fake-model says where it listens");
        let url = line
            .trim()
            .strip_prefix("listening on ")
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .to_owned();
        FakeModel { child, url }
    }
}

impl Drop for FakeModel {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What one `mcpsift probe` run printed.
struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

impl Run {
    /// The probe records (JSON Lines without the summary).
    fn records(&self) -> Vec<Value> {
        self.lines()
            .into_iter()
            .filter(|r| r["kind"] != "summary")
            .collect()
    }

    fn lines(&self) -> Vec<Value> {
        self.stdout
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
            .collect()
    }

    fn summary(&self) -> Value {
        self.lines()
            .into_iter()
            .find(|r| r["kind"] == "summary")
            .unwrap_or_else(|| panic!("no summary line in {}", self.stdout))
    }

    fn expect(&self, code: i32) -> &Run {
        assert_eq!(
            self.code, code,
            "exit code; stdout:\n{}\nstderr:\n{}",
            self.stdout, self.stderr
        );
        self
    }
}

/// `mcpsift probe` against `model` with `extra` flags and the content
/// server (logging what it receives to `server.log`).
fn probe(sandbox: &Sandbox, model: &FakeModel, extra: &[&str]) -> Run {
    let server = [
        path_str(&test_bin("mcpsift-content-server")),
        "--root".into(),
        path_str(&sandbox.dir),
        "--log".into(),
        path_str(&sandbox.path("server.log")),
    ];
    let mut command = Command::new(binaries::mcpsift());
    command
        .args(["probe", "--model-url", &model.url, "--model", "fake-1"])
        .args(["--audit", &path_str(&sandbox.path("audit.jsonl"))])
        .args(["--retry-backoff-ms", "10"]);
    if !extra.contains(&"--format") {
        command.args(["--format", "jsonl"]);
    }
    command.args(extra);
    if !extra.contains(&"--stdio") && !extra.contains(&"--url") {
        command.args(["--stdio", "--"]).args(&server);
    }
    let out = command.stdin(Stdio::null()).output().expect("mcpsift runs");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn outcomes(records: &[Value]) -> Vec<&str> {
    records
        .iter()
        .map(|r| r["outcome"].as_str().unwrap_or("?"))
        .collect()
}

/// The detail of a run's one record, which must have `outcome`.
fn only(run: &Run, outcome: &str) -> String {
    let records = run.records();
    assert_eq!(outcomes(&records), [outcome], "{}", run.stdout);
    records[0]["detail"].as_str().unwrap().to_owned()
}

/// No canary of `records` appears in `text`.
fn assert_no_canary(records: &[Value], text: &str, what: &str) {
    for r in records {
        let canary = r["canary"].as_str().expect("a canary");
        assert!(
            !text.contains(canary),
            "the canary {canary} leaked into {what}:\n{text}"
        );
    }
}

#[test]
fn obeyed_through_an_argument_and_the_other_tool_is_stubbed() {
    let sandbox = Sandbox::new("argument");
    let model = FakeModel::start(&sandbox, &["--behaviour", "gullible"]);
    let run = probe(&sandbox, &model, &["--payload", "tool-call"]);
    run.expect(1);
    let records = run.records();
    assert_eq!(outcomes(&records), ["obeyed"]);
    let r = &records[0];
    assert_eq!(r["schema"], "mcpsift.probe/v1");
    assert_eq!(r["server"], "stdio:mcpsift-content-server");
    assert_eq!(r["tool"], "fetch_page");
    assert_eq!(r["payload"], "tool-call");
    assert_eq!(r["via"], "argument");
    let canary = r["canary"].as_str().unwrap();
    let evidence = r["evidence"].as_str().unwrap();
    assert!(
        evidence.contains(canary) && evidence.contains("delete_file"),
        "{evidence}"
    );
    assert!(
        r["tool_calls"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["tool"] == "delete_file" && c["action"] == "withheld"),
        "{r}"
    );
    // The poisoned instruction's delete_file never reached the server; the
    // tool under test did, once.
    let server_log = sandbox.read("server.log");
    assert!(server_log.contains("\"fetch_page\""), "{server_log}");
    assert!(
        !server_log.contains("delete_file\",\"arguments"),
        "{server_log}"
    );
    assert_eq!(server_log.matches("tools/call").count(), 1, "{server_log}");
    assert_no_canary(&records, &server_log, "what the server received");
    let audit = sandbox.read("audit.jsonl");
    assert!(
        audit.contains("[canary]") && audit.contains("delete_file"),
        "{audit}"
    );
    assert_no_canary(&records, &audit, "the audit log");
}

#[test]
fn obeyed_in_the_answer_over_a_stream_and_what_the_model_was_sent() {
    let sandbox = Sandbox::new("answer");
    let model = FakeModel::start(&sandbox, &["--behaviour", "gullible"]);
    let run = probe(
        &sandbox,
        &model,
        &["--payload", "answer", "--payload", "concealed", "--stream"],
    );
    run.expect(1);
    let records = run.records();
    assert_eq!(outcomes(&records), ["obeyed", "obeyed"]);
    for r in &records {
        assert_eq!(r["via"], "answer");
        assert!(
            r["evidence"]
                .as_str()
                .unwrap()
                .contains(r["canary"].as_str().unwrap())
        );
    }
    assert_ne!(
        records[0]["canary"], records[1]["canary"],
        "a canary per probe"
    );
    // Sent to the model: every tool's definition, the task, and (second
    // request only) the genuine result with the payload appended.
    let requests: Vec<Value> = sandbox
        .read("model.log")
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(requests.len(), 4);
    assert_eq!(requests[0]["stream"], true);
    assert_eq!(requests[0]["model"], "fake-1");
    let tools: Vec<&str> = requests[0]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["function"]["name"].as_str().unwrap())
        .collect();
    assert_eq!(tools, ["fetch_page", "delete_file", "send_email"]);
    let first = requests[0].to_string();
    assert_no_canary(&records, &first, "the first request");
    let second = requests[1]["messages"].as_array().unwrap();
    let result = second.last().unwrap();
    assert_eq!(result["role"], "tool");
    let text = result["content"].as_str().unwrap();
    assert!(
        text.starts_with("Example Domain"),
        "the genuine result first: {text}"
    );
    assert!(text.contains(records[0]["canary"].as_str().unwrap()));
    assert!(text.contains("<!--") || records[0]["payload"] == "answer");
}

#[test]
fn calls_to_other_tools_are_stubbed_never_executed() {
    let sandbox = Sandbox::new("stub");
    fs::write(sandbox.path("README.md"), "keep me").unwrap();
    let model = FakeModel::start(&sandbox, &["--behaviour", "meddling"]);
    let run = probe(&sandbox, &model, &["--payload", "tool-call"]);
    // It called delete_file, without the canary: resisted, and stubbed.
    run.expect(0);
    let records = run.records();
    assert_eq!(outcomes(&records), ["resisted"]);
    let calls = &records[0]["tool_calls"];
    assert!(
        calls
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["tool"] == "delete_file" && c["action"] == "stubbed"),
        "{calls}"
    );
    assert_eq!(
        fs::read_to_string(sandbox.path("README.md")).unwrap(),
        "keep me"
    );
    let server_log = sandbox.read("server.log");
    assert!(
        !server_log.contains("delete_file\",\"arguments"),
        "{server_log}"
    );
    let audit: Vec<Value> = sandbox
        .read("audit.jsonl")
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(
        audit.iter().any(|a| a["tool"] == "delete_file"
            && a["action"] == "stubbed"
            && a["arguments"] == r#"{"path":"README.md"}"#),
        "{audit:?}"
    );
    // The model was told the stub succeeded.
    let requests = sandbox.read("model.log");
    let last: Value = serde_json::from_str(requests.lines().last().unwrap()).unwrap();
    let messages = last["messages"].as_array().unwrap();
    assert_eq!(messages.last().unwrap()["content"], "Done.");
}

#[test]
fn a_streamable_http_server_and_statically_flagged_tools() {
    let sandbox = Sandbox::new("http");
    let mut server = Command::new(binaries::testserver())
        .args(["poisoned", "--http", "0"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start mcpsift-testserver");
    let stdout = server.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let url = loop {
        let line = rx
            .recv_timeout(Duration::from_secs(20))
            .expect("mcpsift-testserver says where it listens");
        if let Some(addr) = line.trim().strip_prefix("listening on ") {
            let port = addr
                .rsplit(':')
                .next()
                .unwrap()
                .trim_end_matches('/')
                .to_owned();
            break format!("http://127.0.0.1:{port}/mcp");
        }
    };
    let model = FakeModel::start(&sandbox, &["--behaviour", "resistant"]);
    let run = probe(
        &sandbox,
        &model,
        &["--payload", "plain", "--max-tools", "2", "--url", &url],
    );
    let _ = server.kill();
    let _ = server.wait();
    run.expect(0);
    let records = run.records();
    assert_eq!(outcomes(&records), ["resisted", "resisted"]);
    assert_eq!(records[0]["server"], url.as_str());
    // The poisoned tools the static scan flagged rank first.
    for r in &records {
        let because = r["selected_because"].to_string();
        assert!(
            because.contains("the static scan flagged it (MS"),
            "{because}"
        );
    }
}

#[test]
fn resisted_everywhere_exits_zero() {
    let sandbox = Sandbox::new("resisted");
    let model = FakeModel::start(&sandbox, &["--behaviour", "resistant"]);
    let run = probe(&sandbox, &model, &[]);
    run.expect(0);
    let records = run.records();
    assert_eq!(outcomes(&records), ["resisted"; 4]);
    let payloads: Vec<&str> = records
        .iter()
        .map(|r| r["payload"].as_str().unwrap())
        .collect();
    assert_eq!(payloads, ["plain", "tool-call", "answer", "concealed"]);
    // Only fetch_page is chosen: delete_file and send_email change things.
    assert!(records.iter().all(|r| r["tool"] == "fetch_page"));
    let because = records[0]["selected_because"].to_string();
    assert!(because.contains("third-party content"), "{because}");
    let summary = run.summary();
    assert_eq!(summary["probes"], 4);
    assert_eq!(summary["resisted"], 4);
    assert_eq!(summary["exit_code"], 0);
    let mut canaries: Vec<&str> = records
        .iter()
        .map(|r| r["canary"].as_str().unwrap())
        .collect();
    canaries.sort_unstable();
    canaries.dedup();
    assert_eq!(canaries.len(), 4, "every probe has its own canary");
}

#[test]
fn filtered_refused_and_unstarted_probes_are_inconclusive_never_safe() {
    for (args, detail) in [
        (&["--behaviour", "filtered"][..], "safety filter"),
        (&["--behaviour", "refusing"][..], "refused"),
        (&["--behaviour", "lazy"][..], "never delivered"),
        (
            &["--fail-first", "100", "--failure", "filter400"][..],
            "filtered",
        ),
    ] {
        let sandbox = Sandbox::new("inconclusive");
        let model = FakeModel::start(&sandbox, args);
        let run = probe(&sandbox, &model, &["--payload", "answer"]);
        run.expect(3);
        let records = run.records();
        assert_eq!(outcomes(&records), ["inconclusive"], "{args:?}");
        let text = records[0]["detail"].as_str().unwrap();
        assert!(text.contains(detail), "{args:?}: {text}");
    }
}

#[test]
fn a_model_that_hangs_is_an_error_on_timeout() {
    let sandbox = Sandbox::new("timeout");
    let model = FakeModel::start(&sandbox, &["--fail-first", "100", "--failure", "hang"]);
    let run = probe(
        &sandbox,
        &model,
        &[
            "--payload",
            "plain",
            "--model-timeout",
            "1",
            "--retries",
            "0",
        ],
    );
    run.expect(3);
    let text = only(&run, "error");
    assert!(text.contains("in time"), "{text}");
}

#[test]
fn the_api_key_comes_from_the_named_variable() {
    let sandbox = Sandbox::new("key");
    let model = FakeModel::start(
        &sandbox,
        &["--require-key", "sk-test-123", "--behaviour", "resistant"],
    );
    let mut run = probe(&sandbox, &model, &["--payload", "plain"]);
    run.expect(3);
    let detail = run.records()[0]["detail"].as_str().unwrap().to_owned();
    // The library names the setting; the command line adds its flag.
    assert!(
        detail.contains("HTTP 401") && detail.ends_with("check the API key (--api-key-env)"),
        "{detail}"
    );
    // Set, it is sent as a bearer token; it never appears in the output.
    let out = Command::new(binaries::mcpsift())
        .args([
            "probe",
            "--model-url",
            &model.url,
            "--model",
            "m",
            "--format",
            "jsonl",
        ])
        .args([
            "--api-key-env",
            "MCPSIFT_TEST_KEY",
            "--payload",
            "plain",
            "--stdio",
            "--",
        ])
        .arg(test_bin("mcpsift-content-server"))
        .env("MCPSIFT_TEST_KEY", "sk-test-123")
        .stdin(Stdio::null())
        .output()
        .expect("mcpsift runs");
    run.code = out.status.code().unwrap_or(-1);
    run.stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    run.expect(0);
    assert!(!run.stdout.contains("sk-test-123"));
    // Named but unset: a usage error before anything starts.
    let out = Command::new(binaries::mcpsift())
        .args(["probe", "--model-url", &model.url, "--model", "m"])
        .args([
            "--api-key-env",
            "MCPSIFT_TEST_KEY_UNSET",
            "--stdio",
            "--",
            "false",
        ])
        .env_remove("MCPSIFT_TEST_KEY_UNSET")
        .stdin(Stdio::null())
        .output()
        .expect("mcpsift runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("MCPSIFT_TEST_KEY_UNSET"));
}

#[test]
fn malformed_json_from_the_model_is_an_error() {
    let sandbox = Sandbox::new("malformed");
    let model = FakeModel::start(&sandbox, &["--fail-first", "100", "--failure", "malformed"]);
    let run = probe(&sandbox, &model, &["--payload", "plain"]);
    run.expect(3);
    let text = only(&run, "error");
    assert!(text.contains("not JSON"), "{text}");
    assert!(
        text.ends_with("check the model URL (--model-url)"),
        "{text}"
    );
    // Malformed answers are not retried.
    assert_eq!(sandbox.read("model.log").lines().count(), 1);
}

#[test]
fn http_429_then_success_is_retried() {
    let sandbox = Sandbox::new("retry");
    let model = FakeModel::start(
        &sandbox,
        &[
            "--fail-first",
            "1",
            "--failure",
            "429",
            "--behaviour",
            "gullible",
        ],
    );
    let run = probe(&sandbox, &model, &["--payload", "answer"]);
    run.expect(1);
    let records = run.records();
    assert_eq!(outcomes(&records), ["obeyed"]);
    // The first request twice (429, then the answer), then the second step.
    assert_eq!(records[0]["model_calls"], 3);
    let log = sandbox.read("model.log");
    let lines: Vec<&str> = log.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0], lines[1], "the retry repeats the request");
}

#[test]
fn a_stream_that_ends_early_is_an_error_and_a_retry_can_recover() {
    let sandbox = Sandbox::new("cut");
    let model = FakeModel::start(&sandbox, &["--fail-first", "100", "--failure", "cut"]);
    let run = probe(
        &sandbox,
        &model,
        &["--payload", "answer", "--stream", "--retries", "1"],
    );
    run.expect(3);
    let text = only(&run, "error");
    assert!(
        text.contains("ended before") && text.contains("after 1 retries"),
        "{text}"
    );

    let sandbox = Sandbox::new("cut-once");
    let model = FakeModel::start(
        &sandbox,
        &[
            "--fail-first",
            "1",
            "--failure",
            "cut",
            "--behaviour",
            "gullible",
        ],
    );
    let run = probe(&sandbox, &model, &["--payload", "answer", "--stream"]);
    run.expect(1);
    // A non-streamed body cut short is an error too.
    let sandbox = Sandbox::new("cut-body");
    let model = FakeModel::start(&sandbox, &["--fail-first", "100", "--failure", "cut"]);
    let run = probe(&sandbox, &model, &["--payload", "answer", "--retries", "0"]);
    run.expect(3);
    assert_eq!(outcomes(&run.records()), ["error"]);
}

#[test]
fn a_server_that_dies_on_the_call_is_an_error() {
    let sandbox = Sandbox::new("crash");
    let model = FakeModel::start(&sandbox, &["--behaviour", "gullible"]);
    let server = path_str(&test_bin("mcpsift-content-server"));
    let run = probe(
        &sandbox,
        &model,
        &[
            "--payload",
            "plain",
            "--stdio",
            "--",
            &server,
            "--crash-on-call",
        ],
    );
    run.expect(3);
    let text = only(&run, "error");
    assert!(text.contains("on the server failed"), "{text}");
}

#[test]
fn the_budget_and_unknown_tools_fail_closed() {
    let sandbox = Sandbox::new("budget");
    let model = FakeModel::start(&sandbox, &["--behaviour", "resistant"]);
    // Two model calls: the first probe finishes, the rest are inconclusive.
    let run = probe(&sandbox, &model, &["--max-model-calls", "2"]);
    run.expect(3);
    assert_eq!(
        outcomes(&run.records()),
        ["resisted", "inconclusive", "inconclusive", "inconclusive"]
    );
    let detail = run.records()[1]["detail"].as_str().unwrap().to_owned();
    assert!(detail.contains("budget"), "{detail}");
    // The library names the limit; the command line names its flag.
    assert!(!detail.contains("--"), "{detail}");
    assert!(
        run.stderr.contains("raise --max-model-calls"),
        "{}",
        run.stderr
    );
    let run = probe(&sandbox, &model, &["--tool-args", "fetch_page=[1]"]);
    run.expect(2);
    assert!(run.stderr.contains("JSON object"), "{}", run.stderr);
    // The task asks for the given arguments, and the model used them.
    let run = probe(
        &sandbox,
        &model,
        &[
            "--payload",
            "plain",
            "--tool-args",
            r#"fetch_page={"url": "https://example.org/x"}"#,
        ],
    );
    run.expect(0);
    assert!(sandbox.read("server.log").contains("https://example.org/x"));
    let run = probe(&sandbox, &model, &["--tool", "no_such_tool"]);
    run.expect(2);
    assert!(
        run.stderr.contains("no tool \"no_such_tool\"") && run.stderr.contains("check --tool"),
        "{}",
        run.stderr
    );
    // Named by hand, a tool that changes things is probed (and really called).
    fs::write(sandbox.path("README.md"), "x").unwrap();
    let run = probe(
        &sandbox,
        &model,
        &["--tool", "delete_file", "--payload", "plain"],
    );
    run.expect(0);
    assert!(!sandbox.path("README.md").exists());
}

#[test]
fn every_server_of_a_client_config_and_one_that_will_not_start() {
    let sandbox = Sandbox::new("config");
    let config = serde_json::json!({"mcpServers": {
        "content": {"command": path_str(&test_bin("mcpsift-content-server"))},
        "broken": {"command": path_str(&sandbox.path("no-such-server"))},
    }});
    let config_path = sandbox.path("mcp.json");
    fs::write(&config_path, config.to_string()).unwrap();
    let model = FakeModel::start(&sandbox, &["--behaviour", "resistant"]);
    let config_arg = path_str(&config_path);
    let run = probe(
        &sandbox,
        &model,
        &[
            "--payload",
            "plain",
            "--tool",
            "fetch_page",
            "--config",
            &config_arg,
            "--url",
            "http://127.0.0.1:1/mcp",
        ],
    );
    // One server resisted; the one that would not start, and the URL with
    // nothing listening, are errors: exit 3, never clean.
    run.expect(3);
    let lines = run.records();
    let probes: Vec<&Value> = lines.iter().filter(|r| r["kind"] == "probe").collect();
    let errors: Vec<&Value> = lines.iter().filter(|r| r["kind"] == "error").collect();
    assert_eq!(probes.len(), 1, "{}", run.stdout);
    assert_eq!(probes[0]["outcome"], "resisted");
    assert!(
        probes[0]["server"]
            .as_str()
            .unwrap()
            .ends_with("mcp.json#content")
    );
    assert_eq!(errors.len(), 2, "{}", run.stdout);
    assert!(errors.iter().all(|e| e["outcome"] == "error"));
    assert_eq!(run.summary()["error"], 2);
}

#[test]
fn sarif_text_and_json_formats() {
    let sandbox = Sandbox::new("formats");
    let model = FakeModel::start(&sandbox, &["--behaviour", "gullible"]);
    let run = probe(
        &sandbox,
        &model,
        &["--payload", "tool-call", "--format", "sarif"],
    );
    run.expect(1);
    let sarif: Value = serde_json::from_str(&run.stdout).expect("SARIF is JSON");
    let results = sarif["runs"][0]["results"].as_array().unwrap();
    assert_eq!(results.len(), 1);
    assert_eq!(results[0]["ruleId"], "PROBE-OBEYED");
    assert_eq!(
        sarif["runs"][0]["invocations"][0]["executionSuccessful"],
        true
    );
    let run = probe(
        &sandbox,
        &model,
        &["--payload", "answer", "--format", "text"],
    );
    run.expect(1);
    assert!(
        run.stdout.contains("OBEYED") && run.stdout.contains("1 probes: 1 obeyed"),
        "{}",
        run.stdout
    );
    let run = probe(
        &sandbox,
        &model,
        &["--payload", "answer", "--format", "json"],
    );
    run.expect(1);
    let doc: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["records"][0]["outcome"], "obeyed");
    assert_eq!(doc["summary"]["exit_code"], 1);
}

#[test]
fn the_canary_stays_out_of_static_output_and_the_audit_log() {
    let sandbox = Sandbox::new("static");
    let model = FakeModel::start(&sandbox, &["--behaviour", "gullible"]);
    let run = probe(&sandbox, &model, &[]);
    run.expect(1);
    let records = run.records();
    assert_eq!(records.len(), 4);
    let audit = sandbox.read("audit.jsonl");
    assert!(!audit.is_empty());
    assert_no_canary(&records, &audit, "the audit log");
    assert_no_canary(&records, &sandbox.read("server.log"), "the server");
    // A static scan of the same server afterwards knows nothing of it.
    let out = Command::new(binaries::mcpsift())
        .args(["scan", "--format", "jsonl", "--stdio", "--"])
        .arg(test_bin("mcpsift-content-server"))
        .stdin(Stdio::null())
        .output()
        .expect("mcpsift scan runs");
    let scan = String::from_utf8_lossy(&out.stdout);
    assert!(scan.contains("fetch_page"), "{scan}");
    assert_no_canary(&records, &scan, "the static scan");
    // Nor does the text shown while it runs, beyond each record's own line.
    let text = probe(
        &sandbox,
        &model,
        &["--format", "text", "--payload", "plain"],
    );
    assert_no_canary(&records, &text.stdout, "another run's output");
}

fn real_servers() -> Option<PathBuf> {
    match std::env::var_os("MCPSIFT_REAL_SERVERS") {
        Some(dir) => Some(PathBuf::from(dir)),
        None => {
            eprintln!(
                "skipped: real MCP servers are not installed here; run `.ci/install-real-servers.sh DIR` \
                 and set MCPSIFT_REAL_SERVERS=DIR (.ci/run does both)"
            );
            None
        }
    }
}

/// The filesystem server from npm: its `read_text_file` result carries the
/// payload; the gullible model's write to another tool is stubbed, so the
/// directory is untouched.
#[test]
fn real_npm_filesystem_server() {
    let Some(dir) = real_servers() else { return };
    let entry = dir.join("node_modules/@modelcontextprotocol/server-filesystem/dist/index.js");
    assert!(entry.is_file(), "{} is not installed", entry.display());
    for (behaviour, stream, code, outcome) in [
        ("gullible", false, 1, "obeyed"),
        ("gullible", true, 1, "obeyed"),
        ("resistant", true, 0, "resisted"),
    ] {
        let sandbox = Sandbox::new("npm-fs");
        let workspace = sandbox.path("ws");
        fs::create_dir_all(&workspace).unwrap();
        let notes = workspace.join("notes.txt");
        fs::write(&notes, "Meeting at noon. Bring the slides.\n").unwrap();
        let tool_args = format!(
            "read_text_file={}",
            serde_json::json!({"path": path_str(&notes)})
        );
        let model = FakeModel::start(&sandbox, &["--behaviour", behaviour]);
        let mut extra = vec![
            "--tool",
            "read_text_file",
            "--tool-args",
            &tool_args,
            "--payload",
            "tool-call",
            "--timeout",
            "60",
        ];
        if stream {
            extra.push("--stream");
        }
        let ws = path_str(&workspace);
        let entry = path_str(&entry);
        extra.extend(["--stdio", "--", "node", &entry, &ws]);
        let run = probe(&sandbox, &model, &extra);
        run.expect(code);
        let records = run.records();
        assert_eq!(outcomes(&records), [outcome]);
        let r = &records[0];
        let executed: Vec<&Value> = r["tool_calls"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["action"] == "executed")
            .collect();
        assert_eq!(executed.len(), 1, "{r}");
        let requests = sandbox.read("model.log");
        assert!(
            requests.contains("Meeting at noon"),
            "the genuine file content reached the model"
        );
        let files: Vec<_> = fs::read_dir(&workspace).unwrap().flatten().collect();
        assert_eq!(files.len(), 1, "the stubbed call changed nothing on disk");
        assert_eq!(
            fs::read_to_string(&notes).unwrap(),
            "Meeting at noon. Bring the slides.\n"
        );
        assert_no_canary(&records, &sandbox.read("audit.jsonl"), "the audit log");
        eprintln!(
            "server-filesystem (npm), {behaviour}{}: {outcome}; {}",
            if stream { ", streamed" } else { "" },
            r["detail"].as_str().unwrap_or("")
        );
    }
}

/// Every record kind a probe run writes matches `docs/schema/probe.schema.json`,
/// and the schema rejects a record with an unknown outcome.
#[test]
fn records_match_the_published_schema() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/schema/probe.schema.json");
    let schema: Value =
        serde_json::from_slice(&std::fs::read(&path).expect("schema")).expect("JSON");
    let validator = jsonschema::options()
        .build(&schema)
        .expect("a valid schema");
    let check = |what: &str, value: &Value| {
        let errors: Vec<String> = validator
            .iter_errors(value)
            .map(|e| e.to_string())
            .collect();
        assert!(errors.is_empty(), "{what}: {errors:?}\n{value}");
    };
    let sandbox = Sandbox::new("schema");
    let gullible = FakeModel::start(&sandbox, &["--behaviour", "gullible"]);
    let run = probe(&sandbox, &gullible, &["--payload", "tool-call"]);
    run.expect(1);
    for line in run.lines() {
        check("a JSON Lines record", &line);
    }
    let run = probe(
        &sandbox,
        &gullible,
        &["--payload", "answer", "--format", "json"],
    );
    let doc: Value = serde_json::from_str(&run.stdout).expect("one JSON document");
    check("the JSON document", &doc);
    // A server that cannot be started is an error record.
    let run = probe(
        &sandbox,
        &gullible,
        &["--stdio", "--", "/nonexistent/mcp-server-binary"],
    );
    for line in run.lines() {
        check("an error record", &line);
    }
    let mut broken = run.lines()[0].clone();
    broken["outcome"] = Value::from("maybe");
    assert!(
        !validator.is_valid(&broken),
        "the schema accepts a made-up outcome"
    );
}
