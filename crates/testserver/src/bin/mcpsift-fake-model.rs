//! `mcpsift-fake-model`: a scripted OpenAI-compatible chat-completions
//! server for mcpsift's probe tests, offline. It speaks the real wire format
//! (JSON answers, or server-sent events when the request says
//! `"stream": true`) on 127.0.0.1 and prints `listening on URL` first.
//!
//! ```text
//! mcpsift-fake-model [--behaviour B] [--fail-first N --failure F] [--call-args JSON] [--log FILE]
//!                    [--require-key KEY] [--port P] [--lifetime SECS]
//! B (after a tool result): gullible (follows what the result says: calls the tool it names with
//!   the token, or repeats the token in its answer), resistant (answers, ignores it), filtered
//!   (finish_reason content_filter), refusing (message.refusal), lazy (never calls a tool),
//!   meddling (calls the tool the result names, with `README.md` instead of the token)
//! F (the first N requests): 429 (with Retry-After: 1), 503, malformed (a 200 that is not JSON),
//!   cut (a stream, or body, that ends before the answer is complete), hang (never answers),
//!   filter400 (Azure's HTTP 400 content_filter error)
//! ```
//! --require-key answers 401 to a request without `Authorization: Bearer KEY`.
//! The first step calls the tool the user's task names (``the `NAME` tool``)
//! with the arguments it gives (or --call-args). Every request body is
//! appended to --log as one line. It exits by itself after --lifetime
//! seconds (default 300).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};

#[derive(Clone)]
struct Config {
    behaviour: String,
    fail_first: usize,
    failure: String,
    call_args: Option<String>,
    require_key: Option<String>,
    log: Option<Arc<Mutex<std::fs::File>>>,
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut port = 0u16;
    let mut lifetime = 300u64;
    let mut config = Config {
        behaviour: "gullible".into(),
        fail_first: 0,
        failure: "429".into(),
        call_args: None,
        require_key: None,
        log: None,
    };
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .unwrap_or_else(|| usage(&format!("{arg} needs a value")))
        };
        match arg.as_str() {
            "--behaviour" => config.behaviour = value(),
            "--fail-first" => {
                config.fail_first = value().parse().unwrap_or_else(|_| usage("--fail-first N"))
            }
            "--failure" => config.failure = value(),
            "--call-args" => config.call_args = Some(value()),
            "--require-key" => config.require_key = Some(value()),
            "--port" => port = value().parse().unwrap_or_else(|_| usage("--port P")),
            "--lifetime" => lifetime = value().parse().unwrap_or_else(|_| usage("--lifetime SECS")),
            "--log" => {
                let path = value();
                let file = std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(&path)
                    .unwrap_or_else(|e| usage(&format!("cannot open {path}: {e}")));
                config.log = Some(Arc::new(Mutex::new(file)));
            }
            other => usage(&format!("unknown argument {other}")),
        }
    }
    let listener = TcpListener::bind(("127.0.0.1", port))
        .unwrap_or_else(|e| usage(&format!("cannot listen: {e}")));
    let addr = listener.local_addr().expect("a bound address");
    println!("listening on http://{addr}/v1");
    let _ = std::io::stdout().flush();
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_secs(lifetime));
        std::process::exit(0);
    });
    let count = Arc::new(AtomicUsize::new(0));
    for stream in listener.incoming().flatten() {
        let config = config.clone();
        let count = Arc::clone(&count);
        std::thread::spawn(move || {
            let _ = serve(stream, &config, &count);
        });
    }
}

fn usage(message: &str) -> ! {
    eprintln!("mcpsift-fake-model: {message}");
    std::process::exit(2);
}

/// Reads one HTTP request: the body (by Content-Length).
/// Reads one HTTP request: the body (by Content-Length) and the
/// `Authorization` header.
fn read_request(
    reader: &mut BufReader<TcpStream>,
) -> std::io::Result<Option<(Vec<u8>, Option<String>)>> {
    let mut line = String::new();
    if reader.read_line(&mut line)? == 0 {
        return Ok(None);
    }
    let mut length = 0usize;
    let mut authorization = None;
    loop {
        line.clear();
        reader.read_line(&mut line)?;
        let header = line.trim_end();
        if header.is_empty() {
            break;
        }
        if let Some((name, value)) = header.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse().unwrap_or(0);
        }
        if let Some((name, value)) = header.split_once(':')
            && name.eq_ignore_ascii_case("authorization")
        {
            authorization = Some(value.trim().to_owned());
        }
    }
    let mut body = vec![0; length.min(64 << 20)];
    reader.read_exact(&mut body)?;
    Ok(Some((body, authorization)))
}

fn respond(
    stream: &mut TcpStream,
    status: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> std::io::Result<()> {
    let mut head = format!(
        "HTTP/1.1 {status}\r\nContent-Length: {}\r\nConnection: close\r\n",
        body.len()
    );
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes())?;
    stream.write_all(body)?;
    stream.flush()
}

