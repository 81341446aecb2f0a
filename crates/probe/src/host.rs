//! The live server behind a probe, through the live-scan client: connect,
//! list the tools, and call the tool under test.

use std::time::Duration;

use mcpsift_mcp::transport::Deadline;
use mcpsift_mcp::{
    Client, ClientOptions, HttpTransport, McpError, ServerTarget, StdioTransport, Transport,
};
use serde_json::{Value, json};

use crate::probe::{ToolHost, ToolResult, render_result};

enum Conn {
    Stdio(Client<StdioTransport>),
    Http(Client<HttpTransport>),
}

/// A connection to one live server.
pub struct McpHost {
    conn: Conn,
    request_timeout: Duration,
}

impl std::fmt::Debug for McpHost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("McpHost").finish_non_exhaustive()
    }
}

fn list_tools<T: Transport>(
    client: &mut Client<T>,
    total: Duration,
) -> Result<Vec<Value>, McpError> {
    let deadline = Deadline::after(total);
    client.connect(deadline)?;
    let raw = client.list("tools/list", "tools", deadline)?;
    Ok(raw
        .iter()
        .filter_map(|r| serde_json::from_str::<Value>(r.get()).ok())
        .collect())
}

fn call<T: Transport>(
    client: &mut Client<T>,
    name: &str,
    arguments: Value,
    timeout: Duration,
) -> Result<ToolResult, String> {
    let answer = client
        .request(
            "tools/call",
            json!({"name": name, "arguments": arguments}),
            Deadline::after(timeout),
        )
        .map_err(|e| e.to_string())?;
    match answer {
        Ok(raw) => {
            let value: Value = serde_json::from_str(raw.get())
                .map_err(|e| format!("the tools/call answer is not JSON: {e}"))?;
            Ok(render_result(&value))
        }
        // A refusal is still what the server said: the model sees it.
        Err(rpc) => Ok(ToolResult {
            text: format!("Error: {} ({})", rpc.message, rpc.code),
            is_error: true,
        }),
    }
}

impl McpHost {
    /// Connects to `target` and lists its tools (the tool objects as the
    /// server sent them).
    pub fn open(
        target: &ServerTarget,
        options: &ClientOptions,
    ) -> Result<(McpHost, Vec<Value>), String> {
        let (conn, tools) = match target {
            ServerTarget::Stdio(command) => {
                let transport = StdioTransport::spawn(command).map_err(|e| e.to_string())?;
                let mut client = Client::new(transport, options.clone());
                let tools = list_tools(&mut client, options.total_timeout);
                match tools {
                    Ok(t) => (Conn::Stdio(client), t),
                    Err(e) => {
                        client.transport_mut().close();
                        let tail = client.transport().diagnostics();
                        let tail: String = tail
                            .trim_end()
                            .chars()
                            .rev()
                            .take(300)
                            .collect::<Vec<_>>()
                            .into_iter()
                            .rev()
                            .collect();
                        let tail = mcpsift::report::escape_text(&tail, 300);
                        return Err(if tail.is_empty() {
                            e.to_string()
                        } else {
                            format!("{e}; the server's stderr ends: {tail}")
                        });
                    }
                }
            }
            ServerTarget::Http { url, headers } => {
                let transport = HttpTransport::new(url, headers.clone(), options.request_timeout);
                let mut client = Client::new(transport, options.clone());
                let tools =
                    list_tools(&mut client, options.total_timeout).map_err(|e| e.to_string())?;
                (Conn::Http(client), tools)
            }
        };
        Ok((
            McpHost {
                conn,
                request_timeout: options.request_timeout,
            },
            tools,
        ))
    }

    /// Stops a stdio server (and everything it started).
    pub fn close(&mut self) {
        if let Conn::Stdio(client) = &mut self.conn {
            client.transport_mut().close();
        }
    }
}

impl ToolHost for McpHost {
    fn call(&mut self, name: &str, arguments: Value) -> Result<ToolResult, String> {
        match &mut self.conn {
            Conn::Stdio(c) => call(c, name, arguments, self.request_timeout),
            Conn::Http(c) => call(c, name, arguments, self.request_timeout),
        }
    }
}

impl Drop for McpHost {
    fn drop(&mut self) {
        self.close();
    }
}
