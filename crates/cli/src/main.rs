//! `mcpsift`: the command line. Thin: parsing arguments, opening inputs,
//! choosing a renderer; the work is in the library.

mod eval_cmd;
mod gate_cmd;
mod live;
mod probe_cmd;
mod proxy_cmd;
mod rules_cmd;
mod sanitize_cmd;
mod scan_config;
mod scan_output;
mod sweep_cmd;
mod train_cmd;

use std::collections::HashSet;
use std::fs::File;
use std::io::{self, IsTerminal, Read};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use mcpsift::report::{Acceptance, Annotator, Date, RuleMeta, SourceText, TextFormat};
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
    /// Ask a model whether an agent obeys instructions planted in a live server's tool results
    /// (a canary probe): exit 1 obeyed, 3 inconclusive or error, 0 every probe resisted.
    Probe(Box<probe_cmd::ProbeArgs>),
    /// Sweep a whole registry: install, start (isolated) and scan every server, pin what it
    /// lists, and report drift since the last sweep (`sweep merge` joins shards).
    Sweep(Box<sweep_cmd::SweepArgs>),
    /// Check the suppressions of mcpsift.toml and .mcpsiftignore against a scan.
    #[command(subcommand)]
    Suppressions(SuppressionsCommand),
    /// Print a shell completion script: bash, zsh, fish, elvish or powershell.
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff) to standard output: `mcpsift man | man -l -`.
    Man,
}

#[derive(Subcommand, Debug)]
enum SuppressionsCommand {
    /// Scan as `scan` would and list suppressions that accepted nothing or have expired
    /// (exit 1 when there are any, 0 when every suppression is in use).
    Check(ScanArgs),
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
    /// Write output here instead of standard output: FORMAT:PATH (`sarif:results.sarif`,
    /// `text:-` for the terminal) or PATH (format from --format or the extension). Repeat it for
    /// several outputs in one run.
    #[arg(short = 'o', long = "output", value_name = "[FORMAT:]PATH")]
    output: Vec<String>,
    /// Withhold items with a finding at or above this severity: low, medium, high, critical
    /// [default: high, or the config's].
    #[arg(long)]
    threshold: Option<String>,
    /// Report only findings not in this baseline (by fingerprint); the others are marked as
    /// baseline and do not count towards the exit code.
    #[arg(long, value_name = "FILE")]
    baseline: Option<PathBuf>,
    /// Write every finding of this scan to FILE as a baseline.
    #[arg(long, value_name = "FILE")]
    write_baseline: Option<PathBuf>,
    /// Settings file [default: ./mcpsift.toml when it exists]. (--config names MCP client
    /// configs to scan.)
    #[arg(long, value_name = "FILE", conflicts_with = "no_config_file")]
    config_file: Option<PathBuf>,
    /// Read neither ./mcpsift.toml nor ./.mcpsiftignore.
    #[arg(long)]
    no_config_file: bool,
    /// Threads to scan on [default: all cores]; 1 scans on the main thread alone.
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    /// A directory of rule files to use instead of the built-in rules.
    #[arg(long, value_name = "DIR")]
    rules: Option<PathBuf>,
    #[command(flatten)]
    live: live::LiveServerArgs,
    /// Write what each live server advertised, one snapshot per line, for offline re-scans.
    #[arg(long, value_name = "FILE")]
    save_manifest: Option<PathBuf>,
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
        Command::Scan(args) => scan(args, false),
        Command::Suppressions(SuppressionsCommand::Check(args)) => scan(args, true),
        Command::Completions { shell } => {
            // Rendered first: the generator panics on a write error (a
            // closed pipe), which the write below reports instead.
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "mcpsift", &mut script);
            io::Write::write_all(&mut io::stdout().lock(), &script)
                .map(|()| 0)
                .map_err(anyhow::Error::from)
        }
        Command::Man => clap_mangen::Man::new(Cli::command())
            .render(&mut io::stdout().lock())
            .map(|()| 0)
            .map_err(anyhow::Error::from),
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
        Command::Probe(args) => probe_cmd::probe(*args),
        Command::Sweep(args) => sweep_cmd::sweep(*args),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            // A closed pipe (`mcpsift … | head`): the run stopped before it
            // reported everything, so it cannot claim a clean result; it
            // exits 3 like any input it could not finish (docs: exit codes).
            let broken_pipe = e
                .downcast_ref::<io::Error>()
                .map(io::Error::kind)
                .or_else(|| {
                    e.downcast_ref::<serde_json::Error>()
                        .and_then(serde_json::Error::io_error_kind)
                })
                == Some(io::ErrorKind::BrokenPipe);
            if broken_pipe {
                let _ = io::Write::write_all(
                    &mut io::stderr(),
                    b"mcpsift: the output was closed before the run finished; exit 3\n",
                );
                return ExitCode::from(3);
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
            sources.extend(found.into_iter().map(|path| match not_regular(&path) {
                // A FIFO or device named *.json would block or never end:
                // a directory scan reads regular files only.
                Some(what) => Source {
                    name: path.display().to_string(),
                    input: Input::Nothing(format!(
                        "{} is {what}, not a regular file; a directory scan reads only regular files",
                        path.display()
                    )),
                    size: None,
                },
                None => file(path),
            }));
        } else {
            sources.push(file(path));
        }
    }
    sources
}

