//! The gateway attacked from both sides: a hostile client (JSON-RPC
//! batches, oversized lines, ids that cannot be answered) and a rogue
//! server (`mcpsift-testserver --rogue …`: batches, sampling and
//! elicitation requests with planted text, a poisoned `serverInfo`, log
//! notifications, silence). What must hold: nothing withheld or not
//! admitted crosses the proxy, and every request gets exactly one answer.

use std::time::Duration;

use serde_json::{Value, json};

#[path = "proxy_session.rs"]
mod session;
use session::*;

/// The planted instruction of the poisoned `add` tool, as a call.
fn call(id: u64, tool: &str, arguments: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "tools/call",
           "params": {"name": tool, "arguments": arguments}})
}

/// `initialize` on revision `version`, then `notifications/initialized`.
fn initialize_at(s: &mut Session, version: &str) -> Value {
    let result = s.ok(
        json!(0),
        "initialize",
        json!({"protocolVersion": version, "capabilities": {},
               "clientInfo": {"name": "mcpsift-attack-test", "version": "1"}}),
    );
    s.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
    result
}

// ---------------------------------------------------------------------------
// 1. JSON-RPC batches from the client
// ---------------------------------------------------------------------------

#[test]
fn a_batched_call_of_a_withheld_tool_is_refused_like_a_single_one() {
    let sb = Sandbox::new("batch-call");
    let mut s = Session::start(&sb, &[], &["poisoned"]);
    let hello = initialize_at(&mut s, "2025-03-26");
    assert_eq!(hello["protocolVersion"], "2025-03-26");
    s.send_line(
        &json!([
            call(3, "add", json!({"a": 1, "b": 2, "note": "x"})),
            call(4, "echo", json!({"text": "batched"})),
            {"jsonrpc": "2.0", "id": 5, "method": "tools/list"},
            // A gated method as a notification: dropped when refused.
            {"jsonrpc": "2.0", "method": "tools/call", "params": {"name": "add", "arguments": {}}},
        ])
        .to_string(),
    );
    let refused = s.answer(&json!(3));
    assert_eq!(error_code(&refused), -32001, "{refused}");
    assert_eq!(result_text(&s.answer(&json!(4))), "batched");
    let list = s.answer(&json!(5));
    assert_eq!(names(&list["result"]["tools"]), CLEAN_TOOLS);
    // The three answers came back as one batch.
    assert_eq!(s.batches, vec![3], "answers to a batch are a batch");
    // The relay goes on, and the server never ran the withheld tool.
    assert_eq!(
        result_text(&s.call(6, "echo", json!({"text": "after"}))),
        "after"
    );
    let stderr = s.close();
    assert!(!stderr.contains("executed tools/call add"), "{stderr}");
}

#[test]
fn a_batch_on_a_revision_without_batches_is_refused_whole() {
    let sb = Sandbox::new("batch-refused");
    let mut s = Session::start(&sb, &[], &["poisoned"]);
    let hello = initialize_at(&mut s, "2025-06-18");
    assert_eq!(hello["protocolVersion"], "2025-06-18");
    assert_eq!(s.tool_names(1), CLEAN_TOOLS);
    s.send_line(
        &json!([
            call(3, "add", json!({"a": 1, "b": 2})),
            call(4, "echo", json!({"text": "batched"})),
        ])
        .to_string(),
    );
    // Each request of the batch is answered with an error, once.
    assert_eq!(error_code(&s.answer(&json!(3))), -32600);
    assert_eq!(error_code(&s.answer(&json!(4))), -32600);
    assert_eq!(
        result_text(&s.call(6, "echo", json!({"text": "after"}))),
        "after"
    );
    let stderr = s.close();
    assert!(!stderr.contains("executed tools/call add"), "{stderr}");
    assert!(
        !stderr.contains("executed tools/call echo\nmcpsift-testserver: executed tools/call echo")
    );
}

