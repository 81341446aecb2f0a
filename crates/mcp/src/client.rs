//! A minimal MCP client that keeps every list result as the raw JSON the
//! server sent: the scanner must see exactly what a model would, including
//! fields no SDK knows and duplicate keys.

use std::time::Duration;

use serde::Deserialize;
use serde_json::value::RawValue;
use serde_json::{Value, json};

use crate::McpError;
use crate::transport::{Deadline, Transport};

/// The newest protocol revision spoken, and the legacy one asked for in
/// `initialize` (servers answer with the newest they support).
pub const MODERN_PROTOCOL: &str = "2026-07-28";
/// What `initialize` requests; older servers negotiate down (2025-06-18,
/// 2025-03-26, 2024-11-05).
pub const LEGACY_PROTOCOL: &str = "2025-11-25";

/// Limits and identity of a client.
#[derive(Clone, Debug)]
pub struct ClientOptions {
    /// Longest wait for one response.
    pub request_timeout: Duration,
    /// Longest a whole scan (connect and every list) may take.
    pub total_timeout: Duration,
    /// Most pages followed per list.
    pub max_pages: usize,
    /// Which handshake to use.
    pub protocol: ProtocolChoice,
}

impl Default for ClientOptions {
    fn default() -> ClientOptions {
        ClientOptions {
            request_timeout: Duration::from_secs(30),
            total_timeout: Duration::from_secs(120),
            max_pages: 1000,
            protocol: ProtocolChoice::Auto,
        }
    }
}

/// Which protocol era to speak.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProtocolChoice {
    /// `initialize` first; on failure, `server/discover`.
    Auto,
    /// Only the `initialize` handshake (2024-11-05 … 2025-11-25).
    Legacy,
    /// Only stateless `server/discover` (2026-07-28).
    Modern,
}

/// What the server said about itself.
#[derive(Debug)]
pub struct ServerHello {
    /// The negotiated protocol revision.
    pub protocol_version: String,
    /// True for the stateless 2026-07-28 era.
    pub modern: bool,
    /// Its declared capabilities.
    pub capabilities: Value,
    /// `serverInfo`, raw.
    pub server_info: Option<Box<RawValue>>,
    /// `instructions`, raw.
    pub instructions: Option<Box<RawValue>>,
}

/// Everything a server advertises, as one manifest snapshot document in
/// the shape `mcpsift scan` reads, built from the raw items.
#[derive(Debug)]
pub struct Snapshot {
    /// The snapshot JSON.
    pub json: Vec<u8>,
    /// The negotiated protocol revision.
    pub protocol_version: String,
    /// Items per collection, in snapshot order.
    pub counts: Vec<(&'static str, usize)>,
    /// Lists that could not be fetched (collection, why): the scan of
    /// that collection is incomplete and must be reported, not passed.
    pub errors: Vec<(&'static str, String)>,
}

/// A JSON-RPC error answer.
#[derive(Clone, Debug, Deserialize)]
pub struct RpcError {
    /// The JSON-RPC code.
    pub code: i64,
    /// The server's message.
    #[serde(default)]
    pub message: String,
}

#[derive(Deserialize)]
struct Envelope {
    #[serde(default)]
    id: Option<Value>,
    #[serde(default)]
    method: Option<String>,
    #[serde(default)]
    result: Option<Box<RawValue>>,
    #[serde(default)]
    error: Option<RpcError>,
}

/// An MCP client over any transport.
pub struct Client<T: Transport> {
    transport: T,
    options: ClientOptions,
    next_id: u64,
    modern: bool,
    protocol_version: String,
    /// `notifications/*/list_changed` seen while waiting for answers.
    pub list_changed: usize,
}

impl<T: Transport> std::fmt::Debug for Client<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client")
            .field("protocol_version", &self.protocol_version)
            .finish()
    }
}

