//! `mcpsift proxy`: the fail-closed stdio gateway. Configuration is checked
//! before the server is started: a bad threshold, an unknown config key or
//! a lockfile that cannot be read refuses to start (exit 2).

use std::path::PathBuf;
use std::time::Duration;

use anyhow::Result;
use clap::Args;
use mcpsift::Scanner;
use mcpsift::manifest::{ChangeSeverity, Policy, ServerKey};
use mcpsift_mcp::StdioCommand;
use mcpsift_mcp::proxy::{
    ConfigFile, DEFAULT_CALL_TIMEOUT, ProxyConfig, ResultScan, parse_metrics_addr,
};

use crate::{load_pack, usage};

#[derive(Args, Debug)]
pub struct ProxyArgs {
    /// A TOML configuration file (keys: threshold, reject_at, lock, audit, scan_results, metrics,
    /// list_ttl_seconds, request_timeout_seconds, call_timeout_seconds, origin, channel,
    /// principal). Flags override it.
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Check the first tool list against the pin in this lockfile (else it is pinned on first use).
    #[arg(long, value_name = "FILE")]
    lock: Option<PathBuf>,
    /// Withhold tools, prompts, resources and instructions at or above this severity [default: high].
    #[arg(long)]
    threshold: Option<String>,
    /// Reject tool-list changes at or above this severity [default: medium].
    #[arg(long)]
    reject_at: Option<String>,
    /// Append JSON lines for every gate decision to this file.
    #[arg(long, value_name = "FILE")]
    audit: Option<PathBuf>,
    /// Scan tool results: off, flag (log and count) or block (replace with an error) [default: off].
    #[arg(long, value_name = "MODE")]
    scan_results: Option<String>,
    /// Serve Prometheus counters on this loopback address, e.g. 127.0.0.1:9464.
    #[arg(long, value_name = "ADDR")]
    metrics: Option<String>,
    /// Re-fetch and re-judge the tool list every SECS seconds even without list_changed.
    #[arg(long, value_name = "SECS")]
    list_ttl: Option<u64>,
    /// Seconds to wait for the server's answer to the gateway's own requests [default: 30].
    #[arg(long, value_name = "SECS")]
    timeout: Option<u64>,
    /// Seconds to wait for the server's answer to a forwarded request before the client gets
    /// error -32005 and the server a cancellation; 0 for no limit [default: 300].
    #[arg(long, value_name = "SECS")]
    call_timeout: Option<u64>,
    /// Server key for pins: origin [default: the command's program name].
    #[arg(long)]
    origin: Option<String>,
    /// Server key: channel [default: stdio].
    #[arg(long)]
    channel: Option<String>,
    /// Server key: principal [default: default].
    #[arg(long)]
    principal: Option<String>,
    /// Give the server this variable: NAME (from our environment) or NAME=VALUE.
    #[arg(long, value_name = "NAME[=VALUE]")]
    env: Vec<String>,
    /// A directory of rule files to use instead of the built-in rules.
    #[arg(long, value_name = "DIR")]
    rules: Option<PathBuf>,
    /// The escalation policy (TOML) every tools/call is checked against
    /// [default: the built-in policy].
    #[arg(long, value_name = "FILE")]
    policy: Option<PathBuf>,
    /// The server command, after `--`.
    #[arg(last = true, required = true, value_name = "COMMAND")]
    command: Vec<String>,
}