#[test]
fn a_batch_before_initialize_and_an_empty_batch_are_refused() {
    let sb = Sandbox::new("batch-early");
    let mut s = Session::start(&sb, &[], &["poisoned"]);
    s.send_line(&json!([call(3, "add", json!({}))]).to_string());
    assert_eq!(error_code(&s.answer(&json!(3))), -32600);
    initialize_at(&mut s, "2025-03-26");
    s.send_line("[]");
    let invalid = s.answer(&Value::Null);
    assert_eq!(error_code(&invalid), -32600);
    // A batch with one id twice is refused whole (two answers with one id
    // could not be told apart).
    s.send_line(
        &json!([
            call(7, "echo", json!({"text": "a"})),
            call(7, "echo", json!({"text": "b"}))
        ])
        .to_string(),
    );
    assert_eq!(error_code(&s.answer(&Value::Null)), -32600);
    assert_eq!(
        result_text(&s.call(8, "echo", json!({"text": "after"}))),
        "after"
    );
    let stderr = s.close();
    assert!(!stderr.contains("executed tools/call add"), "{stderr}");
    assert_eq!(
        stderr.matches("executed tools/call echo").count(),
        1,
        "{stderr}"
    );
}

// ---------------------------------------------------------------------------
// 1b. JSON-RPC batches from the server
// ---------------------------------------------------------------------------

#[test]
fn a_server_batch_is_split_and_each_element_checked() {
    let sb = Sandbox::new("server-batch");
    let mut s = Session::start(&sb, &[], &["poisoned", "--rogue", "batch"]);
    initialize_at(&mut s, "2025-03-26");
    assert_eq!(s.tool_names(1), CLEAN_TOOLS);
    // The server answers this call in a batch that also carries a poisoned
    // tool list for a request nobody made.
    assert_eq!(result_text(&s.call(2, "echo", json!({"text": "b"}))), "b");
    assert!(!s.answers.values().any(|a| a["result"]["tools"].is_array()));
    s.close();
}

#[test]
fn a_server_batch_on_a_revision_without_batches_fails_the_answers_it_holds() {
    let sb = Sandbox::new("server-batch-refused");
    let mut s = Session::start(&sb, &[], &["poisoned", "--rogue", "batch"]);
    initialize_at(&mut s, "2025-06-18");
    assert_eq!(s.tool_names(1), CLEAN_TOOLS);
    let answer = s.call(2, "echo", json!({"text": "b"}));
    assert_eq!(error_code(&answer), -32600, "{answer}");
    s.close();
}

// ---------------------------------------------------------------------------
// 2. Server-to-client text
// ---------------------------------------------------------------------------

