//! One server, end to end: the static pass over what the registry
//! publishes, install, start confined, list everything, scan, save the raw
//! manifest by hash, stop. Whatever goes wrong becomes the record's status
//! and cause; nothing here ends the sweep.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use mcpsift::{Scanner, Verdict};
use mcpsift_mcp::{ClientOptions, ErrorKind, McpError, ServerTarget, StdioCommand};
use serde_json::{Value, json};

use crate::install::{self, Installed};
use crate::isolate::{self, Limits};
use crate::record::{FindingRecord, Record, Status};
use crate::registry::{Entry, Input, Target};

/// What a run needs besides the entry.
#[derive(Debug)]
pub struct RunContext<'a> {
    /// The scanner.
    pub scanner: &'a Scanner,
    /// Rule code → family.
    pub families: &'a HashMap<String, String>,
    /// The results directory (manifests go to `manifests/`).
    pub out: &'a Path,
    /// The per-server install cache.
    pub cache: &'a Path,
    /// Longest a server may take to start and list (per request and overall).
    pub timeout: Duration,
    /// Longest an install may take.
    pub install_timeout: Duration,
    /// Isolation settings.
    pub limits: Limits,
}

/// Most characters of evidence kept per finding.
const EVIDENCE_CHARS: usize = 160;
/// Past this many non-JSON lines while waiting, a server is flooding.
const FLOOD_LINES: usize = 1000;

/// Sweeps one entry.
pub fn run(entry: &Entry, ctx: &RunContext<'_>) -> Record {
    let started = Instant::now();
    let mut record = Record::new(
        &entry.server,
        &entry.source,
        entry.version.clone(),
        entry.target_label(),
    );
    record.unknown_fields = entry.unknown_fields.clone();
    record.alternatives = entry.alternatives.clone();
    let mut verdict = Verdict::Allow;
    if !entry.published.is_null() {
        let doc = json!({ "serverInfo": entry.published });
        verdict = verdict.max(scan_into(
            ctx,
            &doc.to_string().into_bytes(),
            "registry",
            &mut record,
        ));
    }
    match &entry.target {
        Target::Invalid(why) => record.fail(Status::Failed, "registry", why),
        Target::Package(package) => {
            let t = Instant::now();
            match install::install(package, ctx.cache, ctx.install_timeout) {
                Err(e) => {
                    record.timing.install_ms = t.elapsed().as_millis() as u64;
                    record.fail(e.status, e.cause, &e.message);
                }
                Ok(installed) => {
                    if !installed.cached {
                        record.timing.install_ms = t.elapsed().as_millis() as u64;
                    }
                    record.needs = installed.needs.clone();
                    let t = Instant::now();
                    start_package(&installed, ctx, &mut record, &mut verdict);
                    record.timing.run_ms = t.elapsed().as_millis() as u64;
                }
            }
        }
        Target::Remote {
            transport,
            url,
            headers,
        } => {
            let t = Instant::now();
            remote(transport, url, headers, ctx, &mut record, &mut verdict);
            record.timing.run_ms = t.elapsed().as_millis() as u64;
        }
    }
    if record.status == Status::Scanned {
        record.verdict = if verdict == Verdict::Allow && !record.incomplete.is_empty() {
            "error".into()
        } else {
            verdict.as_str().into()
        };
    } else if verdict == Verdict::Withhold {
        // The registry's own text is withheld even if the server never ran.
        record.verdict = "withhold".into();
    }
    record.timing.total_ms = started.elapsed().as_millis() as u64;
    record
}

fn options(ctx: &RunContext<'_>) -> ClientOptions {
    ClientOptions {
        request_timeout: ctx.timeout,
        total_timeout: ctx.timeout,
        ..ClientOptions::default()
    }
}

fn start_package(
    installed: &Installed,
    ctx: &RunContext<'_>,
    record: &mut Record,
    verdict: &mut Verdict,
) {
    let home = installed.home.display().to_string();
    let mut env = vec![
        ("HOME".to_owned(), home.clone()),
        ("TMPDIR".to_owned(), home.clone()),
        ("XDG_CACHE_HOME".to_owned(), format!("{home}/.cache")),
        ("XDG_CONFIG_HOME".to_owned(), format!("{home}/.config")),
        ("XDG_DATA_HOME".to_owned(), format!("{home}/.local/share")),
        ("NO_COLOR".to_owned(), "1".to_owned()),
    ];
    env.extend(installed.env.iter().cloned());
    let command = StdioCommand {
        program: installed.program.clone(),
        args: installed.args.clone(),
        env,
        pass_env: Vec::new(),
        cwd: Some(PathBuf::from(&installed.home)),
    };
    let (command, isolation) = if installed.container {
        let mut command = command;
        if ctx.limits.memory_mib > 0 {
            // `docker run … IMAGE`: the limit goes before the image.
            command
                .args
                .insert(1, format!("--memory={}m", ctx.limits.memory_mib));
        }
        (command, "docker --network none".to_owned())
    } else {
        match isolate::confine(command, ctx.limits) {
            Ok(pair) => pair,
            Err(why) => {
                record.fail(Status::Skipped, "needs_isolation", &why);
                return;
            }
        }
    };
    record.isolation = isolation;
    let target = ServerTarget::Stdio(command);
    listed(
        mcpsift_mcp::acquire(&target, &options(ctx)),
        ctx,
        record,
        verdict,
    );
}

