//! A whole sweep: read the sources, plan, run the servers on `jobs`
//! threads, judge drift, append records, write the reports; and `merge`,
//! which joins the results of shards.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use mcpsift::Scanner;

use crate::drift::Pins;
use crate::isolate::Limits;
use crate::plan::{Shard, plan};
use crate::record::{Record, Status};
use crate::registry::{Entry, load_source};
use crate::results::{Appender, PREVIOUS, RECORDS, copy_manifests, read_records, write_records};
use crate::run::{RunContext, run};

/// How to sweep.
#[derive(Clone, Debug)]
pub struct Options {
    /// Registry URLs, dumps, list files.
    pub sources: Vec<String>,
    /// The results directory.
    pub out: PathBuf,
    /// The install cache (default `OUT/cache`).
    pub cache: Option<PathBuf>,
    /// Servers run at once.
    pub jobs: usize,
    /// This machine's share.
    pub shard: Shard,
    /// Sweep every server again (and compare with the pins).
    pub refresh: bool,
    /// Per-server limit for starting and listing.
    pub timeout: Duration,
    /// Per-server limit for installing.
    pub install_timeout: Duration,
    /// Isolation.
    pub limits: Limits,
}

/// Told as the sweep goes.
pub trait Progress: Sync {
    /// The plan: servers to run now, and those done by an earlier run.
    fn planned(&self, to_run: usize, already_done: usize);
    /// A server finished.
    fn finished(&self, record: &Record);
}

/// What a sweep (or merge) ended with.
#[derive(Debug)]
pub struct Summary {
    /// Every record of the results directory, by server.
    pub records: Vec<Record>,
    /// Servers run this time.
    pub ran: usize,
    /// Servers skipped because an earlier run had done them.
    pub resumed: usize,
    /// Lines of `servers.jsonl` that could not be read.
    pub unreadable_lines: usize,
}

impl Summary {
    /// Records with each status.
    pub fn count(&self, status: Status) -> usize {
        self.records
            .iter()
            .filter(|r| r.status == status && !is_gone(r))
            .count()
    }

    /// Exit code: 1 when anything is withheld or a drift is rejected (this
    /// outranks 3: in a sweep some server nearly always fails to start,
    /// and that must not hide a poisoned one); else 3 when some server was
    /// not scanned (failed, skipped, needs configuration, or scanned
    /// incompletely), since nothing unscanned may pass as clean; else 0.
    pub fn exit_code(&self) -> u8 {
        if self
            .records
            .iter()
            .any(|r| r.verdict == "withhold" || r.rejected())
        {
            1
        } else if self.unreadable_lines > 0
            || self
                .records
                .iter()
                .any(|r| !is_gone(r) && (r.status != Status::Scanned || r.verdict == "error"))
        {
            3
        } else {
            0
        }
    }
}

fn is_gone(r: &Record) -> bool {
    r.drift.as_ref().is_some_and(|d| d.status == "gone")
}

fn families(pack: &mcpsift::RulePack) -> HashMap<String, String> {
    pack.rules()
        .iter()
        .map(|r| (r.code.to_string(), r.family.clone()))
        .collect()
}