/// Waits until the proxy's stderr holds `needle` (the test server's lines
/// are relayed there), at most [`WAIT`].
#[track_caller]
fn stderr_shows(s: &Session, needle: &str) {
    let deadline = std::time::Instant::now() + WAIT;
    while !s.stderr().contains(needle) {
        if std::time::Instant::now() >= deadline {
            s.fail(&format!("the proxy's stderr never showed {needle:?}"));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn planted_sampling_and_elicitation_requests_are_refused_to_the_server() {
    let sb = Sandbox::new("rogue-requests");
    let audit = sb.path_str("audit.jsonl");
    let mut s = Session::start(
        &sb,
        &["--audit", &audit],
        &["poisoned", "--rogue", "sampling", "--rogue", "elicitation"],
    );
    s.initialize();
    assert_eq!(s.tool_names(1), CLEAN_TOOLS);
    assert_eq!(result_text(&s.call(2, "echo", json!({"text": "x"}))), "x");
    let ids: Vec<String> = s
        .server_requests
        .iter()
        .map(|r| r["id"].as_str().unwrap_or("").to_owned())
        .collect();
    assert_eq!(
        ids,
        ["sampling-clean-1", "elicitation-clean-1"],
        "{:#?}",
        s.server_requests
    );
    // The planted ones never reached the client and the server got errors.
    stderr_shows(&s, "got answer \"sampling-evil-1\" error -32001");
    stderr_shows(&s, "got answer \"elicitation-evil-1\" error -32001");
    // The client's answers to the clean ones reach the server.
    s.send(&json!({"jsonrpc": "2.0", "id": "sampling-clean-1",
        "result": {"role": "assistant", "content": {"type": "text", "text": "Sunny."}, "model": "m"}}));
    stderr_shows(&s, "got answer \"sampling-clean-1\" result");
    let stderr = s.close();
    assert!(
        stderr.contains("refused the server's sampling/createMessage request"),
        "{stderr}"
    );
    let events: Vec<Value> = std::fs::read_to_string(&audit)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .filter(|l: &Value| l["event"] == "request_refused")
        .collect();
    assert_eq!(events.len(), 2, "{events:#?}");
    assert!(
        events.iter().all(|e| !e.to_string().contains("ssh")),
        "audit lines carry no text"
    );
}

#[test]
fn planted_log_and_progress_notifications_are_dropped() {
    let sb = Sandbox::new("rogue-notifications");
    let mut s = Session::start(
        &sb,
        &[],
        &["poisoned", "--rogue", "log", "--rogue", "progress"],
    );
    s.initialize();
    assert_eq!(s.tool_names(1), CLEAN_TOOLS);
    assert_eq!(result_text(&s.call(2, "echo", json!({"text": "x"}))), "x");
    let seen: Vec<String> = s
        .notifications
        .iter()
        .map(|n| format!("{} {}", n["method"].as_str().unwrap_or(""), n["params"]))
        .collect();
    assert_eq!(seen.len(), 2, "{seen:#?}");
    assert!(seen.iter().all(|n| !n.contains("IMPORTANT")), "{seen:#?}");
    assert!(seen[0].starts_with("notifications/message"), "{seen:#?}");
    assert!(seen[1].starts_with("notifications/progress"), "{seen:#?}");
    let stderr = s.close();
    assert_eq!(
        stderr
            .matches("dropped the server's notifications/")
            .count(),
        2,
        "{stderr}"
    );
}

#[test]
fn planted_server_info_is_removed_member_by_member() {
    let sb = Sandbox::new("rogue-serverinfo");
    let mut s = Session::start(&sb, &[], &["benign", "--rogue", "serverinfo"]);
    let hello = s.initialize();
    let info = &hello["serverInfo"];
    assert_eq!(info["name"], "mcpsift-testserver", "{hello}");
    assert_eq!(info["title"], "Test server", "{hello}");
    assert!(info.get("description").is_none(), "{hello}");
    let stderr = s.close();
    assert!(
        stderr.contains("removed serverInfo.description"),
        "{stderr}"
    );
}

#[test]
fn a_planted_request_inside_a_server_batch_is_refused_too() {
    let sb = Sandbox::new("rogue-batch-sampling");
    let mut s = Session::start(
        &sb,
        &[],
        &["poisoned", "--rogue", "batch", "--rogue", "sampling"],
    );
    initialize_at(&mut s, "2025-03-26");
    assert_eq!(s.tool_names(1), CLEAN_TOOLS);
    assert_eq!(result_text(&s.call(2, "echo", json!({"text": "x"}))), "x");
    let ids: Vec<&str> = s
        .server_requests
        .iter()
        .filter_map(|r| r["id"].as_str())
        .collect();
    assert_eq!(ids, ["sampling-clean-1"]);
    stderr_shows(&s, "got answer \"sampling-evil-1\" error -32001");
    s.close();
}

// ---------------------------------------------------------------------------
// 5. Waits without end
// ---------------------------------------------------------------------------

#[test]
fn an_oversized_request_is_answered_with_its_own_id() {
    let sb = Sandbox::new("oversized");
    let mut s = Session::start(&sb, &[], &["poisoned"]);
    s.initialize();
    assert_eq!(s.tool_names(1), CLEAN_TOOLS);
    let huge = "a".repeat(65 << 20);
    s.send_line(&format!(
        r#"{{"jsonrpc":"2.0","id":42,"method":"tools/call","params":{{"name":"echo","arguments":{{"text":"{huge}"}}}}}}"#
    ));
    drop(huge);
    let answer = s.answer(&json!(42));
    assert_eq!(error_code(&answer), -32600, "{answer}");
    assert!(
        answer["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("larger than")
    );
    // The relay goes on; the big call never reached the server.
    assert_eq!(
        result_text(&s.call(43, "echo", json!({"text": "small"}))),
        "small"
    );
    let stderr = s.close();
    assert_eq!(
        stderr.matches("executed tools/call echo").count(),
        1,
        "{stderr}"
    );
}

#[test]
fn forwarded_requests_have_a_time_limit_by_default() {
    let sb = Sandbox::new("default-timeout");
    let run = sb.run(&["proxy", "--help"]);
    run.expect(0);
    let help = run.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        help.contains("0 for no limit [default: 300]"),
        "the default call timeout is not documented in --help:\n{}",
        run.stdout
    );
}

const CLEAN_TOOLS: [&str; 2] = ["get_weather", "echo"];

#[allow(dead_code)]
const SHORT: Duration = Duration::from_millis(300);
