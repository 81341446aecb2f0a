//! An OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI,
//! vLLM, llama.cpp's server, Ollama …) with tool calling, streaming or not.

use std::io::{BufRead, BufReader, Read};
use std::time::Duration;

use serde_json::{Value, json};

use crate::model::{
    Finish, Message, Model, ModelError, ModelErrorKind, ModelSetting, Reply, ToolCall, ToolDef,
};

/// Largest answer body read (16 MiB); past it the answer is malformed.
const MAX_BODY_BYTES: u64 = 16 << 20;
/// Most tool calls accepted in one step.
const MAX_TOOL_CALLS: usize = 64;

/// A chat-completions endpoint.
pub struct OpenAiModel {
    url: String,
    model: String,
    api_key: Option<String>,
    stream: bool,
    agent: ureq::Agent,
}

impl std::fmt::Debug for OpenAiModel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The key is never printed.
        f.debug_struct("OpenAiModel")
            .field("url", &self.url)
            .field("model", &self.model)
            .field("stream", &self.stream)
            .finish()
    }
}

/// The chat-completions URL for `base`: used as given when it already names
/// `/chat/completions` (Azure's deployment URLs with `?api-version=`), else
/// `/chat/completions` is appended (`http://localhost:11434/v1`).
pub fn endpoint_url(base: &str) -> String {
    if base.contains("/chat/completions") {
        base.to_owned()
    } else {
        format!("{}/chat/completions", base.trim_end_matches('/'))
    }
}

impl OpenAiModel {
    /// A model `model` at `url` (see [`endpoint_url`]); `api_key` is sent
    /// as a bearer token (and as `api-key` to Azure hosts).
    pub fn new(url: &str, model: &str, api_key: Option<String>, stream: bool) -> OpenAiModel {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .build()
            .into();
        OpenAiModel {
            url: endpoint_url(url),
            model: model.to_owned(),
            api_key,
            stream,
            agent,
        }
    }

    /// The request body for one step.
    pub fn body(&self, messages: &[Message], tools: &[ToolDef]) -> Value {
        let messages: Vec<Value> = messages.iter().map(message_json).collect();
        let mut body = json!({"model": self.model, "messages": messages, "stream": self.stream});
        if !tools.is_empty() {
            body["tools"] = tools
                .iter()
                .map(|t| {
                    json!({"type": "function", "function": {
                        "name": t.name, "description": t.description, "parameters": t.parameters}})
                })
                .collect();
            body["tool_choice"] = json!("auto");
        }
        body
    }
}

fn message_json(message: &Message) -> Value {
    match message {
        Message::System(text) => json!({"role": "system", "content": text}),
        Message::User(text) => json!({"role": "user", "content": text}),
        Message::Assistant {
            content,
            tool_calls,
        } => {
            let mut m = json!({"role": "assistant", "content": content});
            if !tool_calls.is_empty() {
                m["tool_calls"] = tool_calls
                    .iter()
                    .map(|c| {
                        json!({"id": c.id, "type": "function",
                               "function": {"name": c.name, "arguments": c.arguments}})
                    })
                    .collect();
            }
            m
        }
        Message::Tool { call_id, content } => {
            json!({"role": "tool", "tool_call_id": call_id, "content": content})
        }
    }
}

fn transport_error(url: &str, e: &ureq::Error) -> ModelError {
    match e {
        ureq::Error::Timeout(_) => ModelError::new(
            ModelErrorKind::Timeout,
            format!("no answer from {url} in time ({e})"),
        ),
        _ => ModelError::new(
            ModelErrorKind::Transport,
            format!("the request to {url} failed: {e}"),
        ),
    }
}

fn io_error(url: &str, e: &std::io::Error) -> ModelError {
    let text = e.to_string();
    if e.kind() == std::io::ErrorKind::TimedOut || text.to_ascii_lowercase().contains("timeout") {
        ModelError::new(
            ModelErrorKind::Timeout,
            format!("the answer from {url} stopped arriving in time ({text})"),
        )
    } else {
        ModelError::new(
            ModelErrorKind::Truncated,
            format!("reading the answer from {url} failed: {text}"),
        )
    }
}

/// The code and message of an error body (`{"error": {...}}`), shortened.
fn error_of(body: &[u8]) -> (String, String) {
    let value: Value = serde_json::from_slice(body).unwrap_or(Value::Null);
    let error = value.get("error").unwrap_or(&Value::Null);
    let code = match error.get("code") {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
        _ => error
            .get("type")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_owned(),
    };
    let message = error
        .get("message")
        .and_then(Value::as_str)
        .map(str::to_owned)
        .unwrap_or_else(|| String::from_utf8_lossy(body).into_owned());
    (code, message.chars().take(200).collect())
}