impl<T: Transport> Client<T> {
    /// A client over `transport`.
    pub fn new(transport: T, options: ClientOptions) -> Client<T> {
        Client {
            transport,
            options,
            next_id: 0,
            modern: false,
            protocol_version: String::new(),
            list_changed: 0,
        }
    }

    /// The transport (for its diagnostics).
    pub fn transport(&self) -> &T {
        &self.transport
    }

    /// The transport, mutably (an HTTP transport learns the protocol version).
    pub fn transport_mut(&mut self) -> &mut T {
        &mut self.transport
    }

    fn meta(&self) -> Value {
        json!({
            "io.modelcontextprotocol/protocolVersion": MODERN_PROTOCOL,
            "io.modelcontextprotocol/clientInfo": {"name": "mcpsift", "version": env!("CARGO_PKG_VERSION")},
        })
    }

    /// Sends a request and waits for its answer, replying to anything the
    /// server asks in between (a scanner grants nothing: method not found)
    /// and counting list-change notifications.
    pub fn request(
        &mut self,
        method: &str,
        mut params: Value,
        deadline: Deadline,
    ) -> Result<Result<Box<RawValue>, RpcError>, McpError> {
        self.next_id += 1;
        let id = self.next_id;
        if self.modern {
            if let Value::Object(map) = &mut params {
                map.insert("_meta".into(), self.meta());
            }
        }
        let message = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        self.transport.send(message.to_string().as_bytes())?;
        // Messages that were not JSON-RPC, to say so if no answer comes: a
        // malformed answer looks like silence otherwise.
        let mut not_json_rpc = 0usize;
        loop {
            let wait = deadline.left(self.options.request_timeout);
            if wait.is_zero() {
                return Err(
                    McpError::timeout(self.options.request_timeout).noting_unreadable(not_json_rpc)
                );
            }
            let bytes = self.transport.recv(wait).map_err(|e| {
                if e.kind() == crate::ErrorKind::Timeout {
                    McpError::timeout_on(method, wait).noting_unreadable(not_json_rpc)
                } else {
                    e
                }
            })?;
            let Ok(envelope) = serde_json::from_slice::<Envelope>(&bytes) else {
                // Not JSON-RPC; a stray log line on stdout, say. Keep going:
                // the answer may still come, and the timeout bounds the wait.
                not_json_rpc += 1;
                continue;
            };
            match (&envelope.method, &envelope.id) {
                (Some(m), Some(request_id)) => {
                    let reply = server_request_reply(m, request_id);
                    self.transport.send(reply.to_string().as_bytes())?;
                }
                (Some(m), None) if m.ends_with("/list_changed") => self.list_changed += 1,
                (None, Some(answer_id)) if answer_id.as_u64() == Some(id) => {
                    return match (envelope.result, envelope.error) {
                        (_, Some(error)) => Ok(Err(error)),
                        (Some(result), None) => Ok(Ok(result)),
                        (None, None) => Err(McpError::protocol(format!(
                            "the answer to {method} has neither result nor error"
                        ))),
                    };
                }
                _ => {}
            }
        }
    }

    /// Performs the handshake the options ask for.
    pub fn connect(&mut self, deadline: Deadline) -> Result<ServerHello, McpError> {
        match self.options.protocol {
            ProtocolChoice::Legacy => self.initialize(deadline),
            ProtocolChoice::Modern => self.discover(deadline),
            ProtocolChoice::Auto => match self.initialize(deadline) {
                Ok(hello) => Ok(hello),
                Err(e) if e.kind() == crate::ErrorKind::Rejected => self.discover(deadline),
                Err(e) => Err(e),
            },
        }
    }

    fn initialize(&mut self, deadline: Deadline) -> Result<ServerHello, McpError> {
        let params = json!({
            "protocolVersion": LEGACY_PROTOCOL,
            "capabilities": client_capabilities(),
            "clientInfo": {"name": "mcpsift", "version": env!("CARGO_PKG_VERSION")},
        });
        let result = self.request("initialize", params, deadline)?.map_err(|e| {
            McpError::rejected(format!("initialize failed: {} ({})", e.message, e.code))
        })?;
        let hello = hello_from(&result, false)?;
        self.protocol_version = hello.protocol_version.clone();
        self.transport.set_protocol_version(&hello.protocol_version);
        let note = json!({"jsonrpc": "2.0", "method": "notifications/initialized"});
        self.transport.send(note.to_string().as_bytes())?;
        Ok(hello)
    }

