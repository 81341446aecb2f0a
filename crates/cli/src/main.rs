//! `mcpsift`: the command line. Thin: parsing arguments, opening inputs,
//! choosing a renderer; the work is in the library.

mod eval_cmd;
mod gate_cmd;
mod live;
mod proxy_cmd;
mod rules_cmd;
mod sanitize_cmd;

use std::collections::HashSet;
use std::fs::File;
use std::io::{self, BufWriter, IsTerminal, Read};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use clap::{Args, Parser, Subcommand, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use mcpsift::report::{Format, Renderer, RuleMeta};
use mcpsift::{
    BatchOptions, InputFormat, Limits, Record, RecordOutcome, RulePack, ScanError, ScanErrorKind,
    Scanner, Severity, scan_source,
};

#[derive(Parser, Debug)]
#[command(
    name = "mcpsift",
    version,
    about = "Scan MCP tool definitions for planted instructions and concealment",
    after_help = "Exit codes: 0 nothing withheld, 1 something withheld, 2 usage/config/rule error, \
                  3 some input could not be scanned (outranks 1)."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Scan files, directories or stdin (`-`) holding MCP JSON or JSON Lines.
    Scan(ScanArgs),
    /// Measure the rules on labelled corpora: precision, recall, FPR per rule,
    /// category, evasion and surface; compare two packs; gate CI.
    Eval(eval_cmd::EvalArgs),
    /// Remove concealment characters (zero-width, bidi, TAG, selectors, …)
    /// from MCP JSON, changing nothing else.
    Sanitize(sanitize_cmd::SanitizeArgs),
    /// Check that what a person approved is byte-faithful to what the model gets.
    VerifyView(sanitize_cmd::VerifyViewArgs),
    /// List, test and explain rules.
    #[command(subcommand)]
    Rules(rules_cmd::RulesCommand),
    /// Pin a manifest into a lockfile (scanned first; refused if withheld).
    Pin(gate_cmd::PinArgs),
    /// Judge a refreshed manifest against its pin: exit 0 admit, 1 reject.
    Verify(gate_cmd::VerifyArgs),
    /// Classify every change between two manifests, or over delta case lines.
    Diff(gate_cmd::DiffArgs),
    /// Make an ed25519 key pair for signing lockfiles and manifests.
    Keygen(gate_cmd::KeygenArgs),
    /// Sign a manifest as its publisher (a detached `mcpsift.signature/v1`).
    Sign(gate_cmd::SignArgs),
    /// Sit between an MCP client and a stdio server: scan every list, pin and gate the tool
    /// list, refuse calls to withheld or unadmitted tools (fail closed).
    Proxy(proxy_cmd::ProxyArgs),
}