impl Model for OpenAiModel {
    fn complete(
        &mut self,
        messages: &[Message],
        tools: &[ToolDef],
        timeout: Duration,
    ) -> Result<Reply, ModelError> {
        let body = serde_json::to_vec(&self.body(messages, tools))
            .map_err(|e| ModelError::new(ModelErrorKind::Malformed, e.to_string()))?;
        let mut request = self
            .agent
            .post(&self.url)
            .config()
            .timeout_global(Some(timeout))
            .build()
            .header("Content-Type", "application/json")
            .header(
                "Accept",
                if self.stream {
                    "text/event-stream"
                } else {
                    "application/json"
                },
            );
        if let Some(key) = &self.api_key {
            request = request.header("Authorization", format!("Bearer {key}"));
            if self.url.contains(".azure.com/") || self.url.contains(".azure-api.net/") {
                request = request.header("api-key", key.as_str());
            }
        }
        let mut response = request
            .send(&body[..])
            .map_err(|e| transport_error(&self.url, &e))?;
        let status = response.status().as_u16();
        let retry_after = response
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map(Duration::from_secs);
        let content_type = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_ascii_lowercase();
        let reader = response
            .body_mut()
            .with_config()
            .limit(MAX_BODY_BYTES)
            .reader();
        if !(200..300).contains(&status) {
            let mut bytes = Vec::new();
            let _ = reader.take(64 << 10).read_to_end(&mut bytes);
            let (code, message) = error_of(&bytes);
            let kind = match status {
                429 => ModelErrorKind::RateLimited,
                500..=599 => ModelErrorKind::Server,
                400 if code == "content_filter" || code == "content_policy_violation" => {
                    ModelErrorKind::Filtered
                }
                _ => ModelErrorKind::Rejected,
            };
            let check: &[ModelSetting] = match status {
                401 | 403 => &[ModelSetting::ApiKey],
                404 => &[ModelSetting::Url, ModelSetting::Model],
                _ => &[],
            };
            let mut e =
                ModelError::new(kind, format!("HTTP {status} from {}: {message}", self.url))
                    .checking(check);
            e.retry_after = retry_after;
            e.status = Some(status);
            return Err(e);
        }
        if content_type.starts_with("text/event-stream") {
            read_stream(reader, &self.url)
        } else {
            let mut bytes = Vec::new();
            reader
                .take(MAX_BODY_BYTES + 1)
                .read_to_end(&mut bytes)
                .map_err(|e| io_error(&self.url, &e))?;
            // An answer that is not a chat completion most often comes
            // from a URL that is not the chat-completions endpoint.
            parse_completion(&bytes).map_err(|why| {
                ModelError::new(ModelErrorKind::Malformed, format!("{}: {why}", self.url))
                    .checking(&[ModelSetting::Url])
            })
        }
    }
}

fn finish_of(reason: Option<&str>) -> Finish {
    match reason {
        None | Some("stop" | "tool_calls" | "function_call" | "end_turn") => Finish::Stop,
        Some("length") => Finish::Length,
        Some("content_filter") => Finish::ContentFilter,
        Some(other) => Finish::Other(other.chars().take(40).collect()),
    }
}

