//! The results directory: `servers.jsonl` (one record per server, appended
//! as each finishes, so an interrupted sweep loses nothing it finished),
//! `manifests/` (raw manifests by hash), `pins.lock`, and the reports.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::Path;

use crate::record::{Record, SCHEMA};

/// The records file inside a results directory.
pub const RECORDS: &str = "servers.jsonl";
/// Where `--refresh` moves the previous run's records.
pub const PREVIOUS: &str = "servers.previous.jsonl";

/// Holds a results directory for one sweep (or merge) at a time: two runs
/// writing the same records and pins would lose each other's work. The lock
/// is the pins file's (the lockfile store's advisory lock, released when
/// the guard is dropped or the process dies); a second run fails at once.
pub fn hold(dir: &Path) -> Result<mcpsift::manifest::LockfileGuard, String> {
    let pins = dir.join(crate::drift::PINS);
    mcpsift::manifest::LockfileGuard::acquire(&pins, std::time::Duration::ZERO).map_err(|e| {
        format!(
            "{} is in use by another sweep ({e}); wait for it to finish, or use another results \
             directory",
            dir.display()
        )
    })
}

/// Reads a records file: the latest record of each server, and how many
/// lines could not be read (a line cut short by a kill, say).
pub fn read_records(dir: &Path) -> Result<(BTreeMap<String, Record>, usize), String> {
    let path = dir.join(RECORDS);
    let mut out = BTreeMap::new();
    let mut bad = 0;
    if !path.exists() {
        return Ok((out, 0));
    }
    let bytes = mcpsift::manifest::read_limited_path(&path, 4 << 30)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    for line in bytes.split(|&b| b == b'\n') {
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        match serde_json::from_slice::<Record>(line) {
            Ok(r) if r.schema == SCHEMA => {
                out.insert(r.server.clone(), r);
            }
            _ => bad += 1,
        }
    }
    Ok((out, bad))
}

/// Appends records, one line each, flushed at once.
#[derive(Debug)]
pub struct Appender {
    file: File,
}

impl Appender {
    /// Opens `DIR/servers.jsonl` for appending.
    pub fn open(dir: &Path) -> Result<Appender, String> {
        let path = dir.join(RECORDS);
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
            .map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        Ok(Appender { file })
    }

    /// Writes one record as one line.
    pub fn append(&mut self, record: &Record) -> Result<(), String> {
        let mut line = serde_json::to_string(record).map_err(|e| e.to_string())?;
        line.push('\n');
        self.file
            .write_all(line.as_bytes())
            .and_then(|()| self.file.flush())
            .map_err(|e| format!("cannot write {RECORDS}: {e}"))
    }
}

/// Rewrites `DIR/servers.jsonl` with exactly `records` (for `merge`).
pub fn write_records(dir: &Path, records: &[Record]) -> Result<(), String> {
    let mut text = String::new();
    for r in records {
        text.push_str(&serde_json::to_string(r).map_err(|e| e.to_string())?);
        text.push('\n');
    }
    mcpsift::manifest::write_atomic(&dir.join(RECORDS), text.as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", dir.join(RECORDS).display()))
}

/// Copies `from/manifests/*` into `to/manifests/` (names are hashes, so a
/// file present is the same file).
pub fn copy_manifests(from: &Path, to: &Path) -> Result<usize, String> {
    let src = from.join("manifests");
    let dst = to.join("manifests");
    if !src.is_dir() || src == dst {
        return Ok(0);
    }
    std::fs::create_dir_all(&dst).map_err(|e| format!("cannot create {}: {e}", dst.display()))?;
    let mut copied = 0;
    for entry in
        std::fs::read_dir(&src).map_err(|e| format!("cannot read {}: {e}", src.display()))?
    {
        let Ok(entry) = entry else { continue };
        let target = dst.join(entry.file_name());
        if !target.exists() {
            std::fs::copy(entry.path(), &target)
                .map_err(|e| format!("cannot copy {}: {e}", entry.path().display()))?;
            copied += 1;
        }
    }
    Ok(copied)
}