/// What a path found in a directory is when it is not a regular file.
fn not_regular(path: &Path) -> Option<&'static str> {
    let meta = std::fs::metadata(path).ok()?;
    let t = meta.file_type();
    if t.is_file() {
        return None;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return Some("a FIFO");
        }
        if t.is_char_device() || t.is_block_device() {
            return Some("a device");
        }
        if t.is_socket() {
            return Some("a socket");
        }
    }
    Some("not a regular file")
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

/// The rule pack from the config's rule sources (`builtin` or directories)
/// or `--rules`, less the disabled rules.
fn scan_pack(args: &ScanArgs, config: &scan_config::Config) -> Result<RulePack> {
    use scan_config::RuleSource;
    let pack = match (&args.rules, &config.rules) {
        (Some(dir), _) => load_pack(Some(dir))?,
        (None, None) => load_pack(None)?,
        (None, Some(sources)) => {
            let mut rules: Vec<mcpsift::Rule> = Vec::new();
            for source in sources {
                let pack = match source {
                    RuleSource::Builtin => load_pack(None)?,
                    RuleSource::Dir(dir) => load_pack(Some(dir))?,
                };
                for rule in pack.rules() {
                    if let Some(other) = rules.iter().find(|r| r.code == rule.code) {
                        bail!(usage(format!(
                            "rule error: code {} is in both {} and {}",
                            rule.code, other.source, rule.source
                        )));
                    }
                    rules.push(rule.clone());
                }
            }
            RulePack::from_rules(rules)
        }
    };
    let mut pack = pack;
    for code in &config.disable {
        let Some(rule) = pack
            .rules()
            .iter()
            .find(|r| r.code.eq_ignore_ascii_case(code) || r.name == *code)
        else {
            bail!(usage(format!(
                "config: disable names {code}, which is not a rule of the pack (`mcpsift rules list`)"
            )));
        };
        let code = rule.code.clone();
        pack = pack.without(&code);
    }
    Ok(pack)
}

/// The outputs of a scan: `-o` specs, else the config's, else standard
/// output in --format (text on a terminal, jsonl otherwise).
fn output_specs(
    args: &ScanArgs,
    config: &scan_config::Config,
) -> Result<Vec<scan_output::OutputSpec>> {
    use scan_output::{FormatName, OutputSpec, parse_spec};
    let flag_format = args.format.map(|f| match f {
        OutputFormat::Jsonl => FormatName::Jsonl,
        OutputFormat::Json => FormatName::Json,
        OutputFormat::Sarif => FormatName::Sarif,
        OutputFormat::Text => FormatName::Text,
    });
    let config_format = match &config.format {
        Some(f) => Some(FormatName::parse(f).ok_or_else(|| {
            usage(format!(
                "config: format = {f:?} is not one of jsonl, json, sarif, text"
            ))
        })?),
        None => None,
    };
    let specs: Vec<OutputSpec> = if !args.output.is_empty() {
        args.output
            .iter()
            .map(|o| parse_spec(o, flag_format))
            .collect::<Result<_>>()?
    } else if !config.outputs.is_empty() {
        let mut specs: Vec<OutputSpec> = config
            .outputs
            .iter()
            .map(|o| parse_spec(o, None))
            .collect::<Result<_>>()?;
        // --format on the command line adds the terminal output.
        if let Some(format) = flag_format.or(config_format) {
            specs.insert(0, OutputSpec { format, path: None });
        }
        specs
    } else {
        let format = flag_format
            .or(config_format)
            .unwrap_or(if io::stdout().is_terminal() {
                FormatName::Text
            } else {
                FormatName::Jsonl
            });
        vec![OutputSpec { format, path: None }]
    };
    if specs.iter().filter(|s| s.path.is_none()).count() > 1 {
        bail!(usage(
            "more than one output goes to standard output: give the others a file (-o FORMAT:PATH)"
        ));
    }
    let mut paths: Vec<&Path> = specs.iter().filter_map(|s| s.path.as_deref()).collect();
    paths.sort();
    if paths.windows(2).any(|w| w[0] == w[1]) {
        bail!(usage("two outputs name the same file"));
    }
    Ok(specs)
}