/// Runs a sweep into `options.out`.
pub fn sweep(options: &Options, progress: &dyn Progress) -> Result<Summary, String> {
    std::fs::create_dir_all(&options.out)
        .map_err(|e| format!("cannot create {}: {e}", options.out.display()))?;
    // Absolute: servers start in their own scratch directories.
    let out = &std::path::absolute(&options.out)
        .map_err(|e| format!("{}: {e}", options.out.display()))?;
    let _held = crate::results::hold(out)?;
    let mut entries: Vec<Entry> = Vec::new();
    for source in &options.sources {
        entries.extend(load_source(
            source,
            options.timeout.max(Duration::from_secs(30)),
        )?);
    }
    let planned = plan(entries, options.shard);
    if options.refresh && out.join(RECORDS).exists() {
        std::fs::rename(out.join(RECORDS), out.join(PREVIOUS))
            .map_err(|e| format!("cannot move the previous records aside: {e}"))?;
    }
    let (done, _) = read_records(out)?;
    let todo: Vec<&Entry> = planned
        .iter()
        .filter(|e| !done.contains_key(&e.server))
        .collect();
    progress.planned(todo.len(), planned.len() - todo.len());

    let pack = mcpsift::RulePack::builtin().map_err(|e| format!("built-in rules: {e}"))?;
    let scanner = Scanner::builder()
        .threshold(mcpsift::Severity::High)
        .build(&pack)
        .map_err(|e| format!("built-in rules: {e}"))?;
    let families = families(&pack);
    let cache = match &options.cache {
        Some(c) => std::path::absolute(c).map_err(|e| format!("{}: {e}", c.display()))?,
        None => out.join("cache"),
    };
    std::fs::create_dir_all(&cache)
        .map_err(|e| format!("cannot create {}: {e}", cache.display()))?;
    let ctx = RunContext {
        scanner: &scanner,
        families: &families,
        out,
        cache: &cache,
        timeout: options.timeout,
        install_timeout: options.install_timeout,
        limits: options.limits,
    };
    let pins = Mutex::new(Pins::load(out)?);
    let appender = Mutex::new(Appender::open(out)?);
    let queue = Mutex::new(todo.iter());
    let failure: Mutex<Option<String>> = Mutex::new(None);
    let last_save = Mutex::new(Instant::now());
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.max(1) {
            scope.spawn(|| {
                loop {
                    let Some(entry) = queue.lock().unwrap_or_else(|e| e.into_inner()).next() else {
                        return;
                    };
                    if failure.lock().unwrap_or_else(|e| e.into_inner()).is_some() {
                        return;
                    }
                    let mut record = run(entry, &ctx);
                    if let Some(hash) = record.manifest.clone() {
                        let path = out.join("manifests").join(format!("{hash}.json"));
                        match std::fs::read(&path) {
                            Ok(bytes) => {
                                let mut pins = pins.lock().unwrap_or_else(|e| e.into_inner());
                                pins.judge(&mut record, &bytes, &scanner);
                                let mut last = last_save.lock().unwrap_or_else(|e| e.into_inner());
                                if last.elapsed() > Duration::from_secs(5) || todo.len() < 200 {
                                    if let Err(e) = pins.save() {
                                        record.incomplete.push(e);
                                    }
                                    *last = Instant::now();
                                }
                            }
                            Err(e) => record
                                .incomplete
                                .push(format!("drift: {}: {e}", path.display())),
                        }
                    }
                    let written = appender
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .append(&record);
                    if let Err(e) = written {
                        *failure.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
                        return;
                    }
                    progress.finished(&record);
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e);
    }
    let pins = pins.into_inner().unwrap_or_else(|e| e.into_inner());
    pins.save()?;
    let present: HashSet<String> = planned.iter().map(|e| e.server.clone()).collect();
    let (recorded, _) = read_records(out)?;
    let mut appender = appender.into_inner().unwrap_or_else(|e| e.into_inner());
    for gone in pins.gone(&present, options.shard) {
        if !recorded.contains_key(&gone.server) {
            appender.append(&gone)?;
            progress.finished(&gone);
        }
    }
    let (records, unreadable) = read_records(out)?;
    let summary = Summary {
        records: records.into_values().collect(),
        ran: todo.len(),
        resumed: planned.len() - todo.len(),
        unreadable_lines: unreadable,
    };
    write_reports(out, &summary.records)?;
    Ok(summary)
}

/// Writes `report.sarif` and `report.html` from the records.
pub fn write_reports(out: &Path, records: &[Record]) -> Result<(), String> {
    let sarif = crate::sarif::render(records);
    mcpsift::manifest::write_atomic(&out.join("report.sarif"), sarif.as_bytes())
        .map_err(|e| format!("cannot write report.sarif: {e}"))?;
    let html = crate::html::render(records);
    mcpsift::manifest::write_atomic(&out.join("report.html"), html.as_bytes())
        .map_err(|e| format!("cannot write report.html: {e}"))
}

/// Joins the results directories of shards into `out`: records (the
/// later record of a server wins), pins, manifests, and fresh reports.
pub fn merge(dirs: &[PathBuf], out: &Path) -> Result<Summary, String> {
    std::fs::create_dir_all(out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let _held = crate::results::hold(out)?;
    let mut records: BTreeMap<String, Record> = BTreeMap::new();
    let mut unreadable = 0;
    let mut pins = Pins::load(out)?;
    for dir in dirs {
        if !dir.join(RECORDS).exists() {
            return Err(format!(
                "{} has no {RECORDS}: not a sweep results directory",
                dir.display()
            ));
        }
        let (found, bad) = read_records(dir)?;
        unreadable += bad;
        for (server, r) in found {
            let later = records
                .get(&server)
                .is_none_or(|mine| mine.swept_at <= r.swept_at);
            if later {
                records.insert(server, r);
            }
        }
        if dir.as_path() != out {
            pins.absorb(Pins::load(dir)?);
            copy_manifests(dir, out)?;
        }
    }
    let records: Vec<Record> = records.into_values().collect();
    write_records(out, &records)?;
    pins.save()?;
    write_reports(out, &records)?;
    Ok(Summary {
        ran: 0,
        resumed: records.len(),
        records,
        unreadable_lines: unreadable,
    })
}
