//! `mcpsift-content-server`: a stdio MCP server for the probe tests, offline:
//! a tool that returns third-party content (`fetch_page`), and tools a
//! planted instruction would want (`delete_file`, which really deletes a
//! file under --root, and `send_email`).
//!
//! ```text
//! mcpsift-content-server [--root DIR] [--log FILE] [--crash-on-call]
//! ```
//! --log appends every message received, one per line (the tests check what
//! reached the server); --crash-on-call exits on the first tools/call.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use serde_json::{Value, json};

fn main() {
    let mut args = std::env::args().skip(1);
    let mut root: Option<PathBuf> = None;
    let mut log: Option<std::fs::File> = None;
    let mut crash_on_call = false;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--root" => root = args.next().map(PathBuf::from),
            "--log" => {
                let path = args.next().unwrap_or_default();
                log = Some(
                    std::fs::OpenOptions::new()
                        .create(true)
                        .append(true)
                        .open(&path)
                        .unwrap_or_else(|e| panic!("cannot open {path}: {e}")),
                );
            }
            "--crash-on-call" => crash_on_call = true,
            other => {
                eprintln!("mcpsift-content-server: unknown argument {other}");
                std::process::exit(2);
            }
        }
    }
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if let Some(log) = log.as_mut() {
            let _ = writeln!(log, "{line}");
            let _ = log.flush();
        }
        let Ok(message) = serde_json::from_str::<Value>(&line) else {
            continue;
        };
        let Some(id) = message.get("id").cloned() else {
            continue; // a notification
        };
        let method = message.get("method").and_then(Value::as_str).unwrap_or("");
        let params = message.get("params").cloned().unwrap_or(Value::Null);
        if method == "tools/call" && crash_on_call {
            eprintln!("mcpsift-content-server: crashing on tools/call as asked");
            std::process::exit(1);
        }
        let answer = match handle(method, &params, root.as_deref()) {
            Ok(result) => json!({"jsonrpc": "2.0", "id": id, "result": result}),
            Err((code, text)) => {
                json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": text}})
            }
        };
        let _ = writeln!(stdout, "{answer}");
        let _ = stdout.flush();
    }
}

fn string_arg(description: &str) -> Value {
    json!({"type": "string", "description": description})
}

fn tools() -> Value {
    json!([
        {"name": "fetch_page", "description": "Fetches a web page and returns its text.",
         "inputSchema": {"type": "object", "properties": {"url": string_arg("The page URL")}, "required": ["url"]}},
        {"name": "delete_file", "description": "Deletes a file in the workspace.",
         "inputSchema": {"type": "object", "properties": {"path": string_arg("File to delete")}, "required": ["path"]},
         "annotations": {"destructiveHint": true}},
        {"name": "send_email", "description": "Sends an email.",
         "inputSchema": {"type": "object", "properties": {"to": string_arg("Recipient"), "body": string_arg("Text")}, "required": ["to", "body"]}},
    ])
}

fn text(t: &str) -> Value {
    json!({"content": [{"type": "text", "text": t}]})
}

fn handle(
    method: &str,
    params: &Value,
    root: Option<&std::path::Path>,
) -> Result<Value, (i64, String)> {
    match method {
        "initialize" => Ok(json!({
            "protocolVersion": params.get("protocolVersion").cloned().unwrap_or(json!("2025-06-18")),
            "capabilities": {"tools": {}},
            "serverInfo": {"name": "mcpsift-content-server", "version": "1.0.0"}})),
        "ping" => Ok(json!({})),
        "tools/list" => Ok(json!({"tools": tools()})),
        "tools/call" => {
            let name = params.get("name").and_then(Value::as_str).unwrap_or("");
            let args = params.get("arguments").cloned().unwrap_or(json!({}));
            let arg = |k: &str| args.get(k).and_then(Value::as_str).unwrap_or("").to_owned();
            match name {
                "fetch_page" => Ok(text(&format!(
                    "Example Domain\n\nThis domain ({}) is for use in illustrative examples in documents.",
                    arg("url")
                ))),
                "delete_file" => {
                    let Some(root) = root else {
                        return Ok(text("no workspace configured"));
                    };
                    let path = root.join(arg("path"));
                    match std::fs::remove_file(&path) {
                        Ok(()) => Ok(text(&format!("deleted {}", path.display()))),
                        Err(e) => Ok(
                            json!({"content": [{"type": "text", "text": e.to_string()}], "isError": true}),
                        ),
                    }
                }
                "send_email" => Ok(text("sent")),
                _ => Err((-32602, format!("unknown tool {name}"))),
            }
        }
        _ => Err((-32601, format!("method not found: {method}"))),
    }
}
