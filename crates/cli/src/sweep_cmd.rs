//! `mcpsift sweep`: scan every server of a registry (or a saved dump, or a
//! list), and `mcpsift sweep merge`: join the results of shards.

use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use anyhow::Result;
use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use mcpsift_sweep::isolate::Limits;
use mcpsift_sweep::{Options, Progress, Record, Shard, Status, Summary};

use crate::usage;

#[derive(Args, Debug)]
#[command(
    args_conflicts_with_subcommands = true,
    after_help = "Exit codes: 0 every server scanned and nothing withheld; 1 something withheld or a \
                  drift rejected (outranks 3: a server that fails to start must not hide a poisoned \
                  one); 2 usage; 3 some server could not be scanned (failed, skipped, needs \
                  configuration). Details: docs/sweep.md."
)]
pub struct SweepArgs {
    #[command(subcommand)]
    command: Option<SweepCommand>,
    /// Registry API base URLs (https://…), saved registry dumps (a JSON page, JSON Lines of
    /// pages, or a directory of pages) or list files (.txt: npm:PKG[@VER], pypi:PKG[==VER],
    /// oci:IMAGE, url:https://…, one a line).
    #[arg(value_name = "SOURCE")]
    sources: Vec<String>,
    /// The results directory (records, manifests, pins, reports). A second run resumes it.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Servers run at once.
    #[arg(long, default_value_t = 2)]
    jobs: usize,
    /// Sweep only shard I of N (1-based; split by a hash of each server's name).
    #[arg(long, value_name = "I/N")]
    shard: Option<String>,
    /// Sweep servers again that this directory already has records for, and report their drift
    /// against the pins of the previous sweep.
    #[arg(long)]
    refresh: bool,
    /// Seconds a server may take to start and list everything.
    #[arg(long, default_value_t = 60, value_name = "S")]
    timeout: u64,
    /// Seconds an install may take.
    #[arg(long, default_value_t = 300, value_name = "S")]
    install_timeout: u64,
    /// Memory (data segment) limit per server, in MiB; 0 for none.
    #[arg(long, default_value_t = 2048, value_name = "MIB")]
    memory: u64,
    /// Run servers with the network where no network namespace can be made (by default they
    /// are not run there, and say so).
    #[arg(long)]
    allow_network: bool,
    /// The install cache [default: DIR/cache].
    #[arg(long, value_name = "DIR")]
    cache: Option<PathBuf>,
    /// No progress bar.
    #[arg(long, short)]
    quiet: bool,
}

#[derive(Subcommand, Debug)]
enum SweepCommand {
    /// Join the results directories of shards into one (records, pins, manifests, reports).
    Merge {
        /// Results directories.
        #[arg(value_name = "DIR", required = true)]
        dirs: Vec<PathBuf>,
        /// The joined results directory.
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
    },
}

struct Bar {
    bar: ProgressBar,
    done: AtomicUsize,
    failed: AtomicUsize,
    skipped: AtomicUsize,
    lines: Mutex<()>,
}

impl Bar {
    fn message(&self) -> String {
        format!(
            "done {} · failed {} · skipped {}",
            self.done.load(Ordering::Relaxed),
            self.failed.load(Ordering::Relaxed),
            self.skipped.load(Ordering::Relaxed)
        )
    }
}

impl Progress for Bar {
    fn planned(&self, to_run: usize, already_done: usize) {
        self.bar.set_length(to_run as u64);
        if already_done > 0 {
            self.bar.println(format!(
                "resuming: {already_done} server(s) already done in this directory (--refresh sweeps them again)"
            ));
        }
        self.bar.set_message(self.message());
    }

    fn finished(&self, record: &Record) {
        let _guard = self.lines.lock();
        match record.status {
            Status::Scanned => &self.done,
            Status::Failed => &self.failed,
            Status::Skipped | Status::NeedsConfig => &self.skipped,
        }
        .fetch_add(1, Ordering::Relaxed);
        if record.cause.as_deref() != Some("gone") {
            self.bar.inc(1);
        }
        self.bar.set_message(self.message());
    }
}

