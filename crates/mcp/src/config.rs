//! The MCP client configs people already have: `claude_desktop_config.json`,
//! `.cursor/mcp.json`, `.mcp.json` (`{"mcpServers": {…}}`) and
//! `.vscode/mcp.json` (`{"servers": {…}}`, JSON with comments).

use std::path::Path;

use serde_json::Value;

use crate::McpError;
use crate::transport::StdioCommand;

/// How to reach one configured server.
#[derive(Clone, Debug)]
pub enum ServerTarget {
    /// A child process over stdio.
    Stdio(StdioCommand),
    /// A streamable-HTTP endpoint with extra headers.
    Http {
        /// The endpoint.
        url: String,
        /// Headers sent with every request.
        headers: Vec<(String, String)>,
    },
}

/// One server of a config file.
#[derive(Clone, Debug)]
pub struct ConfiguredServer {
    /// Its name in the config.
    pub name: String,
    /// How to reach it; `Err` says why the entry cannot be used (it is
    /// reported, never skipped).
    pub target: Result<ServerTarget, String>,
}

/// A client config file is at most this long (16 MiB): `--config
/// /dev/zero` ends with an error.
const MAX_CONFIG_BYTES: u64 = 16 << 20;

/// Reads every server of a client config file.
pub fn read_config(path: &Path) -> Result<Vec<ConfiguredServer>, McpError> {
    let bytes = mcpsift::manifest::read_limited_path(path, MAX_CONFIG_BYTES)
        .map_err(|e| McpError::config(e.to_string()))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| McpError::config(format!("{} is not UTF-8 text", path.display())))?;
    parse_config(&text).map_err(|e| McpError::config(format!("{}: {e}", path.display())))
}

/// Parses a client config (JSON with comments and trailing commas).
pub fn parse_config(text: &str) -> Result<Vec<ConfiguredServer>, String> {
    let plain = strip_jsonc(text);
    let root: Value = serde_json::from_str(&plain).map_err(|e| format!("not JSON: {e}"))?;
    let servers = root
        .get("mcpServers")
        .or_else(|| root.get("servers"))
        .or_else(|| root.get("mcp").and_then(|m| m.get("servers")))
        .and_then(Value::as_object)
        .ok_or("no `mcpServers` or `servers` object: not an MCP client config")?;
    Ok(servers
        .iter()
        .map(|(name, entry)| ConfiguredServer {
            name: name.clone(),
            target: target_of(entry),
        })
        .collect())
}