/// Reads a non-streamed chat completion.
pub fn parse_completion(bytes: &[u8]) -> Result<Reply, String> {
    let value: Value = serde_json::from_slice(bytes).map_err(|e| {
        format!(
            "the answer is not JSON ({e}), so not from an OpenAI-compatible chat-completions API"
        )
    })?;
    if let Some(error) = value.get("error") {
        let (code, message) = error_of(bytes);
        let _ = error;
        return Err(format!(
            "the endpoint answered with an error: {message} ({code})"
        ));
    }
    let choice = value
        .get("choices")
        .and_then(Value::as_array)
        .and_then(|c| c.first())
        .ok_or("the answer has no `choices`")?;
    let message = choice
        .get("message")
        .ok_or("the first choice has no `message`")?;
    let text = |v: Option<&Value>| -> Result<Option<String>, String> {
        match v {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(other) => Err(format!("expected a string, found {other}")),
        }
    };
    let content = text(message.get("content")).map_err(|e| format!("`content`: {e}"))?;
    let refusal = text(message.get("refusal")).map_err(|e| format!("`refusal`: {e}"))?;
    let mut tool_calls = Vec::new();
    if let Some(calls) = message.get("tool_calls").filter(|v| !v.is_null()) {
        let calls = calls.as_array().ok_or("`tool_calls` is not an array")?;
        for call in calls.iter().take(MAX_TOOL_CALLS) {
            let function = call
                .get("function")
                .ok_or("a tool call has no `function`")?;
            let name = function
                .get("name")
                .and_then(Value::as_str)
                .ok_or("a tool call has no function name")?;
            let arguments = match function.get("arguments") {
                Some(Value::String(s)) => s.clone(),
                None | Some(Value::Null) => "{}".to_owned(),
                // Some servers send the arguments as an object.
                Some(other) => other.to_string(),
            };
            tool_calls.push(ToolCall {
                id: call
                    .get("id")
                    .and_then(Value::as_str)
                    .unwrap_or("")
                    .to_owned(),
                name: name.to_owned(),
                arguments,
            });
        }
    }
    Ok(Reply {
        content,
        tool_calls,
        finish: finish_of(choice.get("finish_reason").and_then(Value::as_str)),
        refusal,
    })
}