#[derive(Args, Debug)]
struct ScanArgs {
    /// Files, directories (searched for *.json, *.jsonl, *.ndjson; one without any is an error) or
    /// `-` for stdin.
    #[arg(value_name = "PATH")]
    paths: Vec<PathBuf>,
    /// Output format [default: text on a terminal, jsonl otherwise].
    #[arg(long, value_enum)]
    format: Option<OutputFormat>,
    /// Withhold items with a finding at or above this severity: low, medium, high, critical.
    #[arg(long, default_value = "high")]
    threshold: String,
    /// Threads to scan on [default: all cores]; 1 scans on the main thread alone.
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    /// A directory of rule files to use instead of the built-in rules.
    #[arg(long, value_name = "DIR")]
    rules: Option<PathBuf>,
    /// Scan a live server: start the command given after `--` and speak MCP over its stdio.
    #[arg(long, requires = "command")]
    stdio: bool,
    /// The server command for --stdio (after `--`).
    #[arg(last = true, value_name = "COMMAND")]
    command: Vec<String>,
    /// Scan a live streamable-HTTP server (repeatable).
    #[arg(long, value_name = "URL")]
    url: Vec<String>,
    /// A header sent to --url servers, `Name: value` (repeatable).
    #[arg(long, value_name = "HEADER")]
    header: Vec<String>,
    /// Scan every server of an MCP client config: claude_desktop_config.json, .cursor/mcp.json,
    /// .vscode/mcp.json, .mcp.json (repeatable).
    #[arg(long, value_name = "PATH")]
    config: Vec<PathBuf>,
    /// Give stdio servers this variable: NAME (from our environment) or NAME=VALUE. Servers
    /// otherwise see only PATH, HOME, locale and temp-dir variables.
    #[arg(long, value_name = "NAME[=VALUE]")]
    env: Vec<String>,
    /// Write what each live server advertised, one snapshot per line, for offline re-scans.
    #[arg(long, value_name = "FILE")]
    save_manifest: Option<PathBuf>,
    /// Seconds to wait for each answer from a live server (a whole server gets four times this).
    #[arg(long, value_name = "SECS", default_value_t = 30)]
    timeout: u64,
    /// The handshake for live servers.
    #[arg(long, value_enum, default_value = "auto")]
    protocol: live::ProtocolArg,
    /// How to read each input.
    #[arg(long, value_enum, default_value = "auto")]
    input_format: InputFormatArg,
    /// Largest document or JSON Lines line, in bytes.
    #[arg(long, value_name = "BYTES", default_value_t = Limits::default().max_document_bytes)]
    max_document_bytes: usize,
    /// Deepest JSON nesting. Any value is safe: the scan keeps its place in
    /// memory that grows with the document, not on the call stack.
    #[arg(long, value_name = "N", default_value_t = Limits::default().max_depth)]
    max_depth: usize,
    /// Show a progress bar on stderr (default: on a terminal, for inputs over 32 MiB).
    #[arg(long, overrides_with = "no_progress")]
    progress: bool,
    /// Never show a progress bar.
    #[arg(long)]
    no_progress: bool,
    /// Text format: list allowed items too.
    #[arg(long, short)]
    verbose: bool,
    /// Colour text output.
    #[arg(long, value_enum, default_value = "auto")]
    color: ColorChoice,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum OutputFormat {
    Jsonl,
    Json,
    Text,
    Sarif,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum InputFormatArg {
    Auto,
    Jsonl,
    Document,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum ColorChoice {
    Auto,
    Always,
    Never,
}

/// A configuration or usage problem: exit code 2.
#[derive(Debug)]
struct UsageError(String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Scan(args) => scan(args),
        Command::Eval(args) => eval_cmd::eval(args),
        Command::Sanitize(args) => sanitize_cmd::sanitize(args),
        Command::VerifyView(args) => sanitize_cmd::verify(args),
        Command::Rules(cmd) => rules_cmd::rules(cmd),
        Command::Pin(args) => gate_cmd::pin(args),
        Command::Verify(args) => gate_cmd::verify(args),
        Command::Diff(args) => gate_cmd::diff(args),
        Command::Keygen(args) => gate_cmd::keygen(args),
        Command::Sign(args) => gate_cmd::sign(args),
        Command::Proxy(args) => proxy_cmd::proxy(args),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            // A closed pipe (`mcpsift … | head`) is not an error.
            let broken_pipe = e
                .downcast_ref::<io::Error>()
                .map(io::Error::kind)
                .or_else(|| {
                    e.downcast_ref::<serde_json::Error>()
                        .and_then(serde_json::Error::io_error_kind)
                })
                == Some(io::ErrorKind::BrokenPipe);
            if broken_pipe {
                return ExitCode::SUCCESS;
            }
            eprintln!("mcpsift: {e:#}");
            let code = if e.downcast_ref::<UsageError>().is_some() {
                2
            } else {
                3
            };
            ExitCode::from(code)
        }
    }
}

pub(crate) fn usage(message: impl Into<String>) -> anyhow::Error {
    anyhow::Error::new(UsageError(message.into()))
}

pub(crate) fn load_pack(dir: Option<&Path>) -> Result<RulePack> {
    match dir {
        Some(dir) => RulePack::from_dir(dir).map_err(|e| usage(format!("rule error: {e}"))),
        None => RulePack::builtin().map_err(|e| usage(format!("built-in rule error: {e}"))),
    }
}

fn rule_meta(pack: &RulePack) -> Vec<RuleMeta> {
    pack.rules()
        .iter()
        .map(|r| RuleMeta {
            code: r.code.clone(),
            name: r.name.clone(),
            summary: r.summary.clone(),
            severity: r.severity,
        })
        .collect()
}

/// One input: a file or stdin.
struct Source {
    name: String,
    input: Input,
    size: Option<u64>,
}

/// Where a source's bytes come from.
enum Input {
    Stdin,
    File(PathBuf),
    /// Nothing to read, and why (a directory without a single JSON file):
    /// reported as an error record, never passed over as clean.
    Nothing(String),
}

fn collect_sources(paths: &[PathBuf]) -> Vec<Source> {
    let mut sources = Vec::new();
    let paths: Vec<PathBuf> = if paths.is_empty() {
        vec![PathBuf::from("-")]
    } else {
        paths.to_vec()
    };
    let file = |path: PathBuf| Source {
        name: path.display().to_string(),
        size: path.metadata().ok().map(|m| m.len()),
        input: Input::File(path),
    };
    for path in paths {
        if path.as_os_str() == "-" {
            sources.push(Source {
                name: "-".into(),
                input: Input::Stdin,
                size: None,
            });
        } else if path.is_dir() {
            let mut found = Vec::new();
            walk_dir(&path, &mut found, &mut HashSet::new());
            found.sort();
            if found.is_empty() {
                sources.push(Source {
                    name: path.display().to_string(),
                    input: Input::Nothing(format!(
                        "{} holds no *.json, *.jsonl or *.ndjson file to scan; \
                         name the files themselves if they are named otherwise",
                        path.display()
                    )),
                    size: None,
                });
            }
            sources.extend(found.into_iter().map(file));
        } else {
            sources.push(file(path));
        }
    }
    sources
}

/// True for the file names a directory scan reads, in any letter case.
fn is_json_file(path: &Path) -> bool {
    path.extension().and_then(|e| e.to_str()).is_some_and(|e| {
        ["json", "jsonl", "ndjson"]
            .iter()
            .any(|x| e.eq_ignore_ascii_case(x))
    })
}

/// Every JSON file under `dir`. Symbolic links are followed, but a
/// directory already entered (by its canonical path, in `entered`) is not
/// entered again, so a link back up the tree cannot repeat files.
fn walk_dir(dir: &Path, out: &mut Vec<PathBuf>, entered: &mut HashSet<PathBuf>) {
    if let Ok(canonical) = dir.canonicalize()
        && !entered.insert(canonical)
    {
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        out.push(dir.to_path_buf()); // reported as unreadable when opened
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk_dir(&path, out, entered);
        } else if is_json_file(&path) {
            out.push(path);
        }
    }
}