fn report(summary: &Summary, out: &std::path::Path) {
    let withheld = summary
        .records
        .iter()
        .filter(|r| r.verdict == "withhold")
        .count();
    let rejected = summary.records.iter().filter(|r| r.rejected()).count();
    let tools: usize = summary.records.iter().map(Record::tools).sum();
    eprintln!(
        "mcpsift sweep: {} servers ({} run now, {} from earlier runs): {} scanned, {} failed, {} skipped, {} need configuration; {} tools listed; {} withheld; {} rejected drift",
        summary.records.len(),
        summary.ran,
        summary.resumed,
        summary.count(Status::Scanned),
        summary.count(Status::Failed),
        summary.count(Status::Skipped),
        summary.count(Status::NeedsConfig),
        tools,
        withheld,
        rejected
    );
    // The library records why a server did not run; the flag that lets it
    // run is ours to name.
    let unconfined = summary
        .records
        .iter()
        .filter(|r| r.cause.as_deref() == Some("needs_isolation"))
        .count();
    if unconfined > 0 {
        eprintln!(
            "mcpsift sweep: {unconfined} server(s) skipped: no network namespace can be made here; \
             --allow-network runs them with the network"
        );
    }
    if summary.unreadable_lines > 0 {
        eprintln!(
            "mcpsift sweep: {} line(s) of servers.jsonl could not be read (cut short by a kill?); counted as not scanned",
            summary.unreadable_lines
        );
    }
    eprintln!(
        "mcpsift sweep: {}/servers.jsonl, report.html, report.sarif",
        out.display()
    );
}

/// Runs `mcpsift sweep`.
pub fn sweep(args: SweepArgs) -> Result<u8> {
    if let Some(SweepCommand::Merge { dirs, out }) = args.command {
        let summary = mcpsift_sweep::merge(&dirs, &out).map_err(usage)?;
        report(&summary, &out);
        return Ok(summary.exit_code());
    }
    if args.sources.is_empty() {
        return Err(usage(
            "sweep needs at least one SOURCE (a registry URL, a saved dump or a list file)",
        ));
    }
    let out = args
        .out
        .ok_or_else(|| usage("sweep needs --out DIR (where records, pins and reports go)"))?;
    if args.jobs == 0 || args.jobs > 256 {
        return Err(usage("--jobs must be between 1 and 256"));
    }
    if args.timeout == 0 || args.install_timeout == 0 {
        return Err(usage(
            "--timeout and --install-timeout must be at least 1 second",
        ));
    }
    let shard = match &args.shard {
        Some(s) => Shard::parse(s).map_err(|e| usage(format!("--shard {e}")))?,
        None => Shard::ALL,
    };
    for source in &args.sources {
        let is_url = source.starts_with("http://") || source.starts_with("https://");
        if !is_url && !std::path::Path::new(source).exists() {
            return Err(usage(format!(
                "{source}: no such file or directory (a SOURCE is a registry URL, a saved dump or a list file)"
            )));
        }
    }
    let options = Options {
        sources: args.sources,
        out: out.clone(),
        cache: args.cache,
        jobs: args.jobs,
        shard,
        refresh: args.refresh,
        timeout: Duration::from_secs(args.timeout),
        install_timeout: Duration::from_secs(args.install_timeout),
        limits: Limits {
            allow_network: args.allow_network,
            memory_mib: args.memory,
        },
    };
    let bar = ProgressBar::new(0);
    if args.quiet {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    }
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} servers · {msg} · {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let progress = Bar {
        bar,
        done: AtomicUsize::new(0),
        failed: AtomicUsize::new(0),
        skipped: AtomicUsize::new(0),
        lines: Mutex::new(()),
    };
    let result = mcpsift_sweep::sweep(&options, &progress);
    progress.bar.finish_and_clear();
    let summary = result.map_err(|e| anyhow::anyhow!(e))?;
    report(&summary, &out);
    Ok(summary.exit_code())
}
