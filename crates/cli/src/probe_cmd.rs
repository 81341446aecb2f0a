//! `mcpsift probe`: the live canary probe. Connects to live servers with the
//! live-scan client, picks their high-risk tools, and asks a model endpoint
//! whether an agent obeys an instruction planted in a tool result.

use std::borrow::Cow;
use std::fs::{File, OpenOptions};
use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use clap::{Args, ValueEnum};
use mcpsift::{RulePack, ScannedItemKind, Scanner};
use mcpsift_probe::output::audit_lines;
use mcpsift_probe::{
    CallLimits, Format, McpHost, ModelSetting, OpenAiModel, PayloadStyle, ProbeLimits, ProbeRecord,
    Throttled, Writer, probe_server, select,
};
use serde_json::Value;

use crate::{live, usage};

#[derive(Args, Debug)]
pub struct ProbeArgs {
    /// The model endpoint: an OpenAI-compatible chat-completions API, e.g.
    /// https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama); a URL that already
    /// names /chat/completions (Azure OpenAI) is used as given.
    #[arg(long, value_name = "URL")]
    model_url: String,
    /// The model name sent with every request.
    #[arg(long, value_name = "NAME")]
    model: String,
    /// Read the API key from this environment variable (sent as a bearer token). Without it no
    /// key is sent (local models).
    #[arg(long, value_name = "VAR")]
    api_key_env: Option<String>,
    /// Probe this tool (repeatable) instead of choosing the high-risk ones.
    #[arg(long, value_name = "NAME")]
    tool: Vec<String>,
    /// The arguments the probe's task asks the model to call a tool with, `NAME=JSON` (repeatable),
    /// e.g. `read_text_file={"path": "/srv/notes/todo.txt"}` [default: made from the tool's input
    /// schema].
    #[arg(long, value_name = "NAME=JSON")]
    tool_args: Vec<String>,
    /// Payload styles to try on each tool (repeatable): plain, tool-call, answer, concealed
    /// [default: all four].
    #[arg(long, value_name = "STYLE")]
    payload: Vec<String>,
    /// Most tools chosen per server when --tool is not given.
    #[arg(long, value_name = "N", default_value_t = 3)]
    max_tools: usize,
    /// Most model calls in the whole run, retries included; probes left when it is spent are
    /// reported inconclusive.
    #[arg(long, value_name = "N", default_value_t = 60)]
    max_model_calls: usize,
    /// Most model steps in one probe.
    #[arg(long, value_name = "N", default_value_t = 6)]
    max_steps: usize,
    /// Most model calls per minute (a rate limit for metered endpoints); 0 for none.
    #[arg(long, value_name = "N", default_value_t = 0)]
    rate_limit: u32,
    /// Retries of a model call after HTTP 429, a 5xx, a dropped connection or a stream cut short.
    #[arg(long, value_name = "N", default_value_t = 3)]
    retries: u32,
    /// Milliseconds before the first retry (doubling each time; a Retry-After header wins).
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    retry_backoff_ms: u64,
    /// Seconds to wait for one model answer.
    #[arg(long, value_name = "SECS", default_value_t = 60)]
    model_timeout: u64,
    /// Seconds the whole run may take; probes left then are reported inconclusive.
    #[arg(long, value_name = "SECS", default_value_t = 900)]
    total_timeout: u64,
    /// Ask the endpoint for streamed answers (server-sent events).
    #[arg(long)]
    stream: bool,
    /// Output format [default: text on a terminal, jsonl otherwise].
    #[arg(long, value_enum)]
    format: Option<ProbeFormat>,
    /// Append one JSON line per tool call the model made (executed, stubbed or withheld; the
    /// canary replaced by `[canary]`) to this file.
    #[arg(long, value_name = "FILE")]
    audit: Option<PathBuf>,
    #[command(flatten)]
    live: live::LiveServerArgs,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum ProbeFormat {
    Jsonl,
    Json,
    Text,
    Sarif,
}

/// (tool, rule codes) for every tool the static scan found anything in.
fn flagged_tools(scanner: &Scanner, tools: &[Value]) -> Vec<(String, String)> {
    let document = serde_json::json!({ "tools": tools }).to_string();
    let mut scratch = scanner.scratch();
    let Ok(report) = scanner.scan_document(document.as_bytes(), &mut scratch) else {
        return Vec::new();
    };
    report
        .items
        .iter()
        .filter(|item| item.kind == ScannedItemKind::Tool && !item.findings.is_empty())
        .map(|item| {
            let mut codes: Vec<&str> = item.findings.iter().map(|f| &*f.code).collect();
            codes.dedup();
            codes.truncate(4);
            (item.name.clone(), codes.join(", "))
        })
        .collect()
}

pub fn probe(args: ProbeArgs) -> Result<u8> {
    let targets = args
        .live
        .targets("mcpsift probe --model-url URL --model NAME --stdio -- npx -y SERVER")?;
    if !(args.model_url.starts_with("http://") || args.model_url.starts_with("https://")) {
        bail!(usage(format!(
            "--model-url {:?}: expected an http(s) URL",
            args.model_url
        )));
    }
    for (name, value) in [
        ("--max-tools", args.max_tools),
        ("--max-model-calls", args.max_model_calls),
        ("--max-steps", args.max_steps),
        ("--model-timeout", args.model_timeout as usize),
        ("--total-timeout", args.total_timeout as usize),
    ] {
        if value == 0 {
            bail!(usage(format!("{name} must be at least 1")));
        }
    }
    let styles: Vec<PayloadStyle> = if args.payload.is_empty() {
        PayloadStyle::ALL.to_vec()
    } else {
        let mut styles = Vec::new();
        for name in &args.payload {
            let style = PayloadStyle::parse(name).ok_or_else(|| {
                usage(format!(
                    "--payload {name:?}: expected plain, tool-call, answer or concealed"
                ))
            })?;
            if !styles.contains(&style) {
                styles.push(style);
            }
        }
        styles
    };
    let api_key = match &args.api_key_env {
        Some(var) => match std::env::var(var) {
            Ok(key) if !key.trim().is_empty() => Some(key.trim().to_owned()),
            _ => bail!(usage(format!(
                "--api-key-env {var}: the variable is not set or empty; export it, or leave the \
                 flag out for an endpoint without a key"
            ))),
        },
        None => None,
    };
    let mut tool_args: Vec<(String, Value)> = Vec::new();
    for item in &args.tool_args {
        let (name, json) = item
            .split_once('=')
            .ok_or_else(|| usage(format!("--tool-args {item:?}: expected NAME=JSON")))?;
        let value: Value = serde_json::from_str(json).map_err(|e| {
            usage(format!(
                "--tool-args {name}: the arguments are not JSON: {e}"
            ))
        })?;
        if !value.is_object() {
            bail!(usage(format!(
                "--tool-args {name}: the arguments must be a JSON object"
            )));
        }
        tool_args.push((name.to_owned(), value));
    }
    if targets.is_empty() {
        bail!(usage(
            "nothing to probe: give --stdio -- COMMAND, --url URL or --config FILE"
        ));
    }
    let client_options = args.live.client_options()?;
    let mut audit = match &args.audit {
        Some(path) => Some(
            OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .with_context(|| format!("cannot open the audit log {}", path.display()))?,
        ),
        None => None,
    };
    let pack = RulePack::builtin().map_err(|e| usage(format!("built-in rule error: {e}")))?;
    let scanner = Scanner::new(&pack).map_err(|e| usage(format!("rule error: {e}")))?;

    let stdout = io::stdout();
    let is_tty = stdout.is_terminal();
    let format = match args.format.unwrap_or(if is_tty {
        ProbeFormat::Text
    } else {
        ProbeFormat::Jsonl
    }) {
        ProbeFormat::Jsonl => Format::Jsonl,
        ProbeFormat::Json => Format::Json,
        ProbeFormat::Text => Format::Text,
        ProbeFormat::Sarif => Format::Sarif,
    };
    let mut writer = Writer::new(BufWriter::new(stdout.lock()), format);

    let limits = CallLimits {
        per_call: Duration::from_secs(args.model_timeout),
        budget: args.max_model_calls,
        min_interval: if args.rate_limit == 0 {
            Duration::ZERO
        } else {
            Duration::from_secs(60) / args.rate_limit
        },
        retries: args.retries,
        backoff: Duration::from_millis(args.retry_backoff_ms),
        max_backoff: Duration::from_secs(30),
    };
    let endpoint = OpenAiModel::new(&args.model_url, &args.model, api_key, args.stream);
    let deadline = Instant::now() + Duration::from_secs(args.total_timeout);
    let mut model = Throttled::new(endpoint, limits, deadline);
    let probe_limits = ProbeLimits {
        max_steps: args.max_steps,
        ..ProbeLimits::default()
    };

    let mut inconclusive = false;
    let mut write_error: Option<io::Error> = None;
    let mut audit_error: Option<io::Error> = None;
    for live in &targets {
        let target = match &live.target {
            Ok(t) => t,
            Err(why) => {
                writer
                    .server_error(&live.name, &format!("could not probe {}: {why}", live.name))?;
                continue;
            }
        };
        if is_tty {
            eprintln!("mcpsift: connecting to {}", live.name);
        }
        let (mut host, tools) = match McpHost::open(target, &client_options) {
            Ok(opened) => opened,
            Err(why) => {
                writer
                    .server_error(&live.name, &format!("could not probe {}: {why}", live.name))?;
                continue;
            }
        };
        let flagged = flagged_tools(&scanner, &tools);
        let chosen = match select(&tools, &flagged, &args.tool, args.max_tools) {
            Ok(mut c) => {
                for tool in &mut c {
                    tool.arguments = tool_args
                        .iter()
                        .find(|(name, _)| *name == tool.name)
                        .map(|(_, v)| v.clone());
                    if !args.tool.is_empty() {
                        tool.reasons = vec!["named with --tool".into()];
                    }
                }
                c
            }
            // One server: a --tool it lacks is a usage error; among
            // several (a config), that server is an error line.
            Err(why) if targets.len() == 1 => {
                bail!(usage(format!("{}: {why}; check --tool", live.name)))
            }
            Err(why) => {
                writer.server_error(&live.name, &format!("{}: {why}; check --tool", live.name))?;
                continue;
            }
        };
        if chosen.is_empty() {
            writer.server_error(
                &live.name,
                &format!(
                    "{} lists {} tools and none is high-risk (third-party content, flagged or \
                     escalating); name one with --tool to probe it",
                    live.name,
                    tools.len()
                ),
            )?;
            continue;
        }
        if is_tty {
            for tool in &chosen {
                eprintln!(
                    "mcpsift: probing {}: {}",
                    mcpsift::report::escape_name(&tool.name, 80),
                    tool.reasons.join("; ")
                );
            }
        }
        probe_server(
            &live.name,
            &mut host,
            &tools,
            &chosen,
            &styles,
            &mut model,
            &probe_limits,
            |record| {
                let record = &with_flags(record);
                inconclusive |= record.outcome == mcpsift_probe::Outcome::Inconclusive;
                if write_error.is_none()
                    && let Err(e) = writer.record(record)
                {
                    write_error = Some(e);
                }
                if let Some(file) = audit.as_mut()
                    && audit_error.is_none()
                {
                    for line in audit_lines(record) {
                        if let Err(e) = writeln!(file, "{line}") {
                            audit_error = Some(e);
                            break;
                        }
                    }
                }
            },
        );
        host.close();
        if let Some(e) = write_error.take() {
            return Err(e.into());
        }
        if let Some(e) = audit_error.take() {
            return Err(anyhow::Error::new(e).context("cannot write the audit log"));
        }
    }
    if let Some(file) = audit.as_mut() {
        flush_audit(file)?;
    }
    // The library says which limit ran out; the flag that raises it is ours.
    if inconclusive && model.budget_left() == 0 {
        eprintln!(
            "mcpsift: the budget of {} model calls is spent; probes left are inconclusive \
             (raise --max-model-calls)",
            args.max_model_calls
        );
    } else if inconclusive && Instant::now() >= deadline {
        eprintln!(
            "mcpsift: the total time limit is reached; probes left are inconclusive \
             (raise --total-timeout)"
        );
    }
    let summary = writer.finish()?;
    Ok(summary.exit_code())
}

/// The flag that sets each model setting a record asks to check.
fn flag_of(setting: ModelSetting) -> &'static str {
    match setting {
        ModelSetting::ApiKey => "--api-key-env",
        ModelSetting::Url => "--model-url",
        ModelSetting::Model => "--model",
    }
}

/// The record with the flags of the settings its detail asks to check
/// added at the end ("check the API key (--api-key-env)"): the library
/// names the setting; the flag that changes it is ours.
fn with_flags(record: &ProbeRecord) -> Cow<'_, ProbeRecord> {
    if record.check.is_empty() {
        return Cow::Borrowed(record);
    }
    let flags: Vec<&str> = record.check.iter().map(|&s| flag_of(s)).collect();
    let mut owned = record.clone();
    owned.detail = format!("{} ({})", owned.detail, flags.join(", "));
    Cow::Owned(owned)
}

fn flush_audit(file: &mut File) -> Result<()> {
    file.flush()
        .and_then(|()| file.sync_data())
        .context("cannot write the audit log")
}