fn remote(
    transport: &str,
    url: &str,
    headers: &[Input],
    ctx: &RunContext<'_>,
    record: &mut Record,
    verdict: &mut Verdict,
) {
    record.isolation = "remote".into();
    if transport == "sse" {
        record.fail(
            Status::Skipped,
            "unsupported",
            "the endpoint speaks the legacy HTTP+SSE transport; the sweep lists streamable-HTTP endpoints",
        );
        return;
    }
    if url.contains('{') {
        record.needs.push("url variables".into());
        record.fail(
            Status::NeedsConfig,
            "config",
            &format!("the endpoint URL has placeholders to fill: {url}"),
        );
        return;
    }
    let mut sent = Vec::new();
    for h in headers {
        match h.value.as_ref().or(h.default.as_ref()) {
            Some(v) if !v.contains('{') => sent.push((h.name.clone(), v.clone())),
            _ if h.required => record.needs.push(format!("header {}", h.name)),
            _ => {}
        }
    }
    let target = ServerTarget::Http {
        url: url.to_owned(),
        headers: sent,
    };
    listed(
        mcpsift_mcp::acquire(&target, &options(ctx)),
        ctx,
        record,
        verdict,
    );
}

fn listed(
    result: Result<mcpsift_mcp::Snapshot, McpError>,
    ctx: &RunContext<'_>,
    record: &mut Record,
    verdict: &mut Verdict,
) {
    let snapshot = match result {
        Ok(s) => s,
        Err(e) => {
            let (status, cause) = classify(e.kind(), e.message(), !record.needs.is_empty());
            record.fail(status, cause, e.message());
            return;
        }
    };
    record.status = Status::Scanned;
    record.protocol = Some(snapshot.protocol_version.clone());
    record.items = snapshot
        .counts
        .iter()
        .map(|(k, n)| ((*k).to_owned(), *n))
        .collect::<BTreeMap<_, _>>();
    if let Ok(v) = serde_json::from_slice::<Value>(&snapshot.json) {
        if v.get("instructions").is_some() {
            record.items.insert("instructions".into(), 1);
        }
    }
    // A server that declares resources but answers "method not found"
    // (-32601) to the templates list has no templates: common, and not a
    // gap in the scan. Any other list that failed is one.
    record.incomplete = snapshot
        .errors
        .iter()
        .filter(|(c, why)| !(*c == "resourceTemplates" && why.contains("(-32601)")))
        .map(|(c, why)| format!("{c}: {}", crate::one_line(why, 200)))
        .collect();
    match save_manifest(ctx.out, &snapshot.json) {
        Ok(hash) => record.manifest = Some(hash),
        Err(e) => record.incomplete.push(format!("manifest not saved: {e}")),
    }
    *verdict = (*verdict).max(scan_into(ctx, &snapshot.json, "live", record));
}

/// Saves a raw manifest as `manifests/<sha256>.json`; returns the hash.
pub fn save_manifest(out: &Path, json: &[u8]) -> std::io::Result<String> {
    let hash = crate::sha256_hex(json);
    let dir = out.join("manifests");
    std::fs::create_dir_all(&dir)?;
    let path = dir.join(format!("{hash}.json"));
    if !path.exists() {
        // Servers with the same manifest are saved by concurrent workers:
        // each writes its own temporary file, and the one that loses the
        // rename race finds the same bytes already in place.
        static WRITER: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = WRITER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let tmp = dir.join(format!(".{hash}.{}.{n}.tmp", std::process::id()));
        std::fs::write(&tmp, json)?;
        if let Err(e) = std::fs::rename(&tmp, &path) {
            std::fs::remove_file(&tmp).ok();
            if !path.exists() {
                return Err(e);
            }
        }
    }
    Ok(hash)
}

/// Words a server prints when it wants configuration.
const CONFIG_WORDS: &[&str] = &[
    "api key",
    "api_key",
    "apikey",
    "token",
    "environment variable",
    "env var",
    "not set",
    "is required",
    "are required",
    "required argument",
    "missing required",
    "must be set",
    "must provide",
    "please provide",
    "please set",
    "usage:",
    "credentials",
    "unauthorized",
    "401",
    "403",
    "no allowed directories",
    "at least one",
];

/// Words of a server that is broken rather than unconfigured.
const BROKEN_WORDS: &[&str] = &[
    "module_not_found",
    "cannot find module",
    "err_module_not_found",
    "modulenotfounderror",
    "importerror",
    "segmentation fault",
    "syntaxerror",
];