    fn discover(&mut self, deadline: Deadline) -> Result<ServerHello, McpError> {
        self.modern = true;
        self.transport.set_protocol_version(MODERN_PROTOCOL);
        let result = self
            .request("server/discover", json!({}), deadline)?
            .map_err(|e| {
                McpError::rejected(format!(
                    "server/discover failed: {} ({})",
                    e.message, e.code
                ))
            })?;
        let hello = hello_from(&result, true)?;
        self.protocol_version = hello.protocol_version.clone();
        Ok(hello)
    }

    /// Every item of a paginated list (`tools/list` → `tools`).
    pub fn list(
        &mut self,
        method: &str,
        member: &str,
        deadline: Deadline,
    ) -> Result<Vec<Box<RawValue>>, McpError> {
        let mut items = Vec::new();
        let mut cursor: Option<String> = None;
        let mut seen_cursors = std::collections::HashSet::new();
        for _ in 0..self.options.max_pages {
            let params = match &cursor {
                Some(c) => json!({"cursor": c}),
                None => json!({}),
            };
            let result = self.request(method, params, deadline)?.map_err(|e| {
                McpError::rejected(format!("{method} failed: {} ({})", e.message, e.code))
            })?;
            let page: std::collections::BTreeMap<String, Box<RawValue>> =
                serde_json::from_str(result.get()).map_err(|e| {
                    McpError::protocol(format!(
                        "{method} returned something other than an object: {e}"
                    ))
                })?;
            if let Some(list) = page.get(member) {
                let batch: Vec<Box<RawValue>> = serde_json::from_str(list.get()).map_err(|e| {
                    McpError::protocol(format!("{method}: `{member}` is not an array: {e}"))
                })?;
                items.extend(batch);
            }
            let next = page
                .get("nextCursor")
                .and_then(|c| {
                    serde_json::from_str::<Option<String>>(c.get())
                        .ok()
                        .flatten()
                })
                .filter(|c| !c.is_empty());
            match next {
                None => return Ok(items),
                Some(c) => {
                    if !seen_cursors.insert(c.clone()) {
                        return Err(McpError::protocol(format!(
                            "{method}: the server repeated a cursor (a pagination loop)"
                        )));
                    }
                    cursor = Some(c);
                }
            }
        }
        Err(McpError::protocol(format!(
            "{method}: more than {} pages",
            self.options.max_pages
        )))
    }

