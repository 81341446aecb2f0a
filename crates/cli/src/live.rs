//! `mcpsift scan --stdio / --url / --config`: which live servers to scan,
//! and fetching what they advertise.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use mcpsift_mcp::{ClientOptions, ProtocolChoice, ServerTarget, Snapshot, StdioCommand};

use crate::usage;

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum ProtocolArg {
    /// `initialize` first, then `server/discover` if the server refuses it.
    Auto,
    /// The `initialize` handshake only (2024-11-05 … 2025-11-25).
    Legacy,
    /// Stateless `server/discover` only (2026-07-28).
    Modern,
}

/// The flags that name live servers and how to talk to them, shared by
/// `mcpsift scan` and `mcpsift probe`.
#[derive(Args, Debug)]
pub struct LiveServerArgs {
    /// A live server: start the command given after `--` and speak MCP over its stdio.
    #[arg(long, requires = "command")]
    pub stdio: bool,
    /// The server command for --stdio (after `--`).
    #[arg(last = true, value_name = "COMMAND")]
    pub command: Vec<String>,
    /// A live streamable-HTTP server (repeatable).
    #[arg(long, value_name = "URL")]
    pub url: Vec<String>,
    /// A header sent to --url servers, `Name: value` (repeatable).
    #[arg(long, value_name = "HEADER")]
    pub header: Vec<String>,
    /// Every server of an MCP client config: claude_desktop_config.json, .cursor/mcp.json,
    /// .vscode/mcp.json, .mcp.json (repeatable).
    #[arg(long, value_name = "PATH")]
    pub config: Vec<PathBuf>,
    /// Give stdio servers this variable: NAME (from our environment) or NAME=VALUE. Servers
    /// otherwise see only PATH, HOME, locale and temp-dir variables.
    #[arg(long, value_name = "NAME[=VALUE]")]
    pub env: Vec<String>,
    /// Seconds to wait for each answer from a live server (a whole server gets four times this).
    #[arg(long, value_name = "SECS", default_value_t = 30)]
    pub timeout: u64,
    /// The handshake for live servers.
    #[arg(long, value_enum, default_value = "auto")]
    pub protocol: ProtocolArg,
}

impl LiveServerArgs {
    /// The live servers these flags name (none without any of them).
    /// `example` is the whole command line a usage error shows for --stdio.
    pub fn targets(&self, example: &str) -> Result<Vec<LiveTarget>> {
        if self.stdio == self.command.is_empty() {
            return Err(usage(format!(
                "give the server command after `--` together with --stdio: {example}"
            )));
        }
        targets(
            &self.command,
            &self.url,
            &self.header,
            &self.config,
            &self.env,
        )
    }

    /// The client options --timeout and --protocol give.
    pub fn client_options(&self) -> Result<ClientOptions> {
        options(self.timeout, self.protocol)
    }
}

/// One live server to scan.
pub struct LiveTarget {
    /// How output names it: `stdio:PROGRAM`, the URL, or `CONFIG#NAME`.
    pub name: String,
    /// How to reach it, or why the configured entry cannot be used.
    pub target: Result<ServerTarget, String>,
}

/// The live targets the scan arguments name.
pub fn targets(
    stdio_command: &[String],
    urls: &[String],
    headers: &[String],
    configs: &[PathBuf],
    env: &[String],
) -> Result<Vec<LiveTarget>> {
    let (set, pass) = split_env(env)?;
    let mut out = Vec::new();
    if let Some((program, args)) = stdio_command.split_first() {
        let base = Path::new(program)
            .file_name()
            .map_or_else(|| program.clone(), |n| n.to_string_lossy().into_owned());
        out.push(LiveTarget {
            name: format!("stdio:{base}"),
            target: Ok(ServerTarget::Stdio(StdioCommand {
                program: program.clone(),
                args: args.to_vec(),
                env: set.clone(),
                pass_env: pass.clone(),
                cwd: None,
            })),
        });
    }
    let headers = headers
        .iter()
        .map(|h| {
            h.split_once(':')
                .map(|(n, v)| (n.trim().to_owned(), v.trim().to_owned()))
                .filter(|(n, _)| !n.is_empty())
                .ok_or_else(|| usage(format!("--header {h:?}: expected `Name: value`")))
        })
        .collect::<Result<Vec<_>>>()?;
    for url in urls {
        if !(url.starts_with("http://") || url.starts_with("https://")) {
            return Err(usage(format!("--url {url:?}: expected an http(s) URL")));
        }
        out.push(LiveTarget {
            name: url.clone(),
            target: Ok(ServerTarget::Http {
                url: url.clone(),
                headers: headers.clone(),
            }),
        });
    }
    for path in configs {
        let servers = mcpsift_mcp::read_config(path).map_err(|e| usage(e.to_string()))?;
        if servers.is_empty() {
            eprintln!("mcpsift: {} configures no servers", path.display());
        }
        for server in servers {
            let target = server.target.map(|t| match t {
                ServerTarget::Stdio(mut cmd) => {
                    cmd.env.extend(set.iter().cloned());
                    cmd.pass_env.extend(pass.iter().cloned());
                    ServerTarget::Stdio(cmd)
                }
                http => http,
            });
            out.push(LiveTarget {
                name: format!("{}#{}", path.display(), server.name),
                target,
            });
        }
    }
    Ok(out)
}

pub type EnvSplit = (Vec<(String, String)>, Vec<String>);

/// `--env` values: `NAME=VALUE` to set, `NAME` to pass through.
pub fn split_env(env: &[String]) -> Result<EnvSplit> {
    let mut set = Vec::new();
    let mut pass = Vec::new();
    for item in env {
        match item.split_once('=') {
            Some((name, value)) if !name.is_empty() => {
                set.push((name.to_owned(), value.to_owned()))
            }
            None if !item.is_empty() => pass.push(item.clone()),
            _ => {
                return Err(usage(format!(
                    "--env {item:?}: expected NAME or NAME=VALUE"
                )));
            }
        }
    }
    Ok((set, pass))
}

/// Client options from the command line.
pub fn options(timeout_secs: u64, protocol: ProtocolArg) -> Result<ClientOptions> {
    if timeout_secs == 0 {
        return Err(usage("--timeout must be at least 1 second"));
    }
    let request = Duration::from_secs(timeout_secs);
    Ok(ClientOptions {
        request_timeout: request,
        total_timeout: request * 4,
        protocol: match protocol {
            ProtocolArg::Auto => ProtocolChoice::Auto,
            ProtocolArg::Legacy => ProtocolChoice::Legacy,
            ProtocolArg::Modern => ProtocolChoice::Modern,
        },
        ..ClientOptions::default()
    })
}

/// Appends a snapshot to the `--save-manifest` file as one JSON line
/// (raw newlines in JSON are whitespace, so flattening them loses nothing).
pub fn save(file: &mut std::fs::File, path: &Path, snapshot: &Snapshot) -> Result<()> {
    let line: Vec<u8> = snapshot
        .json
        .iter()
        .map(|&b| if b == b'\n' || b == b'\r' { b' ' } else { b })
        .collect();
    file.write_all(&line)
        .and_then(|()| file.write_all(b"\n"))
        .with_context(|| format!("cannot write {}", path.display()))
}