fn classify(kind: ErrorKind, message: &str, declared_needs: bool) -> (Status, &'static str) {
    let text = message.to_ascii_lowercase();
    let asks = CONFIG_WORDS.iter().any(|w| text.contains(w));
    let cause = match kind {
        ErrorKind::Start => "start",
        ErrorKind::Timeout => match unreadable_count(&text) {
            Some(n) if n >= FLOOD_LINES => "flood",
            Some(_) => "non_json",
            None => "timeout",
        },
        ErrorKind::Closed => "crash",
        ErrorKind::Protocol if text.contains("bytes was dropped") => "flood",
        _ => "protocol",
    };
    // A missing module or a crash is the package's fault, whatever it
    // declares: no configuration would make it start.
    let broken = BROKEN_WORDS.iter().any(|w| text.contains(w));
    if broken {
        return (Status::Failed, cause);
    }
    if matches!(cause, "crash" | "rejected" | "protocol") && (asks || declared_needs)
        || cause == "timeout" && asks
    {
        return (Status::NeedsConfig, "config");
    }
    (Status::Failed, cause)
}

/// `…the server wrote N messages that are not JSON-RPC…` → N.
fn unreadable_count(text: &str) -> Option<usize> {
    let at = text.find("the server wrote ")? + "the server wrote ".len();
    text[at..].split_whitespace().next()?.parse().ok()
}

/// Scans a document and adds its findings; returns its verdict
/// (`Withhold` when it cannot be scanned: fail closed).
fn scan_into(ctx: &RunContext<'_>, json: &[u8], surface: &str, record: &mut Record) -> Verdict {
    let mut scratch = ctx.scanner.scratch();
    let report = match ctx.scanner.scan_manifest(json, &mut scratch) {
        Ok(r) => r,
        Err(e) => {
            record.incomplete.push(format!(
                "{surface}: cannot be scanned: {}",
                crate::one_line(&e.to_string(), 200)
            ));
            return Verdict::Withhold;
        }
    };
    for item in &report.items {
        for f in &item.findings {
            record.findings.push(FindingRecord {
                surface: surface.into(),
                rule: f.code.to_string(),
                name: f.name.to_string(),
                family: ctx.families.get(&*f.code).cloned().unwrap_or_default(),
                severity: f.severity.as_str().into(),
                kind: item.kind.as_str().into(),
                item: mcpsift::manifest::escape_identity(&item.name),
                pointer: mcpsift::manifest::escape_identity(&f.pointer),
                evidence: crate::one_line(&f.evidence, EVIDENCE_CHARS),
            });
        }
    }
    report.verdict()
}

#[cfg(test)]
mod tests {

    #[test]
    fn concurrent_workers_save_the_same_manifest() {
        // Sharded sweeps list the same server under many names: every
        // worker saves the same manifest at once. One shared temporary file
        // lost the race ("manifest not saved: No such file or directory").
        let out = std::env::temp_dir().join(format!("mcpsift-manifests-{}", std::process::id()));
        let json = br#"{"tools":[{"name":"t","description":"d"}]}"#;
        let saved: Vec<std::io::Result<String>> = std::thread::scope(|s| {
            let workers: Vec<_> = (0..16)
                .map(|_| s.spawn(|| save_manifest(&out, json)))
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().expect("no panic"))
                .collect()
        });
        let files: Vec<_> = std::fs::read_dir(out.join("manifests"))
            .expect("manifests written")
            .map(|e| e.expect("entry").file_name())
            .collect();
        std::fs::remove_dir_all(&out).ok();
        for result in &saved {
            assert!(result.is_ok(), "{result:?}");
        }
        assert_eq!(files.len(), 1, "one manifest, no temporary left: {files:?}");
    }
    use super::*;

    #[test]
    fn failures_are_classified() {
        let timeout = (
            ErrorKind::Timeout,
            "no answer to initialize within 5s; meanwhile the server wrote 53012 messages that are not JSON-RPC",
        );
        assert_eq!(
            classify(timeout.0, timeout.1, false),
            (Status::Failed, "flood")
        );
        let chatter = (
            ErrorKind::Timeout,
            "no answer within 5s; meanwhile the server wrote 3 messages that are not JSON-RPC",
        );
        assert_eq!(
            classify(chatter.0, chatter.1, false),
            (Status::Failed, "non_json")
        );
        let hang = (ErrorKind::Timeout, "no answer to initialize within 5s");
        assert_eq!(classify(hang.0, hang.1, false), (Status::Failed, "timeout"));
        let crash = (
            ErrorKind::Closed,
            "the server closed its output; the server's stderr ends: Error: GITHUB_TOKEN is required",
        );
        assert_eq!(
            classify(crash.0, crash.1, false),
            (Status::NeedsConfig, "config")
        );
        let plain = (
            ErrorKind::Closed,
            "the server closed its output; the server's stderr ends: segfault",
        );
        assert_eq!(classify(plain.0, plain.1, false), (Status::Failed, "crash"));
        assert_eq!(
            classify(plain.0, plain.1, true),
            (Status::NeedsConfig, "config")
        );
        // A module that is not there is a broken package, even when the
        // registry declares configuration it would need too.
        let missing = (
            ErrorKind::Closed,
            "the server closed its stdout; the server's stderr ends: { code: 'MODULE_NOT_FOUND' } Node.js v20",
        );
        assert_eq!(
            classify(missing.0, missing.1, true),
            (Status::Failed, "crash")
        );
    }
}