fn strings(value: Option<&Value>) -> Vec<String> {
    value
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

fn pairs(value: Option<&Value>) -> Vec<(String, String)> {
    value
        .and_then(Value::as_object)
        .map(|m| {
            m.iter()
                .filter_map(|(k, v)| v.as_str().map(|v| (k.clone(), v.to_owned())))
                .collect()
        })
        .unwrap_or_default()
}

fn target_of(entry: &Value) -> Result<ServerTarget, String> {
    let kind = entry.get("type").and_then(Value::as_str).unwrap_or("");
    if let Some(url) = entry.get("url").and_then(Value::as_str) {
        if kind == "sse" {
            return Err(
                "the legacy HTTP+SSE transport is not supported; use streamable HTTP".into(),
            );
        }
        return Ok(ServerTarget::Http {
            url: url.to_owned(),
            headers: pairs(entry.get("headers")),
        });
    }
    let program = entry
        .get("command")
        .and_then(Value::as_str)
        .ok_or("neither `command` nor `url`")?;
    let env = pairs(entry.get("env"));
    if env.iter().any(|(_, v)| v.contains("${input:")) {
        return Err(
            "`env` refers to VS Code inputs (${input:…}) that only the editor can fill".into(),
        );
    }
    Ok(ServerTarget::Stdio(StdioCommand {
        program: program.to_owned(),
        args: strings(entry.get("args")),
        env,
        pass_env: Vec::new(),
        cwd: entry.get("cwd").and_then(Value::as_str).map(Into::into),
    }))
}

/// Removes `//` and `/* */` comments, then trailing commas, outside
/// strings (two passes, so a comma followed by a comment and a bracket
/// goes too).
pub fn strip_jsonc(text: &str) -> String {
    let without_comments = scan_outside_strings(text.as_bytes(), |bytes, i, out| {
        match (bytes[i], bytes.get(i + 1)) {
            (b'/', Some(b'/')) => {
                let mut j = i;
                while j < bytes.len() && bytes[j] != b'\n' {
                    j += 1;
                }
                j
            }
            (b'/', Some(b'*')) => {
                let mut j = i + 2;
                while j + 1 < bytes.len() && !(bytes[j] == b'*' && bytes[j + 1] == b'/') {
                    j += 1;
                }
                (j + 2).min(bytes.len())
            }
            (b, _) => {
                out.push(b);
                i + 1
            }
        }
    });
    let without_commas = scan_outside_strings(&without_comments, |bytes, i, out| {
        let next = bytes[i + 1..].iter().find(|c| !c.is_ascii_whitespace());
        if !(bytes[i] == b',' && matches!(next, Some(b'}' | b']'))) {
            out.push(bytes[i]);
        }
        i + 1
    });
    String::from_utf8(without_commas).unwrap_or_default()
}

/// Copies `bytes`, handing every position outside a JSON string to `step`
/// (which pushes what to keep and returns where to continue).
fn scan_outside_strings(
    bytes: &[u8],
    mut step: impl FnMut(&[u8], usize, &mut Vec<u8>) -> usize,
) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    let mut in_string = false;
    while i < bytes.len() {
        let b = bytes[i];
        if in_string {
            out.push(b);
            if b == b'\\' && i + 1 < bytes.len() {
                out.push(bytes[i + 1]);
                i += 2;
                continue;
            }
            in_string = b != b'"';
            i += 1;
        } else if b == b'"' {
            in_string = true;
            out.push(b);
            i += 1;
        } else {
            i = step(bytes, i, &mut out).max(i + 1);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claude_and_vscode_configs_are_read() {
        let claude = r#"{"mcpServers": {
            "fs": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"], "env": {"A": "1"}},
            "remote": {"url": "https://mcp.example.com/mcp", "headers": {"Authorization": "Bearer x"}},
            "broken": {"args": []}}}"#;
        let servers = parse_config(claude).unwrap();
        assert_eq!(servers.len(), 3);
        let fs = servers.iter().find(|s| s.name == "fs").unwrap();
        let Ok(ServerTarget::Stdio(cmd)) = &fs.target else {
            panic!()
        };
        assert_eq!(cmd.program, "npx");
        assert_eq!(cmd.env, vec![("A".to_owned(), "1".to_owned())]);
        assert!(
            servers
                .iter()
                .find(|s| s.name == "broken")
                .unwrap()
                .target
                .is_err()
        );

        let vscode = "{\n // comment\n \"servers\": {\"mem\": {\"type\": \"stdio\", \"command\": \"node\", \"args\": [\"x.js\",],},},\n /* block */ \"inputs\": []}";
        let servers = parse_config(vscode).unwrap();
        assert_eq!(servers.len(), 1);
        assert!(matches!(servers[0].target, Ok(ServerTarget::Stdio(_))));
    }

    #[test]
    fn a_trailing_comma_before_a_comment_goes() {
        let text = "{\"servers\": {\"a\": {\"command\": \"x\", \"args\": [\"p\", /* mode */]}, // note\n}}";
        assert_eq!(parse_config(text).unwrap().len(), 1);
    }

    #[test]
    fn comments_inside_strings_survive() {
        assert_eq!(
            strip_jsonc(r#"{"u": "http://x//y", "c": "/*no*/"}"#),
            r#"{"u": "http://x//y", "c": "/*no*/"}"#
        );
        assert!(parse_config("{}").is_err());
    }
}