fn scan(args: ScanArgs, check_suppressions: bool) -> Result<u8> {
    let config = scan_config::load(args.config_file.as_deref(), args.no_config_file)?;
    // Fail closed on configuration: an undefined threshold would withhold
    // nothing while looking enabled (docs/rules.md, "Thresholds").
    let threshold: Severity = args
        .threshold
        .as_deref()
        .or(config.threshold.as_deref())
        .unwrap_or("high")
        .parse()
        .map_err(|e| usage(format!("threshold: {e}")))?;
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
    let pack: &'static RulePack = Box::leak(Box::new(scan_pack(&args, &config)?));
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

    let live_targets = args.live.targets("mcpsift scan --stdio -- npx -y SERVER")?;
    let client_options = args.live.client_options()?;
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

    let is_tty = io::stdout().is_terminal();
    let specs = if check_suppressions {
        Vec::new()
    } else {
        output_specs(&args, &config)?
    };
    let mut acceptance = Acceptance::new();
    if let Some(path) = args.baseline.as_ref().or(config.baseline.as_ref()) {
        acceptance = acceptance.with_baseline(scan_output::read_baseline(path)?);
    }
    let today = Date::today();
    acceptance = acceptance.with_suppressions(config.suppressions.clone(), today);
    for s in acceptance.expired() {
        eprintln!(
            "mcpsift: suppression {} expired on {}: the findings it accepted are reported again",
            s.describe(),
            s.expires.map(|d| d.to_string()).unwrap_or_default()
        );
    }
    let mut renderer = scan_output::Reporter::open(
        &specs,
        match args.color {
            ColorChoice::Always => scan_output::Color::Always,
            ColorChoice::Never => scan_output::Color::Never,
            ColorChoice::Auto => scan_output::Color::Auto,
        },
        &rule_meta(pack),
        args.verbose,
        Annotator::new(scanner.scorer().clone(), acceptance),
        args.write_baseline.clone(),
    )?;
    // What the scanner reads is kept while its records are located: the
    // document limit plus the scanner's read-ahead (two chunks), with room.
    let keep = args
        .max_document_bytes
        .saturating_add(3 * BatchOptions::default().chunk_bytes + (1 << 20));
    let text_format = match args.input_format {
        InputFormatArg::Auto => TextFormat::Auto,
        InputFormatArg::Jsonl => TextFormat::Jsonl,
        InputFormatArg::Document => TextFormat::Document,
    };

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
        renderer.begin_source(None, Some(live.name.clone()), false);
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
        // The snapshot is kept for its serverInfo (the fingerprints' server),
        // not for positions: the output names the live server, not a file.
        let (tee, text) =
            SourceText::tee(io::Cursor::new(snapshot.json), TextFormat::Document, keep);
        renderer.begin_source(Some(text), Some(live.name.clone()), false);
        let reader: Box<dyn Read + Send> = Box::new(tee);
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
        renderer.begin_source(None, None, false);
        let reader: Box<dyn Read + Send> = match &source.input {
            Input::Stdin => {
                let (tee, text) = SourceText::tee(io::stdin(), text_format, keep);
                renderer.begin_source(Some(text), None, true);
                Box::new(tee)
            }
            Input::File(path) => match File::open(path) {
                Ok(f) => {
                    let (tee, text) = SourceText::tee(f, text_format, keep);
                    renderer.begin_source(Some(text), None, true);
                    Box::new(tee)
                }
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
    let expired: Vec<String> = renderer
        .annotator
        .acceptance
        .expired()
        .map(|s| s.describe())
        .collect();
    let unused: Vec<String> = renderer
        .annotator
        .acceptance
        .unused()
        .map(|s| s.describe())
        .collect();
    let summary = renderer.finish()?;
    if check_suppressions {
        for s in &unused {
            println!("unused: {s}: accepted no finding");
        }
        for s in &expired {
            println!("expired: {s}");
        }
        let total = config.suppressions.len();
        println!(
            "{total} suppression{}: {} unused, {} expired",
            if total == 1 { "" } else { "s" },
            unused.len(),
            expired.len()
        );
        if summary.errors > 0 {
            return Ok(3);
        }
        return Ok(u8::from(!unused.is_empty() || !expired.is_empty()));
    }
    Ok(summary.exit_code() as u8)
}
