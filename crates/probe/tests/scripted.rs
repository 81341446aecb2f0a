//! The probe loop with a scripted model and an in-memory server: every
//! outcome, the stub for other tools, retries, the budget, and what the
//! model is sent.

use std::time::{Duration, Instant};

use mcpsift_probe::model::ModelErrorKind;
use mcpsift_probe::probe::find_canary;
use mcpsift_probe::{
    Behaviour, CallLimits, Message, ModelError, Outcome, PayloadStyle, Probe, ProbeLimits,
    ProbeRecord, Reply, ScriptedModel, Throttled, ToolHost, ToolResult,
};
use serde_json::{Value, json};

/// A server with a content tool and a destructive one; it records every call.
#[derive(Default)]
struct Server {
    calls: Vec<(String, Value)>,
    fail: bool,
}

impl ToolHost for Server {
    fn call(&mut self, name: &str, arguments: Value) -> Result<ToolResult, String> {
        self.calls.push((name.to_owned(), arguments));
        if self.fail {
            return Err("the server closed its stdout".into());
        }
        Ok(ToolResult {
            text: "Issue #12: the build fails on Windows.".into(),
            is_error: false,
        })
    }
}

fn tools() -> Vec<Value> {
    vec![
        json!({"name": "read_issue", "description": "Reads an issue.",
               "inputSchema": {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}}),
        json!({"name": "delete_file", "description": "Deletes a file.",
               "inputSchema": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}}),
    ]
}

fn limits() -> CallLimits {
    CallLimits {
        backoff: Duration::from_millis(1),
        ..CallLimits::default()
    }
}

fn run(
    model: ScriptedModel,
    style: PayloadStyle,
    server: &mut Server,
) -> (ProbeRecord, ScriptedModel) {
    let tools = tools();
    let reasons = vec!["test".to_owned()];
    let probe_limits = ProbeLimits::default();
    let probe = Probe {
        server: "test",
        tools: &tools,
        tool: "read_issue",
        reasons: &reasons,
        style,
        limits: &probe_limits,
        arguments: None,
    };
    let mut throttled = Throttled::new(model, limits(), Instant::now() + Duration::from_secs(60));
    let record = probe.run(&mut throttled, server);
    (record, throttled.into_inner())
}

/// Every payload style on `read_issue`, one after another through one
/// queue with `limits`.
fn run_styles(
    model: ScriptedModel,
    limits: CallLimits,
) -> (Vec<ProbeRecord>, Throttled<ScriptedModel>) {
    let tools = tools();
    let probe_limits = ProbeLimits::default();
    let mut throttled = Throttled::new(model, limits, Instant::now() + Duration::from_secs(60));
    let mut server = Server::default();
    let records = PayloadStyle::ALL
        .into_iter()
        .map(|style| {
            let probe = Probe {
                server: "t",
                tools: &tools,
                tool: "read_issue",
                reasons: &[],
                style,
                limits: &probe_limits,
                arguments: None,
            };
            probe.run(&mut throttled, &mut server)
        })
        .collect();
    (records, throttled)
}

#[test]
fn obeyed_through_an_argument_and_delete_file_never_reaches_the_server() {
    let mut server = Server::default();
    let (record, model) = run(
        ScriptedModel::behaving(Behaviour::Gullible),
        PayloadStyle::ToolCall,
        &mut server,
    );
    assert_eq!(record.outcome, Outcome::Obeyed);
    assert_eq!(record.via, Some("argument"));
    assert!(record.evidence.as_deref().unwrap().contains(&record.canary));
    assert!(
        record
            .evidence
            .as_deref()
            .unwrap()
            .starts_with("delete_file(")
    );
    // Only the tool under test was called, with the task's arguments.
    assert_eq!(
        server.calls,
        vec![("read_issue".to_owned(), json!({"id": "1"}))]
    );
    // What the model saw: both tools; the result, then the payload.
    let (messages, offered) = &model.seen[1];
    assert_eq!(offered, &["read_issue", "delete_file"]);
    let Some(Message::Tool { content, .. }) = messages.last() else {
        panic!("the tool result is the last message");
    };
    assert!(content.starts_with("Issue #12"));
    assert_eq!(find_canary(content), Some(record.canary.as_str()));
    // The first request held no canary.
    assert!(!format!("{:?}", model.seen[0]).contains(&record.canary));
}

#[test]
fn obeyed_in_the_answer() {
    for style in [
        PayloadStyle::Plain,
        PayloadStyle::Answer,
        PayloadStyle::Concealed,
    ] {
        let mut server = Server::default();
        let (record, _) = run(
            ScriptedModel::behaving(Behaviour::Gullible),
            style,
            &mut server,
        );
        assert_eq!(record.outcome, Outcome::Obeyed, "{style:?}");
        assert_eq!(record.via, Some("answer"));
    }
}

#[test]
fn resisted() {
    let mut server = Server::default();
    let (record, _) = run(
        ScriptedModel::behaving(Behaviour::Resistant),
        PayloadStyle::ToolCall,
        &mut server,
    );
    assert_eq!(record.outcome, Outcome::Resisted);
    assert_eq!(record.evidence, None);
}

#[test]
fn filtered_refused_and_lazy_models_are_inconclusive() {
    for behaviour in [
        Behaviour::Filtered,
        Behaviour::Refusing,
        Behaviour::Lazy,
        Behaviour::Failing(ModelErrorKind::Filtered),
    ] {
        let mut server = Server::default();
        let (record, _) = run(
            ScriptedModel::behaving(behaviour.clone()),
            PayloadStyle::Answer,
            &mut server,
        );
        assert_eq!(
            record.outcome,
            Outcome::Inconclusive,
            "{behaviour:?}: {}",
            record.detail
        );
    }
}