pub fn proxy(args: ProxyArgs) -> Result<u8> {
    let file = match &args.config {
        Some(path) => {
            // Bounded: a configuration file is small.
            let bytes = mcpsift::manifest::read_limited_path(path, 1 << 20)
                .map_err(|e| usage(format!("configuration: {e}")))?;
            let text = String::from_utf8(bytes)
                .map_err(|_| usage(format!("{} is not UTF-8 text", path.display())))?;
            ConfigFile::parse(&text).map_err(|e| usage(format!("{}: {e}", path.display())))?
        }
        None => ConfigFile::default(),
    };
    let threshold_text = args
        .threshold
        .or(file.threshold)
        .unwrap_or_else(|| "high".into());
    let threshold = threshold_text.parse().map_err(|_| {
        usage(format!(
            "threshold {threshold_text:?} is not a severity (low, medium, high, critical)"
        ))
    })?;
    let reject_text = args
        .reject_at
        .or(file.reject_at)
        .unwrap_or_else(|| "medium".into());
    let reject_at = ChangeSeverity::parse(&reject_text).ok_or_else(|| {
        usage(format!(
            "reject_at {reject_text:?} is not a severity (info, low, medium, high, critical)"
        ))
    })?;
    let scan_results = match args.scan_results.as_deref() {
        None => file.scan_results.unwrap_or(ResultScan::Off),
        Some("off") => ResultScan::Off,
        Some("flag") => ResultScan::Flag,
        Some("block") => ResultScan::Block,
        Some(other) => {
            return Err(usage(format!(
                "--scan-results {other:?}: use off, flag or block"
            )));
        }
    };
    let metrics = args
        .metrics
        .or(file.metrics)
        .map(|m| parse_metrics_addr(&m).map_err(usage))
        .transpose()?;
    let timeout = args.timeout.or(file.request_timeout_seconds).unwrap_or(30);
    if timeout == 0 {
        return Err(usage("the request timeout must be at least 1 second"));
    }
    let (program, rest) = args
        .command
        .split_first()
        .ok_or_else(|| usage("give the server command after `--`"))?;
    let origin = args.origin.or(file.origin).unwrap_or_else(|| {
        std::path::Path::new(program)
            .file_name()
            .map_or_else(|| program.clone(), |n| n.to_string_lossy().into_owned())
    });
    // An unreadable or invalid policy stops the gateway (exit 2): it never
    // runs under a weaker policy than the operator wrote.
    let escalation = match args.policy.or(file.policy) {
        Some(path) => mcpsift::manifest::EscalationPolicy::load(&path)
            .map_err(|e| usage(format!("escalation policy: {e}")))?,
        None => mcpsift::manifest::EscalationPolicy::default(),
    };
    let config = ProxyConfig {
        escalation,
        threshold,
        policy: Policy { reject_at },
        lock: args.lock.or(file.lock),
        audit: args.audit.or(file.audit),
        scan_results,
        metrics,
        list_ttl: args
            .list_ttl
            .or(file.list_ttl_seconds)
            .filter(|s| *s > 0)
            .map(Duration::from_secs),
        request_timeout: Duration::from_secs(timeout),
        call_timeout: match args.call_timeout.or(file.call_timeout_seconds) {
            None => Some(DEFAULT_CALL_TIMEOUT),
            Some(0) => None,
            Some(secs) => Some(Duration::from_secs(secs)),
        },
        server: ServerKey {
            origin,
            channel: args
                .channel
                .or(file.channel)
                .unwrap_or_else(|| "stdio".into()),
            principal: args
                .principal
                .or(file.principal)
                .unwrap_or_else(|| "default".into()),
        },
        server_key_hint: Some(
            "set with --origin, --channel and --principal, or the config file's keys of those \
             names"
                .into(),
        ),
    };
    // Fail closed: no scanner, no relay.
    let pack = load_pack(args.rules.as_deref())?;
    let scanner = Scanner::builder()
        .threshold(threshold)
        .build(&pack)
        .map_err(|e| usage(format!("rule error: {e}")))?;
    let (env, pass) = crate::live::split_env(&args.env)?;
    let command = StdioCommand {
        program: program.clone(),
        args: rest.to_vec(),
        env,
        pass_env: pass,
        cwd: None,
    };
    let code = mcpsift_mcp::proxy::run(
        &config,
        &scanner,
        &command,
        std::io::stdin(),
        std::io::stdout().lock(),
    )
    .map_err(|e| match e.kind() {
        mcpsift_mcp::ErrorKind::Config => usage(e.to_string()),
        _ => anyhow::anyhow!("{e}"),
    })?;
    Ok(u8::try_from(code).unwrap_or(1))
}
