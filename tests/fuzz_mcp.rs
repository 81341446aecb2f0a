//! Fuzz bodies for what the untrusted side of a live scan sends before any
//! scanning: a streamable-HTTP server's `text/event-stream` framing, and the
//! client config files (`mcpServers`/`servers`, JSON with comments) that name
//! the servers. The JSON-RPC envelopes themselves are fuzzed through the
//! gateway (`proxy_client`, `proxy_server`).

use mcpsift_mcp::transport::read_sse;
use mcpsift_mcp::{ServerTarget, parse_config};
use serde_json::Value;

fn events_of(stream: &[u8]) -> Vec<Vec<u8>> {
    let mut got = Vec::new();
    read_sse(stream, |event| got.push(event));
    got
}

/// sse_stream: arbitrary bytes as an event stream give the events the
/// format defines (read here independently); and events built from the input (split at 0xFF), framed with LF or
/// CR LF, `data:` with or without its space, multi-line data, and
/// `event:`/`id:`/`retry:`/comment lines between, read back exactly.
pub fn sse_stream(data: &[u8]) {
    // 1. Arbitrary input, against the format read here on its own: an
    //    event is the values of its `data:` lines joined by LF (a value is
    //    what follows `data:` and one optional space), ended by a blank
    //    line or the end; empty data is no event.
    let mut want = Vec::new();
    let mut block: Option<Vec<u8>> = None;
    for line in data.split(|&b| b == b'\n') {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line.is_empty() {
            want.extend(block.take().filter(|b| !b.is_empty()));
        } else if let Some(value) = line.strip_prefix(b"data:") {
            let value = value.strip_prefix(b" ").unwrap_or(value);
            block = Some(match block.take() {
                Some(before) => [&before[..], b"\n", value].concat(),
                None => value.to_vec(),
            });
        }
    }
    want.extend(block.filter(|b| !b.is_empty()));
    assert_eq!(events_of(data), want, "stream {data:?}");

    // 2. Round trip. SSE cannot carry CR in data (it ends a line), and an
    //    event without data is no event: those are left out of the events.
    let events: Vec<Vec<u8>> = data
        .split(|&b| b == 0xFF)
        .map(|e| {
            e.iter()
                .copied()
                .filter(|&b| b != b'\r')
                .collect::<Vec<u8>>()
        })
        .filter(|e| !e.is_empty())
        .collect();
    let mut choice = data.first().copied().unwrap_or(0) as u32 | 1;
    let mut pick = |n: u32| {
        choice = choice.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        (choice >> 16) % n
    };
    let mut stream = Vec::new();
    for event in &events {
        let eol: &[u8] = if pick(2) == 0 { b"\n" } else { b"\r\n" };
        for noise in [
            &b"event: message"[..],
            b": keep-alive",
            b"id: 7",
            b"retry: 100",
        ] {
            if pick(3) == 0 {
                stream.extend_from_slice(noise);
                stream.extend_from_slice(eol);
            }
        }
        for line in event.split(|&b| b == b'\n') {
            let space = line.first() == Some(&b' ') || pick(2) == 0;
            stream.extend_from_slice(if space { b"data: " } else { b"data:" });
            stream.extend_from_slice(line);
            stream.extend_from_slice(eol);
        }
        stream.extend_from_slice(eol);
        if pick(4) == 0 {
            stream.extend_from_slice(eol);
        }
    }
    assert_eq!(events_of(&stream), events, "stream {stream:?}");
}

/// client_config: arbitrary text as a client config gives servers or a
/// clean error, and every server is a key of the config's server object,
/// once each, whose entry is usable or says why not. Any JSON in the input
/// (the text itself, or a JSON value built around it) written with
/// comments and trailing commas everywhere reads the same as without them.
pub fn client_config(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match parse_config(&text) {
        Ok(servers) => {
            let plain = mcpsift_mcp::config::strip_jsonc(&text);
            let root: Value = serde_json::from_str(&plain).expect("parsed once already");
            let object = root
                .get("mcpServers")
                .or_else(|| root.get("servers"))
                .or_else(|| root.get("mcp").and_then(|m| m.get("servers")))
                .and_then(Value::as_object)
                .expect("a config has a server object");
            let names: Vec<&str> = servers.iter().map(|s| s.name.as_str()).collect();
            let keys: Vec<&str> = object.keys().map(String::as_str).collect();
            assert_eq!(names, keys, "servers and the config's keys");
            for server in &servers {
                match &server.target {
                    Ok(ServerTarget::Stdio(command)) => assert_eq!(
                        Some(command.program.as_str()),
                        object[&server.name].get("command").and_then(Value::as_str)
                    ),
                    Ok(ServerTarget::Http { url, .. }) => assert_eq!(
                        Some(url.as_str()),
                        object[&server.name].get("url").and_then(Value::as_str)
                    ),
                    Err(why) => assert!(!why.is_empty()),
                }
            }
        }
        Err(why) => assert!(!why.is_empty()),
    }
    // The text itself when it is JSON, and always a config holding the text
    // as a server name, an argument and a header.
    let mut values = Vec::new();
    if let Ok(value) = serde_json::from_str::<Value>(&text) {
        values.push(value);
    }
    values.push(serde_json::json!({"mcpServers": {
        &*text: {"command": &*text, "args": [&*text, "//", "/*", "*/", ",]"], "env": {"A": &*text}},
        "http": {"url": &*text, "headers": {"X": [text, {}], "Y": []}}
    }}));
    for value in values {
        // serde_json cannot read back some of its own output (an object
        // whose key is its private raw-value marker): nothing of
        // strip_jsonc to check there.
        let pretty = serde_json::to_string_pretty(&value).expect("a value serializes");
        if serde_json::from_str::<Value>(&pretty).ok().as_ref() != Some(&value) {
            continue;
        }
        let decorated = with_comments_and_commas(&value);
        let plain = mcpsift_mcp::config::strip_jsonc(&decorated);
        let back: Value = serde_json::from_str(&plain)
            .unwrap_or_else(|e| panic!("{e}: {decorated:?} became {plain:?}"));
        assert_eq!(back, value, "{decorated:?} became {plain:?}");
    }
}

/// `value` pretty-printed, with a `//` comment ending every line, a `/* */`
/// comment opening every line, and a trailing comma after every last member
/// of an object or array. (Pretty JSON has line breaks only between tokens,
/// so every comment and comma lands outside strings.)
fn with_comments_and_commas(value: &Value) -> String {
    let pretty = serde_json::to_string_pretty(value).expect("a value serializes");
    let lines: Vec<&str> = pretty.lines().collect();
    let mut out = String::new();
    for (i, line) in lines.iter().enumerate() {
        let closes_next = lines
            .get(i + 1)
            .is_some_and(|next| matches!(next.trim_start().chars().next(), Some('}' | ']')));
        let opens = line.ends_with('{') || line.ends_with('[');
        out.push_str("/* a, } */ ");
        out.push_str(line);
        if closes_next && !opens && !line.ends_with(',') {
            out.push(',');
        }
        out.push_str(" // b, ] \"\n");
    }
    out
}