/// A record whose error is a limit this command's flags lift, with the
/// flag named (the engine's messages name no flags).
fn with_flag_advice(mut record: Record) -> Record {
    if let RecordOutcome::Error(e) = &record.outcome {
        let advice = match e.kind() {
            ScanErrorKind::TooLarge => "raise --max-document-bytes to scan it",
            ScanErrorKind::TooDeep => "raise --max-depth to scan it",
            _ => return record,
        };
        record.outcome = RecordOutcome::Error(e.clone().with_advice(advice));
    }
    record
}

/// The error record for an input that could not be opened or read: it is
/// reported, never skipped (exit code 3).
fn io_error(source: &str, message: String) -> Record {
    Record {
        id: source.to_string(),
        line: 0,
        outcome: RecordOutcome::Error(ScanError::io(message)),
    }
}

/// The error record for a file or directory given to `scan` that yields
/// nothing: named `FILE:0`, line 0 standing for the input as a whole (a
/// file's records are `FILE:LINE`).
fn file_error(source: &str, message: String) -> Record {
    Record {
        id: format!("{source}:0"),
        ..io_error(source, message)
    }
}

fn scan(args: ScanArgs) -> Result<u8> {
    // Fail closed on configuration: an undefined threshold would withhold
    // nothing while looking enabled (seed 000 §6).
    let threshold: Severity = args
        .threshold
        .parse()
        .map_err(|e| usage(format!("--threshold: {e}")))?;
    if args.max_depth == 0 || args.max_document_bytes == 0 {
        bail!(usage(
            "--max-depth and --max-document-bytes must be at least 1"
        ));
    }
    if args.threads == Some(0) {
        bail!(usage("--threads must be at least 1"));
    }
    // The pack and the scanner live as long as the process: dropping their
    // parsed patterns and automata at exit took a fifth of the instructions
    // of a small scan's whole run, for memory the OS frees anyway.
    let pack: &'static RulePack = Box::leak(Box::new(load_pack(args.rules.as_deref())?));
    let scanner: &'static Scanner = Box::leak(Box::new(
        Scanner::builder()
            .threshold(threshold)
            .limits(Limits {
                max_document_bytes: args.max_document_bytes,
                max_depth: args.max_depth,
            })
            .build(pack)
            .map_err(|e| usage(format!("rule error: {e}")))?,
    ));

    if args.stdio == args.command.is_empty() {
        bail!(usage(
            "give the server command after `--` together with --stdio: mcpsift scan --stdio -- npx -y SERVER"
        ));
    }
    let live_targets = live::targets(
        &args.command,
        &args.url,
        &args.header,
        &args.config,
        &args.env,
    )?;
    let client_options = live::options(args.timeout, args.protocol)?;
    let sources = if live_targets.is_empty() || !args.paths.is_empty() {
        collect_sources(&args.paths)
    } else {
        Vec::new()
    };
    if args.save_manifest.is_some() && live_targets.is_empty() {
        bail!(usage(
            "--save-manifest needs a live server (--stdio, --url or --config)"
        ));
    }
    if sources.iter().any(|s| matches!(s.input, Input::Stdin)) && io::stdin().is_terminal() {
        bail!(usage(
            "no input: give files or directories to scan, or pipe JSON into `mcpsift scan -`"
        ));
    }

    let stdout = io::stdout();
    let is_tty = stdout.is_terminal();
    let format = match args.format.unwrap_or(if is_tty {
        OutputFormat::Text
    } else {
        OutputFormat::Jsonl
    }) {
        OutputFormat::Jsonl => Format::Jsonl,
        OutputFormat::Json => Format::Json,
        OutputFormat::Sarif => Format::Sarif,
        OutputFormat::Text => Format::Text {
            color: match args.color {
                ColorChoice::Always => true,
                ColorChoice::Never => false,
                ColorChoice::Auto => is_tty && std::env::var_os("NO_COLOR").is_none(),
            },
        },
    };
    let mut renderer = Renderer::new(
        BufWriter::with_capacity(1 << 16, stdout.lock()),
        format,
        rule_meta(pack),
        args.verbose,
    );

    let total: u64 = sources.iter().filter_map(|s| s.size).sum();
    let show_progress =
        !args.no_progress && (args.progress || (io::stderr().is_terminal() && total >= 32 << 20));
    let bar = if show_progress {
        let bar = ProgressBar::new(total);
        bar.set_style(
            ProgressStyle::with_template(
                "{spinner} [{elapsed_precise}] {wide_bar} {bytes}/{total_bytes} ({bytes_per_sec}, eta {eta})",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        Some(bar)
    } else {
        None
    };

    // This thread scans too, so N threads are this one and N - 1 helpers.
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let helpers = mcpsift::helper_pool(threads).context("could not start the scanning threads")?;
    let options = BatchOptions {
        format: match args.input_format {
            InputFormatArg::Auto => InputFormat::Auto,
            InputFormatArg::Jsonl => InputFormat::Jsonl,
            InputFormatArg::Document => InputFormat::Document,
        },
        ..BatchOptions::default()
    };

    let mut write_error: Option<io::Error> = None;
    let mut saved = match &args.save_manifest {
        Some(path) => {
            Some(File::create(path).with_context(|| format!("cannot create {}", path.display()))?)
        }
        None => None,
    };
    let document = BatchOptions {
        format: InputFormat::Document,
        ..options
    };
    for live in &live_targets {
        let snapshot = match &live.target {
            Ok(target) => {
                if is_tty {
                    eprintln!("mcpsift: connecting to {}", live.name);
                }
                mcpsift_mcp::acquire(target, &client_options)
                    .map_err(|e| format!("could not scan {}: {e}", live.name))
            }
            Err(why) => Err(format!("could not scan {}: {why}", live.name)),
        };
        // A server that fails is an error record (exit 3), never clean.
        let snapshot = match snapshot {
            Ok(s) => s,
            Err(message) => {
                renderer.record(&live.name, &io_error(&live.name, message))?;
                continue;
            }
        };
        if let (Some(file), Some(path)) = (saved.as_mut(), &args.save_manifest) {
            live::save(file, path, &snapshot)?;
        }
        for (collection, why) in &snapshot.errors {
            let record = io_error(
                &live.name,
                format!("{collection} of {} not scanned: {why}", live.name),
            );
            renderer.record(&live.name, &record)?;
        }
        let reader: Box<dyn Read + Send> = Box::new(io::Cursor::new(snapshot.json));
        let result = scan_source(
            scanner,
            &live.name,
            reader,
            &document,
            helpers.as_ref(),
            |record| {
                if write_error.is_none()
                    && let Err(e) = renderer.record(&live.name, &with_flag_advice(record))
                {
                    write_error = Some(e);
                }
            },
            |_| {},
        );
        if let Some(e) = write_error.take() {
            return Err(e.into());
        }
        if let Err(e) = result {
            renderer.record(
                &live.name,
                &io_error(&live.name, format!("scanning {} failed: {e}", live.name)),
            )?;
        }
    }

    let mut done_before = 0u64;
    for source in &sources {
        let reader: Box<dyn Read + Send> = match &source.input {
            Input::Stdin => Box::new(io::stdin()),
            Input::File(path) => match File::open(path) {
                Ok(f) => Box::new(f),
                Err(e) => {
                    let record =
                        file_error(&source.name, format!("cannot open {}: {e}", source.name));
                    renderer.record(&source.name, &record)?;
                    continue;
                }
            },
            Input::Nothing(why) => {
                renderer.record(&source.name, &file_error(&source.name, why.clone()))?;
                continue;
            }
        };
        let result = scan_source(
            scanner,
            &source.name,
            reader,
            &options,
            helpers.as_ref(),
            |record| {
                if write_error.is_none()
                    && let Err(e) = renderer.record(&source.name, &with_flag_advice(record))
                {
                    write_error = Some(e);
                }
            },
            |bytes| {
                if let Some(bar) = &bar {
                    bar.set_position(done_before + bytes);
                }
            },
        );
        if let Some(e) = write_error.take() {
            return Err(e.into());
        }
        if let Err(e) = result {
            let record = file_error(&source.name, format!("reading {} failed: {e}", source.name));
            renderer.record(&source.name, &record)?;
        }
        done_before += source.size.unwrap_or(0);
    }
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    let summary = renderer.finish()?;
    Ok(summary.exit_code() as u8)
}