    /// Connects and fetches everything the server advertises.
    pub fn snapshot(&mut self) -> Result<Snapshot, McpError> {
        let deadline = Deadline::after(self.options.total_timeout);
        let hello = self.connect(deadline)?;
        let caps = &hello.capabilities;
        let lists: [(&'static str, &str, &str, bool); 4] = [
            ("tools", "tools/list", "tools", caps.get("tools").is_some()),
            (
                "prompts",
                "prompts/list",
                "prompts",
                caps.get("prompts").is_some(),
            ),
            (
                "resources",
                "resources/list",
                "resources",
                caps.get("resources").is_some(),
            ),
            (
                "resourceTemplates",
                "resources/templates/list",
                "resourceTemplates",
                caps.get("resources").is_some(),
            ),
        ];
        let mut json = String::from("{");
        let mut counts = Vec::new();
        let mut errors = Vec::new();
        let mut first = true;
        for (collection, method, member, declared) in lists {
            // A server that declares no capability is still asked for
            // tools: some omit the declaration, and a tool list is what
            // the scan is for.
            if !declared && collection != "tools" {
                continue;
            }
            match self.list(method, member, deadline) {
                Ok(items) => {
                    counts.push((collection, items.len()));
                    if !first {
                        json.push(',');
                    }
                    first = false;
                    json.push_str(&format!("\"{collection}\":["));
                    for (i, item) in items.iter().enumerate() {
                        if i > 0 {
                            json.push(',');
                        }
                        json.push_str(item.get());
                    }
                    json.push(']');
                }
                Err(e) if !declared && e.kind() == crate::ErrorKind::Rejected => {}
                Err(e)
                    if e.kind() == crate::ErrorKind::Rejected
                        || e.kind() == crate::ErrorKind::Protocol =>
                {
                    errors.push((collection, e.to_string()));
                }
                Err(e) => return Err(e),
            }
        }
        for (name, raw) in [
            ("instructions", &hello.instructions),
            ("serverInfo", &hello.server_info),
        ] {
            if let Some(raw) = raw {
                if !first {
                    json.push(',');
                }
                first = false;
                json.push_str(&format!("\"{name}\":{}", raw.get()));
            }
        }
        json.push('}');
        Ok(Snapshot {
            json: json.into_bytes(),
            protocol_version: hello.protocol_version,
            counts,
            errors,
        })
    }
}

/// What `initialize` declares. Servers tailor their lists to the client
/// (server-everything hides its roots, sampling and elicitation tools from
/// a client without these), and a scan must see what real clients see.
/// Declaring them commits to little: the requests are answered below.
pub fn client_capabilities() -> Value {
    json!({"roots": {"listChanged": false}, "sampling": {}, "elicitation": {}})
}

/// The scanner's answer to a request from the server: it has no roots, and
/// declines to sample or to ask the user anything.
fn server_request_reply(method: &str, id: &Value) -> Value {
    match method {
        "ping" => json!({"jsonrpc": "2.0", "id": id, "result": {}}),
        "roots/list" => json!({"jsonrpc": "2.0", "id": id, "result": {"roots": []}}),
        "elicitation/create" => {
            json!({"jsonrpc": "2.0", "id": id, "result": {"action": "decline"}})
        }
        "sampling/createMessage" => json!({"jsonrpc": "2.0", "id": id,
            "error": {"code": -1, "message": "the mcpsift scanner does not sample"}}),
        _ => json!({"jsonrpc": "2.0", "id": id,
            "error": {"code": -32601, "message": "not supported by the mcpsift scanner"}}),
    }
}

fn hello_from(result: &RawValue, modern: bool) -> Result<ServerHello, McpError> {
    let fields: std::collections::BTreeMap<String, Box<RawValue>> =
        serde_json::from_str(result.get()).map_err(|e| {
            McpError::protocol(format!("the handshake answer is not an object: {e}"))
        })?;
    let parse = |name: &str| -> Option<Value> {
        fields
            .get(name)
            .and_then(|r| serde_json::from_str(r.get()).ok())
    };
    let protocol_version = if modern {
        parse("supportedVersions")
            .and_then(|v| {
                v.as_array()
                    .and_then(|a| a.iter().filter_map(Value::as_str).max().map(str::to_owned))
            })
            .unwrap_or_else(|| MODERN_PROTOCOL.to_owned())
    } else {
        parse("protocolVersion")
            .and_then(|v| v.as_str().map(str::to_owned))
            .ok_or_else(|| McpError::protocol("initialize answered without a protocolVersion"))?
    };
    let server_info = fields.get("serverInfo").cloned().or_else(|| {
        // 2026-07-28 names the server in `_meta`.
        let meta: std::collections::BTreeMap<String, Box<RawValue>> =
            serde_json::from_str(fields.get("_meta")?.get()).ok()?;
        meta.get("io.modelcontextprotocol/serverInfo").cloned()
    });
    Ok(ServerHello {
        protocol_version,
        modern,
        capabilities: parse("capabilities").unwrap_or(Value::Null),
        server_info,
        instructions: fields.get("instructions").cloned(),
    })
}