/// Reads a streamed chat completion (`data:` events of `chat.completion.chunk`
/// objects, ending with `data: [DONE]`). A stream that ends before a finish
/// reason or `[DONE]` is cut short: an error, never a complete answer.
pub fn read_stream(source: impl Read, url: &str) -> Result<Reply, ModelError> {
    let malformed =
        |why: String| ModelError::new(ModelErrorKind::Malformed, format!("{url}: {why}"));
    let mut reader = BufReader::new(source.take(MAX_BODY_BYTES));
    let mut content: Option<String> = None;
    let mut refusal: Option<String> = None;
    // (id, name, arguments) by index.
    let mut calls: Vec<(String, String, String)> = Vec::new();
    let mut finish: Option<String> = None;
    let mut done = false;
    let mut line = Vec::new();
    loop {
        line.clear();
        let n = reader
            .read_until(b'\n', &mut line)
            .map_err(|e| io_error(url, &e))?;
        if n == 0 {
            break;
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\n', '\r']);
        let Some(data) = text.strip_prefix("data:") else {
            continue; // event names, comments, blank separators
        };
        let data = data.trim();
        if data == "[DONE]" {
            done = true;
            break;
        }
        let chunk: Value = serde_json::from_str(data)
            .map_err(|e| malformed(format!("a stream event is not JSON ({e})")))?;
        if chunk.get("error").is_some() {
            let (code, message) = error_of(data.as_bytes());
            let kind = if code == "content_filter" {
                ModelErrorKind::Filtered
            } else {
                ModelErrorKind::Server
            };
            return Err(ModelError::new(
                kind,
                format!("{url}: the stream carried an error: {message} ({code})"),
            ));
        }
        let Some(choice) = chunk
            .get("choices")
            .and_then(Value::as_array)
            .and_then(|c| c.first())
        else {
            continue; // usage-only chunks
        };
        if let Some(reason) = choice.get("finish_reason").and_then(Value::as_str) {
            finish = Some(reason.to_owned());
        }
        let Some(delta) = choice.get("delta") else {
            continue;
        };
        if let Some(s) = delta.get("content").and_then(Value::as_str) {
            content.get_or_insert_with(String::new).push_str(s);
        }
        if let Some(s) = delta.get("refusal").and_then(Value::as_str) {
            refusal.get_or_insert_with(String::new).push_str(s);
        }
        if let Some(deltas) = delta.get("tool_calls").and_then(Value::as_array) {
            for d in deltas {
                let index = d
                    .get("index")
                    .and_then(Value::as_u64)
                    .map_or(calls.len().saturating_sub(1), |i| i as usize);
                if index >= MAX_TOOL_CALLS {
                    return Err(malformed(format!("more than {MAX_TOOL_CALLS} tool calls")));
                }
                while calls.len() <= index {
                    calls.push(Default::default());
                }
                let slot = &mut calls[index];
                if let Some(id) = d.get("id").and_then(Value::as_str) {
                    slot.0.push_str(id);
                }
                if let Some(f) = d.get("function") {
                    if let Some(name) = f.get("name").and_then(Value::as_str) {
                        slot.1.push_str(name);
                    }
                    if let Some(args) = f.get("arguments").and_then(Value::as_str) {
                        slot.2.push_str(args);
                    }
                }
            }
        }
    }
    if !done && finish.is_none() {
        return Err(ModelError::new(
            ModelErrorKind::Truncated,
            format!(
                "the stream from {url} ended before the answer was complete (no finish reason, no [DONE])"
            ),
        ));
    }
    Ok(Reply {
        content,
        tool_calls: calls
            .into_iter()
            .filter(|c| !c.1.is_empty())
            .map(|(id, name, arguments)| ToolCall {
                id,
                name,
                arguments: if arguments.is_empty() {
                    "{}".into()
                } else {
                    arguments
                },
            })
            .collect(),
        finish: finish_of(finish.as_deref()),
        refusal,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls() {
        assert_eq!(
            endpoint_url("http://localhost:11434/v1/"),
            "http://localhost:11434/v1/chat/completions"
        );
        let azure = "https://x.openai.azure.com/openai/deployments/d/chat/completions?api-version=2024-10-21";
        assert_eq!(endpoint_url(azure), azure);
    }

    #[test]
    fn the_request_is_the_chat_completions_wire_format() {
        let model = OpenAiModel::new("http://localhost:1/v1", "m", None, true);
        let messages = [
            Message::System("s".into()),
            Message::User("u".into()),
            Message::Assistant {
                content: None,
                tool_calls: vec![ToolCall {
                    id: "c1".into(),
                    name: "f".into(),
                    arguments: "{}".into(),
                }],
            },
            Message::Tool {
                call_id: "c1".into(),
                content: "r".into(),
            },
        ];
        let tools = [ToolDef {
            name: "f".into(),
            description: "d".into(),
            parameters: json!({"type": "object"}),
        }];
        let body = model.body(&messages, &tools);
        assert_eq!(
            body,
            json!({"model": "m", "stream": true, "tool_choice": "auto",
                "messages": [
                    {"role": "system", "content": "s"},
                    {"role": "user", "content": "u"},
                    {"role": "assistant", "content": null, "tool_calls": [
                        {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}]},
                    {"role": "tool", "tool_call_id": "c1", "content": "r"}],
                "tools": [{"type": "function", "function": {
                    "name": "f", "description": "d", "parameters": {"type": "object"}}}]})
        );
    }

    #[test]
    fn a_completion_with_a_tool_call() {
        let body = br#"{"choices":[{"message":{"role":"assistant","content":null,
            "tool_calls":[{"id":"c1","type":"function","function":{"name":"f","arguments":"{\"a\":1}"}}]},
            "finish_reason":"tool_calls"}]}"#;
        let reply = parse_completion(body).unwrap();
        assert_eq!(reply.tool_calls[0].name, "f");
        assert_eq!(reply.tool_calls[0].arguments, r#"{"a":1}"#);
        assert_eq!(reply.finish, Finish::Stop);
    }

    #[test]
    fn malformed_answers_say_why() {
        assert!(
            parse_completion(b"<html>")
                .unwrap_err()
                .contains("not JSON")
        );
        assert!(parse_completion(b"{}").unwrap_err().contains("choices"));
        assert!(
            parse_completion(br#"{"choices":[{"message":{"content":5}}]}"#)
                .unwrap_err()
                .contains("content")
        );
    }

    #[test]
    fn streams_join_deltas_and_a_cut_stream_is_an_error() {
        let full = "data: {\"choices\":[{\"delta\":{\"content\":\"Hel\"}}]}\n\n\
                    data: {\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"c\",\"function\":{\"name\":\"f\",\"arguments\":\"{\\\"a\\\"\"}}]}}]}\n\n\
                    data: {\"choices\":[{\"delta\":{\"content\":\"lo\",\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\":1}\"}}]},\"finish_reason\":\"stop\"}]}\n\n\
                    data: [DONE]\n\n";
        let reply = read_stream(full.as_bytes(), "u").unwrap();
        assert_eq!(reply.content.as_deref(), Some("Hello"));
        assert_eq!(reply.tool_calls[0].arguments, r#"{"a":1}"#);
        let cut = "data: {\"choices\":[{\"delta\":{\"content\":\"Hel\"}}]}\n\n";
        let e = read_stream(cut.as_bytes(), "u").unwrap_err();
        assert_eq!(e.kind, ModelErrorKind::Truncated);
        let filtered = "data: {\"choices\":[{\"delta\":{},\"finish_reason\":\"content_filter\"}]}\n\ndata: [DONE]\n";
        assert_eq!(
            read_stream(filtered.as_bytes(), "u").unwrap().finish,
            Finish::ContentFilter
        );
    }
}