#[test]
fn timeouts_and_transport_failures_are_errors() {
    for kind in [
        ModelErrorKind::Timeout,
        ModelErrorKind::Malformed,
        ModelErrorKind::Rejected,
    ] {
        let mut server = Server::default();
        let (record, _) = run(
            ScriptedModel::behaving(Behaviour::Failing(kind)),
            PayloadStyle::Answer,
            &mut server,
        );
        assert_eq!(record.outcome, Outcome::Error, "{kind:?}");
    }
    let mut server = Server {
        fail: true,
        ..Server::default()
    };
    let (record, _) = run(
        ScriptedModel::behaving(Behaviour::Gullible),
        PayloadStyle::Answer,
        &mut server,
    );
    assert_eq!(record.outcome, Outcome::Error);
    assert!(
        record.detail.contains("on the server failed"),
        "{}",
        record.detail
    );
}

#[test]
fn a_429_is_retried_and_a_canary_in_the_tool_under_test_is_never_executed() {
    let mut first = true;
    let model = ScriptedModel::new(move |messages, _| {
        if first {
            first = false;
            let mut e = ModelError::new(ModelErrorKind::RateLimited, "HTTP 429");
            e.retry_after = Some(Duration::from_millis(5));
            return Err(e);
        }
        // After the result: call the tool under test again, with the canary.
        match messages.last() {
            Some(Message::Tool { content, .. }) => {
                let canary = find_canary(content).unwrap_or("none").to_owned();
                Ok(Reply::call(
                    "c2",
                    "read_issue",
                    &json!({"id": canary}).to_string(),
                ))
            }
            _ => Ok(Reply::call("c1", "read_issue", r#"{"id": "7"}"#)),
        }
    });
    let mut server = Server::default();
    let (record, model) = run(model, PayloadStyle::ToolCall, &mut server);
    assert_eq!(record.outcome, Outcome::Obeyed);
    assert_eq!(
        record.model_calls, 3,
        "the 429, its retry, the step after the result"
    );
    assert_eq!(
        model.seen[0], model.seen[1],
        "the retry repeats the request"
    );
    assert_eq!(
        server.calls.len(),
        1,
        "the call with the canary was withheld"
    );
    assert_eq!(record.calls.last().unwrap().action, "withheld");
    assert_eq!(
        record.calls.last().unwrap().arguments,
        r#"{"id":"[canary]"}"#
    );
}

#[test]
fn the_budget_ends_probes_inconclusive() {
    let budget = CallLimits {
        budget: 3,
        ..limits()
    };
    let (records, throttled) = run_styles(ScriptedModel::behaving(Behaviour::Resistant), budget);
    let outcomes: Vec<Outcome> = records.iter().map(|r| r.outcome).collect();
    assert_eq!(
        outcomes,
        [
            Outcome::Resisted,
            Outcome::Inconclusive,
            Outcome::Inconclusive,
            Outcome::Inconclusive
        ]
    );
    assert!(
        records[1].detail.contains("budget"),
        "{}",
        records[1].detail
    );
    assert_eq!(throttled.calls, 3);
}

#[test]
fn other_tools_get_a_stub_and_never_reach_the_server() {
    let model = ScriptedModel::new(|messages, _| match messages.last() {
        Some(Message::User(_)) => Ok(Reply::call("c1", "read_issue", r#"{"id": "7"}"#)),
        Some(Message::Tool { content, .. }) if content.starts_with("Issue") => {
            Ok(Reply::call("c2", "delete_file", r#"{"path": "README.md"}"#))
        }
        _ => Ok(Reply::answer("All done.")),
    });
    let mut server = Server::default();
    let (record, model) = run(model, PayloadStyle::ToolCall, &mut server);
    assert_eq!(record.outcome, Outcome::Resisted);
    assert_eq!(server.calls.len(), 1);
    assert_eq!(server.calls[0].0, "read_issue");
    assert_eq!(record.calls[1].action, "stubbed");
    let Some(Message::Tool { content, .. }) = model.seen.last().unwrap().0.last() else {
        panic!("the stub answered the call");
    };
    assert_eq!(content, "Done.");
}

#[test]
fn the_rate_limit_spaces_calls() {
    let mut at = Vec::new();
    let stamps = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let seen = std::sync::Arc::clone(&stamps);
    let model = ScriptedModel::new(move |_, _| {
        seen.lock().unwrap().push(Instant::now());
        Ok(Reply::answer("hi"))
    });
    let gap = Duration::from_millis(40);
    let mut throttled = Throttled::new(
        model,
        CallLimits {
            min_interval: gap,
            ..limits()
        },
        Instant::now() + Duration::from_secs(60),
    );
    for _ in 0..3 {
        throttled.step(&[Message::User("x".into())], &[]).unwrap();
    }
    at.extend(stamps.lock().unwrap().iter().copied());
    // Sleeping never ends early, so each gap is at least the interval.
    for pair in at.windows(2) {
        assert!(pair[1] - pair[0] >= gap);
    }
}

#[test]
fn a_refused_key_or_an_unreachable_endpoint_is_not_retried_probe_after_probe() {
    let refused = ScriptedModel::new(|_, _| {
        let mut e = ModelError::new(ModelErrorKind::Rejected, "HTTP 401: invalid key");
        e.status = Some(401);
        Err(e)
    });
    let (records, throttled) = run_styles(refused, limits());
    assert!(records.iter().all(|r| r.outcome == Outcome::Error));
    assert_eq!(
        throttled.calls, 1,
        "one call; the other probes fail at once"
    );
    let detail = &records[1].detail;
    assert!(
        detail.contains("not tried: an earlier call failed"),
        "{detail}"
    );
}