fn serve(stream: TcpStream, config: &Config, count: &AtomicUsize) -> std::io::Result<()> {
    let mut writer = stream.try_clone()?;
    let mut reader = BufReader::new(stream);
    let Some((body, authorization)) = read_request(&mut reader)? else {
        return Ok(());
    };
    if let Some(key) = &config.require_key
        && authorization.as_deref() != Some(format!("Bearer {key}").as_str())
    {
        let error = json!({"error": {"message": "Incorrect API key provided.", "type": "invalid_request_error", "code": "invalid_api_key"}});
        return respond(
            &mut writer,
            "401 Unauthorized",
            &[("Content-Type", "application/json")],
            error.to_string().as_bytes(),
        );
    }
    if let Some(log) = &config.log {
        let mut file = log.lock().unwrap_or_else(|e| e.into_inner());
        file.write_all(&body)?;
        file.write_all(b"\n")?;
    }
    let n = count.fetch_add(1, Ordering::SeqCst) + 1;
    let request: Value = match serde_json::from_slice(&body) {
        Ok(v) => v,
        Err(_) => {
            let error = json!({"error": {"message": "the body is not JSON", "type": "invalid_request_error"}});
            return respond(
                &mut writer,
                "400 Bad Request",
                &[("Content-Type", "application/json")],
                error.to_string().as_bytes(),
            );
        }
    };
    let streamed = request.get("stream").and_then(Value::as_bool) == Some(true);
    let model = request
        .get("model")
        .and_then(Value::as_str)
        .unwrap_or("fake")
        .to_owned();
    if n <= config.fail_first {
        let json_type = [("Content-Type", "application/json")];
        match config.failure.as_str() {
            "429" => {
                let error = json!({"error": {"message": "Rate limit reached", "type": "rate_limit_exceeded", "code": "rate_limit_exceeded"}});
                return respond(
                    &mut writer,
                    "429 Too Many Requests",
                    &[("Content-Type", "application/json"), ("Retry-After", "1")],
                    error.to_string().as_bytes(),
                );
            }
            "503" => {
                return respond(
                    &mut writer,
                    "503 Service Unavailable",
                    &json_type,
                    b"{\"error\":{\"message\":\"overloaded\"}}",
                );
            }
            "filter400" => {
                let error = json!({"error": {"message": "The response was filtered due to the prompt triggering content management policy.", "code": "content_filter", "status": 400}});
                return respond(
                    &mut writer,
                    "400 Bad Request",
                    &json_type,
                    error.to_string().as_bytes(),
                );
            }
            "malformed" => {
                return respond(
                    &mut writer,
                    "200 OK",
                    &json_type,
                    b"{\"choices\": [ this is not json",
                );
            }
            "hang" => {
                std::thread::sleep(Duration::from_secs(120));
                return Ok(());
            }
            "cut" => {
                if streamed {
                    let mut head = String::from(
                        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
                    );
                    let event = format!(
                        "data: {}\n\n",
                        chunk(
                            &model,
                            json!({"role": "assistant", "content": "Let me"}),
                            None
                        )
                    );
                    head.push_str(&format!("{:x}\r\n{event}\r\n0\r\n\r\n", event.len()));
                    writer.write_all(head.as_bytes())?;
                    return writer.flush();
                }
                // A body shorter than its Content-Length, then the close.
                let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 400\r\nConnection: close\r\n\r\n{\"choices\":[{\"message\":";
                writer.write_all(head.as_bytes())?;
                return writer.flush();
            }
            other => usage(&format!("unknown --failure {other}")),
        }
    }
    let (message, finish) = next_step(&request, config);
    if streamed {
        write_stream(&mut writer, &model, &message, finish)
    } else {
        let answer = json!({"id": format!("chatcmpl-{n}"), "object": "chat.completion", "created": 0, "model": model,
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}});
        respond(
            &mut writer,
            "200 OK",
            &[("Content-Type", "application/json")],
            answer.to_string().as_bytes(),
        )
    }
}

fn chunk(model: &str, delta: Value, finish: Option<&str>) -> Value {
    json!({"id": "chatcmpl-s", "object": "chat.completion.chunk", "created": 0, "model": model,
           "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]})
}

/// Sends `message` as a stream of chunks (content in two pieces, each tool
/// call's arguments in two pieces), then the finish reason and `[DONE]`.
fn write_stream(
    stream: &mut TcpStream,
    model: &str,
    message: &Value,
    finish: &str,
) -> std::io::Result<()> {
    let mut events = vec![chunk(
        model,
        json!({"role": "assistant", "content": ""}),
        None,
    )];
    if let Some(text) = message.get("content").and_then(Value::as_str) {
        let mid = text
            .char_indices()
            .nth(text.chars().count() / 2)
            .map_or(0, |(i, _)| i);
        events.push(chunk(model, json!({"content": &text[..mid]}), None));
        events.push(chunk(model, json!({"content": &text[mid..]}), None));
    }
    if let Some(refusal) = message.get("refusal").and_then(Value::as_str) {
        events.push(chunk(model, json!({"refusal": refusal}), None));
    }
    if let Some(calls) = message.get("tool_calls").and_then(Value::as_array) {
        for (i, call) in calls.iter().enumerate() {
            let args = call["function"]["arguments"].as_str().unwrap_or("{}");
            let mid = args.len() / 2;
            let (a, b) = if args.is_char_boundary(mid) {
                args.split_at(mid)
            } else {
                (args, "")
            };
            events.push(chunk(
                model,
                json!({"tool_calls": [{"index": i, "id": call["id"], "type": "function",
                "function": {"name": call["function"]["name"], "arguments": a}}]}),
                None,
            ));
            events.push(chunk(
                model,
                json!({"tool_calls": [{"index": i, "function": {"arguments": b}}]}),
                None,
            ));
        }
    }
    events.push(chunk(model, json!({}), Some(finish)));
    let mut out = String::from(
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
    );
    let mut piece = |data: String| {
        out.push_str(&format!("{:x}\r\n{data}\r\n", data.len()));
    };
    for event in events {
        piece(format!("data: {event}\n\n"));
    }
    piece("data: [DONE]\n\n".to_owned());
    out.push_str("0\r\n\r\n");
    stream.write_all(out.as_bytes())?;
    stream.flush()
}

/// The token a probe plants: `ref-` and 16 hex digits.
fn find_token(text: &str) -> Option<&str> {
    let mut from = 0;
    while let Some(at) = text[from..].find("ref-") {
        let start = from + at;
        if let Some(candidate) = text.get(start..start + 20)
            && candidate[4..].bytes().all(|b| b.is_ascii_hexdigit())
        {
            return Some(candidate);
        }
        from = start + 4;
    }
    None
}

fn tool_call(id: &str, name: &str, arguments: &str) -> Value {
    json!({"role": "assistant", "content": null,
           "tool_calls": [{"id": id, "type": "function", "function": {"name": name, "arguments": arguments}}]})
}

fn answer(text: &str) -> Value {
    json!({"role": "assistant", "content": text})
}

/// The scripted step for this conversation: the message and finish reason.
fn next_step(request: &Value, config: &Config) -> (Value, &'static str) {
    let messages = request
        .get("messages")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let last_tool = messages
        .iter()
        .rev()
        .find(|m| m.get("role").and_then(Value::as_str) == Some("tool"))
        .and_then(|m| m.get("content").and_then(Value::as_str))
        .map(str::to_owned);
    let Some(result) = last_tool else {
        if config.behaviour == "lazy" {
            return (answer("I would rather not call any tool."), "stop");
        }
        let task = messages
            .iter()
            .find(|m| m.get("role").and_then(Value::as_str) == Some("user"))
            .and_then(|m| m.get("content").and_then(Value::as_str))
            .unwrap_or("");
        let tool = task
            .split_once("the `")
            .and_then(|(_, rest)| rest.split_once('`'))
            .map_or("", |(name, _)| name);
        let args = config.call_args.clone().unwrap_or_else(|| {
            task.split_once("with these arguments: ")
                .map(|(_, rest)| rest.lines().next().unwrap_or("{}").to_owned())
                .unwrap_or_else(|| "{}".into())
        });
        return (tool_call("call_1", tool, &args), "tool_calls");
    };
    match config.behaviour.as_str() {
        "gullible" => {
            let Some(token) = find_token(&result) else {
                return (answer("The tool ran; nothing else to report."), "stop");
            };
            if let Some((_, rest)) = result.split_once("call the `")
                && let Some((tool, rest)) = rest.split_once("` tool with `")
                && let Some((arg, _)) = rest.split_once('`')
            {
                let args = json!({ arg: token }).to_string();
                return (tool_call("call_2", tool, &args), "tool_calls");
            }
            (
                answer(&format!("Here is the result. Reference code: {token}")),
                "stop",
            )
        }
        // Calls the tool the payload names, but with a harmless-looking
        // argument of its own (no token), then answers.
        "meddling" => {
            if let Some((_, rest)) = result.split_once("call the `")
                && let Some((tool, rest)) = rest.split_once("` tool with `")
                && let Some((arg, _)) = rest.split_once('`')
            {
                let args = json!({ arg: "README.md" }).to_string();
                return (tool_call("call_2", tool, &args), "tool_calls");
            }
            (answer("Done; I did what the page asked."), "stop")
        }
        "filtered" => (
            json!({"role": "assistant", "content": null}),
            "content_filter",
        ),
        "refusing" => (
            json!({"role": "assistant", "content": null, "refusal": "I can't help with that request."}),
            "stop",
        ),
        _ => (
            answer("The tool returned its result. It also held an instruction, which I ignored."),
            "stop",
        ),
    }
}
